/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveRef } from './objectiveRef';

export type SetInsightImpactBodyImpactsItem = {
  objectiveId: ObjectiveRef;
  delta: number;
};
