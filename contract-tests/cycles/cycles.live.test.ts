/**
 * Cycles on the real server and a real Postgres (spec 2 §4.8, §8): cycle numbering per team, overlapping cycles
 * refused on create and update (adjacent ones and another team's same dates allowed), the task list's cycle and step
 * filters, and the platform rules: tenancy, capabilities, idempotency and a call over MCP. Delivery promises:
 * move-cycle.live.test.ts; planned-work coverage: planned-work.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { Cycle, ErrorEnvelope, ErrorEnvelopeError, PromiseBreak, Task } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, failure as expectFailure, must as data, ok, raw } from '../lib/sdkAs.js';
import { useCyclesOrg, db, org, admin, eng, me, uniq, ids, team, cycle, cyclesOf, task, tasksWhere, teams } from './_setup.js';
import { mcpAs } from '../lib/mcpTools.js';

useCyclesOrg();
const createCycle = (body: sdk.CreateCycleBody, headers?: sdk.CreateCycleHeaders) => sdk.createCycle(body, headers, admin);
const updateCycle = (id: string, body: sdk.UpdateCycleBody, who: RequestInit = admin) => sdk.updateCycle(id, body, undefined, who);
/** Follows an offered action as a client follows a link: raw HTTP, its href is data, not an SDK function. */
const follow = (a: sdk.Action) => raw(org.apiKey, a.method, a.href);

describe('cycles: numbering and no overlap within a team (spec 2 §4.8)', () => {
  let c1: Cycle;
  let c2: Cycle;

  it('numbers per team from 1 and names Cycle <number> by default; lists by start date, paged', async () => {
    const made = envelope(await createCycle({ teamId: 'CYA', startsOn: '2030-01-01', endsOn: '2030-01-14' }), 201);
    c1 = made.data;
    expect(c1).toMatchObject({ orgId: org.orgId, teamId: teams.a.id, number: 1, name: 'Cycle 1', startsOn: '2030-01-01', endsOn: '2030-01-14' });
    expect(made.actions.map((a) => a.name)).toEqual(['listTasks', 'listCycles', 'getPlannedWorkSummary']);
    for (const a of made.actions) ok(await follow(a));
    // adjacent: starts the day after c1 ends (both ends are inclusive)
    c2 = await cycle(teams.a.id, '2030-01-15', '2030-01-28', { name: 'Sprint two' });
    expect(c2).toMatchObject({ number: 2, name: 'Sprint two' });
    // another team: the same dates are free, and its numbers start at 1
    const other = await cycle('CYB', '2030-01-01', '2030-01-14');
    expect(other).toMatchObject({ teamId: teams.b.id, number: 1, name: 'Cycle 1' });
    // an earlier cycle created later keeps its number but lists first
    const early = await cycle(teams.a.id, '2029-12-18', '2029-12-31');
    expect(early.number).toBe(3);
    expect(ids(await cyclesOf(admin, 'CYA', 1))).toEqual([early.id, c1.id, c2.id]);
    expect(ids(await cyclesOf(admin))).toEqual(
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
      await createCycle({ teamId: teams.a.id, startsOn: '2030-01-10', endsOn: '2030-01-20' }),
      409,
      'ALREADY_EXISTS',
      'body.startsOn',
    );
    expect(inside.data).toEqual({ cycleId: c1.id, number: 1, name: 'Cycle 1', startsOn: '2030-01-01', endsOn: '2030-01-14' });
    expect(inside.message).toMatch(/Cycle 1/);
    expect(inside.suggestion).toMatch(/2030-01-01|2030-01-14/);
    // one shared day is an overlap
    const edge = expectFailure(await createCycle({ teamId: teams.a.id, startsOn: '2030-01-28', endsOn: '2030-02-03' }), 409, 'ALREADY_EXISTS');
    expect(edge.data?.cycleId).toBe(c2.id);
    // a cycle around both
    expect(
      expectFailure(await createCycle({ teamId: teams.a.id, startsOn: '2029-06-01', endsOn: '2031-01-01' }), 409, 'ALREADY_EXISTS').data?.cycleId,
    ).toBeTruthy();

    const moved = expectFailure(await updateCycle(c2.id, { startsOn: '2030-01-14' }), 409, 'ALREADY_EXISTS', 'body.startsOn');
    expect(moved.data?.cycleId).toBe(c1.id);
    expect(expectFailure(await updateCycle(c1.id, { endsOn: '2030-01-15' }), 409, 'ALREADY_EXISTS', 'body.endsOn').data?.cycleId).toBe(c2.id);
    // nothing changed
    expect((await cyclesOf(admin, 'CYA')).find((c) => c.id === c2.id)).toMatchObject({ startsOn: '2030-01-15', endsOn: '2030-01-28' });

    const next = await cycle(teams.a.id, '2030-02-01', '2030-02-07');
    expect(next.number).toBe(4);
  });

  it('dates: endsOn before startsOn is 400; a cycle may be one day; update renames and moves within free dates', async () => {
    expectFailure(await createCycle({ teamId: teams.a.id, startsOn: '2030-03-10', endsOn: '2030-03-09' }), 400, 'VALIDATION_FAILED', 'body.endsOn');
    const day = await cycle(teams.a.id, '2030-03-10', '2030-03-10');
    expect(day).toMatchObject({ startsOn: '2030-03-10', endsOn: '2030-03-10' });
    expectFailure(await updateCycle(day.id, { endsOn: '2030-03-01' }), 400, 'VALIDATION_FAILED', 'body.endsOn');
    expectFailure(await updateCycle(day.id, { startsOn: '2030-03-11' }), 400, 'VALIDATION_FAILED', 'body.startsOn');
    const renamed = data(await updateCycle(day.id, { name: 'Hardening', startsOn: '2030-03-08', endsOn: '2030-03-12' }));
    expect(renamed).toMatchObject({ id: day.id, number: day.number, name: 'Hardening', startsOn: '2030-03-08', endsOn: '2030-03-12' });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(day.updatedAt));
    // shrinking a cycle never overlaps; its own old dates do not count against it
    expect(data(await updateCycle(day.id, { startsOn: '2030-03-09' }))).toMatchObject({ startsOn: '2030-03-09', endsOn: '2030-03-12' });
    expectFailure(await createCycle({ teamId: randomUUID(), startsOn: '2030-03-10', endsOn: '2030-03-11' }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await createCycle({ teamId: 'NOPE', startsOn: '2030-03-10', endsOn: '2030-03-11' }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await updateCycle(randomUUID(), { name: 'x' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.listCycles({ teamId: randomUUID() }, admin), 404, 'NOT_FOUND', 'query.teamId');
  });

  it('concurrent creates for one team get distinct numbers; concurrent overlapping ones: exactly one wins', async () => {
    const t = await team('Gamma', 'CYG');
    const weeks = Array.from({ length: 6 }, (_, i) => {
      const start = new Date(Date.UTC(2030, 5, 1 + 7 * i));
      const end = new Date(Date.UTC(2030, 5, 7 + 7 * i));
      return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
    });
    const made = await Promise.all(weeks.map(([s, e]) => createCycle({ teamId: t.id, startsOn: s, endsOn: e })));
    expect(made.map((r) => r.status)).toEqual(weeks.map(() => 201));
    expect(made.map((r) => ok(r, 201).number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    const clash = await Promise.all([1, 2, 3, 4].map(() => createCycle({ teamId: t.id, startsOn: '2031-01-01', endsOn: '2031-01-14' })));
    expect(clash.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('writes need team:update (an engineer reads but cannot create or change cycles)', async () => {
    expectFailure(await sdk.createCycle({ teamId: teams.a.id, startsOn: '2032-01-01', endsOn: '2032-01-02' }, undefined, eng), 403, 'FORBIDDEN');
    expectFailure(await updateCycle(c1.id, { name: 'Mine' }, eng), 403, 'FORBIDDEN');
    expect(ids(await cyclesOf(eng, 'CYA'))).toContain(c1.id);
  });

  it('every cycle write is in the activity log of its team (subject cycle), attributed to the caller', async () => {
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'team', entity_id: teams.a.id, subject: 'cycle' }).orderBy('seq');
    expect(log.length).toBeGreaterThanOrEqual(4);
    expect(log.every((r: { actor_user_id: string | null }) => r.actor_user_id === me)).toBe(true);
  });
});

describe('task list filters: cycleId, unscheduled-to-cycle, statusId (spec 2 §4.8)', () => {
  it('filters by cycle, by scheduled or not, and by the active template step', async () => {
    const t = await team('Delta', 'CYD');
    const c = await cycle(t.id, '2041-01-01', '2041-01-14');
    const inCycle = await task({ teamId: t.id });
    const outside = await task({ teamId: t.id });
    data(await sdk.moveTaskCycle(inCycle.ref, { cycleId: c.id }, undefined, admin));
    expect(ids(await tasksWhere({ cycleId: c.id }))).toEqual([inCycle.id]);
    expect(ids(await tasksWhere({ teamId: 'CYD', 'unscheduled-to-cycle': true }))).toEqual([outside.id]);
    expect(ids(await tasksWhere({ teamId: 'CYD', 'unscheduled-to-cycle': false }))).toEqual([inCycle.id]);
    expect(ids(await tasksWhere({ teamId: 'CYD' }))).toEqual([inCycle.id, outside.id]);
    expect(ids(await tasksWhere({ cycleId: randomUUID() }))).toEqual([]);
    // a value that is no boolean: raw HTTP, the SDK's types do not let it be sent
    expectFailure(await raw<ErrorEnvelope>(org.apiKey, 'GET', '/api/v1/tasks?unscheduled-to-cycle=maybe'), 400, 'VALIDATION_FAILED');

    const tpl = data(
      await sdk.createTemplate(
        {
          name: `Flow ${uniq()}`,
          defaultEntityType: 'task',
          steps: [{ title: 'Design' }, { title: 'Build' }],
        },
        undefined,
        admin,
      ),
    );
    const [design, build] = tpl.steps;
    const running = await task({ teamId: t.id });
    const waiting = await task({ teamId: t.id });
    const inst = data(
      await sdk.startTemplateInstance({ templateId: tpl.id, entityType: 'task', entityId: running.ref, activateFirstStep: true }, undefined, admin),
    );
    data(await sdk.startTemplateInstance({ templateId: tpl.id, entityType: 'task', entityId: waiting.ref }, undefined, admin));
    expect(ids(await tasksWhere({ statusId: design.id }))).toEqual([running.id]);
    expect(ids(await tasksWhere({ statusId: build.id }))).toEqual([]);
    // completing Design activates Build
    const designInstance = inst.steps.find((s) => s.stepId === design.id)!;
    data(await sdk.updateStepInstance(designInstance.id, { status: 'completed' }, undefined, admin));
    expect(ids(await tasksWhere({ statusId: design.id }))).toEqual([]);
    expect(ids(await tasksWhere({ statusId: build.id }))).toEqual([running.id]);
    // filters combine
    expect(ids(await tasksWhere({ statusId: build.id, 'unscheduled-to-cycle': false }))).toEqual([]);
  });
});

describe('platform rules: tenancy, idempotency, MCP (spec 2 §4.1, §7, §8, §4.21)', () => {
  it("another org's cycles, teams and tasks read as 404 on every operation that names them and never show", async () => {
    const other = await newOrg('Cycles tenancy org');
    const them = as(other.apiKey);
    const theirTeam = data(await sdk.createTeam({ name: 'Theirs', prefix: 'THR' }, undefined, them));
    const theirCycle = data(await sdk.createCycle({ teamId: theirTeam.id, startsOn: '2030-01-01', endsOn: '2030-01-14' }, undefined, them));
    const theirTask = data(await sdk.createTask({ title: 'Their task', teamId: theirTeam.id }, undefined, them));
    const mine = await task({ teamId: teams.a.id });
    const calls: [string, () => Promise<{ status: number; data: unknown; headers: Headers }>, string][] = [
      [`PATCH /cycles/${theirCycle.id}`, () => updateCycle(theirCycle.id, { name: 'Mine now' }), 'path.id'],
      ['POST /cycles', () => createCycle({ teamId: theirTeam.id, startsOn: '2050-01-01', endsOn: '2050-01-02' }), 'body.teamId'],
      [`GET /cycles?teamId=${theirTeam.id}`, () => sdk.listCycles({ teamId: theirTeam.id }, admin), 'query.teamId'],
      [`POST /tasks/${theirTask.id}/move-cycle`, () => sdk.moveTaskCycle(theirTask.id, { cycleId: null }, undefined, admin), 'path.id'],
      [`POST /tasks/${mine.ref}/move-cycle`, () => sdk.moveTaskCycle(mine.ref, { cycleId: theirCycle.id }, undefined, admin), 'body.cycleId'],
      [
        `GET /tasks/planned-work-summary?teamId=${theirTeam.id}`,
        () => sdk.getPlannedWorkSummary({ from: '2030-01-01', to: '2030-01-31', teamId: theirTeam.id }, admin),
        'query.teamId',
      ],
    ];
    for (const [label, call, field] of calls) {
      const r = await call();
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.data), label).not.toMatch(/Their/);
    }
    expect(ids(await cyclesOf(admin))).not.toContain(theirCycle.id);
    expect(ids(await tasksWhere({ cycleId: theirCycle.id }))).toEqual([]);
    const summary = data(await sdk.getPlannedWorkSummary({ from: '2030-01-01', to: '2030-01-31' }, admin));
    expect(summary.cycles.map((c) => c.cycleId)).not.toContain(theirCycle.id);
    // theirs is unchanged, and their team's dates never clash with ours
    expect((await cyclesOf(them))[0]).toEqual(theirCycle);
  });

  it('createCycle retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body = { teamId: 'CYB', startsOn: '2045-05-01', endsOn: '2045-05-14', name: `Once ${uniq()}` };
    const first = ok(await createCycle(body, { 'Idempotency-Key': key }), 201);
    const again = await createCycle(body, { 'Idempotency-Key': key });
    expect(ok(again, 201)).toEqual(first);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await cyclesOf(admin, 'CYB')).filter((c) => c.name === body.name)).toHaveLength(1);
    expectFailure(await createCycle({ ...body, name: 'Something else' }, { 'Idempotency-Key': key }), 409, 'IDEMPOTENCY_CONFLICT');
  });

  it('over MCP: the cycles toolset creates and lists cycles as REST does; move_task_cycle refuses with the breaks', async () => {
    const c = await mcpAs(org.apiKey, '?toolsets=cycles,tasks');
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_cycles', 'create_cycle', 'update_cycle', 'move_task_cycle', 'get_planned_work_summary']));
      /** A tool's answer: its structured content, else its JSON text, read as the envelope of a T (untyped by nature). */
      const call = async <T>(name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        const body: unknown = r.structuredContent ?? JSON.parse((r.content as { text: string }[])[0].text);
        return { isError: Boolean(r.isError), body: body as { data: T; error: ErrorEnvelopeError & { data: { breaks: PromiseBreak[] } } } };
      };
      const made = await call<Cycle>('create_cycle', { teamId: 'CYB', startsOn: '2046-01-01', endsOn: '2046-01-14', idempotencyKey: randomUUID() });
      expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ teamId: teams.b.id, startsOn: '2046-01-01', endsOn: '2046-01-14' });
      const listed = await call<Cycle[]>('list_cycles', { teamId: 'CYB', limit: 200 });
      expect(listed.isError).toBe(false);
      expect(listed.body.data.map((x) => x.id)).toEqual(ids(await cyclesOf(admin, 'CYB')));
      const clash = await call<Cycle>('create_cycle', { teamId: 'CYB', startsOn: '2046-01-10', endsOn: '2046-01-20' });
      expect(clash.isError).toBe(true);
      expect(clash.body.error).toMatchObject({ code: 'ALREADY_EXISTS', data: { cycleId: made.body.data.id } });
      expect(clash.body.error.details?.[0].field).toBe('startsOn');

      // a promise break over MCP: refused with the breaks, then moved when they are passed back
      const work = await task({ teamId: teams.b.id });
      const acme = data(await sdk.createCustomer({ name: `MCP customer ${uniq()}` }, undefined, admin));
      const ask = data(
        await sdk.createInsight({ verbatim: 'Need it on the 5th', source: 'sales', customerId: acme.id, deadline: '2046-01-05' }, undefined, admin),
      );
      data(await sdk.attachInsight(ask.ref, { entityType: 'task', entityId: work.ref }, undefined, admin));
      const refused = await call<Task>('move_task_cycle', { id: work.ref, cycleId: made.body.data.id });
      expect(refused.isError).toBe(true);
      expect(refused.body.error.code).toBe('PROMISE_BREAKS');
      expect(refused.body.error.data.breaks).toEqual([
        { taskId: work.id, insightId: ask.id, customerId: acme.id, deadline: '2046-01-05', newDate: '2046-01-14' },
      ]);
      const moved = await call<Task>('move_task_cycle', { id: work.ref, cycleId: made.body.data.id, acknowledgedBreaks: refused.body.error.data.breaks });
      expect(moved.isError, JSON.stringify(moved.body).slice(0, 400)).toBe(false);
      expect(moved.body.data.cycleId).toBe(made.body.data.id);
      expect(data(await sdk.getTask(work.ref, admin)).cycleId).toBe(made.body.data.id);
    } finally {
      await c.close();
    }
  });
});
