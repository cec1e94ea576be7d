import { created } from '../../src/core/envelope.js';
import type { Handler } from '../../src/core/handler.js';
import { opportunityActions } from './actions.js';

/** POST /api/v1/opportunities — 201, optionally linked to objectives (spec 2 §4.7). */
export const createOpportunity: Handler<'createOpportunity'> = async ({ body }, ctx) => {
  const o = await ctx.services.opportunities.create(ctx.actor, body);
  return created(o, { actions: opportunityActions(o) });
};
