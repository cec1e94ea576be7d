/**
 * Apps, approvals and deactivation (issue 16 §2; spec 2 §5.4-5.7): the Sextant side of OAuth that oidc-provider does
 * not know about.
 *
 * - `registerApp` (admin CLI app:create): a confidential client of one org; the secret is shown once, stored hashed.
 * - `appUser`: the user an app acts as with actor=app (kind app, one per org and client), so `createdBy` fields and
 *   the activity log name the app, and the grant does not depend on the approving admin's account.
 * - `deactivateUser` (admin CLI user:deactivate): the user's keys, user-acting grants and consent sessions end in
 *   one transaction; the next request with any of them, on any instance, is 401. Grants acting as an app survive.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { RECORDS, sha256 } from './adapter.js';
import { GRANTABLE } from './provider.js';

/** Client ids of apps registered by the admin CLI begin `app_`; self-registered (RFC 7591) ones `dcr_`. */
export const APP_SECRET_PREFIX = 'sextant_app_';

export class AppInputError extends Error {
  override name = 'AppInputError';
}

/** What a redirect URI must be: absolute https, or http only on a loopback host (RFC 8252 §7.3); no fragment. */
export function redirectUriProblem(uri: string): string | undefined {
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return `${JSON.stringify(uri)} is not an absolute URL (e.g. https://app.example/callback)`;
  }
  if (u.hash) return `${uri} has a fragment (#…), which a redirect URI may not have`;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback)) return `${uri} must use https (http only for localhost or 127.0.0.1)`;
  return undefined;
}

/**
 * Registers an app of `orgId`: `{clientId, clientSecret, name, redirectUris, scopes}`. `scopes` (optional) limits
 * what the app may ever ask for; each must be grantable. Throws AppInputError for an unknown org or a bad value.
 */
export async function registerApp(db: Knex, input: { orgId: string; name: string; redirectUris: string[]; scopes?: string[] }) {
  const org = await db('orgs').where({ id: input.orgId }).first('id');
  if (!org) throw new AppInputError(`no org ${input.orgId}: use the orgId org:create printed`);
  for (const uri of input.redirectUris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new AppInputError(`--redirect-uri: ${problem}`);
  }
  const refused = (input.scopes ?? []).filter((s) => !GRANTABLE.includes(s));
  if (refused.length) throw new AppInputError(`--scopes: ${refused.join(', ')} cannot be granted to apps (compensation:read and org:manage never are)`);
  const clientId = `app_${randomBytes(12).toString('base64url')}`;
  const clientSecret = `${APP_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const payload = {
    client_id: clientId, client_secret: `sha256:${sha256(clientSecret)}`, client_name: input.name, redirect_uris: input.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'ES256', org_id: input.orgId, client_id_issued_at: Math.floor(Date.now() / 1000),
    ...(input.scopes?.length ? { scope: input.scopes.join(' ') } : {}),
  };
  await db(RECORDS).insert({ model: 'Client', id: sha256(clientId), payload });
  return { clientId, clientSecret, name: input.name, redirectUris: input.redirectUris, scopes: input.scopes ?? [...GRANTABLE] };
}

/** The user `clientId` acts as in `orgId` (created on the first actor=app approval); its id. `db` may be a transaction. */
export async function appUser(db: Knex, orgId: string, clientId: string, name: string): Promise<string> {
  const found = await db('users').where({ org_id: orgId, app_client_id: clientId }).first('id');
  if (found) return found.id;
  const [row] = await db('users').insert({
    org_id: orgId, name: name.slice(0, 200) || clientId, email: `${clientId.toLowerCase()}@apps.sextant.invalid`, org_role: 'engineer', kind: 'app', app_client_id: clientId,
  }).onConflict(db.raw('(org_id, app_client_id) WHERE app_client_id IS NOT NULL')).merge(['name']).returning('id');
  return row.id;
}

/** Sextant's record of an approval (the consent page, after oidc-provider saved the Grant). `db` may be a transaction. */
export async function recordGrant(db: Knex, g: { grantId: string; orgId: string; clientId: string; actorType: 'user' | 'app'; userId: string; approvedBy: string; scopes: string[]; resource: string }): Promise<void> {
  await db('oauth_grants').insert({
    grant_id: g.grantId, org_id: g.orgId, client_id: g.clientId, actor_type: g.actorType, user_id: g.userId, approved_by: g.approvedBy, scopes: g.scopes, resource: g.resource,
  });
}

/**
 * Deactivates a user (admin CLI user:deactivate): `{userId, deactivatedAt, revokedKeys, revokedGrants}`. In one
 * transaction: the user is marked, their live API keys revoked, every grant acting as them deleted (tokens and
 * refresh families) and marked revoked, their consent sessions ended. Grants that act as an app stay. Deactivating a
 * deactivated user changes nothing and answers `alreadyDeactivated: true`. Throws AppInputError for an unknown user
 * or an app's user.
 */
export async function deactivateUser(db: Knex, userId: string) {
  return db.transaction(async (trx) => {
    const user = await trx('users').where({ id: userId }).forUpdate().first('org_id', 'id', 'kind', 'deactivated_at');
    if (!user) throw new AppInputError(`no user ${userId}: use a userId that org:create or user:create printed`);
    if (user.kind !== 'person') throw new AppInputError(`user ${userId} is an app's user; revoke the app's grants instead`);
    if (user.deactivated_at) return { userId, deactivatedAt: new Date(user.deactivated_at).toISOString(), revokedKeys: 0, revokedGrants: 0, alreadyDeactivated: true as const };
    const [marked] = await trx('users').where({ org_id: user.org_id, id: userId }).update({ deactivated_at: trx.fn.now(), updated_at: trx.fn.now() }).returning('deactivated_at');
    const revokedKeys = await trx('api_keys').where({ org_id: user.org_id, user_id: userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), updated_at: trx.fn.now() });
    const grants = await trx('oauth_grants').where({ org_id: user.org_id, user_id: userId, actor_type: 'user' }).whereNull('revoked_at').pluck('grant_id');
    if (grants.length) {
      await trx(RECORDS).whereIn('grant_id', grants).del();
      await trx('oauth_grants').whereIn('grant_id', grants).update({ revoked_at: trx.fn.now() });
    }
    await trx('oauth_sessions').where({ org_id: user.org_id, user_id: userId }).del();
    await trx('oauth_login_links').where({ org_id: user.org_id, user_id: userId }).whereNull('used_at').del();
    return { userId, deactivatedAt: new Date(marked.deactivated_at).toISOString(), revokedKeys, revokedGrants: grants.length };
  });
}
