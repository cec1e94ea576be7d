/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type HandoffOpportunityPhaseBody = {
  /**
   * What the next phase's owner needs to know; empty changes nothing.
   * @maxLength 5000
   */
  note?: string;
};
