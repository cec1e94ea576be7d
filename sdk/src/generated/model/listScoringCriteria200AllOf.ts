/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ScoringCriterion } from './scoringCriterion';

export type ListScoringCriteria200AllOf = {
  data?: ScoringCriterion[];
};
