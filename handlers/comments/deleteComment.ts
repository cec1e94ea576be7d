import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { threadActions } from './actions.js';

/** DELETE /api/v1/comments/{id} — {id, deleted: true}, with its replies; author only (spec 2 §4.17). */
export const deleteComment: Handler<'deleteComment'> = async ({ path }, ctx) => {
  const { result, entityType, entityId } = await ctx.services.comments.remove(ctx.actor, path.id);
  return ok(result, { actions: threadActions(entityType, entityId) });
};
