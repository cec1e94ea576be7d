/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SetOpportunityRiskVoteBodyVote = typeof SetOpportunityRiskVoteBodyVote[keyof typeof SetOpportunityRiskVoteBodyVote];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetOpportunityRiskVoteBodyVote = {
  approve: 'approve',
  risky: 'risky',
  reject: 'reject',
} as const;
