/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The date before the move (due date or cycle end).
 */
export type CustomerReviewSectionsDelayedWorkItemFrom = string | null;
