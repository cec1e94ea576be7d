/**
 * Onboarding milestones on the real server (spec 2 §4.11, §7, §8): milestone PATCH with taskId needing task:update,
 * milestone work with its capability checks and the teamId rule (in the request's one transaction), cascade on
 * delete; tenancy of customers, milestones and reviews, and the onboarding MCP tool.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { OrgService } from '../../src/services/orgs.js';
import { expectReply, expectFailure } from '../lib/expect.js';
import { useCustomersOrg, admin, baseUrl, customer, db, eng, me, org, today, uniq, template, onboarding, type Api } from './_setup.js';

useCustomersOrg();
// These tests start onboardings with the org's default customer template.
beforeAll(async () => {
  await template(admin, [['Kickoff', 24], ['Integration'], ['Go-live']], true);
});

describe('milestones: PATCH and work (spec 2 §4.11)', () => {
  let c: any;
  let o: any;
  let teamId: string;
  let teamPrefix: string;
  /** A key of the admin narrowed to customer rights: no task or opportunity capability. */
  let accountsOnly: Api;
  let sales: Api;
  beforeAll(async () => {
    const t = await template(admin, [['Kickoff'], ['Rollout']]);
    c = await customer(admin);
    o = await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding`, { templateId: t.id });
    teamPrefix = `M${Math.random()
      .toString(36)
      .slice(2, 4)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'Q')}`;
    teamId = (await data(admin, 'POST', '/api/v1/teams', { name: `Milestone team ${uniq()}`, prefix: teamPrefix })).id;
    const keys = new OrgService(db);
    accountsOnly = client(
      (await keys.createKey({ userId: me, capabilities: ['customer:read', 'customer:create', 'customer:update', 'task:read', 'opportunity:read'] })).apiKey,
    );
    sales = client((await newUser(org.orgId, 'sales', 'Sam Sales')).apiKey);
  });

  it('DRI (a user, me, null), tranche, and taskId (a task of the org, attached to the milestone; needs task:update)', async () => {
    const m = o.milestones[0].stepInstanceId;
    const path = `/api/v1/customers/${c.ref}/onboarding/steps/${m}`;
    expect(await data(admin, 'PATCH', path, { driId: org.engineerId })).toMatchObject({ stepInstanceId: m, driId: org.engineerId });
    expect(await data(admin, 'PATCH', path, { driId: null })).toMatchObject({ driId: null });
    expect(await data(admin, 'PATCH', path, { driId: 'me', arrTranche: 1234.56 })).toMatchObject({ driId: me, arrTranche: 1234.56 });
    expectFailure(await admin('PATCH', path, { driId: randomUUID() }), 404, 'NOT_FOUND', 'body.driId');
    expectFailure(await admin('PATCH', path, { arrTranche: -1 }), 400, 'VALIDATION_FAILED', 'body.arrTranche');
    expectFailure(await admin('PATCH', path, {}), 400, 'VALIDATION_FAILED');

    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Main onboarding task', teamId });
    const set = await data(admin, 'PATCH', path, { taskId: task.ref });
    expect(set).toMatchObject({ taskId: task.id, work: [{ kind: 'task', id: task.id, ref: task.ref }] });
    expect((await data(admin, 'GET', `/api/v1/tasks/${task.ref}`)).onboardingStepInstanceId).toBe(m);
    expectFailure(await admin('PATCH', path, { taskId: randomUUID() }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await admin('PATCH', path, { taskId: `${teamPrefix}-999999` }), 404, 'NOT_FOUND', 'body.taskId');

    // taskId needs task:update as well: a sales key keeps accounts but not tasks
    for (const api of [sales, accountsOnly]) {
      const forbidden = expectFailure(await api('PATCH', path, { taskId: null }), 403, 'FORBIDDEN');
      expect(forbidden.data).toEqual({ required: ['task:update'], missing: ['task:update'] });
    }
    expect((await data(admin, 'GET', `/api/v1/customers/${c.ref}/onboarding`)).milestones[0].taskId).toBe(task.id);
    expect(await data(sales, 'PATCH', path, { arrTranche: 99, driId: 'me' })).toMatchObject({ arrTranche: 99, taskId: task.id });
    // an engineer holds task:update but not customer:update
    expect(expectFailure(await eng('PATCH', path, { taskId: null }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:update']);
    expect(await data(admin, 'PATCH', path, { taskId: null })).toMatchObject({ taskId: null });
  });

  it('a milestone of another customer, a terminal step and an unknown id are refused', async () => {
    const other = await customer(admin);
    const oo = await data(admin, 'POST', `/api/v1/customers/${other.ref}/onboarding`, {});
    expectFailure(
      await admin('PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${oo.milestones[0].stepInstanceId}`, { arrTranche: 1 }),
      404,
      'NOT_FOUND',
      'path.stepInstanceId',
    );
    expectFailure(
      await admin('PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${randomUUID()}`, { arrTranche: 1 }),
      404,
      'NOT_FOUND',
      'path.stepInstanceId',
    );
    const completed = o.milestones.find((m: any) => m.terminal === 'completed').stepInstanceId;
    expectFailure(
      await admin('PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${completed}`, { arrTranche: 1 }),
      400,
      'VALIDATION_FAILED',
      'path.stepInstanceId',
    );
    expectFailure(
      await admin('POST', `/api/v1/customers/${c.ref}/onboarding/steps/${completed}/work`, { kind: 'opportunity', title: 'x' }),
      400,
      'VALIDATION_FAILED',
      'path.stepInstanceId',
    );
    // a customer never onboarded
    const fresh = await customer(admin);
    expectFailure(
      await admin('PATCH', `/api/v1/customers/${fresh.ref}/onboarding/steps/${o.milestones[0].stepInstanceId}`, { arrTranche: 1 }),
      404,
      'NOT_FOUND',
      'path.stepInstanceId',
    );
  });

  it("work: a task (task:create and teamId) and an opportunity (opportunity:create), attached in the request's one transaction", async () => {
    const m = o.milestones[1].stepInstanceId;
    const path = `/api/v1/customers/${c.ref}/onboarding/steps/${m}/work`;
    // capabilities beyond customer:create, and the teamId rule
    expect(expectFailure(await accountsOnly('POST', path, { kind: 'task', title: 'Nope', teamId }), 403, 'FORBIDDEN').data).toEqual({
      required: ['task:create'],
      missing: ['task:create'],
    });
    expect(expectFailure(await sales('POST', path, { kind: 'opportunity', title: 'Nope' }), 403, 'FORBIDDEN').data).toEqual({
      required: ['opportunity:create'],
      missing: ['opportunity:create'],
    });
    expect(expectFailure(await eng('POST', path, { kind: 'task', title: 'Nope', teamId }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:create']);
    expectFailure(await admin('POST', path, { kind: 'task', title: 'No team' }), 400, 'VALIDATION_FAILED', 'body.teamId');
    expectFailure(await admin('POST', path, { kind: 'task', title: 'Unknown team', teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    expect(Number((await db('tasks').where({ org_id: org.orgId }).whereIn('title', ['Nope', 'No team', 'Unknown team']).count('* as n').first())?.n)).toBe(0);

    const key = randomUUID();
    const made = expectReply(await admin('POST', path, { kind: 'task', title: 'Configure SSO', teamId: teamPrefix }, { 'idempotency-key': key }), 201);
    expect(made.data).toEqual({ kind: 'task', id: expect.any(String), ref: expect.stringMatching(new RegExp(`^${teamPrefix}-\\d+$`)) });
    const replay = await admin('POST', path, { kind: 'task', title: 'Configure SSO', teamId: teamPrefix }, { 'idempotency-key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data).toEqual(made.data);
    const task = await data(admin, 'GET', `/api/v1/tasks/${made.data.ref}`);
    expect(task).toMatchObject({ title: 'Configure SSO', teamId, onboardingStepInstanceId: m });
    expect(Number((await db('tasks').where({ org_id: org.orgId, title: 'Configure SSO' }).count('* as n').first())?.n)).toBe(1);
    // The task's creation (the task service's own transaction) and its attachment both ran inside the request's
    // transaction: the actor that transaction sets (set_config(..., is_local)) is on both activity rows.
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'task', entity_id: task.id }).orderBy('seq');
    expect(log.map((r: any) => r.action)).toEqual(['created', 'updated']);
    expect(log[1].changes.map((ch: any) => ch.field)).toContain('onboarding_step_instance_id');
    expect(log.every((r: any) => r.actor_user_id === me)).toBe(true);

    const opp = expectReply(await admin('POST', path, { kind: 'opportunity', title: 'SSO for the account' }), 201).data;
    expect(opp).toEqual({ kind: 'opportunity', id: expect.any(String), ref: expect.stringMatching(/^OPP-\d+$/) });
    const links = await data(admin, 'GET', `/api/v1/customers/${c.ref}/opportunities`);
    expect(links).toContainEqual(expect.objectContaining({ opportunityId: opp.id, stepInstanceId: m }));
    const oppLog = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id, subject: 'opportunity_link' });
    expect(oppLog.every((r: any) => r.actor_user_id === me)).toBe(true);

    // both at once on the same milestone: neither waits on the other's transaction
    const both = await Promise.all([
      admin('POST', path, { kind: 'task', title: 'Parallel task', teamId }),
      admin('POST', path, { kind: 'opportunity', title: 'Parallel opportunity' }),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);

    const milestone = (await onboarding(admin, c)).milestones[1];
    expect(milestone.work.map((w: any) => w.kind)).toEqual(['task', 'task', 'opportunity', 'opportunity']);
    expect(milestone.work.map((w: any) => w.id)).toEqual(expect.arrayContaining([made.data.id, opp.id, both[0].body.data.id, both[1].body.data.id]));
    // the follow-up actions succeed
    for (const a of made.actions) expect((await admin(a.method, a.href)).status, JSON.stringify(a)).toBe(200);
  });

  it('deleting the customer removes its onboarding; the work stays, detached', async () => {
    const t = await template(admin, [['Only']]);
    const x = await customer(admin);
    const xo = await data(admin, 'POST', `/api/v1/customers/${x.ref}/onboarding`, { templateId: t.id });
    const w = await data(admin, 'POST', `/api/v1/customers/${x.ref}/onboarding/steps/${xo.milestones[0].stepInstanceId}/work`, {
      kind: 'task',
      title: 'Left behind',
      teamId,
    });
    expect((await data(admin, 'GET', `/api/v1/templates/${t.id}/usage`)).customer).toBe(1);
    await data(admin, 'DELETE', `/api/v1/customers/${x.ref}`);
    expect(await db('template_instances').where({ org_id: org.orgId, entity_type: 'customer', entity_id: x.id })).toEqual([]);
    expect((await data(admin, 'GET', `/api/v1/templates/${t.id}/usage`)).customer).toBe(0);
    expect((await data(admin, 'GET', `/api/v1/tasks/${w.ref}`)).onboardingStepInstanceId).toBeNull();
    expectReply(await admin('DELETE', `/api/v1/templates/${t.id}`), 200);
  });
});

describe('tenancy and MCP', () => {
  it("another org's customer, milestones and reviews are 404 on every operation", async () => {
    const c = await customer(admin);
    const o = await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding`, {});
    const review = await data(admin, 'POST', `/api/v1/customers/${c.ref}/reviews`, { from: today });
    const ours = client((await newOrg('Onboarding other org')).apiKey);
    const m = o.milestones[0].stepInstanceId;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/customers/${c.id}/onboarding`],
      ['POST', `/api/v1/customers/${c.id}/onboarding`, {}],
      ['POST', `/api/v1/customers/${c.id}/onboarding/advance`, { stepInstanceId: m }],
      ['POST', `/api/v1/customers/${c.id}/onboarding/complete`, {}],
      ['PATCH', `/api/v1/customers/${c.id}/onboarding/steps/${m}`, { arrTranche: 1 }],
      ['POST', `/api/v1/customers/${c.id}/onboarding/steps/${m}/work`, { kind: 'opportunity', title: 'Spy' }],
      ['GET', `/api/v1/customers/${c.id}/reviews`],
      ['POST', `/api/v1/customers/${c.id}/reviews`, { from: today }],
      ['GET', `/api/v1/customers/${c.id}/reviews/${review.id}`],
    ];
    for (const [method, path, body] of calls) expectFailure(await ours(method, path, body), 404, 'NOT_FOUND', 'path.id');
    // their own customer with our milestone and review ids
    const mine = await customer(ours);
    expectFailure(await ours('PATCH', `/api/v1/customers/${mine.id}/onboarding/steps/${m}`, { arrTranche: 1 }), 404, 'NOT_FOUND', 'path.stepInstanceId');
    expectFailure(await ours('GET', `/api/v1/customers/${mine.id}/reviews/${review.id}`), 404, 'NOT_FOUND', 'path.reviewId');
    expect(await onboarding(admin, c)).toEqual(o); // nothing of ours changed
  });

  it('get_customer_onboarding (customers toolset) answers what REST does', async () => {
    const c = await customer(admin);
    await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding`, {});
    const mcp = new Client({ name: 'onboarding-tests', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=customers`), {
        requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } },
      }),
    );
    try {
      const r = await mcp.callTool({ name: 'get_customer_onboarding', arguments: { id: c.ref } });
      expect(r.isError, JSON.stringify(r).slice(0, 400)).toBeFalsy();
      const body = (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text);
      expect(body.data).toEqual(await onboarding(admin, c));
      expect(body.actions).toContainEqual(expect.objectContaining({ tool: 'advance_customer_onboarding', arguments: expect.objectContaining({ id: c.ref }) }));
    } finally {
      await mcp.close();
    }
  });
});
