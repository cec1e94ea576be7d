/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PhaseHandoffNextPhaseId } from './phaseHandoffNextPhaseId';
import type { PhaseHandoffCommentId } from './phaseHandoffCommentId';
import type { PhaseHandoffNotifiedUserId } from './phaseHandoffNotifiedUserId';

/**
 * The result of a phase handoff (spec 2 §4.7). An empty note changes nothing (handedOff false, the ids null); otherwise the note is a system comment on the opportunity's thread (commentId) and the next phase's owner is notified (notifiedUserId; null when there is no next phase, it has no owner, or the owner is the caller).
 */
export interface PhaseHandoff {
  /** The phase handed off from. */
  phaseId: string;
  /** The phase after it in delivery order; null for the last. */
  nextPhaseId: PhaseHandoffNextPhaseId;
  /** false when the note was empty and nothing was written. */
  handedOff: boolean;
  commentId: PhaseHandoffCommentId;
  notifiedUserId: PhaseHandoffNotifiedUserId;
}
