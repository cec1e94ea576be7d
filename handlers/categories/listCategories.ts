import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/categories — by sort order, then label; the system Bug and Incident included (spec 2 §4.13). Paged. */
export const listCategories: Handler<'listCategories'> = async ({ query }, ctx) => {
  const page = await ctx.services.categories.list(ctx.actor, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
