import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** DELETE /api/v1/customers/{id}/contacts/{contactId} — {id, deleted: true} (spec 2 §4.11). */
export const deleteCustomerContact: Handler<'deleteCustomerContact'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.contacts.remove(ctx.actor, path.id, path.contactId), { actions: subActions(path.id, 'listCustomerContacts', 'contacts') });
