/**
 * A tracked built-in metric shows a value at once (spec 2 §4.6 "refreshed nightly"; spec 1 §2.4): tracking writes a
 * partial reading for the current period — throughput for the ISO week so far, the other built-ins over the trailing
 * 28 days ending now — and currentValue with it. The nightly refresh (BuiltinMetricService.refresh, the job's own
 * path, called here with a chosen `now`) replaces that reading in place, and once the week is over the complete
 * weekly reading is written beside the next week's partial one.
 *
 * The history is made now, over the API, in a fresh org whose first task activity is in the current week (so there
 * is no complete week to backfill: without the partial reading there would be nothing to show).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import type { MetricValue } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { as, must, ok, useSdk } from '../lib/sdkAs.js';
import { BuiltinMetricService } from '../../src/services/metrics/builtins.js';
import { toMetric } from '../../src/services/metrics.js';

const { databaseUrl } = inject('contract');
useSdk();

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const today = new Date();
/** Monday 00:00Z of the current ISO week, computed here independently of the server's code. */
const W0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ((today.getUTCDay() + 6) % 7) * DAY;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let db: Knex;
/** The per-call options of the org's admin. */
let api: RequestInit;
let orgId: string;
let team: { id: string };

const readings = async (ref: string): Promise<MetricValue[]> => must(await sdk.listMetricValues(ref, { limit: 200 }, api));
const track = async (body: sdk.TrackBuiltinMetricBody) => ok(await sdk.trackBuiltinMetric(body, undefined, api), 201);
const refresh = (metricId: string, now: Date) => new BuiltinMetricService(db, toMetric as never).refresh(orgId, metricId, now);
const newTask = async (title: string) => must(await sdk.createTask({ title, teamId: team.id }, undefined, api));
const setStatus = async (ref: string, status: sdk.SetTaskStatusBody['status']) => must(await sdk.setTaskStatus(ref, { status }, undefined, api));

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  const org = await newOrg('Current readings org');
  orgId = org.orgId;
  api = as(org.apiKey);
  team = must(await sdk.createTeam({ name: 'Now', prefix: 'NOW' }, undefined, api));
  // A cycle running now, two tasks planned in it, one of them completed so far.
  const cycle = must(await sdk.createCycle({ teamId: team.id, startsOn: day(Date.now() - DAY), endsOn: day(Date.now() + 6 * DAY) }, undefined, api));
  for (const [i, done] of [
    [1, true],
    [2, false],
  ] as const) {
    const t = await newTask(`Planned ${i}`);
    must(await sdk.moveTaskCycle(t.ref, { cycleId: cycle.id }, undefined, api));
    await setStatus(t.ref, 'todo');
    await setStatus(t.ref, 'in_progress');
    if (done) await setStatus(t.ref, 'completed');
  }
  const t = await newTask('Quick fix');
  await setStatus(t.ref, 'in_progress');
  await setStatus(t.ref, 'completed');
});
afterAll(async () => {
  await db?.destroy();
});

describe('tracking leaves a current value at once', () => {
  let throughput: { id: string; ref: string };

  it('throughput: currentValue is the week so far, and there is exactly one reading, partial', async () => {
    const m = await track({ builtinId: 'task_throughput' });
    throughput = m;
    expect(m.currentValue).toBe(2);
    const got = await readings(m.ref);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ value: 2, partial: true, source: 'system' });
    expect(Date.parse(got[0].recordedAt)).toBeGreaterThanOrEqual(W0);
  });

  it('a refresh after another completion replaces the partial reading (same reading, new value), never adds one', async () => {
    const before = (await readings(throughput.ref))[0];
    const t = await newTask('Late fix');
    await setStatus(t.ref, 'in_progress');
    await setStatus(t.ref, 'completed');
    expect(await refresh(throughput.id, new Date())).toBe(true);
    expect(await refresh(throughput.id, new Date())).toBe(true);
    const got = await readings(throughput.ref);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ id: before.id, value: 3, partial: true });
    expect(must(await sdk.getMetric(throughput.ref, api)).currentValue).toBe(3);
  });

  it("when the week is over, its complete reading is written and the partial one is the new week's", async () => {
    const nextMonday = new Date(W0 + WEEK + 3 * 3_600_000); // the refresh at 03:00 on the next Monday
    await refresh(throughput.id, nextMonday);
    const got = await readings(throughput.ref);
    expect(got.map((v) => ({ recordedAt: v.recordedAt, value: v.value, partial: v.partial }))).toEqual([
      { recordedAt: new Date(W0 + WEEK - 1).toISOString(), value: 3, partial: false },
      { recordedAt: nextMonday.toISOString(), value: 0, partial: true },
    ]);
    expect(must(await sdk.getMetric(throughput.ref, api)).currentValue).toBe(0);
  });

  it('lead time: a trailing-window value at once, one partial reading', async () => {
    const m = await track({ builtinId: 'lead_time' });
    expect(m.currentValue).not.toBeNull();
    expect(m.currentValue).toBeGreaterThanOrEqual(0);
    const got = await readings(m.ref);
    expect(got).toEqual([expect.objectContaining({ value: m.currentValue, partial: true })]);
  });

  // Every built-in of the catalog (and every status group) yields a current value at once when there is data.
  const CATALOG: [body: sdk.TrackBuiltinMetricBody, expected: (v: number) => void][] = [
    [{ builtinId: 'cycle_time' }, (v) => expect(v).toBeGreaterThanOrEqual(0)],
    [{ builtinId: 'time_in_status', params: { statusGroup: 'backlog' } }, (v) => expect(v).toBeGreaterThanOrEqual(0)],
    [{ builtinId: 'time_in_status', params: { statusGroup: 'todo' } }, (v) => expect(v).toBeGreaterThanOrEqual(0)],
    [{ builtinId: 'time_in_status', params: { statusGroup: 'not_started' } }, (v) => expect(v).toBeGreaterThanOrEqual(0)],
    [{ builtinId: 'time_in_status', params: { statusGroup: 'in_progress' } }, (v) => expect(v).toBeGreaterThanOrEqual(0)],
    // the running cycle so far: 2 planned, 1 completed
    [{ builtinId: 'cycle_predictability' }, (v) => expect(v).toBe(0.5)],
  ];
  for (const [body, check] of CATALOG) {
    it(`${JSON.stringify(body)}: currentValue at once, one partial reading`, async () => {
      const m = await track(body);
      expect(m.currentValue).not.toBeNull();
      check(m.currentValue!);
      const got = await readings(m.ref);
      expect(got.filter((v) => v.partial)).toEqual([expect.objectContaining({ value: m.currentValue })]);
      expect(got.filter((v) => !v.partial)).toEqual([]);
    });
  }

  it('readings recorded by hand are never partial', async () => {
    const m = ok(await sdk.createMetric({ name: 'Hand metric', unit: 'count' }, undefined, api), 201);
    const v = ok(await sdk.createMetricValue(m.ref, { value: 4 }, undefined, api), 201);
    expect(v.partial).toBe(false);
  });
});
