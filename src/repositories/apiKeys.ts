/**
 * The api_keys table (spec 2 §5.2, §5.3): keys stored as SHA-256 hashes with a four-character hint, and the
 * credential read every request makes (a key or OAuth token hash → the row an Actor is made of, spec 2 §5.7).
 * Every function takes the knex (or transaction) first and the org id second, except the two the admin CLI and
 * authentication use before any org is known (a key id or a hash names its org).
 */
import type { Knex } from 'knex';
import { KEY_ROW_SQL, OAUTH_ROW_SQL, type KeyRow } from '../auth/credentials.js';

/** A key as key:list reads it: never the key or its hash. */
export interface ApiKeyRow {
  id: string;
  role: string;
  capabilities: string[];
  hint: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** Inserts a key row (the hash, never the key); its id. */
export async function insertApiKey(
  trx: Knex,
  orgId: string,
  values: { user_id: string; role: string; capabilities: string[]; key_hash: string; hint: string },
): Promise<string> {
  const [row] = await trx('api_keys')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return String(row.id);
}

/** A user's keys, newest first (created_at, then id, both descending). */
export async function listApiKeys(db: Knex, orgId: string, userId: string): Promise<ApiKeyRow[]> {
  return db('api_keys')
    .where({ org_id: orgId, user_id: userId })
    .select('id', 'role', 'capabilities', 'hint', 'created_at', 'revoked_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/** Key `keyId` of any org, locked FOR UPDATE (the admin CLI names a key by id alone), or undefined. */
export async function lockApiKeyById(trx: Knex, keyId: string): Promise<{ org_id: string; id: string; revoked_at: Date | null } | undefined> {
  return trx('api_keys').where({ id: keyId }).forUpdate().first('org_id', 'id', 'revoked_at');
}

/** Revokes key `id` now; its revoked_at, or undefined when the org has no such key. */
export async function revokeApiKey(trx: Knex, orgId: string, id: string): Promise<Date | undefined> {
  const [row] = await trx('api_keys').where({ org_id: orgId, id }).update({ revoked_at: trx.fn.now(), updated_at: trx.fn.now() }).returning('revoked_at');
  return row?.revoked_at;
}

/** The live credential with this SHA-256 hash (an API key, or an OAuth access token) and its user, or undefined. */
export async function findCredentialRow(db: Knex, kind: 'api_key' | 'oauth', hash: string): Promise<KeyRow | undefined> {
  const sql = kind === 'oauth' ? OAUTH_ROW_SQL : KEY_ROW_SQL;
  const { rows } = await db.raw(sql.replace('$1', '?'), [hash]);
  return rows[0] as KeyRow | undefined;
}

/**
 * A key by its SHA-256 whatever its state (revoked, its user deactivated): its org, id and user. Like the
 * credential lookup it runs before an org is known; the audit log uses it to tell an org of a failed authentication
 * with one of its dead keys. Undefined when the hash names no key at all.
 */
export async function findKeyByHash(db: Knex, hash: string): Promise<{ org_id: string; id: string; user_id: string } | undefined> {
  return db('api_keys').select('org_id', 'id', 'user_id').where('key_hash', hash).first();
}
