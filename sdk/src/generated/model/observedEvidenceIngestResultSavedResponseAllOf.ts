/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObservedEvidenceIngestResult } from './observedEvidenceIngestResult';

export type ObservedEvidenceIngestResultSavedResponseAllOf = {
  data?: ObservedEvidenceIngestResult;
};
