/** The external_stakeholders query module against Postgres: one name per org in any case, ordering, scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { externalStakeholderExists, findExternalStakeholderByName, insertExternalStakeholder, listExternalStakeholders } from './externalStakeholders.js';

const t = useTestDb();

describe('external_stakeholders query module', () => {
  it("inserts a name once per org in any case, lists by lower(name), never another org's", async () => {
    const a = await t.newOrg('Stakeholders A');
    const b = await t.newOrg('Stakeholders B');
    const gartner = (await insertExternalStakeholder(t.db, a.orgId, 'Gartner'))!;
    expect(await insertExternalStakeholder(t.db, a.orgId, 'GARTNER')).toBeUndefined();
    expect((await findExternalStakeholderByName(t.db, a.orgId, 'gartner'))?.id).toBe(gartner.id);
    await insertExternalStakeholder(t.db, a.orgId, 'analyst');
    await insertExternalStakeholder(t.db, a.orgId, 'Board');
    expect(await insertExternalStakeholder(t.db, b.orgId, 'Gartner')).toBeDefined();
    expect((await listExternalStakeholders(t.db, a.orgId, 10)).map((r) => r.name)).toEqual(['analyst', 'Board', 'Gartner']);
    expect((await listExternalStakeholders(t.db, a.orgId, 2)).length).toBe(2);
    expect(await externalStakeholderExists(t.db, a.orgId, gartner.id)).toBe(true);
    expect(await externalStakeholderExists(t.db, b.orgId, gartner.id)).toBe(false);
  });
});
