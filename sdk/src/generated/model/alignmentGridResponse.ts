/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AlignmentGridResponseAllOf } from './alignmentGridResponseAllOf';

export type AlignmentGridResponse = SuccessEnvelope & AlignmentGridResponseAllOf;
