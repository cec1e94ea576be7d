import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** POST /api/v1/opportunities/{id}/link-objective — 201 with the opportunity (spec 2 §4.7). */
export const createOpportunityObjectiveLink: Handler<'createOpportunityObjectiveLink'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.opportunities.link(ctx.actor, path.id, body);
  return created(o, { actions: opportunityActions(o) });
};
