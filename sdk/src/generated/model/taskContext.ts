/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Task } from './task';
import type { TaskContextParent } from './taskContextParent';
import type { TaskSummary } from './taskSummary';
import type { TaskAssignment } from './taskAssignment';
import type { TaskContextPhase } from './taskContextPhase';
import type { TaskContextOpportunity } from './taskContextOpportunity';
import type { TaskContextObjectives } from './taskContextObjectives';
import type { TaskContextComments } from './taskContextComments';
import type { TaskContextActiveStep } from './taskContextActiveStep';
import type { ContextPullRequest } from './contextPullRequest';

/**
 * Everything about one task in one read (spec 2 §4.21): the task with its engineering spec (content), its parent and subtasks in order, its assignments and phase, the opportunity it serves with the PRD, the objectives behind that with their progress, its comment thread, the template step now running and the pull requests linked to it. A section the caller cannot read is null.
 */
export interface TaskContext {
  task: Task;
  parent: TaskContextParent;
  subtasks: TaskSummary[];
  assignments: TaskAssignment[];
  phase: TaskContextPhase;
  /** null without an opportunity or without opportunity:read. */
  opportunity: TaskContextOpportunity;
  /** The opportunity's objectives; null without objective:read. */
  objectives: TaskContextObjectives;
  /** The latest 50, oldest first; null without comment:read. */
  comments: TaskContextComments;
  activeStep: TaskContextActiveStep;
  /** Pull requests linked to the task (GitHub integration), newest first. */
  pullRequests: ContextPullRequest[];
}
