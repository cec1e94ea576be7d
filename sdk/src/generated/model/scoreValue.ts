/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ScoreValueSetBy } from './scoreValueSetBy';

/**
 * One shared scorecard value of an opportunity (spec 1 §2.5); the last write wins.
 */
export interface ScoreValue {
  criterionId: string;
  /**
   * @minimum 1
   * @maximum 5
   */
  value: number;
  /** Who set it last; null when that user no longer exists. */
  setBy: ScoreValueSetBy;
  setAt: string;
}
