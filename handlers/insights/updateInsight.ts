import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * PATCH /api/v1/insights/{id} — fields and demand root (spec 2 §4.12); exactly one root must remain (400 naming the
 * roots otherwise). Status moves are set-status and set-review-team.
 */
export const updateInsight: Handler<'updateInsight'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.update(ctx.actor, path.id, body);
  return ok(i, { actions: insightActions(i) });
};
