/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RiskVoteVote = typeof RiskVoteVote[keyof typeof RiskVoteVote];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RiskVoteVote = {
  approve: 'approve',
  risky: 'risky',
  reject: 'reject',
} as const;
