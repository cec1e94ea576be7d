/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateOpportunityObjectiveLinkBodyKind } from './createOpportunityObjectiveLinkBodyKind';

export type CreateOpportunityObjectiveLinkBody = {
  /**
   * Objective UUID or OBJ-<n>.
   * @minLength 1
   */
  objectiveId: string;
  kind?: CreateOpportunityObjectiveLinkBodyKind;
};
