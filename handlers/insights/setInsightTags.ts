import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/** POST /api/v1/insights/{id}/set-tags — the full tag list replaces the insight's (empty clears) (spec 2 §4.12). */
export const setInsightTags: Handler<'setInsightTags'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.setTags(ctx.actor, path.id, body.tagIds);
  return ok(i, { actions: insightActions(i) });
};
