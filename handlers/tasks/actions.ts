import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { taskMachine } from '../../src/core/machines/task.js';
import type { Task } from '../../src/services/tasks.js';

/**
 * Valid next operations from a task: only the status moves it can make (spec 1 §3.2, spec 2 §4.1) — without the
 * starts (in_progress, completed) while `blockedBy` names the unfinished subtask before it in a sequential parent.
 */
export const taskActions = (t: Task, blockedBy: string | null = null): Action[] => [
  link('self', 'getTask', { id: t.ref }),
  ...taskMachine
    .allowed(t.status)
    .filter((s) => !blockedBy || (s !== 'in_progress' && s !== 'completed'))
    .map((status) => action('setTaskStatus', { id: t.ref }, { status })),
  link('assignments', 'listTaskAssignments', { taskId: t.ref }),
  ...(t.opportunityId ? [link('opportunity', 'getOpportunity', { id: t.opportunityId })] : []),
  link('context', 'getTaskContext', { id: t.ref }),
];

/** After an assignment change: the task and its assignments (spec 2 §4.1). */
export const assignmentActions = (taskRef: string): Action[] => [
  link('task', 'getTask', { id: taskRef }),
  link('assignments', 'listTaskAssignments', { taskId: taskRef }),
];
