import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/customers/arr-summary — per status count and arr, and the monthly waterfall over from..to (spec 2 §4.11). */
export const getCustomerArrSummary: Handler<'getCustomerArrSummary'> = async ({ query }, ctx) =>
  ok(await ctx.services.customers.arr.summary(ctx.actor, { from: query.from, to: query.to }));
