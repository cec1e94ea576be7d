/**
 * The insights query module against Postgres: the list's filters in generated combinations (fast-check, fixed seed)
 * checked against an in-memory filter of the inserted rows, with paging; org scoping; lookups by UUID (never by ref: the pipeline resolves refs);
 * the mapper with links and impacts; the commitments list's filters (customerId × atRisk).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../core/api.js';
import { actorFor, useTestDb } from '../db/testing/harness.js';
import { insertCustomer } from './customers.js';
import { listInsightImpacts } from './insightImpacts.js';
import { insertInsightLink, listInsightLinks } from './insightLinks.js';
import {
  deleteInsight,
  findInsight,
  findInsightById,
  insertInsight,
  listCommitments,
  listInsights,
  toInsight,
  updateInsight,
  type InsightListFilters,
  type InsightRow,
} from './insights.js';

const t = useTestDb();
type Status = Schema<'InsightStatus'>;
const STATUSES: Status[] = ['created', 'review', 'need_context', 'active', 'rejected', 'delivered', 'stale', 'archived'];
const WORDS = ['export', 'latency', 'invoice'];
const NONE = '00000000-0000-4000-8000-000000000000';

interface Fixture {
  orgId: string;
  otherOrgId: string;
  customers: string[];
  users: string[];
  teams: string[];
  tags: string[];
  opportunities: string[];
  tasks: string[];
  objectives: string[];
  rows: (InsightRow & { opps: string[]; taskIds: string[]; objs: string[]; impacts: string[] })[];
}
let f: Fixture;

beforeAll(async () => {
  const org = await t.newOrg('Insights list');
  const other = await t.newOrg('Insights other');
  const second = await t.newUser(org.orgId, 'engineer');
  const db = t.db;
  const o = org.orgId;
  const customers = [
    (await insertCustomer(db, o, { number: 1, name: 'A', status: 'live' })).id,
    (await insertCustomer(db, o, { number: 2, name: 'B', status: 'pilot' })).id,
  ];
  const teams = (
    await db('teams')
      .insert([
        { org_id: o, name: 'Core', prefix: 'CORE' },
        { org_id: o, name: 'Web', prefix: 'WEB' },
      ])
      .returning('id')
  ).map((r) => r.id);
  const tags = (
    await db('tags')
      .insert([
        { org_id: o, name: 't1' },
        { org_id: o, name: 't2' },
      ])
      .returning('id')
  ).map((r) => r.id);
  const opportunities = (
    await db('opportunities')
      .insert([
        { org_id: o, number: 1, title: 'O1' },
        { org_id: o, number: 2, title: 'O2' },
      ])
      .returning('id')
  ).map((r) => r.id);
  const tasks = (
    await db('tasks')
      .insert([
        { org_id: o, number: 1, title: 'T1', created_by: org.userId },
        { org_id: o, number: 2, title: 'T2', created_by: org.userId },
      ])
      .returning('id')
  ).map((r) => r.id);
  const [vision] = await db('visions')
    .insert({ org_id: o, number: 1, name: 'V', kind: 'company', narrative: 'n', version: 1, owner_id: org.userId })
    .returning('id');
  const objectives = (
    await db('objectives')
      .insert(
        [1, 2].map((n) => ({ org_id: o, number: n, vision_id: vision.id, title: `Ob${n}`, dri_id: org.userId, vision_version: 1, vision_path: vision.id })),
      )
      .returning('id')
  ).map((r) => r.id);
  const users = [org.userId, second.userId];
  // Each insight's attributes from a fixed-seed generator, so the combination test below sees a varied population.
  const specs = fc.sample(
    fc.record({
      status: fc.constantFrom(...STATUSES),
      customer: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
      team: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
      recorder: fc.integer({ min: 0, max: 1 }),
      tags: fc.subarray([0, 1]),
      word: fc.constantFrom(...WORDS),
      inInterpretation: fc.boolean(),
      opps: fc.subarray([0, 1]),
      tasks: fc.subarray([0, 1]),
      objs: fc.subarray([0, 1]),
      impacts: fc.subarray([0, 1]),
    }),
    { numRuns: 24, seed: 30014 },
  );
  const rows: Fixture['rows'] = [];
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (const [i, s] of specs.entries()) {
    const trxRow = await db.transaction(async (trx) => {
      const { id } = await insertInsight(trx, actorFor(o, users[s.recorder]), {
        verbatim: s.inInterpretation ? `ask ${i}` : `ask ${i} about ${s.word}`,
        interpretation: s.inInterpretation ? `needs ${s.word}` : null,
        source: 'interview',
        tagIds: s.tags.map((k) => tags[k]),
        customerId: s.customer === undefined ? null : customers[s.customer],
        stakeholderUserId: s.customer === undefined ? users[0] : null,
      });
      // Distinct created_at a minute apart (never a tie the in-memory order could break differently).
      await trx('insights')
        .where({ org_id: o, id })
        .update({ status: s.status, review_team_id: s.team === undefined ? null : teams[s.team], created_at: new Date(base + i * 60_000) });
      for (const k of s.opps) await insertInsightLink(trx, o, id, 'opportunity_id', opportunities[k], { entity_type: 'opportunity', pinned: false });
      for (const k of s.tasks) await insertInsightLink(trx, o, id, 'task_id', tasks[k], { entity_type: 'task', pinned: false });
      for (const k of s.objs) await insertInsightLink(trx, o, id, 'objective_id', objectives[k], { entity_type: 'objective', pinned: false });
      for (const k of s.impacts) await trx('insight_impacts').insert({ org_id: o, insight_id: id, objective_id: objectives[k], delta: 1 });
      return (await findInsightById(trx, o, id))!;
    });
    rows.push({
      ...trxRow,
      opps: s.opps.map((k) => opportunities[k]),
      taskIds: s.tasks.map((k) => tasks[k]),
      objs: s.objs.map((k) => objectives[k]),
      impacts: s.impacts.map((k) => objectives[k]),
    });
  }
  // Another org's insight that every filter would match if org scoping failed.
  await db.transaction((trx) =>
    insertInsight(trx, actorFor(other.orgId, other.userId), { verbatim: 'export latency invoice', source: 'interview', stakeholderUserId: other.userId }),
  );
  f = { orgId: o, otherOrgId: other.orgId, customers, users, teams, tags, opportunities, tasks, objectives, rows };
});

/** The list's rule, stated over the fixture rows. */
function matches(r: Fixture['rows'][number], q: InsightListFilters): boolean {
  if (q.status && r.status !== q.status) return false;
  if (!q.includeArchived && q.status !== 'archived' && r.status === 'archived') return false;
  if (q.customerId && r.customer_id !== q.customerId) return false;
  if (q.reviewTeamId && r.review_team_id !== q.reviewTeamId) return false;
  if (q.recordedById && r.recorded_by_id !== q.recordedById) return false;
  if (q.tagId && !r.tag_ids.includes(q.tagId)) return false;
  if (q.q && !`${r.verbatim} ${r.interpretation ?? ''}`.includes(q.q)) return false;
  if (q.opportunityId && !r.opps.includes(q.opportunityId)) return false;
  if (q.taskId && !r.taskIds.includes(q.taskId)) return false;
  if (q.objectiveId && !r.objs.includes(q.objectiveId) && !r.impacts.includes(q.objectiveId)) return false;
  return true;
}

async function listAll(orgId: string, q: InsightListFilters, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await listInsights(t.db, orgId, q, { cursor, limit });
    ids.push(...page.rows.map((r) => r.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

describe('insights query module', () => {
  it('listInsights: generated filter combinations equal the in-memory filter, newest first, across pages', async () => {
    // Each filter absent three times in four, so most combinations have two or three filters and match some rows.
    const opt = <T>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: a, weight: 1 });
    const filters = fc.record(
      {
        status: opt(fc.constantFrom(...STATUSES)),
        customerId: opt(fc.constantFrom(...f.customers, NONE)),
        reviewTeamId: opt(fc.constantFrom(...f.teams)),
        recordedById: opt(fc.constantFrom(...f.users)),
        tagId: opt(fc.constantFrom(...f.tags)),
        q: opt(fc.constantFrom(...WORDS)),
        opportunityId: opt(fc.constantFrom(...f.opportunities)),
        taskId: opt(fc.constantFrom(...f.tasks)),
        objectiveId: opt(fc.constantFrom(...f.objectives)),
        includeArchived: opt(fc.boolean()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(filters, fc.constantFrom(3, 50), async (q, limit) => {
        const want = f.rows
          .filter((r) => matches(r, q))
          .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
          .map((r) => r.id);
        expect(await listAll(f.orgId, q, limit)).toEqual(want);
      }),
      { seed: 30014, numRuns: 150 },
    );
  });

  it('listInsights: every pair of filters, with values taken from rows they must both match', async () => {
    const filterValue: Record<keyof InsightListFilters, (r: Fixture['rows'][number]) => unknown> = {
      status: (r) => r.status,
      customerId: (r) => r.customer_id ?? undefined,
      reviewTeamId: (r) => r.review_team_id ?? undefined,
      recordedById: (r) => r.recorded_by_id ?? undefined,
      tagId: (r) => r.tag_ids[0],
      q: (r) => WORDS.find((w) => `${r.verbatim} ${r.interpretation}`.includes(w)),
      opportunityId: (r) => r.opps[0],
      taskId: (r) => r.taskIds[0],
      objectiveId: (r) => r.objs[0] ?? r.impacts[0],
      includeArchived: () => true,
    };
    const keys = Object.keys(filterValue) as (keyof InsightListFilters)[];
    let checked = 0;
    for (const [i, a] of keys.entries()) {
      for (const b of keys.slice(i + 1)) {
        for (const r of f.rows.filter((x) => filterValue[a](x) !== undefined && filterValue[b](x) !== undefined).slice(0, 2)) {
          const q = { [a]: filterValue[a](r), [b]: filterValue[b](r) } as InsightListFilters;
          const want = f.rows
            .filter((x) => matches(x, q))
            .sort((x, y) => y.created_at.getTime() - x.created_at.getTime())
            .map((x) => x.id);
          if (matches(r, q)) expect(want).toContain(r.id);
          expect([q, await listAll(f.orgId, q, 50)]).toEqual([q, want]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('another org sees none of these insights, by list or lookup', async () => {
    expect(await listAll(f.otherOrgId, { includeArchived: true }, 50)).toHaveLength(1);
    const r = f.rows[0];
    expect(await findInsight(t.db, f.otherOrgId, r.id)).toBeUndefined();
    expect(await findInsightById(t.db, f.otherOrgId, r.id)).toBeUndefined();
    expect(await updateInsight(t.db, f.otherOrgId, r.id, { verbatim: 'x' })).toBe(0);
    expect(await deleteInsight(t.db, f.otherOrgId, r.id)).toBe(0);
    expect(await findInsight(t.db, f.orgId, `INS-${r.number}`)).toBeUndefined();
    expect((await findInsight(t.db, f.orgId, r.id.toUpperCase()))?.id).toBe(r.id);
  });

  it('toInsight with the links (in link order, with refs) and impacts of the row', async () => {
    const r = f.rows.find((x) => x.opps.length && x.objs.length && x.impacts.length) ?? f.rows[0];
    const links = await listInsightLinks(t.db, f.orgId, [r.id]);
    const impacts = await listInsightImpacts(t.db, f.orgId, [r.id]);
    const out = toInsight(r, links.get(r.id) ?? [], impacts.get(r.id) ?? []);
    expect(out).toMatchObject({ id: r.id, orgId: f.orgId, ref: `INS-${r.number}`, status: r.status, tagIds: r.tag_ids, customerId: r.customer_id });
    expect(out.links.map((l) => l.entityId).sort()).toEqual([...r.opps, ...r.taskIds, ...r.objs].sort());
    for (const l of out.links) expect(l.ref).toMatch(/^(OPP|TASK|OBJ)-\d+$/);
    expect(out.impacts.map((i) => i.objectiveId).sort()).toEqual([...r.impacts].sort());
    expect(await listInsightLinks(t.db, f.otherOrgId, [r.id])).toEqual(new Map());
  });

  it('listCommitments: customerId × atRisk against the at_risk rule', async () => {
    const org = await t.newOrg('Commitments');
    const o = org.orgId;
    const [c1, c2] = [
      await insertCustomer(t.db, o, { number: 1, name: 'A', status: 'live' }),
      await insertCustomer(t.db, o, { number: 2, name: 'B', status: 'live' }),
    ];
    const today = '2026-06-15';
    const soon = '2026-06-29';
    // deadline past (at risk), within 14 days without work (at risk), far (not at risk), rejected (not a commitment)
    const specs: [string, string, Status, boolean | undefined][] = [
      [c1.id, '2026-06-01', 'created', true],
      [c1.id, '2026-06-20', 'created', true],
      [c2.id, '2026-09-01', 'created', false],
      [c2.id, '2026-06-02', 'rejected', undefined],
      [c2.id, '2026-06-10', 'active', true],
    ];
    const made: { id: string; customer: string; atRisk: boolean; deadline: string }[] = [];
    for (const [customer, deadline, status, atRisk] of specs) {
      const { id } = await t.db.transaction((trx) =>
        insertInsight(trx, actorFor(o, org.userId), { verbatim: 'v', source: 'sales', deadline, customerId: customer }),
      );
      await t.db('insights').where({ org_id: o, id }).update({ status });
      if (atRisk !== undefined) made.push({ id, customer, atRisk, deadline });
    }
    made.sort((a, b) => (a.deadline < b.deadline ? -1 : 1));
    for (const customerId of [undefined, c1.id, c2.id]) {
      for (const atRisk of [undefined, true, false]) {
        const page = await listCommitments(t.db, o, { customerId, atRisk, today, soon }, { limit: 50 });
        const want = made.filter((m) => (!customerId || m.customer === customerId) && (atRisk === undefined || m.atRisk === atRisk)).map((m) => m.id);
        expect([customerId, atRisk, page.rows.map((r) => r.insight_id)]).toEqual([customerId, atRisk, want]);
      }
    }
    expect((await listCommitments(t.db, f.orgId, { today, soon }, { limit: 50 })).rows.every((r) => r.customer_id !== c1.id && r.customer_id !== c2.id)).toBe(
      true,
    );
  });
});
