import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { roomMessageActions } from './actions.js';

/** GET /api/v1/messages?roomId — top-level messages, newest first, at most 100 per page; members only (spec 2 §4.17). Paged. */
export const listMessages: Handler<'listMessages'> = async ({ query }, ctx) => {
  const page = await ctx.services.messages.list(ctx.actor, query.roomId, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor, actions: roomMessageActions(query.roomId) });
};
