/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Baseline value in the metric's unit.
 * @minimum -10000000000000000000
 * @maximum 10000000000000000000
 */
export type ObjectiveMetricInputStartValue = number | null;
