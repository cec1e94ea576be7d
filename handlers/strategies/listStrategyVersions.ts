import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/strategies/{id}/versions — newest first (spec 2 §4.9). Paged. */
export const listStrategyVersions: Handler<'listStrategyVersions'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.strategies.listVersions(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
