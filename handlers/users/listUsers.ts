import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/users — by name; salary fields only for compensation readers (spec 2 §4.20). Paged. */
export const listUsers: Handler<'listUsers'> = async ({ query }, ctx) => {
  const page = await ctx.services.users.list(ctx.actor, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
