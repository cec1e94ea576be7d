import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/** PATCH /api/v1/tasks/{id} — create fields, all optional; status moves per spec 1 §3.2 (spec 2 §4.8). */
export const updateTask: Handler<'updateTask'> = async ({ path, body }, ctx) => {
  const t = await ctx.services.tasks.update(ctx.actor, path.id, body);
  return ok(t, { actions: taskActions(t, await ctx.services.tasks.startBlocker(ctx.actor, t)) });
};
