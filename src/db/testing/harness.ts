/**
 * What a `db` project test (src/**\/*.db.test.ts) needs: a knex over the run's migrated Postgres and fresh orgs, so
 * every file works in tenants of its own and files can run in parallel on one database.
 *
 *   const t = useTestDb();                 // in a describe/file: opens before, destroys after
 *   const org = await t.newOrg();          // { orgId, userId (its admin), apiKey }
 *   const actor = actorFor(org.orgId, org.userId);   // the caller a service method takes
 *   await t.db('tasks').where({ org_id: org.orgId })
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../knex.js';
import { OrgService } from '../../services/orgs.js';
import { ROLE_CAPABILITIES, type OrgRole } from '../../auth/capabilities.js';
import type { Actor } from '../../core/actor.js';

export interface TestDb {
  /** The run's database (valid between beforeAll and afterAll). */
  readonly db: Knex;
  /** A new org with an admin user and key. */
  newOrg(name?: string): Promise<{ orgId: string; userId: string; apiKey: string }>;
  /** A user of `orgId` with `role`. */
  newUser(orgId: string, role: OrgRole, name?: string): Promise<{ userId: string; apiKey: string }>;
}

/** The caller a service sees for `userId` of `orgId` holding an API key of `role` (its role's capabilities). */
export function actorFor(orgId: string, userId: string, role: OrgRole = 'admin'): Actor {
  return {
    orgId,
    userId,
    name: `User ${role}`,
    email: `${role}@test.dev`,
    role,
    orgRole: role,
    capabilities: new Set(ROLE_CAPABILITIES[role]),
    credential: { type: 'api_key', id: `test-${userId}` },
  };
}

export function useTestDb(): TestDb {
  let db: Knex | undefined;
  beforeAll(() => {
    db = createDb(inject('databaseUrl'), { min: 0, max: 4 });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  const open = () => {
    if (!db) throw new Error('useTestDb(): the database opens in beforeAll; use it inside a test or hook');
    return db;
  };
  let n = 0;
  return {
    get db() {
      return open();
    },
    newOrg: (name = 'Test org') => new OrgService(open()).createOrg(name),
    newUser: (orgId, role, name = `User ${role}`) =>
      new OrgService(open()).createUser({
        orgId,
        name,
        email: `${role}-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 8)}@test.dev`,
        role,
      }),
  };
}
