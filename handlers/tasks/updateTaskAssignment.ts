import { assignmentActions } from './actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** PATCH /api/v1/tasks/{taskId}/assignments/{userId} — estimatedHours (spec 2 §4.20). */
export const updateTaskAssignment: Handler<'updateTaskAssignment'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.tasks.updateAssignment(ctx.actor, path.taskId, path.userId, body.estimatedHours), { actions: assignmentActions(path.taskId) });
