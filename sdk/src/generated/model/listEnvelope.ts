/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListEnvelopeAllOf } from './listEnvelopeAllOf';

/**
 * Success envelope of a paged list (spec 2 §4.1, §4.2).
 */
export type ListEnvelope = SuccessEnvelope & ListEnvelopeAllOf;
