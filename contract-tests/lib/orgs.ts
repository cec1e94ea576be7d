/** Fresh tenants for tests that need an empty org, created through the same service the admin CLI uses. */
import { inject } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import type { OrgRole } from '../../src/auth/capabilities.js';

export async function newOrg(name = 'Test org') {
  const db = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  try {
    const orgs = new OrgService(db);
    const org = await orgs.createOrg(name);
    const engineer = await orgs.createUser({ orgId: org.orgId, name: 'Eng', email: `eng-${org.orgId.slice(0, 8)}@test.dev`, role: 'engineer' });
    return { ...org, engineerKey: engineer.apiKey, engineerId: engineer.userId };
  } finally {
    await db.destroy();
  }
}

/** A user of `orgId` with `role` and their first key, created as the admin CLI's user:create does. */
export async function newUser(orgId: string, role: OrgRole, name = `User ${role}`) {
  const db = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  try {
    return await new OrgService(db).createUser({ orgId, name, email: `${role}-${Math.random().toString(36).slice(2, 10)}@test.dev`, role });
  } finally {
    await db.destroy();
  }
}
