/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateOpportunityBodyScoresItem = {
  criterionId: string;
  /**
   * @minimum 1
   * @maximum 5
   */
  value: number;
};
