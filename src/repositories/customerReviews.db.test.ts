/** The customer_reviews query module against Postgres: stored reviews newest first and paged, lookups scoped by org and customer. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findCustomerReview, insertCustomerReview, listCustomerReviews, listShippedCustomerWork, toCustomerReview } from './customerReviews.js';
import { insertCustomer } from './customers.js';

const t = useTestDb();
const SECTIONS = { newAsks: [], shippedWork: [], updates: [], overdueCommitments: [], delayedWork: [], stuckAsks: [] };

describe('customer_reviews query module', () => {
  it('stores reviews, lists them newest first across pages, finds one only under its customer and org', async () => {
    const a = await t.newOrg('Reviews A');
    const b = await t.newOrg('Reviews B');
    const o = a.orgId;
    const c = await insertCustomer(t.db, o, { number: 1, name: 'Acme', status: 'live' });
    const d = await insertCustomer(t.db, o, { number: 2, name: 'Other', status: 'live' });
    const ids: string[] = [];
    for (const from of ['2026-01-01', '2026-02-01', '2026-03-01']) {
      ids.push(
        (
          await insertCustomerReview(t.db, o, {
            customer_id: c.id,
            from_date: from,
            to_date: '2026-04-01',
            sections: JSON.stringify(SECTIONS),
            narrative: from,
            created_by_id: a.userId,
          })
        ).id,
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listCustomerReviews(t.db, o, c.id, { cursor, limit: 2 });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const r = (await findCustomerReview(t.db, o, c.id, ids[0]))!;
    expect(toCustomerReview(r)).toEqual({
      id: ids[0],
      customerId: c.id,
      from: '2026-01-01',
      to: '2026-04-01',
      sections: SECTIONS,
      narrative: '2026-01-01',
      createdById: a.userId,
      createdAt: expect.any(String),
    });
    expect(await findCustomerReview(t.db, o, d.id, ids[0])).toBeUndefined();
    expect(await findCustomerReview(t.db, b.orgId, c.id, ids[0])).toBeUndefined();
    expect((await listCustomerReviews(t.db, b.orgId, c.id, { limit: 10 })).rows).toEqual([]);
  });

  it("shipped work: the customer's linked opportunities completed since, newest first, never another customer's", async () => {
    const a = await t.newOrg('Reviews shipped');
    const o = a.orgId;
    const c = await insertCustomer(t.db, o, { number: 1, name: 'Acme', status: 'live' });
    const d = await insertCustomer(t.db, o, { number: 2, name: 'Other', status: 'live' });
    const [mine, theirs, open] = await t
      .db('opportunities')
      .insert([
        { org_id: o, number: 1, title: 'Mine', state: 'completed' },
        { org_id: o, number: 2, title: 'Theirs', state: 'completed' },
        { org_id: o, number: 3, title: 'Open' },
      ])
      .returning('id');
    await t.db('customer_opportunities').insert([
      { org_id: o, customer_id: c.id, opportunity_id: mine.id },
      { org_id: o, customer_id: d.id, opportunity_id: theirs.id },
      { org_id: o, customer_id: c.id, opportunity_id: open.id },
    ]);
    const rows = await listShippedCustomerWork(t.db, { org: o, customer: c.id, since: '2000-01-01T00:00:00.000Z' }, 10);
    expect(rows.map((r) => [r.entity_type, r.ref, r.title])).toEqual([['opportunity', 'OPP-1', 'Mine']]);
    expect(await listShippedCustomerWork(t.db, { org: o, customer: c.id, since: '2999-01-01T00:00:00.000Z' }, 10)).toEqual([]);
  });
});
