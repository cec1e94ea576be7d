import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** DELETE /api/v1/opportunities/{id}/link-objective/{objectiveId} — returns the opportunity (spec 2 §4.7). */
export const deleteOpportunityObjectiveLink: Handler<'deleteOpportunityObjectiveLink'> = async ({ path }, ctx) => {
  const o = await ctx.services.opportunities.unlink(ctx.actor, path.id, path.objectiveId);
  return ok(o, { actions: opportunityActions(o) });
};
