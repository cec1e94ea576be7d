/**
 * oidc-provider's storage over knex/Postgres: ONE table, `oauth_records`, for every model it persists
 * (Client, Grant, AuthorizationCode, AccessToken, RefreshToken, Interaction, Session, …), shared by every instance.
 *
 * - `id` is the SHA-256 (hex) of the model's id. For opaque tokens the id IS the value handed to the client, so the
 *   database never holds a usable code, token, session or interaction id.
 * - oidc-provider also copies the id into the payload (`jti`): stripped before writing, restored on `find(id)`.
 * - Client secrets are stored as `sha256:<hex>` (src/oauth/provider.ts compares the hash of what a client sends).
 * - `grant_id` is kept in clear and indexed: `revokeByGrantId` is one DELETE per model, seen by every instance at
 *   its next request.
 * - `consume` is a compare-and-set (`WHERE consumed_at IS NULL`). oidc-provider's own check reads then writes, so two
 *   concurrent redemptions of one refresh token or code could both succeed and fork the family; the loser here runs
 *   `onDoubleConsume`, which ends the whole grant (reuse detection, RFC 6749 §10.4 / OAuth 2.0 Security BCP §4.14).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

export const RECORDS = 'oauth_records';
export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

type Payload = Record<string, unknown> & { jti?: string; grantId?: string; uid?: string; userCode?: string; client_secret?: unknown };

/**
 * The `adapter` option of oidc-provider: a class it instantiates once per model name. `onDoubleConsume(model, id)`
 * runs when `consume` finds the row already consumed; it must throw (oidc-provider then answers invalid_grant).
 */
export function knexAdapter(db: Knex, onDoubleConsume: (model: string, id: string) => Promise<never>) {
  return class KnexAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const stored: Payload = { ...payload };
      delete stored.jti;
      if (this.model === 'Client' && typeof stored.client_secret === 'string' && !stored.client_secret.startsWith('sha256:')) {
        stored.client_secret = `sha256:${sha256(stored.client_secret)}`;
      }
      await db(RECORDS)
        .insert({
          model: this.model,
          id: sha256(id),
          payload: stored,
          grant_id: payload.grantId ?? (this.model === 'Grant' ? id : null),
          uid: payload.uid ?? null,
          user_code: payload.userCode ?? null,
          expires_at: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
        })
        .onConflict(['model', 'id'])
        .merge(['payload', 'grant_id', 'uid', 'user_code', 'expires_at']);
    }

    private async findWhere(where: Record<string, string>, id?: string): Promise<Payload | undefined> {
      const row = await db(RECORDS)
        .where({ model: this.model, ...where })
        .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
        .first('payload', 'consumed_at');
      if (!row) return undefined;
      const payload: Payload = { ...row.payload };
      if (id !== undefined) payload.jti = id;
      if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
      return payload;
    }

    find(id: string) {
      return this.findWhere({ id: sha256(id) }, id);
    }

    /** Sessions by uid: only read-only checks use it, so the missing `jti` does not matter. */
    findByUid(uid: string) {
      return this.findWhere({ uid });
    }

    findByUserCode(userCode: string) {
      return this.findWhere({ user_code: userCode });
    }

    async consume(id: string): Promise<void> {
      const n = await db(RECORDS)
        .where({ model: this.model, id: sha256(id) })
        .whereNull('consumed_at')
        .update({ consumed_at: db.fn.now() });
      if (n === 0) await onDoubleConsume(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await db(RECORDS)
        .where({ model: this.model, id: sha256(id) })
        .del();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db(RECORDS).where({ model: this.model, grant_id: grantId }).del();
    }
  };
}
