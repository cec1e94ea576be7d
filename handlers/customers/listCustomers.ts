import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/customers — by name, optionally one lifecycle status (spec 2 §4.11). Paged. */
export const listCustomers: Handler<'listCustomers'> = async ({ query }, ctx) => {
  const page = await ctx.services.customers.list(ctx.actor, { status: query.status, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
