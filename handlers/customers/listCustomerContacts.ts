import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/customers/{id}/contacts — the primary contact first, then by name (spec 2 §4.11). Unpaged. */
export const listCustomerContacts: Handler<'listCustomerContacts'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.contacts.list(ctx.actor, path.id), { nextCursor: null, actions: [link('customer', 'getCustomer', { id: path.id })] });
