/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidenceDeletion } from './observedEvidenceDeletion';

export type ObservedEvidenceDeletionSavedResponseAllOf = {
  data?: ObservedEvidenceDeletion;
};
