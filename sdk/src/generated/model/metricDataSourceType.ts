/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type MetricDataSourceType = typeof MetricDataSourceType[keyof typeof MetricDataSourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricDataSourceType = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;
