import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { messageActions } from './actions.js';

/** POST /api/v1/messages — 201; a reply to a reply attaches to its top-level message; mentions and room levels notify (spec 2 §4.17). */
export const createMessage: Handler<'createMessage'> = async ({ body }, ctx) => {
  const m = await ctx.services.messages.create(ctx.actor, body);
  return created(m, { actions: messageActions(m) });
};
