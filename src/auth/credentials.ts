/**
 * Reading a credential (spec 2 §5.1, §5.4-5.7): the bearer token of `Authorization` — an API key (`sextant_live_`)
 * or an OAuth access token (`sextant_oat_`) — the row it names, and the Actor it makes. Shared by
 * `OrgService.authenticate` (the MCP endpoint's check) and the pipeline's admission step
 * (src/platform/admission.ts), which reads the same row in the statement that also counts the request. Both kinds
 * are read on every request (nothing is cached), so a revocation is seen by the next request on every instance.
 */
import { ApiError } from '../core/errors.js';
import type { Actor } from '../core/actor.js';
import { effectiveGrant, KEY_FORBIDDEN, ROLE_CAPABILITIES, type OrgRole } from './capabilities.js';
import { hashKey, KEY_PREFIX, OAUTH_PREFIX } from './keys.js';

/** Refresh tokens (src/oauth/provider.ts) are not bearer credentials: they are exchanged at the token endpoint. */
const REFRESH_PREFIX = 'sextant_ort_';

/**
 * The columns of a credential and its user that make an Actor, as `SELECT`ed by KEY_ROW_SQL or OAUTH_ROW_SQL.
 * `id` is the rate-limit bucket: the key's id, or the OAuth grant's id — one limit per token family, so refreshing
 * (the old access token stays valid until it expires) never adds a second allowance.
 */
export interface KeyRow {
  id: string;
  org_id: string;
  user_id: string;
  role: OrgRole;
  capabilities: string[];
  name: string;
  email: string;
  org_role: OrgRole;
  credential_type: 'api_key' | 'oauth';
  /** OAuth only: the grant, its client and app name, and whom it acts as. */
  grant_id: string | null;
  client_id: string | null;
  app_name: string | null;
  actor_type: 'user' | 'app' | null;
}

/** One live key by its SHA-256 (`$1`), with its active user: the row an Actor is made from. */
export const KEY_ROW_SQL = `SELECT k.id::text AS id, k.org_id, k.user_id, k.role, k.capabilities, u.name, u.email, u.org_role,
    'api_key' AS credential_type, NULL AS grant_id, NULL AS client_id, NULL AS app_name, NULL AS actor_type
  FROM api_keys k JOIN users u ON u.org_id = k.org_id AND u.id = k.user_id
  WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.deactivated_at IS NULL`;

/**
 * One live OAuth access token by its SHA-256 (`$1`; src/oauth/adapter.ts stores ids hashed), with its grant and the
 * user it acts as. A token is live only while its grant is: the Grant record must exist and be unexpired (a token
 * saved by a request that raced a revocation outlives the DELETE of its family, never the missing Grant), and
 * Sextant's grant row must not be revoked. A deactivated user's tokens match nothing; an app's user is never
 * deactivated with its approver.
 */
export const OAUTH_ROW_SQL = `SELECT 'oauth:' || g.grant_id AS id, g.org_id, g.user_id, u.org_role AS role,
    string_to_array(coalesce(r.payload ->> 'scope', ''), ' ') AS capabilities, u.name, u.email, u.org_role,
    'oauth' AS credential_type, g.grant_id, g.client_id, c.payload ->> 'client_name' AS app_name, g.actor_type
  FROM oauth_records r
  JOIN oauth_grants g ON g.grant_id = r.grant_id AND g.revoked_at IS NULL
  JOIN oauth_records gr ON gr.model = 'Grant' AND gr.grant_id = r.grant_id AND (gr.expires_at IS NULL OR gr.expires_at > now())
  JOIN users u ON u.org_id = g.org_id AND u.id = g.user_id AND u.deactivated_at IS NULL
  LEFT JOIN oauth_records c ON c.model = 'Client' AND c.id = encode(sha256(convert_to(g.client_id, 'UTF8')), 'hex')
  WHERE r.model = 'AccessToken' AND r.id = $1 AND r.expires_at > now()`;

/** A bearer credential: which kind, and the SHA-256 its row is found by. */
export interface BearerCredential {
  kind: 'api_key' | 'oauth';
  hash: string;
}

/**
 * The credential in `authorization` (`Bearer sextant_live_…` or `Bearer sextant_oat_…`), or undefined for a
 * bearer token that is neither (it names nothing). Throws 401 UNAUTHORIZED when no credential or no bearer token
 * was sent.
 */
export function bearerCredential(authorization: string | undefined): BearerCredential | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!m) {
    throw new ApiError('UNAUTHORIZED', authorization ? 'The Authorization header is not a bearer credential' : 'No credential was sent', {
      suggestion: `Send "Authorization: Bearer ${KEY_PREFIX}…" with an API key (npm run admin -- key:create prints one), or "Bearer ${OAUTH_PREFIX}…" with an OAuth access token.`,
    });
  }
  if (m[1].startsWith(REFRESH_PREFIX)) {
    throw new ApiError('UNAUTHORIZED', 'A refresh token was sent as the bearer credential', {
      suggestion: `Send the access token (${OAUTH_PREFIX}…) instead; exchange the refresh token for a new one at POST /api/oauth/token with grant_type=refresh_token.`,
    });
  }
  if (m[1].startsWith(KEY_PREFIX)) return { kind: 'api_key', hash: hashKey(m[1]) };
  if (m[1].startsWith(OAUTH_PREFIX)) return { kind: 'oauth', hash: hashKey(m[1]) };
  return undefined;
}

/** 401 UNAUTHORIZED for a bearer token that names no live key or token. */
export const invalidKey = (kind?: BearerCredential['kind']) =>
  kind === 'oauth'
    ? new ApiError('UNAUTHORIZED', 'The OAuth access token is not valid: it has expired, or it or its grant was revoked', {
        suggestion: 'Get a new access token with your refresh token (POST /api/oauth/token, grant_type=refresh_token); if that fails, authorize again.',
      })
    : new ApiError('UNAUTHORIZED', 'The credential is not a valid API key', {
        suggestion: `Check the key (it starts with ${KEY_PREFIX}) and that it has not been revoked; create a new one with npm run admin -- key:create.`,
      });

/**
 * The Actor of a credential row (spec 2 §5.2, §5.5). A key's user demoted since the key was made keeps only what
 * the new role grants. An OAuth token's capabilities are exactly its granted scopes (never compensation:read or
 * org:manage); when it acts as a user, also never more than that user's role grants now (a demotion applies at
 * once). When it acts as the app, the scopes alone count.
 */
export function actorOf(row: KeyRow): Actor {
  if (row.credential_type === 'oauth') {
    const scopes = row.capabilities.filter((c) => c && !KEY_FORBIDDEN.has(c));
    const allowed = row.actor_type === 'user' ? new Set(ROLE_CAPABILITIES[row.org_role] ?? []) : undefined;
    return {
      orgId: row.org_id,
      userId: row.user_id,
      name: row.name,
      email: row.email,
      role: row.org_role,
      orgRole: row.org_role,
      capabilities: new Set(allowed ? scopes.filter((c) => allowed.has(c)) : scopes),
      credential: { type: 'oauth', id: row.grant_id!, clientId: row.client_id!, appName: row.app_name ?? row.client_id!, actor: row.actor_type! },
    };
  }
  const grant = effectiveGrant(row.org_role, row.role, row.capabilities);
  return {
    orgId: row.org_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: grant.role,
    orgRole: row.org_role,
    capabilities: grant.capabilities,
    credential: { type: 'api_key', id: row.id },
  };
}
