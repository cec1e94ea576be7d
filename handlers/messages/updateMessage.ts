import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { messageActions } from './actions.js';

/** PATCH /api/v1/messages/{id} — the author's new body, edited true; system messages 403 (spec 2 §4.17). */
export const updateMessage: Handler<'updateMessage'> = async ({ path, body }, ctx) => {
  const m = await ctx.services.messages.update(ctx.actor, path.id, body.body, body.attachments);
  return ok(m, { actions: messageActions(m) });
};
