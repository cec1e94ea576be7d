/**
 * Global search (spec 2 §4.3; limits spec 2 §8): the service half. The queries, the candidate sets and their ranking
 * are the search query module's (src/repositories/search.ts, which reads the search_doc of every searchable
 * table); here: the timeout from the configuration, and a search cancelled by it answered as 503 with Retry-After
 * instead of a request that hangs.
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { ApiError } from '../core/errors.js';
import { searchRows, type SearchRow, type SearchType } from '../repositories/search.js';

export { MAX_EXPANSION, PROBE_ROWS, buildQueries, type SearchRow, type SearchType, type WordInfo } from '../repositories/search.js';

/** Seconds a client is told to wait after a search that timed out. */
const RETRY_AFTER_S = 2;

/** The search timeout in ms: SEXTANT_SEARCH_TIMEOUT_MS, default 2000. */
export function searchTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.SEXTANT_SEARCH_TIMEOUT_MS);
  return Number.isInteger(v) && v > 0 ? v : 2000;
}

/**
 * GET /api/v1/search (spec 2 §4.3, §8): at most `limit` (1-40) hits over `types` (already narrowed to what the
 * caller can read), best first, in the caller's org only. `query` is the trimmed query (≥ 2 characters).
 * Throws ApiError 503 SERVICE_UNAVAILABLE with Retry-After when a statement exceeds `timeoutMs` (ms).
 */
export async function search(db: Knex, actor: Actor, query: string, types: SearchType[], limit: number, timeoutMs = searchTimeoutMs()): Promise<SearchRow[]> {
  try {
    return await searchRows(db, actor.orgId, query, types, limit, timeoutMs);
  } catch (err) {
    // 57014: query_canceled, the statement_timeout the search runs under
    if ((err as { code?: string }).code === '57014') {
      throw new ApiError('SERVICE_UNAVAILABLE', `Search did not finish within ${timeoutMs} ms`, {
        headers: { 'Retry-After': String(RETRY_AFTER_S) },
        data: { timeoutMs, retryAfter: RETRY_AFTER_S },
        suggestion: `Retry after ${RETRY_AFTER_S} s (Retry-After); more specific words or types=… make the search cheaper.`,
      });
    }
    throw err;
  }
}
