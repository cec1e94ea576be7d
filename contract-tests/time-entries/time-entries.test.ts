/**
 * One suite, two targets, for time entries and their costs (spec 2 §4.16): logging time on
 * a task, an opportunity and a misc category, vacation, the list, a patch, the cost reads (by category, for a
 * window, actual cost of an opportunity and of a task), time on an opportunity, upsert-range and delete, through the
 * generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the Prism mock and
 * the real server; behaviour is asserted on the real server only. The last test fails when an operationId of the tag
 * time-entries was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: only this file logs time there, on days
 * of its own far ahead (a year of 2090s picked per run), and its opportunity and task are its own. Org A's admin has
 * no salary (the other files read that user), so costs here are unpriced; the cost math is in
 * contract-tests/time-entries/costs.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();
/** A year of this run's own, so runs against one database never share days. */
const year = 2090 + Math.floor(Math.random() * 9);
const day = (md: string) => `${year}-${md}`;

describe('time entries over the SDK (spec 2 §4.16)', () => {
  let opp: { id: string; ref: string };
  let task: { id: string; ref: string };
  let categoryId: string;
  let onTask: sdk.TimeEntry;
  let onOpp: sdk.TimeEntry;
  let misc: sdk.TimeEntry;
  let vacation: sdk.TimeEntry;

  it('fixtures: an opportunity, a task on it, a category', async () => {
    const o = expectStatus(await sdk.createOpportunity({ title: `Timed opportunity ${unique}` }), 201).data.data!;
    opp = { id: o.id, ref: o.ref };
    const t = expectStatus(await sdk.createTask({ title: `Timed task ${unique}`, opportunityId: opp.ref }), 201).data.data!;
    task = { id: t.id, ref: t.ref };
    const categories = expectStatus(await sdk.listCategories({ limit: 50 }), 200).data.data!;
    expect(categories.length).toBeGreaterThan(0);
    categoryId = categories[0].id;
  });

  it('create: on a task (by ref), an opportunity, a misc category with a note, and vacation with a note', async () => {
    const made = expectStatus(await sdk.createTimeEntry({ entryDate: day('03-05'), hours: 2.5, taskId: task.ref, entryKind: 'customer_meeting' }), 201);
    onTask = made.data.data!;
    onLive(() => {
      expect(onTask).toMatchObject({
        entryDate: day('03-05'),
        hours: 2.5,
        taskId: task.id,
        opportunityId: null,
        miscCategoryId: null,
        entryKind: 'customer_meeting',
        source: 'manual',
        tracked: true,
        note: null,
        cost: null,
        currency: 'USD',
      });
      // the admin key may read costs: the entry's week and its task's actual cost
      expect(made.data.actions.map((a) => a.name)).toEqual(['listTimeEntries', 'getTaskActualCost']);
    });
    onOpp = expectStatus(await sdk.createTimeEntry({ entryDate: day('03-06'), hours: 1, opportunityId: opp.ref }, { 'Idempotency-Key': `te-${unique}` }), 201)
      .data.data!;
    onLive(() => expect(onOpp).toMatchObject({ opportunityId: opp.id, taskId: null, entryKind: 'other' }));
    misc = expectStatus(await sdk.createTimeEntry({ entryDate: day('03-06'), hours: 0.75, miscCategoryId: categoryId, note: 'Hiring panel' }), 201).data.data!;
    onLive(() => expect(misc).toMatchObject({ miscCategoryId: categoryId, categoryId, note: 'Hiring panel' }));
    vacation = expectStatus(await sdk.createTimeEntry({ entryDate: day('03-09'), hours: 8, entryKind: 'vacation', note: 'Holiday' }), 201).data.data!;
    onLive(() => expect(vacation).toMatchObject({ tracked: false, categoryId: null, cost: 0 }));
    if (live) {
      const none = expectStatus(await sdk.createTimeEntry({ entryDate: day('03-05'), hours: 1 }), 400);
      expect(none.data.error.details!.map((d) => d.field)).toEqual(['body.opportunityId', 'body.taskId', 'body.miscCategoryId']);
    }
  });

  it('list: the window newest day first; paged', async () => {
    const list = expectStatus(await sdk.listTimeEntries({ from: day('03-01'), to: day('03-31'), limit: 50 }), 200);
    onLive(() => {
      // same day: newest created first
      expect(list.data.data!.map((e) => e.id)).toEqual([vacation.id, misc.id, onOpp.id, onTask.id]);
      expect(list.data.actions.map((a) => a.rel)).toEqual(['earlier']);
    });
    const page = expectStatus(await sdk.listTimeEntries({ from: day('03-01'), to: day('03-31'), limit: 3 }), 200);
    onLive(() => expect(page.data.pagination).toMatchObject({ hasMore: true }));
    if (live) expectStatus(await sdk.listTimeEntries({ from: day('01-01'), to: `${year + 1}-01-02` }), 400);
  });

  it('update: hours, and a new target with the old one sent as null', async () => {
    const updated = expectStatus(await sdk.updateTimeEntry(onTask.id, { hours: 3 }), 200);
    onLive(() => expect(updated.data.data).toMatchObject({ id: onTask.id, hours: 3, taskId: task.id }));
    const moved = expectStatus(await sdk.updateTimeEntry(onOpp.id, { taskId: task.ref, opportunityId: null }), 200);
    onLive(() => expect(moved.data.data).toMatchObject({ id: onOpp.id, taskId: task.id, opportunityId: null }));
    if (live) expectStatus(await sdk.updateTimeEntry(onOpp.id, { opportunityId: opp.id }), 400);
    onOpp = moved.data.data!;
  });

  it('costs: by category, for the window, actual cost of the opportunity and the task (unpriced here)', async () => {
    const q = { from: day('03-01'), to: day('03-31') };
    const agg = expectStatus(await sdk.aggregateTimeEntriesByCategory(q), 200);
    onLive(() => expect(agg.data.data).toMatchObject({ ...q, teamId: null, currency: 'USD', totalHours: 4.75, totalCost: 0, unpricedHours: 4.75 }));
    const costs = expectStatus(await sdk.listTimeEntryCosts(q), 200);
    onLive(() => {
      expect(costs.data.data).toMatchObject({ ...q, truncated: false, totalHours: 4.75, totalCost: 0, unpricedHours: 4.75 });
      // vacation is untracked: not a cost row
      expect(costs.data.data!.rows.map((r) => r.entryId)).toEqual([misc.id, onOpp.id, onTask.id]);
    });
    const forOpp = expectStatus(await sdk.getOpportunityActualCost(opp.ref), 200);
    onLive(() =>
      expect(forOpp.data.data).toEqual({ targetType: 'opportunity', targetId: opp.id, ref: opp.ref, cost: 0, currency: 'USD', hours: 4, unpricedHours: 4 }),
    );
    const forTask = expectStatus(await sdk.getTaskActualCost(task.ref), 200);
    onLive(() =>
      expect(forTask.data.data).toEqual({ targetType: 'task', targetId: task.id, ref: task.ref, cost: 0, currency: 'USD', hours: 4, unpricedHours: 4 }),
    );
  });

  it('for-opportunity: time on the opportunity and its tasks, with who logged it for the admin', async () => {
    const list = expectStatus(await sdk.listOpportunityTimeEntries(opp.ref, { limit: 50 }), 200);
    onLive(() => {
      expect(list.data.data!.map((e) => e.id)).toEqual([onOpp.id, onTask.id]);
      expect(list.data.data![0].userId).toBe(onTask.userId);
    });
  });

  it('upsert-range: replaces the window with the rows, in order', async () => {
    const r = expectStatus(
      await sdk.upsertTimeEntryRange({
        from: day('03-05'),
        to: day('03-06'),
        rows: [
          { entryDate: day('03-06'), hours: 6, taskId: task.ref },
          { entryDate: day('03-05'), hours: 2, opportunityId: opp.ref, entryKind: 'internal_planning' },
        ],
      }),
      200,
    );
    onLive(() => {
      expect(r.data.data).toMatchObject({ from: day('03-05'), to: day('03-06'), deleted: 3 });
      expect(r.data.data!.entries.map((e) => [e.entryDate, e.hours])).toEqual([
        [day('03-06'), 6],
        [day('03-05'), 2],
      ]);
    });
  });

  it('delete: own entry; then it is gone', async () => {
    const gone = expectStatus(await sdk.deleteTimeEntry(vacation.id), 200);
    onLive(() => expect(gone.data.data).toEqual({ id: vacation.id, deleted: true }));
    if (live) {
      expectStatus(await sdk.deleteTimeEntry(vacation.id), 404);
      const left = expectStatus(await sdk.listTimeEntries({ from: day('03-01'), to: day('03-31') }), 200);
      expect(left.data.data!.map((e) => e.entryDate)).toEqual([day('03-06'), day('03-05')]);
    }
  });

  it("the tag time-entries is this file's", () => {
    expect(splitProblems().filter((p) => /time-entries/.test(p))).toEqual([]);
    expect(suiteTags['time-entries/time-entries.test.ts']).toEqual(['time-entries']);
  });

  it('exercises every operationId of the tag time-entries (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toHaveLength(10);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['time-entries']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
