import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** POST /api/v1/customers/{id}/contacts — 201; primary true demotes the previous primary contact in the same write (spec 2 §4.11). */
export const createCustomerContact: Handler<'createCustomerContact'> = async ({ path, body }, ctx) =>
  created(await ctx.services.customers.contacts.create(ctx.actor, path.id, body), { actions: subActions(path.id, 'listCustomerContacts', 'contacts') });
