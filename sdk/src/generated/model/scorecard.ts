/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ScoringCriterion } from './scoringCriterion';
import type { ScoreValue } from './scoreValue';
import type { ScorecardTotal } from './scorecardTotal';

/**
 * An opportunity's scorecard (spec 1 §2.5): the org's active criteria, the values set, and the total 0-100 = Σ weight × normalised value × 100, where a value v counts (v - 1) / 4, or (5 - v) / 4 for an inverted criterion, rounded to 2 decimals. The total is null until every criterion with a positive weight has a value.
 */
export interface Scorecard {
  opportunityId: string;
  criteria: ScoringCriterion[];
  /** One per scored criterion, in criteria order. */
  values: ScoreValue[];
  /**
   * null until every criterion with a positive weight is scored.
   * @minimum 0
   * @maximum 100
   */
  total: ScorecardTotal;
  /** Criteria with a positive weight and no value yet: the total is null while any is left. */
  unscoredCriterionIds: string[];
}
