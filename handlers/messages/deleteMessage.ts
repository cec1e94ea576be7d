import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { roomMessageActions } from './actions.js';

/** DELETE /api/v1/messages/{id} — {id, deleted: true}; author only; a top-level message with replies stays as a tombstone (spec 2 §4.17). */
export const deleteMessage: Handler<'deleteMessage'> = async ({ path }, ctx) => {
  const { result, roomId } = await ctx.services.messages.remove(ctx.actor, path.id);
  return ok(result, { actions: roomMessageActions(roomId) });
};
