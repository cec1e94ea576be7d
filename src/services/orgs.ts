/**
 * Orgs, users and API keys as the admin CLI and first-start bootstrap create them, and
 * credential lookup for every request (spec 2 §5). Keys are stored as SHA-256 hashes only; `hint` keeps the last
 * four characters so a person can tell keys apart.
 *
 * Every refusal is an ApiError with a one-sentence message that names the offending value and says where a valid
 * one comes from (never SQL): VALIDATION_FAILED for a malformed id, name, email, role or capability and for a key
 * role above the user's; NOT_FOUND for an org, user or key that does not exist; ALREADY_EXISTS for a duplicate
 * email in the org. The admin CLI prints `message` as is.
 */
import type { Knex } from 'knex';
import { capabilityNameProblem, isOrgRole, keyCapabilities, KeyGrantError, unknownRoleMessage, type KeyRole, type OrgRole } from '../auth/capabilities.js';
import { newApiKey } from '../auth/keys.js';
import { actorOf, bearerCredential, invalidKey } from '../auth/credentials.js';
import type { Actor } from '../core/actor.js';
import { ApiError } from '../core/errors.js';
import { findCredentialRow, insertApiKey, listApiKeys, lockApiKeyById, revokeApiKey } from '../repositories/apiKeys.js';
import { anyOrg, findOrg, insertOrg } from '../repositories/orgs.js';
import { listUserTeams } from '../repositories/teamMembers.js';
import { findAvatarFileId, findUserById, findUserIdByEmail, insertUser } from '../repositories/users.js';
import { iso, isUniqueViolation } from './common.js';
import { CLI_ACTOR, recordAudit } from './audit.js';
import { isUuid } from '../core/uuid.js';

/** Longest org or user name, in characters. */
export const MAX_NAME = 200;

/** Where a valid id of each kind comes from, for messages. */
const ID_SOURCE = {
  org: 'the orgId that org:create prints',
  user: 'a userId that org:create or user:create prints',
  key: 'a keyId that key:list --user <userId> prints',
  integration: 'an integration id that integration:list --org <orgId> prints',
} as const;
export type IdKind = keyof typeof ID_SOURCE;

/** Why `value` is not a `kind` id (a UUID), or undefined. */
export function idProblem(kind: IdKind, value: string): string | undefined {
  return isUuid(value) ? undefined : `${JSON.stringify(value)} is not a${kind === 'org' ? 'n' : ''} ${kind} id: use ${ID_SOURCE[kind]} (a UUID)`;
}

/** Why `name` cannot name an org or user (empty after trimming, over MAX_NAME characters, or several lines), or undefined. */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'the name is empty';
  if ([...trimmed].length > MAX_NAME) return `the name has ${[...trimmed].length} characters; at most ${MAX_NAME} are allowed`;
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'the name contains a line break or another control character';
  return undefined;
}

/** Why `email` is not an email address (name@domain.tld, at most 254 characters), or undefined. */
export function emailProblem(email: string): string | undefined {
  if (email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s.]+$/.test(email)) return `${JSON.stringify(email)} is not an email address (name@domain.tld)`;
  return undefined;
}

/** One key of a user as key:list shows it: never the key or its hash. */
export interface KeySummary {
  keyId: string;
  role: string;
  capabilities: string[];
  /** The key's last four characters. */
  hint: string;
  createdAt: string;
  revokedAt: string | null;
}

const invalid = (field: string, message: string, suggestion: string) =>
  new ApiError('VALIDATION_FAILED', message, { details: [{ field, message }], suggestion });
const check = (field: string, problem: string | undefined, suggestion: string) => {
  if (problem) throw invalid(field, problem, suggestion);
};
const notFound = (kind: IdKind, id: string) =>
  new ApiError('NOT_FOUND', `${kind} ${id} not found: use ${ID_SOURCE[kind]}`, {
    details: [{ field: `${kind}Id`, message: `names no ${kind}` }],
    suggestion: `Use ${ID_SOURCE[kind]}.`,
  });

export class OrgService {
  constructor(private readonly db: Knex) {}

  /**
   * A new org with an admin user (email admin@sextant.invalid) and an admin key.
   * Errors: VALIDATION_FAILED when the name is empty, over 200 characters or several lines.
   */
  async createOrg(name: string): Promise<{ orgId: string; userId: string; apiKey: string }> {
    check('name', nameProblem(name), 'Give the org a one-line name of 1 to 200 characters.');
    return this.db.transaction(async (trx) => {
      const orgId = await insertOrg(trx, { name: name.trim() });
      const userId = await insertUser(trx, orgId, { name: 'Admin', email: 'admin@sextant.invalid', org_role: 'admin' });
      const apiKey = await this.insertKey(trx, orgId, userId, 'admin', 'admin');
      await recordAudit(trx, { orgId, actor: CLI_ACTOR, action: 'user.created', target: { kind: 'user', id: userId }, details: { role: 'admin' } });
      return { orgId, userId, apiKey };
    });
  }

  /**
   * A new user of an org and a key with the user's own role (a sales or operations user's key is a
   * sales or operations key). The email is stored lower-cased.
   * Errors: VALIDATION_FAILED (org id not a UUID, name, email, role), NOT_FOUND (no such org), ALREADY_EXISTS
   * (the org has a user with that email).
   */
  async createUser(input: { orgId: string; name: string; email: string; role: OrgRole }): Promise<{ userId: string; apiKey: string }> {
    check('orgId', idProblem('org', input.orgId), `Use ${ID_SOURCE.org}.`);
    check('name', nameProblem(input.name), 'Give the user a one-line name of 1 to 200 characters.');
    check('email', emailProblem(input.email), 'Give an address like pat@example.com.');
    if (!isOrgRole(input.role)) throw invalid('role', unknownRoleMessage(input.role), 'Use one of the roles listed.');
    const email = input.email.toLowerCase();
    return this.db.transaction(async (trx) => {
      if (!(await findOrg(trx, input.orgId))) throw notFound('org', input.orgId);
      const taken = await findUserIdByEmail(trx, input.orgId, email);
      if (taken) throw alreadyExists(email, input.orgId, taken);
      let userId: string;
      try {
        userId = await insertUser(trx, input.orgId, { name: input.name.trim(), email, org_role: input.role });
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyExists(email, input.orgId); // a concurrent create won the race
        throw err;
      }
      const apiKey = await this.insertKey(trx, input.orgId, userId, input.role, input.role);
      await recordAudit(trx, {
        orgId: input.orgId,
        actor: CLI_ACTOR,
        action: 'user.created',
        target: { kind: 'user', id: userId, ref: email },
        details: { role: input.role },
      });
      return { userId, apiKey };
    });
  }

  /**
   * A new key for a user (spec 2 §5.2, §5.3): `role` defaults to the user's org role and may not be
   * above it; `capabilities` narrows the key to a subset of what that role grants.
   * Errors: VALIDATION_FAILED (user id not a UUID, unknown role, unknown or key-forbidden capability, key role
   * above the user's, a capability the key role does not grant), NOT_FOUND (no such user).
   */
  async createKey(input: { userId: string; role?: KeyRole; capabilities?: string[] }): Promise<{ apiKey: string }> {
    check('userId', idProblem('user', input.userId), `Use ${ID_SOURCE.user}.`);
    if (input.role !== undefined && !isOrgRole(input.role)) throw invalid('role', unknownRoleMessage(input.role), 'Use one of the roles listed.');
    if (input.capabilities) check('capabilities', capabilityNameProblem(input.capabilities), 'Use capabilities from the list.');
    return this.db.transaction(async (trx) => {
      const user = await findUserById(trx, input.userId);
      if (!user) throw notFound('user', input.userId);
      // Keys are for people: an app acts through its OAuth grants, and a deactivated user has none.
      if (user.kind !== 'person')
        throw invalid('userId', `user ${input.userId} is an OAuth app's user`, 'An app authenticates with its OAuth tokens; make keys for people only.');
      if (user.deactivated_at)
        throw invalid('userId', `user ${input.userId} is deactivated`, 'A deactivated user cannot get keys; make a key for an active user.');
      return { apiKey: await this.insertKey(trx, user.org_id, user.id, user.org_role, input.role ?? user.org_role, input.capabilities) };
    });
  }

  /**
   * A user's keys, newest first, without the key or its hash.
   * Errors: VALIDATION_FAILED (not a UUID), NOT_FOUND (no such user).
   */
  async listKeys(userId: string): Promise<{ keys: KeySummary[] }> {
    check('userId', idProblem('user', userId), `Use ${ID_SOURCE.user}.`);
    const user = await findUserById(this.db, userId);
    if (!user) throw notFound('user', userId);
    const rows = await listApiKeys(this.db, user.org_id, userId);
    return {
      keys: rows.map((r) => ({
        keyId: r.id,
        role: r.role,
        capabilities: [...r.capabilities].sort(),
        hint: r.hint,
        createdAt: iso(r.created_at)!,
        revokedAt: iso(r.revoked_at),
      })),
    };
  }

  /**
   * Revokes a key: the next request with it, on any instance, is 401 (authenticate reads the key row
   * on every request; nothing caches it). Idempotent: revoking a revoked key changes nothing and answers its
   * original revokedAt with `alreadyRevoked: true`.
   * Errors: VALIDATION_FAILED (not a UUID), NOT_FOUND (no such key).
   */
  async revokeKey(keyId: string): Promise<{ keyId: string; revokedAt: string; alreadyRevoked?: true }> {
    check('keyId', idProblem('key', keyId), `Use ${ID_SOURCE.key}.`);
    return this.db.transaction(async (trx) => {
      const key = await lockApiKeyById(trx, keyId);
      if (!key) throw notFound('key', keyId);
      if (key.revoked_at) return { keyId: key.id, revokedAt: iso(key.revoked_at)!, alreadyRevoked: true as const };
      const revokedAt = await revokeApiKey(trx, key.org_id, key.id);
      await recordAudit(trx, { orgId: key.org_id, actor: CLI_ACTOR, action: 'api_key.revoked', target: { kind: 'api_key', id: key.id } });
      return { keyId: key.id, revokedAt: iso(revokedAt)! };
    });
  }

  private async insertKey(trx: Knex.Transaction, orgId: string, userId: string, userRole: OrgRole, role: KeyRole, requested?: string[]): Promise<string> {
    let capabilities: string[];
    try {
      capabilities = keyCapabilities(userRole, role, requested);
    } catch (err) {
      if (err instanceof KeyGrantError) throw invalid(err.field, err.message, 'Choose a role and capabilities the user may hold.');
      throw err;
    }
    const { key, hash, hint } = newApiKey();
    const keyId = await insertApiKey(trx, orgId, { user_id: userId, role, capabilities, key_hash: hash, hint });
    // Every key is made by the admin CLI (org:create, user:create, key:create): the key itself is never recorded.
    await recordAudit(trx, { orgId, actor: CLI_ACTOR, action: 'api_key.created', target: { kind: 'api_key', id: keyId }, details: { userId, role } });
    return key;
  }

  async isEmpty(): Promise<boolean> {
    return !(await anyOrg(this.db));
  }

  /** Resolves `Authorization: Bearer <key or OAuth token>` to an actor; 401 UNAUTHORIZED otherwise (spec 2 §5.7). */
  async authenticate(authorization: string | undefined): Promise<Actor> {
    const credential = bearerCredential(authorization);
    const row = credential ? await findCredentialRow(this.db, credential.kind, credential.hash) : undefined;
    if (!row) throw invalidKey(credential?.kind);
    return actorOf(row);
  }

  async viewer(actor: Actor) {
    const teams = await listUserTeams(this.db, actor.orgId, actor.userId);
    const avatarFileId = await findAvatarFileId(this.db, actor.orgId, actor.userId);
    return {
      userId: actor.userId,
      name: actor.name,
      email: actor.email,
      orgId: actor.orgId,
      role: actor.role as KeyRole,
      avatarFileId: avatarFileId ?? null,
      teams,
      capabilities: [...actor.capabilities].sort(),
      credential: actor.credential,
    };
  }
}

function alreadyExists(email: string, orgId: string, userId?: string): ApiError {
  return new ApiError('ALREADY_EXISTS', `org ${orgId} already has a user with email ${email}${userId ? ` (userId ${userId})` : ''}`, {
    details: [{ field: 'email', message: 'is taken in this org' }],
    suggestion: 'Use another email, or make a key for that user with key:create.',
  });
}
