/**
 * Admission (spec 2 §5, §8; issue 8 §3): who is calling and whether their key may make one more request, in ONE
 * database round trip — a named (prepared) statement that reads the key row and counts the request in the key's
 * sliding window (rateLimit.ts) together. The limit stays exact across instances: the count is the same row-locked
 * upsert as before.
 *
 * A key refused for its rate is remembered in this process until its Retry-After has passed: its further requests
 * are refused without touching the database. (A key revoked in that time still reads 429 until then, not 401.)
 */
import type { Knex } from 'knex';
import type pg from 'pg';
import { ApiError } from '../core/errors.js';
import type { Actor } from '../core/actor.js';
import { actorOf, bearerKeyHash, invalidKey, KEY_ROW_SQL, type KeyRow } from '../auth/credentials.js';
import { COUNT_CTES, RateLimiter, type CountRow, type RateDecision } from './rateLimit.js';

/** $1: the key's SHA-256; $2: the limit. One row (key and count) for a live key, none otherwise. */
const ADMIT_SQL = `WITH k AS (${KEY_ROW_SQL}),${COUNT_CTES}
SELECT k.*, hit.count, hit.last_allowed, hit.previous, hit.fraction, hit.window_start FROM k, hit`;

/** At most this many refused keys are remembered; past it the memory starts over (a bound, not a policy). */
const MAX_BLOCKED = 10_000;

/** X-RateLimit-* response headers of a decision (spec 2 §8). */
export const rateHeaders = (r: RateDecision): Record<string, string> => ({
  'X-RateLimit-Limit': String(r.limit),
  'X-RateLimit-Remaining': String(r.remaining),
  'X-RateLimit-Reset': String(r.reset),
});

/** 429 RATE_LIMITED with Retry-After and the X-RateLimit-* headers (spec 2 §8). */
function rateLimited(r: RateDecision): ApiError {
  return new ApiError('RATE_LIMITED', `Rate limit of ${r.limit} requests per minute for this key exceeded`, {
    headers: { ...rateHeaders(r), 'Retry-After': String(r.retryAfter) },
    data: { limit: r.limit, retryAfter: r.retryAfter, reset: r.reset },
    suggestion: `Wait ${r.retryAfter} s (Retry-After) before the next request, and pace requests to stay under ${r.limit} per minute.`,
  });
}

export class Admission {
  private readonly limiter: RateLimiter;
  /** Refused keys (by hash) and until when (epoch ms) they stay refused without asking the database. */
  private readonly blocked = new Map<string, { until: number; decision: RateDecision }>();

  constructor(private readonly db: Knex, limit: number) {
    this.limiter = new RateLimiter(db, limit);
  }

  /**
   * The caller of `authorization` and the rate decision that admitted them. Throws 401 UNAUTHORIZED (no or an
   * invalid credential) or 429 RATE_LIMITED (over the limit; Retry-After, X-RateLimit-* headers).
   */
  async admit(authorization: string | undefined): Promise<{ actor: Actor; rate: RateDecision }> {
    const hash = bearerKeyHash(authorization);
    if (!hash) throw invalidKey();
    const held = this.blocked.get(hash);
    if (held) {
      const wait = Math.ceil((held.until - Date.now()) / 1000);
      if (wait > 0) throw rateLimited({ ...held.decision, remaining: 0, retryAfter: wait });
      this.blocked.delete(hash);
    }
    const row = await this.query(hash);
    if (!row) throw invalidKey();
    const rate = this.limiter.decide(row);
    if (!rate.allowed) {
      if (this.blocked.size >= MAX_BLOCKED) this.blocked.clear();
      this.blocked.set(hash, { until: Date.now() + rate.retryAfter * 1000, decision: rate });
      throw rateLimited(rate);
    }
    return { actor: actorOf(row), rate };
  }

  /** Runs ADMIT_SQL as a named statement on a pooled connection (parsed and planned once per connection). */
  private async query(hash: string): Promise<(KeyRow & CountRow) | undefined> {
    const client = this.db.client as { acquireConnection(): Promise<pg.Client>; releaseConnection(c: pg.Client): Promise<void> };
    const conn = await client.acquireConnection();
    try {
      const { rows } = await conn.query<KeyRow & CountRow>({ name: 'sextant_admit', text: ADMIT_SQL, values: [hash, this.limiter.limit] });
      return rows[0];
    } finally {
      await client.releaseConnection(conn);
    }
  }
}
