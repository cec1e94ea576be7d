import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * POST /api/v1/insights/{id}/set-impact — the full list of objective impacts replaces the insight's (spec 2 §4.12);
 * an objective twice is 400 naming impacts.N.objectiveId.
 */
export const setInsightImpact: Handler<'setInsightImpact'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.setImpacts(ctx.actor, path.id, body.impacts);
  return ok(i, { actions: insightActions(i) });
};
