/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObservedEvidenceIngestResultSavedResponseAllOf } from './observedEvidenceIngestResultSavedResponseAllOf';

export type ObservedEvidenceIngestResultSavedResponse = SuccessEnvelope & ObservedEvidenceIngestResultSavedResponseAllOf;
