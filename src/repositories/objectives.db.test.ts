/**
 * The objectives and objective_links query modules against Postgres: GET /objectives filters alone and in every
 * combination (generated, checked against an in-memory filter), paging, org scoping, the mapper, and the nesting
 * read both ways.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestDb } from '../db/testing/harness.js';
import {
  findObjective,
  findObjectiveId,
  listAllObjectives,
  listObjectives,
  listVisionObjectives,
  toObjective,
  toObjectiveSummary,
  unanchorObjectives,
  type ObjectiveFilter,
} from './objectives.js';
import { deleteObjectiveLink, findChildLink, findPrimaryParentLink, listLinkedObjectives, listObjectiveLinks, upsertObjectiveLink } from './objectiveLinks.js';

const t = useTestDb();
const SEED = 3032;
const STATUSES = ['active', 'achieved', 'abandoned'] as const;

interface Model {
  id: string;
  number: number;
  vision_id: string;
  metric_id: string | null;
  dri_id: string;
  status: string;
}
let f: { orgId: string; otherOrgId: string; otherId: string; visions: string[]; metrics: string[]; users: string[]; rows: Model[] };

beforeAll(async () => {
  const db = t.db;
  const a = await t.newOrg('Objectives A');
  const b = await t.newOrg('Objectives B');
  const orgId = a.orgId;
  const eng = await t.newUser(orgId, 'engineer');
  const ids = async (table: string, rows: Record<string, unknown>[], org = orgId) =>
    (
      (await db(table)
        .insert(rows.map((r) => ({ org_id: org, ...r })))
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
  const visions = await ids('visions', [
    { number: 1, name: 'V1', kind: 'company', narrative: 'n', version: 1 },
    { number: 2, name: 'V2', kind: 'product', narrative: 'n', version: 1 },
  ]);
  const metrics = await ids('metrics', [
    { number: 1, name: 'M1', unit: 'count' },
    { number: 2, name: 'M2', unit: 'count' },
  ]);
  const users = [a.userId, eng.userId];
  const attrs = fc.sample(
    fc.record({
      vision_id: fc.constantFrom(...visions),
      metric_id: fc.option(fc.constantFrom(...metrics), { nil: null }),
      dri_id: fc.constantFrom(...users),
      status: fc.constantFrom(...STATUSES),
    }),
    { numRuns: 30, seed: SEED },
  );
  const rows: Model[] = [];
  for (const [i, cols] of attrs.entries()) {
    const number = i + 1;
    const [id] = await ids('objectives', [
      {
        number,
        title: `O${number}`,
        vision_version: 1,
        vision_path: 'pending',
        target_operator: cols.metric_id ? 'gte' : null,
        target_numeric: cols.metric_id ? '12.50' : null,
        ...cols,
      },
    ]);
    rows.push({ id, number, ...cols });
  }
  const [bVision] = await ids('visions', [{ number: 1, name: 'BV', kind: 'company', narrative: 'n', version: 1 }], b.orgId);
  const [other] = await ids('objectives', [{ number: 1, title: 'B', vision_id: bVision, vision_version: 1, vision_path: 'x', dri_id: b.userId }], b.orgId);
  f = { orgId, otherOrgId: b.orgId, otherId: other, visions, metrics, users, rows };
});

function expected(q: ObjectiveFilter): string[] {
  return f.rows
    .filter(
      (r) =>
        (!q.visionId || r.vision_id === q.visionId) &&
        (!q.metricId || r.metric_id === q.metricId) &&
        (!q.driId || r.dri_id === q.driId) &&
        (!q.status || r.status === q.status),
    )
    .sort((x, y) => x.number - y.number)
    .map((r) => r.id);
}

describe('listObjectives', () => {
  it('any combination of filters (generated) returns exactly the matching rows by number, paged', async () => {
    const pick = <T>(xs: readonly T[]) => fc.option(fc.constantFrom(...xs), { nil: undefined });
    const arb = fc.record({ visionId: pick(f.visions), metricId: pick(f.metrics), driId: pick(f.users), status: pick(STATUSES) }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(arb, fc.integer({ min: 1, max: 40 }), async (q, limit) => {
        const got: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await listObjectives(t.db, f.orgId, q, { cursor, limit });
          expect(page.rows.length).toBeLessThanOrEqual(limit);
          got.push(...page.rows.map((r) => r.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        expect(got).toEqual(expected(q));
      }),
      { seed: SEED, numRuns: 80 },
    );
    for (const visionId of f.visions) expect(expected({ visionId }).length).toBeGreaterThan(0);
    for (const metricId of f.metrics) expect(expected({ metricId }).length).toBeGreaterThan(0);
  });

  it("a vision's objectives and all of them by number; never another org's", async () => {
    const page = await listVisionObjectives(t.db, f.orgId, f.visions[1], { limit: 200 });
    expect(page.rows.map((r) => r.id)).toEqual(expected({ visionId: f.visions[1] }));
    expect((await listAllObjectives(t.db, f.orgId)).map((r) => r.id)).toEqual(expected({}));
    expect((await listObjectives(t.db, f.otherOrgId, {}, { limit: 200 })).rows.map((r) => r.id)).toEqual([f.otherId]);
    expect((await listVisionObjectives(t.db, f.otherOrgId, f.visions[0], { limit: 200 })).rows).toEqual([]);
    expect(await findObjective(t.db, f.otherOrgId, f.rows[0].id)).toBeUndefined();
    expect(await findObjectiveId(t.db, f.otherOrgId, f.rows[0].id)).toBeUndefined();
  });

  it('finds by UUID (a ref names nothing: refs are resolved before) and maps to the Objective shape', async () => {
    const r = f.rows.find((x) => x.metric_id)!;
    expect(await findObjectiveId(t.db, f.orgId, `OBJ-${r.number}`)).toBeUndefined();
    expect(await findObjectiveId(t.db, f.orgId, r.id, true)).toBe(r.id);
    const row = (await findObjective(t.db, f.orgId, r.id))!;
    expect(toObjective(row)).toEqual({
      id: r.id,
      orgId: f.orgId,
      ref: `OBJ-${r.number}`,
      number: r.number,
      visionId: r.vision_id,
      title: `O${r.number}`,
      description: '',
      metricId: r.metric_id,
      targetOperator: 'gte',
      targetNumeric: '12.5',
      startNumeric: null,
      driId: r.dri_id,
      deadline: null,
      horizon: null,
      status: r.status,
      visionVersion: 1,
      visionPath: 'pending',
      progress: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(toObjectiveSummary(row)).toEqual({ id: r.id, ref: `OBJ-${r.number}`, title: `O${r.number}`, status: r.status, visionId: r.vision_id });
  });
});

describe('objective_links and unanchoring', () => {
  it('links read both ways from either end; upsert replaces the kind; scoped by org', async () => {
    const [p, c1, c2] = f.rows.slice(0, 3).map((r) => r.id);
    await t.db.transaction(async (trx) => {
      await upsertObjectiveLink(trx, f.orgId, c1, p, 'supporting');
      await upsertObjectiveLink(trx, f.orgId, c1, p, 'primary');
      await upsertObjectiveLink(trx, f.orgId, c2, p, 'supporting');
    });
    expect((await findPrimaryParentLink(t.db, f.orgId, c1))?.parent_id).toBe(p);
    expect(await findPrimaryParentLink(t.db, f.orgId, c1, p)).toBeUndefined();
    expect(await findPrimaryParentLink(t.db, f.otherOrgId, c1)).toBeUndefined();
    expect((await findChildLink(t.db, f.orgId, p))?.parent_id).toBe(p);
    expect(await findChildLink(t.db, f.orgId, c1)).toBeUndefined();
    const fromParent = await listLinkedObjectives(t.db, f.orgId, p);
    expect(fromParent.map((r) => [r.id, r.kind, r.outgoing])).toEqual([
      [c1, 'primary', false],
      [c2, 'supporting', false],
    ]);
    expect((await listLinkedObjectives(t.db, f.orgId, c1)).map((r) => [r.id, r.kind, r.outgoing])).toEqual([[p, 'primary', true]]);
    expect(await listLinkedObjectives(t.db, f.otherOrgId, p)).toEqual([]);
    const all = await listObjectiveLinks(t.db, f.orgId);
    expect(all).toEqual([...all].sort((x, y) => x.child_id.localeCompare(y.child_id) || x.parent_id.localeCompare(y.parent_id)));
    expect(all).toHaveLength(2);
    await t.db.transaction(async (trx) => {
      expect(await deleteObjectiveLink(trx, f.otherOrgId, c2, p)).toBe(0);
      expect(await deleteObjectiveLink(trx, f.orgId, c2, p)).toBe(1);
    });
  });

  it("unanchorObjectives clears the metric and target of that metric's objectives only, in the org", async () => {
    await t.db.transaction((trx) => unanchorObjectives(trx, f.orgId, f.metrics[0]));
    const after = await listAllObjectives(t.db, f.orgId);
    expect(after.filter((r) => r.metric_id === f.metrics[0])).toEqual([]);
    for (const r of after.filter((x) => f.rows.find((m) => m.id === x.id)!.metric_id === f.metrics[0])) {
      expect([r.target_operator, r.target_numeric, r.start_numeric]).toEqual([null, null, null]);
    }
    expect(after.filter((r) => r.metric_id === f.metrics[1]).length).toBe(expected({ metricId: f.metrics[1] }).length);
  });
});
