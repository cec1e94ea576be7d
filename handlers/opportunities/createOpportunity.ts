import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/**
 * POST /api/v1/opportunities — 201, optionally linked to objectives (spec 2 §4.7). With patternPromotion {patternId}
 * (also needs insight:update) the new opportunity is linked to every insight of that open pattern, which
 * becomes promoted, in the same transaction.
 */
export const createOpportunity: Handler<'createOpportunity'> = async ({ body }, ctx) => {
  const { patternPromotion } = body;
  const o = patternPromotion
    ? await ctx.services.patterns.promote(ctx.actor, { ...body, patternPromotion })
    : await ctx.services.opportunities.create(ctx.actor, body);
  return created(o, { actions: opportunityActions(o) });
};
