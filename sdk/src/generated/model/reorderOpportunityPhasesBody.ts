/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ReorderOpportunityPhasesBody = {
  /**
   * Every phase of the opportunity, once each, in delivery order.
   * @maxItems 200
   */
  phaseIds: string[];
};
