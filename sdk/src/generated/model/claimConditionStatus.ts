/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ClaimConditionStatus = typeof ClaimConditionStatus[keyof typeof ClaimConditionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClaimConditionStatus = {
  no_work: 'no_work',
  in_progress: 'in_progress',
  delivered: 'delivered',
  broken: 'broken',
} as const;
