/**
 * Ending grants (spec 2 §5.4): one place for every path that revokes — reuse detection, user:deactivate,
 * app:revoke. A grant's tokens and codes are deleted (the next request with any of them, on any instance, is 401:
 * admission reads the rows on every request) and Sextant's record is marked revoked. `db` may be a transaction.
 */
import type { Knex } from 'knex';
import { RECORDS } from './adapter.js';

export async function revokeGrants(db: Knex, grantIds: string[]): Promise<number> {
  if (!grantIds.length) return 0;
  await db(RECORDS).whereIn('grant_id', grantIds).del();
  return db('oauth_grants').whereIn('grant_id', grantIds).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
}
