import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { customerActions } from './actions.js';

/**
 * POST /api/v1/customers/{id}/onboarding/complete — prospect, onboarding or pilot → live, customerSince stamped, the
 * onboarding landed on Completed (spec 1 §3.2, spec 2 §4.11). 409 for live, churned and lost. Returns the customer.
 */
export const completeCustomerOnboarding: Handler<'completeCustomerOnboarding'> = async ({ path }, ctx) => {
  const c = await ctx.services.onboarding.complete(ctx.actor, path.id);
  return ok(c, { actions: customerActions(c) });
};
