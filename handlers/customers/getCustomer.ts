import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { customerActions } from './actions.js';

/** GET /api/v1/customers/{id} — by UUID or CUS-<n>, with its lifecycle moves and reads as actions (spec 2 §4.11). 404 when absent or in another org. */
export const getCustomer: Handler<'getCustomer'> = async ({ path }, ctx) => {
  const c = await ctx.services.customers.get(ctx.actor, path.id);
  return ok(c, { actions: customerActions(c) });
};
