import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** DELETE /api/v1/customers/{id}/arr/{arrPointId} — {id, deleted: true}; the customer's arr is not recomputed (spec 2 §4.11). */
export const deleteCustomerArrPoint: Handler<'deleteCustomerArrPoint'> = async ({ path }, ctx) =>
  ok(await ctx.services.customers.arr.remove(ctx.actor, path.id, path.arrPointId), { actions: subActions(path.id, 'listCustomerArrPoints', 'arr') });
