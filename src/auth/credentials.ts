/**
 * Reading a credential (spec 2 §5.1, §5.7): the bearer token of `Authorization`, the key row it names, and the
 * Actor it makes. Shared by `OrgService.authenticate` (the MCP endpoint's check) and the pipeline's admission step
 * (src/platform/admission.ts), which reads the same row in the statement that also counts the request.
 */
import { ApiError } from '../core/errors.js';
import type { Actor } from '../core/actor.js';
import { effectiveGrant, type OrgRole } from './capabilities.js';
import { hashKey, KEY_PREFIX } from './keys.js';

/** The columns of an API key and its user that make an Actor, as `SELECT`ed by KEY_ROW_SQL. */
export interface KeyRow {
  id: string; org_id: string; user_id: string; role: OrgRole; capabilities: string[];
  name: string; email: string; org_role: OrgRole;
}

/** One live key by its SHA-256 (`$1`), with its user: the row an Actor is made from. */
export const KEY_ROW_SQL = `SELECT k.id, k.org_id, k.user_id, k.role, k.capabilities, u.name, u.email, u.org_role
  FROM api_keys k JOIN users u ON u.org_id = k.org_id AND u.id = k.user_id
  WHERE k.key_hash = $1 AND k.revoked_at IS NULL`;

/**
 * The SHA-256 of the API key in `authorization` (`Bearer sextant_live_…`), or undefined for a bearer token that
 * cannot be a key (it will match no row). Throws 401 UNAUTHORIZED when no credential or no bearer token was sent.
 */
export function bearerKeyHash(authorization: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!m) {
    throw new ApiError('UNAUTHORIZED', authorization ? 'The Authorization header is not a bearer credential' : 'No credential was sent', {
      suggestion: `Send "Authorization: Bearer ${KEY_PREFIX}…" with an API key (npm run admin -- key:create prints one).`,
    });
  }
  return m[1].startsWith(KEY_PREFIX) ? hashKey(m[1]) : undefined;
}

/** 401 UNAUTHORIZED for a bearer token that names no live key. */
export const invalidKey = () =>
  new ApiError('UNAUTHORIZED', 'The credential is not a valid API key', {
    suggestion: `Check the key (it starts with ${KEY_PREFIX}) and that it has not been revoked; create a new one with npm run admin -- key:create.`,
  });

/** The Actor of a key row; a user demoted since the key was made keeps only what the new role grants (spec 2 §5.2). */
export function actorOf(row: KeyRow): Actor {
  const grant = effectiveGrant(row.org_role, row.role, row.capabilities);
  return {
    orgId: row.org_id, userId: row.user_id, name: row.name, email: row.email, role: grant.role, orgRole: row.org_role,
    capabilities: grant.capabilities, credential: { type: 'api_key', id: row.id },
  };
}
