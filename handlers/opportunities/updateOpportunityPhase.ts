import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { phaseActions } from './deliveryActions.js';

/** PATCH /api/v1/opportunities/phases/{phaseId} — title, owner, target date (null: open ended) (spec 2 §4.7). */
export const updateOpportunityPhase: Handler<'updateOpportunityPhase'> = async ({ path, body }, ctx) => {
  const phase = await ctx.services.phases.update(ctx.actor, path.phaseId, body);
  return ok(phase, { actions: phaseActions(phase.opportunityId) });
};
