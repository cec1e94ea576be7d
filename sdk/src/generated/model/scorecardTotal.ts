/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * null until every criterion with a positive weight is scored.
 * @minimum 0
 * @maximum 100
 */
export type ScorecardTotal = number | null;
