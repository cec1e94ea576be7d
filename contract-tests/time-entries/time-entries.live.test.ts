/**
 * Time entries and their costs on the real server and a real Postgres (spec 1 §2.1, §2.10; spec 2 §4.16,
 * §5.3, §7, §8): validation (exactly one target, kinds and notes, hours bounds and hundredths, 366-day windows, 24 h
 * a day), own-only edits, integration entries refused on patch and delete and in upsert-range windows, upsert-range
 * atomicity, the cost math on a hand-computed example (conversion into the base currency, weeklyHours defaulting to
 * 40, rounding once at the end), unpriced hours, buckets by derived category, costs-for-range truncation, actual cost
 * of an opportunity and of a task with their tasks and subtasks, the stripping of financial fields for an engineer
 * key (REST, MCP and batch), the engineerId gate, tenancy, idempotency and the cost:read gate.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let pm: Api;
let em: Api;
let me: string;
let pmId: string;
let emId: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const ids = (list: any[]) => list.map((x) => x.id);
const log = (api: Api, body: Record<string, unknown>) => api('POST', '/api/v1/time-entries', body);
const logged = (api: Api, body: Record<string, unknown>) => data(api, 'POST', '/api/v1/time-entries', body);
const entriesIn = (api: Api, from: string, to: string) => all(api, `/api/v1/time-entries?from=${from}&to=${to}`);
/** An entry of an issue tracker, written as the integration would: straight into the table. */
const integrationEntry = async (userId: string, entryDate: string, taskId: string, hours = 1) =>
  (await db('time_entries').insert({ org_id: org.orgId, user_id: userId, entry_date: entryDate, hours, task_id: taskId, source: 'integration', external_id: `JIRA-${uniq()}` }).returning('id'))[0].id as string;
const FINANCIAL = /"(cost|currency|salaryMonthly|salaryCurrency|weeklyHours|totalCost)"/;

let team: any;
let cats: { c1: any; c2: any; c3: any };
let opp: any; // category C3
let taskA: any; // on opp, category C2
let taskB: any; // on opp, no category (→ C3 through opp)
let taskNone: any; // no opportunity, no category
let spareOpp: any;
let spareTask: any;
/** The cost example's own work (no other test logs time on it, since actual costs count every day). */
let cost: { opp: any; taskA: any; taskB: any; sub: any; none: any };

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Time org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = org.userId;
  const p = await newUser(org.orgId, 'pm', 'Pat PM');
  pm = client(p.apiKey);
  pmId = p.userId;
  const e = await newUser(org.orgId, 'em', 'Emil EM');
  em = client(e.apiKey);
  emId = e.userId;
  team = await data(admin, 'POST', '/api/v1/teams', { name: 'Timekeepers', prefix: 'TIM' });
  for (const userId of [me, org.engineerId]) await data(admin, 'POST', `/api/v1/teams/${team.id}/members`, { userId });
  cats = {
    c1: await data(admin, 'POST', '/api/v1/categories', { label: `Hiring ${uniq()}` }),
    c2: await data(admin, 'POST', '/api/v1/categories', { label: `Build ${uniq()}` }),
    c3: await data(admin, 'POST', '/api/v1/categories', { label: `Discovery ${uniq()}` }),
  };
  opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Invoice export', categoryId: cats.c3.id });
  taskA = await data(admin, 'POST', '/api/v1/tasks', { title: 'Build export', teamId: team.id, opportunityId: opp.id, categoryId: cats.c2.id });
  taskB = await data(admin, 'POST', '/api/v1/tasks', { title: 'Interview users', teamId: team.id, opportunityId: opp.id });
  taskNone = await data(admin, 'POST', '/api/v1/tasks', { title: 'Unfiled chores', teamId: team.id });
  spareOpp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Nothing logged' });
  spareTask = await data(admin, 'POST', '/api/v1/tasks', { title: 'Nothing logged either', teamId: team.id });
  const costOpp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Costed opportunity', categoryId: cats.c3.id });
  const costA = await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed build', teamId: team.id, opportunityId: costOpp.id, categoryId: cats.c2.id });
  cost = {
    opp: costOpp,
    taskA: costA,
    taskB: await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed interviews', teamId: team.id, opportunityId: costOpp.id }),
    sub: await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed subtask', teamId: team.id, parentTaskId: costA.id }),
    none: await data(admin, 'POST', '/api/v1/tasks', { title: 'Costed chores', teamId: team.id }),
  };
});
afterAll(async () => {
  await db?.destroy();
});

describe('validation (spec 2 §4.16, §8)', () => {
  it('exactly one target for tracked kinds: none or several is 400 naming the fields', async () => {
    const none = expectFailure(await log(admin, { entryDate: '2040-01-02', hours: 1 }), 400, 'VALIDATION_FAILED', 'body.opportunityId');
    expect(none.details.map((d: any) => d.field)).toEqual(['body.opportunityId', 'body.taskId', 'body.miscCategoryId']);
    expect(none.suggestion).toMatch(/exactly one of taskId/);
    const two = expectFailure(await log(admin, { entryDate: '2040-01-02', hours: 1, taskId: taskA.ref, opportunityId: opp.ref }), 400, 'VALIDATION_FAILED');
    expect(two.details.map((d: any) => d.field)).toEqual(['body.opportunityId', 'body.taskId']);
    const three = expectFailure(await log(admin, { entryDate: '2040-01-02', hours: 1, taskId: taskA.id, opportunityId: opp.id, miscCategoryId: cats.c1.id, note: 'n' }), 400, 'VALIDATION_FAILED');
    expect(three.details).toHaveLength(3);
    expect(await entriesIn(admin, '2040-01-01', '2040-01-31')).toEqual([]);
  });

  it('refs and UUIDs are accepted for tasks and opportunities; categoryId is derived', async () => {
    const byRef = await logged(admin, { entryDate: '2040-01-03', hours: 1, taskId: taskA.ref });
    expect(byRef).toMatchObject({ taskId: taskA.id, categoryId: cats.c2.id, entryKind: 'other', source: 'manual', tracked: true, userId: me, orgId: org.orgId });
    const onB = await logged(admin, { entryDate: '2040-01-03', hours: 1, taskId: taskB.id });
    expect(onB.categoryId).toBe(cats.c3.id); // the task's opportunity's category
    const onOpp = await logged(admin, { entryDate: '2040-01-03', hours: 1, opportunityId: opp.ref, entryKind: 'customer_meeting' });
    expect(onOpp).toMatchObject({ opportunityId: opp.id, categoryId: cats.c3.id, entryKind: 'customer_meeting' });
    const plain = await logged(admin, { entryDate: '2040-01-03', hours: 1, taskId: taskNone.ref, entryKind: 'internal_planning' });
    expect(plain.categoryId).toBeNull();
  });

  it('misc entries need a note; vacation and sick need a note, take no target and have no category', async () => {
    expectFailure(await log(admin, { entryDate: '2040-01-04', hours: 1, miscCategoryId: cats.c1.id }), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(await log(admin, { entryDate: '2040-01-04', hours: 1, miscCategoryId: cats.c1.id, note: '   ' }), 400, 'VALIDATION_FAILED', 'body.note');
    const misc = await logged(admin, { entryDate: '2040-01-04', hours: 1, miscCategoryId: cats.c1.id, note: 'Interviews' });
    expect(misc).toMatchObject({ miscCategoryId: cats.c1.id, categoryId: cats.c1.id, note: 'Interviews' });

    expectFailure(await log(admin, { entryDate: '2040-01-05', hours: 8, entryKind: 'vacation' }), 400, 'VALIDATION_FAILED', 'body.note');
    const targeted = expectFailure(await log(admin, { entryDate: '2040-01-05', hours: 8, entryKind: 'sick', note: 'Flu', taskId: taskA.ref }), 400, 'VALIDATION_FAILED', 'body.taskId');
    expect(targeted.suggestion).toMatch(/leave out taskId/);
    const sick = await logged(admin, { entryDate: '2040-01-05', hours: 8, entryKind: 'sick', note: 'Flu' });
    expect(sick).toMatchObject({ entryKind: 'sick', tracked: false, categoryId: null, opportunityId: null, taskId: null, miscCategoryId: null, cost: 0 });
  });

  it('hours: 0 to 24 in hundredths (24.01, -1 and 2.555 are 400 naming body.hours)', async () => {
    for (const hours of [24.01, -1, 2.555, 100]) {
      expectFailure(await log(admin, { entryDate: '2040-01-06', hours, taskId: taskA.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    }
    expectFailure(await log(admin, { entryDate: '2040-01-06', hours: '2', taskId: taskA.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    expect((await logged(admin, { entryDate: '2040-01-06', hours: 24, taskId: taskA.id })).hours).toBe(24);
    expect((await logged(admin, { entryDate: '2040-01-06', hours: 0, taskId: taskA.id })).hours).toBe(0);
    expect((await logged(admin, { entryDate: '2040-01-07', hours: 0.01, taskId: taskA.id })).hours).toBe(0.01);
  });

  it('a user\'s day holds at most 24 h: past it is 400 naming body.hours with the current total', async () => {
    await logged(admin, { entryDate: '2040-01-08', hours: 20, taskId: taskA.id });
    const over = expectFailure(await log(admin, { entryDate: '2040-01-08', hours: 4.5, taskId: taskB.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    expect(over.message).toMatch(/already logged 20 h/);
    expect(over.suggestion).toMatch(/at most 4 h on 2040-01-08/);
    const last = await logged(admin, { entryDate: '2040-01-08', hours: 4, taskId: taskB.id });
    expectFailure(await log(admin, { entryDate: '2040-01-08', hours: 0.01, entryKind: 'vacation', note: 'x' }), 400, 'VALIDATION_FAILED', 'body.hours');
    // another user's day is their own
    await logged(eng, { entryDate: '2040-01-08', hours: 10, taskId: taskA.id });
    // a patch counts the day without the entry itself; moving an entry onto a full day names body.entryDate
    expect((await data(admin, 'PATCH', `/api/v1/time-entries/${last.id}`, { hours: 3.5 })).hours).toBe(3.5);
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${last.id}`, { hours: 4.01 }), 400, 'VALIDATION_FAILED', 'body.hours');
    const other = await logged(admin, { entryDate: '2040-01-09', hours: 1, taskId: taskA.id });
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${other.id}`, { entryDate: '2040-01-08' }), 400, 'VALIDATION_FAILED', 'body.entryDate');
    // concurrent writes of one user cannot both fit (the per-user lock)
    const racing = await Promise.all([1, 2, 3].map(() => log(admin, { entryDate: '2040-01-10', hours: 10, taskId: taskA.id })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 400]);
  });

  it('windows: from ≤ to and at most 366 days, both included (400 naming query.to / body.to)', async () => {
    expectStatus(await admin('GET', '/api/v1/time-entries?from=2030-01-01&to=2031-01-01'), 200); // 366 days
    expectStatus(await admin('GET', '/api/v1/time-entries?from=2032-01-01&to=2032-12-31'), 200); // a leap year
    const long = expectFailure(await admin('GET', '/api/v1/time-entries?from=2030-01-01&to=2031-01-02'), 400, 'VALIDATION_FAILED', 'query.to');
    expect(long.message).toMatch(/367 days/);
    expectFailure(await admin('GET', '/api/v1/time-entries?from=2030-01-02&to=2030-01-01'), 400, 'VALIDATION_FAILED', 'query.to');
    expectFailure(await admin('GET', '/api/v1/time-entries?from=2099-01-01'), 400, 'VALIDATION_FAILED', 'query.from');
    expectFailure(await admin('GET', '/api/v1/time-entries?from=2031-02-30&to=2031-03-01'), 400, 'VALIDATION_FAILED', 'query.from');
    for (const path of ['aggregate-by-category', 'costs-for-range']) {
      expectFailure(await admin('GET', `/api/v1/time-entries/${path}?from=2030-01-01&to=2031-01-02`), 400, 'VALIDATION_FAILED', 'query.to');
      expectFailure(await admin('GET', `/api/v1/time-entries/${path}?from=2030-01-01`), 400, 'VALIDATION_FAILED', 'query.to');
    }
    expectFailure(await admin('POST', '/api/v1/time-entries/upsert-range', { from: '2030-01-01', to: '2031-01-02', rows: [] }), 400, 'VALIDATION_FAILED', 'body.to');
    expectFailure(await admin('POST', '/api/v1/time-entries/upsert-range', { from: '2030-01-02', to: '2030-01-01', rows: [] }), 400, 'VALIDATION_FAILED', 'body.to');
  });

  it('default window: today (UTC) and the 30 days before it', async () => {
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const today = await logged(eng, { entryDate: day(0), hours: 1, taskId: taskNone.id });
    const edge = await logged(eng, { entryDate: day(30), hours: 1, taskId: taskNone.id });
    const outside = await logged(eng, { entryDate: day(31), hours: 1, taskId: taskNone.id });
    const listed = ids(await all(eng, '/api/v1/time-entries'));
    expect(listed).toEqual(expect.arrayContaining([today.id, edge.id]));
    expect(listed).not.toContain(outside.id);
  });

  it('targets must exist in the org: 404 naming the field, with where to find valid ones', async () => {
    expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, taskId: randomUUID() }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, taskId: 'TIM-99999' }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, opportunityId: 'OPP-99999' }), 404, 'NOT_FOUND', 'body.opportunityId');
    const cat = expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, miscCategoryId: randomUUID(), note: 'n' }), 404, 'NOT_FOUND', 'body.miscCategoryId');
    expect(cat.suggestion).toMatch(/list_categories/);
    expect(cat.suggestion).toMatch(/GET \/api\/v1\/categories/);
  });
});

describe('own entries only; integration entries are the tracker\'s (spec 2 §4.16, §7)', () => {
  it('another user\'s entry is 404 for patch and delete, and stays unchanged', async () => {
    const theirs = await logged(eng, { entryDate: '2040-02-01', hours: 2, taskId: taskA.id, note: 'mine' });
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${theirs.id}`, { hours: 1 }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('DELETE', `/api/v1/time-entries/${theirs.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await pm('DELETE', `/api/v1/time-entries/${theirs.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${randomUUID()}`, { hours: 1 }), 404, 'NOT_FOUND', 'path.id');
    const after = (await entriesIn(eng, '2040-02-01', '2040-02-01')).find((x) => x.id === theirs.id);
    expect(after).toMatchObject({ hours: 2, note: 'mine' });
    // and it is not in the admin's own list
    expect(ids(await entriesIn(admin, '2040-02-01', '2040-02-01'))).not.toContain(theirs.id);
  });

  it('an integration entry is listed, but patch and delete are 409 INVALID_STATE_TRANSITION', async () => {
    const id = await integrationEntry(me, '2040-02-02', taskA.id, 3);
    const listed = (await entriesIn(admin, '2040-02-02', '2040-02-02')).find((x) => x.id === id);
    expect(listed).toMatchObject({ source: 'integration', hours: 3, taskId: taskA.id });
    const patch = expectFailure(await admin('PATCH', `/api/v1/time-entries/${id}`, { hours: 1 }), 409, 'INVALID_STATE_TRANSITION', 'path.id');
    expect(patch.data).toEqual({ entryId: id, entryDate: '2040-02-02', source: 'integration' });
    expect(patch.suggestion).toMatch(/issue tracker/);
    expectFailure(await admin('DELETE', `/api/v1/time-entries/${id}`), 409, 'INVALID_STATE_TRANSITION', 'path.id');
    expect(await db('time_entries').where({ id }).first()).toMatchObject({ hours: '3.00' });
    // it counts in the day's 24 h
    expectFailure(await log(admin, { entryDate: '2040-02-02', hours: 21.5, taskId: taskA.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    // a day the tracker filled past 24 h: the manual entry's note can still change, its hours cannot grow
    const manual = await logged(admin, { entryDate: '2040-02-04', hours: 2, taskId: taskA.id });
    await integrationEntry(me, '2040-02-04', taskA.id, 23);
    expect((await data(admin, 'PATCH', `/api/v1/time-entries/${manual.id}`, { note: 'Pairing' })).note).toBe('Pairing');
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${manual.id}`, { hours: 2.5 }), 400, 'VALIDATION_FAILED', 'body.hours');
  });

  it('patch validates the resulting entry: a new target needs the old one sent as null', async () => {
    const e = await logged(admin, { entryDate: '2040-02-03', hours: 2, taskId: taskA.id });
    const both = expectFailure(await admin('PATCH', `/api/v1/time-entries/${e.id}`, { opportunityId: opp.ref }), 400, 'VALIDATION_FAILED');
    expect(both.details.map((d: any) => d.field)).toEqual(['body.opportunityId', 'body.taskId']);
    expect(both.suggestion).toMatch(/as null/);
    const moved = await data(admin, 'PATCH', `/api/v1/time-entries/${e.id}`, { opportunityId: opp.ref, taskId: null });
    expect(moved).toMatchObject({ opportunityId: opp.id, taskId: null, categoryId: cats.c3.id });
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${e.id}`, { entryKind: 'vacation' }), 400, 'VALIDATION_FAILED', 'body.opportunityId');
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${e.id}`, { entryKind: 'vacation', opportunityId: null }), 400, 'VALIDATION_FAILED', 'body.note');
    const off = await data(admin, 'PATCH', `/api/v1/time-entries/${e.id}`, { entryKind: 'vacation', opportunityId: null, note: 'Day off' });
    expect(off).toMatchObject({ entryKind: 'vacation', tracked: false, categoryId: null, opportunityId: null, cost: 0 });
    const misc = await data(admin, 'PATCH', `/api/v1/time-entries/${e.id}`, { entryKind: 'other', miscCategoryId: cats.c1.id });
    expect(misc).toMatchObject({ miscCategoryId: cats.c1.id, categoryId: cats.c1.id, note: 'Day off' });
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${e.id}`, { note: null }), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${e.id}`, { miscCategoryId: null, taskId: randomUUID() }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await admin('PATCH', `/api/v1/time-entries/${e.id}`, {}), 400, 'VALIDATION_FAILED');
    const gone = await data(admin, 'DELETE', `/api/v1/time-entries/${e.id}`);
    expect(gone).toEqual({ id: e.id, deleted: true });
    expectFailure(await admin('DELETE', `/api/v1/time-entries/${e.id}`), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('upsert-range: all or nothing (spec 2 §4.16)', () => {
  const from = '2040-03-02';
  const to = '2040-03-08';
  let before: string[];
  let outside: any;

  beforeAll(async () => {
    await logged(admin, { entryDate: '2040-03-02', hours: 4, taskId: taskA.id });
    await logged(admin, { entryDate: '2040-03-05', hours: 2, opportunityId: opp.id });
    outside = await logged(admin, { entryDate: '2040-03-09', hours: 1, taskId: taskA.id });
    before = ids(await entriesIn(admin, from, to));
    expect(before).toHaveLength(2);
  });
  const upsert = (rows: unknown[], w = { from, to }) => admin('POST', '/api/v1/time-entries/upsert-range', { ...w, rows });

  it('a bad row anywhere leaves the window untouched (400 or 404 naming the row)', async () => {
    const good = [{ entryDate: '2040-03-03', hours: 8, taskId: taskA.ref }, { entryDate: '2040-03-04', hours: 6, opportunityId: opp.ref }];
    const cases: [unknown, number, string][] = [
      [{ entryDate: '2040-03-06', hours: 1, miscCategoryId: cats.c1.id }, 400, 'body.rows.2.note'],
      [{ entryDate: '2040-03-09', hours: 1, taskId: taskA.id }, 400, 'body.rows.2.entryDate'],
      [{ entryDate: '2040-03-01', hours: 1, taskId: taskA.id }, 400, 'body.rows.2.entryDate'],
      [{ entryDate: '2040-03-06', hours: 1, taskId: randomUUID() }, 404, 'body.rows.2.taskId'],
      [{ entryDate: '2040-03-06', hours: 1, taskId: 'TIM-99999' }, 404, 'body.rows.2.taskId'],
      [{ entryDate: '2040-03-06', hours: 1 }, 400, 'body.rows.2.opportunityId'],
      [{ entryDate: '2040-03-06', hours: 1, entryKind: 'sick' }, 400, 'body.rows.2.note'],
      [{ entryDate: '2040-03-06', hours: 24.5, taskId: taskA.id }, 400, 'body.rows.2.hours'],
      [{ entryDate: '2040-03-03', hours: 16.5, taskId: taskB.id }, 400, 'body.rows.2.hours'], // 8 + 16.5 on the 3rd
    ];
    for (const [bad, status, field] of cases) {
      const r = await upsert([...good, bad]);
      expectFailure(r, status, status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND', field);
      expect(ids(await entriesIn(admin, from, to)), JSON.stringify(bad)).toEqual(before);
    }
    const day = expectFailure(await upsert([...good, { entryDate: '2040-03-03', hours: 16.5, taskId: taskB.id }]), 400, 'VALIDATION_FAILED', 'body.rows.2.hours');
    expect(day.message).toMatch(/the rows before this one put 8 h/);
  });

  it('replaces the window: deletes its manual entries, writes the rows in order, leaves other days alone', async () => {
    const r = expectStatus(await upsert([
      { entryDate: '2040-03-04', hours: 6, opportunityId: opp.ref, note: 'Discovery calls', entryKind: 'customer_meeting' },
      { entryDate: '2040-03-03', hours: 8, taskId: taskA.ref },
      { entryDate: '2040-03-03', hours: 16, taskId: taskB.ref },
      { entryDate: '2040-03-06', hours: 8, entryKind: 'vacation', note: 'Holiday' },
    ]), 200);
    expect(r.data).toMatchObject({ from, to, deleted: 2 });
    expect(r.data.entries.map((e: any) => [e.entryDate, e.hours, e.taskId ?? e.opportunityId ?? e.entryKind])).toEqual([
      ['2040-03-04', 6, opp.id], ['2040-03-03', 8, taskA.id], ['2040-03-03', 16, taskB.id], ['2040-03-06', 8, 'vacation'],
    ]);
    expect(r.actions.map((a: any) => a.href)).toEqual([`/api/v1/time-entries?from=${from}&to=${to}`]);
    const now = await entriesIn(admin, from, to);
    expect(now.map((e) => e.id).sort()).toEqual(r.data.entries.map((e: any) => e.id).sort());
    expect(ids(await entriesIn(admin, '2040-03-09', '2040-03-09'))).toEqual([outside.id]);
  });

  it('empty rows clears the window', async () => {
    const r = expectStatus(await upsert([]), 200);
    expect(r.data).toEqual({ from, to, deleted: 4, entries: [] });
    expect(await entriesIn(admin, from, to)).toEqual([]);
    expect(ids(await entriesIn(admin, '2040-03-09', '2040-03-09'))).toEqual([outside.id]);
  });

  it('a window holding integration entries is refused with 409 and error.data listing them; nothing written', async () => {
    const manual = await logged(admin, { entryDate: '2040-03-02', hours: 1, taskId: taskA.id });
    const tracked = await integrationEntry(me, '2040-03-05', taskA.id);
    const r = await upsert([{ entryDate: '2040-03-03', hours: 2, taskId: taskA.id }]);
    const e = expectFailure(r, 409, 'INVALID_STATE_TRANSITION');
    expect(e.data).toEqual({ from, to, count: 1, dates: ['2040-03-05'], entries: [{ id: tracked, entryDate: '2040-03-05' }] });
    expect(e.suggestion).toMatch(/from=2040-03-02 to=2040-03-04 or from=2040-03-06 to=2040-03-08/);
    expect(ids(await entriesIn(admin, from, to)).sort()).toEqual([manual.id, tracked].sort());
    // a window that leaves the tracker's day out is fine
    const around = expectStatus(await upsert([{ entryDate: '2040-03-03', hours: 2, taskId: taskA.id }], { from: '2040-03-02', to: '2040-03-04' }), 200);
    expect(around.data.deleted).toBe(1);
    // another user's integration entries do not block the caller's window
    await integrationEntry(org.engineerId, '2040-03-07', taskA.id);
    expectStatus(await admin('POST', '/api/v1/time-entries/upsert-range', { from: '2040-03-06', to: '2040-03-08', rows: [] }), 200);
  });
});

describe('cost: hours × salaryMonthly × 12 ÷ (52 × weeklyHours), in the base currency', () => {
  // Window 2040-05-07 .. 2040-05-13. The admin earns 8000 EUR a month for 40 h a week; the org's base is USD and
  // EUR is worth 1.1 USD: hourly = 8000 × 12 ÷ (52 × 40) = 46.153846… EUR = 50.769230769… USD.
  // The engineer earns 5200 USD with weeklyHours unset (→ 40): hourly = 5200 × 12 ÷ 2080 = 30 USD.
  // The pm earns 6000 GBP and GBP has no rate: unpriced. The em has no salary: unpriced.
  const from = '2040-05-07';
  const to = '2040-05-13';
  let a: any;
  let c: any[];

  beforeAll(async () => {
    await data(admin, 'PATCH', `/api/v1/users/${me}`, { salaryMonthly: 8000, salaryCurrency: 'EUR', weeklyHours: 40 });
    await data(admin, 'PATCH', `/api/v1/users/${org.engineerId}`, { salaryMonthly: 5200, salaryCurrency: 'USD', weeklyHours: null });
    await data(admin, 'PATCH', `/api/v1/users/${pmId}`, { salaryMonthly: 6000, salaryCurrency: 'GBP', weeklyHours: 40 });
  });

  it('without a rate for the salary\'s currency an entry is unpriced (cost null)', async () => {
    a = await logged(admin, { entryDate: '2040-05-07', hours: 2.5, taskId: cost.taskA.ref });
    expect(a).toMatchObject({ cost: null, currency: 'USD' });
  });

  it('with the rate: 2.5 h × 50.769230769… = 126.923076… → 126.92 USD', async () => {
    await db('org_currency_rates').insert({ org_id: org.orgId, currency: 'EUR', rate: '1.1' });
    const [listed] = await entriesIn(admin, '2040-05-07', '2040-05-07');
    expect(listed).toMatchObject({ id: a.id, hours: 2.5, cost: 126.92, currency: 'USD' });
    // the salary in the base currency needs no rate; weeklyHours unset counts as 40: 2 h × 30 = 60
    const engEntry = await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-05-08&to=2040-05-08`);
    expect(engEntry).toEqual([]);
    const e = await logged(eng, { entryDate: '2040-05-08', hours: 2, taskId: cost.none.id });
    expect(e).not.toHaveProperty('cost');
    expect((await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-05-08&to=2040-05-08`))[0]).toMatchObject({ id: e.id, cost: 60, currency: 'USD' });
  });

  it('sums are rounded once, at the end: three 0.01 h entries cost 0.51 each but 1.52 together', async () => {
    c = [];
    for (let i = 0; i < 3; i++) c.push(await logged(admin, { entryDate: '2040-05-09', hours: 0.01, taskId: cost.taskB.id })); // 0.507692… each
    expect(c.map((x) => x.cost)).toEqual([0.51, 0.51, 0.51]);
    const b = await data(admin, 'GET', `/api/v1/time-entries/actual-cost-for-task/${cost.taskB.ref}`);
    expect(b).toEqual({ targetType: 'task', targetId: cost.taskB.id, ref: cost.taskB.ref, cost: 1.52, currency: 'USD', hours: 0.03, unpricedHours: 0 });
  });

  it('aggregate-by-category: buckets by derived category, vacation left out, unpriced hours apart; team filter', async () => {
    await logged(admin, { entryDate: '2040-05-10', hours: 1.25, opportunityId: cost.opp.id }); // C3: 63.461538…
    await logged(admin, { entryDate: '2040-05-10', hours: 1, miscCategoryId: cats.c1.id, note: 'Interviews' }); // C1: 50.769230…
    await logged(admin, { entryDate: '2040-05-11', hours: 8, entryKind: 'vacation', note: 'Off' }); // left out
    await logged(pm, { entryDate: '2040-05-10', hours: 3, taskId: cost.taskA.id }); // C2, unpriced (GBP has no rate)
    await logged(em, { entryDate: '2040-05-12', hours: 0.5, taskId: cost.none.id }); // uncategorised, unpriced (no salary)
    const r = expectStatus(await admin('GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}`), 200);
    expect(r.data).toEqual({
      from, to, teamId: null, currency: 'USD',
      // 126.923077 + 1.523077 + 63.461538 + 50.769231 + 60 = 302.676923 → 302.68
      totalHours: 10.28, totalCost: 302.68, unpricedHours: 3.5,
      categories: [
        { categoryId: cats.c2.id, label: cats.c2.label, hours: 5.5, cost: 126.92, unpricedHours: 3 },
        { categoryId: null, label: null, hours: 2.5, cost: 60, unpricedHours: 0.5 },
        // 1.25 h on the opportunity + 3 × 0.01 h on its uncategorised task: 64.984615… → 64.98
        { categoryId: cats.c3.id, label: cats.c3.label, hours: 1.28, cost: 64.98, unpricedHours: 0 },
        { categoryId: cats.c1.id, label: cats.c1.label, hours: 1, cost: 50.77, unpricedHours: 0 },
      ],
    });
    expect(r.actions.map((x: any) => x.name)).toEqual(['listTimeEntryCosts']);
    for (const x of r.actions) expectStatus(await admin(x.method, x.href), 200);
    // the team TIM is the admin and the engineer: the pm's and the em's hours are left out
    const t = await data(admin, 'GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}&teamId=TIM`);
    expect(t).toMatchObject({ teamId: team.id, totalHours: 6.78, totalCost: 302.68, unpricedHours: 0 });
    expect(t.categories[0]).toEqual({ categoryId: cats.c2.id, label: cats.c2.label, hours: 2.5, cost: 126.92, unpricedHours: 0 });
    expectFailure(await admin('GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}&teamId=${randomUUID()}`), 404, 'NOT_FOUND', 'query.teamId');
    expectFailure(await admin('GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}&teamId=NOPE`), 404, 'NOT_FOUND', 'query.teamId');
    // an empty window
    expect(await data(admin, 'GET', '/api/v1/time-entries/aggregate-by-category?from=2041-06-01&to=2041-06-30')).toEqual({
      from: '2041-06-01', to: '2041-06-30', teamId: null, currency: 'USD', totalHours: 0, totalCost: 0, unpricedHours: 0, categories: [],
    });
  });

  it('costs-for-range: rows newest first with the same totals; userId only for leadership', async () => {
    const r = await data(admin, 'GET', `/api/v1/time-entries/costs-for-range?from=${from}&to=${to}`);
    expect(r).toMatchObject({ from, to, currency: 'USD', truncated: false, totalHours: 10.28, totalCost: 302.68, unpricedHours: 3.5 });
    expect(r.rows).toHaveLength(9);
    expect(r.rows.map((x: any) => x.entryDate)).toEqual([...r.rows.map((x: any) => x.entryDate)].sort().reverse());
    expect(r.rows.find((x: any) => x.entryId === a.id)).toEqual({
      entryId: a.id, entryDate: '2040-05-07', userId: me, hours: 2.5, cost: 126.92, opportunityId: null, taskId: cost.taskA.id, miscCategoryId: null, categoryId: cats.c2.id,
    });
    expect(r.rows.filter((x: any) => x.cost === null).map((x: any) => x.hours).sort()).toEqual([0.5, 3]);
    // a pm may read costs, but not whose they are
    const asPm = await data(pm, 'GET', `/api/v1/time-entries/costs-for-range?from=${from}&to=${to}`);
    expect(asPm.totalCost).toBe(302.68);
    expect(asPm.rows.every((x: any) => x.userId === null)).toBe(true);
    expect((await data(em, 'GET', `/api/v1/time-entries/costs-for-range?from=${from}&to=${to}`)).rows.every((x: any) => x.userId !== null)).toBe(true);
  });

  it('actual cost: an opportunity counts its tasks and their subtasks; a task its subtasks; 0 when none', async () => {
    await logged(admin, { entryDate: '2040-06-01', hours: 0.5, taskId: cost.sub.ref }); // 25.384615…
    // taskA: 126.923077 + 25.384615 = 152.307692 → 152.31; the pm's 3 h unpriced
    expect(await data(admin, 'GET', `/api/v1/time-entries/actual-cost-for-task/${cost.taskA.ref}`)).toEqual({
      targetType: 'task', targetId: cost.taskA.id, ref: cost.taskA.ref, cost: 152.31, currency: 'USD', hours: 6, unpricedHours: 3,
    });
    // opp: 63.461538 (on it) + 126.923077 + 25.384615 (taskA and its subtask) + 1.523077 (taskB) = 217.292308 → 217.29
    const o = expectStatus(await admin('GET', `/api/v1/time-entries/actual-cost-for-opportunity/${cost.opp.ref}`), 200);
    expect(o.data).toEqual({ targetType: 'opportunity', targetId: cost.opp.id, ref: cost.opp.ref, cost: 217.29, currency: 'USD', hours: 7.28, unpricedHours: 3 });
    expect(o.actions.map((x: any) => x.name)).toEqual(['listOpportunityTimeEntries', 'getOpportunity']);
    for (const x of o.actions) expectStatus(await admin(x.method, x.href), 200);
    expect(await data(admin, 'GET', `/api/v1/time-entries/actual-cost-for-opportunity/${spareOpp.id}`)).toEqual({
      targetType: 'opportunity', targetId: spareOpp.id, ref: spareOpp.ref, cost: 0, currency: 'USD', hours: 0, unpricedHours: 0,
    });
    expect(await data(admin, 'GET', `/api/v1/time-entries/actual-cost-for-task/${spareTask.id}`)).toMatchObject({ cost: 0, hours: 0, unpricedHours: 0 });
    expectFailure(await admin('GET', `/api/v1/time-entries/actual-cost-for-opportunity/OPP-99999`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('GET', `/api/v1/time-entries/actual-cost-for-task/${randomUUID()}`), 404, 'NOT_FOUND', 'path.id');
  });

  it('the current salary prices every entry, whatever its date; weeklyHours 0 cannot be priced', async () => {
    await data(admin, 'PATCH', `/api/v1/users/${org.engineerId}`, { salaryMonthly: 10400, salaryCurrency: 'USD' });
    expect((await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-05-08&to=2040-05-08`))[0].cost).toBe(120);
    await data(admin, 'PATCH', `/api/v1/users/${org.engineerId}`, { weeklyHours: 0 });
    expect((await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-05-08&to=2040-05-08`))[0].cost).toBeNull();
    await data(admin, 'PATCH', `/api/v1/users/${org.engineerId}`, { salaryMonthly: 5200, salaryCurrency: 'USD', weeklyHours: null });
  });

  it('for-opportunity: entries on it and its tasks, newest first; who logged them only for leadership', async () => {
    const asAdmin = await all(admin, `/api/v1/time-entries/for-opportunity/${cost.opp.ref}`, 2);
    const dates = asAdmin.map((x) => x.entryDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(asAdmin.some((x) => x.taskId === cost.sub.id)).toBe(true);
    expect(asAdmin.some((x) => x.taskId === cost.none.id)).toBe(false);
    const pmsEntry = asAdmin.find((x) => x.userId === pmId);
    expect(pmsEntry).toMatchObject({ userName: 'Pat PM', hours: 3, taskId: cost.taskA.id, entryKind: 'other' });
    for (const api of [pm, eng]) {
      const hidden = await all(api, `/api/v1/time-entries/for-opportunity/${cost.opp.id}`);
      expect(hidden.map((x) => x.id)).toEqual(asAdmin.map((x) => x.id));
      expect(hidden.every((x) => x.userId === null && x.userName === null)).toBe(true);
      expect(JSON.stringify(hidden)).not.toMatch(FINANCIAL);
    }
    expect((await all(em, `/api/v1/time-entries/for-opportunity/${cost.opp.id}`)).every((x) => x.userId !== null)).toBe(true);
  });
});

describe('costs-for-range: at most 5000 rows (spec 2 §8)', () => {
  it('more than 5000 entries: 5000 rows newest first, truncated, totals over all of them, halves offered', async () => {
    const big = await newOrg('Time truncation org');
    const api = client(big.apiKey);
    const t = await data(api, 'POST', '/api/v1/tasks', { title: 'Long project' });
    // 2080 USD a month at 40 h a week: 2080 × 12 ÷ 2080 = 12 USD an hour
    await data(api, 'PATCH', `/api/v1/users/${big.userId}`, { salaryMonthly: 2080, salaryCurrency: 'USD', weeklyHours: 40 });
    await db.raw(
      `INSERT INTO time_entries (org_id, user_id, entry_date, hours, task_id)
       SELECT ?, ?, date '2041-01-01' + (i % 300), 0.5, ? FROM generate_series(1, 5003) AS i`,
      [big.orgId, big.userId, t.id],
    );
    const r = expectStatus(await api('GET', '/api/v1/time-entries/costs-for-range?from=2041-01-01&to=2041-12-31'), 200);
    expect(r.data.rows).toHaveLength(5000);
    // 5003 × 0.5 h = 2501.5 h × 12 = 30018
    expect(r.data).toMatchObject({ truncated: true, totalHours: 2501.5, totalCost: 30018, unpricedHours: 0 });
    expect(r.data.rows[0]).toMatchObject({ entryDate: '2041-10-27', cost: 6, userId: big.userId });
    const narrower = r.actions.filter((a: any) => a.rel === 'narrower').map((a: any) => a.href);
    expect(narrower).toEqual(['/api/v1/time-entries/costs-for-range?from=2041-01-01&to=2041-07-01', '/api/v1/time-entries/costs-for-range?from=2041-07-02&to=2041-12-31']);
    const half = await data(api, 'GET', narrower[1]);
    expect(half.truncated).toBe(false);
    expect(half.rows.length).toBeLessThan(5000);
    // exactly 5000 entries is not truncated
    await db.raw('DELETE FROM time_entries WHERE org_id = ? AND id IN (SELECT id FROM time_entries WHERE org_id = ? LIMIT 3)', [big.orgId, big.orgId]);
    const exact = await data(api, 'GET', '/api/v1/time-entries/costs-for-range?from=2041-01-01&to=2041-12-31');
    expect(exact).toMatchObject({ truncated: false, totalHours: 2500, totalCost: 30000 });
    expect(exact.rows).toHaveLength(5000);
  });
});

describe('financial fields stripped for an engineer key (spec 1 §2.1, spec 2 §5.3)', () => {
  it('no cost or currency on create, patch, list, upsert; cost reads are 403', async () => {
    const made = expectStatus(await log(eng, { entryDate: '2040-07-01', hours: 2, taskId: taskA.id }), 201);
    expect(made.data).not.toHaveProperty('cost');
    expect(made.data).not.toHaveProperty('currency');
    expect(made.actions.map((x: any) => x.name)).toEqual(['listTimeEntries']); // the cost read is not offered
    expect(JSON.stringify(made)).not.toMatch(FINANCIAL);
    expect(JSON.stringify(expectStatus(await eng('PATCH', `/api/v1/time-entries/${made.data.id}`, { hours: 3 }), 200))).not.toMatch(FINANCIAL);
    expect(JSON.stringify(expectStatus(await eng('GET', '/api/v1/time-entries?from=2040-01-01&to=2040-12-31'), 200))).not.toMatch(FINANCIAL);
    const up = expectStatus(await eng('POST', '/api/v1/time-entries/upsert-range', { from: '2040-07-02', to: '2040-07-02', rows: [{ entryDate: '2040-07-02', hours: 1, taskId: taskA.id }] }), 200);
    expect(JSON.stringify(up)).not.toMatch(FINANCIAL);
    for (const path of [
      '/api/v1/time-entries/aggregate-by-category?from=2040-01-01&to=2040-12-31', '/api/v1/time-entries/costs-for-range?from=2040-01-01&to=2040-12-31',
      `/api/v1/time-entries/actual-cost-for-opportunity/${opp.ref}`, `/api/v1/time-entries/actual-cost-for-task/${taskA.ref}`,
    ]) {
      const e = expectFailure(await eng('GET', path), 403, 'FORBIDDEN');
      expect(e.data.missing).toEqual(['cost:read']);
    }
    // the admin sees the same entry's cost: 3 h × 30 USD
    expect((await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-07-01&to=2040-07-01`))[0]).toMatchObject({ id: made.data.id, cost: 90 });
  });

  it('nor over MCP (tools/call) or in a batch', async () => {
    const c = new Client({ name: 'time-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=time-entries`), { requestInit: { headers: { authorization: `Bearer ${org.engineerKey}` } } }));
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_time_entries', 'create_time_entry', 'upsert_time_entry_range', 'list_opportunity_time_entries']));
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        return { isError: Boolean(r.isError), raw: JSON.stringify(r), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
      };
      const made = await call('create_time_entry', { entryDate: '2040-07-03', hours: 1.5, taskId: taskA.ref, idempotencyKey: randomUUID() });
      expect(made.isError, made.raw.slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ hours: 1.5, taskId: taskA.id });
      expect(made.raw).not.toMatch(/\\?"(cost|currency)\\?"/);
      const listed = await call('list_time_entries', { from: '2040-07-01', to: '2040-07-31' });
      expect(listed.isError).toBe(false);
      expect(listed.body.data.map((x: any) => x.id)).toContain(made.body.data.id);
      expect(listed.raw).not.toMatch(/\\?"(cost|currency)\\?"/);
      const refused = await call('get_task_actual_cost', { id: taskA.ref });
      expect(refused.isError).toBe(true);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    } finally {
      await c.close();
    }
    const b = await eng('POST', '/api/v1/batch', {
      operations: [
        { id: 'list', method: 'GET', path: '/api/v1/time-entries?from=2040-07-01&to=2040-07-31' },
        { id: 'create', method: 'POST', path: '/api/v1/time-entries', body: { entryDate: '2040-07-04', hours: 1, taskId: taskA.ref } },
        { id: 'costs', method: 'GET', path: '/api/v1/time-entries/costs-for-range?from=2040-07-01&to=2040-07-31' },
      ],
    });
    expect(b.status).toBe(207);
    expect(b.body.data.list.data.length).toBeGreaterThan(0);
    expect(b.body.data.create.status).toBe(201);
    expect(b.body.data.costs.status).toBe(403);
    expect(JSON.stringify(b.body)).not.toMatch(FINANCIAL);
    // the same batch for the admin carries them
    const asAdmin = await admin('POST', '/api/v1/batch', { operations: [{ id: 'list', method: 'GET', path: `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-07-01&to=2040-07-31` }] });
    expect(asAdmin.body.data.list.data[0]).toHaveProperty('cost');
  });
});

describe('engineerId needs compensation visibility (spec 2 §4.16, §5.3)', () => {
  it('a pm key is 403 for another user, fine for itself; an em or admin key (leadership) may list anyone', async () => {
    await logged(eng, { entryDate: '2040-08-01', hours: 1, taskId: taskA.id });
    const e = expectFailure(await pm('GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-08-01&to=2040-08-31`), 403, 'FORBIDDEN', 'query.engineerId');
    expect(e.suggestion).toMatch(/Leave out engineerId/);
    expectFailure(await eng('GET', `/api/v1/time-entries?engineerId=${me}&from=2040-08-01&to=2040-08-31`), 403, 'FORBIDDEN');
    expectStatus(await pm('GET', '/api/v1/time-entries?engineerId=me&from=2040-08-01&to=2040-08-31'), 200);
    expectStatus(await pm('GET', `/api/v1/time-entries?engineerId=${pmId}&from=2040-08-01&to=2040-08-31`), 200);
    for (const api of [em, admin]) {
      const listed = await all(api, `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-08-01&to=2040-08-31`);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ userId: org.engineerId, cost: 30 });
    }
    expectFailure(await em('GET', `/api/v1/time-entries?engineerId=${randomUUID()}`), 404, 'NOT_FOUND', 'query.engineerId');
    // the em's own list is its own
    expect((await all(em, '/api/v1/time-entries?from=2040-08-01&to=2040-08-31'))).toEqual([]);
    expect(emId).toBeTruthy();
  });
});

describe('platform rules: tenancy, idempotency, actions (spec 2 §4.1, §7, §8)', () => {
  it('another org\'s ids read as 404 everywhere and its entries never show', async () => {
    const other = await newOrg('Time tenancy org');
    const them = client(other.apiKey);
    const theirTask = await data(them, 'POST', '/api/v1/tasks', { title: 'Their task' });
    const theirOpp = await data(them, 'POST', '/api/v1/opportunities', { title: 'Their opportunity' });
    const theirCat = await data(them, 'POST', '/api/v1/categories', { label: 'Their category' });
    const theirTeam = await data(them, 'POST', '/api/v1/teams', { name: 'Theirs', prefix: 'THM' });
    const theirEntry = await logged(them, { entryDate: '2040-05-08', hours: 5, taskId: theirTask.id });
    const calls: [string, string, unknown, number, string][] = [
      ['POST', '/api/v1/time-entries', { entryDate: '2040-09-01', hours: 1, taskId: theirTask.id }, 404, 'body.taskId'],
      ['POST', '/api/v1/time-entries', { entryDate: '2040-09-01', hours: 1, opportunityId: theirOpp.id }, 404, 'body.opportunityId'],
      ['POST', '/api/v1/time-entries', { entryDate: '2040-09-01', hours: 1, miscCategoryId: theirCat.id, note: 'n' }, 404, 'body.miscCategoryId'],
      ['PATCH', `/api/v1/time-entries/${theirEntry.id}`, { hours: 1 }, 404, 'path.id'],
      ['DELETE', `/api/v1/time-entries/${theirEntry.id}`, undefined, 404, 'path.id'],
      ['GET', `/api/v1/time-entries/actual-cost-for-opportunity/${theirOpp.id}`, undefined, 404, 'path.id'],
      ['GET', `/api/v1/time-entries/actual-cost-for-task/${theirTask.id}`, undefined, 404, 'path.id'],
      ['GET', `/api/v1/time-entries/for-opportunity/${theirOpp.id}`, undefined, 404, 'path.id'],
      ['GET', `/api/v1/time-entries/aggregate-by-category?from=2040-05-01&to=2040-05-31&teamId=${theirTeam.id}`, undefined, 404, 'query.teamId'],
      ['GET', `/api/v1/time-entries?engineerId=${other.userId}`, undefined, 404, 'query.engineerId'],
      ['POST', '/api/v1/time-entries/upsert-range', { from: '2040-09-01', to: '2040-09-02', rows: [{ entryDate: '2040-09-01', hours: 1, taskId: theirTask.id }] }, 404, 'body.rows.0.taskId'],
    ];
    for (const [method, path, body, status, field] of calls) {
      const r = await admin(method, path, body);
      expectFailure(r, status, 'NOT_FOUND', field);
      expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
    }
    const costs = await data(admin, 'GET', '/api/v1/time-entries/costs-for-range?from=2040-05-01&to=2040-05-31');
    expect(costs.rows.map((x: any) => x.entryId)).not.toContain(theirEntry.id);
    expect((await all(them, '/api/v1/time-entries?from=2040-05-08&to=2040-05-08'))[0]).toMatchObject({ id: theirEntry.id, hours: 5 });
  });

  it('createTimeEntry retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body = { entryDate: '2040-10-01', hours: 2, taskId: taskA.ref, note: `Once ${uniq()}` };
    const first = expectStatus(await log(admin, body), 201);
    void first;
    const keyed = expectStatus(await admin('POST', '/api/v1/time-entries', body, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/time-entries', body, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(keyed.data);
    expect((await entriesIn(admin, '2040-10-01', '2040-10-01')).filter((x) => x.note === body.note)).toHaveLength(2); // the unkeyed one and the keyed one
    expectFailure(await admin('POST', '/api/v1/time-entries', { ...body, hours: 3 }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
    // a refused upsert replays its refusal and still wrote nothing
    const k2 = randomUUID();
    const bad = { from: '2040-10-01', to: '2040-10-01', rows: [{ entryDate: '2040-10-02', hours: 1, taskId: taskA.id }] };
    expectFailure(await admin('POST', '/api/v1/time-entries/upsert-range', bad, { 'idempotency-key': k2 }), 400, 'VALIDATION_FAILED', 'body.rows.0.entryDate');
    expect(await entriesIn(admin, '2040-10-01', '2040-10-01')).toHaveLength(2);
  });

  it('actions: an entry offers its week and its target\'s cost; each one succeeds', async () => {
    const e = expectStatus(await log(admin, { entryDate: '2040-11-05', hours: 1, opportunityId: opp.ref }), 201); // a Monday
    expect(e.actions.map((x: any) => [x.name, x.href])).toEqual([
      ['listTimeEntries', '/api/v1/time-entries?from=2040-11-05&to=2040-11-11'],
      ['getOpportunityActualCost', `/api/v1/time-entries/actual-cost-for-opportunity/${opp.id}`],
    ]);
    expect(e.actions[0]).toMatchObject({ tool: 'list_time_entries', arguments: { from: '2040-11-05', to: '2040-11-11' }, toolset: 'time-entries' });
    for (const x of e.actions) expectStatus(await admin(x.method, x.href), 200);
    const sunday = expectStatus(await log(admin, { entryDate: '2040-11-11', hours: 1, taskId: taskA.ref }), 201);
    expect(sunday.actions[0].href).toBe('/api/v1/time-entries?from=2040-11-05&to=2040-11-11');
    expect(sunday.actions[1].name).toBe('getTaskActualCost');
    const list = expectStatus(await admin('GET', '/api/v1/time-entries?from=2040-11-05&to=2040-11-11'), 200);
    expect(list.actions.map((x: any) => x.href)).toEqual(['/api/v1/time-entries?from=2040-10-29&to=2040-11-04']);
    const del = expectStatus(await admin('DELETE', `/api/v1/time-entries/${e.data.id}`), 200);
    expect(del.actions.map((x: any) => x.href)).toEqual(['/api/v1/time-entries?from=2040-11-05&to=2040-11-11']);
    const forOpp = expectStatus(await admin('GET', `/api/v1/time-entries/for-opportunity/${opp.ref}`), 200);
    for (const x of forOpp.actions) expectStatus(await admin(x.method, x.href), 200);
    const costs = expectStatus(await admin('GET', '/api/v1/time-entries/costs-for-range?from=2040-11-01&to=2040-11-30'), 200);
    expect(costs.actions.map((x: any) => x.name)).toEqual(['aggregateTimeEntriesByCategory']);
    const task = expectStatus(await admin('GET', `/api/v1/time-entries/actual-cost-for-task/${taskA.ref}`), 200);
    expect(task.actions.map((x: any) => x.href)).toEqual([`/api/v1/tasks/${taskA.ref}`]);
  });
});
