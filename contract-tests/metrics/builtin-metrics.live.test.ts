/**
 * Built-in delivery metrics on the real server and a real Postgres (spec 1 §2.4, spec 2 §4.6).
 *
 * On the seeded task history of _setup.ts, each built-in is tracked and its weekly readings are compared with values
 * computed by hand there: throughput per week, medians of lead time, cycle time and time in status (odd and even
 * counts), cycle predictability per cycle, and the category filter.
 * Then: idempotent tracking (sequential and concurrent, params in any order and case), the refusals (unknown id with
 * did-you-mean, statusGroup missing or not applicable, another org's category, readings by hand and computed fields
 * as 422 SOURCE_OWNED_FIELDS), the 52-week cap and an empty history, tenancy, and the nightly job: two more server
 * instances on the test database both try to add the missed 03:00 run (crontab fill), and it runs exactly once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dirname } from 'node:path';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, failure, must, ok, useSdk } from '../lib/sdkAs.js';
import { startInstance, stopAll, type Started } from '../lib/processes.js';
import {
  useSeededHistory,
  databaseUrl,
  filesDir,
  DAY,
  WEEK,
  W0,
  end,
  db,
  org,
  admin,
  categoryX,
  EXPECTED,
  readings,
  currentOf,
  byWeek,
  track,
  trackRaw,
  tracked,
} from './_setup.js';

useSdk();
useSeededHistory();

describe('the catalog (GET /metrics/builtins)', () => {
  it('lists the five built-ins with unit, params schema and tracked false in a new org', async () => {
    const body = envelope(await sdk.listBuiltinMetrics(admin));
    const list = body.data!;
    expect(list.map((b) => [b.id, b.unit])).toEqual([
      ['task_throughput', 'count'],
      ['lead_time', 'duration'],
      ['cycle_time', 'duration'],
      ['time_in_status', 'duration'],
      ['cycle_predictability', 'ratio'],
    ]);
    for (const b of list) expect(b).toMatchObject({ tracked: false, metricId: null, tracking: [] });
    const tis = list.find((b) => b.id === 'time_in_status')!;
    expect(tis.params).toMatchObject({
      type: 'object',
      required: ['statusGroup'],
      properties: { statusGroup: { enum: ['backlog', 'todo', 'not_started', 'in_progress'] }, categoryId: { format: 'uuid' } },
    });
    expect((list[0].params as { properties: Record<string, unknown> }).properties.statusGroup).toBeUndefined();
  });
});

describe('readings computed from the seeded history (hand-computed)', () => {
  const cases: [key: keyof typeof EXPECTED, body: sdk.TrackBuiltinMetricBody, unit: string][] = [
    ['throughput', { builtinId: 'task_throughput' }, 'count'],
    ['throughputX', { builtinId: 'task_throughput', params: { categoryId: 'X' } }, 'count'],
    ['lead', { builtinId: 'lead_time' }, 'duration'],
    ['leadX', { builtinId: 'lead_time', params: { categoryId: 'X' } }, 'duration'],
    ['cycle', { builtinId: 'cycle_time' }, 'duration'],
    ['inProgress', { builtinId: 'time_in_status', params: { statusGroup: 'in_progress' } }, 'duration'],
    ['notStarted', { builtinId: 'time_in_status', params: { statusGroup: 'not_started' } }, 'duration'],
    ['predictability', { builtinId: 'cycle_predictability' }, 'ratio'],
  ];
  for (const [key, body, unit] of cases) {
    it(`${key}: ${JSON.stringify(body)}`, async () => {
      const sent: sdk.TrackBuiltinMetricBody = JSON.parse(JSON.stringify(body).replace('"X"', JSON.stringify(categoryX.id)));
      const r = envelope(await track(admin, sent), 201);
      const m = r.data;
      tracked[key] = m;
      expect(m).toMatchObject({ unit, dataSourceType: 'system', dataSourceConfig: { builtinId: sent.builtinId, params: sent.params ?? {} } });
      expect(r.actions.map((a) => a.rel)).toEqual(['self', 'values', 'builtins']);
      const want = byWeek(EXPECTED[key]);
      const got = await readings(admin, m.ref);
      expect(got.map((v) => ({ recordedAt: v.recordedAt, value: v.value }))).toEqual(want);
      expect(got.every((v) => v.source === 'system' && v.createdBy === null)).toBe(true);
      expect(m.currentValue).toBe(await currentOf(admin, m.ref, want[want.length - 1].value));
    });
  }

  it('names the metric after the built-in, its status group and its category', async () => {
    expect(must(await sdk.getMetric(tracked.inProgress.ref, admin)).name).toBe('Time in status: in progress');
    expect(must(await sdk.getMetric(tracked.leadX.ref, admin)).name).toBe(`Lead time (${categoryX.label})`);
  });

  it('the catalog shows what is tracked: tracked, metricId (the first) and every variant with its params', async () => {
    const list = must(await sdk.listBuiltinMetrics(admin));
    const tp = list.find((b) => b.id === 'task_throughput')!;
    expect(tp).toMatchObject({ tracked: true, metricId: tracked.throughput.id });
    expect(tp.tracking).toEqual([
      { metricId: tracked.throughput.id, ref: tracked.throughput.ref, params: {} },
      { metricId: tracked.throughputX.id, ref: tracked.throughputX.ref, params: { categoryId: categoryX.id } },
    ]);
    expect(list.find((b) => b.id === 'time_in_status')!.tracking.map((t) => t.params)).toEqual([
      { statusGroup: 'in_progress' },
      { statusGroup: 'not_started' },
    ]);
  });
});

describe('tracking is idempotent by content', () => {
  it('the same built-in with the same params answers 200 with the existing metric; params in any order and case', async () => {
    const again = ok(await track(admin, { builtinId: 'task_throughput' }));
    expect(again.id).toBe(tracked.throughput.id);
    expect(ok(await track(admin, { builtinId: 'task_throughput', params: {} })).id).toBe(tracked.throughput.id);
    expect(ok(await track(admin, { builtinId: 'task_throughput', params: { categoryId: categoryX.id.toUpperCase() } })).id).toBe(tracked.throughputX.id);
    const both = ok(await track(admin, { builtinId: 'time_in_status', params: { categoryId: categoryX.id, statusGroup: 'todo' } }), 201);
    expect(ok(await track(admin, { params: { statusGroup: 'todo', categoryId: categoryX.id }, builtinId: 'time_in_status' })).id).toBe(both.id);
    // readings were not written twice
    expect((await readings(admin, tracked.throughput.ref)).length).toBe(4);
  });

  it('concurrent requests create one metric: one 201, the rest 200 with the same id, no metric number used up', async () => {
    const before = must(await sdk.listMetrics({ limit: 200 }, admin));
    const replies = await Promise.all(Array.from({ length: 6 }, () => track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'backlog' } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => must(r).id)).size).toBe(1);
    const created = must(replies.find((r) => r.status === 201)!);
    expect(created.number).toBe(Math.max(...before.map((m) => m.number)) + 1);
    // the next metric takes the next number: the losers gave theirs back
    const next = must(await sdk.createMetric({ name: 'After the race', unit: 'count' }, undefined, admin));
    expect(next.number).toBe(created.number + 1);
  });

  it('an Idempotency-Key replays the first answer', async () => {
    const key = `track-${Date.now()}`;
    const first = envelope(await track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'todo' } }, { 'Idempotency-Key': key }), 201);
    const replay = await track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'todo' } }, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(must(replay).id).toBe(first.data.id);
    failure(await track(admin, { builtinId: 'lead_time' }, { 'Idempotency-Key': key }), 409, 'IDEMPOTENCY_CONFLICT');
  });
});

describe('refusals', () => {
  it('an unknown builtinId is 400 with did-you-mean and the allowed ids', async () => {
    // an unknown built-in: raw HTTP, the SDK's types do not let it be sent
    const err = failure(await trackRaw(org.apiKey, { builtinId: 'lead_tme' }), 400, 'VALIDATION_FAILED', 'body.builtinId');
    expect(err.message).toContain('did you mean lead_time?');
    expect(err.message).toContain('task_throughput, lead_time, cycle_time, time_in_status, cycle_predictability');
    expect(err.suggestion).toContain('lead_time');
  });

  it('time_in_status without statusGroup is 400 naming it; a statusGroup on another built-in is 400; an unknown group is 400', async () => {
    const missing = failure(await track(admin, { builtinId: 'time_in_status' }), 400, 'VALIDATION_FAILED', 'body.params.statusGroup');
    expect(missing.suggestion).toContain('not_started');
    failure(await track(admin, { builtinId: 'time_in_status', params: { categoryId: categoryX.id } }), 400, 'VALIDATION_FAILED', 'body.params.statusGroup');
    failure(await track(admin, { builtinId: 'lead_time', params: { statusGroup: 'todo' } }), 400, 'VALIDATION_FAILED', 'body.params.statusGroup');
    // a status group outside the enum: raw HTTP
    const bad = failure(
      await trackRaw(org.apiKey, { builtinId: 'time_in_status', params: { statusGroup: 'doing' } }),
      400,
      'VALIDATION_FAILED',
      'body.params.statusGroup',
    );
    expect(bad.message).toContain('did you mean in_progress?');
    // a param the document does not name: raw HTTP
    failure(await trackRaw(org.apiKey, { builtinId: 'lead_time', params: { team: 'x' } }), 400, 'VALIDATION_FAILED', 'body.params.team');
  });

  it('a categoryId that is not a category of the org is 404 naming body.params.categoryId', async () => {
    const other = await newOrg('Other org for built-ins');
    const foreign = must(await sdk.createCategory({ label: 'Theirs' }, undefined, as(other.apiKey)));
    const err = failure(await track(admin, { builtinId: 'task_throughput', params: { categoryId: foreign.id } }), 404, 'NOT_FOUND', 'body.params.categoryId');
    expect(err.suggestion).toContain('/api/v1/categories');
    failure(
      await track(admin, { builtinId: 'task_throughput', params: { categoryId: '00000000-0000-4000-8000-000000000000' } }),
      404,
      'NOT_FOUND',
      'body.params.categoryId',
    );
  });

  it('readings by hand stay refused (422 SOURCE_OWNED_FIELDS), and so are changes to computed fields', async () => {
    const ref = tracked.lead.ref;
    const r = failure(await sdk.createMetricValue(ref, { value: 1 }, undefined, admin), 422, 'SOURCE_OWNED_FIELDS');
    expect(r.data).toEqual({ dataSourceType: 'system' });
    const p = failure(await sdk.updateMetric(ref, { unit: 'count', dataSourceType: 'manual' }, undefined, admin), 422, 'SOURCE_OWNED_FIELDS', 'body.unit');
    expect(p.data).toEqual({ fields: ['unit', 'dataSourceType'], builtinId: 'lead_time' });
    failure(await sdk.updateMetric(ref, { currentValue: 1 }, undefined, admin), 422, 'SOURCE_OWNED_FIELDS', 'body.currentValue');
    const renamed = must(await sdk.updateMetric(ref, { name: 'Lead time (all work)', description: 'Ours' }, undefined, admin));
    expect(renamed).toMatchObject({ name: 'Lead time (all work)', dataSourceType: 'system', currentValue: await currentOf(admin, ref, 3) });
    // a manual metric still takes any field
    const manual = must(await sdk.createMetric({ name: 'Manual', unit: 'count' }, undefined, admin));
    expect(must(await sdk.updateMetric(manual.ref, { unit: 'ratio', currentValue: 2 }, undefined, admin)).unit).toBe('ratio');
  });

  it('an engineer key lacks metric:create (403); reading the catalog is allowed', async () => {
    const eng = as(org.engineerKey);
    const viewer = must(await sdk.getViewer(eng));
    if (!viewer.capabilities.includes('metric:create')) failure(await track(eng, { builtinId: 'lead_time' }), 403, 'FORBIDDEN');
    envelope(await sdk.listBuiltinMetrics(eng));
  });
});

describe('the backfill window and tenancy', () => {
  let other: Awaited<ReturnType<typeof newOrg>>;
  let api: RequestInit;
  beforeAll(async () => {
    other = await newOrg('Old history org');
    api = as(other.apiKey);
  });

  it('with no task history a tracked built-in has no readings and currentValue null', async () => {
    const m = ok(await track(api, { builtinId: 'task_throughput' }), 201);
    expect(m.currentValue).toBeNull();
    expect(await readings(api, m.ref)).toEqual([]);
    must(await sdk.deleteMetric(m.ref, undefined, api));
  });

  it('backfills at most 52 weeks: a task completed 60 weeks ago leaves 52 weekly zeros, ending with the last complete week', async () => {
    const t = must(await sdk.createTask({ title: 'Old work' }, undefined, api));
    must(await sdk.setTaskStatus(t.ref, { status: 'in_progress' }, undefined, api));
    must(await sdk.setTaskStatus(t.ref, { status: 'completed' }, undefined, api));
    const old = W0 - 60 * WEEK + DAY;
    await db('activities')
      .where({ org_id: other.orgId, entity_type: 'task', entity_id: t.id })
      .update({ created_at: new Date(old) });
    await db('tasks')
      .where({ org_id: other.orgId, id: t.id })
      .update({ created_at: new Date(old) });
    const m = ok(await track(api, { builtinId: 'task_throughput' }), 201);
    const values = await readings(api, m.ref);
    expect(values).toHaveLength(52);
    expect(values[0].recordedAt).toBe(new Date(W0 - 51 * WEEK - 1).toISOString());
    expect(values[51].recordedAt).toBe(new Date(W0 - 1).toISOString());
    expect(new Set(values.map((v) => v.value))).toEqual(new Set([0]));
    expect(m.currentValue).toBe(0);
    // the lead time of the same window has no completions: no readings
    const lead = ok(await track(api, { builtinId: 'lead_time' }), 201);
    expect([lead.currentValue, (await readings(api, lead.ref)).length]).toEqual([null, 0]);
  });

  it('another org sees its own catalog and none of these metrics', async () => {
    const list = must(await sdk.listBuiltinMetrics(api));
    const ids = list.flatMap((b) => b.tracking.map((t) => t.metricId));
    expect(ids).not.toContain(tracked.throughput.id);
    failure(await sdk.getMetric(tracked.throughput.id, api), 404, 'NOT_FOUND');
    failure(await sdk.listMetricValues(tracked.throughput.id, undefined, api), 404, 'NOT_FOUND');
  });
});

describe('the nightly refresh runs once with several instances (graphile-worker cron, known_crontabs)', () => {
  it('two more instances both try to add the missed 03:00 run; one job runs it; the readings come back', async () => {
    const now = Date.now();
    let ts = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 3);
    if (ts > now) ts -= DAY;
    if (now - ts < 2 * 60_000) return; // the real 03:00 run is being scheduled right now: not this test's business
    const scheduled = new Date(ts);

    // Simulate a night the refresh missed: the latest week's readings are gone, one metric lost its whole history.
    const lastWeek = new Date(end(3));
    await db('metric_values')
      .where({ org_id: org.orgId, source: 'system' })
      .whereIn('metric_id', [tracked.throughput.id, tracked.lead.id, tracked.inProgress.id])
      .andWhere('recorded_at', lastWeek)
      .delete();
    await db('metric_values').where({ org_id: org.orgId, metric_id: tracked.cycle.id }).delete();
    await db('metrics').where({ org_id: org.orgId }).whereIn('id', [tracked.throughput.id, tracked.lead.id, tracked.cycle.id]).update({ current_value: null });
    expect((await readings(admin, tracked.throughput.ref)).length).toBe(3);
    // ... and every instance was down at 03:00: the crontab's last execution is older than the last 03:00.
    await db('builtin_metric_runs').where({ scheduled_for: scheduled }).delete();
    const known = await db('graphile_worker._private_known_crontabs')
      .where({ identifier: 'builtin_metrics_refresh' })
      .update({ known_since: new Date(now - 2 * DAY), last_execution: null });
    expect(known).toBe(1);

    const env = { SEXTANT_DATA_DIR: dirname(filesDir), SEXTANT_FILES_DIR: filesDir, LOG_LEVEL: 'info' };
    const instances: Started[] = await Promise.all([startInstance(databaseUrl, env), startInstance(databaseUrl, env)]);
    const run = async () => db('builtin_metric_runs').where({ scheduled_for: scheduled }).first();
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline && !(await run())?.finished_at) await new Promise((r) => setTimeout(r, 250));
    // Both instances tried to add it (each logs before its attempt) ...
    while (Date.now() < deadline && !instances.every((i) => i.out().includes('adding a missed cron run'))) await new Promise((r) => setTimeout(r, 250));
    for (const i of instances) expect(i.out()).toContain('adding a missed cron run');
    await new Promise((r) => setTimeout(r, 2_000));
    // ... and it ran once.
    const done = await run();
    expect(done).toMatchObject({ starts: 1 });
    expect(done.finished_at).not.toBeNull();
    expect(done.metrics).toBeGreaterThanOrEqual(Object.keys(tracked).length);
    const { rows: pending } = await db.raw(
      `SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'builtin_metrics_refresh'`,
    );
    expect(pending[0].n).toBe(0);
    const cron = await db('graphile_worker._private_known_crontabs').where({ identifier: 'builtin_metrics_refresh' }).first();
    expect(cron.last_execution.getTime()).toBe(ts);

    // The readings are back, exactly once per week, and currentValue with them.
    for (const key of ['throughput', 'lead', 'inProgress', 'cycle'] as const) {
      const got = await readings(admin, tracked[key].ref);
      expect(
        got.map((v) => ({ recordedAt: v.recordedAt, value: v.value })),
        key,
      ).toEqual(byWeek(EXPECTED[key]));
      expect(must(await sdk.getMetric(tracked[key].ref, admin)).currentValue, key).toBe(await currentOf(admin, tracked[key].ref, EXPECTED[key][3]));
    }
    await stopAll();
  }, 120_000);
});
