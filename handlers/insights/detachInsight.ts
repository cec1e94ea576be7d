import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/** POST /api/v1/insights/{id}/detach — remove a link (spec 2 §4.12); 404 naming body.entityId when not linked. */
export const detachInsight: Handler<'detachInsight'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.detach(ctx.actor, path.id, body);
  return ok(i, { actions: insightActions(i) });
};
