/**
 * Admission (spec 2 §5, §8): who is calling and whether their key (or OAuth access token: the
 * same rules, limited per token) may make one more request, in ONE
 * database round trip — a named (prepared, so parsed and planned once per connection) statement. It always reads
 * the key row, so a revoked key or a demoted user is seen on the very next request on every instance. While this
 * process holds a lease of the key's requests (rateLimit.ts) that is all it does; when the lease is used up or its
 * window has ended, the same statement also takes the next lease. Across instances the window never admits more
 * than the limit.
 *
 * A key refused for its rate is remembered in this process until its Retry-After has passed: its further requests
 * are refused without touching the database. (A key revoked in that time still reads 429 until then, not 401.)
 */
import type { Histogram } from 'prom-client';
import { dbSpan } from './tracing.js';
import type { Knex } from 'knex';
import type pg from 'pg';
import { ApiError } from '../core/errors.js';
import type { Actor } from '../core/actor.js';
import { actorOf, bearerCredential, invalidKey, KEY_ROW_SQL, OAUTH_ROW_SQL, type BearerCredential, type KeyRow } from '../auth/credentials.js';
import { COUNT_CTES, RateLimiter, type CountRow, type RateDecision } from './rateLimit.js';

/** Per kind of credential, named statements — $1: its SHA-256 → its row; with $2: the limit, $3: how many to lease → its row and lease. */
const lease = (row: string) => `WITH k AS (${row}),${COUNT_CTES}
SELECT k.*, hit.count, hit.last_granted, hit.previous, hit.fraction, hit.window_start, hit.db_now FROM k, hit`;
const STATEMENTS: Record<BearerCredential['kind'], { row: [name: string, sql: string]; lease: [name: string, sql: string] }> = {
  api_key: { row: ['sextant_key', KEY_ROW_SQL], lease: ['sextant_lease', lease(KEY_ROW_SQL)] },
  oauth: { row: ['sextant_oat', OAUTH_ROW_SQL], lease: ['sextant_oat_lease', lease(OAUTH_ROW_SQL)] },
};

/** At most this many keys' leases or refusals are remembered; past it the memory starts over (a bound, not a policy). */
const MAX_REMEMBERED = 10_000;

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

/** Who admission tells of refusals worth recording (src/services/audit.ts); a failure to record never changes the answer. */
export interface AdmissionAudit {
  failedAuthentication(kind: BearerCredential['kind'], hash: string): Promise<void>;
  lockout(actor: Actor, limit: number, retryAfter: number): Promise<void>;
}

/** Requests of one key this process may still admit without counting them again. */
interface Held {
  /** Requests of the lease not used yet. */
  tokens: number;
  /** What the window had left unleased when the lease was taken. */
  unleased: number;
  /** Epoch ms at which the lease's window ends (unused tokens are dropped then). */
  expires: number;
  reset: number;
}

export class Admission {
  private readonly limiter: RateLimiter;
  /** Leases held by this process, by key hash. */
  private readonly held = new Map<string, Held>();
  /** The lease being taken for a key, which its other requests wait for. */
  private readonly leasing = new Map<string, Promise<void>>();
  /** Refused keys (by hash) and until when (epoch ms) they stay refused without asking the database. */
  private readonly blocked = new Map<string, { until: number; decision: RateDecision }>();

  /**
   * `queryDuration`: where its round trips are timed when metrics are on (it queries pg directly, not through knex).
   * `audit`: told of a credential that names no one and of a credential's first refusal for its rate (the audit log).
   */
  constructor(
    private readonly db: Knex,
    limit: number,
    private readonly queryDuration?: Histogram,
    private readonly audit?: AdmissionAudit,
  ) {
    this.limiter = new RateLimiter(db, limit);
  }

  /**
   * The caller of `authorization` and the rate decision that admitted them. Throws 401 UNAUTHORIZED (no or an
   * invalid credential) or 429 RATE_LIMITED (over the limit; Retry-After, X-RateLimit-* headers).
   */
  async admit(authorization: string | undefined): Promise<{ actor: Actor; rate: RateDecision }> {
    const credential = bearerCredential(authorization);
    if (!credential) throw invalidKey();
    const { hash, kind } = credential;
    for (;;) {
      const now = Date.now();
      const refused = this.blocked.get(hash);
      if (refused) {
        const wait = Math.ceil((refused.until - now) / 1000);
        if (wait > 0) throw rateLimited({ ...refused.decision, remaining: 0, retryAfter: wait });
        this.blocked.delete(hash);
      }
      const held = this.held.get(hash);
      if (held && held.tokens > 0 && held.expires > now) {
        held.tokens -= 1; // taken before the await: concurrent requests of the key never share a request
        const row = await this.query<KeyRow>(...STATEMENTS[kind].row, [hash]);
        if (!row) {
          this.held.delete(hash);
          throw await this.refused(credential);
        }
        return {
          actor: actorOf(row),
          rate: { allowed: true, limit: this.limiter.limit, remaining: held.unleased + held.tokens, reset: held.reset, retryAfter: 0 },
        };
      }
      // One lease at a time per key: requests arriving meanwhile wait for it and take from it.
      const pending = this.leasing.get(hash);
      if (pending) {
        await pending;
        continue;
      }
      const leasing = this.takeLease(credential, held && held.expires > now ? held.unleased : this.limiter.limit);
      this.leasing.set(
        hash,
        leasing.then(
          () => undefined,
          () => undefined,
        ),
      );
      try {
        return await leasing;
      } finally {
        this.leasing.delete(hash);
      }
    }
  }

  /** Reads the key and leases its next requests in one statement; one of them is this request's. */
  private async takeLease(credential: BearerCredential, unleased: number): Promise<{ actor: Actor; rate: RateDecision }> {
    const { hash, kind } = credential;
    const row = await this.query<KeyRow & CountRow>(...STATEMENTS[kind].lease, [hash, this.limiter.limit, this.limiter.leaseSize(unleased)]);
    if (!row) {
      this.held.delete(hash);
      throw await this.refused(credential);
    }
    const lease = this.limiter.lease(row);
    if (!lease.decision.allowed) {
      this.held.delete(hash);
      this.remember(this.blocked, hash, { until: Date.now() + lease.decision.retryAfter * 1000, decision: lease.decision });
      // The first refusal of the window: the later ones are answered from `blocked` above.
      await this.audit?.lockout(actorOf(row), lease.decision.limit, lease.decision.retryAfter).catch(() => undefined);
      throw rateLimited(lease.decision);
    }
    this.remember(this.held, hash, {
      tokens: lease.granted - 1,
      unleased: Math.max(0, lease.decision.remaining - (lease.granted - 1)),
      expires: lease.expires,
      reset: lease.decision.reset,
    });
    return { actor: actorOf(row), rate: lease.decision };
  }

  /** 401 for a credential that names no one, after telling the audit log (which samples and attributes it). */
  private async refused({ hash, kind }: BearerCredential): Promise<ApiError> {
    await this.audit?.failedAuthentication(kind, hash).catch(() => undefined);
    return invalidKey(kind);
  }

  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    if (map.size >= MAX_REMEMBERED && !map.has(key)) map.clear();
    map.set(key, value);
  }

  /** Runs a named statement on a pooled connection (parsed and planned once per connection); its first row. */
  private async query<R extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<R | undefined> {
    const client = this.db.client as { acquireConnection(): Promise<pg.Client>; releaseConnection(c: pg.Client): Promise<void> };
    const conn = await client.acquireConnection();
    const started = this.queryDuration && process.hrtime.bigint();
    try {
      return (await dbSpan(text, () => conn.query<R>({ name, text, values }))).rows[0];
    } finally {
      if (started) this.queryDuration!.observe(Number(process.hrtime.bigint() - started) / 1e9);
      await client.releaseConnection(conn);
    }
  }
}
