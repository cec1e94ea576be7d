import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/customers/{id}/updates — notes, linked opportunities' updates, decisions and shipped work, newest first (spec 2 §4.11). Paged. */
export const listCustomerUpdates: Handler<'listCustomerUpdates'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.customers.feed.list(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor, actions: [link('customer', 'getCustomer', { id: path.id })] });
};
