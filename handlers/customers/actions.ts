import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { allowedCustomerMoves, NEEDS_REASON, type Customer } from '../../src/services/customers/index.js';

/**
 * Valid next operations from a customer (spec 2 §4.1, §4.11): its lifecycle moves as updateCustomer with the
 * status in the body, then its reads (contacts, opportunities, feed, ARR points, insights, commitments).
 *
 * Moves to churned and lost are not offered: they need a reason only the caller can give, and an action must
 * succeed as offered (a placeholder reason would be recorded as an insight). Such moves remain possible through
 * updateCustomer with status and reason; the allowed ones are listed in a 409's error.data.allowed.
 */
export const customerActions = (c: Customer): Action[] => [
  link('self', 'getCustomer', { id: c.ref }),
  ...allowedCustomerMoves(c.status)
    .filter((s) => !NEEDS_REASON.includes(s))
    .map((status) => action('updateCustomer', { id: c.ref }, { status })),
  link('contacts', 'listCustomerContacts', { id: c.ref }),
  link('opportunities', 'listCustomerOpportunities', { id: c.ref }),
  link('updates', 'listCustomerUpdates', { id: c.ref }),
  link('arr', 'listCustomerArrPoints', { id: c.ref }),
  withQuery(link('insights', 'listInsights'), { customerId: c.ref }),
  withQuery(link('commitments', 'listCustomerCommitments'), { customerId: c.ref }),
];

/** From a customer's sub-resource (contact, link, note, ARR point): the customer and the list it belongs to. */
export const subActions = (customerId: string, list: 'listCustomerContacts' | 'listCustomerOpportunities' | 'listCustomerUpdates' | 'listCustomerArrPoints', rel: string): Action[] => [
  link('customer', 'getCustomer', { id: customerId }),
  link(rel, list, { id: customerId }),
];
