/**
 * Cycles, planned work and delivery promises on the real server and a real Postgres (spec 2 §4.8, §7
 * PROMISE_BREAKS, §8): cycle numbering per team, overlapping cycles refused on create and update (adjacent ones and
 * another team's same dates allowed), the PROMISE_BREAKS refusal (nothing moved), a mismatched acknowledgement
 * refused again, the acknowledged move with its records (promise_breaks row, the claim broken, the customer's feed,
 * the recorder notified), unscheduling as a break, moves without breaks, the task list's cycle and step filters,
 * planned-work coverage on a hand-computed example and its window rule, and the platform rules: tenancy,
 * capabilities, idempotency and a call over MCP.
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
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const ids = (list: any[]) => list.map((x) => x.id);

const team = (name: string, prefix: string) => data(admin, 'POST', '/api/v1/teams', { name, prefix });
const cycle = (teamId: string, startsOn: string, endsOn: string, extra: Record<string, unknown> = {}) =>
  data(admin, 'POST', '/api/v1/cycles', { teamId, startsOn, endsOn, ...extra });
const task = (body: Record<string, unknown>) => data(admin, 'POST', '/api/v1/tasks', { title: `Task ${uniq()}`, ...body });
const move = (api: Api, ref: string, body: Record<string, unknown>) => api('POST', `/api/v1/tasks/${ref}/move-cycle`, body);
/** The caller's promise_break notifications (the list's `types` filter does not offer that type yet). */
const promiseBreaksOf = async (api: Api) => (await all(api, '/api/v1/notifications')).filter((x) => x.type === 'promise_break');
const status = async (ref: string, ...moves: string[]) => {
  for (const s of moves) await data(admin, 'POST', `/api/v1/tasks/${ref}/set-status`, { status: s });
};

let teams: { a: any; b: any };

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Cycles org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = org.userId;
  teams = { a: await team('Alpha', 'CYA'), b: await team('Beta', 'CYB') };
});
afterAll(async () => {
  await db?.destroy();
});

describe('cycles: numbering and no overlap within a team (spec 2 §4.8)', () => {
  let c1: any;
  let c2: any;

  it('numbers per team from 1 and names Cycle <number> by default; lists by start date, paged', async () => {
    const made = expectStatus(await admin('POST', '/api/v1/cycles', { teamId: 'CYA', startsOn: '2030-01-01', endsOn: '2030-01-14' }), 201);
    c1 = made.data;
    expect(c1).toMatchObject({ orgId: org.orgId, teamId: teams.a.id, number: 1, name: 'Cycle 1', startsOn: '2030-01-01', endsOn: '2030-01-14' });
    expect(made.actions.map((a: any) => a.name)).toEqual(['listTasks', 'listCycles', 'getPlannedWorkSummary']);
    for (const a of made.actions) expectStatus(await admin(a.method, a.href), 200);
    // adjacent: starts the day after c1 ends (both ends are inclusive)
    c2 = await cycle(teams.a.id, '2030-01-15', '2030-01-28', { name: 'Sprint two' });
    expect(c2).toMatchObject({ number: 2, name: 'Sprint two' });
    // another team: the same dates are free, and its numbers start at 1
    const other = await cycle('CYB', '2030-01-01', '2030-01-14');
    expect(other).toMatchObject({ teamId: teams.b.id, number: 1, name: 'Cycle 1' });
    // an earlier cycle created later keeps its number but lists first
    const early = await cycle(teams.a.id, '2029-12-18', '2029-12-31');
    expect(early.number).toBe(3);
    expect(ids(await all(admin, '/api/v1/cycles?teamId=CYA', 1))).toEqual([early.id, c1.id, c2.id]);
    expect(ids(await all(admin, '/api/v1/cycles'))).toEqual(
      [early.id, c1.id, other.id, c2.id].sort((x, y) => {
        const byId = new Map([
          [early.id, '2029-12-18'],
          [c1.id, '2030-01-01'],
          [other.id, '2030-01-01'],
          [c2.id, '2030-01-15'],
        ]);
        return byId.get(x)!.localeCompare(byId.get(y)!) || x.localeCompare(y);
      }),
    );
  });

  it('an overlap is 409 ALREADY_EXISTS naming the other cycle, on create and on update; a refused create uses no number', async () => {
    const inside = expectFailure(
      await admin('POST', '/api/v1/cycles', { teamId: teams.a.id, startsOn: '2030-01-10', endsOn: '2030-01-20' }),
      409,
      'ALREADY_EXISTS',
      'body.startsOn',
    );
    expect(inside.data).toEqual({ cycleId: c1.id, number: 1, name: 'Cycle 1', startsOn: '2030-01-01', endsOn: '2030-01-14' });
    expect(inside.message).toMatch(/Cycle 1/);
    expect(inside.suggestion).toMatch(/2030-01-01|2030-01-14/);
    // one shared day is an overlap
    const edge = expectFailure(
      await admin('POST', '/api/v1/cycles', { teamId: teams.a.id, startsOn: '2030-01-28', endsOn: '2030-02-03' }),
      409,
      'ALREADY_EXISTS',
    );
    expect(edge.data.cycleId).toBe(c2.id);
    // a cycle around both
    expect(
      expectFailure(await admin('POST', '/api/v1/cycles', { teamId: teams.a.id, startsOn: '2029-06-01', endsOn: '2031-01-01' }), 409, 'ALREADY_EXISTS').data
        .cycleId,
    ).toBeTruthy();

    const moved = expectFailure(await admin('PATCH', `/api/v1/cycles/${c2.id}`, { startsOn: '2030-01-14' }), 409, 'ALREADY_EXISTS', 'body.startsOn');
    expect(moved.data.cycleId).toBe(c1.id);
    expect(expectFailure(await admin('PATCH', `/api/v1/cycles/${c1.id}`, { endsOn: '2030-01-15' }), 409, 'ALREADY_EXISTS', 'body.endsOn').data.cycleId).toBe(
      c2.id,
    );
    // nothing changed
    expect((await all(admin, '/api/v1/cycles?teamId=CYA')).find((c) => c.id === c2.id)).toMatchObject({ startsOn: '2030-01-15', endsOn: '2030-01-28' });

    const next = await cycle(teams.a.id, '2030-02-01', '2030-02-07');
    expect(next.number).toBe(4);
  });

  it('dates: endsOn before startsOn is 400; a cycle may be one day; update renames and moves within free dates', async () => {
    expectFailure(
      await admin('POST', '/api/v1/cycles', { teamId: teams.a.id, startsOn: '2030-03-10', endsOn: '2030-03-09' }),
      400,
      'VALIDATION_FAILED',
      'body.endsOn',
    );
    const day = await cycle(teams.a.id, '2030-03-10', '2030-03-10');
    expect(day).toMatchObject({ startsOn: '2030-03-10', endsOn: '2030-03-10' });
    expectFailure(await admin('PATCH', `/api/v1/cycles/${day.id}`, { endsOn: '2030-03-01' }), 400, 'VALIDATION_FAILED', 'body.endsOn');
    expectFailure(await admin('PATCH', `/api/v1/cycles/${day.id}`, { startsOn: '2030-03-11' }), 400, 'VALIDATION_FAILED', 'body.startsOn');
    const renamed = await data(admin, 'PATCH', `/api/v1/cycles/${day.id}`, { name: 'Hardening', startsOn: '2030-03-08', endsOn: '2030-03-12' });
    expect(renamed).toMatchObject({ id: day.id, number: day.number, name: 'Hardening', startsOn: '2030-03-08', endsOn: '2030-03-12' });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(day.updatedAt));
    // shrinking a cycle never overlaps; its own old dates do not count against it
    expect(await data(admin, 'PATCH', `/api/v1/cycles/${day.id}`, { startsOn: '2030-03-09' })).toMatchObject({ startsOn: '2030-03-09', endsOn: '2030-03-12' });
    expectFailure(
      await admin('POST', '/api/v1/cycles', { teamId: randomUUID(), startsOn: '2030-03-10', endsOn: '2030-03-11' }),
      404,
      'NOT_FOUND',
      'body.teamId',
    );
    expectFailure(await admin('POST', '/api/v1/cycles', { teamId: 'NOPE', startsOn: '2030-03-10', endsOn: '2030-03-11' }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await admin('PATCH', `/api/v1/cycles/${randomUUID()}`, { name: 'x' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('GET', `/api/v1/cycles?teamId=${randomUUID()}`), 404, 'NOT_FOUND', 'query.teamId');
  });

  it('concurrent creates for one team get distinct numbers; concurrent overlapping ones: exactly one wins', async () => {
    const t = await team('Gamma', 'CYG');
    const weeks = Array.from({ length: 6 }, (_, i) => {
      const start = new Date(Date.UTC(2030, 5, 1 + 7 * i));
      const end = new Date(Date.UTC(2030, 5, 7 + 7 * i));
      return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
    });
    const made = await Promise.all(weeks.map(([s, e]) => admin('POST', '/api/v1/cycles', { teamId: t.id, startsOn: s, endsOn: e })));
    expect(made.map((r) => r.status)).toEqual(weeks.map(() => 201));
    expect(made.map((r) => r.body.data.number).sort((x: number, y: number) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    const clash = await Promise.all([1, 2, 3, 4].map(() => admin('POST', '/api/v1/cycles', { teamId: t.id, startsOn: '2031-01-01', endsOn: '2031-01-14' })));
    expect(clash.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('writes need team:update (an engineer reads but cannot create or change cycles)', async () => {
    expectFailure(await eng('POST', '/api/v1/cycles', { teamId: teams.a.id, startsOn: '2032-01-01', endsOn: '2032-01-02' }), 403, 'FORBIDDEN');
    expectFailure(await eng('PATCH', `/api/v1/cycles/${c1.id}`, { name: 'Mine' }), 403, 'FORBIDDEN');
    expect(ids(await all(eng, '/api/v1/cycles?teamId=CYA'))).toContain(c1.id);
  });

  it('every cycle write is in the activity log of its team (subject cycle), attributed to the caller', async () => {
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'team', entity_id: teams.a.id, subject: 'cycle' }).orderBy('seq');
    expect(log.length).toBeGreaterThanOrEqual(4);
    expect(log.every((r: any) => r.actor_user_id === me)).toBe(true);
  });
});

describe('move-cycle and PROMISE_BREAKS (spec 2 §4.8, §7)', () => {
  let early: any; // ends 2040-01-14
  let late: any; // ends 2040-01-28
  let objective: any;
  let customer: any;
  let opp: any;
  let t: any;
  let byTask: any; // deadline 2040-01-20, linked to the task
  let byOpp: any; // deadline 2040-01-10, linked to the task's opportunity, recorded by the engineer

  const breakOf = (i: any, newDate: string | null) => ({ taskId: t.id, insightId: i.id, customerId: customer.id, deadline: i.deadline, newDate });
  const claims = async () => new Map((await data(admin, 'GET', `/api/v1/objectives/${objective.id}/claims`)).map((c: any) => [c.insightId, c.conditionStatus]));

  beforeAll(async () => {
    early = await cycle(teams.a.id, '2040-01-01', '2040-01-14');
    late = await cycle(teams.a.id, '2040-01-15', '2040-01-28');
    const vision = await data(admin, 'POST', '/api/v1/visions', { name: 'Cycles vision', kind: 'product', narrative: 'n' });
    objective = await data(admin, 'POST', '/api/v1/objectives', { title: 'Keep promises', visionId: vision.id, driId: me });
    customer = await data(admin, 'POST', '/api/v1/customers', { name: `Acme ${uniq()}` });
    opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Invoice export' });
    t = await task({ teamId: teams.a.id, opportunityId: opp.id });
    byTask = await data(admin, 'POST', '/api/v1/insights', {
      verbatim: 'Export by the 20th',
      source: 'sales',
      customerId: customer.id,
      deadline: '2040-01-20',
    });
    await data(admin, 'POST', `/api/v1/insights/${byTask.ref}/attach`, { entityType: 'task', entityId: t.ref });
    byOpp = await data(eng, 'POST', '/api/v1/insights', {
      verbatim: 'Export by the 10th',
      source: 'interview',
      customerId: customer.id,
      deadline: '2040-01-10',
    });
    await data(admin, 'POST', `/api/v1/insights/${byOpp.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref });
    for (const i of [byTask, byOpp]) await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: objective.id, delta: 1 }] });
    // Not commitments that can break: an internal stakeholder's ask, an undated one, a rejected one, all on the same work.
    const internal = await data(admin, 'POST', '/api/v1/insights', {
      verbatim: 'Internal by the 2nd',
      source: 'observation',
      stakeholderUserId: 'me',
      deadline: '2040-01-02',
    });
    const undated = await data(admin, 'POST', '/api/v1/insights', { verbatim: 'Someday', source: 'sales', customerId: customer.id });
    const rejected = await data(admin, 'POST', '/api/v1/insights', {
      verbatim: 'Rejected by the 3rd',
      source: 'sales',
      customerId: customer.id,
      deadline: '2040-01-03',
    });
    for (const i of [internal, undated, rejected]) await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: t.ref });
    await data(admin, 'POST', `/api/v1/insights/${rejected.ref}/set-status`, {
      status: 'rejected',
      note: 'Not something we will build',
      rejectionCategory: 'not_aligned',
    });
  });

  it('a move past a deadline is refused with 409 PROMISE_BREAKS and error.data.breaks; nothing moves', async () => {
    expect(await claims()).toEqual(
      new Map([
        [byOpp.id, 'in_progress'],
        [byTask.id, 'in_progress'],
      ]),
    );
    const e = expectFailure(await move(admin, t.ref, { cycleId: early.id }), 409, 'PROMISE_BREAKS');
    // early ends 2040-01-14: after byOpp's 10th, before byTask's 20th
    expect(e.data.breaks).toEqual([breakOf(byOpp, '2040-01-14')]);
    expect(e.suggestion).toMatch(/acknowledgedBreaks/);
    expect((await data(admin, 'GET', `/api/v1/tasks/${t.ref}`)).cycleId).toBeNull();
    expect(await db('promise_breaks').where({ org_id: org.orgId })).toHaveLength(0);
    expect((await data(admin, 'GET', `/api/v1/customers/${customer.id}/updates`)).filter((u: any) => u.kind === 'promise_break')).toHaveLength(0);
  });

  it('an acknowledgement that does not match the breaks exactly is refused again', async () => {
    const right = breakOf(byOpp, '2040-01-14');
    for (const acknowledgedBreaks of [
      [{ ...right, newDate: '2040-01-28' }],
      [{ ...right, deadline: '2040-01-11' }],
      [right, breakOf(byTask, '2040-01-14')],
      [],
    ]) {
      const e = expectFailure(await move(admin, t.ref, { cycleId: early.id, acknowledgedBreaks }), 409, 'PROMISE_BREAKS');
      expect(e.data.breaks).toEqual([right]);
      if (acknowledgedBreaks.length) expect(e.message).toMatch(/do not match/);
    }
    expect((await data(admin, 'GET', `/api/v1/tasks/${t.ref}`)).cycleId).toBeNull();
  });

  it('re-sent with the breaks, the move happens and each break is recorded: the row, the broken claim, the feed, the recorder told', async () => {
    const acknowledgedBreaks = expectFailure(await move(admin, t.ref, { cycleId: early.id }), 409, 'PROMISE_BREAKS').data.breaks;
    const moved = expectStatus(await move(admin, t.ref, { cycleId: early.id, acknowledgedBreaks }), 200);
    expect(moved.data).toMatchObject({ id: t.id, ref: t.ref, cycleId: early.id });
    expect(moved.actions.map((a: any) => a.name)).toContain('getTask');
    expect((await data(admin, 'GET', `/api/v1/tasks/${t.ref}`)).cycleId).toBe(early.id);

    const { rows } = await db.raw(
      `SELECT task_id, insight_id, customer_id, to_char(deadline, 'YYYY-MM-DD') AS deadline, to_char(new_date, 'YYYY-MM-DD') AS new_date,
              from_cycle_id, to_cycle_id, acknowledged_by_id FROM promise_breaks WHERE org_id = ?`,
      [org.orgId],
    );
    expect(rows).toEqual([
      {
        task_id: t.id,
        insight_id: byOpp.id,
        customer_id: customer.id,
        deadline: '2040-01-10',
        new_date: '2040-01-14',
        from_cycle_id: null,
        to_cycle_id: early.id,
        acknowledged_by_id: me,
      },
    ]);
    // the claim is broken though its deadline is years away; the other one is untouched
    expect(await claims()).toEqual(
      new Map([
        [byOpp.id, 'broken'],
        [byTask.id, 'in_progress'],
      ]),
    );

    const feed = (await data(admin, 'GET', `/api/v1/customers/${customer.ref}/updates`)).filter((u: any) => u.kind === 'promise_break');
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ kind: 'promise_break', authorId: me, entityType: 'insight', entityId: byOpp.id, entityRef: byOpp.ref });
    expect(feed[0].body).toContain(t.ref);
    expect(feed[0].body).toContain(byOpp.ref);
    expect(feed[0].body).toContain('2040-01-10');
    expect(feed[0].body).toContain('2040-01-14');

    const told = await promiseBreaksOf(eng);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'promise_break', entityType: 'insight', entityId: byOpp.id, actorId: me, linkUrl: `/api/v1/insights/${byOpp.ref}` });
    // the caller recorded byTask, but byTask did not break; and nobody notifies themself
    expect(await promiseBreaksOf(admin)).toEqual([]);
    // the insight's activity log names the break
    expect(await db('activities').where({ org_id: org.orgId, entity_type: 'insight', entity_id: byOpp.id, subject: 'promise_break' })).toHaveLength(1);
  });

  it('moving to the cycle it is in changes nothing; a later cycle breaks both promises; unscheduling breaks every live one', async () => {
    expect((await data(admin, 'POST', `/api/v1/tasks/${t.ref}/move-cycle`, { cycleId: early.id })).cycleId).toBe(early.id);
    const later = expectFailure(await move(admin, t.ref, { cycleId: late.id }), 409, 'PROMISE_BREAKS').data.breaks;
    expect(later).toEqual([breakOf(byOpp, '2040-01-28'), breakOf(byTask, '2040-01-28')]);
    // the refusal's breaks in another order are the same set
    expect((await data(admin, 'POST', `/api/v1/tasks/${t.id}/move-cycle`, { cycleId: late.id, acknowledgedBreaks: [...later].reverse() })).cycleId).toBe(
      late.id,
    );
    expect(await claims()).toEqual(
      new Map([
        [byOpp.id, 'broken'],
        [byTask.id, 'broken'],
      ]),
    );
    const rows = await db('promise_breaks').where({ org_id: org.orgId, to_cycle_id: late.id });
    expect(rows.map((r: any) => [r.insight_id, r.from_cycle_id]).sort()).toEqual(
      [
        [byOpp.id, early.id],
        [byTask.id, early.id],
      ].sort(),
    );

    const off = expectFailure(await move(admin, t.ref, { cycleId: null }), 409, 'PROMISE_BREAKS').data.breaks;
    expect(off).toEqual([breakOf(byOpp, null), breakOf(byTask, null)]);
    expect((await data(admin, 'GET', `/api/v1/tasks/${t.ref}`)).cycleId).toBe(late.id);
    expect((await data(admin, 'POST', `/api/v1/tasks/${t.ref}/move-cycle`, { cycleId: null, acknowledgedBreaks: off })).cycleId).toBeNull();
    const unscheduled = await db('promise_breaks').where({ org_id: org.orgId, from_cycle_id: late.id });
    expect(unscheduled.map((r: any) => [r.to_cycle_id, r.new_date])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await data(admin, 'GET', `/api/v1/customers/${customer.id}/updates`)).filter((u: any) => u.kind === 'promise_break')).toHaveLength(5);
    expect(await promiseBreaksOf(eng)).toHaveLength(3); // byOpp's three breaks
  });

  it('moves that break nothing just happen; acknowledgedBreaks sent without breaks are ignored; delivered promises do not break', async () => {
    const free = await task({ teamId: teams.a.id });
    const stale = [{ taskId: free.id, insightId: byOpp.id, customerId: customer.id, deadline: '2040-01-10', newDate: '2040-01-28' }];
    expect((await data(admin, 'POST', `/api/v1/tasks/${free.ref}/move-cycle`, { cycleId: late.id, acknowledgedBreaks: stale })).cycleId).toBe(late.id);
    expect((await data(eng, 'POST', `/api/v1/tasks/${free.ref}/move-cycle`, { cycleId: early.id })).cycleId).toBe(early.id);
    expect((await data(admin, 'POST', `/api/v1/tasks/${free.ref}/move-cycle`, { cycleId: null })).cycleId).toBeNull();
    // on time: the 14th is before the 20th
    const onTime = await task({ teamId: teams.a.id });
    const promise = await data(admin, 'POST', '/api/v1/insights', {
      verbatim: 'By the 20th',
      source: 'sales',
      customerId: customer.id,
      deadline: '2040-01-20',
    });
    await data(admin, 'POST', `/api/v1/insights/${promise.ref}/attach`, { entityType: 'task', entityId: onTime.ref });
    expect((await data(admin, 'POST', `/api/v1/tasks/${onTime.ref}/move-cycle`, { cycleId: early.id })).cycleId).toBe(early.id);
    // delivered (all its work completed): moving the completed task later breaks nothing
    await status(onTime.ref, 'in_progress', 'completed');
    expect((await data(admin, 'GET', `/api/v1/insights/${promise.ref}`)).status).toBe('delivered');
    expect((await data(admin, 'POST', `/api/v1/tasks/${onTime.ref}/move-cycle`, { cycleId: late.id })).cycleId).toBe(late.id);
    expect(await db('promise_breaks').where({ org_id: org.orgId }).whereIn('task_id', [free.id, onTime.id])).toHaveLength(0);
  });

  it('already-late work moved to an earlier (still late) cycle breaks nothing new; moved later again, it does', async () => {
    const onTime = await cycle(teams.a.id, '2041-03-01', '2041-03-14');
    const late1 = await cycle(teams.a.id, '2041-03-15', '2041-03-28');
    const late2 = await cycle(teams.a.id, '2041-03-29', '2041-04-11');
    const work = await task({ teamId: teams.a.id });
    const promise = await data(admin, 'POST', '/api/v1/insights', {
      verbatim: 'By the 20th of March',
      source: 'sales',
      customerId: customer.id,
      deadline: '2041-03-20',
    });
    await data(admin, 'POST', `/api/v1/insights/${promise.ref}/attach`, { entityType: 'task', entityId: work.ref });
    const breakTo = (newDate: string) => [{ taskId: work.id, insightId: promise.id, customerId: customer.id, deadline: '2041-03-20', newDate }];
    expect((await data(admin, 'POST', `/api/v1/tasks/${work.ref}/move-cycle`, { cycleId: onTime.id })).cycleId).toBe(onTime.id);
    expect(expectFailure(await move(admin, work.ref, { cycleId: late2.id }), 409, 'PROMISE_BREAKS').data.breaks).toEqual(breakTo('2041-04-11'));
    await data(admin, 'POST', `/api/v1/tasks/${work.ref}/move-cycle`, { cycleId: late2.id, acknowledgedBreaks: breakTo('2041-04-11') });
    // pulled in to a cycle that ends earlier but still after the deadline: no new break, nothing recorded
    expect((await data(admin, 'POST', `/api/v1/tasks/${work.ref}/move-cycle`, { cycleId: late1.id })).cycleId).toBe(late1.id);
    expect(await db('promise_breaks').where({ org_id: org.orgId, task_id: work.id })).toHaveLength(1);
    // pushed later again: a new break
    expect(expectFailure(await move(admin, work.ref, { cycleId: late2.id }), 409, 'PROMISE_BREAKS').data.breaks).toEqual(breakTo('2041-04-11'));
  });

  it("moving a cycle's end past a promised date is refused with PROMISE_BREAKS for its open tasks; acknowledged, it is recorded", async () => {
    const sprint = await cycle(teams.a.id, '2042-05-01', '2042-05-14');
    const work = await task({ teamId: teams.a.id });
    const done = await task({ teamId: teams.a.id });
    const promise = await data(admin, 'POST', '/api/v1/insights', { verbatim: 'By mid May', source: 'sales', customerId: customer.id, deadline: '2042-05-16' });
    for (const t2 of [work, done]) {
      await data(admin, 'POST', `/api/v1/insights/${promise.ref}/attach`, { entityType: 'task', entityId: t2.ref });
      await data(admin, 'POST', `/api/v1/tasks/${t2.ref}/move-cycle`, { cycleId: sprint.id });
    }
    await status(done.ref, 'in_progress', 'completed'); // completed work does not move with the cycle's end
    // within the deadline, or a rename: no check
    expect(await data(admin, 'PATCH', `/api/v1/cycles/${sprint.id}`, { endsOn: '2042-05-16', name: 'Sprint 42' })).toMatchObject({
      endsOn: '2042-05-16',
      name: 'Sprint 42',
    });
    const refusal = expectFailure(await admin('PATCH', `/api/v1/cycles/${sprint.id}`, { endsOn: '2042-05-20' }), 409, 'PROMISE_BREAKS');
    expect(refusal.data.breaks).toEqual([{ taskId: work.id, insightId: promise.id, customerId: customer.id, deadline: '2042-05-16', newDate: '2042-05-20' }]);
    expect((await data(admin, 'GET', `/api/v1/cycles?teamId=${teams.a.id}&limit=200`)).find((c: any) => c.id === sprint.id).endsOn).toBe('2042-05-16'); // nothing changed
    const moved = await data(admin, 'PATCH', `/api/v1/cycles/${sprint.id}`, { endsOn: '2042-05-20', acknowledgedBreaks: refusal.data.breaks });
    expect(moved.endsOn).toBe('2042-05-20');
    const rows = await db('promise_breaks').where({ org_id: org.orgId, insight_id: promise.id });
    expect(rows.map((r: any) => [r.task_id, r.from_cycle_id, r.to_cycle_id])).toEqual([[work.id, sprint.id, sprint.id]]);
    const feed = (await data(admin, 'GET', `/api/v1/customers/${customer.id}/updates`)).filter(
      (u: any) => u.kind === 'promise_break' && u.entityId === promise.id,
    );
    expect(feed).toHaveLength(1);
    expect(feed[0].body).toContain('2042-05-20');
  });

  it('a scheduled task cannot change team (409 naming body.teamId) until move-cycle unschedules it', async () => {
    const sprint = await cycle(teams.a.id, '2043-02-01', '2043-02-14');
    const work = await task({ teamId: teams.a.id });
    await data(admin, 'POST', `/api/v1/tasks/${work.ref}/move-cycle`, { cycleId: sprint.id });
    const refused = expectFailure(await admin('PATCH', `/api/v1/tasks/${work.ref}`, { teamId: teams.b.id }), 409, 'INVALID_STATE_TRANSITION', 'body.teamId');
    expect(refused.suggestion).toContain('move-cycle');
    expect((await data(admin, 'GET', `/api/v1/tasks/${work.id}`)).teamId).toBe(teams.a.id);
    expect(await data(admin, 'PATCH', `/api/v1/tasks/${work.ref}`, { title: 'Still here' })).toMatchObject({ cycleId: sprint.id }); // other edits go on
    await data(admin, 'POST', `/api/v1/tasks/${work.ref}/move-cycle`, { cycleId: null });
    expect(await data(admin, 'PATCH', `/api/v1/tasks/${work.id}`, { teamId: teams.b.id })).toMatchObject({ teamId: teams.b.id, cycleId: null });
  });

  it("the cycle must be one of the task's team: another team's is 400, a teamless task cannot be scheduled, unknown ids are 404", async () => {
    const theirs = await cycle(teams.b.id, '2040-01-01', '2040-01-14');
    expectFailure(await move(admin, t.ref, { cycleId: theirs.id }), 400, 'VALIDATION_FAILED', 'body.cycleId');
    const loose = await task({});
    const e = expectFailure(await move(admin, loose.ref, { cycleId: early.id }), 400, 'VALIDATION_FAILED', 'body.cycleId');
    expect(e.message).toMatch(/no team/);
    expect(e.suggestion).toMatch(/teamId/);
    expectFailure(await move(admin, t.ref, { cycleId: randomUUID() }), 404, 'NOT_FOUND', 'body.cycleId');
    expectFailure(await move(admin, 'CYA-999999', { cycleId: early.id }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await move(admin, t.ref, {}), 400, 'VALIDATION_FAILED');
    expectFailure(await move(admin, t.ref, { cycleId: 'CYA' }), 400, 'VALIDATION_FAILED');
  });
});

describe('task list filters: cycleId, unscheduled-to-cycle, statusId (spec 2 §4.8)', () => {
  it('filters by cycle, by scheduled or not, and by the active template step', async () => {
    const t = await team('Delta', 'CYD');
    const c = await cycle(t.id, '2041-01-01', '2041-01-14');
    const inCycle = await task({ teamId: t.id });
    const outside = await task({ teamId: t.id });
    await data(admin, 'POST', `/api/v1/tasks/${inCycle.ref}/move-cycle`, { cycleId: c.id });
    expect(ids(await all(admin, `/api/v1/tasks?cycleId=${c.id}`))).toEqual([inCycle.id]);
    expect(ids(await all(admin, `/api/v1/tasks?teamId=CYD&unscheduled-to-cycle=true`))).toEqual([outside.id]);
    expect(ids(await all(admin, `/api/v1/tasks?teamId=CYD&unscheduled-to-cycle=false`))).toEqual([inCycle.id]);
    expect(ids(await all(admin, `/api/v1/tasks?teamId=CYD`))).toEqual([inCycle.id, outside.id]);
    expect(ids(await all(admin, `/api/v1/tasks?cycleId=${randomUUID()}`))).toEqual([]);
    expectFailure(await admin('GET', '/api/v1/tasks?unscheduled-to-cycle=maybe'), 400, 'VALIDATION_FAILED');

    const tpl = await data(admin, 'POST', '/api/v1/templates', {
      name: `Flow ${uniq()}`,
      defaultEntityType: 'task',
      steps: [{ title: 'Design' }, { title: 'Build' }],
    });
    const [design, build] = tpl.steps;
    const running = await task({ teamId: t.id });
    const waiting = await task({ teamId: t.id });
    const inst = await data(admin, 'POST', '/api/v1/templates/instances', {
      templateId: tpl.id,
      entityType: 'task',
      entityId: running.ref,
      activateFirstStep: true,
    });
    await data(admin, 'POST', '/api/v1/templates/instances', { templateId: tpl.id, entityType: 'task', entityId: waiting.ref });
    expect(ids(await all(admin, `/api/v1/tasks?statusId=${design.id}`))).toEqual([running.id]);
    expect(ids(await all(admin, `/api/v1/tasks?statusId=${build.id}`))).toEqual([]);
    // completing Design activates Build
    const designInstance = inst.steps.find((s: any) => s.stepId === design.id);
    await data(admin, 'PATCH', `/api/v1/templates/instances/steps/${designInstance.id}`, { status: 'completed' });
    expect(ids(await all(admin, `/api/v1/tasks?statusId=${design.id}`))).toEqual([]);
    expect(ids(await all(admin, `/api/v1/tasks?statusId=${build.id}`))).toEqual([running.id]);
    // filters combine
    expect(ids(await all(admin, `/api/v1/tasks?statusId=${build.id}&unscheduled-to-cycle=false`))).toEqual([]);
  });
});

describe('planned-work summary (spec 2 §4.8)', () => {
  it('per cycle and in total, on a hand-computed example; open unscheduled tasks; weekly hours never shown', async () => {
    const p = await team('Planning', 'CYP');
    const q = await team('Quiet', 'CYQ');
    const outsider = await newUser(org.orgId, 'engineer', 'Outsider');
    // members: the admin (40 h/week) and the engineer (20 h/week) → 60 h/week; the outsider (100) is in no team
    await data(admin, 'PATCH', `/api/v1/users/${me}`, { weeklyHours: 40 });
    await data(admin, 'PATCH', `/api/v1/users/${org.engineerId}`, { weeklyHours: 20 });
    await data(admin, 'PATCH', `/api/v1/users/${outsider.userId}`, { weeklyHours: 100 });
    for (const userId of [me, org.engineerId]) await data(admin, 'POST', `/api/v1/teams/${p.id}/members`, { userId });

    const p1 = await cycle(p.id, '2031-03-02', '2031-03-15');
    const p2 = await cycle(p.id, '2031-03-16', '2031-03-29');
    const outOfWindow = await cycle(p.id, '2031-04-20', '2031-04-26');
    const quiet = await cycle(q.id, '2031-03-10', '2031-03-12'); // no members: no capacity
    const scheduled = async (c: any, estimateMinutes: number | null, ...moves: string[]) => {
      const x = await task({ teamId: c.teamId, ...(estimateMinutes === null ? {} : { estimateMinutes }) });
      await data(admin, 'POST', `/api/v1/tasks/${x.ref}/move-cycle`, { cycleId: c.id });
      await status(x.ref, ...moves);
      return x;
    };
    // p1: 600 + 300 + unestimated + completed 120 count; cancelled 1000 does not
    await scheduled(p1, 600);
    const second = await scheduled(p1, null);
    await data(admin, 'PATCH', `/api/v1/tasks/${second.ref}`, { estimateMinutes: 300 });
    await scheduled(p1, null);
    await scheduled(p1, 120, 'in_progress', 'completed');
    await scheduled(p1, 1000, 'cancelled');
    await scheduled(p2, 2520);
    await scheduled(p2, 500, 'duplicate');
    await scheduled(outOfWindow, 999);
    await scheduled(quiet, 90);
    // unscheduled, open: 60 and unestimated; completed and cancelled ones do not count
    await task({ teamId: p.id, estimateMinutes: 60 });
    await task({ teamId: p.id });
    const done = await task({ teamId: p.id, estimateMinutes: 45 });
    await status(done.ref, 'in_progress', 'completed');
    const dropped = await task({ teamId: p.id, estimateMinutes: 45 });
    await status(dropped.ref, 'cancelled');

    // window 2031-03-05..2031-03-20: p1 has 11 days inside (60 × 11/7 = 94.29 h), p2 has 5 (60 × 5/7 = 42.86 h)
    const r = expectStatus(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-03-05&to=2031-03-20&teamId=CYP'), 200);
    expect(r.data).toEqual({
      from: '2031-03-05',
      to: '2031-03-20',
      teamId: p.id,
      cycles: [
        // 17 h / 94.29 h
        {
          cycleId: p1.id,
          teamId: p.id,
          name: 'Cycle 1',
          startsOn: '2031-03-02',
          endsOn: '2031-03-15',
          tasks: 4,
          estimatedMinutes: 1020,
          unestimatedTasks: 1,
          capacityHours: 94.29,
          coverage: 0.18,
        },
        // 42 h / 42.86 h
        {
          cycleId: p2.id,
          teamId: p.id,
          name: 'Cycle 2',
          startsOn: '2031-03-16',
          endsOn: '2031-03-29',
          tasks: 1,
          estimatedMinutes: 2520,
          unestimatedTasks: 0,
          capacityHours: 42.86,
          coverage: 0.98,
        },
      ],
      // 59 h / 137.15 h
      total: { tasks: 5, estimatedMinutes: 3540, unestimatedTasks: 1, capacityHours: 137.15, coverage: 0.43 },
      unscheduled: { tasks: 2, estimatedMinutes: 60, unestimatedTasks: 1 },
    });
    expect(JSON.stringify(r)).not.toMatch(/weeklyHours|weekly_hours/);
    expect(r.actions.map((a: any) => a.name)).toEqual(['listTasks', 'listCycles']);
    for (const a of r.actions) expectStatus(await admin(a.method, a.href), 200);

    // without a team: every team's cycles in the window (the quiet one has no capacity: coverage null), totals recomputed
    const everyone = await data(admin, 'GET', '/api/v1/tasks/planned-work-summary?from=2031-03-05&to=2031-03-20');
    expect(everyone.teamId).toBeNull();
    expect(everyone.cycles.map((c: any) => c.cycleId)).toEqual([p1.id, quiet.id, p2.id]);
    expect(everyone.cycles[1]).toMatchObject({ tasks: 1, estimatedMinutes: 90, capacityHours: 0, coverage: null });
    // 60.5 h / 137.15 h
    expect(everyone.total).toEqual({ tasks: 6, estimatedMinutes: 3630, unestimatedTasks: 1, capacityHours: 137.15, coverage: 0.44 });
    expect(everyone.unscheduled.tasks).toBeGreaterThanOrEqual(2);

    // one day, inside p1 only: 60 × 1/7 = 8.57 h
    const day = await data(admin, 'GET', '/api/v1/tasks/planned-work-summary?from=2031-03-10&to=2031-03-10&teamId=CYP');
    expect(day.cycles.map((c: any) => [c.cycleId, c.capacityHours, c.coverage])).toEqual([[p1.id, 8.57, 1.98]]);
    // an empty window
    const none = await data(admin, 'GET', '/api/v1/tasks/planned-work-summary?from=2035-01-01&to=2035-01-31&teamId=CYP');
    expect(none.cycles).toEqual([]);
    expect(none.total).toEqual({ tasks: 0, estimatedMinutes: 0, unestimatedTasks: 0, capacityHours: 0, coverage: null });
  });

  it('the window is at most 366 days and to is not before from (400 naming query.to); an unknown team is 404', async () => {
    expectStatus(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-01-01&to=2031-12-31'), 200);
    expectStatus(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2032-01-01&to=2032-12-31'), 200); // a leap year: 366 days
    expectStatus(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-01-01&to=2032-01-01'), 200); // 366 days
    const long = expectFailure(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-01-01&to=2032-01-02'), 400, 'VALIDATION_FAILED', 'query.to');
    expect(long.message).toMatch(/367 days/);
    expectFailure(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-01-02&to=2031-01-01'), 400, 'VALIDATION_FAILED', 'query.to');
    expectFailure(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-01-01'), 400, 'VALIDATION_FAILED', 'query.to');
    expectFailure(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-02-30&to=2031-03-01'), 400, 'VALIDATION_FAILED');
    expectFailure(
      await admin('GET', `/api/v1/tasks/planned-work-summary?from=2031-01-01&to=2031-01-31&teamId=${randomUUID()}`),
      404,
      'NOT_FOUND',
      'query.teamId',
    );
    expectFailure(await admin('GET', '/api/v1/tasks/planned-work-summary?from=2031-01-01&to=2031-01-31&teamId=ZZZ'), 404, 'NOT_FOUND', 'query.teamId');
  });
});

describe('platform rules: tenancy, idempotency, MCP (spec 2 §4.1, §7, §8, §4.21)', () => {
  it("another org's cycles, teams and tasks read as 404 on every operation that names them and never show", async () => {
    const other = await newOrg('Cycles tenancy org');
    const them = client(other.apiKey);
    const theirTeam = await data(them, 'POST', '/api/v1/teams', { name: 'Theirs', prefix: 'THR' });
    const theirCycle = await data(them, 'POST', '/api/v1/cycles', { teamId: theirTeam.id, startsOn: '2030-01-01', endsOn: '2030-01-14' });
    const theirTask = await data(them, 'POST', '/api/v1/tasks', { title: 'Their task', teamId: theirTeam.id });
    const mine = await task({ teamId: teams.a.id });
    const calls: [string, string, unknown?, string?][] = [
      ['PATCH', `/api/v1/cycles/${theirCycle.id}`, { name: 'Mine now' }, 'path.id'],
      ['POST', '/api/v1/cycles', { teamId: theirTeam.id, startsOn: '2050-01-01', endsOn: '2050-01-02' }, 'body.teamId'],
      ['GET', `/api/v1/cycles?teamId=${theirTeam.id}`, undefined, 'query.teamId'],
      ['POST', `/api/v1/tasks/${theirTask.id}/move-cycle`, { cycleId: null }, 'path.id'],
      ['POST', `/api/v1/tasks/${mine.ref}/move-cycle`, { cycleId: theirCycle.id }, 'body.cycleId'],
      ['GET', `/api/v1/tasks/planned-work-summary?from=2030-01-01&to=2030-01-31&teamId=${theirTeam.id}`, undefined, 'query.teamId'],
    ];
    for (const [method, path, body, field] of calls) {
      const r = await admin(method, path, body);
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
    }
    expect(ids(await all(admin, '/api/v1/cycles'))).not.toContain(theirCycle.id);
    expect(ids(await all(admin, `/api/v1/tasks?cycleId=${theirCycle.id}`))).toEqual([]);
    const summary = await data(admin, 'GET', '/api/v1/tasks/planned-work-summary?from=2030-01-01&to=2030-01-31');
    expect(summary.cycles.map((c: any) => c.cycleId)).not.toContain(theirCycle.id);
    // theirs is unchanged, and their team's dates never clash with ours
    expect((await all(them, '/api/v1/cycles'))[0]).toEqual(theirCycle);
  });

  it('createCycle retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body = { teamId: 'CYB', startsOn: '2045-05-01', endsOn: '2045-05-14', name: `Once ${uniq()}` };
    const first = expectStatus(await admin('POST', '/api/v1/cycles', body, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/cycles', body, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.data);
    expect((await all(admin, '/api/v1/cycles?teamId=CYB')).filter((c) => c.name === body.name)).toHaveLength(1);
    expectFailure(await admin('POST', '/api/v1/cycles', { ...body, name: 'Something else' }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
  });

  it('over MCP: the cycles toolset creates and lists cycles as REST does; move_task_cycle refuses with the breaks', async () => {
    const c = new Client({ name: 'cycles-tests', version: '1.0.0' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=cycles,tasks`), {
        requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } },
      }),
    );
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_cycles', 'create_cycle', 'update_cycle', 'move_task_cycle', 'get_planned_work_summary']));
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        return { isError: Boolean(r.isError), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
      };
      const made = await call('create_cycle', { teamId: 'CYB', startsOn: '2046-01-01', endsOn: '2046-01-14', idempotencyKey: randomUUID() });
      expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ teamId: teams.b.id, startsOn: '2046-01-01', endsOn: '2046-01-14' });
      const listed = await call('list_cycles', { teamId: 'CYB', limit: 200 });
      expect(listed.isError).toBe(false);
      expect(listed.body.data.map((x: any) => x.id)).toEqual(ids(await all(admin, '/api/v1/cycles?teamId=CYB')));
      const clash = await call('create_cycle', { teamId: 'CYB', startsOn: '2046-01-10', endsOn: '2046-01-20' });
      expect(clash.isError).toBe(true);
      expect(clash.body.error).toMatchObject({ code: 'ALREADY_EXISTS', data: { cycleId: made.body.data.id } });
      expect(clash.body.error.details[0].field).toBe('startsOn');

      // a promise break over MCP: refused with the breaks, then moved when they are passed back
      const work = await task({ teamId: teams.b.id });
      const acme = await data(admin, 'POST', '/api/v1/customers', { name: `MCP customer ${uniq()}` });
      const ask = await data(admin, 'POST', '/api/v1/insights', {
        verbatim: 'Need it on the 5th',
        source: 'sales',
        customerId: acme.id,
        deadline: '2046-01-05',
      });
      await data(admin, 'POST', `/api/v1/insights/${ask.ref}/attach`, { entityType: 'task', entityId: work.ref });
      const refused = await call('move_task_cycle', { id: work.ref, cycleId: made.body.data.id });
      expect(refused.isError).toBe(true);
      expect(refused.body.error.code).toBe('PROMISE_BREAKS');
      expect(refused.body.error.data.breaks).toEqual([
        { taskId: work.id, insightId: ask.id, customerId: acme.id, deadline: '2046-01-05', newDate: '2046-01-14' },
      ]);
      const moved = await call('move_task_cycle', { id: work.ref, cycleId: made.body.data.id, acknowledgedBreaks: refused.body.error.data.breaks });
      expect(moved.isError, JSON.stringify(moved.body).slice(0, 400)).toBe(false);
      expect(moved.body.data.cycleId).toBe(made.body.data.id);
      expect((await data(admin, 'GET', `/api/v1/tasks/${work.ref}`)).cycleId).toBe(made.body.data.id);
    } finally {
      await c.close();
    }
  });
});
