/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateTaskBodyStatus } from './createTaskBodyStatus';
import type { CreateTaskBodyPriority } from './createTaskBodyPriority';
import type { CreateTaskBodyOpportunityId } from './createTaskBodyOpportunityId';
import type { CreateTaskBodyTeamId } from './createTaskBodyTeamId';
import type { CreateTaskBodyOwnerId } from './createTaskBodyOwnerId';
import type { CreateTaskBodyParentTaskId } from './createTaskBodyParentTaskId';
import type { CreateTaskBodySubtaskMode } from './createTaskBodySubtaskMode';
import type { CreateTaskBodyEstimateMinutes } from './createTaskBodyEstimateMinutes';
import type { CreateTaskBodyDueDate } from './createTaskBodyDueDate';

export type CreateTaskBody = {
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * The engineering spec (markdown).
   * @maxLength 200000
   */
  content?: string;
  status?: CreateTaskBodyStatus;
  priority?: CreateTaskBodyPriority;
  /** The opportunity (UUID or OPP-<n>); null makes an orphan task. */
  opportunityId?: CreateTaskBodyOpportunityId;
  /** The team (UUID or prefix). */
  teamId?: CreateTaskBodyTeamId;
  /** The owner (a user UUID, or me). */
  ownerId?: CreateTaskBodyOwnerId;
  /** The parent task (UUID or ref). */
  parentTaskId?: CreateTaskBodyParentTaskId;
  subtaskMode?: CreateTaskBodySubtaskMode;
  /**
   * @minimum 0
   * @maximum 1000000
   */
  estimateMinutes?: CreateTaskBodyEstimateMinutes;
  dueDate?: CreateTaskBodyDueDate;
};
