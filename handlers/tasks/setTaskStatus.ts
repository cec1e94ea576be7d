import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/** POST /api/v1/tasks/{id}/set-status — one status move (spec 1 §3.2); MCP: set_task_status (spec 2 §4.21). */
export const setTaskStatus: Handler<'setTaskStatus'> = async ({ path, body }, ctx) => {
  const t = await ctx.services.tasks.setStatus(ctx.actor, path.id, body.status);
  return ok(t, { actions: taskActions(t, await ctx.services.tasks.startBlocker(ctx.actor, t)) });
};
