/**
 * Task status (spec 1 §3.2: backlog → todo → in_progress → completed or cancelled). The spec names the forward path
 * only; the rest is today's behaviour, kept as data: reopening (completed → todo, cancelled and duplicate →
 * backlog), stepping back (todo → backlog, in_progress → todo), skipping todo (backlog → in_progress) and marking a
 * backlog or todo task duplicate. Moved by updateTask and setTaskStatus; a sequential parent adds a guard in
 * TaskService (a subtask starts only after the one before it is finished).
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type TaskStatus = components['schemas']['Task']['status'];

export const taskMachine = machine<TaskStatus>(
  'task',
  {
    backlog: ['todo', 'in_progress', 'cancelled', 'duplicate'],
    todo: ['backlog', 'in_progress', 'cancelled', 'duplicate'],
    in_progress: ['todo', 'completed', 'cancelled'],
    completed: ['todo'],
    cancelled: ['backlog'],
    duplicate: ['backlog'],
  },
  { via: { '*': 'setTaskStatus' } },
);
