import { assignmentActions } from './actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/tasks/{taskId}/assignments/{userId} — {taskId, userId, deleted: true} (spec 2 §4.20). */
export const deleteTaskAssignment: Handler<'deleteTaskAssignment'> = async ({ path }, ctx) =>
  ok(await ctx.services.tasks.unassign(ctx.actor, path.taskId, path.userId), { actions: assignmentActions(path.taskId) });
