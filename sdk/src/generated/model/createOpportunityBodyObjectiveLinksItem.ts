/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveRef } from './objectiveRef';
import type { CreateOpportunityBodyObjectiveLinksItemKind } from './createOpportunityBodyObjectiveLinksItemKind';

export type CreateOpportunityBodyObjectiveLinksItem = {
  objectiveId: ObjectiveRef;
  kind?: CreateOpportunityBodyObjectiveLinksItemKind;
};
