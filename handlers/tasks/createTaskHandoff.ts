import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/** POST /api/v1/tasks/{id}/handoff — the note as a system comment and a handoff notification; the task (spec 2 §4.21). */
export const createTaskHandoff: Handler<'createTaskHandoff'> = async ({ path, body }, ctx) => {
  const task = await ctx.services.context.handoff(ctx.actor, path.id, body);
  return ok(task, { actions: taskActions(task, await ctx.services.tasks.startBlocker(ctx.actor, task)) });
};
