import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/** GET /api/v1/insights/{id} — by UUID or INS-<n>, with links and impacts (spec 2 §4.12). 404 when absent or another org's. */
export const getInsight: Handler<'getInsight'> = async ({ path }, ctx) => {
  const i = await ctx.services.insights.get(ctx.actor, path.id);
  return ok(i, { actions: insightActions(i) });
};
