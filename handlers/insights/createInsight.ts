import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * POST /api/v1/insights — 201 with the insight, status created (spec 1 §2.9, spec 2 §4.12). 400 VALIDATION_FAILED naming
 * the demand roots unless exactly one is set; 404 naming a root or a tag that names nothing in the org.
 */
export const createInsight: Handler<'createInsight'> = async ({ body }, ctx) => {
  const i = await ctx.services.insights.create(ctx.actor, body);
  return created(i, { actions: insightActions(i) });
};
