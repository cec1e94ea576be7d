/** The customer_opportunities query module against Postgres: newest link first, the idempotent upsert of the pin, scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  deleteCustomerOpportunity,
  findCustomerOpportunity,
  listCustomerOpportunities,
  toCustomerOpportunity,
  upsertCustomerOpportunity,
} from './customerOpportunities.js';
import { insertCustomer } from './customers.js';

const t = useTestDb();

describe('customer_opportunities query module', () => {
  it('links once (the upsert only re-pins), lists newest first with the opportunity ref, unlinks; another org sees none', async () => {
    const a = await t.newOrg('Links A');
    const b = await t.newOrg('Links B');
    const o = a.orgId;
    const c = await insertCustomer(t.db, o, { number: 1, name: 'Acme', status: 'live' });
    const [x, y] = await t
      .db('opportunities')
      .insert([
        { org_id: o, number: 3, title: 'X' },
        { org_id: o, number: 4, title: 'Y' },
      ])
      .returning('id');
    await upsertCustomerOpportunity(t.db, o, c.id, x.id, null);
    await upsertCustomerOpportunity(t.db, o, c.id, y.id, null);
    await upsertCustomerOpportunity(t.db, o, c.id, x.id, null);
    const rows = await listCustomerOpportunities(t.db, o, c.id);
    expect(rows.map((r) => r.opportunity_id)).toEqual([y.id, x.id]);
    expect(toCustomerOpportunity(rows[1])).toEqual({
      customerId: c.id,
      opportunityId: x.id,
      opportunityRef: 'OPP-3',
      title: 'X',
      state: 'backlog',
      stepInstanceId: null,
      createdAt: expect.any(String),
    });
    expect(await findCustomerOpportunity(t.db, b.orgId, c.id, x.id)).toBeUndefined();
    expect(await listCustomerOpportunities(t.db, b.orgId, c.id)).toEqual([]);
    expect(await deleteCustomerOpportunity(t.db, b.orgId, c.id, x.id)).toBe(0);
    expect(await deleteCustomerOpportunity(t.db, o, c.id, x.id)).toBe(1);
    expect(await findCustomerOpportunity(t.db, o, c.id, x.id)).toBeUndefined();
  });
});
