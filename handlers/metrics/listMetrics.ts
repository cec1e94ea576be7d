import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/metrics — by number, filter stewardId (spec 2 §4.6). Paged. */
export const listMetrics: Handler<'listMetrics'> = async ({ query }, ctx) => {
  const page = await ctx.services.metrics.list(ctx.actor, { stewardId: query.stewardId, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
