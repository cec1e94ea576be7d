/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The first metric tracking it (lowest number); null when untracked.
 */
export type BuiltinMetricMetricId = string | null;
