/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObservedEvidenceDeletionSavedResponseAllOf } from './observedEvidenceDeletionSavedResponseAllOf';

export type ObservedEvidenceDeletionSavedResponse = SuccessEnvelope & ObservedEvidenceDeletionSavedResponseAllOf;
