import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { TASK_MOVES, type Task } from '../../src/services/tasks.js';

/** Valid next operations from a task: only the status moves it can make (spec 1 §3.2, spec 2 §4.1). */
export const taskActions = (t: Task): Action[] => [
  link('self', 'getTask', { id: t.ref }),
  ...TASK_MOVES[t.status].map((status) => action('setTaskStatus', { id: t.ref }, { status })),
  link('assignments', 'listTaskAssignments', { taskId: t.ref }),
  ...(t.opportunityId ? [link('opportunity', 'getOpportunity', { id: t.opportunityId })] : []),
];

/** After an assignment change: the task and its assignments (spec 2 §4.1). */
export const assignmentActions = (taskRef: string): Action[] => [
  link('task', 'getTask', { id: taskRef }),
  link('assignments', 'listTaskAssignments', { taskId: taskRef }),
];
