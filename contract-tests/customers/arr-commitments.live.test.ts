/**
 * Customers' money and promises (spec 1 §2.8; spec 2 §4.11): ARR points (future dates refused, the latest sets arr,
 * deletes do not recompute, derived deltas), the waterfall on a hand-computed example, commitments with atRisk in
 * each of its cases, the cascade of a customer delete.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, failure as expectFailure, must as data, ok, useSdk } from '../lib/sdkAs.js';
import { admin, customer, day, db, insight, linkWork, me, org, today, useCustomersOrg } from './_setup.js';

useCustomersOrg();
useSdk();
/** The per-call options of the org's admin (the key behind _setup's `admin`). */
const A = () => as(org.apiKey);
const arrOf = async (id: string) => data(await sdk.listCustomerArrPoints(id, A()));
const arrNow = async (id: string) => data(await sdk.getCustomer(id, A())).arr;
const addArr = (id: string, body: sdk.CreateCustomerArrPointBody, who: RequestInit = A()) => sdk.createCustomerArrPoint(id, body, undefined, who);

describe('ARR (spec 1 §2.8; spec 2 §4.11)', () => {
  it('a future date is 400; the latest point sets arr, an older one does not; deletes do not recompute; deltas are derived', async () => {
    const c = await customer(admin, { arr: 5 });
    const future = expectFailure(await addArr(c.ref, { level: 10, effectiveDate: day(2) }), 400, 'VALIDATION_FAILED', 'body.effectiveDate');
    expect(future.suggestion).toContain(today);
    expect(await arrOf(c.ref)).toEqual([]);
    expectFailure(await addArr(c.ref, { level: -1, effectiveDate: today }), 400, 'VALIDATION_FAILED', 'body.level');

    const june = ok(await addArr(c.ref, { level: 100000, effectiveDate: '2026-06-01' }), 201);
    expect(june).toMatchObject({ customerId: c.id, level: 100000, effectiveDate: '2026-06-01', delta: null });
    expect(await arrNow(c.id)).toBe(100000);
    const sept = data(await addArr(c.ref, { level: 150000, effectiveDate: '2026-09-01' }));
    expect(sept.delta).toBe(50000);
    expect(await arrNow(c.id)).toBe(150000);
    const march = data(await addArr(c.ref, { level: 80000, effectiveDate: '2026-03-01' })); // older: arr unchanged
    expect(march.delta).toBeNull();
    expect(await arrNow(c.id)).toBe(150000);
    expect((await arrOf(c.ref)).map((p) => [p.effectiveDate, p.level, p.delta])).toEqual([
      ['2026-03-01', 80000, null],
      ['2026-06-01', 100000, 20000],
      ['2026-09-01', 150000, 50000],
    ]);
    // deltas are not stored
    expect(Object.keys((await db('arr_points').where({ org_id: org.orgId, id: sept.id }).first()) ?? {})).not.toContain('delta');

    expect(data(await sdk.deleteCustomerArrPoint(c.ref, sept.id, undefined, A()))).toEqual({ id: sept.id, deleted: true });
    expect(await arrNow(c.id)).toBe(150000); // not recomputed
    expect((await arrOf(c.ref)).map((p) => p.delta)).toEqual([null, 20000]);
    expectFailure(await sdk.deleteCustomerArrPoint(c.ref, sept.id, undefined, A()), 404, 'NOT_FOUND', 'path.arrPointId');

    // today is allowed and is the latest; a second point of the same date recorded later is later still
    expect(data(await addArr(c.ref, { level: 90000, effectiveDate: today })).delta).toBe(-10000);
    data(await addArr(c.ref, { level: 95000, effectiveDate: today }));
    expect(await arrNow(c.id)).toBe(95000);
    // an explicit PATCH sets arr too
    expect(data(await sdk.updateCustomer(c.id, { arr: 1 }, undefined, A())).arr).toBe(1);
    // a point of another customer is not this one's
    const d = await customer(admin);
    expectFailure(await sdk.deleteCustomerArrPoint(d.id, june.id, undefined, A()), 404, 'NOT_FOUND', 'path.arrPointId');
  });

  it('the summary: per status and a monthly waterfall on a hand-computed example', async () => {
    const o = await newOrg('Waterfall org');
    const api = as(o.apiKey);
    const make = async (name: string, status: sdk.CreateCustomerBody['status'], points: [string, number][]) => {
      const c = data(await sdk.createCustomer({ name, status }, undefined, api));
      for (const [effectiveDate, level] of points) data(await addArr(c.id, { level, effectiveDate }, api));
      return c;
    };
    await make('A', 'live', [
      ['2025-12-15', 100],
      ['2026-02-10', 150],
      ['2026-04-01', 120],
    ]);
    const b = await make('B', 'pilot', [
      ['2026-01-20', 200],
      ['2026-03-05', 0],
    ]);
    data(await sdk.updateCustomer(b.id, { status: 'churned', reason: 'No budget left this year' }, undefined, api));
    await make('C', 'pilot', [
      ['2026-03-31', 80],
      ['2026-05-15', 60],
    ]);
    await make('D', 'live', [
      ['2026-02-01', 50],
      ['2026-02-20', 70],
    ]);
    await make('E', 'prospect', [['2026-07-01', 500]]);
    await make('F', 'onboarding', [
      ['2025-11-01', 40],
      ['2026-01-10', 0],
      ['2026-05-01', 30],
    ]);
    data(await sdk.createCustomer({ name: 'G (no points)', status: 'live', arr: 7 }, undefined, api));
    const arrSummary = (params?: sdk.GetCustomerArrSummaryParams, who: RequestInit = api) => sdk.getCustomerArrSummary(params, who);

    const summary = data(await arrSummary({ from: '2026-01-17', to: '2026-06-03' }));
    expect(summary.from).toBe('2026-01-01');
    expect(summary.to).toBe('2026-06-30');
    expect(summary.byStatus).toEqual([
      { status: 'prospect', count: 1, arr: 500 },
      { status: 'onboarding', count: 1, arr: 30 },
      { status: 'pilot', count: 1, arr: 60 },
      { status: 'live', count: 3, arr: 120 + 70 + 7 },
      { status: 'churned', count: 1, arr: 0 },
      { status: 'lost', count: 0, arr: 0 },
    ]);
    // Month ends: A 100|100,150,150,120,120,120  B 0|200,200,0,0,0,0  C 0|0,0,80,80,60,60  D 0|0,70,70,70,70,70  F 40|0,0,0,0,30,30
    expect(summary.waterfall).toEqual([
      { month: '2026-01', starting: 140, new: 200, expansion: 0, contraction: 0, churned: -40, ending: 300 },
      { month: '2026-02', starting: 300, new: 70, expansion: 50, contraction: 0, churned: 0, ending: 420 },
      { month: '2026-03', starting: 420, new: 80, expansion: 0, contraction: 0, churned: -200, ending: 300 },
      { month: '2026-04', starting: 300, new: 0, expansion: 0, contraction: -30, churned: 0, ending: 270 },
      { month: '2026-05', starting: 270, new: 30, expansion: 0, contraction: -20, churned: 0, ending: 280 },
      { month: '2026-06', starting: 280, new: 0, expansion: 0, contraction: 0, churned: 0, ending: 280 },
    ]);
    // one month
    expect(data(await arrSummary({ from: '2026-07-01', to: '2026-07-31' })).waterfall).toEqual([
      { month: '2026-07', starting: 280, new: 500, expansion: 0, contraction: 0, churned: 0, ending: 780 },
    ]);
    // default: the 12 months ending with this one
    const dflt = data(await arrSummary());
    expect(dflt.waterfall).toHaveLength(12);
    expect(dflt.waterfall.at(-1)!.month).toBe(today.slice(0, 7));
    expect(dflt.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(dflt.waterfall.at(-1)!.ending).toBe(780);
    expectFailure(await arrSummary({ from: '2026-05-01', to: '2026-04-30' }), 400, 'VALIDATION_FAILED', 'query.from');
    expectFailure(await arrSummary({ from: '2000-01-01', to: '2026-04-30' }), 400, 'VALIDATION_FAILED', 'query.from');
    // another org's points are not counted
    expect(data(await arrSummary({ from: '2026-01-01', to: '2026-01-31' }, A())).waterfall[0].new).not.toBe(200);
  });
});

describe('commitments (spec 2 §4.11)', () => {
  it('dated promises soonest first, with their work and atRisk in each case; filters and pages', async () => {
    const o = await newOrg('Commitments org');
    const api = as(o.apiKey);
    const acme = data(await sdk.createCustomer({ name: 'Acme' }, undefined, api));
    const beta = data(await sdk.createCustomer({ name: 'Beta' }, undefined, api));
    const task = async (status: string) => {
      const t = data(await sdk.createTask({ title: `T ${status}` }, undefined, api));
      if (status !== 'backlog') await db('tasks').where({ org_id: o.orgId, id: t.id }).update({ status });
      return t;
    };
    const opp = async (state: sdk.SetOpportunityStateBody['state'] | 'backlog') => {
      const x = data(await sdk.createOpportunity({ title: `O ${state}` }, undefined, api));
      if (state !== 'backlog') data(await sdk.setOpportunityState(x.ref, { state }, undefined, api));
      return x;
    };
    type Work = { task?: { id: string }; opportunity?: { id: string } };
    const promise = async (name: string, customerId: string, deadline: string | null, work: Work[] = [], status?: string) => {
      const i = await insight(o, { verbatim: name, source: 'sales', customerId, deadline }, status);
      for (const w of work) await linkWork(o.orgId, i.id, { task: w.task?.id, opportunity: w.opportunity?.id });
      return { ...i, name, deadline, work };
    };
    const doneOpp = await opp('completed');
    const doneTask = await task('completed');
    const wipTask = await task('in_progress');
    const wipOpp = await opp('in_progress');
    const backlogOpp = await opp('backlog');
    const cases = [
      await promise('past, delivered', acme.id, day(-3), [{ opportunity: doneOpp }]),
      await promise('past, work in progress', acme.id, day(-2), [{ task: wipTask }, { task: doneTask }]),
      await promise('past, no work', beta.id, day(-1)),
      await promise('soon, no work', acme.id, day(5)),
      await promise('soon, in progress', beta.id, day(6), [{ opportunity: wipOpp }]),
      await promise('soon, only backlog work', acme.id, day(7), [{ opportunity: backlogOpp }]),
      await promise('soon, all completed', acme.id, day(8), [{ task: doneTask }]),
      await promise('at 14 days, no work', beta.id, day(14)),
      await promise('at 15 days, no work', acme.id, day(15)),
      await promise('far, no work', acme.id, day(60)),
    ];
    const expected: Record<string, boolean> = {
      'past, delivered': false,
      'past, work in progress': true,
      'past, no work': true,
      'soon, no work': true,
      'soon, in progress': false,
      'soon, only backlog work': true,
      'soon, all completed': false,
      'at 14 days, no work': true,
      'at 15 days, no work': false,
      'far, no work': false,
    };
    // not commitments: rejected, archived, undated, and insights rooted elsewhere
    await promise('rejected', acme.id, day(3), [], 'rejected');
    await promise('archived', acme.id, day(3), [], 'archived');
    await promise('undated', acme.id, null);
    await insight(o, { verbatim: 'internal', source: 'observation', stakeholderUserId: o.userId, deadline: day(2) });
    // need_context and review still count
    const ctx = await promise('review, no work', beta.id, day(4), [], 'review');

    const commitments = (params: Omit<sdk.ListCustomerCommitmentsParams, 'cursor' | 'limit'> = {}, limit = 200) =>
      allOf((cursor) => sdk.listCustomerCommitments({ ...params, cursor, limit }, api));
    const list = await commitments();
    expect(list.map((x) => x.verbatim)).toEqual([
      'past, delivered',
      'past, work in progress',
      'past, no work',
      'review, no work',
      'soon, no work',
      'soon, in progress',
      'soon, only backlog work',
      'soon, all completed',
      'at 14 days, no work',
      'at 15 days, no work',
      'far, no work',
    ]);
    for (const x of list) if (x.verbatim in expected) expect(x.atRisk, x.verbatim).toBe(expected[x.verbatim]);
    expect(list.find((x) => x.insightId === ctx.id)!.atRisk).toBe(true);
    const wip = list.find((x) => x.verbatim === 'past, work in progress')!;
    expect(wip).toMatchObject({ insightRef: `INS-${cases[1].number}`, customerId: acme.id, customerName: 'Acme', deadline: day(-2) });
    expect(wip.work).toEqual(
      expect.arrayContaining([
        { entityType: 'task', id: wipTask.id, ref: wipTask.ref, status: 'in_progress' },
        { entityType: 'task', id: doneTask.id, ref: doneTask.ref, status: 'completed' },
      ]),
    );
    expect(list.find((x) => x.verbatim === 'past, delivered')!.work).toEqual([
      { entityType: 'opportunity', id: doneOpp.id, ref: doneOpp.ref, status: 'completed' },
    ]);

    // filters: one customer (by ref), at risk or not; pages of 2 give the same order
    expect((await commitments({ customerId: beta.ref })).map((x) => x.verbatim)).toEqual([
      'past, no work',
      'review, no work',
      'soon, in progress',
      'at 14 days, no work',
    ]);
    const risky = await commitments({ atRisk: true });
    expect(risky.map((x) => x.verbatim)).toEqual(list.filter((x) => x.atRisk).map((x) => x.verbatim));
    expect((await commitments({ atRisk: true }, 2)).map((x) => x.verbatim)).toEqual(risky.map((x) => x.verbatim));
    expect((await commitments({ atRisk: false })).every((x) => !x.atRisk)).toBe(true);
    expect((await commitments({}, 2)).map((x) => x.insightId)).toEqual(list.map((x) => x.insightId));
    expectFailure(await sdk.listCustomerCommitments({ customerId: 'CUS-999' }, api), 404, 'NOT_FOUND', 'query.customerId');

    // completing the in-progress work delivers the promise: no longer at risk
    await db('tasks').where({ org_id: o.orgId, id: wipTask.id }).update({ status: 'completed' });
    expect((await commitments()).find((x) => x.verbatim === 'past, work in progress')!.atRisk).toBe(false);
  });
});

describe('deleting a customer (spec 2 §4.11)', () => {
  it('removes its insights, contacts, feed, ARR points and links; opportunities survive', async () => {
    const c = await customer(admin, { status: 'live' });
    const opp = data(await sdk.createOpportunity({ title: 'Survives' }, undefined, A()));
    const t = data(await sdk.createTask({ title: 'Survives too' }, undefined, A()));
    data(await sdk.createCustomerContact(c.id, { name: 'Dana', primary: true }, undefined, A()));
    data(await sdk.createCustomerUpdate(c.id, { body: 'A note' }, undefined, A()));
    data(await addArr(c.id, { level: 10, effectiveDate: today }));
    data(await sdk.linkCustomerOpportunity(c.id, { opportunityId: opp.id }, undefined, A()));
    const ins = await insight(org, { verbatim: 'Wants SSO', source: 'interview', customerId: c.id, deadline: day(10) });
    await linkWork(org.orgId, ins.id, { opportunity: opp.id });
    await linkWork(org.orgId, ins.id, { task: t.id });
    data(await sdk.updateCustomer(c.id, { status: 'churned', reason: 'Went with a competitor' }, undefined, A()));
    const tables = ['customer_contacts', 'customer_updates', 'arr_points', 'customer_opportunities', 'insights'] as const;
    const counts = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (tb) => [tb, (await db(tb).where({ org_id: org.orgId, customer_id: c.id })).length])));
    expect(await counts()).toEqual({ customer_contacts: 1, customer_updates: 1, arr_points: 1, customer_opportunities: 1, insights: 2 });
    const insightIds = (await db('insights').where({ org_id: org.orgId, customer_id: c.id })).map((r: { id: string }) => r.id);

    expect(data(await sdk.deleteCustomer(c.ref, undefined, A()))).toEqual({ id: c.id, deleted: true });
    expect(await counts()).toEqual({ customer_contacts: 0, customer_updates: 0, arr_points: 0, customer_opportunities: 0, insights: 0 });
    expect(await db('insight_links').where({ org_id: org.orgId }).whereIn('insight_id', insightIds)).toEqual([]);
    expectFailure(await sdk.getCustomer(c.id, A()), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.deleteCustomer(c.id, undefined, A()), 404, 'NOT_FOUND', 'path.id');
    expect(data(await sdk.getOpportunity(opp.ref, A())).id).toBe(opp.id);
    expect(data(await sdk.getTask(t.ref, A())).id).toBe(t.id);
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).orderBy('seq');
    expect(log[0]).toMatchObject({ action: 'created', actor_user_id: me });
    expect(log.filter((r: { subject: string | null }) => r.subject === null).at(-1)).toMatchObject({ action: 'deleted', actor_user_id: me });
  });
});
