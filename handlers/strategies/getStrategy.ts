import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { strategyActions } from './actions.js';

/** GET /api/v1/strategies/{id} — by UUID or STR-<n>; 404 when absent or in another org (spec 2 §4.9). */
export const getStrategy: Handler<'getStrategy'> = async ({ path }, ctx) => {
  const s = await ctx.services.strategies.get(ctx.actor, path.id);
  return ok(s, { actions: strategyActions(s, ctx.actor) });
};
