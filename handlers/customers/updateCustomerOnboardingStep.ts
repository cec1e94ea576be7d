import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * PATCH /api/v1/customers/{id}/onboarding/steps/{stepInstanceId} — a milestone's DRI, ARR tranche (null clears) or
 * task (also needs task:update) (spec 2 §4.11). Returns the milestone.
 */
export const updateCustomerOnboardingStep: Handler<'updateCustomerOnboardingStep'> = async ({ path, body }, ctx) => {
  const m = await ctx.services.onboarding.updateStep(ctx.actor, path.id, path.stepInstanceId, body);
  return ok(m, { actions: [link('onboarding', 'getCustomerOnboarding', { id: path.id })] });
};
