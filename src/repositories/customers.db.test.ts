/**
 * The customers query module against Postgres: org scoping, the list's status filter with every status (and none)
 * paged at several limits against an in-memory filter of the inserted rows, lookups by UUID (a ref is the pipeline's to resolve: it names nothing here), the
 * mapper's shape, writes and the per-status totals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../core/api.js';
import { useTestDb } from '../db/testing/harness.js';
import {
  customerTotalsByStatus,
  deleteCustomer,
  findCustomer,
  insertCustomer,
  listCustomers,
  lockCustomer,
  makeCustomerLive,
  toCustomer,
  updateCustomer,
  type CustomerRow,
} from './customers.js';

const t = useTestDb();
const STATUSES: Schema<'CustomerStatus'>[] = ['prospect', 'onboarding', 'pilot', 'live', 'churned', 'lost'];
const NAMES = ['alpha', 'Alpha', 'beta', 'Gamma', 'delta', 'epsilon'];

async function seed(orgId: string, specs: { name: string; status: Schema<'CustomerStatus'>; arr?: number }[]): Promise<CustomerRow[]> {
  const rows: CustomerRow[] = [];
  for (const [i, s] of specs.entries()) rows.push(await insertCustomer(t.db, orgId, { number: i + 1, name: s.name, status: s.status, arr: s.arr ?? null }));
  return rows;
}

async function all(orgId: string, status: Schema<'CustomerStatus'> | undefined, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await listCustomers(t.db, orgId, { status }, { cursor, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    ids.push(...page.rows.map((r) => r.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

describe('customers query module', () => {
  it('listCustomers: each status filter (and none), every page size, equals the in-memory filter by lower(name), id', async () => {
    const other = await t.newOrg('Customers other');
    await seed(
      other.orgId,
      STATUSES.map((status) => ({ name: 'alpha', status })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.constantFrom(...NAMES), status: fc.constantFrom(...STATUSES) }), { minLength: 0, maxLength: 8 }),
        fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
        fc.integer({ min: 1, max: 4 }),
        async (specs, status, limit) => {
          const org = await t.newOrg('Customers list');
          const rows = await seed(org.orgId, specs);
          const key = (r: CustomerRow) => [r.name.toLowerCase(), r.id] as const;
          const want = rows
            .filter((r) => status === undefined || r.status === status)
            .sort((a, b) => {
              const [x, y] = [key(a), key(b)];
              return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
            })
            .map((r) => r.id);
          expect(await all(org.orgId, status, limit)).toEqual(want);
        },
      ),
      { seed: 30014, numRuns: 12 },
    );
  });

  it("findCustomer by UUID (any case), never by ref nor another org's; lockCustomer and the mapper", async () => {
    const a = await t.newOrg('Customers find A');
    const b = await t.newOrg('Customers find B');
    const [c] = await seed(a.orgId, [{ name: 'Acme', status: 'pilot', arr: 1200.5 }]);
    expect(await findCustomer(t.db, a.orgId, 'CUS-1')).toBeUndefined();
    expect(await findCustomer(t.db, a.orgId, 'not-a-uuid')).toBeUndefined();
    expect((await findCustomer(t.db, a.orgId, c.id.toUpperCase()))?.id).toBe(c.id);
    expect(await findCustomer(t.db, b.orgId, c.id)).toBeUndefined();
    expect(await lockCustomer(t.db, b.orgId, c.id)).toBeUndefined();
    await t.db.transaction(async (trx) => {
      expect((await findCustomer(trx, a.orgId, c.id, true))?.id).toBe(c.id);
      expect(await lockCustomer(trx, a.orgId, c.id)).toEqual({ id: c.id, arr: '1200.50', status: 'pilot' });
    });
    const found = (await findCustomer(t.db, a.orgId, c.id))!;
    expect(toCustomer(found)).toEqual({
      id: c.id,
      orgId: a.orgId,
      ref: 'CUS-1',
      number: 1,
      name: 'Acme',
      status: 'pilot',
      ownerId: null,
      arr: 1200.5,
      health: null,
      customerSince: null,
      profile: {},
      hasOnboarding: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("updateCustomer, makeCustomerLive and deleteCustomer touch only their org's row", async () => {
    const a = await t.newOrg('Customers write A');
    const b = await t.newOrg('Customers write B');
    const [c] = await seed(a.orgId, [{ name: 'Acme', status: 'prospect' }]);
    expect(await updateCustomer(t.db, b.orgId, c.id, { name: 'Stolen' })).toBe(0);
    expect(await updateCustomer(t.db, a.orgId, c.id, { name: 'Acme 2', arr: 10 })).toBe(1);
    expect(await makeCustomerLive(t.db, a.orgId, c.id, ['pilot'], '2026-01-02')).toBe(0);
    expect(await makeCustomerLive(t.db, a.orgId, c.id, ['prospect'], '2026-01-02')).toBe(1);
    const live = toCustomer((await findCustomer(t.db, a.orgId, c.id))!);
    expect([live.name, live.arr, live.status, live.customerSince]).toEqual(['Acme 2', 10, 'live', '2026-01-02']);
    expect(await makeCustomerLive(t.db, a.orgId, c.id, ['live'], '2027-01-01')).toBe(1);
    expect(toCustomer((await findCustomer(t.db, a.orgId, c.id))!).customerSince).toBe('2026-01-02');
    expect(await deleteCustomer(t.db, b.orgId, c.id)).toBe(0);
    expect(await deleteCustomer(t.db, a.orgId, c.id)).toBe(1);
    expect(await findCustomer(t.db, a.orgId, c.id)).toBeUndefined();
  });

  it('customerTotalsByStatus counts and sums per status of the org only', async () => {
    const a = await t.newOrg('Customers totals A');
    const b = await t.newOrg('Customers totals B');
    await seed(a.orgId, [
      { name: 'x', status: 'live', arr: 10 },
      { name: 'y', status: 'live', arr: 5.5 },
      { name: 'z', status: 'lost' },
    ]);
    await seed(b.orgId, [{ name: 'x', status: 'live', arr: 1000 }]);
    const totals = (await customerTotalsByStatus(t.db, a.orgId)).map((r) => [r.status, Number(r.count), r.arr == null ? null : Number(r.arr)]);
    expect(totals.sort()).toEqual([
      ['live', 2, 15.5],
      ['lost', 1, null],
    ]);
  });
});
