import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/time-entries/actual-cost-for-task/{id} — what time on the task and its subtasks has cost, 0 when none
 * (cost:read; spec 2 §4.16). UUID or ref; 404 naming path.id.
 */
export const getTaskActualCost: Handler<'getTaskActualCost'> = async ({ path }, ctx) => {
  const c = await ctx.services.timeEntries.taskActualCost(ctx.actor, path.id);
  return ok(c, { actions: [link('task', 'getTask', { id: c.ref })] });
};
