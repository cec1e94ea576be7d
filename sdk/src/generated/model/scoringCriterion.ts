/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * One active criterion of the org's scorecard (spec 1 §2.5). Every criterion with a positive weight must be scored before the total exists; the positive weights of the set sum to 1. The set is replaced by the admin CLI (criteria:set), never through the API.
 */
export interface ScoringCriterion {
  id: string;
  name: string;
  /**
   * Share of the total (decimal); 0 means the criterion is informative only and not needed for the total.
   * @minimum 0
   * @maximum 1
   */
  weight: number;
  /** true when a high value is bad (Effort): the value counts as (5 - value) / 4 instead of (value - 1) / 4. */
  invert: boolean;
  /**
   * 1 for the first criterion.
   * @minimum 1
   */
  order: number;
}
