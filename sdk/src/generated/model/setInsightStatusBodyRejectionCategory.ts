/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Required for rejected.
 */
export type SetInsightStatusBodyRejectionCategory = typeof SetInsightStatusBodyRejectionCategory[keyof typeof SetInsightStatusBodyRejectionCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetInsightStatusBodyRejectionCategory = {
  no_demand: 'no_demand',
  not_aligned: 'not_aligned',
  not_viable: 'not_viable',
  not_now: 'not_now',
  duplicate: 'duplicate',
  other: 'other',
} as const;
