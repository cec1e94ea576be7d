/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateMetricBodyDataSourceType = typeof CreateMetricBodyDataSourceType[keyof typeof CreateMetricBodyDataSourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateMetricBodyDataSourceType = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;
