/**
 * The seeded task history of the built-in metrics tests (spec 1 §2.4, spec 2 §4.6), made once per file: thirteen
 * tasks of one team are created, scheduled into two cycles and moved through their statuses over the API; then their
 * activity rows (and tasks.created_at) are rewritten to fixed times in the four ISO weeks before the current one (A,
 * B, C, D; D is the last complete week). EXPECTED holds the weekly readings computed by hand from HISTORY; the
 * helpers read readings and track a built-in, through the typed SDK (`admin` is `as(org.apiKey)`). A file calls `useSeededHistory()` once at its top level.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope, MetricValue } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, must, raw } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { stopAll } from '../lib/processes.js';

export const { databaseUrl, filesDir } = inject('contract');
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;
/** Monday 00:00Z of the current ISO week, computed here independently of the server's code. */
export const today = new Date();
export const W0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY;
/** Monday 00:00Z of week A (four weeks before the current one); `at(d)` is d days after it. */
export const A = W0 - 4 * WEEK;
export const at = (d: number) => new Date(A + Math.round(d * DAY));
export const date = (d: number) => at(d).toISOString().slice(0, 10);
/** recordedAt of week i (0 = A … 3 = D): the week's last millisecond. */
export const end = (i: number) => new Date(A + (i + 1) * WEEK - 1).toISOString();
export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
/** The per-call options of the org's admin (`as(org.apiKey)`). */
export let admin: RequestInit;
export let categoryX: { id: string; label: string };
export const tasks: Record<string, { id: string; ref: string }> = {};
/**
 * The history, in days from Monday of week A. Steps: `create` (with category X when marked), a status, or a cycle
 * (C1: days 0-13, ends in week B; C2: days 14-20, ends in week C; null unschedules).
 */
export type Step = [day: number, what: 'create' | 'todo' | 'in_progress' | 'completed' | 'cancelled' | 'C1' | 'C2' | null];
export const HISTORY: Record<string, { x?: boolean; steps: Step[] }> = {
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
export const EXPECTED = {
  throughput: [1, 4, 2, 3],
  throughputX: [1, 2, 1, 1],
  lead: [4, 8.75, 10.5, 3],
  leadX: [4, 8.5, 9, 3],
  cycle: [2, 6, 3.5, 2.75],
  inProgress: [1.5, 5.25, 3.5, 2.75],
  notStarted: [2, 7, 7, 2],
  predictability: [null, 0.5714, 0.6667, null],
};
export type Reading = MetricValue;
export const allReadings = async (who: RequestInit, ref: string): Promise<Reading[]> => must(await sdk.listMetricValues(ref, { limit: 200 }, who));
/** The weekly (complete) readings; the partial current reading is tested in builtin-metrics-current.test.ts. */
export const readings = async (who: RequestInit, ref: string) => (await allReadings(who, ref)).filter((v) => !v.partial);
/** currentValue is the newest reading: the partial one when there is one, else the last complete week's. */
export const currentOf = async (who: RequestInit, ref: string, lastWeek: number | null | undefined) => {
  const partial = (await allReadings(who, ref)).filter((v) => v.partial);
  expect(partial.length).toBeLessThanOrEqual(1);
  return partial.length ? partial[0].value : lastWeek;
};
export const byWeek = (values: (number | null)[]) => values.flatMap((v, i) => (v === null ? [] : [{ recordedAt: end(i), value: v }]));
export const track = (who: RequestInit, body: sdk.TrackBuiltinMetricBody, headers?: sdk.TrackBuiltinMetricHeaders) =>
  sdk.trackBuiltinMetric(body, headers, who);
/** trackBuiltinMetric with a body outside the document (an unknown built-in, status group or param): raw HTTP as `key`. */
export const trackRaw = (key: string, body: unknown) => raw<ErrorEnvelope>(key, 'POST', '/api/v1/metrics/track-builtin', body);
/** Rewrites a task's activity rows to the times of its steps: rows naming status or cycle_id (and `created`) in order. */
export async function rewrite(taskId: string, steps: Step[]) {
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
export const tracked: Record<string, { id: string; ref: string }> = {};

/** Registers the hooks that make the org and seed its task history (HISTORY, rewritten to fixed times) before this file's tests, and stop any server instance and close the database after. */
export function useSeededHistory(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Built-in metrics org');
    admin = as(org.apiKey);
    const team = must(await sdk.createTeam({ name: 'Delivery', prefix: 'DLV' }, undefined, admin));
    categoryX = must(await sdk.createCategory({ label: `Platform ${Date.now().toString(36)}` }, undefined, admin));
    const cycles = {
      C1: must(await sdk.createCycle({ teamId: team.id, startsOn: date(0), endsOn: date(13) }, undefined, admin)),
      C2: must(await sdk.createCycle({ teamId: team.id, startsOn: date(14), endsOn: date(20) }, undefined, admin)),
    };
    for (const [name, h] of Object.entries(HISTORY)) {
      const t = must(await sdk.createTask({ title: `Delivery ${name}`, teamId: team.id, ...(h.x ? { categoryId: categoryX.id } : {}) }, undefined, admin));
      tasks[name] = t;
      for (const [, what] of h.steps.slice(1)) {
        if (what === null || what === 'C1' || what === 'C2')
          must(await sdk.moveTaskCycle(t.ref, { cycleId: what === null ? null : cycles[what].id }, undefined, admin));
        else must(await sdk.setTaskStatus(t.ref, { status: what as sdk.SetTaskStatusBody['status'] }, undefined, admin));
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
}
