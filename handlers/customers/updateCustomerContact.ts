import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** PATCH /api/v1/customers/{id}/contacts/{contactId} — 404 naming path.contactId when not this customer's (spec 2 §4.11). */
export const updateCustomerContact: Handler<'updateCustomerContact'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.customers.contacts.update(ctx.actor, path.id, path.contactId, body), {
    actions: subActions(path.id, 'listCustomerContacts', 'contacts'),
  });
