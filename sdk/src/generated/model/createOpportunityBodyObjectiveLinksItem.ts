/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateOpportunityBodyObjectiveLinksItemKind } from './createOpportunityBodyObjectiveLinksItemKind';

export type CreateOpportunityBodyObjectiveLinksItem = {
  /**
   * Objective UUID or OBJ-<n>.
   * @minLength 1
   */
  objectiveId: string;
  kind?: CreateOpportunityBodyObjectiveLinksItemKind;
};
