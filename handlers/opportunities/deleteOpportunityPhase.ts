import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { phaseActions } from './deliveryActions.js';

/** DELETE /api/v1/opportunities/phases/{phaseId} — its tasks become unphased (spec 2 §4.7). */
export const deleteOpportunityPhase: Handler<'deleteOpportunityPhase'> = async ({ path }, ctx) => {
  const { id, deleted, opportunityId } = await ctx.services.phases.remove(ctx.actor, path.phaseId);
  return ok({ id, deleted }, { actions: phaseActions(opportunityId) });
};
