import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { instanceActions } from './actions.js';

/** PATCH /api/v1/templates/instances/steps/{stepInstanceId} — status by the step machine and/or owner (spec 1 §3.2, spec 2 §4.13). */
export const updateStepInstance: Handler<'updateStepInstance'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.templates.updateStepInstance(ctx.actor, path.stepInstanceId, body);
  return ok(i, { actions: instanceActions(i) });
};
