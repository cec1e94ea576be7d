/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A delivery phase of its opportunity.
 */
export type TaskPhaseId = string | null;
