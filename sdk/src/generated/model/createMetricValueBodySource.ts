/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateMetricValueBodySource = typeof CreateMetricValueBodySource[keyof typeof CreateMetricValueBodySource];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateMetricValueBodySource = {
  manual: 'manual',
  integration: 'integration',
} as const;
