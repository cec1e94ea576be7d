import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/strategies — by number; filter status draft | active | archived (spec 2 §4.9). Paged. */
export const listStrategies: Handler<'listStrategies'> = async ({ query }, ctx) => {
  const page = await ctx.services.strategies.list(ctx.actor, { status: query.status, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
