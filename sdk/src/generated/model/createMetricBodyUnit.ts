/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateMetricBodyUnit = typeof CreateMetricBodyUnit[keyof typeof CreateMetricBodyUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateMetricBodyUnit = {
  percentage: 'percentage',
  count: 'count',
  currency: 'currency',
  ratio: 'ratio',
  duration: 'duration',
  custom: 'custom',
} as const;
