/**
 * Moving a task between cycles and delivery promises on the real server (spec 2 §4.8, §7 PROMISE_BREAKS): the
 * PROMISE_BREAKS refusal (nothing moved), a mismatched acknowledgement refused again, the acknowledged move with its
 * records (promise_breaks row, the claim broken, the customer's feed, the recorder notified), unscheduling as a
 * break, and moves without breaks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { Customer, Cycle, ErrorEnvelope, Insight, Objective, Opportunity, PromiseBreak, Task } from '../../sdk/src/index';
import { envelope, failure as expectFailure, must as data, raw } from '../lib/sdkAs.js';
import { useCyclesOrg, db, org, admin, eng, me, uniq, cycle, task, move, promiseBreaksOf, status, teams } from './_setup.js';

useCyclesOrg();
/** The breaks of a PROMISE_BREAKS refusal (error.data.breaks). */
const breaksOf = (e: { data?: { [key: string]: unknown } }) => e.data?.breaks as PromiseBreak[];
const insight = async (body: sdk.CreateInsightBody, who: RequestInit = admin) => data(await sdk.createInsight(body, undefined, who));
const attach = async (ref: string, entityType: sdk.AttachInsightBody['entityType'], entityId: string) =>
  data(await sdk.attachInsight(ref, { entityType, entityId }, undefined, admin));
const cycleOf = async (ref: string) => data(await sdk.getTask(ref, admin)).cycleId;
/** A move that must succeed, as the admin (or `who`): the task it answers. */
const moved = async (ref: string, body: sdk.MoveTaskCycleBody, who: RequestInit = admin) => data(await move(who, ref, body));
const updates = async (customerId: string) => data(await sdk.listCustomerUpdates(customerId, undefined, admin));

describe('move-cycle and PROMISE_BREAKS (spec 2 §4.8, §7)', () => {
  let early: Cycle; // ends 2040-01-14
  let late: Cycle; // ends 2040-01-28
  let objective: Objective;
  let customer: Customer;
  let opp: Opportunity;
  let t: Task;
  let byTask: Insight; // deadline 2040-01-20, linked to the task
  let byOpp: Insight; // deadline 2040-01-10, linked to the task's opportunity, recorded by the engineer

  const breakOf = (i: Insight, newDate: string | null) => ({ taskId: t.id, insightId: i.id, customerId: customer.id, deadline: i.deadline as string, newDate });
  const claims = async () => new Map(data(await sdk.listObjectiveClaims(objective.id, admin)).map((c) => [c.insightId, c.conditionStatus]));

  beforeAll(async () => {
    early = await cycle(teams.a.id, '2040-01-01', '2040-01-14');
    late = await cycle(teams.a.id, '2040-01-15', '2040-01-28');
    const vision = data(await sdk.createVision({ name: 'Cycles vision', kind: 'product', narrative: 'n' }, undefined, admin));
    objective = data(await sdk.createObjective({ title: 'Keep promises', visionId: vision.id, driId: me }, undefined, admin));
    customer = data(await sdk.createCustomer({ name: `Acme ${uniq()}` }, undefined, admin));
    opp = data(await sdk.createOpportunity({ title: 'Invoice export' }, undefined, admin));
    t = await task({ teamId: teams.a.id, opportunityId: opp.id });
    byTask = await insight({ verbatim: 'Export by the 20th', source: 'sales', customerId: customer.id, deadline: '2040-01-20' });
    await attach(byTask.ref, 'task', t.ref);
    byOpp = await insight({ verbatim: 'Export by the 10th', source: 'interview', customerId: customer.id, deadline: '2040-01-10' }, eng);
    await attach(byOpp.ref, 'opportunity', opp.ref);
    for (const i of [byTask, byOpp]) data(await sdk.setInsightImpact(i.ref, { impacts: [{ objectiveId: objective.id, delta: 1 }] }, undefined, admin));
    // Not commitments that can break: an internal stakeholder's ask, an undated one, a rejected one, all on the same work.
    const internal = await insight({ verbatim: 'Internal by the 2nd', source: 'observation', stakeholderUserId: 'me', deadline: '2040-01-02' });
    const undated = await insight({ verbatim: 'Someday', source: 'sales', customerId: customer.id });
    const rejected = await insight({ verbatim: 'Rejected by the 3rd', source: 'sales', customerId: customer.id, deadline: '2040-01-03' });
    for (const i of [internal, undated, rejected]) await attach(i.ref, 'task', t.ref);
    data(
      await sdk.setInsightStatus(rejected.ref, { status: 'rejected', note: 'Not something we will build', rejectionCategory: 'not_aligned' }, undefined, admin),
    );
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
    expect(breaksOf(e)).toEqual([breakOf(byOpp, '2040-01-14')]);
    expect(e.suggestion).toMatch(/acknowledgedBreaks/);
    expect(await cycleOf(t.ref)).toBeNull();
    expect(await db('promise_breaks').where({ org_id: org.orgId })).toHaveLength(0);
    expect((await updates(customer.id)).filter((u) => u.kind === 'promise_break')).toHaveLength(0);
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
      expect(breaksOf(e)).toEqual([right]);
      if (acknowledgedBreaks.length) expect(e.message).toMatch(/do not match/);
    }
    expect(await cycleOf(t.ref)).toBeNull();
  });

  it('re-sent with the breaks, the move happens and each break is recorded: the row, the broken claim, the feed, the recorder told', async () => {
    const acknowledgedBreaks = breaksOf(expectFailure(await move(admin, t.ref, { cycleId: early.id }), 409, 'PROMISE_BREAKS'));
    const answer = envelope(await move(admin, t.ref, { cycleId: early.id, acknowledgedBreaks }));
    expect(answer.data).toMatchObject({ id: t.id, ref: t.ref, cycleId: early.id });
    expect(answer.actions.map((a) => a.name)).toContain('getTask');
    expect(await cycleOf(t.ref)).toBe(early.id);

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

    const feed = (await updates(customer.ref)).filter((u) => u.kind === 'promise_break');
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
    expect((await moved(t.ref, { cycleId: early.id })).cycleId).toBe(early.id);
    const later = breaksOf(expectFailure(await move(admin, t.ref, { cycleId: late.id }), 409, 'PROMISE_BREAKS'));
    expect(later).toEqual([breakOf(byOpp, '2040-01-28'), breakOf(byTask, '2040-01-28')]);
    // the refusal's breaks in another order are the same set
    expect((await moved(t.id, { cycleId: late.id, acknowledgedBreaks: [...later].reverse() })).cycleId).toBe(late.id);
    expect(await claims()).toEqual(
      new Map([
        [byOpp.id, 'broken'],
        [byTask.id, 'broken'],
      ]),
    );
    const rows = await db('promise_breaks').where({ org_id: org.orgId, to_cycle_id: late.id });
    expect(rows.map((r: { insight_id: string; from_cycle_id: string | null }) => [r.insight_id, r.from_cycle_id]).sort()).toEqual(
      [
        [byOpp.id, early.id],
        [byTask.id, early.id],
      ].sort(),
    );

    const off = breaksOf(expectFailure(await move(admin, t.ref, { cycleId: null }), 409, 'PROMISE_BREAKS'));
    expect(off).toEqual([breakOf(byOpp, null), breakOf(byTask, null)]);
    expect(await cycleOf(t.ref)).toBe(late.id);
    expect((await moved(t.ref, { cycleId: null, acknowledgedBreaks: off })).cycleId).toBeNull();
    const unscheduled = await db('promise_breaks').where({ org_id: org.orgId, from_cycle_id: late.id });
    expect(unscheduled.map((r: { to_cycle_id: string | null; new_date: string | null }) => [r.to_cycle_id, r.new_date])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await updates(customer.id)).filter((u) => u.kind === 'promise_break')).toHaveLength(5);
    expect(await promiseBreaksOf(eng)).toHaveLength(3); // byOpp's three breaks
  });

  it('moves that break nothing just happen; acknowledgedBreaks sent without breaks are ignored; delivered promises do not break', async () => {
    const free = await task({ teamId: teams.a.id });
    const stale = [{ taskId: free.id, insightId: byOpp.id, customerId: customer.id, deadline: '2040-01-10', newDate: '2040-01-28' }];
    expect((await moved(free.ref, { cycleId: late.id, acknowledgedBreaks: stale })).cycleId).toBe(late.id);
    expect((await moved(free.ref, { cycleId: early.id }, eng)).cycleId).toBe(early.id);
    expect((await moved(free.ref, { cycleId: null })).cycleId).toBeNull();
    // on time: the 14th is before the 20th
    const onTime = await task({ teamId: teams.a.id });
    const promise = await insight({ verbatim: 'By the 20th', source: 'sales', customerId: customer.id, deadline: '2040-01-20' });
    await attach(promise.ref, 'task', onTime.ref);
    expect((await moved(onTime.ref, { cycleId: early.id })).cycleId).toBe(early.id);
    // delivered (all its work completed): moving the completed task later breaks nothing
    await status(onTime.ref, 'in_progress', 'completed');
    expect(data(await sdk.getInsight(promise.ref, admin)).status).toBe('delivered');
    expect((await moved(onTime.ref, { cycleId: late.id })).cycleId).toBe(late.id);
    expect(await db('promise_breaks').where({ org_id: org.orgId }).whereIn('task_id', [free.id, onTime.id])).toHaveLength(0);
  });

  it('already-late work moved to an earlier (still late) cycle breaks nothing new; moved later again, it does', async () => {
    const onTime = await cycle(teams.a.id, '2041-03-01', '2041-03-14');
    const late1 = await cycle(teams.a.id, '2041-03-15', '2041-03-28');
    const late2 = await cycle(teams.a.id, '2041-03-29', '2041-04-11');
    const work = await task({ teamId: teams.a.id });
    const promise = await insight({ verbatim: 'By the 20th of March', source: 'sales', customerId: customer.id, deadline: '2041-03-20' });
    await attach(promise.ref, 'task', work.ref);
    const breakTo = (newDate: string) => [{ taskId: work.id, insightId: promise.id, customerId: customer.id, deadline: '2041-03-20', newDate }];
    expect((await moved(work.ref, { cycleId: onTime.id })).cycleId).toBe(onTime.id);
    expect(breaksOf(expectFailure(await move(admin, work.ref, { cycleId: late2.id }), 409, 'PROMISE_BREAKS'))).toEqual(breakTo('2041-04-11'));
    await moved(work.ref, { cycleId: late2.id, acknowledgedBreaks: breakTo('2041-04-11') });
    // pulled in to a cycle that ends earlier but still after the deadline: no new break, nothing recorded
    expect((await moved(work.ref, { cycleId: late1.id })).cycleId).toBe(late1.id);
    expect(await db('promise_breaks').where({ org_id: org.orgId, task_id: work.id })).toHaveLength(1);
    // pushed later again: a new break
    expect(breaksOf(expectFailure(await move(admin, work.ref, { cycleId: late2.id }), 409, 'PROMISE_BREAKS'))).toEqual(breakTo('2041-04-11'));
  });

  it("moving a cycle's end past a promised date is refused with PROMISE_BREAKS for its open tasks; acknowledged, it is recorded", async () => {
    const sprint = await cycle(teams.a.id, '2042-05-01', '2042-05-14');
    const work = await task({ teamId: teams.a.id });
    const done = await task({ teamId: teams.a.id });
    const promise = await insight({ verbatim: 'By mid May', source: 'sales', customerId: customer.id, deadline: '2042-05-16' });
    for (const t2 of [work, done]) {
      await attach(promise.ref, 'task', t2.ref);
      await moved(t2.ref, { cycleId: sprint.id });
    }
    await status(done.ref, 'in_progress', 'completed'); // completed work does not move with the cycle's end
    // within the deadline, or a rename: no check
    const updateSprint = (body: sdk.UpdateCycleBody) => sdk.updateCycle(sprint.id, body, undefined, admin);
    expect(data(await updateSprint({ endsOn: '2042-05-16', name: 'Sprint 42' }))).toMatchObject({
      endsOn: '2042-05-16',
      name: 'Sprint 42',
    });
    const refusal = expectFailure(await updateSprint({ endsOn: '2042-05-20' }), 409, 'PROMISE_BREAKS');
    expect(breaksOf(refusal)).toEqual([{ taskId: work.id, insightId: promise.id, customerId: customer.id, deadline: '2042-05-16', newDate: '2042-05-20' }]);
    expect(data(await sdk.listCycles({ teamId: teams.a.id, limit: 200 }, admin)).find((c) => c.id === sprint.id)?.endsOn).toBe('2042-05-16'); // nothing changed
    const stretched = data(await updateSprint({ endsOn: '2042-05-20', acknowledgedBreaks: breaksOf(refusal) }));
    expect(stretched.endsOn).toBe('2042-05-20');
    const rows = await db('promise_breaks').where({ org_id: org.orgId, insight_id: promise.id });
    expect(rows.map((r: { task_id: string; from_cycle_id: string | null; to_cycle_id: string | null }) => [r.task_id, r.from_cycle_id, r.to_cycle_id])).toEqual(
      [[work.id, sprint.id, sprint.id]],
    );
    const feed = (await updates(customer.id)).filter((u) => u.kind === 'promise_break' && u.entityId === promise.id);
    expect(feed).toHaveLength(1);
    expect(feed[0].body).toContain('2042-05-20');
  });

  it('a scheduled task cannot change team (409 naming body.teamId) until move-cycle unschedules it', async () => {
    const sprint = await cycle(teams.a.id, '2043-02-01', '2043-02-14');
    const work = await task({ teamId: teams.a.id });
    await moved(work.ref, { cycleId: sprint.id });
    const updateTask = (ref: string, body: sdk.UpdateTaskBody) => sdk.updateTask(ref, body, undefined, admin);
    const refused = expectFailure(await updateTask(work.ref, { teamId: teams.b.id }), 409, 'INVALID_STATE_TRANSITION', 'body.teamId');
    expect(refused.suggestion).toContain('move-cycle');
    expect(data(await sdk.getTask(work.id, admin)).teamId).toBe(teams.a.id);
    expect(data(await updateTask(work.ref, { title: 'Still here' }))).toMatchObject({ cycleId: sprint.id }); // other edits go on
    await moved(work.ref, { cycleId: null });
    expect(data(await updateTask(work.id, { teamId: teams.b.id }))).toMatchObject({ teamId: teams.b.id, cycleId: null });
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
    // a body without the required cycleId: raw HTTP, the SDK's types do not let it be sent
    expectFailure(await raw<ErrorEnvelope>(org.apiKey, 'POST', `/api/v1/tasks/${t.ref}/move-cycle`, {}), 400, 'VALIDATION_FAILED');
    expectFailure(await move(admin, t.ref, { cycleId: 'CYA' }), 400, 'VALIDATION_FAILED');
  });
});
