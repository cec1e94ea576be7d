/**
 * Idempotency records (spec 2 §8): the first response to a mutation carrying `Idempotency-Key` is kept in
 * Postgres for 24 hours, keyed by the credential's org and user, the method, the path and the key, so every
 * server instance behind a load balancer answers a retry the same way. Only the same credential gets the replay:
 * the request hash covers the credential (another key of the user is 409: a replay must not show a
 * weaker key the financial fields of a stronger one's answer).
 *
 * Protocol (one row per key):
 *  1. `claim` inserts the row `in_progress` (or takes over an expired row, or an `in_progress` row abandoned for
 *     60 s by a process that died before committing). The insert is its own statement, so a concurrent duplicate
 *     sees it at once.
 *  2. The owner runs the operation in one transaction and `complete`s the row inside that same transaction: the
 *     effect and the stored response commit together, so N concurrent identical requests have exactly one effect.
 *  3. A refused operation (4xx raised by the handler) rolls back and then stores its error response; an
 *     internal error (5xx) deletes the row so a retry runs again. Validation failures never reach `claim`.
 *
 * The answer is stored as the JSON text first sent (`response_text`), never re-encoded by jsonb (which reorders
 * keys): parsed back, it serialises to the same bytes, so a replay is byte-identical to the first response.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { stringify } from 'safe-stable-stringify';
import { ApiError } from '../core/errors.js';
import { idempotencyAad } from '../storage/ciphertexts.js';
import type { Keyring } from '../storage/keyring.js';

export interface IdempotencyScope {
  orgId: string;
  userId: string;
  method: string;
  path: string;
  key: string;
}
export type Claim = { kind: 'owner' } | { kind: 'replay'; status: number; body: Record<string, unknown> };

/**
 * Seconds an `in_progress` claim may be held before another request may take it over: how long a retry waits
 * (409, Retry-After) when the instance that took the claim died (SEXTANT_IDEMPOTENCY_STALE_S, 5 to 3600; default 60).
 */
export const STALE_CLAIM_SECONDS =
  Number(process.env.SEXTANT_IDEMPOTENCY_STALE_S) >= 5 && Number(process.env.SEXTANT_IDEMPOTENCY_STALE_S) <= 3600
    ? Math.trunc(Number(process.env.SEXTANT_IDEMPOTENCY_STALE_S))
    : 60;
const TTL = '24 hours';

/** The key's allowed shape: 1-255 printable ASCII characters (UUIDs are the usual choice). */
export const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * sha256 over the canonical JSON of what the request asks for (key order does not matter) and the credential that
 * asks: a stored answer is shaped by what its credential may see (financial fields, actions), so another key of
 * the same user reusing the Idempotency-Key is a conflict, never a replay of what that key may not read.
 */
export const requestHash = (query: unknown, body: unknown, credentialId = '') =>
  createHash('sha256')
    .update(stringify({ query: query ?? {}, body: body ?? null, credential: credentialId }) ?? '')
    .digest('hex');

/**
 * A response carrying a secret shown once (a webhook subscription's generated `data.secret`) is stored
 * with that value encrypted (AES-256-GCM under the keyring's active key, src/storage/keyring.ts; the record's scope as
 * AAD), so the secret is never at rest in plaintext, and a replay still answers with it (also after a key rotation,
 * which re-encrypts the sealed value in place: src/storage/ciphertexts.ts). Without a key (benchmarks) the
 * value is left out of the stored copy instead.
 */
const SEALED = '$sealed';
type Body = Record<string, unknown> & { data?: Record<string, unknown> };

export class IdempotencyStore {
  constructor(
    private readonly db: Knex,
    private readonly keyring?: Keyring,
  ) {}

  private seal(s: IdempotencyScope, body: unknown): unknown {
    const b = body as Body | null;
    const value = b?.data && typeof b.data === 'object' && !Array.isArray(b.data) ? b.data.secret : undefined;
    if (typeof value !== 'string') return body;
    // The sealed value takes the secret's own place among the keys, so the replay keeps the first key order.
    const sealed = this.keyring ? { [SEALED]: this.keyring.encrypt(value, idempotencyAad(s)) } : undefined;
    const data = Object.fromEntries(Object.entries(b!.data!).flatMap(([k, v]) => (k !== 'secret' ? [[k, v]] : sealed ? [[k, sealed]] : [])));
    return { ...b, data };
  }

  private async unseal(s: IdempotencyScope, body: Body): Promise<Body> {
    const sealed = body?.data?.secret as Record<string, unknown> | undefined;
    if (!sealed || typeof sealed !== 'object' || typeof sealed[SEALED] !== 'string' || !this.keyring) return body;
    return { ...body, data: { ...body.data, secret: await this.keyring.decrypt(sealed[SEALED] as string, idempotencyAad(s)) } };
  }

  private where(s: IdempotencyScope) {
    return { org_id: s.orgId, user_id: s.userId, method: s.method, path: s.path, key: s.key };
  }

  /** Takes the key for this request, or answers with the stored response or a 409 IDEMPOTENCY_CONFLICT. */
  async claim(s: IdempotencyScope, hash: string): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { rows } = await this.db.raw(
        `INSERT INTO idempotency_records AS r (org_id, user_id, method, path, key, request_hash, state, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, 'in_progress', now() + interval '${TTL}')
         ON CONFLICT (org_id, user_id, method, path, key) DO UPDATE
           SET request_hash = excluded.request_hash, state = 'in_progress', response_status = NULL, response_body = NULL, response_text = NULL,
               locked_at = now(), created_at = now(), expires_at = excluded.expires_at
           WHERE r.expires_at < now()
              OR (r.state = 'in_progress' AND r.locked_at < now() - interval '${STALE_CLAIM_SECONDS} seconds' AND r.request_hash = excluded.request_hash)
         RETURNING 1`,
        [s.orgId, s.userId, s.method, s.path, s.key, hash],
      );
      if (rows.length) return { kind: 'owner' };
      const existing = await this.db('idempotency_records').where(this.where(s)).first();
      if (!existing) continue; // purged or released between the two statements: claim again
      if (existing.request_hash !== hash) {
        throw new ApiError('IDEMPOTENCY_CONFLICT', `Idempotency-Key ${s.key} was already used for a different request to ${s.method} ${s.path}`, {
          details: [{ field: 'header.Idempotency-Key', message: 'was used with a different body, query or credential' }],
          data: { idempotencyKey: s.key },
          suggestion: 'Generate a new Idempotency-Key (a UUID) for each distinct request; reuse a key only to retry the identical request.',
        });
      }
      if (existing.state === 'in_progress') {
        throw new ApiError('IDEMPOTENCY_CONFLICT', `A request with Idempotency-Key ${s.key} is still being processed`, {
          data: { idempotencyKey: s.key, retryAfter: 1 },
          headers: { 'Retry-After': '1' },
          suggestion: 'Wait for the first request to finish, then retry with the same key to receive its result.',
        });
      }
      // Records from before response_text kept only the jsonb copy (they expire within 24 hours).
      const stored = existing.response_text !== null ? JSON.parse(existing.response_text) : existing.response_body;
      return { kind: 'replay', status: existing.response_status, body: await this.unseal(s, stored) };
    }
    throw new ApiError('IDEMPOTENCY_CONFLICT', `Idempotency-Key ${s.key} is contended`, {
      headers: { 'Retry-After': '1' },
      data: { idempotencyKey: s.key, retryAfter: 1 },
      suggestion: 'Retry with the same key in a second.',
    });
  }

  /** Stores the response; called inside the operation's transaction (or after a refused operation rolled back). */
  async complete(db: Knex, s: IdempotencyScope, status: number, body: unknown): Promise<void> {
    await db('idempotency_records')
      .where(this.where(s))
      .update({ state: 'completed', response_status: status, response_text: JSON.stringify(this.seal(s, body)) });
  }

  /** Drops an unfinished claim (internal error): the next retry runs the operation again. */
  async release(s: IdempotencyScope): Promise<void> {
    await this.db('idempotency_records')
      .where({ ...this.where(s), state: 'in_progress' })
      .delete();
  }

  /** Deletes expired records; returns how many. Run periodically by the server (src/server.ts). */
  async purgeExpired(): Promise<number> {
    return this.db('idempotency_records').where('expires_at', '<', this.db.fn.now()).delete();
  }
}
