import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/customers/{id}/opportunities — newest link first, with stepInstanceId (spec 2 §4.11). Unpaged. */
export const listCustomerOpportunities: Handler<'listCustomerOpportunities'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.opportunities.list(ctx.actor, path.id), { nextCursor: null, actions: [link('customer', 'getCustomer', { id: path.id })] });
