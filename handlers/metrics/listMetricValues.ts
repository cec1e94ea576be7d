import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/metrics/{id}/values — oldest first, filter since (spec 2 §4.6). Paged. */
export const listMetricValues: Handler<'listMetricValues'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.metrics.listValues(ctx.actor, path.id, { since: query.since, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
