import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/customers/{id}/arr — oldest effective date first, each with its derived delta (spec 2 §4.11). Unpaged. */
export const listCustomerArrPoints: Handler<'listCustomerArrPoints'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.arr.list(ctx.actor, path.id), {
    nextCursor: null,
    actions: [link('customer', 'getCustomer', { id: path.id }), link('summary', 'getCustomerArrSummary')],
  });
