/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum -10000000000000000000
 * @maximum 10000000000000000000
 */
export type SetObjectiveMetricBodyStartValue = number | null;
