import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/customers/commitments — dated promises, soonest first, with work and atRisk; filters customerId, atRisk (spec 2 §4.11). Paged. */
export const listCustomerCommitments: Handler<'listCustomerCommitments'> = async ({ query }, ctx) => {
  const page = await ctx.services.customers.commitments.list(ctx.actor, { customerId: query.customerId, atRisk: query.atRisk, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
