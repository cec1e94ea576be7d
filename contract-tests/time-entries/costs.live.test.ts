/**
 * The costs of time entries (spec 1 §2.1, §2.10; spec 2 §4.16, §5.3, §8): the cost math on a hand-computed example
 * (conversion into the base currency, weeklyHours defaulting to 40, rounding once at the end), unpriced hours, buckets
 * by derived category, costs-for-range truncation, actual cost of an opportunity and of a task with their tasks and
 * subtasks, the stripping of financial fields for an engineer key (REST, MCP and batch), the engineerId gate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import {
  FINANCIAL,
  admin,
  baseUrl,
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

useTimeEntriesOrg();

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

  it("without a rate for the salary's currency an entry is unpriced (cost null)", async () => {
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
    expect((await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-05-08&to=2040-05-08`))[0]).toMatchObject({
      id: e.id,
      cost: 60,
      currency: 'USD',
    });
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
    expect(r.actions.map((x: any) => x.name)).toEqual(['listTimeEntryCosts']);
    for (const x of r.actions) expectStatus(await admin(x.method, x.href), 200);
    // the team TIM is the admin and the engineer: the pm's and the em's hours are left out
    const t = await data(admin, 'GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}&teamId=TIM`);
    expect(t).toMatchObject({ teamId: team.id, totalHours: 6.78, totalCost: 302.68, unpricedHours: 0 });
    expect(t.categories[0]).toEqual({ categoryId: cats.c2.id, label: cats.c2.label, hours: 2.5, cost: 126.92, unpricedHours: 0 });
    expectFailure(
      await admin('GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}&teamId=${randomUUID()}`),
      404,
      'NOT_FOUND',
      'query.teamId',
    );
    expectFailure(await admin('GET', `/api/v1/time-entries/aggregate-by-category?from=${from}&to=${to}&teamId=NOPE`), 404, 'NOT_FOUND', 'query.teamId');
    // an empty window
    expect(await data(admin, 'GET', '/api/v1/time-entries/aggregate-by-category?from=2041-06-01&to=2041-06-30')).toEqual({
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
    const r = await data(admin, 'GET', `/api/v1/time-entries/costs-for-range?from=${from}&to=${to}`);
    expect(r).toMatchObject({ from, to, currency: 'USD', truncated: false, totalHours: 10.28, totalCost: 302.68, unpricedHours: 3.5 });
    expect(r.rows).toHaveLength(9);
    expect(r.rows.map((x: any) => x.entryDate)).toEqual([...r.rows.map((x: any) => x.entryDate)].sort().reverse());
    expect(r.rows.find((x: any) => x.entryId === a.id)).toEqual({
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
        .filter((x: any) => x.cost === null)
        .map((x: any) => x.hours)
        .sort(),
    ).toEqual([0.5, 3]);
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
      targetType: 'task',
      targetId: cost.taskA.id,
      ref: cost.taskA.ref,
      cost: 152.31,
      currency: 'USD',
      hours: 6,
      unpricedHours: 3,
    });
    // opp: 63.461538 (on it) + 126.923077 + 25.384615 (taskA and its subtask) + 1.523077 (taskB) = 217.292308 → 217.29
    const o = expectStatus(await admin('GET', `/api/v1/time-entries/actual-cost-for-opportunity/${cost.opp.ref}`), 200);
    expect(o.data).toEqual({
      targetType: 'opportunity',
      targetId: cost.opp.id,
      ref: cost.opp.ref,
      cost: 217.29,
      currency: 'USD',
      hours: 7.28,
      unpricedHours: 3,
    });
    expect(o.actions.map((x: any) => x.name)).toEqual(['listOpportunityTimeEntries', 'getOpportunity']);
    for (const x of o.actions) expectStatus(await admin(x.method, x.href), 200);
    expect(await data(admin, 'GET', `/api/v1/time-entries/actual-cost-for-opportunity/${spareOpp.id}`)).toEqual({
      targetType: 'opportunity',
      targetId: spareOpp.id,
      ref: spareOpp.ref,
      cost: 0,
      currency: 'USD',
      hours: 0,
      unpricedHours: 0,
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
    expect(narrower).toEqual([
      '/api/v1/time-entries/costs-for-range?from=2041-01-01&to=2041-07-01',
      '/api/v1/time-entries/costs-for-range?from=2041-07-02&to=2041-12-31',
    ]);
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
    const up = expectStatus(
      await eng('POST', '/api/v1/time-entries/upsert-range', {
        from: '2040-07-02',
        to: '2040-07-02',
        rows: [{ entryDate: '2040-07-02', hours: 1, taskId: taskA.id }],
      }),
      200,
    );
    expect(JSON.stringify(up)).not.toMatch(FINANCIAL);
    for (const path of [
      '/api/v1/time-entries/aggregate-by-category?from=2040-01-01&to=2040-12-31',
      '/api/v1/time-entries/costs-for-range?from=2040-01-01&to=2040-12-31',
      `/api/v1/time-entries/actual-cost-for-opportunity/${opp.ref}`,
      `/api/v1/time-entries/actual-cost-for-task/${taskA.ref}`,
    ]) {
      const e = expectFailure(await eng('GET', path), 403, 'FORBIDDEN');
      expect(e.data.missing).toEqual(['cost:read']);
    }
    // the admin sees the same entry's cost: 3 h × 30 USD
    expect((await data(admin, 'GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-07-01&to=2040-07-01`))[0]).toMatchObject({
      id: made.data.id,
      cost: 90,
    });
  });

  it('nor over MCP (tools/call) or in a batch', async () => {
    const c = new Client({ name: 'time-tests', version: '1.0.0' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=time-entries`), {
        requestInit: { headers: { authorization: `Bearer ${org.engineerKey}` } },
      }),
    );
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
    const asAdmin = await admin('POST', '/api/v1/batch', {
      operations: [{ id: 'list', method: 'GET', path: `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-07-01&to=2040-07-31` }],
    });
    expect(asAdmin.body.data.list.data[0]).toHaveProperty('cost');
  });
});

describe('engineerId needs compensation visibility (spec 2 §4.16, §5.3)', () => {
  it('a pm key is 403 for another user, fine for itself; an em or admin key (leadership) may list anyone', async () => {
    await logged(eng, { entryDate: '2040-08-01', hours: 1, taskId: taskA.id });
    const e = expectFailure(
      await pm('GET', `/api/v1/time-entries?engineerId=${org.engineerId}&from=2040-08-01&to=2040-08-31`),
      403,
      'FORBIDDEN',
      'query.engineerId',
    );
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
    expect(await all(em, '/api/v1/time-entries?from=2040-08-01&to=2040-08-31')).toEqual([]);
    expect(emId).toBeTruthy();
  });
});
