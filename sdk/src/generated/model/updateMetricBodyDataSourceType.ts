/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateMetricBodyDataSourceType = typeof UpdateMetricBodyDataSourceType[keyof typeof UpdateMetricBodyDataSourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateMetricBodyDataSourceType = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;
