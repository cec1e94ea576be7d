/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetInsightStatusBodyStatus = typeof SetInsightStatusBodyStatus[keyof typeof SetInsightStatusBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetInsightStatusBodyStatus = {
  rejected: 'rejected',
  need_context: 'need_context',
  archived: 'archived',
} as const;
