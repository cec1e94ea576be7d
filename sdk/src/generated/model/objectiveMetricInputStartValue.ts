/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Baseline value in the metric's unit.
 */
export type ObjectiveMetricInputStartValue = number | null;
