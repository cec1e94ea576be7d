import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { onboardingActions } from './actions.js';

/**
 * POST /api/v1/customers/{id}/onboarding/advance — completes the active milestone (stepInstanceId or stepId, exactly
 * one), unlocking its ARR tranche, and activates the next; past the last one the customer is live (spec 2 §4.11).
 */
export const advanceCustomerOnboarding: Handler<'advanceCustomerOnboarding'> = async ({ path, body }, ctx) => {
  const v = await ctx.services.onboarding.advance(ctx.actor, path.id, body);
  return ok(v.onboarding, { actions: onboardingActions(v) });
};
