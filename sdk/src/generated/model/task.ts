/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskStatus } from './taskStatus';
import type { TaskPriority } from './taskPriority';
import type { TaskOpportunityId } from './taskOpportunityId';
import type { TaskTeamId } from './taskTeamId';
import type { TaskOwnerId } from './taskOwnerId';
import type { TaskCategoryId } from './taskCategoryId';
import type { TaskParentTaskId } from './taskParentTaskId';
import type { TaskSubtaskPosition } from './taskSubtaskPosition';
import type { TaskSubtaskMode } from './taskSubtaskMode';
import type { TaskWorkflowId } from './taskWorkflowId';
import type { TaskOnboardingStepInstanceId } from './taskOnboardingStepInstanceId';
import type { TaskPhaseId } from './taskPhaseId';
import type { TaskCycleId } from './taskCycleId';
import type { TaskEstimateMinutes } from './taskEstimateMinutes';
import type { TaskDueDate } from './taskDueDate';
import type { TaskVisionPath } from './taskVisionPath';

/**
 * A task (spec 1 §2.6); `content` is the engineering spec.
 */
export interface Task {
  id: string;
  orgId: string;
  /** Team prefix plus number; TASK-<n> without a team. */
  ref: string;
  number: number;
  title: string;
  description: string;
  content: string;
  status: TaskStatus;
  priority: TaskPriority;
  opportunityId: TaskOpportunityId;
  teamId: TaskTeamId;
  ownerId: TaskOwnerId;
  categoryId: TaskCategoryId;
  parentTaskId: TaskParentTaskId;
  subtaskPosition: TaskSubtaskPosition;
  subtaskMode: TaskSubtaskMode;
  workflowId: TaskWorkflowId;
  onboardingStepInstanceId: TaskOnboardingStepInstanceId;
  /** A delivery phase of its opportunity. */
  phaseId: TaskPhaseId;
  /** The cycle of its team it is scheduled in (set with move-cycle); null when unscheduled. */
  cycleId: TaskCycleId;
  /** @minimum 0 */
  estimateMinutes: TaskEstimateMinutes;
  dueDate: TaskDueDate;
  tagIds: string[];
  /** The opportunity's visionPath plus `/<taskId>`; null for orphan tasks. */
  visionPath: TaskVisionPath;
  createdAt: string;
  updatedAt: string;
}
