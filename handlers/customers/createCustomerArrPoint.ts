import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** POST /api/v1/customers/{id}/arr — 201; a future effectiveDate is 400; the latest point sets the customer's arr (spec 2 §4.11). */
export const createCustomerArrPoint: Handler<'createCustomerArrPoint'> = async ({ path, body }, ctx) =>
  created(await ctx.services.customers.arr.create(ctx.actor, path.id, body), { actions: subActions(path.id, 'listCustomerArrPoints', 'arr') });
