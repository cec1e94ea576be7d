/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateOpportunityObjectiveLinkBody = {
  /**
   * Objective UUID or OBJ-<n>.
   * @minLength 1
   */
  newObjectiveId: string;
};
