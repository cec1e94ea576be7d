import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/customers/{id} — {id, deleted: true}; its insights, contacts, feed, ARR points and links go too, opportunities stay (spec 2 §4.11). */
export const deleteCustomer: Handler<'deleteCustomer'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.remove(ctx.actor, path.id), { actions: [link('list', 'listCustomers')] });
