/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityPhaseOwnerId } from './opportunityPhaseOwnerId';
import type { OpportunityPhaseTargetDate } from './opportunityPhaseTargetDate';

/**
 * A delivery phase of an opportunity (spec 1 §2.5): a milestone with a title, an owner and one optional target date, in delivery order. taskCount and doneCount are over leaf tasks only: a task with subtasks does not count itself, its subtasks do. A subtask without a phase of its own belongs to its parent's phase. Tasks join a phase with phaseId (a phase of the task's own opportunity); moving a task to another opportunity unphases it.
 */
export interface OpportunityPhase {
  id: string;
  opportunityId: string;
  title: string;
  /** Who owns the phase; null when nobody does. */
  ownerId: OpportunityPhaseOwnerId;
  /** When the phase should be done; null means open ended. */
  targetDate: OpportunityPhaseTargetDate;
  /**
   * 1 for the first phase in delivery order.
   * @minimum 1
   */
  position: number;
  /**
   * Leaf tasks in the phase.
   * @minimum 0
   */
  taskCount: number;
  /**
   * Completed leaf tasks in the phase.
   * @minimum 0
   */
  doneCount: number;
  createdAt: string;
  updatedAt: string;
}
