import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** POST /api/v1/opportunities/{id}/reject-via-template — cancelled with category and reason; 409 when cancelled already (spec 1 §3.2, spec 2 §4.7). */
export const rejectOpportunity: Handler<'rejectOpportunity'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.opportunities.reject(ctx.actor, path.id, body.category, body.reason);
  return ok(o, { actions: opportunityActions(o) });
};
