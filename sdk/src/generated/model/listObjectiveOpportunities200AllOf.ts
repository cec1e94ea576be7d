/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveOpportunity } from './objectiveOpportunity';

export type ListObjectiveOpportunities200AllOf = {
  data?: ObjectiveOpportunity[];
};
