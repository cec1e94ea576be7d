import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/search — at most 40 ranked hits across the types the caller can read (spec 2 §4.3, §8).
 * query ≥ 2 characters (400 otherwise); `types` narrows the types (unknown names are 400). No financial fields.
 */
export const searchEntities: Handler<'searchEntities'> = async ({ query }, ctx) => {
  const hits = await ctx.services.platform.search(ctx.actor, query.query, query.types, query.limit ?? 20);
  return ok(hits, { actions: hits.map((h) => ({ rel: 'hit', method: 'GET' as const, href: h.href })) });
};
