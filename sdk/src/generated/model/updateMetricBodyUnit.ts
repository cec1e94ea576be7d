/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateMetricBodyUnit = typeof UpdateMetricBodyUnit[keyof typeof UpdateMetricBodyUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateMetricBodyUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;
