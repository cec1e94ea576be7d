import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { commentActions } from './actions.js';

/** POST /api/v1/comments/{id}/archived — absolute; the author or the entity's owner/lead/DRI (spec 2 §4.17). */
export const setCommentArchived: Handler<'setCommentArchived'> = async ({ path, body }, ctx) => {
  const c = await ctx.services.comments.setArchived(ctx.actor, path.id, body.archived);
  return ok(c, { actions: commentActions(c, ctx.actor.userId) });
};
