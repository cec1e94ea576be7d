/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A week (Monday to Sunday, UTC) its user confirmed as reconciled; its evidence is kept by delete-self.
 */
export interface EvidenceReconciliation {
  userId: string;
  /** The Monday. */
  weekStart: string;
  /** The Sunday. */
  weekEnd: string;
  confirmedAt: string;
}
