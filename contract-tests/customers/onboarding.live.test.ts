/**
 * Customer onboarding and reviews on the real server and a real Postgres (spec 1 §2.8, §3.2;
 * spec 2 §4.11, §7, §8): onboarding from start to live (a default template with SLAs and ARR tranches, milestones
 * advanced by id and by template step, ARR points recorded and arr raised, Completed reached → live, customerSince
 * stamped, followers notified), the template machine's own paths unlocking tranches too, a PATCH to onboarding
 * starting the default template, start and complete refusals (no revival of churned or lost), milestone PATCH with
 * taskId needing task:update, milestone work with its capability checks and the teamId rule (in the request's one
 * transaction), the review digest on a seeded history (backdated through SQL), review list and get, tenancy,
 * idempotency, actions, cascade on delete and MCP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { DigestSynthesizer } from '../../src/services/customers/reviews.js';
import { expectReply, expectFailure } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;
type Org = Awaited<ReturnType<typeof newOrg>>;

let db: Knex;
let org: Org;
let admin: Api;
let eng: Api;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const today = day(0);

const data = async (api: Api, method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const r = await api(method, path, body, headers);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};
const customer = (api: Api, body: Record<string, unknown> = {}) => data(api, 'POST', '/api/v1/customers', { name: `Acme ${uniq()}`, ...body });
/** A customer template of the org: steps [title, slaHours?][], optionally the default. */
const template = (api: Api, steps: [string, number?][], isDefault = false) =>
  data(api, 'POST', '/api/v1/templates', {
    name: `Onboarding ${uniq()}`,
    defaultEntityType: 'customer',
    isDefault,
    steps: steps.map(([title, slaHours]) => ({ title, ...(slaHours ? { slaHours } : {}) })),
  });
const onboarding = (api: Api, c: { id: string }) => data(api, 'GET', `/api/v1/customers/${c.id}/onboarding`);

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Onboarding org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = org.userId;
});
afterAll(async () => {
  await db?.destroy();
});

describe('onboarding from start to live (spec 1 §3.2; spec 2 §4.11)', () => {
  let defaultTemplate: any;
  beforeAll(async () => {
    defaultTemplate = await template(admin, [['Kickoff', 24], ['Integration'], ['Go-live']], true);
  });

  it('start (the default template, idempotent), tranches, advance by id and by step, ARR raised per milestone, live at Completed, followers told', async () => {
    const c = await customer(admin);
    expect(c.hasOnboarding).toBe(false);
    expect(await onboarding(admin, c)).toEqual({
      customerId: c.id,
      hasOnboarding: false,
      instanceId: null,
      templateId: null,
      templateName: null,
      status: null,
      milestones: [],
    });
    // an engineer follows the account
    expectReply(await eng('POST', '/api/v1/subscriptions', { entityType: 'customer', entityId: c.ref, subscribed: true }), 200);

    // start with the org default, retried under its Idempotency-Key
    const key = randomUUID();
    const first = expectReply(await admin('POST', `/api/v1/customers/${c.ref}/onboarding`, {}, { 'idempotency-key': key }), 201);
    const again = await admin('POST', `/api/v1/customers/${c.ref}/onboarding`, {}, { 'idempotency-key': key });
    expectReply(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.data);
    expect(Number((await db('template_instances').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).count('* as n').first())?.n)).toBe(1);
    expectFailure(
      await admin('POST', `/api/v1/customers/${c.ref}/onboarding`, { templateId: defaultTemplate.id }, { 'idempotency-key': key }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );

    const o = first.data;
    expect(o).toMatchObject({ customerId: c.id, hasOnboarding: true, templateId: defaultTemplate.id, templateName: defaultTemplate.name, status: 'running' });
    const [kickoff, integration, golive] = o.milestones;
    expect(o.milestones.map((m: any) => [m.title, m.position, m.status, m.terminal, m.stepId])).toEqual([
      ['Kickoff', 1, 'active', null, defaultTemplate.steps[0].id],
      ['Integration', 2, 'pending', null, defaultTemplate.steps[1].id],
      ['Go-live', 3, 'pending', null, defaultTemplate.steps[2].id],
      ['Completed', 4, 'pending', 'completed', defaultTemplate.steps[3].id],
      ['Cancelled', 5, 'pending', 'cancelled', defaultTemplate.steps[4].id],
    ]);
    // dueAt from the SLA: 24 hours after it started
    const due = Date.parse(kickoff.dueAt) - Date.now();
    expect(due).toBeGreaterThan(23 * 3600_000);
    expect(due).toBeLessThanOrEqual(24 * 3600_000);
    expect(integration.dueAt).toBeNull();
    expect(kickoff).toMatchObject({ driId: me, arrTranche: null, taskId: null, work: [], completedAt: null });
    expect(first.actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'advanceCustomerOnboarding', body: { stepInstanceId: kickoff.stepInstanceId } }),
        expect.objectContaining({ name: 'completeCustomerOnboarding' }),
      ]),
    );
    expect(await data(admin, 'GET', `/api/v1/customers/${c.ref}`)).toMatchObject({ status: 'onboarding', hasOnboarding: true, arr: null });

    // tranches: null clears
    expect(await data(admin, 'PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${kickoff.stepInstanceId}`, { arrTranche: 10000 })).toMatchObject({
      arrTranche: 10000,
    });
    await data(admin, 'PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${integration.stepInstanceId}`, { arrTranche: 15000.5 });
    await data(admin, 'PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${golive.stepInstanceId}`, { arrTranche: 999 });
    expect(await data(admin, 'PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${golive.stepInstanceId}`, { arrTranche: null })).toMatchObject({
      arrTranche: null,
    });

    // advance: exactly one of the two fields; the active one only; a milestone of this onboarding only
    const advance = (body: unknown) => admin('POST', `/api/v1/customers/${c.ref}/onboarding/advance`, body);
    const neither = expectFailure(await advance({}), 400, 'VALIDATION_FAILED', 'body.stepInstanceId');
    expect(neither.details.map((d: any) => d.field)).toEqual(['body.stepInstanceId', 'body.stepId']);
    expect(
      expectFailure(await advance({ stepInstanceId: kickoff.stepInstanceId, stepId: kickoff.stepId }), 400, 'VALIDATION_FAILED').details.map(
        (d: any) => d.field,
      ),
    ).toEqual(['body.stepInstanceId', 'body.stepId']);
    const notActive = expectFailure(await advance({ stepInstanceId: integration.stepInstanceId }), 409, 'INVALID_STATE_TRANSITION');
    expect(notActive.data).toMatchObject({ activeStepInstanceId: kickoff.stepInstanceId, activeTitle: 'Kickoff' });
    expect(notActive.suggestion).toContain(kickoff.stepInstanceId);
    expectFailure(await advance({ stepInstanceId: randomUUID() }), 404, 'NOT_FOUND', 'body.stepInstanceId');
    expectFailure(await advance({ stepId: randomUUID() }), 404, 'NOT_FOUND', 'body.stepId');

    // by stepInstanceId, following the onboarding's own action: Kickoff completes, 0 + 10000 is recorded
    const offered = (await admin('GET', `/api/v1/customers/${c.ref}/onboarding`)).body.actions.find((a: any) => a.name === 'advanceCustomerOnboarding');
    const a1 = expectReply(await admin(offered.method, offered.href, offered.body), 200).data;
    expect(a1.milestones.slice(0, 3).map((m: any) => m.status)).toEqual(['completed', 'active', 'pending']);
    expect(a1.milestones[0].completedAt).not.toBeNull();
    expect((await data(admin, 'GET', `/api/v1/customers/${c.ref}`)).arr).toBe(10000);

    // by the template step: Integration completes, 10000 + 15000.5
    await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding/advance`, { stepId: integration.stepId });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.ref}`)).arr).toBe(25000.5);
    const points = await data(admin, 'GET', `/api/v1/customers/${c.ref}/arr`);
    expect(points.map((p: any) => [p.level, p.effectiveDate, p.delta])).toEqual([
      [10000, today, null],
      [25000.5, today, 15000.5],
    ]);
    expect((await db('arr_points').where({ org_id: org.orgId, customer_id: c.id })).every((p: any) => p.created_by_id === me)).toBe(true);
    // what the follower has heard so far (the start moved the status to onboarding)
    const heard = new Set((await data(eng, 'GET', '/api/v1/notifications?types=entity_changed')).filter((x: any) => x.entityId === c.id).map((x: any) => x.id));
    expect(heard.size).toBeGreaterThan(0);

    // the last milestone (no tranche): Completed reached, the customer live, customerSince stamped
    const last = await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding/advance`, { stepInstanceId: golive.stepInstanceId });
    expect(last.status).toBe('completed');
    expect(last.milestones.map((m: any) => m.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'skipped']);
    const live = await data(admin, 'GET', `/api/v1/customers/${c.ref}`);
    expect(live).toMatchObject({ status: 'live', customerSince: today, arr: 25000.5, hasOnboarding: true });
    expect(await data(admin, 'GET', `/api/v1/customers/${c.ref}/arr`)).toHaveLength(2); // no tranche, no point
    const told = (await data(eng, 'GET', '/api/v1/notifications?types=entity_changed')).filter((x: any) => x.entityId === c.id && !heard.has(x.id));
    expect(told).toContainEqual(
      expect.objectContaining({ type: 'entity_changed', entityType: 'customer', actorId: me, body: expect.stringContaining('status') }),
    );

    // over: nothing to advance, and a live customer neither starts nor completes again
    const ended = expectReply(await admin('GET', `/api/v1/customers/${c.ref}/onboarding`), 200);
    expect(ended.actions.map((a: any) => a.name)).not.toContain('advanceCustomerOnboarding');
    expect(ended.actions.map((a: any) => a.name)).not.toContain('completeCustomerOnboarding');
    expectFailure(await advance({ stepInstanceId: golive.stepInstanceId }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin('POST', `/api/v1/customers/${c.ref}/onboarding`, {}), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin('POST', `/api/v1/customers/${c.ref}/onboarding/complete`, {}), 409, 'INVALID_STATE_TRANSITION');
  });

  it("the template machine's own paths unlock tranches too: PATCH of the step, a handoff with markComplete; its last step makes the customer live", async () => {
    const c = await customer(admin, { arr: 1000, customerSince: '2025-01-01', status: 'pilot' });
    const o = await data(admin, 'POST', `/api/v1/customers/${c.id}/onboarding`, {});
    const [kickoff, integration, golive] = o.milestones;
    for (const m of [kickoff, integration, golive])
      await data(admin, 'PATCH', `/api/v1/customers/${c.id}/onboarding/steps/${m.stepInstanceId}`, { arrTranche: 100 });
    await data(admin, 'PATCH', `/api/v1/templates/instances/steps/${kickoff.stepInstanceId}`, { status: 'completed' });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(1100);
    await data(admin, 'POST', '/api/v1/templates/handoff', { stepInstanceId: golive.stepInstanceId, markComplete: true });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(1200); // Integration completed by the handoff
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).status).toBe('onboarding');
    await data(admin, 'PATCH', `/api/v1/templates/instances/steps/${golive.stepInstanceId}`, { status: 'completed' });
    // a handoff without markComplete pauses: no tranche; skipping unlocks nothing either (checked on the last: none left)
    expect(await data(admin, 'GET', `/api/v1/customers/${c.id}`)).toMatchObject({ arr: 1300, status: 'live', customerSince: '2025-01-01' });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}/arr`)).map((p: any) => p.level)).toEqual([1100, 1200, 1300]);
  });

  it('a skipped milestone unlocks nothing; a paused handoff neither', async () => {
    const c = await customer(admin);
    const o = await data(admin, 'POST', `/api/v1/customers/${c.id}/onboarding`, {});
    const [kickoff, integration, golive] = o.milestones;
    for (const m of [kickoff, integration]) await data(admin, 'PATCH', `/api/v1/customers/${c.id}/onboarding/steps/${m.stepInstanceId}`, { arrTranche: 50 });
    await data(admin, 'POST', '/api/v1/templates/handoff', { stepInstanceId: golive.stepInstanceId, markComplete: false }); // Kickoff paused
    await data(admin, 'PATCH', `/api/v1/templates/instances/steps/${integration.stepInstanceId}`, { status: 'skipped' });
    const cur = await data(admin, 'GET', `/api/v1/customers/${c.id}`);
    expect(cur).toMatchObject({ arr: null, status: 'onboarding' });
    expect(await data(admin, 'GET', `/api/v1/customers/${c.id}/arr`)).toEqual([]);
  });

  it('two advances of the same milestone at once: one succeeds, one is 409; the tranche is recorded once', async () => {
    const c = await customer(admin);
    const o = await data(admin, 'POST', `/api/v1/customers/${c.id}/onboarding`, {});
    await data(admin, 'PATCH', `/api/v1/customers/${c.id}/onboarding/steps/${o.milestones[0].stepInstanceId}`, { arrTranche: 700 });
    const rs = await Promise.all(
      [1, 2].map(() => admin('POST', `/api/v1/customers/${c.id}/onboarding/advance`, { stepInstanceId: o.milestones[0].stepInstanceId })),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(700);
    expect(await data(admin, 'GET', `/api/v1/customers/${c.id}/arr`)).toHaveLength(1);
  });

  it('PATCH to onboarding starts the default template (first milestone active); one already running is kept', async () => {
    const c = await customer(admin);
    const moved = await data(admin, 'PATCH', `/api/v1/customers/${c.ref}`, { status: 'onboarding' });
    expect(moved).toMatchObject({ status: 'onboarding', hasOnboarding: true });
    const o = await onboarding(admin, c);
    expect(o).toMatchObject({ status: 'running', templateId: defaultTemplate.id });
    expect(o.milestones[0].status).toBe('active');
    // onboarding → pilot → onboarding: the running onboarding stays, none is added
    await data(admin, 'PATCH', `/api/v1/customers/${c.ref}`, { status: 'pilot' });
    await data(admin, 'PATCH', `/api/v1/customers/${c.ref}`, { status: 'onboarding' });
    expect((await onboarding(admin, c)).instanceId).toBe(o.instanceId);
    expect(Number((await db('template_instances').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).count('* as n').first())?.n)).toBe(1);
    // the list shows hasOnboarding too
    const listed = (await data(admin, 'GET', '/api/v1/customers?status=onboarding&limit=200')).find((x: any) => x.id === c.id);
    expect(listed.hasOnboarding).toBe(true);
  });

  it('without a default template: PATCH to onboarding moves the status only; start is 404 saying how to make one', async () => {
    const o2 = await newOrg('No default org');
    const api = client(o2.apiKey);
    const c = await customer(api);
    expect(await data(api, 'PATCH', `/api/v1/customers/${c.ref}`, { status: 'onboarding' })).toMatchObject({ status: 'onboarding', hasOnboarding: false });
    expect((await onboarding(api, c)).hasOnboarding).toBe(false);
    const err = expectFailure(await api('POST', `/api/v1/customers/${c.ref}/onboarding`, {}), 404, 'NOT_FOUND', 'body.templateId');
    expect(err.suggestion).toMatch(/isDefault/);
    expect(err.suggestion).toMatch(/POST \/api\/v1\/templates/);
    // a template of opportunities is 400; an unknown one 404
    const oppTemplate = await data(api, 'POST', '/api/v1/templates', { name: 'Delivery', defaultEntityType: 'opportunity', steps: [{ title: 'Build' }] });
    expectFailure(await api('POST', `/api/v1/customers/${c.ref}/onboarding`, { templateId: oppTemplate.id }), 400, 'VALIDATION_FAILED', 'body.templateId');
    expectFailure(await api('POST', `/api/v1/customers/${c.ref}/onboarding`, { templateId: randomUUID() }), 404, 'NOT_FOUND', 'body.templateId');
    // an onboarding customer without a running onboarding may start one, by templateId
    const t = await template(api, [['Only step']]);
    const started = expectReply(await api('POST', `/api/v1/customers/${c.ref}/onboarding`, { templateId: t.id }), 201).data;
    expect(started).toMatchObject({ templateId: t.id, status: 'running' });
    expect(started.milestones[0]).toMatchObject({ title: 'Only step', status: 'active' });
  });

  it('start is refused while one runs and for live, churned and lost customers; a pilot becomes onboarding', async () => {
    const pilot = await customer(admin, { status: 'pilot' });
    expect((await data(admin, 'POST', `/api/v1/customers/${pilot.ref}/onboarding`, {})).status).toBe('running');
    expect((await data(admin, 'GET', `/api/v1/customers/${pilot.ref}`)).status).toBe('onboarding');
    const running = expectFailure(await admin('POST', `/api/v1/customers/${pilot.ref}/onboarding`, {}), 409, 'INVALID_STATE_TRANSITION');
    expect(running.data.instanceId).toBe((await onboarding(admin, pilot)).instanceId);

    const live = await customer(admin, { status: 'live' });
    const churned = await data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin, { status: 'live' })).id}`, {
      status: 'churned',
      reason: 'Budget cut this year',
    });
    const lost = await data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin)).id}`, { status: 'lost', reason: 'Chose a competitor' });
    for (const c of [live, churned, lost]) {
      const e = expectFailure(await admin('POST', `/api/v1/customers/${c.ref}/onboarding`, {}), 409, 'INVALID_STATE_TRANSITION');
      expect(e.data).toMatchObject({ from: c.status, to: 'onboarding' });
      expect((await onboarding(admin, c)).hasOnboarding).toBe(false);
    }
  });

  it('complete: from prospect, pilot (landing a running onboarding, its remaining tranches not unlocked) and onboarding; never revives churned or lost', async () => {
    const prospect = await customer(admin);
    const done = expectReply(await admin('POST', `/api/v1/customers/${prospect.ref}/onboarding/complete`, {}), 200);
    expect(done.data).toMatchObject({ id: prospect.id, status: 'live', customerSince: today, hasOnboarding: false });
    expect(done.actions.map((a: any) => a.name)).toContain('getCustomer');

    const c = await customer(admin, { arr: 500, customerSince: '2024-06-01' });
    const o = await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding`, {});
    for (const m of o.milestones.slice(0, 3)) await data(admin, 'PATCH', `/api/v1/customers/${c.ref}/onboarding/steps/${m.stepInstanceId}`, { arrTranche: 10 });
    await data(admin, 'POST', `/api/v1/customers/${c.ref}/onboarding/advance`, { stepInstanceId: o.milestones[0].stepInstanceId });
    // followed from the onboarding's actions
    const offered = (await admin('GET', `/api/v1/customers/${c.ref}/onboarding`)).body.actions.find((a: any) => a.name === 'completeCustomerOnboarding');
    const completed = expectReply(await admin(offered.method, offered.href, offered.body), 200).data;
    expect(completed).toMatchObject({ status: 'live', customerSince: '2024-06-01', arr: 510 });
    const after = await onboarding(admin, c);
    expect(after.status).toBe('completed');
    expect(after.milestones.map((m: any) => m.status)).toEqual(['completed', 'skipped', 'skipped', 'completed', 'skipped']);
    expect(await data(admin, 'GET', `/api/v1/customers/${c.ref}/arr`)).toHaveLength(1);

    const pilot = await customer(admin, { status: 'pilot' });
    expect((await data(admin, 'POST', `/api/v1/customers/${pilot.ref}/onboarding/complete`, {})).status).toBe('live');

    const churned = await data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin, { status: 'live' })).id}`, {
      status: 'churned',
      reason: 'Moved to an in-house tool',
    });
    const lost = await data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin)).id}`, { status: 'lost', reason: 'Went with a competitor' });
    for (const x of [churned, lost]) {
      const e = expectFailure(await admin('POST', `/api/v1/customers/${x.ref}/onboarding/complete`, {}), 409, 'INVALID_STATE_TRANSITION');
      expect(e.message).toMatch(/never revives/);
      expect(e.suggestion).toMatch(/prospect/);
      expect((await data(admin, 'GET', `/api/v1/customers/${x.ref}`)).status).toBe(x.status);
      // and their onboarding offers no complete
      expect((await admin('GET', `/api/v1/customers/${x.ref}/onboarding`)).body.actions.map((a: any) => a.name)).not.toContain('completeCustomerOnboarding');
    }
    // a customer that churns during onboarding: its onboarding is cancelled, so no milestone moves on, no tranche
    // is unlocked and nothing revives it
    const leaving = await customer(admin);
    const lo = await data(admin, 'POST', `/api/v1/customers/${leaving.ref}/onboarding`, {});
    await data(admin, 'PATCH', `/api/v1/customers/${leaving.ref}/onboarding/steps/${lo.milestones[0].stepInstanceId}`, { arrTranche: 50000 });
    await data(admin, 'PATCH', `/api/v1/customers/${leaving.ref}`, { status: 'churned', reason: 'Left during onboarding' });
    const cancelled = await admin('GET', `/api/v1/customers/${leaving.ref}/onboarding`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.actions.map((a: any) => a.name)).not.toContain('advanceCustomerOnboarding');
    expectFailure(
      await admin('POST', `/api/v1/customers/${leaving.ref}/onboarding/advance`, { stepInstanceId: lo.milestones[0].stepInstanceId }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    const stepMove = await admin('PATCH', `/api/v1/templates/instances/steps/${lo.milestones[0].stepInstanceId}`, { status: 'completed' });
    expect(stepMove.status).toBeGreaterThanOrEqual(400);
    expect(await data(admin, 'GET', `/api/v1/customers/${leaving.ref}/arr`)).toEqual([]);
    expect(await data(admin, 'GET', `/api/v1/customers/${leaving.ref}`)).toMatchObject({ status: 'churned', arr: null });
  });
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

describe('reviews: the digest on a seeded history (spec 1 §2.8; spec 2 §4.11)', () => {
  let rorg: Org;
  let api: Api;
  let c: any;
  const from = day(-20);
  const insight = (verbatim: string, extra: Record<string, unknown> = {}) =>
    data(api, 'POST', '/api/v1/insights', { verbatim, source: 'interview', customerId: c.id, ...extra });
  const ago = (days: number) => db.raw(`now() - make_interval(days => ?)`, [days]);
  /** The newest activity row of an entity that changed `field`, backdated by `days`. */
  async function backdate(entityType: string, id: string, field: string, days: number) {
    const row = await db('activities')
      .where({ org_id: rorg.orgId, entity_type: entityType, entity_id: id })
      .whereRaw(`changes @> ?::jsonb`, [JSON.stringify([{ field }])])
      .orderBy('seq', 'desc')
      .first();
    await db('activities')
      .where({ org_id: rorg.orgId, id: row.id })
      .update({ created_at: ago(days) });
  }
  const refs: Record<string, any> = {};

  beforeAll(async () => {
    rorg = await newOrg('Review org');
    api = client(rorg.apiKey);
    c = await customer(api, { name: 'Review Co', arr: 50000 });
    const other = await customer(api, { name: 'Other Co' });
    const team = await data(api, 'POST', '/api/v1/teams', { name: 'Review team', prefix: 'REV' });
    const link = async (title: string) => {
      const o = await data(api, 'POST', '/api/v1/opportunities', { title });
      await data(api, 'POST', `/api/v1/customers/${c.id}/opportunities`, { opportunityId: o.id });
      return o;
    };
    // shipped: O1 now; O2 30 days ago (out of the window)
    refs.o1 = await link('Shipped lately');
    refs.o2 = await link('Shipped long ago');
    await data(api, 'POST', `/api/v1/opportunities/${refs.o2.ref}/set-state`, { state: 'completed' });
    await backdate('opportunity', refs.o2.id, 'state', 30);
    await data(api, 'POST', `/api/v1/opportunities/${refs.o1.ref}/set-state`, { state: 'completed' });
    // O3's due date: set (not a delay), moved later (a delay), moved earlier (not one)
    refs.o3 = await link('Moving target');
    await data(api, 'PATCH', `/api/v1/opportunities/${refs.o3.ref}`, { dueDate: day(10) });
    await data(api, 'PATCH', `/api/v1/opportunities/${refs.o3.ref}`, { dueDate: day(20) });
    await data(api, 'PATCH', `/api/v1/opportunities/${refs.o3.ref}`, { dueDate: day(5) });

    // asks: A created 40 days ago and untouched (stuck), B in review for 35 days (stuck), N new
    refs.a = await insight('Old ask nobody looked at');
    await db('insights')
      .where({ org_id: rorg.orgId, id: refs.a.id })
      .update({ created_at: ago(40), updated_at: ago(40) });
    refs.b = await insight('Ask waiting in review');
    await db('insights')
      .where({ org_id: rorg.orgId, id: refs.b.id })
      .update({ status: 'review', created_at: ago(35), updated_at: ago(35) });
    // it entered review 35 days ago (its log says so), and was re-tagged yesterday: still stuck
    await db('activities')
      .where({ org_id: rorg.orgId, entity_type: 'insight', entity_id: refs.b.id })
      .update({ created_at: ago(35) });
    await db('insights')
      .where({ org_id: rorg.orgId, id: refs.b.id })
      .update({ updated_at: ago(1) });
    // C was created 50 days ago but moved back to review 3 days ago: not stuck
    refs.c = await insight('Ask sent back to review lately');
    await db('insights')
      .where({ org_id: rorg.orgId, id: refs.c.id })
      .update({ created_at: ago(50) });
    await db('activities')
      .where({ org_id: rorg.orgId, entity_type: 'insight', entity_id: refs.c.id })
      .update({ created_at: ago(50) });
    await db('insights').where({ org_id: rorg.orgId, id: refs.c.id }).update({ status: 'review' });
    await db('activities')
      .where({ org_id: rorg.orgId, entity_type: 'insight', entity_id: refs.c.id })
      .whereRaw(`changes @> '[{"field": "status"}]'::jsonb`)
      .update({ created_at: ago(3) });
    refs.n = await insight('Fresh ask from the QBR');
    // N's task ships now
    refs.t1 = await data(api, 'POST', '/api/v1/tasks', { title: 'Ship the fresh ask', teamId: team.id });
    await data(api, 'POST', `/api/v1/insights/${refs.n.id}/attach`, { entityType: 'task', entityId: refs.t1.ref });
    await data(api, 'POST', `/api/v1/tasks/${refs.t1.ref}/set-status`, { status: 'in_progress' });
    await data(api, 'POST', `/api/v1/tasks/${refs.t1.ref}/set-status`, { status: 'completed' });

    // D: a commitment (recorded 40 days ago) whose deadline passed; its task T2 slips
    refs.d = await insight('Promised SSO by the renewal', { deadline: day(30) });
    refs.t2 = await data(api, 'POST', '/api/v1/tasks', { title: 'SSO', teamId: team.id });
    await data(api, 'POST', `/api/v1/insights/${refs.d.id}/attach`, { entityType: 'task', entityId: refs.t2.ref });
    await db('insights')
      .where({ org_id: rorg.orgId, id: refs.d.id })
      .update({ deadline: day(-3), created_at: ago(40) });
    await data(api, 'PATCH', `/api/v1/tasks/${refs.t2.ref}`, { dueDate: `${day(1)}T00:00:00Z` });
    await data(api, 'PATCH', `/api/v1/tasks/${refs.t2.ref}`, { dueDate: `${day(2)}T00:00:00Z` });
    await backdate('task', refs.t2.id, 'due_date', 40); // a delay before the window
    await data(api, 'PATCH', `/api/v1/tasks/${refs.t2.ref}`, { dueDate: `${day(9)}T12:00:00Z` });

    // T3: onboarding work moved between cycles: none → c1 (no delay), c1 → c2 (later), c2 → c1 (earlier), c1 → none (unscheduled)
    const t = await template(api, [['Setup']]);
    const o = await data(api, 'POST', `/api/v1/customers/${c.id}/onboarding`, { templateId: t.id });
    refs.t3 = await data(api, 'POST', `/api/v1/customers/${c.id}/onboarding/steps/${o.milestones[0].stepInstanceId}/work`, {
      kind: 'task',
      title: 'Provision tenant',
      teamId: team.id,
    });
    const [c1] = await db('cycles')
      .insert({ org_id: rorg.orgId, team_id: team.id, number: 1, name: 'Cycle 1', starts_on: day(-6), ends_on: day(7) })
      .returning('id');
    const [c2] = await db('cycles')
      .insert({ org_id: rorg.orgId, team_id: team.id, number: 2, name: 'Cycle 2', starts_on: day(8), ends_on: day(21) })
      .returning('id');
    for (const cycle of [c1.id, c2.id, c1.id, null]) await db('tasks').where({ org_id: rorg.orgId, id: refs.t3.id }).update({ cycle_id: cycle });

    // the feed: a note now, one 40 days ago
    refs.note = await data(api, 'POST', `/api/v1/customers/${c.id}/updates`, { body: 'Renewal call booked' });
    const old = await data(api, 'POST', `/api/v1/customers/${c.id}/updates`, { body: 'Kickoff notes' });
    await db('customer_updates')
      .where({ org_id: rorg.orgId, id: old.id })
      .update({ created_at: ago(40) });

    // another customer's ask stays out
    await data(api, 'POST', '/api/v1/insights', { verbatim: 'Not this account', source: 'interview', customerId: other.id });
  });

  it('builds each section from the history since from, and a narrative from them', async () => {
    const r = expectReply(await api('POST', `/api/v1/customers/${c.ref}/reviews`, { from }), 201);
    const review = r.body?.data ?? r.data;
    expect(review).toMatchObject({ customerId: c.id, from, to: today, createdById: rorg.userId });
    const s = review.sections;
    expect(s.newAsks).toEqual([
      { insightId: refs.n.id, ref: refs.n.ref, verbatim: 'Fresh ask from the QBR', status: 'delivered', createdAt: refs.n.createdAt },
    ]);
    expect(s.shippedWork.map((w: any) => [w.entityType, w.ref])).toEqual([
      ['task', refs.t1.ref],
      ['opportunity', refs.o1.ref],
    ]);
    expect(s.updates.map((u: any) => [u.kind, u.kind === 'note' ? u.id : u.entityId])).toEqual(
      expect.arrayContaining([
        ['note', refs.note.id],
        ['shipped', refs.o1.id],
      ]),
    );
    expect(s.updates).toHaveLength(2);
    expect(s.overdueCommitments).toEqual([
      expect.objectContaining({
        insightId: refs.d.id,
        deadline: day(-3),
        atRisk: true,
        work: [expect.objectContaining({ entityType: 'task', id: refs.t2.id })],
      }),
    ]);
    expect(s.delayedWork.map((w: any) => [w.entityType, w.ref, w.from, w.to])).toEqual([
      ['opportunity', refs.o3.ref, day(10), day(20)],
      ['task', refs.t2.ref, day(2), day(9)],
      ['task', refs.t3.ref, day(7), day(21)],
      ['task', refs.t3.ref, day(7), null],
    ]);
    expect(s.stuckAsks.map((a: any) => [a.ref, a.status])).toEqual([
      [refs.a.ref, 'created'],
      [refs.b.ref, 'review'],
    ]);

    // the narrative: counts and the top items, deterministic
    const text: string = review.narrative;
    expect(text).toContain('Review Co (');
    expect(text).toContain('at ARR 50,000');
    expect(text).toContain(`From ${from} to ${today}: 1 new ask, 2 shipped items, 2 updates, 1 overdue commitment, 4 delays, 2 stuck asks.`);
    for (const x of [refs.n.ref, refs.t1.ref, refs.o1.ref, refs.d.ref, refs.o3.ref, refs.a.ref, refs.b.ref]) expect(text).toContain(x);
    expect(text).toContain(`${day(7)} → unscheduled`);
    const again = await data(api, 'POST', `/api/v1/customers/${c.ref}/reviews`, { from });
    expect(again.sections).toEqual(s);
    expect(again.narrative).toBe(text);
    expect(
      await new DigestSynthesizer().narrate({
        customer: { ref: c.ref, name: 'Review Co', status: 'onboarding', arr: 50000 },
        from,
        to: today,
        sections: s,
        truncated: [],
      }),
    ).toBe(text);
    // recorded on the customer's activity log
    const log = await db('activities').where({ org_id: rorg.orgId, entity_type: 'customer', entity_id: c.id, subject: 'review' });
    expect(log.length).toBeGreaterThanOrEqual(2);
  });

  it("from today: a quiet period; from in the future is 400; list newest first and paged; get; another customer's review is 404", async () => {
    const quietCustomer = await customer(api, { name: 'Quiet Co' });
    const quiet = await data(api, 'POST', `/api/v1/customers/${quietCustomer.ref}/reviews`, { from: today });
    expect(quiet.sections).toEqual({ newAsks: [], shippedWork: [], updates: [], overdueCommitments: [], delayedWork: [], stuckAsks: [] });
    expect(quiet.narrative).toContain('Nothing happened');
    expectFailure(await api('POST', `/api/v1/customers/${c.ref}/reviews`, { from: day(1) }), 400, 'VALIDATION_FAILED', 'body.from');
    expectFailure(await api('POST', `/api/v1/customers/${c.ref}/reviews`, { from: 'yesterday' }), 400, 'VALIDATION_FAILED', 'body.from');

    const latest = await data(api, 'POST', `/api/v1/customers/${c.ref}/reviews`, { from: today });
    const all = await data(api, 'GET', `/api/v1/customers/${c.ref}/reviews`);
    expect(all[0]).toEqual(latest);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((x: any) => x.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // paged one at a time, the same order
    const paged: any[] = [];
    let cursor: string | undefined;
    do {
      const page = expectReply(await api('GET', `/api/v1/customers/${c.ref}/reviews?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`), 200);
      paged.push(...page.data);
      cursor = page.pagination.hasMore ? page.pagination.cursor : undefined;
    } while (cursor);
    expect(paged.map((x) => x.id)).toEqual(all.map((x: any) => x.id));
    expect(await data(api, 'GET', `/api/v1/customers/${c.id}/reviews/${latest.id}`)).toEqual(latest);
    expectFailure(await api('GET', `/api/v1/customers/${quietCustomer.ref}/reviews/${latest.id}`), 404, 'NOT_FOUND', 'path.reviewId');
    expectFailure(await api('GET', `/api/v1/customers/${c.ref}/reviews/${randomUUID()}`), 404, 'NOT_FOUND', 'path.reviewId');
    // engineers read reviews, but do not build them
    const reader = client(rorg.engineerKey);
    expectReply(await reader('GET', `/api/v1/customers/${c.ref}/reviews`), 200);
    expect(expectFailure(await reader('POST', `/api/v1/customers/${c.ref}/reviews`, { from }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:update']);
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
