/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveRef } from './objectiveRef';
import type { CreateOpportunityObjectiveLinkBodyKind } from './createOpportunityObjectiveLinkBodyKind';

export type CreateOpportunityObjectiveLinkBody = {
  objectiveId: ObjectiveRef;
  kind?: CreateOpportunityObjectiveLinkBodyKind;
};
