/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What delete-self did: how many pieces of evidence were deleted, and the reconciled weeks of the window (kept).
 */
export interface ObservedEvidenceDeletion {
  /** @minimum 0 */
  deleted: number;
  /** The Mondays of the window's confirmed weeks, oldest first; their evidence was kept. */
  keptWeeks: string[];
}
