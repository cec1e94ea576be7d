/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Scorecard total 0-100; null until every criterion with a positive weight is scored.
 * @minimum 0
 * @maximum 100
 */
export type OpportunityScoreTotal = number | null;
