import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * POST /api/v1/insights/{id}/set-status — rejected (note, rejectionCategory), need_context (note) or archived (spec 1
 * §3.2, spec 2 §4.12). 400 naming a missing field, 409 INVALID_STATE_TRANSITION for the current status.
 */
export const setInsightStatus: Handler<'setInsightStatus'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.setStatus(ctx.actor, path.id, body);
  return ok(i, { actions: insightActions(i) });
};
