import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/**
 * POST /api/v1/tasks/{id}/move-cycle — `{cycleId | null, acknowledgedBreaks?}` → the task (spec 2 §4.8, §7). 409
 * PROMISE_BREAKS with error.data.breaks when the move would finish customer-promised work after its deadline and the
 * breaks are not acknowledged exactly; 400 naming body.cycleId for another team's cycle or a task without a team.
 */
export const moveTaskCycle: Handler<'moveTaskCycle'> = async ({ path, body }, ctx) => {
  const t = await ctx.services.cycles.moveTask(ctx.actor, path.id, { cycleId: body.cycleId ?? null, acknowledgedBreaks: body.acknowledgedBreaks });
  return ok(t, { actions: taskActions(t, await ctx.services.tasks.startBlocker(ctx.actor, t)) });
};
