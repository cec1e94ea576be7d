/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EvidenceReconciliation } from './evidenceReconciliation';

export type ConfirmEvidenceReconciliation201AllOf = {
  data?: EvidenceReconciliation;
};
