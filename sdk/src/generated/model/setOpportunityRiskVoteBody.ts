/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetOpportunityRiskVoteBodyVote } from './setOpportunityRiskVoteBodyVote';
import type { SetOpportunityRiskVoteBodyNote } from './setOpportunityRiskVoteBodyNote';

export type SetOpportunityRiskVoteBody = {
  vote: SetOpportunityRiskVoteBodyVote;
  /**
   * Why (optional); replaces the note of your earlier vote.
   * @maxLength 2000
   */
  note?: SetOpportunityRiskVoteBodyNote;
};
