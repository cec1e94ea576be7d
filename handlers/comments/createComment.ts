import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { commentActions } from './actions.js';

/** POST /api/v1/comments — 201; one reply level; mentions notify those who can read the entity (spec 2 §4.17). */
export const createComment: Handler<'createComment'> = async ({ body }, ctx) => {
  const c = await ctx.services.comments.create(ctx.actor, body);
  return created(c, { actions: commentActions(c, ctx.actor.userId) });
};
