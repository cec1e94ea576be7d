import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { onboardingActions } from './actions.js';

/**
 * GET /api/v1/customers/{id}/onboarding — the onboarding and its milestones (spec 2 §4.11); hasOnboarding false when
 * never started. Actions: advance the active milestone, complete while the customer is prospect, onboarding or pilot.
 */
export const getCustomerOnboarding: Handler<'getCustomerOnboarding'> = async ({ path }, ctx) => {
  const v = await ctx.services.onboarding.get(ctx.actor, path.id);
  return ok(v.onboarding, { actions: onboardingActions(v) });
};
