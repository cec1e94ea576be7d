import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/messages/{id}/thread — replies to a top-level message (or to a reply's top-level message), oldest first (spec 2 §4.17). Paged. */
export const listMessageThread: Handler<'listMessageThread'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.messages.thread(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
