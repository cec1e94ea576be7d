/**
 * oidc-provider adapter over knex/Postgres: ONE table for every model oidc-provider persists
 * (AccessToken, RefreshToken, AuthorizationCode, Grant, Session, Interaction, Client, RegistrationAccessToken, ...).
 *
 * - `id` holds sha256(hex) of the model's id. For opaque tokens the id IS the token value handed to the client
 *   (formats/opaque.js: `value: token.jti`), so the database never holds a usable token.
 * - oidc-provider also puts `jti` (= the id = the token value) INSIDE the payload; it is stripped before storing and
 *   put back on find(id) (we know the id then). findByUid (Session only) cannot restore it: see notes.
 * - grant_id is kept in clear (it is not a bearer credential) and indexed: revokeByGrantId is one DELETE.
 * - consume() is a compare-and-set (`WHERE consumed_at IS NULL`); see `onDoubleConsume`.
 * - Client secrets: for the Client model the `client_secret` is replaced by its sha256 before storing
 *   (compareClientSecret is overridden in server.mjs to hash what the client sends).
 */
import { createHash } from 'node:crypto';

export const TABLE = 'oauth_records';
export const sha256 = (v) => createHash('sha256').update(String(v)).digest('hex');

export async function migrate(db) {
  if (await db.schema.hasTable(TABLE)) return;
  await db.schema.createTable(TABLE, (t) => {
    t.text('model').notNullable();
    t.text('id').notNullable(); // sha256 hex of the oidc-provider id
    t.jsonb('payload').notNullable();
    t.text('grant_id');
    t.text('uid');
    t.text('user_code');
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('consumed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['model', 'id']);
    t.index(['grant_id']);
    t.index(['expires_at']);
  });
  await db.raw(`CREATE UNIQUE INDEX ${TABLE}_uid ON ${TABLE} (model, uid) WHERE uid IS NOT NULL`);
  await db.raw(`CREATE UNIQUE INDEX ${TABLE}_user_code ON ${TABLE} (model, user_code) WHERE user_code IS NOT NULL`);
}

/**
 * Returns the `adapter` config value: a class oidc-provider instantiates once per model name.
 * `onDoubleConsume(model, id)` runs when consume() finds the row already consumed (a concurrent second use).
 */
export function knexAdapter(db, { onDoubleConsume } = {}) {
  return class KnexAdapter {
    constructor(model) {
      this.model = model;
    }

    async upsert(id, payload, expiresIn) {
      const stored = { ...payload };
      delete stored.jti;
      if (this.model === 'Client' && typeof stored.client_secret === 'string' && !stored.client_secret.startsWith('sha256:')) {
        stored.client_secret = `sha256:${sha256(stored.client_secret)}`;
      }
      const row = {
        model: this.model,
        id: sha256(id),
        payload: stored,
        grant_id: payload.grantId ?? (this.model === 'Grant' ? id : null),
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db(TABLE).insert(row).onConflict(['model', 'id']).merge(['payload', 'grant_id', 'uid', 'user_code', 'expires_at']);
    }

    async #findWhere(where, id) {
      const row = await db(TABLE)
        .where({ model: this.model, ...where })
        .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
        .first('payload', 'consumed_at');
      if (!row) return undefined;
      const payload = { ...row.payload };
      if (id !== undefined) payload.jti = id;
      if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
      return payload;
    }

    find(id) {
      return this.#findWhere({ id: sha256(id) }, id);
    }

    findByUid(uid) {
      return this.#findWhere({ uid }, undefined);
    }

    findByUserCode(userCode) {
      return this.#findWhere({ user_code: userCode }, undefined);
    }

    async consume(id) {
      if (process.env.PROTO_NAIVE_CONSUME) { // experiment only: what the memory adapter does (no compare-and-set)
        await db(TABLE).where({ model: this.model, id: sha256(id) }).update({ consumed_at: db.fn.now() });
        return;
      }
      const n = await db(TABLE).where({ model: this.model, id: sha256(id) }).whereNull('consumed_at').update({ consumed_at: db.fn.now() });
      if (n === 0 && onDoubleConsume) await onDoubleConsume(this.model, id);
    }

    async destroy(id) {
      await db(TABLE).where({ model: this.model, id: sha256(id) }).del();
    }

    async revokeByGrantId(grantId) {
      await db(TABLE).where({ model: this.model, grant_id: grantId }).del();
    }
  };
}
