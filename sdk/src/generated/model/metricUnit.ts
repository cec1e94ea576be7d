/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type MetricUnit = typeof MetricUnit[keyof typeof MetricUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;
