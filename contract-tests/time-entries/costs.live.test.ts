/**
 * The costs of time entries (spec 1 §2.1, §2.10; spec 2 §4.16, §5.3, §8): the cost math on a hand-computed example
 * (conversion into the base currency, weeklyHours defaulting to 40, rounding once at the end), unpriced hours, buckets
 * by derived category, costs-for-range truncation, actual cost of an opportunity and of a task with their tasks and
 * subtasks, the stripping of financial fields for an engineer key (REST, MCP and batch), the engineerId gate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { TimeEntry } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope as expectStatus, failure as expectFailure, must, raw } from '../lib/sdkAs.js';
import {
  FINANCIAL,
  admin,
  cats,
  cost,
  db,
  em,
  emId,
  eng,
  entriesIn,
  log,
  logged,
  me,
  opp,
  org,
  pm,
  pmId,
  spareOpp,
  spareTask,
  taskA,
  team,
  useTimeEntriesOrg,
} from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useTimeEntriesOrg();

describe('cost: hours × salaryMonthly × 12 ÷ (52 × weeklyHours), in the base currency', () => {
  // Window 2040-05-07 .. 2040-05-13. The admin earns 8000 EUR a month for 40 h a week; the org's base is USD and
  // EUR is worth 1.1 USD: hourly = 8000 × 12 ÷ (52 × 40) = 46.153846… EUR = 50.769230769… USD.
  // The engineer earns 5200 USD with weeklyHours unset (→ 40): hourly = 5200 × 12 ÷ 2080 = 30 USD.
  // The pm earns 6000 GBP and GBP has no rate: unpriced. The em has no salary: unpriced.
  const from = '2040-05-07';
  const to = '2040-05-13';
  let a: TimeEntry;
  let c: TimeEntry[];

  beforeAll(async () => {
    must(await sdk.updateUser(me, { salaryMonthly: 8000, salaryCurrency: 'EUR', weeklyHours: 40 }, undefined, as(admin)));
    must(await sdk.updateUser(org.engineerId, { salaryMonthly: 5200, salaryCurrency: 'USD', weeklyHours: null }, undefined, as(admin)));
    must(await sdk.updateUser(pmId, { salaryMonthly: 6000, salaryCurrency: 'GBP', weeklyHours: 40 }, undefined, as(admin)));
  });

  it("without a rate for the salary's currency an entry is unpriced (cost null)", async () => {
    a = await logged(admin, { entryDate: '2040-05-07', hours: 2.5, taskId: cost.taskA.ref });
    expect(a).toMatchObject({ cost: null, currency: 'USD' });
  });

  it('with the rate: 2.5 h × 50.769230769… = 126.923076… → 126.92 USD', async () => {
    await db('org_currency_rates').insert({ org_id: org.orgId, currency: 'EUR', rate: '1.1' });
    const [listed] = await entriesIn(admin, '2040-05-07', '2040-05-07');
    expect(listed).toMatchObject({ id: a.id, hours: 2.5, cost: 126.92, currency: 'USD' });
    // the salary in the base currency needs no rate; weeklyHours unset counts as 40: 2 h × 30 = 60
    const engEntry = must(await sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-05-08', to: '2040-05-08' }, as(admin)));
    expect(engEntry).toEqual([]);
    const e = await logged(eng, { entryDate: '2040-05-08', hours: 2, taskId: cost.none.id });
    expect(e).not.toHaveProperty('cost');
    expect(must(await sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-05-08', to: '2040-05-08' }, as(admin)))[0]).toMatchObject({
      id: e.id,
      cost: 60,
      currency: 'USD',
    });
  });

  it('sums are rounded once, at the end: three 0.01 h entries cost 0.51 each but 1.52 together', async () => {
    c = [];
    for (let i = 0; i < 3; i++) c.push(await logged(admin, { entryDate: '2040-05-09', hours: 0.01, taskId: cost.taskB.id })); // 0.507692… each
    expect(c.map((x) => x.cost)).toEqual([0.51, 0.51, 0.51]);
    const b = must(await sdk.getTaskActualCost(cost.taskB.ref, as(admin)));
    expect(b).toEqual({ targetType: 'task', targetId: cost.taskB.id, ref: cost.taskB.ref, cost: 1.52, currency: 'USD', hours: 0.03, unpricedHours: 0 });
  });

  it('aggregate-by-category: buckets by derived category, vacation left out, unpriced hours apart; team filter', async () => {
    await logged(admin, { entryDate: '2040-05-10', hours: 1.25, opportunityId: cost.opp.id }); // C3: 63.461538…
    await logged(admin, { entryDate: '2040-05-10', hours: 1, miscCategoryId: cats.c1.id, note: 'Interviews' }); // C1: 50.769230…
    await logged(admin, { entryDate: '2040-05-11', hours: 8, entryKind: 'vacation', note: 'Off' }); // left out
    await logged(pm, { entryDate: '2040-05-10', hours: 3, taskId: cost.taskA.id }); // C2, unpriced (GBP has no rate)
    await logged(em, { entryDate: '2040-05-12', hours: 0.5, taskId: cost.none.id }); // uncategorised, unpriced (no salary)
    const r = expectStatus(await sdk.aggregateTimeEntriesByCategory({ from, to }, as(admin)), 200);
    expect(r.data).toEqual({
      from,
      to,
      teamId: null,
      currency: 'USD',
      // 126.923077 + 1.523077 + 63.461538 + 50.769231 + 60 = 302.676923 → 302.68
      totalHours: 10.28,
      totalCost: 302.68,
      unpricedHours: 3.5,
      categories: [
        { categoryId: cats.c2.id, label: cats.c2.label, hours: 5.5, cost: 126.92, unpricedHours: 3 },
        { categoryId: null, label: null, hours: 2.5, cost: 60, unpricedHours: 0.5 },
        // 1.25 h on the opportunity + 3 × 0.01 h on its uncategorised task: 64.984615… → 64.98
        { categoryId: cats.c3.id, label: cats.c3.label, hours: 1.28, cost: 64.98, unpricedHours: 0 },
        { categoryId: cats.c1.id, label: cats.c1.label, hours: 1, cost: 50.77, unpricedHours: 0 },
      ],
    });
    expect(r.actions.map((x) => x.name)).toEqual(['listTimeEntryCosts']);
    // following an action's href: raw HTTP (the link is the server's, not an operation the test picks)
    for (const x of r.actions) expectStatus(await raw(admin, x.method, x.href), 200);
    // the team TIM is the admin and the engineer: the pm's and the em's hours are left out
    const t = must(await sdk.aggregateTimeEntriesByCategory({ from, to, teamId: 'TIM' }, as(admin)));
    expect(t).toMatchObject({ teamId: team.id, totalHours: 6.78, totalCost: 302.68, unpricedHours: 0 });
    expect(t.categories[0]).toEqual({ categoryId: cats.c2.id, label: cats.c2.label, hours: 2.5, cost: 126.92, unpricedHours: 0 });
    expectFailure(await sdk.aggregateTimeEntriesByCategory({ from, to, teamId: randomUUID() }, as(admin)), 404, 'NOT_FOUND', 'query.teamId');
    expectFailure(await sdk.aggregateTimeEntriesByCategory({ from, to, teamId: 'NOPE' }, as(admin)), 404, 'NOT_FOUND', 'query.teamId');
    // an empty window
    expect(must(await sdk.aggregateTimeEntriesByCategory({ from: '2041-06-01', to: '2041-06-30' }, as(admin)))).toEqual({
      from: '2041-06-01',
      to: '2041-06-30',
      teamId: null,
      currency: 'USD',
      totalHours: 0,
      totalCost: 0,
      unpricedHours: 0,
      categories: [],
    });
  });

  it('costs-for-range: rows newest first with the same totals; userId only for leadership', async () => {
    const r = must(await sdk.listTimeEntryCosts({ from, to }, as(admin)));
    expect(r).toMatchObject({ from, to, currency: 'USD', truncated: false, totalHours: 10.28, totalCost: 302.68, unpricedHours: 3.5 });
    expect(r.rows).toHaveLength(9);
    expect(r.rows.map((x) => x.entryDate)).toEqual([...r.rows.map((x) => x.entryDate)].sort().reverse());
    expect(r.rows.find((x) => x.entryId === a.id)).toEqual({
      entryId: a.id,
      entryDate: '2040-05-07',
      userId: me,
      hours: 2.5,
      cost: 126.92,
      opportunityId: null,
      taskId: cost.taskA.id,
      miscCategoryId: null,
      categoryId: cats.c2.id,
    });
    expect(
      r.rows
        .filter((x) => x.cost === null)
        .map((x) => x.hours)
        .sort(),
    ).toEqual([0.5, 3]);
    // a pm may read costs, but not whose they are
    const asPm = must(await sdk.listTimeEntryCosts({ from, to }, as(pm)));
    expect(asPm.totalCost).toBe(302.68);
    expect(asPm.rows.every((x) => x.userId === null)).toBe(true);
    expect(must(await sdk.listTimeEntryCosts({ from, to }, as(em))).rows.every((x) => x.userId !== null)).toBe(true);
  });

  it('actual cost: an opportunity counts its tasks and their subtasks; a task its subtasks; 0 when none', async () => {
    await logged(admin, { entryDate: '2040-06-01', hours: 0.5, taskId: cost.sub.ref }); // 25.384615…
    // taskA: 126.923077 + 25.384615 = 152.307692 → 152.31; the pm's 3 h unpriced
    expect(must(await sdk.getTaskActualCost(cost.taskA.ref, as(admin)))).toEqual({
      targetType: 'task',
      targetId: cost.taskA.id,
      ref: cost.taskA.ref,
      cost: 152.31,
      currency: 'USD',
      hours: 6,
      unpricedHours: 3,
    });
    // opp: 63.461538 (on it) + 126.923077 + 25.384615 (taskA and its subtask) + 1.523077 (taskB) = 217.292308 → 217.29
    const o = expectStatus(await sdk.getOpportunityActualCost(cost.opp.ref, as(admin)), 200);
    expect(o.data).toEqual({
      targetType: 'opportunity',
      targetId: cost.opp.id,
      ref: cost.opp.ref,
      cost: 217.29,
      currency: 'USD',
      hours: 7.28,
      unpricedHours: 3,
    });
    expect(o.actions.map((x) => x.name)).toEqual(['listOpportunityTimeEntries', 'getOpportunity']);
    for (const x of o.actions) expectStatus(await raw(admin, x.method, x.href), 200);
    expect(must(await sdk.getOpportunityActualCost(spareOpp.id, as(admin)))).toEqual({
      targetType: 'opportunity',
      targetId: spareOpp.id,
      ref: spareOpp.ref,
      cost: 0,
      currency: 'USD',
      hours: 0,
      unpricedHours: 0,
    });
    expect(must(await sdk.getTaskActualCost(spareTask.id, as(admin)))).toMatchObject({ cost: 0, hours: 0, unpricedHours: 0 });
    expectFailure(await sdk.getOpportunityActualCost('OPP-99999', as(admin)), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.getTaskActualCost(randomUUID(), as(admin)), 404, 'NOT_FOUND', 'path.id');
  });

  it('the current salary prices every entry, whatever its date; weeklyHours 0 cannot be priced', async () => {
    must(await sdk.updateUser(org.engineerId, { salaryMonthly: 10400, salaryCurrency: 'USD' }, undefined, as(admin)));
    expect(must(await sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-05-08', to: '2040-05-08' }, as(admin)))[0].cost).toBe(120);
    must(await sdk.updateUser(org.engineerId, { weeklyHours: 0 }, undefined, as(admin)));
    expect(must(await sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-05-08', to: '2040-05-08' }, as(admin)))[0].cost).toBeNull();
    must(await sdk.updateUser(org.engineerId, { salaryMonthly: 5200, salaryCurrency: 'USD', weeklyHours: null }, undefined, as(admin)));
  });

  it('for-opportunity: entries on it and its tasks, newest first; who logged them only for leadership', async () => {
    const asAdmin = await allOf((cursor) => sdk.listOpportunityTimeEntries(cost.opp.ref, { cursor, limit: 2 }, as(admin)));
    const dates = asAdmin.map((x) => x.entryDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(asAdmin.some((x) => x.taskId === cost.sub.id)).toBe(true);
    expect(asAdmin.some((x) => x.taskId === cost.none.id)).toBe(false);
    const pmsEntry = asAdmin.find((x) => x.userId === pmId);
    expect(pmsEntry).toMatchObject({ userName: 'Pat PM', hours: 3, taskId: cost.taskA.id, entryKind: 'other' });
    for (const key of [pm, eng]) {
      const hidden = await allOf((cursor) => sdk.listOpportunityTimeEntries(cost.opp.id, { cursor, limit: 200 }, as(key)));
      expect(hidden.map((x) => x.id)).toEqual(asAdmin.map((x) => x.id));
      expect(hidden.every((x) => x.userId === null && x.userName === null)).toBe(true);
      expect(JSON.stringify(hidden)).not.toMatch(FINANCIAL);
    }
    expect((await allOf((cursor) => sdk.listOpportunityTimeEntries(cost.opp.id, { cursor, limit: 200 }, as(em)))).every((x) => x.userId !== null)).toBe(true);
  });
});

describe('costs-for-range: at most 5000 rows (spec 2 §8)', () => {
  it('more than 5000 entries: 5000 rows newest first, truncated, totals over all of them, halves offered', async () => {
    const big = await newOrg('Time truncation org');
    const bigKey = big.apiKey;
    const t = must(await sdk.createTask({ title: 'Long project' }, undefined, as(bigKey)));
    // 2080 USD a month at 40 h a week: 2080 × 12 ÷ 2080 = 12 USD an hour
    must(await sdk.updateUser(big.userId, { salaryMonthly: 2080, salaryCurrency: 'USD', weeklyHours: 40 }, undefined, as(bigKey)));
    await db.raw(
      `INSERT INTO time_entries (org_id, user_id, entry_date, hours, task_id)
       SELECT ?, ?, date '2041-01-01' + (i % 300), 0.5, ? FROM generate_series(1, 5003) AS i`,
      [big.orgId, big.userId, t.id],
    );
    const r = expectStatus(await sdk.listTimeEntryCosts({ from: '2041-01-01', to: '2041-12-31' }, as(bigKey)), 200);
    expect(r.data.rows).toHaveLength(5000);
    // 5003 × 0.5 h = 2501.5 h × 12 = 30018
    expect(r.data).toMatchObject({ truncated: true, totalHours: 2501.5, totalCost: 30018, unpricedHours: 0 });
    expect(r.data.rows[0]).toMatchObject({ entryDate: '2041-10-27', cost: 6, userId: big.userId });
    const narrower = r.actions.filter((a) => a.rel === 'narrower').map((a) => a.href);
    expect(narrower).toEqual([
      '/api/v1/time-entries/costs-for-range?from=2041-01-01&to=2041-07-01',
      '/api/v1/time-entries/costs-for-range?from=2041-07-02&to=2041-12-31',
    ]);
    // the offered narrower window, followed as given: raw HTTP
    const half = must(await raw<sdk.listTimeEntryCostsResponse200['data']>(bigKey, 'GET', narrower[1]));
    expect(half.truncated).toBe(false);
    expect(half.rows.length).toBeLessThan(5000);
    // exactly 5000 entries is not truncated
    await db.raw('DELETE FROM time_entries WHERE org_id = ? AND id IN (SELECT id FROM time_entries WHERE org_id = ? LIMIT 3)', [big.orgId, big.orgId]);
    const exact = must(await sdk.listTimeEntryCosts({ from: '2041-01-01', to: '2041-12-31' }, as(bigKey)));
    expect(exact).toMatchObject({ truncated: false, totalHours: 2500, totalCost: 30000 });
    expect(exact.rows).toHaveLength(5000);
  });
});

describe('financial fields stripped for an engineer key (spec 1 §2.1, spec 2 §5.3)', () => {
  it('no cost or currency on create, patch, list, upsert; cost reads are 403', async () => {
    const made = expectStatus(await log(eng, { entryDate: '2040-07-01', hours: 2, taskId: taskA.id }), 201);
    expect(made.data).not.toHaveProperty('cost');
    expect(made.data).not.toHaveProperty('currency');
    expect(made.actions.map((x) => x.name)).toEqual(['listTimeEntries']); // the cost read is not offered
    expect(JSON.stringify(made)).not.toMatch(FINANCIAL);
    expect(JSON.stringify(expectStatus(await sdk.updateTimeEntry(made.data.id, { hours: 3 }, undefined, as(eng)), 200))).not.toMatch(FINANCIAL);
    expect(JSON.stringify(expectStatus(await sdk.listTimeEntries({ from: '2040-01-01', to: '2040-12-31' }, as(eng)), 200))).not.toMatch(FINANCIAL);
    const up = expectStatus(
      await sdk.upsertTimeEntryRange(
        {
          from: '2040-07-02',
          to: '2040-07-02',
          rows: [{ entryDate: '2040-07-02', hours: 1, taskId: taskA.id }],
        },
        undefined,
        as(eng),
      ),
      200,
    );
    expect(JSON.stringify(up)).not.toMatch(FINANCIAL);
    const E = as(eng);
    for (const read of [
      () => sdk.aggregateTimeEntriesByCategory({ from: '2040-01-01', to: '2040-12-31' }, E),
      () => sdk.listTimeEntryCosts({ from: '2040-01-01', to: '2040-12-31' }, E),
      () => sdk.getOpportunityActualCost(opp.ref, E),
      () => sdk.getTaskActualCost(taskA.ref, E),
    ]) {
      const e = expectFailure(await read(), 403, 'FORBIDDEN');
      expect(e.data?.missing).toEqual(['cost:read']);
    }
    // the admin sees the same entry's cost: 3 h × 30 USD
    expect(must(await sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-07-01', to: '2040-07-01' }, as(admin)))[0]).toMatchObject({
      id: made.data.id,
      cost: 90,
    });
  });

  it('nor over MCP (tools/call) or in a batch', async () => {
    const c = await mcpAs(org.engineerKey, '?toolsets=time-entries');
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_time_entries', 'create_time_entry', 'upsert_time_entry_range', 'list_opportunity_time_entries']));
      /** A tool's answer: its structured content, else its JSON text, as the REST envelope of D or a failure. */
      const call = async <D = TimeEntry>(name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        const text = (r.content as { text: string }[])[0]?.text;
        const body = bodyOf<D>(r.structuredContent ?? JSON.parse(text));
        return { isError: Boolean(r.isError), raw: JSON.stringify(r), body };
      };
      const made = await call('create_time_entry', { entryDate: '2040-07-03', hours: 1.5, taskId: taskA.ref, idempotencyKey: randomUUID() });
      expect(made.isError, made.raw.slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ hours: 1.5, taskId: taskA.id });
      expect(made.raw).not.toMatch(/\\?"(cost|currency)\\?"/);
      const listed = await call<TimeEntry[]>('list_time_entries', { from: '2040-07-01', to: '2040-07-31' });
      expect(listed.isError).toBe(false);
      expect(listed.body.data.map((x) => x.id)).toContain(made.body.data.id);
      expect(listed.raw).not.toMatch(/\\?"(cost|currency)\\?"/);
      const refused = await call('get_task_actual_cost', { id: taskA.ref });
      expect(refused.isError).toBe(true);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    } finally {
      await c.close();
    }
    const b = await sdk.runBatch(
      {
        operations: [
          { id: 'list', method: 'GET', path: '/api/v1/time-entries?from=2040-07-01&to=2040-07-31' },
          { id: 'create', method: 'POST', path: '/api/v1/time-entries', body: { entryDate: '2040-07-04', hours: 1, taskId: taskA.ref } },
          { id: 'costs', method: 'GET', path: '/api/v1/time-entries/costs-for-range?from=2040-07-01&to=2040-07-31' },
        ],
      },
      undefined,
      as(eng),
    );
    expect(b.status).toBe(207);
    const results = expectStatus(b, 207).data ?? {};
    expect((results.list.data as TimeEntry[]).length).toBeGreaterThan(0);
    expect(results.create.status).toBe(201);
    expect(results.costs.status).toBe(403);
    expect(JSON.stringify(b.data)).not.toMatch(FINANCIAL);
    // the same batch for the admin carries them
    const asAdmin = await sdk.runBatch(
      {
        operations: [{ id: 'list', method: 'GET', path: `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-07-01&to=2040-07-31` }],
      },
      undefined,
      as(admin),
    );
    const adminResults = expectStatus(asAdmin, 207).data ?? {};
    expect((adminResults.list.data as TimeEntry[])[0]).toHaveProperty('cost');
  });
});

describe('engineerId needs compensation visibility (spec 2 §4.16, §5.3)', () => {
  it('a pm key is 403 for another user, fine for itself; an em or admin key (leadership) may list anyone', async () => {
    await logged(eng, { entryDate: '2040-08-01', hours: 1, taskId: taskA.id });
    const e = expectFailure(
      await sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-08-01', to: '2040-08-31' }, as(pm)),
      403,
      'FORBIDDEN',
      'query.engineerId',
    );
    expect(e.suggestion).toMatch(/Leave out engineerId/);
    expectFailure(await sdk.listTimeEntries({ engineerId: me, from: '2040-08-01', to: '2040-08-31' }, as(eng)), 403, 'FORBIDDEN');
    expectStatus(await sdk.listTimeEntries({ engineerId: 'me', from: '2040-08-01', to: '2040-08-31' }, as(pm)), 200);
    expectStatus(await sdk.listTimeEntries({ engineerId: pmId, from: '2040-08-01', to: '2040-08-31' }, as(pm)), 200);
    for (const key of [em, admin]) {
      const listed = await allOf((cursor) =>
        sdk.listTimeEntries({ engineerId: org.engineerId, from: '2040-08-01', to: '2040-08-31', cursor, limit: 200 }, as(key)),
      );
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ userId: org.engineerId, cost: 30 });
    }
    expectFailure(await sdk.listTimeEntries({ engineerId: randomUUID() }, as(em)), 404, 'NOT_FOUND', 'query.engineerId');
    // the em's own list is its own
    expect(await allOf((cursor) => sdk.listTimeEntries({ from: '2040-08-01', to: '2040-08-31', cursor, limit: 200 }, as(em)))).toEqual([]);
    expect(emId).toBeTruthy();
  });
});
