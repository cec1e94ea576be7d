import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/messages/search — substring search in the caller's rooms, at most 40, best first; a query under 2 characters needs a filter (spec 2 §4.17, §8). */
export const searchMessages: Handler<'searchMessages'> = async ({ query }, ctx) =>
  ok(await ctx.services.messages.search(ctx.actor, { ...query, limit: query.limit ?? 20 }));
