/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The unit of its readings: count (tasks), duration (days) or ratio (0 to 1).
 */
export type BuiltinMetricUnit = typeof BuiltinMetricUnit[keyof typeof BuiltinMetricUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BuiltinMetricUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;
