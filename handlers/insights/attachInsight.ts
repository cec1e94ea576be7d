import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * POST /api/v1/insights/{id}/attach — link an opportunity, task or objective (entityId: UUID or ref), pinned (spec 2
 * §4.12). Work makes a created insight active, and delivered when all its work is completed (spec 1 §3.2).
 */
export const attachInsight: Handler<'attachInsight'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.attach(ctx.actor, path.id, body);
  return ok(i, { actions: insightActions(i) });
};
