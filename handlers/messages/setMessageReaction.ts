import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/messages/{id}/reactions — absolute; returns [{emoji, count, reactedByMe}] (spec 2 §4.17). */
export const setMessageReaction: Handler<'setMessageReaction'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.messages.react(ctx.actor, path.id, body.emoji, body.on));
