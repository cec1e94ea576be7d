import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/** GET /api/v1/tasks/{id} — by UUID or ref (spec 2 §4.8). */
export const getTask: Handler<'getTask'> = async ({ path }, ctx) => {
  const t = await ctx.services.tasks.get(ctx.actor, path.id);
  return ok(t, { actions: taskActions(t, await ctx.services.tasks.startBlocker(ctx.actor, t)) });
};
