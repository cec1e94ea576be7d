import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/messages/pinned — pinned messages in one room or all the caller's rooms, newest pin first (spec 2 §4.17). Paged. */
export const listPinnedMessages: Handler<'listPinnedMessages'> = async ({ query }, ctx) => {
  const page = await ctx.services.messages.pinned(ctx.actor, query.roomId, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
