/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetOpportunityScoreBody = {
  /**
   * 1 (worst) to 5 (best; on an inverted criterion, the most of it).
   * @minimum 1
   * @maximum 5
   */
  value: number;
};
