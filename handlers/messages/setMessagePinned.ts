import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { messageActions } from './actions.js';

/** POST /api/v1/messages/{id}/pinned — absolute pin state; returns the message (spec 2 §4.17). */
export const setMessagePinned: Handler<'setMessagePinned'> = async ({ path, body }, ctx) => {
  const m = await ctx.services.messages.setPinned(ctx.actor, path.id, body.pinned);
  return ok(m, { actions: messageActions(m) });
};
