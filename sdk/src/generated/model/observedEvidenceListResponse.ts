/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ObservedEvidenceListResponseAllOf } from './observedEvidenceListResponseAllOf';

export type ObservedEvidenceListResponse = ListEnvelope & ObservedEvidenceListResponseAllOf;
