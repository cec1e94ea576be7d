/**
 * Request rate limit (spec 2 §8): N requests per minute per API key (default 600, env SEXTANT_RATE_LIMIT),
 * sliding window, shared by every server instance on the database.
 *
 * Sliding-window counter: each key has a counter per one-minute window (by the database clock, so instances
 * agree); the estimate is `previous × (1 − elapsed fraction) + current`. One upsert per request takes the row
 * lock, decides and counts atomically, so concurrent instances cannot both admit the 600th request. Refused
 * requests are not counted. The upsert runs in the same statement as the credential lookup (admission.ts).
 */
import type { Knex } from 'knex';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in the window after this one. */
  remaining: number;
  /** Epoch seconds at which the current window closes (X-RateLimit-Reset). */
  reset: number;
  /** Seconds until a request would be admitted (only meaningful when refused). */
  retryAfter: number;
}

export const DEFAULT_RATE_LIMIT = 600;

/** Reads SEXTANT_RATE_LIMIT (requests per minute); a missing or invalid value gives the default. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SEXTANT_RATE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_RATE_LIMIT;
}

/**
 * The counting part of a statement, as CTEs after a CTE `k` that yields the bucket (`k.id`, zero or one row):
 * `hit` counts the request if the window has room ($2 = the limit) and returns the columns `decide` reads
 * (`count`, `last_allowed`, `previous`, `fraction`, `window_start`). No row in `k`, nothing counted.
 */
export const COUNT_CTES = `
  t AS (SELECT date_trunc('minute', now()) AS w, extract(epoch FROM now() - date_trunc('minute', now())) / 60.0 AS f),
  p AS (SELECT coalesce((SELECT r.count FROM rate_limit_windows r, k WHERE r.bucket = k.id::text AND r.window_start = (SELECT w FROM t) - interval '1 minute'), 0) AS c),
  hit AS (
    INSERT INTO rate_limit_windows AS r (bucket, window_start, count, last_allowed)
    SELECT k.id::text, t.w, CASE WHEN p.c * (1 - t.f) + 1 <= $2 THEN 1 ELSE 0 END, p.c * (1 - t.f) + 1 <= $2 FROM k, t, p
    ON CONFLICT (bucket, window_start) DO UPDATE
      SET count = r.count + CASE WHEN (SELECT c FROM p) * (1 - (SELECT f FROM t)) + r.count + 1 <= $2 THEN 1 ELSE 0 END,
          last_allowed = (SELECT c FROM p) * (1 - (SELECT f FROM t)) + r.count + 1 <= $2
    RETURNING r.count, r.last_allowed, (SELECT c FROM p) AS previous, (SELECT f FROM t) AS fraction,
              CAST(extract(epoch FROM (SELECT w FROM t)) AS bigint) AS window_start)`;

/** The columns COUNT_CTES' `hit` returns. */
export interface CountRow { count: number | string; last_allowed: boolean; previous: number | string; fraction: number | string; window_start: number | string }

export class RateLimiter {
  constructor(private readonly db: Knex, readonly limit: number) {}

  /** The decision a `hit` row stands for: allowed or not, what remains, when the window resets, when to retry. */
  decide(row: CountRow): RateDecision {
    const f = Number(row.fraction);
    const prev = Number(row.previous);
    const cur = Number(row.count);
    const windowStart = Number(row.window_start);
    const used = prev * (1 - f) + cur;
    return {
      allowed: row.last_allowed,
      limit: this.limit,
      remaining: Math.max(0, Math.floor(this.limit - used)),
      reset: windowStart + 60,
      retryAfter: row.last_allowed ? 0 : this.secondsUntilRoom(prev, cur, f),
    };
  }

  /** Solves the window estimate for the first moment one more request fits. */
  private secondsUntilRoom(prev: number, cur: number, f: number): number {
    const room = this.limit - 1;
    let at: number; // in minutes from the start of the current window
    if (cur <= room && prev > 0) at = 1 - (room - cur) / prev; // in this window, as the previous one fades
    else at = 1 + Math.max(0, 1 - room / Math.max(cur, 1)); // next window: this one becomes "previous"
    return Math.max(1, Math.ceil((at - f) * 60));
  }

  /** Deletes windows older than two minutes (they no longer count). */
  async purge(): Promise<number> {
    return this.db('rate_limit_windows').where('window_start', '<', this.db.raw("now() - interval '2 minutes'")).delete();
  }
}
