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
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope, Template } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, failure as expectFailure, must as data, ok, raw } from '../lib/sdkAs.js';
import { useCustomersOrg, admin, customer, db, eng, me, org, today, template, onboarding } from './_setup.js';

useCustomersOrg();
/** Follows an offered action as a client follows a link: raw HTTP, its href is data, not an SDK function. */
const follow = (a: sdk.Action) => raw<sdk.CustomerOnboardingResponse>(org.apiKey, a.method, a.href, a.body);

describe('onboarding from start to live (spec 1 §3.2; spec 2 §4.11)', () => {
  let defaultTemplate: Template;
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
    envelope(await sdk.setSubscription({ entityType: 'customer', entityId: c.ref, subscribed: true }, undefined, eng));

    // start with the org default, retried under its Idempotency-Key
    const key = randomUUID();
    const first = envelope(await sdk.startCustomerOnboarding(c.ref, {}, { 'Idempotency-Key': key }, admin), 201);
    const again = await sdk.startCustomerOnboarding(c.ref, {}, { 'Idempotency-Key': key }, admin);
    envelope(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(envelope(again, 201).data).toEqual(first.data);
    expect(Number((await db('template_instances').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).count('* as n').first())?.n)).toBe(1);
    expectFailure(await sdk.startCustomerOnboarding(c.ref, { templateId: defaultTemplate.id }, { 'Idempotency-Key': key }, admin), 409, 'IDEMPOTENCY_CONFLICT');

    const o = first.data;
    expect(o).toMatchObject({ customerId: c.id, hasOnboarding: true, templateId: defaultTemplate.id, templateName: defaultTemplate.name, status: 'running' });
    const [kickoff, integration, golive] = o.milestones;
    expect(o.milestones.map((m) => [m.title, m.position, m.status, m.terminal, m.stepId])).toEqual([
      ['Kickoff', 1, 'active', null, defaultTemplate.steps[0].id],
      ['Integration', 2, 'pending', null, defaultTemplate.steps[1].id],
      ['Go-live', 3, 'pending', null, defaultTemplate.steps[2].id],
      ['Completed', 4, 'pending', 'completed', defaultTemplate.steps[3].id],
      ['Cancelled', 5, 'pending', 'cancelled', defaultTemplate.steps[4].id],
    ]);
    // dueAt from the SLA: 24 hours after it started
    const due = Date.parse(kickoff.dueAt ?? '') - Date.now();
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
    expect(data(await sdk.getCustomer(c.ref, admin))).toMatchObject({ status: 'onboarding', hasOnboarding: true, arr: null });

    // tranches: null clears
    expect(data(await sdk.updateCustomerOnboardingStep(c.ref, kickoff.stepInstanceId, { arrTranche: 10000 }, undefined, admin))).toMatchObject({
      arrTranche: 10000,
    });
    data(await sdk.updateCustomerOnboardingStep(c.ref, integration.stepInstanceId, { arrTranche: 15000.5 }, undefined, admin));
    data(await sdk.updateCustomerOnboardingStep(c.ref, golive.stepInstanceId, { arrTranche: 999 }, undefined, admin));
    expect(data(await sdk.updateCustomerOnboardingStep(c.ref, golive.stepInstanceId, { arrTranche: null }, undefined, admin))).toMatchObject({
      arrTranche: null,
    });

    // advance: exactly one of the two fields; the active one only; a milestone of this onboarding only
    const advance = (body: sdk.AdvanceCustomerOnboardingBody) => sdk.advanceCustomerOnboarding(c.ref, body, undefined, admin);
    // neither field, or both: raw HTTP, the SDK's types want exactly one
    const rawAdvance = (body: unknown) => raw<ErrorEnvelope>(org.apiKey, 'POST', `/api/v1/customers/${c.ref}/onboarding/advance`, body);
    const neither = expectFailure(await rawAdvance({}), 400, 'VALIDATION_FAILED', 'body.stepInstanceId');
    expect(neither.details?.map((d) => d.field)).toEqual(['body.stepInstanceId', 'body.stepId']);
    expect(
      expectFailure(await rawAdvance({ stepInstanceId: kickoff.stepInstanceId, stepId: kickoff.stepId }), 400, 'VALIDATION_FAILED').details?.map(
        (d) => d.field,
      ),
    ).toEqual(['body.stepInstanceId', 'body.stepId']);
    const notActive = expectFailure(await advance({ stepInstanceId: integration.stepInstanceId }), 409, 'INVALID_STATE_TRANSITION');
    expect(notActive.data).toMatchObject({ activeStepInstanceId: kickoff.stepInstanceId, activeTitle: 'Kickoff' });
    expect(notActive.suggestion).toContain(kickoff.stepInstanceId);
    expectFailure(await advance({ stepInstanceId: randomUUID() }), 404, 'NOT_FOUND', 'body.stepInstanceId');
    expectFailure(await advance({ stepId: randomUUID() }), 404, 'NOT_FOUND', 'body.stepId');

    // by stepInstanceId, following the onboarding's own action: Kickoff completes, 0 + 10000 is recorded
    const offered = envelope(await sdk.getCustomerOnboarding(c.ref, admin)).actions.find((a) => a.name === 'advanceCustomerOnboarding')!;
    const followed = await follow(offered);
    ok(followed);
    const a1 = data(followed);
    expect(a1.milestones.slice(0, 3).map((m) => m.status)).toEqual(['completed', 'active', 'pending']);
    expect(a1.milestones[0].completedAt).not.toBeNull();
    expect(data(await sdk.getCustomer(c.ref, admin)).arr).toBe(10000);

    // by the template step: Integration completes, 10000 + 15000.5
    data(await sdk.advanceCustomerOnboarding(c.ref, { stepId: integration.stepId ?? undefined }, undefined, admin));
    expect(data(await sdk.getCustomer(c.ref, admin)).arr).toBe(25000.5);
    const points = data(await sdk.listCustomerArrPoints(c.ref, admin));
    expect(points.map((p) => [p.level, p.effectiveDate, p.delta])).toEqual([
      [10000, today, null],
      [25000.5, today, 15000.5],
    ]);
    expect((await db('arr_points').where({ org_id: org.orgId, customer_id: c.id })).every((p) => p.created_by_id === me)).toBe(true);
    // what the follower has heard so far (the start moved the status to onboarding)
    const heard = new Set(
      data(await sdk.listNotifications({ types: 'entity_changed' }, eng))
        .filter((x) => x.entityId === c.id)
        .map((x) => x.id),
    );
    expect(heard.size).toBeGreaterThan(0);

    // the last milestone (no tranche): Completed reached, the customer live, customerSince stamped
    const last = data(await sdk.advanceCustomerOnboarding(c.ref, { stepInstanceId: golive.stepInstanceId }, undefined, admin));
    expect(last.status).toBe('completed');
    expect(last.milestones.map((m) => m.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'skipped']);
    const live = data(await sdk.getCustomer(c.ref, admin));
    expect(live).toMatchObject({ status: 'live', customerSince: today, arr: 25000.5, hasOnboarding: true });
    expect(data(await sdk.listCustomerArrPoints(c.ref, admin))).toHaveLength(2); // no tranche, no point
    const told = data(await sdk.listNotifications({ types: 'entity_changed' }, eng)).filter((x) => x.entityId === c.id && !heard.has(x.id));
    expect(told).toContainEqual(
      expect.objectContaining({ type: 'entity_changed', entityType: 'customer', actorId: me, body: expect.stringContaining('status') }),
    );

    // over: nothing to advance, and a live customer neither starts nor completes again
    const ended = envelope(await sdk.getCustomerOnboarding(c.ref, admin));
    expect(ended.actions.map((a) => a.name)).not.toContain('advanceCustomerOnboarding');
    expect(ended.actions.map((a) => a.name)).not.toContain('completeCustomerOnboarding');
    expectFailure(await advance({ stepInstanceId: golive.stepInstanceId }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.startCustomerOnboarding(c.ref, {}, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.completeCustomerOnboarding(c.ref, {}, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
  });

  it("the template machine's own paths unlock tranches too: PATCH of the step, a handoff with markComplete; its last step makes the customer live", async () => {
    const c = await customer(admin, { arr: 1000, customerSince: '2025-01-01', status: 'pilot' });
    const o = data(await sdk.startCustomerOnboarding(c.id, {}, undefined, admin));
    const [kickoff, integration, golive] = o.milestones;
    for (const m of [kickoff, integration, golive]) data(await sdk.updateCustomerOnboardingStep(c.id, m.stepInstanceId, { arrTranche: 100 }, undefined, admin));
    data(await sdk.updateStepInstance(kickoff.stepInstanceId, { status: 'completed' }, undefined, admin));
    expect(data(await sdk.getCustomer(c.id, admin)).arr).toBe(1100);
    data(await sdk.handoffTemplateStep({ stepInstanceId: golive.stepInstanceId, markComplete: true }, undefined, admin));
    expect(data(await sdk.getCustomer(c.id, admin)).arr).toBe(1200); // Integration completed by the handoff
    expect(data(await sdk.getCustomer(c.id, admin)).status).toBe('onboarding');
    data(await sdk.updateStepInstance(golive.stepInstanceId, { status: 'completed' }, undefined, admin));
    // a handoff without markComplete pauses: no tranche; skipping unlocks nothing either (checked on the last: none left)
    expect(data(await sdk.getCustomer(c.id, admin))).toMatchObject({ arr: 1300, status: 'live', customerSince: '2025-01-01' });
    expect(data(await sdk.listCustomerArrPoints(c.id, admin)).map((p) => p.level)).toEqual([1100, 1200, 1300]);
  });

  it('a skipped milestone unlocks nothing; a paused handoff neither', async () => {
    const c = await customer(admin);
    const o = data(await sdk.startCustomerOnboarding(c.id, {}, undefined, admin));
    const [kickoff, integration, golive] = o.milestones;
    for (const m of [kickoff, integration]) data(await sdk.updateCustomerOnboardingStep(c.id, m.stepInstanceId, { arrTranche: 50 }, undefined, admin));
    data(await sdk.handoffTemplateStep({ stepInstanceId: golive.stepInstanceId, markComplete: false }, undefined, admin)); // Kickoff paused
    data(await sdk.updateStepInstance(integration.stepInstanceId, { status: 'skipped' }, undefined, admin));
    const cur = data(await sdk.getCustomer(c.id, admin));
    expect(cur).toMatchObject({ arr: null, status: 'onboarding' });
    expect(data(await sdk.listCustomerArrPoints(c.id, admin))).toEqual([]);
  });

  it('two advances of the same milestone at once: one succeeds, one is 409; the tranche is recorded once', async () => {
    const c = await customer(admin);
    const o = data(await sdk.startCustomerOnboarding(c.id, {}, undefined, admin));
    data(await sdk.updateCustomerOnboardingStep(c.id, o.milestones[0].stepInstanceId, { arrTranche: 700 }, undefined, admin));
    const rs = await Promise.all([1, 2].map(() => sdk.advanceCustomerOnboarding(c.id, { stepInstanceId: o.milestones[0].stepInstanceId }, undefined, admin)));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(data(await sdk.getCustomer(c.id, admin)).arr).toBe(700);
    expect(data(await sdk.listCustomerArrPoints(c.id, admin))).toHaveLength(1);
  });

  it('PATCH to onboarding starts the default template (first milestone active); one already running is kept', async () => {
    const c = await customer(admin);
    const moved = data(await sdk.updateCustomer(c.ref, { status: 'onboarding' }, undefined, admin));
    expect(moved).toMatchObject({ status: 'onboarding', hasOnboarding: true });
    const o = await onboarding(admin, c);
    expect(o).toMatchObject({ status: 'running', templateId: defaultTemplate.id });
    expect(o.milestones[0].status).toBe('active');
    // onboarding → pilot → onboarding: the running onboarding stays, none is added
    data(await sdk.updateCustomer(c.ref, { status: 'pilot' }, undefined, admin));
    data(await sdk.updateCustomer(c.ref, { status: 'onboarding' }, undefined, admin));
    expect((await onboarding(admin, c)).instanceId).toBe(o.instanceId);
    expect(Number((await db('template_instances').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).count('* as n').first())?.n)).toBe(1);
    // the list shows hasOnboarding too
    const listed = data(await sdk.listCustomers({ status: 'onboarding', limit: 200 }, admin)).find((x) => x.id === c.id);
    expect(listed?.hasOnboarding).toBe(true);
  });

  it('without a default template: PATCH to onboarding moves the status only; start is 404 saying how to make one', async () => {
    const o2 = await newOrg('No default org');
    const api = as(o2.apiKey);
    const c = await customer(api);
    expect(data(await sdk.updateCustomer(c.ref, { status: 'onboarding' }, undefined, api))).toMatchObject({ status: 'onboarding', hasOnboarding: false });
    expect((await onboarding(api, c)).hasOnboarding).toBe(false);
    const err = expectFailure(await sdk.startCustomerOnboarding(c.ref, {}, undefined, api), 404, 'NOT_FOUND', 'body.templateId');
    expect(err.suggestion).toMatch(/isDefault/);
    expect(err.suggestion).toMatch(/POST \/api\/v1\/templates/);
    // a template of opportunities is 400; an unknown one 404
    const oppTemplate = data(await sdk.createTemplate({ name: 'Delivery', defaultEntityType: 'opportunity', steps: [{ title: 'Build' }] }, undefined, api));
    expectFailure(await sdk.startCustomerOnboarding(c.ref, { templateId: oppTemplate.id }, undefined, api), 400, 'VALIDATION_FAILED', 'body.templateId');
    expectFailure(await sdk.startCustomerOnboarding(c.ref, { templateId: randomUUID() }, undefined, api), 404, 'NOT_FOUND', 'body.templateId');
    // an onboarding customer without a running onboarding may start one, by templateId
    const t = await template(api, [['Only step']]);
    const started = envelope(await sdk.startCustomerOnboarding(c.ref, { templateId: t.id }, undefined, api), 201).data;
    expect(started).toMatchObject({ templateId: t.id, status: 'running' });
    expect(started.milestones[0]).toMatchObject({ title: 'Only step', status: 'active' });
  });

  it('start is refused while one runs and for live, churned and lost customers; a pilot becomes onboarding', async () => {
    const pilot = await customer(admin, { status: 'pilot' });
    expect(data(await sdk.startCustomerOnboarding(pilot.ref, {}, undefined, admin)).status).toBe('running');
    expect(data(await sdk.getCustomer(pilot.ref, admin)).status).toBe('onboarding');
    const running = expectFailure(await sdk.startCustomerOnboarding(pilot.ref, {}, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
    expect(running.data?.instanceId).toBe((await onboarding(admin, pilot)).instanceId);

    const live = await customer(admin, { status: 'live' });
    const churned = data(
      await sdk.updateCustomer(
        (await customer(admin, { status: 'live' })).id,
        {
          status: 'churned',
          reason: 'Budget cut this year',
        },
        undefined,
        admin,
      ),
    );
    const lost = data(await sdk.updateCustomer((await customer(admin)).id, { status: 'lost', reason: 'Chose a competitor' }, undefined, admin));
    for (const c of [live, churned, lost]) {
      const e = expectFailure(await sdk.startCustomerOnboarding(c.ref, {}, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
      expect(e.data).toMatchObject({ from: c.status, to: 'onboarding' });
      expect((await onboarding(admin, c)).hasOnboarding).toBe(false);
    }
  });

  it('complete: from prospect, pilot (landing a running onboarding, its remaining tranches not unlocked) and onboarding; never revives churned or lost', async () => {
    const prospect = await customer(admin);
    const done = envelope(await sdk.completeCustomerOnboarding(prospect.ref, {}, undefined, admin));
    expect(done.data).toMatchObject({ id: prospect.id, status: 'live', customerSince: today, hasOnboarding: false });
    expect(done.actions.map((a) => a.name)).toContain('getCustomer');

    const c = await customer(admin, { arr: 500, customerSince: '2024-06-01' });
    const o = data(await sdk.startCustomerOnboarding(c.ref, {}, undefined, admin));
    for (const m of o.milestones.slice(0, 3)) data(await sdk.updateCustomerOnboardingStep(c.ref, m.stepInstanceId, { arrTranche: 10 }, undefined, admin));
    data(await sdk.advanceCustomerOnboarding(c.ref, { stepInstanceId: o.milestones[0].stepInstanceId }, undefined, admin));
    // followed from the onboarding's actions
    const offered = envelope(await sdk.getCustomerOnboarding(c.ref, admin)).actions.find((a) => a.name === 'completeCustomerOnboarding')!;
    const completing = await raw<sdk.CustomerResponse>(org.apiKey, offered.method, offered.href, offered.body);
    ok(completing);
    const completed = data(completing);
    expect(completed).toMatchObject({ status: 'live', customerSince: '2024-06-01', arr: 510 });
    const after = await onboarding(admin, c);
    expect(after.status).toBe('completed');
    expect(after.milestones.map((m) => m.status)).toEqual(['completed', 'skipped', 'skipped', 'completed', 'skipped']);
    expect(data(await sdk.listCustomerArrPoints(c.ref, admin))).toHaveLength(1);

    const pilot = await customer(admin, { status: 'pilot' });
    expect(data(await sdk.completeCustomerOnboarding(pilot.ref, {}, undefined, admin)).status).toBe('live');

    const churned = data(
      await sdk.updateCustomer(
        (await customer(admin, { status: 'live' })).id,
        {
          status: 'churned',
          reason: 'Moved to an in-house tool',
        },
        undefined,
        admin,
      ),
    );
    const lost = data(await sdk.updateCustomer((await customer(admin)).id, { status: 'lost', reason: 'Went with a competitor' }, undefined, admin));
    for (const x of [churned, lost]) {
      const e = expectFailure(await sdk.completeCustomerOnboarding(x.ref, {}, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
      expect(e.message).toMatch(/never revives/);
      expect(e.suggestion).toMatch(/prospect/);
      expect(data(await sdk.getCustomer(x.ref, admin)).status).toBe(x.status);
      // and their onboarding offers no complete
      expect(envelope(await sdk.getCustomerOnboarding(x.ref, admin)).actions.map((a) => a.name)).not.toContain('completeCustomerOnboarding');
    }
    // a customer that churns during onboarding: its onboarding is cancelled, so no milestone moves on, no tranche
    // is unlocked and nothing revives it
    const leaving = await customer(admin);
    const lo = data(await sdk.startCustomerOnboarding(leaving.ref, {}, undefined, admin));
    data(await sdk.updateCustomerOnboardingStep(leaving.ref, lo.milestones[0].stepInstanceId, { arrTranche: 50000 }, undefined, admin));
    data(await sdk.updateCustomer(leaving.ref, { status: 'churned', reason: 'Left during onboarding' }, undefined, admin));
    const cancelled = await sdk.getCustomerOnboarding(leaving.ref, admin);
    expect(envelope(cancelled).data.status).toBe('cancelled');
    expect(envelope(cancelled).actions.map((a) => a.name)).not.toContain('advanceCustomerOnboarding');
    expectFailure(
      await sdk.advanceCustomerOnboarding(leaving.ref, { stepInstanceId: lo.milestones[0].stepInstanceId }, undefined, admin),
      409,
      'INVALID_STATE_TRANSITION',
    );
    const stepMove = await sdk.updateStepInstance(lo.milestones[0].stepInstanceId, { status: 'completed' }, undefined, admin);
    expect(stepMove.status).toBeGreaterThanOrEqual(400);
    expect(data(await sdk.listCustomerArrPoints(leaving.ref, admin))).toEqual([]);
    expect(data(await sdk.getCustomer(leaving.ref, admin))).toMatchObject({ status: 'churned', arr: null });
  });
});
