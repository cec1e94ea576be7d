/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type GetOpportunityUnphasedTaskCount200AllOfData = {
  opportunityId: string;
  /**
   * Top-level tasks without a phase.
   * @minimum 0
   */
  count: number;
};
