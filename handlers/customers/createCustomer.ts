import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { customerActions } from './actions.js';

/** POST /api/v1/customers — 201 with the customer (status default prospect, ref CUS-<n>) (spec 2 §4.11). 404 naming body.ownerId. */
export const createCustomer: Handler<'createCustomer'> = async ({ body }, ctx) => {
  const c = await ctx.services.customers.create(ctx.actor, body);
  return created(c, { actions: customerActions(c) });
};
