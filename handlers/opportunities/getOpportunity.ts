import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** GET /api/v1/opportunities/{id} — by UUID or OPP-<n> (spec 2 §4.7). */
export const getOpportunity: Handler<'getOpportunity'> = async ({ path }, ctx) => {
  const o = await ctx.services.opportunities.get(ctx.actor, path.id);
  return ok(o, { actions: opportunityActions(o) });
};
