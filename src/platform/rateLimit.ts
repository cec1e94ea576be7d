/**
 * Request rate limit (spec 2 §8): N requests per minute per API key (default 600, env SEXTANT_RATE_LIMIT),
 * sliding window, shared by every server instance on the database.
 *
 * Sliding-window counter: each key has a counter per one-minute window (by the database clock, so instances
 * agree); the estimate is `previous × (1 − elapsed fraction) + current`. Requests are counted in leases: an instance takes up to `leaseSize` requests at once in one upsert, which takes the row lock, decides and
 * counts atomically, and admits them from memory until they are used or the window ends (unused ones are then
 * dropped, never carried over). The window never admits more than the limit across instances; it may admit a few
 * fewer near its end, when another instance holds an unused lease (at most MAX_LEASE per instance). A small
 * limit or a nearly spent window leases one request at a time, exactly as a per-request count. Refused requests
 * are not counted. The lease runs in the same statement as the credential lookup (admission.ts).
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
/** The most requests one lease takes (what one instance may hold unused of a key's window). */
export const MAX_LEASE = 32;

/** Reads SEXTANT_RATE_LIMIT (requests per minute); a missing or invalid value gives the default. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SEXTANT_RATE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_RATE_LIMIT;
}

/**
 * The counting part of a statement, as CTEs after a CTE `k` that yields the bucket (`k.id`, zero or one row):
 * `hit` leases up to $3 requests from the key's window if it has room under the limit ($2), all or as many as fit,
 * and returns the columns `decide` reads (`count`, `last_granted`, `previous`, `fraction`, `window_start`,
 * `db_now`). The lease is counted at once, so instances together never admit more than the limit. No row in `k`,
 * nothing counted.
 */
export const COUNT_CTES = `
  t AS (SELECT date_trunc('minute', now()) AS w, extract(epoch FROM now() - date_trunc('minute', now())) / 60.0 AS f),
  p AS (SELECT coalesce((SELECT r.count FROM rate_limit_windows r, k WHERE r.bucket = k.id::text AND r.window_start = (SELECT w FROM t) - interval '1 minute'), 0) AS c),
  hit AS (
    INSERT INTO rate_limit_windows AS r (bucket, window_start, count, last_allowed, last_granted)
    SELECT k.id::text, t.w, g.n, g.n > 0, g.n
      FROM k, t, p, LATERAL (SELECT greatest(0, least($3::int, floor($2 - p.c * (1 - t.f))::int)) AS n) g
    ON CONFLICT (bucket, window_start) DO UPDATE
      SET count = r.count + greatest(0, least($3::int, floor($2 - (SELECT c FROM p) * (1 - (SELECT f FROM t)) - r.count)::int)),
          last_granted = greatest(0, least($3::int, floor($2 - (SELECT c FROM p) * (1 - (SELECT f FROM t)) - r.count)::int)),
          last_allowed = floor($2 - (SELECT c FROM p) * (1 - (SELECT f FROM t)) - r.count) >= 1
    RETURNING r.count, r.last_granted, (SELECT c FROM p) AS previous, (SELECT f FROM t) AS fraction,
              CAST(extract(epoch FROM (SELECT w FROM t)) AS bigint) AS window_start,
              CAST(extract(epoch FROM now()) * 1000 AS bigint) AS db_now)`;

/** The columns COUNT_CTES' `hit` returns. */
export interface CountRow {
  count: number | string;
  last_granted: number;
  previous: number | string;
  fraction: number | string;
  window_start: number | string;
  db_now: number | string;
}

/** A lease's outcome: how many requests it got, and the decision for the request that asked. */
export interface Lease {
  granted: number;
  decision: RateDecision /** Epoch ms (local clock) at which the window closes. */;
  expires: number;
}

export class RateLimiter {
  constructor(
    private readonly db: Knex,
    readonly limit: number,
  ) {}

  /**
   * What a `hit` row means: the number of requests leased and the decision for the request that asked (admitted
   * when at least one was leased). `remaining` counts what is left unleased in the window, plus the unused part
   * of this lease; `expires` is the window's end on the local clock (the database clock's offset removed).
   */
  lease(row: CountRow): Lease {
    const f = Number(row.fraction);
    const prev = Number(row.previous);
    const cur = Number(row.count);
    const windowStart = Number(row.window_start);
    const granted = Number(row.last_granted);
    const used = prev * (1 - f) + cur;
    const allowed = granted > 0;
    return {
      granted,
      decision: {
        allowed,
        limit: this.limit,
        remaining: Math.max(0, Math.floor(this.limit - used) + Math.max(0, granted - 1)),
        reset: windowStart + 60,
        retryAfter: allowed ? 0 : this.secondsUntilRoom(prev, cur, f),
      },
      expires: Date.now() + (windowStart + 60) * 1000 - Number(row.db_now),
    };
  }

  /**
   * How many requests to lease next, given what the last lease left unleased: a sixteenth of it, between 1 and
   * MAX_LEASE — so a small limit (or a nearly spent window) is counted one request at a time, exactly, and a large
   * one costs a database write per few dozen requests.
   */
  leaseSize(unleased: number): number {
    return Math.max(1, Math.min(MAX_LEASE, Math.floor(unleased / 16)));
  }

  /** Solves the window estimate for the first moment one more request fits. */
  private secondsUntilRoom(prev: number, cur: number, f: number): number {
    const room = this.limit - 1;
    let at: number; // in minutes from the start of the current window
    if (cur <= room && prev > 0)
      at = 1 - (room - cur) / prev; // in this window, as the previous one fades
    else at = 1 + Math.max(0, 1 - room / Math.max(cur, 1)); // next window: this one becomes "previous"
    return Math.max(1, Math.ceil((at - f) * 60));
  }

  /** Deletes windows older than two minutes (they no longer count). */
  async purge(): Promise<number> {
    return this.db('rate_limit_windows').where('window_start', '<', this.db.raw("now() - interval '2 minutes'")).delete();
  }
}
