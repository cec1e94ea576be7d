/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateTaskBodyStatus } from './updateTaskBodyStatus';
import type { UpdateTaskBodyPriority } from './updateTaskBodyPriority';
import type { UpdateTaskBodyOpportunityId } from './updateTaskBodyOpportunityId';
import type { UpdateTaskBodyTeamId } from './updateTaskBodyTeamId';
import type { UpdateTaskBodyOwnerId } from './updateTaskBodyOwnerId';
import type { UpdateTaskBodyParentTaskId } from './updateTaskBodyParentTaskId';
import type { UpdateTaskBodySubtaskMode } from './updateTaskBodySubtaskMode';
import type { UpdateTaskBodyEstimateMinutes } from './updateTaskBodyEstimateMinutes';
import type { UpdateTaskBodyDueDate } from './updateTaskBodyDueDate';

export type UpdateTaskBody = {
  /**
   * @minLength 1
   * @maxLength 300
   */
  title?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * The engineering spec (markdown).
   * @maxLength 200000
   */
  content?: string;
  status?: UpdateTaskBodyStatus;
  priority?: UpdateTaskBodyPriority;
  /** The opportunity (UUID or OPP-<n>); null makes an orphan task. */
  opportunityId?: UpdateTaskBodyOpportunityId;
  /** The team (UUID or prefix); null clears it. */
  teamId?: UpdateTaskBodyTeamId;
  /** The owner (a user UUID, or me); null clears it. */
  ownerId?: UpdateTaskBodyOwnerId;
  /** The parent task (UUID or ref); null clears it. */
  parentTaskId?: UpdateTaskBodyParentTaskId;
  subtaskMode?: UpdateTaskBodySubtaskMode;
  /**
   * @minimum 0
   * @maximum 1000000
   */
  estimateMinutes?: UpdateTaskBodyEstimateMinutes;
  dueDate?: UpdateTaskBodyDueDate;
};
