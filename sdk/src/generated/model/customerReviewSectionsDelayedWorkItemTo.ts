/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The date after it; null when unscheduled.
 */
export type CustomerReviewSectionsDelayedWorkItemTo = string | null;
