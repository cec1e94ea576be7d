/**
 * Cycles on the real server and a real Postgres (spec 2 §4.8, §8): cycle numbering per team, overlapping cycles
 * refused on create and update (adjacent ones and another team's same dates allowed), the task list's cycle and step
 * filters, and the platform rules: tenancy, capabilities, idempotency and a call over MCP. Delivery promises:
 * move-cycle.live.test.ts; planned-work coverage: planned-work.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { useCyclesOrg, baseUrl, db, org, admin, eng, me, uniq, ids, team, cycle, task, teams } from './_setup.js';

useCyclesOrg();

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
