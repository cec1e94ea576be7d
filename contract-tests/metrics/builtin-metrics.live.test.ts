/**
 * Built-in delivery metrics on the real server and a real Postgres (spec 1 §2.4, spec 2 §4.6).
 *
 * A seeded task history: thirteen tasks of one team are created, scheduled into two cycles and moved through their
 * statuses over the API; then their activity rows (and tasks.created_at) are rewritten to fixed times in the four
 * ISO weeks before the current one (A, B, C, D; D is the last complete week). Each built-in is tracked and its
 * weekly readings are compared with values computed by hand below: throughput per week, medians of lead time,
 * cycle time and time in status (odd and even counts), cycle predictability per cycle, and the category filter.
 * Then: idempotent tracking (sequential and concurrent, params in any order and case), the refusals (unknown id with
 * did-you-mean, statusGroup missing or not applicable, another org's category, readings by hand and computed fields
 * as 422 SOURCE_OWNED_FIELDS), the 52-week cap and an empty history, tenancy, and the nightly job: two more server
 * instances on the test database both try to add the missed 03:00 run (crontab fill), and it runs exactly once.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dirname } from 'node:path';
import type { Knex } from 'knex';
import { client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { expectFailure, expectReply } from '../lib/expect.js';
import { startInstance, stopAll, type Started } from '../lib/processes.js';

const { databaseUrl, filesDir } = inject('contract');
type Api = ReturnType<typeof client>;

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Monday 00:00Z of the current ISO week, computed here independently of the server's code. */
const today = new Date();
const W0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY;
/** Monday 00:00Z of week A (four weeks before the current one); `at(d)` is d days after it. */
const A = W0 - 4 * WEEK;
const at = (d: number) => new Date(A + Math.round(d * DAY));
const date = (d: number) => at(d).toISOString().slice(0, 10);
/** recordedAt of week i (0 = A … 3 = D): the week's last millisecond. */
const end = (i: number) => new Date(A + (i + 1) * WEEK - 1).toISOString();

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let categoryX: { id: string; label: string };
const tasks: Record<string, { id: string; ref: string }> = {};

/**
 * The history, in days from Monday of week A. Steps: `create` (with category X when marked), a status, or a cycle
 * (C1: days 0-13, ends in week B; C2: days 14-20, ends in week C; null unschedules).
 */
type Step = [day: number, what: 'create' | 'todo' | 'in_progress' | 'completed' | 'cancelled' | 'C1' | 'C2' | null];
const HISTORY: Record<string, { x?: boolean; steps: Step[] }> = {
  T1: {
    x: true,
    steps: [
      [0.5, 'create'],
      [0.54, 'C1'],
      [1.5, 'todo'],
      [2.5, 'in_progress'],
      [4.5, 'completed'],
    ],
  },
  T2: {
    steps: [
      [0.5, 'create'],
      [0.54, 'C1'],
      [1.5, 'in_progress'],
      [9.0, 'completed'],
    ],
  },
  T3: {
    x: true,
    steps: [
      [1.0, 'create'],
      [1.04, 'C1'],
      [2.5, 'todo'],
      [5.5, 'in_progress'],
      [10.0, 'completed'],
    ],
  },
  T4: {
    steps: [
      [2.5, 'create'],
      [2.54, 'C1'],
      [3.5, 'in_progress'],
      [4.5, 'todo'],
      [6.5, 'in_progress'],
      [12.5, 'completed'],
    ],
  },
  T5: {
    x: true,
    steps: [
      [3.5, 'create'],
      [3.54, 'C2'],
      [6.0, null],
      [10.5, 'in_progress'],
      [11.5, 'completed'],
    ],
  },
  T6: {
    x: true,
    steps: [
      [7.5, 'create'],
      [7.54, 'C2'],
      [15.5, 'in_progress'],
      [16.5, 'completed'],
    ],
  },
  T7: {
    steps: [
      [8.5, 'create'],
      [8.54, 'C1'],
      [13.5, 'C2'],
      [14.5, 'in_progress'],
      [20.5, 'completed'],
    ],
  },
  T8: {
    steps: [
      [10.5, 'create'],
      [10.54, 'C1'],
      [18.5, 'cancelled'],
    ],
  },
  T9: {
    steps: [
      [12.5, 'create'],
      [12.54, 'C1'],
      [15.5, 'C2'],
      [22.5, 'todo'],
    ],
  },
  T10: {
    x: true,
    steps: [
      [20.5, 'create'],
      [22.5, 'in_progress'],
      [23.5, 'completed'],
    ],
  },
  T11: {
    steps: [
      [14.5, 'create'],
      [14.54, 'C2'],
      [17.5, 'cancelled'],
    ],
  },
  T12: {
    steps: [
      [21.5, 'create'],
      [21.75, 'in_progress'],
      [24.5, 'completed'],
    ],
  },
  T13: {
    steps: [
      [15.5, 'create'],
      [24.5, 'in_progress'],
      [27.5, 'completed'],
    ],
  },
};

/**
 * Expected readings, by hand (weeks A [0,7), B [7,14), C [14,21), D [21,28)):
 *
 * completions: T1 4.5 (A); T2 9.0, T3 10.0, T4 12.5, T5 11.5 (B); T6 16.5, T7 20.5 (C); T10 23.5, T12 24.5, T13 27.5 (D)
 * throughput: A 1, B 4, C 2, D 3; category X (T1 T3 T5 T6 T10): A 1, B 2, C 1, D 1.
 * lead (completion - creation): T1 4; T2 8.5, T3 9, T4 10, T5 8; T6 9, T7 12; T10 3, T12 3, T13 12
 *   medians: A 4; B (8, 8.5, 9, 10) 8.75; C (9, 12) 10.5; D (3, 3, 12) 3. Category X: A 4; B (T3 9, T5 8) 8.5; C 9; D 3.
 * cycle (completion - first in_progress): T1 2; T2 7.5, T3 4.5, T4 9 (first in_progress 3.5, not 6.5), T5 1;
 *   T6 1, T7 6; T10 1, T12 2.75, T13 3. Medians: A 2; B (1, 4.5, 7.5, 9) 6; C (1, 6) 3.5; D (1, 2.75, 3) 2.75.
 * in_progress stays by the week they ended: A T1 2, T4 1 (3.5-4.5); B T2 7.5, T3 4.5, T4 6 (6.5-12.5), T5 1;
 *   C T6 1, T7 6; D T10 1, T12 2.75, T13 3. Medians: A 1.5; B (1, 4.5, 6, 7.5) 5.25; C 3.5; D 2.75.
 * not_started (backlog + todo) stays: A T1 2 (0.5-2.5, todo inside), T2 1, T3 4.5, T4 1 and 2 (4.5-6.5);
 *   B T5 7; C T6 8, T7 6, T8 8 (cancelled), T11 3 (cancelled); D T10 2, T12 0.25, T13 9; T9 never leaves.
 *   Medians: A (1, 1, 2, 2, 4.5) 2; B 7; C (3, 6, 8, 8) 7; D (0.25, 2, 9) 2.
 * predictability: C1 (ends Sunday of B): planned T1 T2 T3 T4 (completed), T7 (moved to C2 before C1's end), T8
 *   (cancelled only later), T9 (moved out after the end) = 7, completed 4 → 0.5714. C2 (ends Sunday of C): T6, T7
 *   completed, T9 not; T5 left it before it started, T11 was cancelled in it → 2/3 = 0.6667. No cycle ends in A or D.
 */
const EXPECTED = {
  throughput: [1, 4, 2, 3],
  throughputX: [1, 2, 1, 1],
  lead: [4, 8.75, 10.5, 3],
  leadX: [4, 8.5, 9, 3],
  cycle: [2, 6, 3.5, 2.75],
  inProgress: [1.5, 5.25, 3.5, 2.75],
  notStarted: [2, 7, 7, 2],
  predictability: [null, 0.5714, 0.6667, null],
};

type Reading = { value: number; recordedAt: string; source: string; note: string; partial: boolean; createdBy: string | null };
const allReadings = async (api: Api, ref: string) => (await data(api, 'GET', `/api/v1/metrics/${ref}/values?limit=200`)) as Reading[];
/** The weekly (complete) readings; the partial current reading is tested in builtin-metrics-current.test.ts. */
const readings = async (api: Api, ref: string) => (await allReadings(api, ref)).filter((v) => !v.partial);
/** currentValue is the newest reading: the partial one when there is one, else the last complete week's. */
const currentOf = async (api: Api, ref: string, lastWeek: number | null | undefined) => {
  const partial = (await allReadings(api, ref)).filter((v) => v.partial);
  expect(partial.length).toBeLessThanOrEqual(1);
  return partial.length ? partial[0].value : lastWeek;
};
const byWeek = (values: (number | null)[]) => values.flatMap((v, i) => (v === null ? [] : [{ recordedAt: end(i), value: v }]));
const track = (api: Api, body: unknown, headers?: Record<string, string>) => api('POST', '/api/v1/metrics/track-builtin', body, headers);

/** Rewrites a task's activity rows to the times of its steps: rows naming status or cycle_id (and `created`) in order. */
async function rewrite(taskId: string, steps: Step[]) {
  const rows = (await db('activities')
    .select('id', 'action', 'changes')
    .where({ org_id: org.orgId, entity_type: 'task', entity_id: taskId })
    .whereNull('subject')
    .orderBy('seq')) as { id: string; action: string; changes: { field: string }[] }[];
  const relevant = rows.filter((r) => r.action === 'created' || r.changes.some((c) => c.field === 'status' || c.field === 'cycle_id'));
  expect(relevant.length, `activity rows of ${taskId}`).toBe(steps.length);
  let i = -1;
  for (const r of rows) {
    if (relevant.includes(r)) i++;
    await db('activities')
      .where({ org_id: org.orgId, id: r.id })
      .update({ created_at: at(steps[Math.max(i, 0)][0]) });
  }
  await db('tasks')
    .where({ org_id: org.orgId, id: taskId })
    .update({ created_at: at(steps[0][0]) });
}

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Built-in metrics org');
  admin = client(org.apiKey);
  const team = await data(admin, 'POST', '/api/v1/teams', { name: 'Delivery', prefix: 'DLV' });
  categoryX = await data(admin, 'POST', '/api/v1/categories', { label: `Platform ${Date.now().toString(36)}` });
  const cycles = {
    C1: await data(admin, 'POST', '/api/v1/cycles', { teamId: team.id, startsOn: date(0), endsOn: date(13) }),
    C2: await data(admin, 'POST', '/api/v1/cycles', { teamId: team.id, startsOn: date(14), endsOn: date(20) }),
  };
  for (const [name, h] of Object.entries(HISTORY)) {
    const t = await data(admin, 'POST', '/api/v1/tasks', { title: `Delivery ${name}`, teamId: team.id, ...(h.x ? { categoryId: categoryX.id } : {}) });
    tasks[name] = t;
    for (const [, what] of h.steps.slice(1)) {
      if (what === null || what === 'C1' || what === 'C2')
        await data(admin, 'POST', `/api/v1/tasks/${t.ref}/move-cycle`, { cycleId: what === null ? null : cycles[what].id });
      else await data(admin, 'POST', `/api/v1/tasks/${t.ref}/set-status`, { status: what });
    }
  }
  for (const [name, h] of Object.entries(HISTORY)) await rewrite(tasks[name].id, h.steps);
  const [{ count }] = await db('tasks').count('* as count').where({ org_id: org.orgId });
  expect(Number(count)).toBe(13);
});
afterAll(async () => {
  await stopAll();
  await db?.destroy();
});

const tracked: Record<string, { id: string; ref: string }> = {};

describe('the catalog (GET /metrics/builtins)', () => {
  it('lists the five built-ins with unit, params schema and tracked false in a new org', async () => {
    const body = expectReply(await admin('GET', '/api/v1/metrics/builtins'), 200);
    expect(body.data.map((b: any) => [b.id, b.unit])).toEqual([
      ['task_throughput', 'count'],
      ['lead_time', 'duration'],
      ['cycle_time', 'duration'],
      ['time_in_status', 'duration'],
      ['cycle_predictability', 'ratio'],
    ]);
    for (const b of body.data) expect(b).toMatchObject({ tracked: false, metricId: null, tracking: [] });
    const tis = body.data.find((b: any) => b.id === 'time_in_status');
    expect(tis.params).toMatchObject({
      type: 'object',
      required: ['statusGroup'],
      properties: { statusGroup: { enum: ['backlog', 'todo', 'not_started', 'in_progress'] }, categoryId: { format: 'uuid' } },
    });
    expect(body.data[0].params.properties.statusGroup).toBeUndefined();
  });
});

describe('readings computed from the seeded history (hand-computed)', () => {
  const cases: [key: keyof typeof EXPECTED, body: Record<string, unknown>, unit: string][] = [
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
      const sent = JSON.parse(JSON.stringify(body).replace('"X"', JSON.stringify(categoryX.id)));
      const r = expectReply(await track(admin, sent), 201);
      const m = r.data;
      tracked[key] = m;
      expect(m).toMatchObject({ unit, dataSourceType: 'system', dataSourceConfig: { builtinId: sent.builtinId, params: sent.params ?? {} } });
      expect(r.actions.map((a: any) => a.rel)).toEqual(['self', 'values', 'builtins']);
      const want = byWeek(EXPECTED[key]);
      const got = await readings(admin, m.ref);
      expect(got.map((v) => ({ recordedAt: v.recordedAt, value: v.value }))).toEqual(want);
      expect(got.every((v) => v.source === 'system' && v.createdBy === null)).toBe(true);
      expect(m.currentValue).toBe(await currentOf(admin, m.ref, want[want.length - 1].value));
    });
  }

  it('names the metric after the built-in, its status group and its category', async () => {
    expect((await data(admin, 'GET', `/api/v1/metrics/${tracked.inProgress.ref}`)).name).toBe('Time in status: in progress');
    expect((await data(admin, 'GET', `/api/v1/metrics/${tracked.leadX.ref}`)).name).toBe(`Lead time (${categoryX.label})`);
  });

  it('the catalog shows what is tracked: tracked, metricId (the first) and every variant with its params', async () => {
    const list = await data(admin, 'GET', '/api/v1/metrics/builtins');
    const tp = list.find((b: any) => b.id === 'task_throughput');
    expect(tp).toMatchObject({ tracked: true, metricId: tracked.throughput.id });
    expect(tp.tracking).toEqual([
      { metricId: tracked.throughput.id, ref: tracked.throughput.ref, params: {} },
      { metricId: tracked.throughputX.id, ref: tracked.throughputX.ref, params: { categoryId: categoryX.id } },
    ]);
    expect(list.find((b: any) => b.id === 'time_in_status').tracking.map((t: any) => t.params)).toEqual([
      { statusGroup: 'in_progress' },
      { statusGroup: 'not_started' },
    ]);
  });
});

describe('tracking is idempotent by content', () => {
  it('the same built-in with the same params answers 200 with the existing metric; params in any order and case', async () => {
    const again = expectReply(await track(admin, { builtinId: 'task_throughput' }), 200);
    expect(again.data.id).toBe(tracked.throughput.id);
    expect(expectReply(await track(admin, { builtinId: 'task_throughput', params: {} }), 200).data.id).toBe(tracked.throughput.id);
    expect(expectReply(await track(admin, { builtinId: 'task_throughput', params: { categoryId: categoryX.id.toUpperCase() } }), 200).data.id).toBe(
      tracked.throughputX.id,
    );
    const both = expectReply(await track(admin, { builtinId: 'time_in_status', params: { categoryId: categoryX.id, statusGroup: 'todo' } }), 201).data;
    expect(expectReply(await track(admin, { params: { statusGroup: 'todo', categoryId: categoryX.id }, builtinId: 'time_in_status' }), 200).data.id).toBe(
      both.id,
    );
    // readings were not written twice
    expect((await readings(admin, tracked.throughput.ref)).length).toBe(4);
  });

  it('concurrent requests create one metric: one 201, the rest 200 with the same id, no metric number used up', async () => {
    const before = (await data(admin, 'GET', '/api/v1/metrics?limit=200')) as { number: number }[];
    const replies = await Promise.all(Array.from({ length: 6 }, () => track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'backlog' } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    const created = replies.find((r) => r.status === 201)!.body.data;
    expect(created.number).toBe(Math.max(...before.map((m) => m.number)) + 1);
    // the next metric takes the next number: the losers gave theirs back
    const next = await data(admin, 'POST', '/api/v1/metrics', { name: 'After the race', unit: 'count' });
    expect(next.number).toBe(created.number + 1);
  });

  it('an Idempotency-Key replays the first answer', async () => {
    const key = `track-${Date.now()}`;
    const first = expectReply(await track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'todo' } }, { 'idempotency-key': key }), 201);
    const replay = await track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'todo' } }, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.id).toBe(first.data.id);
    expectFailure(await track(admin, { builtinId: 'lead_time' }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
  });
});

describe('refusals', () => {
  it('an unknown builtinId is 400 with did-you-mean and the allowed ids', async () => {
    const err = expectFailure(await track(admin, { builtinId: 'lead_tme' }), 400, 'VALIDATION_FAILED', 'body.builtinId');
    expect(err.message).toContain('did you mean lead_time?');
    expect(err.message).toContain('task_throughput, lead_time, cycle_time, time_in_status, cycle_predictability');
    expect(err.suggestion).toContain('lead_time');
  });

  it('time_in_status without statusGroup is 400 naming it; a statusGroup on another built-in is 400; an unknown group is 400', async () => {
    const missing = expectFailure(await track(admin, { builtinId: 'time_in_status' }), 400, 'VALIDATION_FAILED', 'body.params.statusGroup');
    expect(missing.suggestion).toContain('not_started');
    expectFailure(
      await track(admin, { builtinId: 'time_in_status', params: { categoryId: categoryX.id } }),
      400,
      'VALIDATION_FAILED',
      'body.params.statusGroup',
    );
    expectFailure(await track(admin, { builtinId: 'lead_time', params: { statusGroup: 'todo' } }), 400, 'VALIDATION_FAILED', 'body.params.statusGroup');
    const bad = expectFailure(
      await track(admin, { builtinId: 'time_in_status', params: { statusGroup: 'doing' } }),
      400,
      'VALIDATION_FAILED',
      'body.params.statusGroup',
    );
    expect(bad.message).toContain('did you mean in_progress?');
    expectFailure(await track(admin, { builtinId: 'lead_time', params: { team: 'x' } }), 400, 'VALIDATION_FAILED', 'body.params.team');
  });

  it('a categoryId that is not a category of the org is 404 naming body.params.categoryId', async () => {
    const other = await newOrg('Other org for built-ins');
    const foreign = await data(client(other.apiKey), 'POST', '/api/v1/categories', { label: 'Theirs' });
    const err = expectFailure(
      await track(admin, { builtinId: 'task_throughput', params: { categoryId: foreign.id } }),
      404,
      'NOT_FOUND',
      'body.params.categoryId',
    );
    expect(err.suggestion).toContain('/api/v1/categories');
    expectFailure(
      await track(admin, { builtinId: 'task_throughput', params: { categoryId: '00000000-0000-4000-8000-000000000000' } }),
      404,
      'NOT_FOUND',
      'body.params.categoryId',
    );
  });

  it('readings by hand stay refused (422 SOURCE_OWNED_FIELDS), and so are changes to computed fields', async () => {
    const ref = tracked.lead.ref;
    const r = expectFailure(await admin('POST', `/api/v1/metrics/${ref}/values`, { value: 1 }), 422, 'SOURCE_OWNED_FIELDS');
    expect(r.data).toEqual({ dataSourceType: 'system' });
    const p = expectFailure(
      await admin('PATCH', `/api/v1/metrics/${ref}`, { unit: 'count', dataSourceType: 'manual' }),
      422,
      'SOURCE_OWNED_FIELDS',
      'body.unit',
    );
    expect(p.data).toEqual({ fields: ['unit', 'dataSourceType'], builtinId: 'lead_time' });
    expectFailure(await admin('PATCH', `/api/v1/metrics/${ref}`, { currentValue: 1 }), 422, 'SOURCE_OWNED_FIELDS', 'body.currentValue');
    const renamed = await data(admin, 'PATCH', `/api/v1/metrics/${ref}`, { name: 'Lead time (all work)', description: 'Ours' });
    expect(renamed).toMatchObject({ name: 'Lead time (all work)', dataSourceType: 'system', currentValue: await currentOf(admin, ref, 3) });
    // a manual metric still takes any field
    const manual = await data(admin, 'POST', '/api/v1/metrics', { name: 'Manual', unit: 'count' });
    expect((await data(admin, 'PATCH', `/api/v1/metrics/${manual.ref}`, { unit: 'ratio', currentValue: 2 })).unit).toBe('ratio');
  });

  it('an engineer key lacks metric:create (403); reading the catalog is allowed', async () => {
    const eng = client(org.engineerKey);
    const viewer = await data(eng, 'GET', '/api/v1/viewer');
    if (!viewer.capabilities.includes('metric:create')) expectFailure(await track(eng, { builtinId: 'lead_time' }), 403, 'FORBIDDEN');
    expectReply(await eng('GET', '/api/v1/metrics/builtins'), 200);
  });
});

describe('the backfill window and tenancy', () => {
  let other: Awaited<ReturnType<typeof newOrg>>;
  let api: Api;
  beforeAll(async () => {
    other = await newOrg('Old history org');
    api = client(other.apiKey);
  });

  it('with no task history a tracked built-in has no readings and currentValue null', async () => {
    const m = expectReply(await track(api, { builtinId: 'task_throughput' }), 201).data;
    expect(m.currentValue).toBeNull();
    expect(await readings(api, m.ref)).toEqual([]);
    await data(api, 'DELETE', `/api/v1/metrics/${m.ref}`);
  });

  it('backfills at most 52 weeks: a task completed 60 weeks ago leaves 52 weekly zeros, ending with the last complete week', async () => {
    const t = await data(api, 'POST', '/api/v1/tasks', { title: 'Old work' });
    await data(api, 'POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'in_progress' });
    await data(api, 'POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'completed' });
    const old = W0 - 60 * WEEK + DAY;
    await db('activities')
      .where({ org_id: other.orgId, entity_type: 'task', entity_id: t.id })
      .update({ created_at: new Date(old) });
    await db('tasks')
      .where({ org_id: other.orgId, id: t.id })
      .update({ created_at: new Date(old) });
    const m = expectReply(await track(api, { builtinId: 'task_throughput' }), 201).data;
    const values = await readings(api, m.ref);
    expect(values).toHaveLength(52);
    expect(values[0].recordedAt).toBe(new Date(W0 - 51 * WEEK - 1).toISOString());
    expect(values[51].recordedAt).toBe(new Date(W0 - 1).toISOString());
    expect(new Set(values.map((v) => v.value))).toEqual(new Set([0]));
    expect(m.currentValue).toBe(0);
    // the lead time of the same window has no completions: no readings
    const lead = expectReply(await track(api, { builtinId: 'lead_time' }), 201).data;
    expect([lead.currentValue, (await readings(api, lead.ref)).length]).toEqual([null, 0]);
  });

  it('another org sees its own catalog and none of these metrics', async () => {
    const list = await data(api, 'GET', '/api/v1/metrics/builtins');
    const ids = list.flatMap((b: any) => b.tracking.map((t: any) => t.metricId));
    expect(ids).not.toContain(tracked.throughput.id);
    expectFailure(await api('GET', `/api/v1/metrics/${tracked.throughput.id}`), 404, 'NOT_FOUND');
    expectFailure(await api('GET', `/api/v1/metrics/${tracked.throughput.id}/values`), 404, 'NOT_FOUND');
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
      expect((await data(admin, 'GET', `/api/v1/metrics/${tracked[key].ref}`)).currentValue, key).toBe(
        await currentOf(admin, tracked[key].ref, EXPECTED[key][3]),
      );
    }
    await stopAll();
  }, 120_000);
});
