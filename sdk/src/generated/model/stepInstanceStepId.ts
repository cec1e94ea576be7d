/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The template step it was made from (null once that step is deleted).
 */
export type StepInstanceStepId = string | null;
