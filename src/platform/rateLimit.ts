/**
 * Request rate limit (spec 2 §8): N requests per minute per API key (default 600, env SEXTANT_RATE_LIMIT),
 * sliding window, shared by every server instance on the database.
 *
 * Sliding-window counter: each key has a counter per one-minute window (by the database clock, so instances
 * agree); the estimate is `previous × (1 − elapsed fraction) + current`. One upsert per request takes the row
 * lock, decides and counts atomically, so concurrent instances cannot both admit the 600th request. Refused
 * requests are not counted.
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

export class RateLimiter {
  constructor(private readonly db: Knex, readonly limit: number) {}

  /** Counts one request against `bucket` (an API key id) if the window has room. */
  async hit(bucket: string): Promise<RateDecision> {
    const { rows } = await this.db.raw(
      `WITH t AS (SELECT date_trunc('minute', now()) AS w, extract(epoch FROM now() - date_trunc('minute', now())) / 60.0 AS f),
            p AS (SELECT coalesce((SELECT count FROM rate_limit_windows WHERE bucket = :bucket AND window_start = (SELECT w FROM t) - interval '1 minute'), 0) AS c)
       INSERT INTO rate_limit_windows AS r (bucket, window_start, count, last_allowed)
       SELECT :bucket, t.w, CASE WHEN p.c * (1 - t.f) + 1 <= :limit THEN 1 ELSE 0 END, p.c * (1 - t.f) + 1 <= :limit FROM t, p
       ON CONFLICT (bucket, window_start) DO UPDATE
         SET count = r.count + CASE WHEN (SELECT c FROM p) * (1 - (SELECT f FROM t)) + r.count + 1 <= :limit THEN 1 ELSE 0 END,
             last_allowed = (SELECT c FROM p) * (1 - (SELECT f FROM t)) + r.count + 1 <= :limit
       RETURNING r.count, r.last_allowed, (SELECT c FROM p) AS previous, (SELECT f FROM t) AS fraction,
                 CAST(extract(epoch FROM (SELECT w FROM t)) AS bigint) AS window_start`,
      { bucket, limit: this.limit },
    );
    const row = rows[0] as { count: number; last_allowed: boolean; previous: number; fraction: string | number; window_start: string | number };
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
