/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObjectiveProgressOperator = typeof ObjectiveProgressOperator[keyof typeof ObjectiveProgressOperator];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObjectiveProgressOperator = {
  gte: 'gte',
  lte: 'lte',
  eq: 'eq',
} as const;
