/**
 * Orgs, users and API keys as the admin CLI and first-start bootstrap create them (issue 2 §4), and credential
 * lookup for every request (spec 2 §5). Keys are stored as SHA-256 hashes only.
 */
import type { Knex } from 'knex';
import { keyCapabilities, ORG_ROLES, ROLES, type KeyRole, type OrgRole } from '../auth/capabilities.js';
import { hashKey, KEY_PREFIX, newApiKey } from '../auth/keys.js';
import type { Actor } from '../http/actor.js';
import { ApiError } from '../http/errors.js';

export class OrgService {
  constructor(private readonly db: Knex) {}

  async createOrg(name: string): Promise<{ orgId: string; userId: string; apiKey: string }> {
    return this.db.transaction(async (trx) => {
      const [org] = await trx('orgs').insert({ name }).returning('id');
      const [user] = await trx('users').insert({ org_id: org.id, name: 'Admin', email: 'admin@sextant.invalid', org_role: 'admin' }).returning('id');
      const apiKey = await this.insertKey(trx, org.id, user.id, 'admin', 'admin');
      return { orgId: org.id, userId: user.id, apiKey };
    });
  }

  async createUser(input: { orgId: string; name: string; email: string; role: OrgRole }): Promise<{ userId: string; apiKey: string }> {
    if (!ORG_ROLES.includes(input.role)) throw new Error(`role must be one of ${ORG_ROLES.join(', ')}`);
    return this.db.transaction(async (trx) => {
      const org = await trx('orgs').where({ id: input.orgId }).first();
      if (!org) throw new Error(`org ${input.orgId} not found`);
      const [user] = await trx('users').insert({ org_id: input.orgId, name: input.name, email: input.email.toLowerCase(), org_role: input.role }).returning('id');
      const keyRole: KeyRole = (ROLES as readonly string[]).includes(input.role) ? (input.role as KeyRole) : 'engineer';
      const apiKey = await this.insertKey(trx, input.orgId, user.id, input.role, keyRole);
      return { userId: user.id, apiKey };
    });
  }

  async createKey(input: { userId: string; role?: KeyRole; capabilities?: string[] }): Promise<{ apiKey: string }> {
    return this.db.transaction(async (trx) => {
      const user = await trx('users').where({ id: input.userId }).first();
      if (!user) throw new Error(`user ${input.userId} not found`);
      const role: KeyRole = input.role ?? ((ROLES as readonly string[]).includes(user.org_role) ? user.org_role : 'engineer');
      if (!ROLES.includes(role)) throw new Error(`role must be one of ${ROLES.join(', ')}`);
      return { apiKey: await this.insertKey(trx, user.org_id, user.id, user.org_role, role, input.capabilities) };
    });
  }

  private async insertKey(trx: Knex.Transaction, orgId: string, userId: string, userRole: OrgRole, role: KeyRole, requested?: string[]): Promise<string> {
    const capabilities = keyCapabilities(userRole, role, requested);
    const { key, hash, hint } = newApiKey();
    await trx('api_keys').insert({ org_id: orgId, user_id: userId, role, capabilities, key_hash: hash, hint });
    return key;
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.db('orgs').first('id'));
  }

  /** Resolves `Authorization: Bearer <key>` to an actor; 401 UNAUTHORIZED otherwise (spec 2 §5.7). */
  async authenticate(authorization: string | undefined): Promise<Actor> {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!m) {
      throw new ApiError('UNAUTHORIZED', authorization ? 'The Authorization header is not a bearer credential' : 'No credential was sent', {
        suggestion: `Send "Authorization: Bearer ${KEY_PREFIX}…" with an API key (npm run admin -- key:create prints one).`,
      });
    }
    const row = m[1].startsWith(KEY_PREFIX)
      ? await this.db('api_keys as k')
          .join('users as u', function () {
            this.on('u.org_id', 'k.org_id').andOn('u.id', 'k.user_id');
          })
          .select('k.id', 'k.org_id', 'k.user_id', 'k.role', 'k.capabilities', 'u.name', 'u.email', 'u.org_role')
          .where({ 'k.key_hash': hashKey(m[1]) })
          .whereNull('k.revoked_at')
          .first()
      : undefined;
    if (!row) {
      throw new ApiError('UNAUTHORIZED', 'The credential is not a valid API key', {
        suggestion: `Check the key (it starts with ${KEY_PREFIX}) and that it has not been revoked; create a new one with npm run admin -- key:create.`,
      });
    }
    return {
      orgId: row.org_id, userId: row.user_id, name: row.name, email: row.email, role: row.role, orgRole: row.org_role,
      capabilities: new Set(row.capabilities), credential: { type: 'api_key', id: row.id },
    };
  }

  async viewer(actor: Actor) {
    const teams = await this.db('team_members as m').join('teams as t', function () {
      this.on('t.org_id', 'm.org_id').andOn('t.id', 'm.team_id');
    }).select('t.id', 't.name', 't.prefix').where({ 'm.org_id': actor.orgId, 'm.user_id': actor.userId }).orderBy('t.name');
    return {
      userId: actor.userId, name: actor.name, email: actor.email, orgId: actor.orgId, role: actor.role as KeyRole,
      teams, capabilities: [...actor.capabilities].sort(), credential: actor.credential,
    };
  }
}
