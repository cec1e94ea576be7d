/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type MetricValueSource = typeof MetricValueSource[keyof typeof MetricValueSource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MetricValueSource = {
  manual: 'manual',
  integration: 'integration',
  system: 'system',
} as const;
