/**
 * Time entries on the real server and a real Postgres (spec 2 §4.16, §7, §8): validation (exactly one target, kinds
 * and notes, hours bounds and hundredths, 366-day windows, 24 h a day), own-only edits, integration entries refused
 * on patch and delete and in upsert-range windows, upsert-range atomicity, tenancy, idempotency and actions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope, TimeEntry } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope as expectStatus, failure as expectFailure, must, raw } from '../lib/sdkAs.js';
import {
  admin,
  cats,
  db,
  eng,
  entriesIn,
  ids,
  integrationEntry,
  log,
  logged,
  me,
  opp,
  org,
  pm,
  taskA,
  taskB,
  taskNone,
  uniq,
  useTimeEntriesOrg,
} from './_setup.js';

useTimeEntriesOrg();

describe('validation (spec 2 §4.16, §8)', () => {
  it('exactly one target for tracked kinds: none or several is 400 naming the fields', async () => {
    const none = expectFailure(await log(admin, { entryDate: '2040-01-02', hours: 1 }), 400, 'VALIDATION_FAILED', 'body.opportunityId');
    expect(none.details?.map((d) => d.field)).toEqual(['body.opportunityId', 'body.taskId', 'body.miscCategoryId']);
    expect(none.suggestion).toMatch(/exactly one of taskId/);
    const two = expectFailure(await log(admin, { entryDate: '2040-01-02', hours: 1, taskId: taskA.ref, opportunityId: opp.ref }), 400, 'VALIDATION_FAILED');
    expect(two.details?.map((d) => d.field)).toEqual(['body.opportunityId', 'body.taskId']);
    const three = expectFailure(
      await log(admin, { entryDate: '2040-01-02', hours: 1, taskId: taskA.id, opportunityId: opp.id, miscCategoryId: cats.c1.id, note: 'n' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(three.details).toHaveLength(3);
    expect(await entriesIn(admin, '2040-01-01', '2040-01-31')).toEqual([]);
  });

  it('refs and UUIDs are accepted for tasks and opportunities; categoryId is derived', async () => {
    const byRef = await logged(admin, { entryDate: '2040-01-03', hours: 1, taskId: taskA.ref });
    expect(byRef).toMatchObject({
      taskId: taskA.id,
      categoryId: cats.c2.id,
      entryKind: 'other',
      source: 'manual',
      tracked: true,
      userId: me,
      orgId: org.orgId,
    });
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
    const targeted = expectFailure(
      await log(admin, { entryDate: '2040-01-05', hours: 8, entryKind: 'sick', note: 'Flu', taskId: taskA.ref }),
      400,
      'VALIDATION_FAILED',
      'body.taskId',
    );
    expect(targeted.suggestion).toMatch(/leave out taskId/);
    const sick = await logged(admin, { entryDate: '2040-01-05', hours: 8, entryKind: 'sick', note: 'Flu' });
    expect(sick).toMatchObject({ entryKind: 'sick', tracked: false, categoryId: null, opportunityId: null, taskId: null, miscCategoryId: null, cost: 0 });
  });

  it('hours: 0 to 24 in hundredths (24.01, -1 and 2.555 are 400 naming body.hours)', async () => {
    for (const hours of [24.01, -1, 2.555, 100]) {
      expectFailure(await log(admin, { entryDate: '2040-01-06', hours, taskId: taskA.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    }
    // hours as a string: raw HTTP, the SDK's types do not let it be sent
    expectFailure(
      await raw<ErrorEnvelope>(admin, 'POST', '/api/v1/time-entries', { entryDate: '2040-01-06', hours: '2', taskId: taskA.id }),
      400,
      'VALIDATION_FAILED',
      'body.hours',
    );
    expect((await logged(admin, { entryDate: '2040-01-06', hours: 24, taskId: taskA.id })).hours).toBe(24);
    expect((await logged(admin, { entryDate: '2040-01-06', hours: 0, taskId: taskA.id })).hours).toBe(0);
    expect((await logged(admin, { entryDate: '2040-01-07', hours: 0.01, taskId: taskA.id })).hours).toBe(0.01);
  });

  it("a user's day holds at most 24 h: past it is 400 naming body.hours with the current total", async () => {
    await logged(admin, { entryDate: '2040-01-08', hours: 20, taskId: taskA.id });
    const over = expectFailure(await log(admin, { entryDate: '2040-01-08', hours: 4.5, taskId: taskB.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    expect(over.message).toMatch(/already logged 20 h/);
    expect(over.suggestion).toMatch(/at most 4 h on 2040-01-08/);
    const last = await logged(admin, { entryDate: '2040-01-08', hours: 4, taskId: taskB.id });
    expectFailure(await log(admin, { entryDate: '2040-01-08', hours: 0.01, entryKind: 'vacation', note: 'x' }), 400, 'VALIDATION_FAILED', 'body.hours');
    // another user's day is their own
    await logged(eng, { entryDate: '2040-01-08', hours: 10, taskId: taskA.id });
    // a patch counts the day without the entry itself; moving an entry onto a full day names body.entryDate
    expect(must(await sdk.updateTimeEntry(last.id, { hours: 3.5 }, undefined, as(admin))).hours).toBe(3.5);
    expectFailure(await sdk.updateTimeEntry(last.id, { hours: 4.01 }, undefined, as(admin)), 400, 'VALIDATION_FAILED', 'body.hours');
    const other = await logged(admin, { entryDate: '2040-01-09', hours: 1, taskId: taskA.id });
    expectFailure(await sdk.updateTimeEntry(other.id, { entryDate: '2040-01-08' }, undefined, as(admin)), 400, 'VALIDATION_FAILED', 'body.entryDate');
    // concurrent writes of one user cannot both fit (the per-user lock)
    const racing = await Promise.all([1, 2, 3].map(() => log(admin, { entryDate: '2040-01-10', hours: 10, taskId: taskA.id })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 400]);
  });

  it('windows: from ≤ to and at most 366 days, both included (400 naming query.to / body.to)', async () => {
    expectStatus(await sdk.listTimeEntries({ from: '2030-01-01', to: '2031-01-01' }, as(admin)), 200); // 366 days
    expectStatus(await sdk.listTimeEntries({ from: '2032-01-01', to: '2032-12-31' }, as(admin)), 200); // a leap year
    const long = expectFailure(await sdk.listTimeEntries({ from: '2030-01-01', to: '2031-01-02' }, as(admin)), 400, 'VALIDATION_FAILED', 'query.to');
    expect(long.message).toMatch(/367 days/);
    expectFailure(await sdk.listTimeEntries({ from: '2030-01-02', to: '2030-01-01' }, as(admin)), 400, 'VALIDATION_FAILED', 'query.to');
    expectFailure(await sdk.listTimeEntries({ from: '2099-01-01' }, as(admin)), 400, 'VALIDATION_FAILED', 'query.from');
    expectFailure(await sdk.listTimeEntries({ from: '2031-02-30', to: '2031-03-01' }, as(admin)), 400, 'VALIDATION_FAILED', 'query.from');
    for (const [path, read] of [
      ['aggregate-by-category', sdk.aggregateTimeEntriesByCategory],
      ['costs-for-range', sdk.listTimeEntryCosts],
    ] as const) {
      expectFailure(await read({ from: '2030-01-01', to: '2031-01-02' }, as(admin)), 400, 'VALIDATION_FAILED', 'query.to');
      // without the `to` the document requires: raw HTTP, the SDK's types do not let it be left out
      expectFailure(await raw<ErrorEnvelope>(admin, 'GET', `/api/v1/time-entries/${path}?from=2030-01-01`), 400, 'VALIDATION_FAILED', 'query.to');
    }
    expectFailure(
      await sdk.upsertTimeEntryRange({ from: '2030-01-01', to: '2031-01-02', rows: [] }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.to',
    );
    expectFailure(
      await sdk.upsertTimeEntryRange({ from: '2030-01-02', to: '2030-01-01', rows: [] }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.to',
    );
  });

  it('default window: today (UTC) and the 30 days before it', async () => {
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const today = await logged(eng, { entryDate: day(0), hours: 1, taskId: taskNone.id });
    const edge = await logged(eng, { entryDate: day(30), hours: 1, taskId: taskNone.id });
    const outside = await logged(eng, { entryDate: day(31), hours: 1, taskId: taskNone.id });
    const listed = ids(await allOf((cursor) => sdk.listTimeEntries({ cursor, limit: 200 }, as(eng))));
    expect(listed).toEqual(expect.arrayContaining([today.id, edge.id]));
    expect(listed).not.toContain(outside.id);
  });

  it('targets must exist in the org: 404 naming the field, with where to find valid ones', async () => {
    expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, taskId: randomUUID() }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, taskId: 'TIM-99999' }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await log(admin, { entryDate: '2040-01-11', hours: 1, opportunityId: 'OPP-99999' }), 404, 'NOT_FOUND', 'body.opportunityId');
    const cat = expectFailure(
      await log(admin, { entryDate: '2040-01-11', hours: 1, miscCategoryId: randomUUID(), note: 'n' }),
      404,
      'NOT_FOUND',
      'body.miscCategoryId',
    );
    expect(cat.suggestion).toMatch(/list_categories/);
    expect(cat.suggestion).toMatch(/GET \/api\/v1\/categories/);
  });
});

describe("own entries only; integration entries are the tracker's (spec 2 §4.16, §7)", () => {
  it("another user's entry is 404 for patch and delete, and stays unchanged", async () => {
    const theirs = await logged(eng, { entryDate: '2040-02-01', hours: 2, taskId: taskA.id, note: 'mine' });
    expectFailure(await sdk.updateTimeEntry(theirs.id, { hours: 1 }, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.deleteTimeEntry(theirs.id, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.deleteTimeEntry(theirs.id, undefined, as(pm)), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.updateTimeEntry(randomUUID(), { hours: 1 }, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
    const after = (await entriesIn(eng, '2040-02-01', '2040-02-01')).find((x) => x.id === theirs.id);
    expect(after).toMatchObject({ hours: 2, note: 'mine' });
    // and it is not in the admin's own list
    expect(ids(await entriesIn(admin, '2040-02-01', '2040-02-01'))).not.toContain(theirs.id);
  });

  it('an integration entry is listed, but patch and delete are 409 INVALID_STATE_TRANSITION', async () => {
    const id = await integrationEntry(me, '2040-02-02', taskA.id, 3);
    const listed = (await entriesIn(admin, '2040-02-02', '2040-02-02')).find((x) => x.id === id);
    expect(listed).toMatchObject({ source: 'integration', hours: 3, taskId: taskA.id });
    const patch = expectFailure(await sdk.updateTimeEntry(id, { hours: 1 }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION', 'path.id');
    expect(patch.data).toEqual({ entryId: id, entryDate: '2040-02-02', source: 'integration' });
    expect(patch.suggestion).toMatch(/issue tracker/);
    expectFailure(await sdk.deleteTimeEntry(id, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION', 'path.id');
    expect(await db('time_entries').where({ id }).first()).toMatchObject({ hours: '3.00' });
    // it counts in the day's 24 h
    expectFailure(await log(admin, { entryDate: '2040-02-02', hours: 21.5, taskId: taskA.id }), 400, 'VALIDATION_FAILED', 'body.hours');
    // a day the tracker filled past 24 h: the manual entry's note can still change, its hours cannot grow
    const manual = await logged(admin, { entryDate: '2040-02-04', hours: 2, taskId: taskA.id });
    await integrationEntry(me, '2040-02-04', taskA.id, 23);
    expect(must(await sdk.updateTimeEntry(manual.id, { note: 'Pairing' }, undefined, as(admin))).note).toBe('Pairing');
    expectFailure(await sdk.updateTimeEntry(manual.id, { hours: 2.5 }, undefined, as(admin)), 400, 'VALIDATION_FAILED', 'body.hours');
  });

  it('patch validates the resulting entry: a new target needs the old one sent as null', async () => {
    const e = await logged(admin, { entryDate: '2040-02-03', hours: 2, taskId: taskA.id });
    const both = expectFailure(await sdk.updateTimeEntry(e.id, { opportunityId: opp.ref }, undefined, as(admin)), 400, 'VALIDATION_FAILED');
    expect(both.details?.map((d) => d.field)).toEqual(['body.opportunityId', 'body.taskId']);
    expect(both.suggestion).toMatch(/as null/);
    const moved = must(await sdk.updateTimeEntry(e.id, { opportunityId: opp.ref, taskId: null }, undefined, as(admin)));
    expect(moved).toMatchObject({ opportunityId: opp.id, taskId: null, categoryId: cats.c3.id });
    expectFailure(await sdk.updateTimeEntry(e.id, { entryKind: 'vacation' }, undefined, as(admin)), 400, 'VALIDATION_FAILED', 'body.opportunityId');
    expectFailure(await sdk.updateTimeEntry(e.id, { entryKind: 'vacation', opportunityId: null }, undefined, as(admin)), 400, 'VALIDATION_FAILED', 'body.note');
    const off = must(await sdk.updateTimeEntry(e.id, { entryKind: 'vacation', opportunityId: null, note: 'Day off' }, undefined, as(admin)));
    expect(off).toMatchObject({ entryKind: 'vacation', tracked: false, categoryId: null, opportunityId: null, cost: 0 });
    const misc = must(await sdk.updateTimeEntry(e.id, { entryKind: 'other', miscCategoryId: cats.c1.id }, undefined, as(admin)));
    expect(misc).toMatchObject({ miscCategoryId: cats.c1.id, categoryId: cats.c1.id, note: 'Day off' });
    expectFailure(await sdk.updateTimeEntry(e.id, { note: null }, undefined, as(admin)), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(await sdk.updateTimeEntry(e.id, { miscCategoryId: null, taskId: randomUUID() }, undefined, as(admin)), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await sdk.updateTimeEntry(e.id, {}, undefined, as(admin)), 400, 'VALIDATION_FAILED');
    const gone = must(await sdk.deleteTimeEntry(e.id, undefined, as(admin)));
    expect(gone).toEqual({ id: e.id, deleted: true });
    expectFailure(await sdk.deleteTimeEntry(e.id, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('upsert-range: all or nothing (spec 2 §4.16)', () => {
  const from = '2040-03-02';
  const to = '2040-03-08';
  let before: string[];
  let outside: TimeEntry;

  beforeAll(async () => {
    await logged(admin, { entryDate: '2040-03-02', hours: 4, taskId: taskA.id });
    await logged(admin, { entryDate: '2040-03-05', hours: 2, opportunityId: opp.id });
    outside = await logged(admin, { entryDate: '2040-03-09', hours: 1, taskId: taskA.id });
    before = ids(await entriesIn(admin, from, to));
    expect(before).toHaveLength(2);
  });
  const upsert = (rows: sdk.TimeEntryRow[], w = { from, to }) => sdk.upsertTimeEntryRange({ ...w, rows }, undefined, as(admin));

  it('a bad row anywhere leaves the window untouched (400 or 404 naming the row)', async () => {
    const good: sdk.TimeEntryRow[] = [
      { entryDate: '2040-03-03', hours: 8, taskId: taskA.ref },
      { entryDate: '2040-03-04', hours: 6, opportunityId: opp.ref },
    ];
    const cases: [sdk.TimeEntryRow, number, string][] = [
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
    const day = expectFailure(
      await upsert([...good, { entryDate: '2040-03-03', hours: 16.5, taskId: taskB.id }]),
      400,
      'VALIDATION_FAILED',
      'body.rows.2.hours',
    );
    expect(day.message).toMatch(/the rows before this one put 8 h/);
  });

  it('replaces the window: deletes its manual entries, writes the rows in order, leaves other days alone', async () => {
    const r = expectStatus(
      await upsert([
        { entryDate: '2040-03-04', hours: 6, opportunityId: opp.ref, note: 'Discovery calls', entryKind: 'customer_meeting' },
        { entryDate: '2040-03-03', hours: 8, taskId: taskA.ref },
        { entryDate: '2040-03-03', hours: 16, taskId: taskB.ref },
        { entryDate: '2040-03-06', hours: 8, entryKind: 'vacation', note: 'Holiday' },
      ]),
      200,
    );
    expect(r.data).toMatchObject({ from, to, deleted: 2 });
    expect(r.data.entries.map((e) => [e.entryDate, e.hours, e.taskId ?? e.opportunityId ?? e.entryKind])).toEqual([
      ['2040-03-04', 6, opp.id],
      ['2040-03-03', 8, taskA.id],
      ['2040-03-03', 16, taskB.id],
      ['2040-03-06', 8, 'vacation'],
    ]);
    expect(r.actions.map((a) => a.href)).toEqual([`/api/v1/time-entries?from=${from}&to=${to}`]);
    const now = await entriesIn(admin, from, to);
    expect(now.map((e) => e.id).sort()).toEqual(r.data.entries.map((e) => e.id).sort());
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
    expectStatus(await sdk.upsertTimeEntryRange({ from: '2040-03-06', to: '2040-03-08', rows: [] }, undefined, as(admin)), 200);
  });
});

describe('platform rules: tenancy, idempotency, actions (spec 2 §4.1, §7, §8)', () => {
  it("another org's ids read as 404 everywhere and its entries never show", async () => {
    const other = await newOrg('Time tenancy org');
    const them = other.apiKey;
    const theirTask = must(await sdk.createTask({ title: 'Their task' }, undefined, as(them)));
    const theirOpp = must(await sdk.createOpportunity({ title: 'Their opportunity' }, undefined, as(them)));
    const theirCat = must(await sdk.createCategory({ label: 'Their category' }, undefined, as(them)));
    const theirTeam = must(await sdk.createTeam({ name: 'Theirs', prefix: 'THM' }, undefined, as(them)));
    const theirEntry = await logged(them, { entryDate: '2040-05-08', hours: 5, taskId: theirTask.id });
    const A = as(admin);
    /** [the call, as the admin, with another org's id; the field the 404 names] */
    const calls: [string, () => Promise<{ status: number; data: unknown; headers: Headers }>, string][] = [
      ['createTimeEntry taskId', () => log(admin, { entryDate: '2040-09-01', hours: 1, taskId: theirTask.id }), 'body.taskId'],
      ['createTimeEntry opportunityId', () => log(admin, { entryDate: '2040-09-01', hours: 1, opportunityId: theirOpp.id }), 'body.opportunityId'],
      [
        'createTimeEntry miscCategoryId',
        () => log(admin, { entryDate: '2040-09-01', hours: 1, miscCategoryId: theirCat.id, note: 'n' }),
        'body.miscCategoryId',
      ],
      ['updateTimeEntry', () => sdk.updateTimeEntry(theirEntry.id, { hours: 1 }, undefined, A), 'path.id'],
      ['deleteTimeEntry', () => sdk.deleteTimeEntry(theirEntry.id, undefined, A), 'path.id'],
      ['getOpportunityActualCost', () => sdk.getOpportunityActualCost(theirOpp.id, A), 'path.id'],
      ['getTaskActualCost', () => sdk.getTaskActualCost(theirTask.id, A), 'path.id'],
      ['listOpportunityTimeEntries', () => sdk.listOpportunityTimeEntries(theirOpp.id, undefined, A), 'path.id'],
      [
        'aggregateTimeEntriesByCategory',
        () => sdk.aggregateTimeEntriesByCategory({ from: '2040-05-01', to: '2040-05-31', teamId: theirTeam.id }, A),
        'query.teamId',
      ],
      ['listTimeEntries', () => sdk.listTimeEntries({ engineerId: other.userId }, A), 'query.engineerId'],
      [
        'upsertTimeEntryRange',
        () =>
          sdk.upsertTimeEntryRange({ from: '2040-09-01', to: '2040-09-02', rows: [{ entryDate: '2040-09-01', hours: 1, taskId: theirTask.id }] }, undefined, A),
        'body.rows.0.taskId',
      ],
    ];
    for (const [name, call, field] of calls) {
      const r = await call();
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.data), name).not.toMatch(/Their/);
    }
    const costs = must(await sdk.listTimeEntryCosts({ from: '2040-05-01', to: '2040-05-31' }, as(admin)));
    expect(costs.rows.map((x) => x.entryId)).not.toContain(theirEntry.id);
    expect((await allOf((cursor) => sdk.listTimeEntries({ from: '2040-05-08', to: '2040-05-08', cursor, limit: 200 }, as(them))))[0]).toMatchObject({
      id: theirEntry.id,
      hours: 5,
    });
  });

  it('createTimeEntry retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body = { entryDate: '2040-10-01', hours: 2, taskId: taskA.ref, note: `Once ${uniq()}` };
    const first = expectStatus(await log(admin, body), 201);
    void first;
    const keyed = expectStatus(await sdk.createTimeEntry(body, { 'Idempotency-Key': key }, as(admin)), 201);
    const again = await sdk.createTimeEntry(body, { 'Idempotency-Key': key }, as(admin));
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(expectStatus(again, 201).data).toEqual(keyed.data);
    expect((await entriesIn(admin, '2040-10-01', '2040-10-01')).filter((x) => x.note === body.note)).toHaveLength(2); // the unkeyed one and the keyed one
    expectFailure(await sdk.createTimeEntry({ ...body, hours: 3 }, { 'Idempotency-Key': key }, as(admin)), 409, 'IDEMPOTENCY_CONFLICT');
    // a refused upsert replays its refusal and still wrote nothing
    const k2 = randomUUID();
    const bad = { from: '2040-10-01', to: '2040-10-01', rows: [{ entryDate: '2040-10-02', hours: 1, taskId: taskA.id }] };
    expectFailure(await sdk.upsertTimeEntryRange(bad, { 'Idempotency-Key': k2 }, as(admin)), 400, 'VALIDATION_FAILED', 'body.rows.0.entryDate');
    expect(await entriesIn(admin, '2040-10-01', '2040-10-01')).toHaveLength(2);
  });

  it("actions: an entry offers its week and its target's cost; each one succeeds", async () => {
    const e = expectStatus(await log(admin, { entryDate: '2040-11-05', hours: 1, opportunityId: opp.ref }), 201); // a Monday
    expect(e.actions.map((x) => [x.name, x.href])).toEqual([
      ['listTimeEntries', '/api/v1/time-entries?from=2040-11-05&to=2040-11-11'],
      ['getOpportunityActualCost', `/api/v1/time-entries/actual-cost-for-opportunity/${opp.id}`],
    ]);
    expect(e.actions[0]).toMatchObject({ tool: 'list_time_entries', arguments: { from: '2040-11-05', to: '2040-11-11' }, toolset: 'time-entries' });
    // following an action's href: raw HTTP (the link is the server's, not an operation the test picks)
    for (const x of e.actions) expectStatus(await raw(admin, x.method, x.href), 200);
    const sunday = expectStatus(await log(admin, { entryDate: '2040-11-11', hours: 1, taskId: taskA.ref }), 201);
    expect(sunday.actions[0].href).toBe('/api/v1/time-entries?from=2040-11-05&to=2040-11-11');
    expect(sunday.actions[1].name).toBe('getTaskActualCost');
    const list = expectStatus(await sdk.listTimeEntries({ from: '2040-11-05', to: '2040-11-11' }, as(admin)), 200);
    expect(list.actions.map((x) => x.href)).toEqual(['/api/v1/time-entries?from=2040-10-29&to=2040-11-04']);
    const del = expectStatus(await sdk.deleteTimeEntry(e.data.id, undefined, as(admin)), 200);
    expect(del.actions.map((x) => x.href)).toEqual(['/api/v1/time-entries?from=2040-11-05&to=2040-11-11']);
    const forOpp = expectStatus(await sdk.listOpportunityTimeEntries(opp.ref, undefined, as(admin)), 200);
    for (const x of forOpp.actions) expectStatus(await raw(admin, x.method, x.href), 200);
    const costs = expectStatus(await sdk.listTimeEntryCosts({ from: '2040-11-01', to: '2040-11-30' }, as(admin)), 200);
    expect(costs.actions.map((x) => x.name)).toEqual(['aggregateTimeEntriesByCategory']);
    const task = expectStatus(await sdk.getTaskActualCost(taskA.ref, as(admin)), 200);
    expect(task.actions.map((x) => x.href)).toEqual([`/api/v1/tasks/${taskA.ref}`]);
  });
});
