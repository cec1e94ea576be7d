/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateTaskBodyStatus } from './updateTaskBodyStatus';
import type { UpdateTaskBodyPriority } from './updateTaskBodyPriority';
import type { UpdateTaskBodyOpportunityId } from './updateTaskBodyOpportunityId';
import type { UpdateTaskBodyPhaseId } from './updateTaskBodyPhaseId';
import type { UpdateTaskBodyTeamId } from './updateTaskBodyTeamId';
import type { UpdateTaskBodyOwnerId } from './updateTaskBodyOwnerId';
import type { UpdateTaskBodyParentTaskId } from './updateTaskBodyParentTaskId';
import type { UpdateTaskBodySubtaskMode } from './updateTaskBodySubtaskMode';
import type { UpdateTaskBodyCategoryId } from './updateTaskBodyCategoryId';
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
  /** A phase of its opportunity; null unphases it. */
  phaseId?: UpdateTaskBodyPhaseId;
  /** The team (UUID or prefix); null clears it. */
  teamId?: UpdateTaskBodyTeamId;
  /** The owner (a user UUID, or me); null clears it. */
  ownerId?: UpdateTaskBodyOwnerId;
  /** The parent task (UUID or ref); null clears it. */
  parentTaskId?: UpdateTaskBodyParentTaskId;
  /** How this task's own subtasks run: sequential means a subtask cannot start before the one before it is completed. */
  subtaskMode?: UpdateTaskBodySubtaskMode;
  /**
   * Place among the parent's subtasks.
   * @minimum 1
   * @maximum 100000
   */
  subtaskPosition?: number;
  /** A category of the org (GET /api/v1/categories); null clears it. */
  categoryId?: UpdateTaskBodyCategoryId;
  /**
   * The whole tag set (tags of the org; GET /api/v1/tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /**
   * @minimum 0
   * @maximum 1000000
   */
  estimateMinutes?: UpdateTaskBodyEstimateMinutes;
  dueDate?: UpdateTaskBodyDueDate;
};
