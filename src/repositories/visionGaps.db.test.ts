/**
 * The reads behind a vision's AI context (spec 2 §4.3) against Postgres, in the modules of the tables they are about:
 * objectives without a metric, without a target, without opportunities, stalled for 30 days (objectives.ts); the
 * vision's metrics and those without readings (metrics.ts); open opportunities linked to no objective
 * (opportunities.ts); the vision's brief and child counts (visions.ts). Generated objectives (fast-check, fixed seed)
 * are checked against an in-memory model; another org and another vision never count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { countVisionMetrics, listVisionMetricsWithoutReadings } from './metrics.js';
import { listObjectivesWithoutMetric, listObjectivesWithoutOpportunities, listObjectivesWithoutTarget, listStalledObjectives } from './objectives.js';
import { listOpportunitiesWithoutObjective } from './opportunities.js';
import { countVisionChildren, findVisionBrief } from './visions.js';

const t = useTestDb();
const SEED = 4711;
const STATES = ['backlog', 'in_progress', 'completed', 'cancelled'] as const;

describe('vision gap reads', () => {
  it('each gap list matches the model of generated rows, by number, limited; another org and vision never show', async () => {
    const a = await t.newOrg('Gaps A');
    const b = await t.newOrg('Gaps B');
    const o = a.orgId;
    const db = t.db;
    const ins = async (table: string, rows: Record<string, unknown>[], org = o) =>
      (
        (await db(table)
          .insert(rows.map((r) => ({ org_id: org, ...r })))
          .returning('id')) as { id: string }[]
      ).map((r) => r.id);
    const [vision, otherVision] = await ins('visions', [
      { number: 1, name: 'V1', kind: 'company', narrative: 'n', version: 1 },
      { number: 2, name: 'V2', kind: 'product', narrative: 'n', version: 1 },
    ]);
    const metrics = await ins(
      'metrics',
      [1, 2, 3, 4].map((n) => ({ number: n, name: `M${n}`, unit: 'count' })),
    );
    // M1: no readings. M2: flat for 40 days (stalled). M3: moved within 30 days. M4: only recent readings.
    const day = 86_400_000;
    const reading = (metric_id: string, value: number, daysAgo: number) => ({
      metric_id,
      value,
      recorded_at: new Date(Date.now() - daysAgo * day),
      source: 'manual',
    });
    await ins('metric_values', [
      reading(metrics[1], 5, 40),
      reading(metrics[1], 5, 3),
      reading(metrics[2], 5, 40),
      reading(metrics[2], 6, 3),
      reading(metrics[3], 1, 2),
    ]);
    const cols = fc.sample(
      fc.record({
        vision: fc.boolean(),
        metric: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        target: fc.boolean(),
        status: fc.constantFrom('active', 'achieved', 'abandoned'),
        linked: fc.boolean(),
      }),
      { numRuns: 40, seed: SEED },
    );
    const objectives = [];
    for (const [i, c] of cols.entries()) {
      const metric_id = c.metric === null ? null : metrics[c.metric];
      const [id] = await ins('objectives', [
        {
          number: i + 1,
          title: `O${i + 1}`,
          vision_id: c.vision ? vision : otherVision,
          vision_version: 1,
          vision_path: 'pending',
          metric_id,
          target_operator: metric_id && c.target ? 'gte' : null,
          target_numeric: metric_id && c.target ? '10' : null,
          status: c.status,
          dri_id: a.userId,
        },
      ]);
      objectives.push({ id, number: i + 1, ...c, metric_id });
    }
    const opps = fc.sample(fc.record({ state: fc.constantFrom(...STATES), link: fc.option(fc.integer({ min: 0, max: cols.length - 1 }), { nil: null }) }), {
      numRuns: 20,
      seed: SEED,
    });
    const oppRows = [];
    for (const [i, p] of opps.entries()) {
      const [id] = await ins('opportunities', [{ number: i + 1, title: `P${i + 1}`, state: p.state }]);
      const link = p.link !== null && objectives[p.link].linked ? objectives[p.link] : undefined;
      if (link) await db('opportunity_objectives').insert({ org_id: o, opportunity_id: id, objective_id: link.id, kind: 'primary' });
      oppRows.push({ id, number: i + 1, state: p.state, linkedTo: link?.id });
    }
    // The other org: same shapes, never seen.
    const [bVision] = await ins('visions', [{ number: 1, name: 'B', kind: 'company', narrative: 'n', version: 1 }], b.orgId);
    await ins(
      'objectives',
      [{ number: 1, title: 'B', vision_id: bVision, vision_version: 1, vision_path: 'pending', status: 'active', dri_id: b.userId }],
      b.orgId,
    );
    await ins('opportunities', [{ number: 1, title: 'B' }], b.orgId);

    const mine = objectives.filter((x) => x.vision);
    const linkedIds = new Set(oppRows.map((p) => p.linkedTo).filter(Boolean));
    const numbers = (rows: { number: number }[]) => rows.map((r) => r.number);
    for (const limit of [50, 3]) {
      const take = (xs: { number: number }[]) => numbers(xs).slice(0, limit);
      expect(numbers(await listObjectivesWithoutMetric(db, o, vision, limit))).toEqual(take(mine.filter((x) => x.metric_id === null && x.status === 'active')));
      expect(numbers(await listObjectivesWithoutTarget(db, o, vision, limit))).toEqual(take(mine.filter((x) => x.metric_id !== null && !x.target)));
      expect(numbers(await listObjectivesWithoutOpportunities(db, o, vision, limit))).toEqual(
        take(mine.filter((x) => x.status === 'active' && !linkedIds.has(x.id))),
      );
      const stalled = await listStalledObjectives(db, o, vision, limit);
      expect(numbers(stalled)).toEqual(take(mine.filter((x) => x.status === 'active' && x.target && x.metric === 1)));
      for (const s of stalled) expect(s.metric_number).toBe(2);
      const anchored = new Set(mine.map((x) => x.metric).filter((m) => m !== null));
      expect(numbers(await listVisionMetricsWithoutReadings(db, o, vision, limit))).toEqual(anchored.has(0) ? [1] : []);
      expect(numbers(await listOpportunitiesWithoutObjective(db, o, limit))).toEqual(
        take(oppRows.filter((p) => !p.linkedTo && p.state !== 'completed' && p.state !== 'cancelled')),
      );
      expect(await countVisionMetrics(db, o, vision)).toBe(new Set(mine.map((x) => x.metric).filter((m) => m !== null)).size);
    }
    expect(Number((await countVisionChildren(db, o, vision)).objectives)).toBe(mine.length);
    expect(await findVisionBrief(db, o, vision)).toEqual({ id: vision, number: 1, name: 'V1', kind: 'company', narrative: 'n' });
    expect(await findVisionBrief(db, b.orgId, vision)).toBeUndefined();
    expect(await findVisionBrief(db, o, 'VIS-1')).toBeUndefined();
    expect(await listObjectivesWithoutMetric(db, b.orgId, vision, 50)).toEqual([]);
    expect(await countVisionMetrics(db, b.orgId, vision)).toBe(0);
    expect(numbers(await listOpportunitiesWithoutObjective(db, b.orgId, 50))).toEqual([1]);
  });
});
