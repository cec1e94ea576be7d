/**
 * Onboarding milestones on the real server (spec 2 §4.11, §7, §8): milestone PATCH with taskId needing task:update,
 * milestone work with its capability checks and the teamId rule (in the request's one transaction), cascade on
 * delete; tenancy of customers, milestones and reviews, and the onboarding MCP tool.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { CustomerOnboarding } from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { OrgService } from '../../src/services/orgs.js';
import { as, envelope, failure as expectFailure, must as data, ok, raw } from '../lib/sdkAs.js';
import { useCustomersOrg, admin, customer, db, eng, me, org, today, uniq, template, onboarding } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useCustomersOrg();
// These tests start onboardings with the org's default customer template.
beforeAll(async () => {
  await template(admin, [['Kickoff', 24], ['Integration'], ['Go-live']], true);
});

describe('milestones: PATCH and work (spec 2 §4.11)', () => {
  let c: sdk.Customer;
  let o: CustomerOnboarding;
  let teamId: string;
  let teamPrefix: string;
  /** A key of the admin narrowed to customer rights: no task or opportunity capability. */
  let accountsOnly: RequestInit;
  let sales: RequestInit;
  beforeAll(async () => {
    const t = await template(admin, [['Kickoff'], ['Rollout']]);
    c = await customer(admin);
    o = data(await sdk.startCustomerOnboarding(c.ref, { templateId: t.id }, undefined, admin));
    teamPrefix = `M${Math.random()
      .toString(36)
      .slice(2, 4)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'Q')}`;
    teamId = data(await sdk.createTeam({ name: `Milestone team ${uniq()}`, prefix: teamPrefix }, undefined, admin)).id;
    const keys = new OrgService(db);
    accountsOnly = as(
      (await keys.createKey({ userId: me, capabilities: ['customer:read', 'customer:create', 'customer:update', 'task:read', 'opportunity:read'] })).apiKey,
    );
    sales = as((await newUser(org.orgId, 'sales', 'Sam Sales')).apiKey);
  });

  it('DRI (a user, me, null), tranche, and taskId (a task of the org, attached to the milestone; needs task:update)', async () => {
    const m = o.milestones[0].stepInstanceId;
    const patch = (body: sdk.UpdateCustomerOnboardingStepBody, who: RequestInit = admin) => sdk.updateCustomerOnboardingStep(c.ref, m, body, undefined, who);
    expect(data(await patch({ driId: org.engineerId }))).toMatchObject({ stepInstanceId: m, driId: org.engineerId });
    expect(data(await patch({ driId: null }))).toMatchObject({ driId: null });
    expect(data(await patch({ driId: 'me', arrTranche: 1234.56 }))).toMatchObject({ driId: me, arrTranche: 1234.56 });
    expectFailure(await patch({ driId: randomUUID() }), 404, 'NOT_FOUND', 'body.driId');
    expectFailure(await patch({ arrTranche: -1 }), 400, 'VALIDATION_FAILED', 'body.arrTranche');
    expectFailure(await patch({}), 400, 'VALIDATION_FAILED');

    const task = data(await sdk.createTask({ title: 'Main onboarding task', teamId }, undefined, admin));
    const set = data(await patch({ taskId: task.ref }));
    expect(set).toMatchObject({ taskId: task.id, work: [{ kind: 'task', id: task.id, ref: task.ref }] });
    expect(data(await sdk.getTask(task.ref, admin)).onboardingStepInstanceId).toBe(m);
    expectFailure(await patch({ taskId: randomUUID() }), 404, 'NOT_FOUND', 'body.taskId');
    expectFailure(await patch({ taskId: `${teamPrefix}-999999` }), 404, 'NOT_FOUND', 'body.taskId');

    // taskId needs task:update as well: a sales key keeps accounts but not tasks
    for (const who of [sales, accountsOnly]) {
      const forbidden = expectFailure(await patch({ taskId: null }, who), 403, 'FORBIDDEN');
      expect(forbidden.data).toEqual({ required: ['task:update'], missing: ['task:update'] });
    }
    expect(data(await sdk.getCustomerOnboarding(c.ref, admin)).milestones[0].taskId).toBe(task.id);
    expect(data(await patch({ arrTranche: 99, driId: 'me' }, sales))).toMatchObject({ arrTranche: 99, taskId: task.id });
    // an engineer holds task:update but not customer:update
    expect(expectFailure(await patch({ taskId: null }, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['customer:update']);
    expect(data(await patch({ taskId: null }))).toMatchObject({ taskId: null });
  });

  it('a milestone of another customer, a terminal step and an unknown id are refused', async () => {
    const other = await customer(admin);
    const oo = data(await sdk.startCustomerOnboarding(other.ref, {}, undefined, admin));
    expectFailure(
      await sdk.updateCustomerOnboardingStep(c.ref, oo.milestones[0].stepInstanceId, { arrTranche: 1 }, undefined, admin),
      404,
      'NOT_FOUND',
      'path.stepInstanceId',
    );
    expectFailure(await sdk.updateCustomerOnboardingStep(c.ref, randomUUID(), { arrTranche: 1 }, undefined, admin), 404, 'NOT_FOUND', 'path.stepInstanceId');
    const completed = o.milestones.find((m) => m.terminal === 'completed')!.stepInstanceId;
    expectFailure(
      await sdk.updateCustomerOnboardingStep(c.ref, completed, { arrTranche: 1 }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'path.stepInstanceId',
    );
    expectFailure(
      await sdk.createCustomerOnboardingStepWork(c.ref, completed, { kind: 'opportunity', title: 'x' }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'path.stepInstanceId',
    );
    // a customer never onboarded
    const fresh = await customer(admin);
    expectFailure(
      await sdk.updateCustomerOnboardingStep(fresh.ref, o.milestones[0].stepInstanceId, { arrTranche: 1 }, undefined, admin),
      404,
      'NOT_FOUND',
      'path.stepInstanceId',
    );
  });

  it("work: a task (task:create and teamId) and an opportunity (opportunity:create), attached in the request's one transaction", async () => {
    const m = o.milestones[1].stepInstanceId;
    const work = (body: sdk.CreateCustomerOnboardingStepWorkBody, who: RequestInit = admin, headers?: sdk.CreateCustomerOnboardingStepWorkHeaders) =>
      sdk.createCustomerOnboardingStepWork(c.ref, m, body, headers, who);
    // capabilities beyond customer:create, and the teamId rule
    expect(expectFailure(await work({ kind: 'task', title: 'Nope', teamId }, accountsOnly), 403, 'FORBIDDEN').data).toEqual({
      required: ['task:create'],
      missing: ['task:create'],
    });
    expect(expectFailure(await work({ kind: 'opportunity', title: 'Nope' }, sales), 403, 'FORBIDDEN').data).toEqual({
      required: ['opportunity:create'],
      missing: ['opportunity:create'],
    });
    expect(expectFailure(await work({ kind: 'task', title: 'Nope', teamId }, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['customer:create']);
    expectFailure(await work({ kind: 'task', title: 'No team' }), 400, 'VALIDATION_FAILED', 'body.teamId');
    expectFailure(await work({ kind: 'task', title: 'Unknown team', teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    expect(Number((await db('tasks').where({ org_id: org.orgId }).whereIn('title', ['Nope', 'No team', 'Unknown team']).count('* as n').first())?.n)).toBe(0);

    const key = randomUUID();
    const made = envelope(await work({ kind: 'task', title: 'Configure SSO', teamId: teamPrefix }, admin, { 'Idempotency-Key': key }), 201);
    expect(made.data).toEqual({ kind: 'task', id: expect.any(String), ref: expect.stringMatching(new RegExp(`^${teamPrefix}-\\d+$`)) });
    const replay = await work({ kind: 'task', title: 'Configure SSO', teamId: teamPrefix }, admin, { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(envelope(replay, 201).data).toEqual(made.data);
    const task = data(await sdk.getTask(made.data!.ref, admin));
    expect(task).toMatchObject({ title: 'Configure SSO', teamId, onboardingStepInstanceId: m });
    expect(Number((await db('tasks').where({ org_id: org.orgId, title: 'Configure SSO' }).count('* as n').first())?.n)).toBe(1);
    // The task's creation (the task service's own transaction) and its attachment both ran inside the request's
    // transaction: the actor that transaction sets (set_config(..., is_local)) is on both activity rows.
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'task', entity_id: task.id }).orderBy('seq');
    expect(log.map((r: { action: string }) => r.action)).toEqual(['created', 'updated']);
    expect(log[1].changes.map((ch: { field: string }) => ch.field)).toContain('onboarding_step_instance_id');
    expect(log.every((r: { actor_user_id: string | null }) => r.actor_user_id === me)).toBe(true);

    const opp = ok(await work({ kind: 'opportunity', title: 'SSO for the account' }), 201);
    expect(opp).toEqual({ kind: 'opportunity', id: expect.any(String), ref: expect.stringMatching(/^OPP-\d+$/) });
    const links = data(await sdk.listCustomerOpportunities(c.ref, admin));
    expect(links).toContainEqual(expect.objectContaining({ opportunityId: opp.id, stepInstanceId: m }));
    const oppLog = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id, subject: 'opportunity_link' });
    expect(oppLog.every((r: { actor_user_id: string | null }) => r.actor_user_id === me)).toBe(true);

    // both at once on the same milestone: neither waits on the other's transaction
    const both = await Promise.all([work({ kind: 'task', title: 'Parallel task', teamId }), work({ kind: 'opportunity', title: 'Parallel opportunity' })]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);

    const milestone = (await onboarding(admin, c)).milestones[1];
    expect(milestone.work.map((w) => w.kind)).toEqual(['task', 'task', 'opportunity', 'opportunity']);
    expect(milestone.work.map((w) => w.id)).toEqual(expect.arrayContaining([made.data!.id, opp.id, data(both[0]).id, data(both[1]).id]));
    // the follow-up actions succeed (raw HTTP: an action's href is data, not an SDK function)
    for (const a of made.actions) expect((await raw(org.apiKey, a.method, a.href)).status, JSON.stringify(a)).toBe(200);
  });

  it('deleting the customer removes its onboarding; the work stays, detached', async () => {
    const t = await template(admin, [['Only']]);
    const x = await customer(admin);
    const xo = data(await sdk.startCustomerOnboarding(x.ref, { templateId: t.id }, undefined, admin));
    const w = data(
      await sdk.createCustomerOnboardingStepWork(
        x.ref,
        xo.milestones[0].stepInstanceId,
        {
          kind: 'task',
          title: 'Left behind',
          teamId,
        },
        undefined,
        admin,
      ),
    );
    expect(data(await sdk.getTemplateUsage(t.id, admin)).customer).toBe(1);
    data(await sdk.deleteCustomer(x.ref, undefined, admin));
    expect(await db('template_instances').where({ org_id: org.orgId, entity_type: 'customer', entity_id: x.id })).toEqual([]);
    expect(data(await sdk.getTemplateUsage(t.id, admin)).customer).toBe(0);
    expect(data(await sdk.getTask(w.ref, admin)).onboardingStepInstanceId).toBeNull();
    envelope(await sdk.deleteTemplate(t.id, undefined, admin));
  });
});

describe('tenancy and MCP', () => {
  it("another org's customer, milestones and reviews are 404 on every operation", async () => {
    const c = await customer(admin);
    const o = data(await sdk.startCustomerOnboarding(c.ref, {}, undefined, admin));
    const review = data(await sdk.createCustomerReview(c.ref, { from: today }, undefined, admin));
    const ours = as((await newOrg('Onboarding other org')).apiKey);
    const m = o.milestones[0].stepInstanceId;
    const calls: (() => Promise<{ status: number; data: unknown; headers: Headers }>)[] = [
      () => sdk.getCustomerOnboarding(c.id, ours),
      () => sdk.startCustomerOnboarding(c.id, {}, undefined, ours),
      () => sdk.advanceCustomerOnboarding(c.id, { stepInstanceId: m }, undefined, ours),
      () => sdk.completeCustomerOnboarding(c.id, {}, undefined, ours),
      () => sdk.updateCustomerOnboardingStep(c.id, m, { arrTranche: 1 }, undefined, ours),
      () => sdk.createCustomerOnboardingStepWork(c.id, m, { kind: 'opportunity', title: 'Spy' }, undefined, ours),
      () => sdk.listCustomerReviews(c.id, undefined, ours),
      () => sdk.createCustomerReview(c.id, { from: today }, undefined, ours),
      () => sdk.getCustomerReview(c.id, review.id, ours),
    ];
    for (const call of calls) expectFailure(await call(), 404, 'NOT_FOUND', 'path.id');
    // their own customer with our milestone and review ids
    const mine = await customer(ours);
    expectFailure(await sdk.updateCustomerOnboardingStep(mine.id, m, { arrTranche: 1 }, undefined, ours), 404, 'NOT_FOUND', 'path.stepInstanceId');
    expectFailure(await sdk.getCustomerReview(mine.id, review.id, ours), 404, 'NOT_FOUND', 'path.reviewId');
    expect(await onboarding(admin, c)).toEqual(o); // nothing of ours changed
  });

  it('get_customer_onboarding (customers toolset) answers what REST does', async () => {
    const c = await customer(admin);
    data(await sdk.startCustomerOnboarding(c.ref, {}, undefined, admin));
    const mcp = await mcpAs(org.apiKey, '?toolsets=customers');
    try {
      const r = await mcp.callTool({ name: 'get_customer_onboarding', arguments: { id: c.ref } });
      expect(r.isError, JSON.stringify(r).slice(0, 400)).toBeFalsy();
      // a tool's answer is untyped by nature: its structured content, else its JSON text, read as the envelope
      const body = bodyOf<CustomerOnboarding>(r.structuredContent ?? JSON.parse((r.content as { text: string }[])[0].text));
      expect(body.data).toEqual(await onboarding(admin, c));
      expect(body.actions).toContainEqual(expect.objectContaining({ tool: 'advance_customer_onboarding', arguments: expect.objectContaining({ id: c.ref }) }));
    } finally {
      await mcp.close();
    }
  });
});
