/** The org_currency_rates query module against Postgres: find, upsert, re-expressing in a new base, scoped by org. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { deleteRates, findRate, rebaseRates, upsertRate } from './orgCurrencyRates.js';

const t = useTestDb();

async function rates(orgId: string): Promise<Record<string, number>> {
  const rows = (await t.db('org_currency_rates').where({ org_id: orgId }).select('currency', 'rate')) as { currency: string; rate: string }[];
  return Object.fromEntries(rows.map((r) => [r.currency.trim(), Number(r.rate)]));
}

describe('org_currency_rates', () => {
  it('upserts and finds a rate in its own org only', async () => {
    const a = await t.newOrg('Rates A');
    const b = await t.newOrg('Rates B');
    expect(Number(await upsertRate(t.db, a.orgId, 'GBP', '1.17'))).toBe(1.17);
    expect(Number(await upsertRate(t.db, a.orgId, 'GBP', '1.2'))).toBe(1.2);
    expect(Number(await findRate(t.db, a.orgId, 'GBP'))).toBe(1.2);
    expect(await findRate(t.db, b.orgId, 'GBP')).toBeUndefined();
    await upsertRate(t.db, b.orgId, 'EUR', '2');
    await deleteRates(t.db, a.orgId);
    expect([await rates(a.orgId), await rates(b.orgId)]).toEqual([{}, { EUR: 2 }]);
  });

  it('rebases: divides by the pivot, drops the new base and rates that round to 0, gives the old base 1 ÷ pivot', async () => {
    const a = await t.newOrg('Rates C');
    const b = await t.newOrg('Rates D');
    for (const [c, r] of [
      ['EUR', '4'],
      ['GBP', '2'],
      ['JPY', '0.0000000001'],
    ])
      await upsertRate(t.db, a.orgId, c, r);
    await upsertRate(t.db, b.orgId, 'GBP', '2');
    await t.db.transaction((trx) => rebaseRates(trx, a.orgId, 'EUR', 'USD', '4'));
    expect(await rates(a.orgId)).toEqual({ GBP: 0.5, USD: 0.25 });
    expect(await rates(b.orgId)).toEqual({ GBP: 2 });
  });
});
