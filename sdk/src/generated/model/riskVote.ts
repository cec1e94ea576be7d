/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { RiskVoteVote } from './riskVoteVote';
import type { RiskVoteNote } from './riskVoteNote';

/**
 * One user's vote on one validation risk of an opportunity (spec 1 §2.5); a new vote replaces the old one.
 */
export interface RiskVote {
  userId: string;
  vote: RiskVoteVote;
  /** Why; null when none was given. */
  note: RiskVoteNote;
  votedAt: string;
}
