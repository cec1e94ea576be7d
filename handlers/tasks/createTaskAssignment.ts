import { created } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/tasks/{taskId}/assignments — 201; 409 when already assigned (spec 2 §4.20). */
export const createTaskAssignment: Handler<'createTaskAssignment'> = async ({ path, body }, ctx) =>
  created(await ctx.services.tasks.assign(ctx.actor, path.taskId, body), { actions: [link('assignments', 'listTaskAssignments', { taskId: path.taskId })] });
