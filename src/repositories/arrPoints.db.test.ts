/** The arr_points query module against Postgres: derived deltas in order, "a later point", deletion and the waterfall, org-scoped. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { arrWaterfall, deleteArrPoint, hasArrPointAfter, insertArrPoint, listArrPoints, toArrPoint } from './arrPoints.js';
import { insertCustomer } from './customers.js';

const t = useTestDb();

describe('arr_points query module', () => {
  it('lists points by effective date with the delta from the one before; another org sees none', async () => {
    const a = await t.newOrg('ARR A');
    const b = await t.newOrg('ARR B');
    const c = await insertCustomer(t.db, a.orgId, { number: 1, name: 'Acme', status: 'live' });
    const by = a.userId;
    await insertArrPoint(t.db, a.orgId, { customer_id: c.id, level: 300, effective_date: '2026-03-01', created_by_id: by });
    const first = await insertArrPoint(t.db, a.orgId, { customer_id: c.id, level: 100, effective_date: '2026-01-01', created_by_id: by });
    await insertArrPoint(t.db, a.orgId, { customer_id: c.id, level: 250, effective_date: '2026-02-01', created_by_id: by });
    const points = (await listArrPoints(t.db, a.orgId, c.id)).map(toArrPoint);
    expect(points.map((p) => [p.effectiveDate, p.level, p.delta])).toEqual([
      ['2026-01-01', 100, null],
      ['2026-02-01', 250, 150],
      ['2026-03-01', 300, 50],
    ]);
    expect(points[0]).toEqual({ id: first, customerId: c.id, level: 100, effectiveDate: '2026-01-01', delta: null, createdAt: expect.any(String) });
    expect(await listArrPoints(t.db, b.orgId, c.id)).toEqual([]);
    expect(await hasArrPointAfter(t.db, a.orgId, c.id, '2026-02-15')).toBe(true);
    expect(await hasArrPointAfter(t.db, a.orgId, c.id, '2026-03-01')).toBe(false);
    expect(await hasArrPointAfter(t.db, b.orgId, c.id, '2025-01-01')).toBe(false);
    expect(await deleteArrPoint(t.db, b.orgId, c.id, first)).toBe(0);
    expect(await deleteArrPoint(t.db, a.orgId, c.id, first)).toBe(1);
  });

  it('the waterfall: new, expansion, contraction and churn per month; starting + moves = ending; other orgs not counted', async () => {
    const a = await t.newOrg('Waterfall A');
    const b = await t.newOrg('Waterfall B');
    const [x, y] = [
      await insertCustomer(t.db, a.orgId, { number: 1, name: 'X', status: 'live' }),
      await insertCustomer(t.db, a.orgId, { number: 2, name: 'Y', status: 'live' }),
    ];
    const z = await insertCustomer(t.db, b.orgId, { number: 1, name: 'Z', status: 'live' });
    const add = (orgId: string, customer: string, level: number, date: string) =>
      insertArrPoint(t.db, orgId, { customer_id: customer, level, effective_date: date, created_by_id: orgId === a.orgId ? a.userId : b.userId });
    await add(a.orgId, x.id, 100, '2026-01-10');
    await add(a.orgId, y.id, 50, '2026-02-05');
    await add(a.orgId, x.id, 150, '2026-02-20');
    await add(a.orgId, y.id, 20, '2026-03-01');
    await add(a.orgId, x.id, 0, '2026-03-15');
    await add(b.orgId, z.id, 9999, '2026-01-01');
    const rows = (await arrWaterfall(t.db, a.orgId, '2026-01-01', '2026-03-01', '2026-04-01')).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'month' ? v : Number(v)])),
    );
    expect(rows).toEqual([
      { month: '2026-01', starting: 0, new: 100, expansion: 0, contraction: 0, churned: 0, ending: 100 },
      { month: '2026-02', starting: 100, new: 50, expansion: 50, contraction: 0, churned: 0, ending: 200 },
      { month: '2026-03', starting: 200, new: 0, expansion: 0, contraction: -30, churned: -150, ending: 20 },
    ]);
  });
});
