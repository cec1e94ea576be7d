/**
 * The opportunities and opportunity_objectives query modules against Postgres: GET /opportunities filters alone and
 * in every combination (generated, checked against an in-memory filter), paging, org scoping, the mapper (cost shown
 * or left out) and the link queries (primary promotion).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestDb } from '../db/testing/harness.js';
import {
  findOpportunity,
  findOpportunityId,
  listOpportunities,
  listOpportunitiesByIds,
  scoreTotals,
  toOpportunity,
  type OpportunityFilter,
} from './opportunities.js';
import {
  deleteOpportunityObjective,
  demotePrimaryLink,
  findOpportunityObjective,
  insertOpportunityObjectives,
  listOpportunityObjectives,
  promoteOldestLinks,
} from './opportunityObjectives.js';

const t = useTestDb();
const SEED = 3031;
const STATES = ['backlog', 'in_progress', 'completed', 'cancelled'] as const;

interface Model {
  id: string;
  number: number;
  title: string;
  state: string;
  team_id: string | null;
  tag_ids: string[];
  category_id: string | null;
  total: number | null;
}
let f: { orgId: string; ownerId: string; otherOrgId: string; otherId: string; teams: string[]; tags: string[]; cats: string[]; rows: Model[] };

beforeAll(async () => {
  const db = t.db;
  const a = await t.newOrg('Opps A');
  const b = await t.newOrg('Opps B');
  const orgId = a.orgId;
  const ids = async (table: string, rows: Record<string, unknown>[]) =>
    (
      (await db(table)
        .insert(rows.map((r) => ({ org_id: orgId, ...r })))
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
  const teams = await ids('teams', [
    { name: 'Core', prefix: 'CORE' },
    { name: 'Web', prefix: 'WEB' },
  ]);
  const cats = await ids('categories', [
    { label: 'A', slug: 'opp-a', color: '#f00' },
    { label: 'B', slug: 'opp-b', color: '#0f0' },
  ]);
  const tags = [crypto.randomUUID(), crypto.randomUUID()];
  const criteria = (await db('scoring_criteria').select('id').where({ org_id: orgId, active: true })) as { id: string }[];
  expect(criteria.length).toBeGreaterThan(0);
  const opt = <T>(xs: T[]) => fc.option(fc.constantFrom(...xs), { nil: null });
  const attrs = fc.sample(
    fc.record({
      state: fc.constantFrom(...STATES),
      team_id: opt(teams),
      tag_ids: fc.subarray(tags),
      category_id: opt(cats),
      title: fc.constantFrom('alpha', 'beta', 'gamma'),
      // Every criterion scored (a total) or none (null).
      score: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    }),
    { numRuns: 36, seed: SEED },
  );
  const rows: Model[] = [];
  for (const [i, { score, ...cols }] of attrs.entries()) {
    const [id] = await ids('opportunities', [{ number: i + 1, estimated_cost: '1200.50', ...cols }]);
    if (score !== null) await db('opportunity_scores').insert(criteria.map((c) => ({ org_id: orgId, opportunity_id: id, criterion_id: c.id, value: score })));
    rows.push({ id, number: i + 1, ...cols, total: null });
  }
  const totals = await scoreTotals(
    db,
    orgId,
    rows.map((r) => r.id),
  );
  for (const r of rows) r.total = totals.get(r.id) ?? null;
  expect(rows.some((r) => r.total !== null)).toBe(true);
  const [other] = await db('opportunities').insert({ org_id: b.orgId, number: 1, title: 'B opp' }).returning('id');
  f = { orgId, ownerId: a.userId, otherOrgId: b.orgId, otherId: other.id, teams, tags, cats, rows };
});

function expected(q: OpportunityFilter): string[] {
  return f.rows
    .filter(
      (r) =>
        (!q.state || r.state === q.state) &&
        (q.legacyState === undefined || r.state === q.legacyState) &&
        (!q.teamId || r.team_id === q.teamId) &&
        (!q.tagId || r.tag_ids.includes(q.tagId)) &&
        (!q.categoryId || r.category_id === q.categoryId) &&
        (q.minScore === undefined || (r.total !== null && r.total >= q.minScore)),
    )
    .sort((x, y) => x.number - y.number)
    .map((r) => r.id);
}

const filterArb = () => {
  const pick = <T>(xs: readonly T[]) => fc.option(fc.constantFrom(...xs), { nil: undefined });
  return fc.record(
    {
      state: pick(STATES),
      legacyState: pick(STATES),
      teamId: pick(f.teams),
      tagId: pick(f.tags),
      categoryId: pick(f.cats),
      minScore: fc.option(fc.constantFrom(0, 25, 50, 75, 100), { nil: undefined }),
    },
    { requiredKeys: [] },
  );
};

describe('listOpportunities', () => {
  it('each filter alone, and any combination (generated), returns exactly the matching rows by number', async () => {
    const singles: OpportunityFilter[] = [
      {},
      ...STATES.map((state) => ({ state })),
      ...STATES.map((legacyState) => ({ legacyState })),
      ...f.teams.map((teamId) => ({ teamId })),
      ...f.tags.map((tagId) => ({ tagId })),
      ...f.cats.map((categoryId) => ({ categoryId })),
      { minScore: 0 },
      { minScore: 50 },
    ];
    for (const q of singles) {
      expect([q, (await listOpportunities(t.db, f.orgId, q, { limit: 200 })).rows.map((r) => r.id)]).toEqual([q, expected(q)]);
    }
    await fc.assert(
      fc.asyncProperty(filterArb(), async (q) => {
        expect((await listOpportunities(t.db, f.orgId, q, { limit: 200 })).rows.map((r) => r.id)).toEqual(expected(q));
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('pages through any filtered list in order, each row once', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb(), fc.integer({ min: 1, max: 6 }), async (q, limit) => {
        const got: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await listOpportunities(t.db, f.orgId, q, { cursor, limit });
          expect(page.rows.length).toBeLessThanOrEqual(limit);
          got.push(...page.rows.map((r) => r.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        expect(got).toEqual(expected(q));
      }),
      { seed: SEED, numRuns: 20 },
    );
  });

  it("never reads another org's rows", async () => {
    expect((await listOpportunities(t.db, f.otherOrgId, {}, { limit: 200 })).rows.map((r) => r.id)).toEqual([f.otherId]);
    expect((await listOpportunities(t.db, f.otherOrgId, { teamId: f.teams[0] }, { limit: 200 })).rows).toEqual([]);
    expect((await listOpportunities(t.db, f.orgId, {}, { limit: 200 })).rows.map((r) => r.id)).not.toContain(f.otherId);
    expect(
      await listOpportunitiesByIds(
        t.db,
        f.otherOrgId,
        f.rows.map((r) => r.id),
        'number',
      ),
    ).toEqual([]);
    expect(
      (
        await scoreTotals(
          t.db,
          f.otherOrgId,
          f.rows.map((r) => r.id),
        )
      ).size,
    ).toBe(0);
    expect(await findOpportunity(t.db, f.otherOrgId, f.rows[0].id)).toBeUndefined();
    expect(await findOpportunityId(t.db, f.otherOrgId, f.rows[0].id)).toBeUndefined();
  });
});

describe('single reads and the mapper', () => {
  it('by ids, ordered by title then number, or by number', async () => {
    const some = f.rows.slice(0, 9);
    const byTitle = [...some].sort((x, y) => x.title.localeCompare(y.title) || x.number - y.number).map((r) => r.id);
    expect(
      (
        await listOpportunitiesByIds(
          t.db,
          f.orgId,
          some.map((r) => r.id),
          'title',
        )
      ).map((r) => r.id),
    ).toEqual(byTitle);
    expect(
      (
        await listOpportunitiesByIds(
          t.db,
          f.orgId,
          [...some].reverse().map((r) => r.id),
          'number',
        )
      ).map((r) => r.id),
    ).toEqual(some.map((r) => r.id));
  });

  it('by UUID (a ref names nothing: refs are resolved before); the Opportunity shape with cost only when shown', async () => {
    const r = f.rows[2];
    expect((await findOpportunity(t.db, f.orgId, r.id.toUpperCase()))?.id).toBe(r.id);
    expect(await findOpportunity(t.db, f.orgId, 'OPP-3')).toBeUndefined();
    expect(await findOpportunityId(t.db, f.orgId, 'OPP-3')).toBeUndefined();
    expect(await findOpportunityId(t.db, f.orgId, r.id, true)).toBe(r.id);
    const row = (await findOpportunity(t.db, f.orgId, r.id))!;
    const shown = toOpportunity(row, [], r.total, true);
    expect(shown).toEqual({
      id: r.id,
      orgId: f.orgId,
      ref: 'OPP-3',
      number: 3,
      title: r.title,
      description: '',
      content: '',
      estimatedCost: 1200.5,
      leadId: null,
      teamId: r.team_id,
      workflowId: null,
      state: r.state,
      visionPath: null,
      queuePosition: null,
      dueDate: null,
      categoryId: r.category_id,
      tagIds: r.tag_ids,
      prdTemplateId: null,
      rejectionCategory: null,
      rejectionReason: null,
      objectiveLinks: [],
      scoreTotal: r.total,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    const hidden = toOpportunity(row, [], null, false);
    expect('estimatedCost' in hidden).toBe(false);
  });
});

describe('opportunity_objectives', () => {
  it('links in age order, one primary, the oldest promoted when it goes; org-scoped', async () => {
    const db = t.db;
    const [vision] = await db('visions').insert({ org_id: f.orgId, number: 1, name: 'V', kind: 'company', narrative: 'n', version: 1 }).returning('id');
    const objs = (
      (await db('objectives')
        .insert(
          [1, 2, 3].map((n) => ({
            org_id: f.orgId,
            number: n,
            title: `O${n}`,
            vision_id: vision.id,
            vision_version: 1,
            vision_path: `VIS-1/OBJ-${n}`,
            dri_id: f.ownerId,
          })),
        )
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
    const opp = f.rows[0].id;
    await db.transaction(async (trx) => {
      await insertOpportunityObjectives(trx, f.orgId, [{ opportunityId: opp, objectiveId: objs[0], kind: 'primary' }]);
      await insertOpportunityObjectives(trx, f.orgId, [{ opportunityId: opp, objectiveId: objs[1], kind: 'supporting' }]);
    });
    await db.transaction(async (trx) => {
      await insertOpportunityObjectives(trx, f.orgId, [{ opportunityId: opp, objectiveId: objs[2], kind: 'supporting' }]);
    });
    const links = await listOpportunityObjectives(db, f.orgId, [opp]);
    expect(links.map((l) => [l.objective_id, l.kind])).toEqual([
      ...[
        [objs[0], 'primary'],
        [objs[1], 'supporting'],
      ].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
      [objs[2], 'supporting'],
    ]);
    expect(await listOpportunityObjectives(db, f.otherOrgId, [opp])).toEqual([]);
    expect(await findOpportunityObjective(db, f.otherOrgId, opp, objs[0])).toBeUndefined();
    await db.transaction(async (trx) => {
      await demotePrimaryLink(trx, f.orgId, opp);
      expect((await listOpportunityObjectives(trx, f.orgId, [opp])).every((l) => l.kind === 'supporting')).toBe(true);
      expect(await deleteOpportunityObjective(trx, f.orgId, opp, objs[0])).toBe(1);
      await promoteOldestLinks(trx, f.orgId, [opp]);
    });
    const after = await listOpportunityObjectives(db, f.orgId, [opp]);
    expect(after.filter((l) => l.kind === 'primary').map((l) => l.objective_id)).toEqual([after[0].objective_id]);
    expect(toOpportunity((await findOpportunity(db, f.orgId, opp))!, after, null, false).objectiveLinks).toEqual(
      after.map((l) => ({ objectiveId: l.objective_id, kind: l.kind, createdAt: l.created_at.toISOString() })),
    );
  });
});
