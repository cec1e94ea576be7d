/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidence } from './observedEvidence';

export type ObservedEvidenceListResponseAllOf = {
  data?: ObservedEvidence[];
};
