/**
 * Customer onboarding from start to live on the real server and a real Postgres (spec 1 §2.8, §3.2; spec 2 §4.11,
 * §7, §8): a default template with SLAs and ARR tranches, milestones advanced by id and by template step, ARR points
 * recorded and arr raised, Completed reached → live, customerSince stamped, followers notified; the template
 * machine's own paths unlocking tranches too, a PATCH to onboarding starting the default template, start and complete
 * refusals (no revival of churned or lost). Milestones: onboarding-milestones.live.test.ts; reviews:
 * reviews.live.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply, expectFailure } from '../lib/expect.js';
import { useCustomersOrg, admin, customer, db, eng, me, org, today, template, onboarding } from './_setup.js';

useCustomersOrg();

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
