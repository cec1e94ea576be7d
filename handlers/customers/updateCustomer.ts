import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { customerActions } from './actions.js';

/**
 * PATCH /api/v1/customers/{id} — fields and lifecycle moves (spec 2 §4.11, spec 1 §3.2). 409 for a move outside the
 * lifecycle (error.data.allowed); 400 naming body.reason when churned/lost lacks it or it comes without such a move.
 */
export const updateCustomer: Handler<'updateCustomer'> = async ({ path, body }, ctx) => {
  const c = await ctx.services.customers.update(ctx.actor, path.id, body);
  return ok(c, { actions: customerActions(c) });
};
