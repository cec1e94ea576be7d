import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { onboardingActions } from './actions.js';

/**
 * POST /api/v1/customers/{id}/onboarding — 201: templateId or the org's default customer template, first milestone
 * active, the customer onboarding (spec 1 §3.2, spec 2 §4.11). 404 without a default; 409 while one runs and for
 * live, churned or lost customers.
 */
export const startCustomerOnboarding: Handler<'startCustomerOnboarding'> = async ({ path, body }, ctx) => {
  const v = await ctx.services.onboarding.start(ctx.actor, path.id, body ?? {});
  return created(v.onboarding, { actions: onboardingActions(v) });
};
