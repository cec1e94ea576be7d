import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { phaseActions } from './deliveryActions.js';

/** POST /api/v1/opportunities/{id}/reorder-phases — the complete list, each phase once; 400 naming the wrong ids (spec 2 §4.7). */
export const reorderOpportunityPhases: Handler<'reorderOpportunityPhases'> = async ({ path, body }, ctx) => {
  const { phases, ref } = await ctx.services.phases.reorder(ctx.actor, path.id, body.phaseIds);
  return ok(phases, { actions: phaseActions(ref) });
};
