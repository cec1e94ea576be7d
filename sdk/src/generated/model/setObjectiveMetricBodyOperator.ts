/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetObjectiveMetricBodyOperator = typeof SetObjectiveMetricBodyOperator[keyof typeof SetObjectiveMetricBodyOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetObjectiveMetricBodyOperator = {
  gte: 'gte',
  lte: 'lte',
  eq: 'eq',
} as const;
