import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** PATCH /api/v1/opportunities/{id} — fields only, no lifecycle moves (spec 2 §4.7). */
export const updateOpportunity: Handler<'updateOpportunity'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.opportunities.update(ctx.actor, path.id, body);
  return ok(o, { actions: opportunityActions(o) });
};
