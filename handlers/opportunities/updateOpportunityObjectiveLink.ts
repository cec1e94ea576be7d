import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** PATCH /api/v1/opportunities/{id}/link-objective/{objectiveId} — re-point to newObjectiveId (spec 2 §4.7). */
export const updateOpportunityObjectiveLink: Handler<'updateOpportunityObjectiveLink'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.opportunities.relink(ctx.actor, path.id, path.objectiveId, body.newObjectiveId);
  return ok(o, { actions: opportunityActions(o) });
};
