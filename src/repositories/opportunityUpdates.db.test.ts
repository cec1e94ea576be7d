/**
 * The opportunity_updates and opportunity_prototypes query modules against Postgres: updates newest first and paged,
 * prototypes oldest first, counted, removed by url or file; org scoping; the mappers.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertOpportunityUpdate, listOpportunityUpdates, toOpportunityUpdate } from './opportunityUpdates.js';
import {
  countOpportunityPrototypes,
  deleteOpportunityPrototype,
  insertOpportunityPrototype,
  listOpportunityPrototypes,
  toOpportunityPrototype,
} from './opportunityPrototypes.js';

const t = useTestDb();

describe('opportunity updates and prototypes', () => {
  it('updates newest first, paged, in the org only; prototypes oldest first, counted, removed', async () => {
    const a = await t.newOrg('Updates A');
    const b = await t.newOrg('Updates B');
    const [opp] = await t.db('opportunities').insert({ org_id: a.orgId, number: 1, title: 'O' }).returning('id');
    const [comment] = await t.db('comments').insert({ org_id: a.orgId, entity_type: 'opportunity', entity_id: opp.id, body: 'c' }).returning('id');
    const bodies = ['first', 'second', 'third'];
    for (const body of bodies) {
      // One transaction each, so created_at grows.
      await t.db.transaction((trx) =>
        insertOpportunityUpdate(trx, a.orgId, { opportunityId: opp.id, body, health: 'on_track', authorId: a.userId, commentId: comment.id }),
      );
    }
    const first = await listOpportunityUpdates(t.db, a.orgId, opp.id, { limit: 2 });
    const rest = await listOpportunityUpdates(t.db, a.orgId, opp.id, { limit: 2, cursor: first.nextCursor! });
    expect([...first.rows, ...rest.rows].map((r) => r.body)).toEqual(['third', 'second', 'first']);
    expect((await listOpportunityUpdates(t.db, b.orgId, opp.id, { limit: 10 })).rows).toEqual([]);
    expect(toOpportunityUpdate(first.rows[0])).toEqual({
      id: first.rows[0].id,
      opportunityId: opp.id,
      body: 'third',
      health: 'on_track',
      authorId: a.userId,
      commentId: comment.id,
      createdAt: expect.stringMatching(/Z$/),
    });

    for (const url of ['https://a.example/1', 'https://a.example/2']) {
      await t.db.transaction((trx) => insertOpportunityPrototype(trx, a.orgId, { opportunityId: opp.id, url, fileId: null, addedBy: a.userId }));
    }
    expect(await countOpportunityPrototypes(t.db, a.orgId, opp.id)).toBe(2);
    expect(await countOpportunityPrototypes(t.db, b.orgId, opp.id)).toBe(0);
    const protos = await listOpportunityPrototypes(t.db, a.orgId, opp.id);
    expect(protos.map(toOpportunityPrototype)).toEqual([
      { url: 'https://a.example/1', fileId: null, addedBy: a.userId, addedAt: expect.stringMatching(/Z$/) },
      { url: 'https://a.example/2', fileId: null, addedBy: a.userId, addedAt: expect.stringMatching(/Z$/) },
    ]);
    expect(await listOpportunityPrototypes(t.db, b.orgId, opp.id)).toEqual([]);
    await t.db.transaction(async (trx) => {
      expect(await deleteOpportunityPrototype(trx, b.orgId, opp.id, { url: 'https://a.example/1' })).toBe(0);
      expect(await deleteOpportunityPrototype(trx, a.orgId, opp.id, { url: 'https://a.example/1' })).toBe(1);
      expect(await deleteOpportunityPrototype(trx, a.orgId, opp.id, { fileId: crypto.randomUUID().toUpperCase() })).toBe(0);
    });
    expect((await listOpportunityPrototypes(t.db, a.orgId, opp.id)).map((p) => p.url)).toEqual(['https://a.example/2']);
  });
});
