import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { phaseActions } from './deliveryActions.js';

/** POST /api/v1/opportunities/{id}/phases — 201 with the phase, appended last (spec 2 §4.7). */
export const createOpportunityPhase: Handler<'createOpportunityPhase'> = async ({ path, body }, ctx) => {
  const { phase, ref } = await ctx.services.phases.create(ctx.actor, path.id, body);
  return created(phase, { actions: phaseActions(ref) });
};
