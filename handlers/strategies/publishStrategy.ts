import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { strategyActions } from './actions.js';

/**
 * POST /api/v1/strategies/{id}/publish — draft → active; announced in the system room (spec 2 §4.9, spec 1 §3.2).
 * Errors: 403 when the caller is not the owner; 409 INVALID_STATE_TRANSITION unless a draft.
 */
export const publishStrategy: Handler<'publishStrategy'> = async ({ path }, ctx) => {
  const s = await ctx.services.strategies.publish(ctx.actor, path.id);
  return ok(s, { actions: strategyActions(s, ctx.actor) });
};
