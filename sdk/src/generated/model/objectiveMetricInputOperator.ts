/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObjectiveMetricInputOperator = typeof ObjectiveMetricInputOperator[keyof typeof ObjectiveMetricInputOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveMetricInputOperator = {
  gte: 'gte',
  lte: 'lte',
  eq: 'eq',
} as const;
