/**
 * The search query module against Postgres: an exact ref first, title words by prefix, a typo corrected from the
 * org's vocabulary, types narrowed, and never another org's rows.
 */
import { describe, expect, it } from 'vitest';
import { actorFor, useTestDb } from '../db/testing/harness.js';
import { nextNumber } from './counters.js';
import { insertCustomer } from './customers.js';
import { insertInsight } from './insights.js';
import { searchRows } from './search.js';

const t = useTestDb();

describe('search query module', () => {
  it("finds by ref, title prefix and a corrected typo, only in the caller's org and types", async () => {
    const a = await t.newOrg('Search A');
    const b = await t.newOrg('Search B');
    const seed = async (orgId: string, userId: string, name: string, verbatim: string) =>
      t.db.transaction(async (trx) => {
        const c = await insertCustomer(trx, orgId, { number: await nextNumber(trx, orgId, 'customer'), name, status: 'live' });
        await insertInsight(trx, actorFor(orgId, userId), { verbatim, source: 'interview', customerId: c.id });
        return c;
      });
    const acme = await seed(a.orgId, a.userId, 'Acme Onboarding', 'Bulk export of invoices');
    await seed(b.orgId, b.userId, 'Acme Onboarding', 'Bulk export of invoices');
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

    const byRef = await searchRows(t.db, a.orgId, 'CUS-1', ['customer', 'insight'], 10, 2000);
    expect(byRef[0]).toMatchObject({ type: 'customer', id: acme.id, ref: 'CUS-1' });

    const byPrefix = await searchRows(t.db, a.orgId, 'onboa', ['customer', 'insight'], 10, 2000);
    expect(ids(byPrefix)).toEqual([acme.id]);

    const typo = await searchRows(t.db, a.orgId, 'onbording', ['customer'], 10, 2000);
    expect(ids(typo)).toEqual([acme.id]);

    const insightsOnly = await searchRows(t.db, a.orgId, 'invoices', ['insight'], 10, 2000);
    expect(insightsOnly.map((r) => [r.type, r.ref])).toEqual([['insight', 'INS-1']]);
    expect(await searchRows(t.db, a.orgId, 'invoices', ['customer'], 10, 2000)).toEqual([]);
  });
});
