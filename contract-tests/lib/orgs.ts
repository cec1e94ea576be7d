/** Fresh tenants for tests that need an empty org, created through the same service the admin CLI uses. */
import { inject } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';

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
