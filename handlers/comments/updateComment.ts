import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { commentActions } from './actions.js';

/** PATCH /api/v1/comments/{id} — the author's new body, edited true; system comments 403 (spec 2 §4.17). */
export const updateComment: Handler<'updateComment'> = async ({ path, body }, ctx) => {
  const c = await ctx.services.comments.update(ctx.actor, path.id, body.body, body.attachments);
  return ok(c, { actions: commentActions(c, ctx.actor.userId) });
};
