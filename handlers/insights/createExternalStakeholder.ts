import { created, ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { stakeholderActions } from './actions.js';

/** POST /api/v1/external-stakeholders — 201 when made; 200 with the existing one for a name already there in any case (spec 2 §4.12). */
export const createExternalStakeholder: Handler<'createExternalStakeholder'> = async ({ body }, ctx) => {
  const { stakeholder, created: made } = await ctx.services.insights.createStakeholder(ctx.actor, body);
  return made ? created(stakeholder, { actions: stakeholderActions() }) : ok(stakeholder, { actions: stakeholderActions() });
};
