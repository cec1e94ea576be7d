/**
 * Who is signed in to the consent page: an org admin, by pasting an admin API key or by opening a
 * one-time sign-in link printed by the admin CLI (`login-link --user <id>`). Sessions and links live in Postgres
 * (only SHA-256 hashes), so any instance serves the page; a deactivated or demoted user's session stops at once.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashKey, KEY_PREFIX } from '../auth/keys.js';
import { KEY_ROW_SQL } from '../auth/credentials.js';

/** The consent page's session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS, path /oauth. */
export const SESSION_COOKIE = 'sextant_admin';
/** Seconds a consent-page session lasts. */
export const SESSION_TTL = 8 * 3600;
/** Seconds a sign-in link is valid (and it is usable once). */
export const LOGIN_LINK_TTL = 15 * 60;

export interface ConsentAdmin {
  sid: string;
  orgId: string;
  userId: string;
  name: string;
  email: string;
  orgName: string;
}

const token = () => randomBytes(32).toString('base64url');

/** Starts a session for `userId` of `orgId`; returns the cookie value (shown to nobody else, stored hashed). */
export async function startSession(db: Knex, orgId: string, userId: string): Promise<string> {
  const sid = token();
  await db('oauth_sessions').insert({ id_hash: hashKey(sid), org_id: orgId, user_id: userId, expires_at: new Date(Date.now() + SESSION_TTL * 1000) });
  return sid;
}

/** The admin a session cookie names, while the session is live and its user is still an active org admin. */
export async function sessionAdmin(db: Knex, sid: string | undefined): Promise<ConsentAdmin | undefined> {
  if (!sid) return undefined;
  const row = await db('oauth_sessions as s')
    .join('users as u', function joinUser() {
      this.on('u.org_id', 's.org_id').andOn('u.id', 's.user_id');
    })
    .join('orgs as o', 'o.id', 's.org_id')
    .where('s.id_hash', hashKey(sid))
    .where('s.expires_at', '>', db.fn.now())
    .whereNull('u.deactivated_at')
    .where('u.org_role', 'admin')
    .where('u.kind', 'person')
    .first('s.org_id', 's.user_id', 'u.name', 'u.email', 'o.name as org_name');
  return row ? { sid, orgId: row.org_id, userId: row.user_id, name: row.name, email: row.email, orgName: row.org_name } : undefined;
}

export async function endSession(db: Knex, sid: string): Promise<void> {
  await db('oauth_sessions')
    .where({ id_hash: hashKey(sid) })
    .del();
}

/**
 * The user an admin API key belongs to, for signing in: a live key of role admin whose user is an active org admin.
 * Returns a reason (for the page) otherwise.
 */
export async function adminByKey(db: Knex, key: string): Promise<{ orgId: string; userId: string } | { refused: string }> {
  if (!key.startsWith(KEY_PREFIX)) return { refused: `That is not an API key (an API key starts with ${KEY_PREFIX}).` };
  // The same live-key lookup admission uses (a revoked key or a deactivated user reads as no row).
  const {
    rows: [row],
  } = await db.raw(KEY_ROW_SQL.replace('$1', '?'), [hashKey(key)]);
  if (!row) return { refused: 'That API key is not valid or has been revoked.' };
  if (row.org_role !== 'admin' || row.role !== 'admin') return { refused: 'Only an org admin, with an admin key, can approve apps. Ask an admin of your org.' };
  return { orgId: row.org_id, userId: row.user_id };
}

/**
 * A one-time sign-in link for an org admin (admin CLI `login-link`): `{url, expiresAt}`, valid LOGIN_LINK_TTL
 * seconds, usable once. `baseUrl` is the server's public URL; `next` an optional /oauth/interaction/… path to
 * return to. Throws Error with a plain message when the user is not an active org admin.
 */
export async function createLoginLink(db: Knex, userId: string, baseUrl: string, next?: string): Promise<{ url: string; expiresAt: string }> {
  const user = await db('users').where({ id: userId }).first('org_id', 'org_role', 'kind', 'deactivated_at');
  if (!user) throw new LoginLinkError(`no user ${userId}: use a userId that org:create or user:create printed`);
  if (user.kind !== 'person' || user.org_role !== 'admin' || user.deactivated_at) {
    throw new LoginLinkError(`user ${userId} is not an active org admin: only org admins approve apps`);
  }
  const t = token();
  const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL * 1000);
  await db('oauth_login_links').insert({ id_hash: hashKey(t), org_id: user.org_id, user_id: userId, expires_at: expiresAt });
  const url = new URL('/oauth/login', baseUrl);
  url.searchParams.set('token', t);
  if (next) url.searchParams.set('next', next);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

export class LoginLinkError extends Error {
  override name = 'LoginLinkError';
}

/** Who a live, unused sign-in link signs in (without using it up), or undefined. */
export async function peekLoginLink(db: Knex, t: string): Promise<{ name: string; orgName: string } | undefined> {
  return db('oauth_login_links as l')
    .join('users as u', function joinUser() {
      this.on('u.org_id', 'l.org_id').andOn('u.id', 'l.user_id');
    })
    .join('orgs as o', 'o.id', 'l.org_id')
    .where('l.id_hash', hashKey(t))
    .whereNull('l.used_at')
    .where('l.expires_at', '>', db.fn.now())
    .whereNull('u.deactivated_at')
    .first('u.name', 'o.name as orgName');
}

/** Redeems a sign-in link's token once (compare-and-set): its admin, or undefined when used, expired or unknown. */
export async function redeemLoginLink(db: Knex, t: string): Promise<{ orgId: string; userId: string } | undefined> {
  const [row] = await db('oauth_login_links')
    .where({ id_hash: hashKey(t) })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning(['org_id', 'user_id']);
  return row ? { orgId: row.org_id, userId: row.user_id } : undefined;
}

/** Days a self-registered (RFC 7591) client that no admin ever approved is kept. */
export const UNAPPROVED_CLIENT_DAYS = 7;

/**
 * The periodic purge: expired consent sessions and sign-in links, oidc-provider records past their expiry, and
 * self-registered clients no admin approved within UNAPPROVED_CLIENT_DAYS (open registration cannot grow the table
 * without bound). Returns how many rows went.
 */
export async function purgeSessions(db: Knex): Promise<number> {
  const a = await db('oauth_sessions').where('expires_at', '<', db.fn.now()).del();
  const b = await db('oauth_login_links').where('expires_at', '<', db.raw("now() - interval '1 day'")).del();
  const c = await db('oauth_records').where('expires_at', '<', db.fn.now()).del();
  const d = await db('oauth_records')
    .where({ model: 'Client' })
    .whereRaw("payload ->> 'client_id' LIKE 'dcr\\_%'")
    .where('created_at', '<', db.raw(`now() - interval '${UNAPPROVED_CLIENT_DAYS} days'`))
    .whereNotExists(db('oauth_grants').select(db.raw('1')).whereRaw("oauth_grants.client_id = oauth_records.payload ->> 'client_id'"))
    .del();
  return a + b + c + d;
}
