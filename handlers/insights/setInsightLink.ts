import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * POST /api/v1/insights/{id}/set-link — pinned and/or blocking on an existing link (spec 2 §4.12). 400 without a flag
 * or with blocking on an objective link; 404 naming body.entityId when not linked.
 */
export const setInsightLink: Handler<'setInsightLink'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.setLink(ctx.actor, path.id, body);
  return ok(i, { actions: insightActions(i) });
};
