/**
 * Apps, approvals and deactivation (spec 2 §5.4-5.7): the Sextant side of OAuth that oidc-provider does
 * not know about.
 *
 * - `registerApp` (admin CLI app:create): a confidential client of one org; the secret is shown once, stored hashed.
 * - `appUser`: the user an app acts as with actor=app (kind app, one per org and client), so `createdBy` fields and
 *   the activity log name the app, and the grant does not depend on the approving admin's account.
 * - `listApps`, `revokeApp` (admin CLI app:list, app:revoke): what an org has connected, and ending all of an app's
 *   grants in the org at once (its actor=app grants included).
 * - `deactivateUser` (admin CLI user:deactivate): the user's keys, user-acting grants and consent sessions end in
 *   one transaction; the next request with any of them, on any instance, is 401. Grants acting as an app survive.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { RECORDS, sha256 } from './adapter.js';
import { revokeGrants } from './grants.js';
import { GRANTABLE } from './provider.js';
import { redirectUriProblem } from './redirects.js';
import { CLI_ACTOR, recordAudit } from '../services/audit.js';

export { redirectUriProblem };

/** Client ids of apps registered by the admin CLI begin `app_`; self-registered (RFC 7591) ones `dcr_`. */
export const APP_SECRET_PREFIX = 'sextant_app_';

export class AppInputError extends Error {
  override name = 'AppInputError';
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
    client_id: clientId,
    client_secret: `sha256:${sha256(clientSecret)}`,
    client_name: input.name,
    redirect_uris: input.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'ES256',
    org_id: input.orgId,
    client_id_issued_at: Math.floor(Date.now() / 1000),
    ...(input.scopes?.length ? { scope: input.scopes.join(' ') } : {}),
  };
  await db.transaction(async (trx) => {
    await trx(RECORDS).insert({ model: 'Client', id: sha256(clientId), payload });
    await recordAudit(trx, {
      orgId: input.orgId,
      actor: CLI_ACTOR,
      action: 'oauth_app.registered',
      target: { kind: 'oauth_app', id: clientId, ref: input.name },
    });
  });
  return { clientId, clientSecret, name: input.name, redirectUris: input.redirectUris, scopes: input.scopes ?? [...GRANTABLE] };
}

/** The user `clientId` acts as in `orgId` (created on the first actor=app approval); its id. `db` may be a transaction. */
export async function appUser(db: Knex, orgId: string, clientId: string, name: string): Promise<string> {
  const found = await db('users').where({ org_id: orgId, app_client_id: clientId }).first('id');
  if (found) return found.id;
  const [row] = await db('users')
    .insert({
      org_id: orgId,
      name: name.slice(0, 200) || clientId,
      email: `${clientId.toLowerCase()}@apps.sextant.invalid`,
      org_role: 'engineer',
      kind: 'app',
      app_client_id: clientId,
    })
    .onConflict(db.raw('(org_id, app_client_id) WHERE app_client_id IS NOT NULL'))
    .merge(['name'])
    .returning('id');
  return row.id;
}

/** Sextant's record of an approval (the consent page, after oidc-provider saved the Grant). `db` may be a transaction. */
export async function recordGrant(
  db: Knex,
  g: { grantId: string; orgId: string; clientId: string; actorType: 'user' | 'app'; userId: string; approvedBy: string; scopes: string[]; resource: string },
): Promise<void> {
  await db('oauth_grants').insert({
    grant_id: g.grantId,
    org_id: g.orgId,
    client_id: g.clientId,
    actor_type: g.actorType,
    user_id: g.userId,
    approved_by: g.approvedBy,
    scopes: g.scopes,
    resource: g.resource,
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
    if (user.deactivated_at)
      return { userId, deactivatedAt: new Date(user.deactivated_at).toISOString(), revokedKeys: 0, revokedGrants: 0, alreadyDeactivated: true as const };
    const [marked] = await trx('users')
      .where({ org_id: user.org_id, id: userId })
      .update({ deactivated_at: trx.fn.now(), updated_at: trx.fn.now() })
      .returning('deactivated_at');
    const revokedKeys = await trx('api_keys')
      .where({ org_id: user.org_id, user_id: userId })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now(), updated_at: trx.fn.now() });
    const grants = await trx('oauth_grants').where({ org_id: user.org_id, user_id: userId, actor_type: 'user' }).whereNull('revoked_at').pluck('grant_id');
    await revokeGrants(trx, grants);
    await trx('oauth_sessions').where({ org_id: user.org_id, user_id: userId }).del();
    await trx('oauth_login_links').where({ org_id: user.org_id, user_id: userId }).whereNull('used_at').del();
    await recordAudit(trx, {
      orgId: user.org_id,
      actor: CLI_ACTOR,
      action: 'user.deactivated',
      target: { kind: 'user', id: userId },
      details: { revokedKeys, revokedGrants: grants.length },
    });
    return { userId, deactivatedAt: new Date(marked.deactivated_at).toISOString(), revokedKeys, revokedGrants: grants.length };
  });
}

/**
 * The apps of an org (admin CLI app:list): those registered to it and those it approved (self-registered clients),
 * each `{clientId, name, registeredBy: 'org' | 'self', activeGrants, grants: [{grantId, actor, userId, approvedBy,
 * scopes, createdAt}]}`; revoked grants are left out.
 */
export async function listApps(db: Knex, orgId: string) {
  const org = await db('orgs').where({ id: orgId }).first('id');
  if (!org) throw new AppInputError(`no org ${orgId}: use the orgId org:create printed`);
  const registered = await db(RECORDS).where({ model: 'Client' }).whereRaw("payload ->> 'org_id' = ?", [orgId]).select('payload');
  const grants = await db('oauth_grants').where({ org_id: orgId }).whereNull('revoked_at').orderBy('created_at').select('*');
  const ids = [...new Set([...registered.map((r) => r.payload.client_id as string), ...grants.map((g) => g.client_id as string)])];
  const clients = ids.length ? await db(RECORDS).where({ model: 'Client' }).whereIn('id', ids.map(sha256)).select('payload') : [];
  return {
    orgId,
    apps: ids.map((clientId) => {
      const payload = clients.find((c) => c.payload.client_id === clientId)?.payload ?? {};
      const mine = grants.filter((g) => g.client_id === clientId);
      return {
        clientId,
        name: (payload.client_name as string | undefined) ?? clientId,
        registeredBy: payload.org_id === orgId ? ('org' as const) : ('self' as const),
        redirectUris: (payload.redirect_uris as string[] | undefined) ?? [],
        activeGrants: mine.length,
        grants: mine.map((g) => ({
          grantId: g.grant_id,
          actor: g.actor_type,
          userId: g.user_id,
          approvedBy: g.approved_by,
          scopes: g.scopes,
          createdAt: new Date(g.created_at).toISOString(),
        })),
      };
    }),
  };
}

/**
 * Ends every grant `clientId` holds in `orgId` (admin CLI app:revoke): `{orgId, clientId, revokedGrants}`; the next
 * request with any of its tokens, on any instance, is 401. With `deleteApp`, an app registered to the org is also
 * unregistered (it can no longer ask). Throws AppInputError for an unknown org or an app the org never connected.
 */
export async function revokeApp(db: Knex, orgId: string, clientId: string, deleteApp = false) {
  return db.transaction(async (trx) => {
    const org = await trx('orgs').where({ id: orgId }).first('id');
    if (!org) throw new AppInputError(`no org ${orgId}: use the orgId org:create printed`);
    const client = await trx(RECORDS)
      .where({ model: 'Client', id: sha256(clientId) })
      .first('payload');
    const grants = await trx('oauth_grants').where({ org_id: orgId, client_id: clientId }).whereNull('revoked_at').pluck('grant_id');
    const ours = client?.payload?.org_id === orgId;
    if (!ours && !grants.length && !(await trx('oauth_grants').where({ org_id: orgId, client_id: clientId }).first('grant_id'))) {
      throw new AppInputError(`org ${orgId} has no app ${clientId}: list them with app:list --org ${orgId}`);
    }
    const revokedGrants = await revokeGrants(trx, grants);
    if (deleteApp) {
      if (!ours)
        throw new AppInputError(
          `${clientId} is not registered to org ${orgId} (it registered itself): its grants are revoked, but only its own org can delete it`,
        );
      await trx(RECORDS)
        .where({ model: 'Client', id: sha256(clientId) })
        .del();
    }
    await recordAudit(trx, {
      orgId,
      actor: CLI_ACTOR,
      action: 'oauth_app.revoked',
      target: { kind: 'oauth_app', id: clientId, ref: (client?.payload?.client_name as string | undefined) ?? null },
      details: { revokedGrants, deleted: deleteApp },
    });
    return { orgId, clientId, revokedGrants, ...(deleteApp ? { deleted: true as const } : {}) };
  });
}
