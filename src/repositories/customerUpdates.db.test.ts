/**
 * The customer feed (customer_updates with linked opportunities' updates and shipped entries) against Postgres:
 * newest first across pages, each source's shape, another customer's and another org's entries never in it.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertCustomerOpportunity } from './customerOpportunities.js';
import { insertCustomerNote, insertCustomerUpdate, listCustomerFeed, toCustomerUpdate } from './customerUpdates.js';
import { insertCustomer } from './customers.js';

const t = useTestDb();

describe('customer feed query module', () => {
  it('notes, decisions, linked opportunity updates and shipped opportunities, newest first, paged; scoped', async () => {
    const a = await t.newOrg('Feed A');
    const b = await t.newOrg('Feed B');
    const o = a.orgId;
    const c = await insertCustomer(t.db, o, { number: 1, name: 'Acme', status: 'live' });
    const other = await insertCustomer(t.db, o, { number: 2, name: 'Other', status: 'live' });
    const [opp, done] = await t
      .db('opportunities')
      .insert([
        { org_id: o, number: 7, title: 'Open' },
        { org_id: o, number: 8, title: 'Done', state: 'completed' },
      ])
      .returning('id');
    await insertCustomerOpportunity(t.db, o, { customer_id: c.id, opportunity_id: opp.id, step_instance_id: null });
    await insertCustomerOpportunity(t.db, o, { customer_id: c.id, opportunity_id: done.id, step_instance_id: null });
    const note = await insertCustomerNote(t.db, o, c.id, 'first note', a.userId);
    await insertCustomerUpdate(t.db, o, {
      customer_id: c.id,
      kind: 'decision',
      body: 'decided',
      author_id: a.userId,
      entity_type: 'opportunity',
      entity_id: opp.id,
    });
    await t.db('opportunity_updates').insert({ org_id: o, opportunity_id: opp.id, body: 'progress', health: 'on_track', author_id: a.userId });
    await insertCustomerNote(t.db, o, other.id, 'not this customer', a.userId);
    const all: ReturnType<typeof toCustomerUpdate>[] = [];
    let cursor: string | undefined;
    do {
      const page = await listCustomerFeed(t.db, o, c.id, { cursor, limit: 2 });
      all.push(...page.rows.map(toCustomerUpdate));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(all.map((e) => [e.kind, e.entityRef]).sort()).toEqual([
      ['decision', 'OPP-7'],
      ['note', 'CUS-1'],
      ['shipped', 'OPP-8'],
      ['update', 'OPP-7'],
    ]);
    const times = all.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.find((e) => e.kind === 'note')).toEqual({
      id: note.id,
      kind: 'note',
      body: 'first note',
      authorId: a.userId,
      entityType: 'customer',
      entityId: c.id,
      entityRef: 'CUS-1',
      createdAt: expect.any(String),
    });
    expect((await listCustomerFeed(t.db, b.orgId, c.id, { limit: 50 })).rows).toEqual([]);
  });
});
