import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/tags — by name, case-insensitively (spec 2 §4.21). Paged. */
export const listTags: Handler<'listTags'> = async ({ query }, ctx) => {
  const page = await ctx.services.tags.list(ctx.actor, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
