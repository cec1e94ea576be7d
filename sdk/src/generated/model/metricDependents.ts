/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What depends on a metric (spec 2 §4.6); live opportunities are those in backlog or in_progress.
 */
export interface MetricDependents {
  /** @minimum 0 */
  objectives: number;
  /** @minimum 0 */
  opportunities: number;
  /** @minimum 0 */
  liveOpportunities: number;
}
