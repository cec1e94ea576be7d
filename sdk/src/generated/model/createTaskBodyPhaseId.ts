/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A phase of its opportunity.
 */
export type CreateTaskBodyPhaseId = string | null;
