/**
 * The metrics and metric_values query modules against Postgres: the steward filter, paging, org scoping, the
 * readings list (since, order, paging), currentValue following the latest reading, the dependents count and the
 * mappers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  countMetricDependents,
  findBuiltinMetric,
  findMetric,
  findMetricBuiltin,
  findMetricId,
  insertBuiltinMetric,
  listMetrics,
  listTrackedBuiltins,
  listTrackedBuiltinsOfAllOrgs,
  lockBuiltinMetric,
  metricExists,
  refreshCurrentValue,
  refreshCurrentValueIfChanged,
  toMetric,
} from './metrics.js';
import {
  deletePartialReading,
  deleteSystemReadings,
  insertMetricValue,
  latestWeeklyReadingAt,
  listMetricValues,
  toMetricValue,
  upsertPartialReading,
  upsertSystemReadings,
} from './metricValues.js';
import { listOpportunityIdsByMetric } from './opportunityObjectives.js';

const t = useTestDb();
let f: { orgId: string; otherOrgId: string; users: string[]; metrics: { id: string; number: number; steward_id: string | null }[] };

beforeAll(async () => {
  const a = await t.newOrg('Metrics A');
  const b = await t.newOrg('Metrics B');
  const eng = await t.newUser(a.orgId, 'engineer');
  const users = [a.userId, eng.userId];
  const rows = Array.from({ length: 9 }, (_, i) => ({
    org_id: a.orgId,
    number: i + 1,
    name: `M${i + 1}`,
    unit: 'count',
    steward_id: [users[0], users[1], null][i % 3],
  }));
  const metrics = (await t.db('metrics').insert(rows).returning(['id', 'number', 'steward_id'])) as { id: string; number: number; steward_id: string | null }[];
  await t.db('metrics').insert({ org_id: b.orgId, number: 1, name: 'B', unit: 'count', steward_id: b.userId });
  f = { orgId: a.orgId, otherOrgId: b.orgId, users, metrics };
});

describe('metrics', () => {
  it("lists by number, by steward, paged; never another org's", async () => {
    for (const stewardId of [undefined, ...f.users]) {
      const want = f.metrics.filter((m) => !stewardId || m.steward_id === stewardId).map((m) => m.id);
      const got: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listMetrics(t.db, f.orgId, { stewardId }, { cursor, limit: 2 });
        got.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(got).toEqual(want);
    }
    expect((await listMetrics(t.db, f.otherOrgId, { stewardId: f.users[0] }, { limit: 50 })).rows).toEqual([]);
    expect(await findMetric(t.db, f.otherOrgId, f.metrics[0].id)).toBeUndefined();
    expect(await findMetricId(t.db, f.otherOrgId, f.metrics[0].id)).toBeUndefined();
    expect(await findMetricId(t.db, f.orgId, 'MET-1')).toBeUndefined();
    expect(await findMetricId(t.db, f.orgId, f.metrics[0].id, true)).toBe(f.metrics[0].id);
    expect(await metricExists(t.db, f.otherOrgId, f.metrics[0].id)).toBe(false);
    expect(await metricExists(t.db, f.orgId, f.metrics[0].id)).toBe(true);
    expect(await findMetricBuiltin(t.db, f.orgId, f.metrics[0].id)).toEqual({ number: 1, builtin_id: null });
  });

  it('maps a row to the Metric shape', async () => {
    const m = f.metrics[1];
    expect(toMetric((await findMetric(t.db, f.orgId, m.id))!)).toEqual({
      id: m.id,
      orgId: f.orgId,
      ref: 'MET-2',
      number: 2,
      name: 'M2',
      description: '',
      currentValue: null,
      unit: 'count',
      dataSourceType: 'manual',
      dataSourceConfig: null,
      stewardId: m.steward_id,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });
});

describe('metric_values', () => {
  it('readings oldest first, since a day, paged; currentValue follows the latest recordedAt', async () => {
    const m = f.metrics[2].id;
    const days = ['2026-11-03', '2026-11-01', '2026-11-05', '2026-11-02'];
    await t.db.transaction(async (trx) => {
      for (const [i, d] of days.entries()) {
        await insertMetricValue(trx, f.orgId, {
          metric_id: m,
          value: i + 1,
          recorded_at: `${d}T12:00:00Z`,
          note: '',
          source: 'manual',
          created_by: f.users[0],
        });
      }
      await refreshCurrentValue(trx, f.orgId, m);
    });
    const all = (await listMetricValues(t.db, f.orgId, m, {}, { limit: 50 })).rows;
    expect(all.map((r) => r.value)).toEqual([2, 4, 1, 3]);
    expect((await listMetricValues(t.db, f.orgId, m, { since: '2026-11-03' }, { limit: 50 })).rows.map((r) => r.value)).toEqual([1, 3]);
    const first = await listMetricValues(t.db, f.orgId, m, {}, { limit: 3 });
    const rest = await listMetricValues(t.db, f.orgId, m, {}, { limit: 3, cursor: first.nextCursor! });
    expect([...first.rows, ...rest.rows].map((r) => r.value)).toEqual([2, 4, 1, 3]);
    expect((await listMetricValues(t.db, f.otherOrgId, m, {}, { limit: 50 })).rows).toEqual([]);
    expect((await findMetric(t.db, f.orgId, m))!.current_value).toBe(3);
    expect(toMetricValue(all[0])).toEqual({
      id: all[0].id,
      metricId: m,
      value: 2,
      recordedAt: '2026-11-01T12:00:00.000Z',
      note: '',
      source: 'manual',
      partial: false,
      createdBy: f.users[0],
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('dependents: anchored objectives, their opportunities, the live ones', async () => {
    const db = t.db;
    const m = f.metrics[3].id;
    const [v] = await db('visions').insert({ org_id: f.orgId, number: 1, name: 'V', kind: 'company', narrative: 'n', version: 1 }).returning('id');
    const objs = (
      (await db('objectives')
        .insert(
          [1, 2].map((n) => ({
            org_id: f.orgId,
            number: n,
            title: `O${n}`,
            vision_id: v.id,
            vision_version: 1,
            vision_path: 'p',
            dri_id: f.users[0],
            metric_id: m,
          })),
        )
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
    const opps = (
      (await db('opportunities')
        .insert(
          [
            ['backlog', 1],
            ['completed', 2],
            ['in_progress', 3],
          ].map(([state, n]) => ({ org_id: f.orgId, number: n, title: `P${n}`, state })),
        )
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
    await db('opportunity_objectives').insert([
      { org_id: f.orgId, opportunity_id: opps[0], objective_id: objs[0], kind: 'primary' },
      { org_id: f.orgId, opportunity_id: opps[0], objective_id: objs[1], kind: 'supporting' },
      { org_id: f.orgId, opportunity_id: opps[1], objective_id: objs[1], kind: 'primary' },
    ]);
    expect(await countMetricDependents(db, f.orgId, m)).toEqual({ objectives: 2, opportunities: 2, live: 1 });
    expect(await countMetricDependents(db, f.otherOrgId, m)).toEqual({ objectives: 0, opportunities: 0, live: 0 });
    expect((await listOpportunityIdsByMetric(db, f.orgId, m)).sort()).toEqual([opps[0], opps[1]].sort());
    expect(await listOpportunityIdsByMetric(db, f.otherOrgId, m)).toEqual([]);
  });
});

describe('built-in metrics', () => {
  it('tracks once per (built-in, params); system and partial readings; currentValue follows the newest', async () => {
    const org = f.orgId;
    const spec = {
      number: 100,
      name: 'Throughput',
      description: 'd',
      unit: 'count',
      config: { builtinId: 'throughput', params: {} },
      builtinId: 'throughput',
      params: {},
    };
    const m = await t.db.transaction((trx) => insertBuiltinMetric(trx, org, spec));
    expect(m).toMatchObject({ org_id: org, number: 100, builtin_id: 'throughput', data_source_type: 'system' });
    expect(await t.db.transaction((trx) => insertBuiltinMetric(trx, org, { ...spec, number: 101 }))).toBeUndefined();
    expect((await findBuiltinMetric(t.db, org, 'throughput', {}))?.id).toBe(m!.id);
    expect(await findBuiltinMetric(t.db, org, 'throughput', { categoryId: crypto.randomUUID() })).toBeUndefined();
    expect(await findBuiltinMetric(t.db, f.otherOrgId, 'throughput', {})).toBeUndefined();
    expect((await listTrackedBuiltins(t.db, org)).map((r) => r.id)).toEqual([m!.id]);
    expect(await listTrackedBuiltins(t.db, f.otherOrgId)).toEqual([]);
    expect(await listTrackedBuiltinsOfAllOrgs(t.db)).toContainEqual({ org_id: org, id: m!.id });
    expect(await lockBuiltinMetric(t.db, org, f.metrics[0].id)).toBeUndefined();

    const id = m!.id;
    const week = (d: string) => new Date(`${d}T00:00:00Z`);
    await t.db.transaction(async (trx) => {
      await upsertSystemReadings(
        trx,
        org,
        id,
        [
          { recorded_at: week('2026-11-09'), value: 3 },
          { recorded_at: week('2026-11-16'), value: 5 },
        ],
        1e-9,
      );
      await upsertSystemReadings(trx, org, id, [{ recorded_at: week('2026-11-16'), value: 6 }], 1e-9);
      await refreshCurrentValueIfChanged(trx, org, id);
    });
    expect((await listMetricValues(t.db, org, id, {}, { limit: 10 })).rows.map((r) => [r.value, r.partial])).toEqual([
      [3, false],
      [6, false],
    ]);
    expect(await latestWeeklyReadingAt(t.db, org, id)).toEqual(week('2026-11-16'));
    expect((await findMetric(t.db, org, id))!.current_value).toBe(6);
    await t.db.transaction(async (trx) => {
      await upsertPartialReading(trx, org, id, 2, week('2026-11-18'));
      await upsertPartialReading(trx, org, id, 4, week('2026-11-19'));
      await refreshCurrentValueIfChanged(trx, org, id);
    });
    const partial = (await listMetricValues(t.db, org, id, {}, { limit: 10 })).rows.filter((r) => r.partial);
    expect(partial.map((r) => [r.value, r.recorded_at.toISOString()])).toEqual([[4, '2026-11-19T00:00:00.000Z']]);
    expect(await latestWeeklyReadingAt(t.db, org, id)).toEqual(week('2026-11-16'));
    expect((await findMetric(t.db, org, id))!.current_value).toBe(4);
    await t.db.transaction(async (trx) => {
      await deletePartialReading(trx, org, id);
      await deleteSystemReadings(trx, org, id, [week('2026-11-16')]);
      await refreshCurrentValueIfChanged(trx, org, id);
    });
    expect((await listMetricValues(t.db, org, id, {}, { limit: 10 })).rows.map((r) => r.value)).toEqual([3]);
    expect((await findMetric(t.db, org, id))!.current_value).toBe(3);
    expect(await latestWeeklyReadingAt(t.db, f.otherOrgId, id)).toBeNull();
  });
});
