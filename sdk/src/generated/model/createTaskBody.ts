/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateTaskBodyStatus } from './createTaskBodyStatus';
import type { CreateTaskBodyPriority } from './createTaskBodyPriority';
import type { CreateTaskBodyOpportunityId } from './createTaskBodyOpportunityId';
import type { CreateTaskBodyPhaseId } from './createTaskBodyPhaseId';
import type { CreateTaskBodyTeamId } from './createTaskBodyTeamId';
import type { CreateTaskBodyOwnerId } from './createTaskBodyOwnerId';
import type { CreateTaskBodyParentTaskId } from './createTaskBodyParentTaskId';
import type { CreateTaskBodySubtaskMode } from './createTaskBodySubtaskMode';
import type { CreateTaskBodyCategoryId } from './createTaskBodyCategoryId';
import type { CreateTaskBodyWorkflowId } from './createTaskBodyWorkflowId';
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
  /** A phase of its opportunity. */
  phaseId?: CreateTaskBodyPhaseId;
  /** The team (UUID or prefix). */
  teamId?: CreateTaskBodyTeamId;
  /** The owner (a user UUID, or me). */
  ownerId?: CreateTaskBodyOwnerId;
  /** The parent task (UUID or ref). */
  parentTaskId?: CreateTaskBodyParentTaskId;
  /** How this task's own subtasks run: sequential means a subtask cannot start before the one before it is completed. */
  subtaskMode?: CreateTaskBodySubtaskMode;
  /**
   * Place among the parent's subtasks (default last).
   * @minimum 1
   * @maximum 100000
   */
  subtaskPosition?: number;
  /** A category of the org (GET /api/v1/categories); null clears it. */
  categoryId?: CreateTaskBodyCategoryId;
  /**
   * The whole tag set (tags of the org; GET /api/v1/tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /** A template that drives the task: an instance starts with it. */
  workflowId?: CreateTaskBodyWorkflowId;
  /**
   * @minimum 0
   * @maximum 1000000
   */
  estimateMinutes?: CreateTaskBodyEstimateMinutes;
  dueDate?: CreateTaskBodyDueDate;
};
