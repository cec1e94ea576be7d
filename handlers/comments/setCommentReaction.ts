import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/comments/{id}/reactions — absolute; returns [{emoji, count, reactedByMe}] (spec 2 §4.17). */
export const setCommentReaction: Handler<'setCommentReaction'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.comments.react(ctx.actor, path.id, body.emoji, body.on));
