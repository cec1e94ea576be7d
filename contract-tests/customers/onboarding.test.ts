/**
 * One suite, two targets, for customer onboarding and reviews (spec 1 §2.8, §3.2;
 * spec 2 §4.11): read an onboarding never started, start one from a customer template, set a milestone's DRI and ARR
 * tranche, attach work to it (a task and an opportunity), advance it (the tranche raising ARR), complete it (live),
 * then build, list and read a review — through the generated SDK. Every response is validated against the OpenAPI
 * document (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only
 * (contract-tests/customers/onboarding.live.test.ts covers the rules in depth). The last test fails when an operation this file
 * takes over (suiteOperations in contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: the template is passed by id (org A keeps
 * no default customer template: the templates suite asserts there is none), names carry a unique suffix, and
 * everything hangs off a customer made here.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, suiteOperations } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const asEve = { headers: { authorization: `Bearer ${engineerKey}` } };
const today = new Date().toISOString().slice(0, 10);

describe('customer onboarding and reviews over the SDK (spec 2 §4.11)', () => {
  let me: string;
  let customerId: string;
  let ref: string;
  let templateId: string;
  let kickoff: string;
  let kickoffStep: string;
  let golive: string;

  it('a customer never onboarded: hasOnboarding false, no milestones', async () => {
    me = expectStatus(await sdk.getViewer(), 200).data.data!.userId;
    const t = expectStatus(
      await sdk.createTemplate({
        name: `Onboarding ${unique}`,
        defaultEntityType: 'customer',
        steps: [{ title: 'Kickoff', slaHours: 48 }, { title: 'Integration' }, { title: 'Go-live' }],
      }),
      201,
    );
    templateId = t.data.data!.id;
    const c = expectStatus(await sdk.createCustomer({ name: `Onboard ${unique}`, arr: 10000 }), 201);
    customerId = c.data.data!.id;
    ref = c.data.data!.ref;
    const got = expectStatus(await sdk.getCustomerOnboarding(ref), 200);
    onLive(() => {
      expect(got.data.data).toEqual({ customerId, hasOnboarding: false, instanceId: null, templateId: null, templateName: null, status: null, milestones: [] });
      expect(got.data.actions.map((a) => a.name)).toContain('completeCustomerOnboarding');
      expect(got.data.actions.map((a) => a.name)).not.toContain('advanceCustomerOnboarding');
    });
  });

  it('start: milestones seeded from the template, the first active, the customer onboarding', async () => {
    const started = expectStatus(await sdk.startCustomerOnboarding(ref, { templateId }), 201);
    const o = started.data.data!;
    kickoff = o.milestones[0]?.stepInstanceId;
    kickoffStep = o.milestones[0]?.stepId ?? '';
    golive = o.milestones[2]?.stepInstanceId;
    onLive(() => {
      expect(o).toMatchObject({ customerId, hasOnboarding: true, templateId, templateName: `Onboarding ${unique}`, status: 'running' });
      expect(o.milestones.map((m) => [m.title, m.status, m.terminal])).toEqual([
        ['Kickoff', 'active', null],
        ['Integration', 'pending', null],
        ['Go-live', 'pending', null],
        ['Completed', 'pending', 'completed'],
        ['Cancelled', 'pending', 'cancelled'],
      ]);
      expect(o.milestones[0]).toMatchObject({ driId: me, arrTranche: null, taskId: null, work: [], completedAt: null });
      expect(o.milestones[0].dueAt).not.toBeNull(); // from the step's SLA
      expect(started.data.actions).toContainEqual(expect.objectContaining({ name: 'advanceCustomerOnboarding', body: { stepInstanceId: kickoff } }));
    });
    if (live) {
      expect(expectStatus(await sdk.getCustomer(ref), 200).data.data).toMatchObject({ status: 'onboarding', hasOnboarding: true });
      expect((await sdk.startCustomerOnboarding(ref, { templateId })).status).toBe(409); // one runs already
      expect((await sdk.startCustomerOnboarding(ref, { templateId }, undefined, asEve)).status).toBe(403); // engineers read customers only
    }
  });

  it('milestone PATCH: DRI and the ARR tranche it unlocks', async () => {
    const m = expectStatus(await sdk.updateCustomerOnboardingStep(ref, kickoff, { arrTranche: 5000, driId: 'me' }), 200);
    onLive(() => expect(m.data.data).toMatchObject({ stepInstanceId: kickoff, title: 'Kickoff', driId: me, arrTranche: 5000 }));
  });

  it('milestone work: a task of a team and an opportunity, attached to the milestone', async () => {
    const prefix = `O${unique.slice(-3).replace(/[^A-Z0-9]/g, 'X')}`;
    const team = expectStatus(await sdk.createTeam({ name: `Onboarding team ${unique}`, prefix }), 201);
    const task = expectStatus(
      await sdk.createCustomerOnboardingStepWork(ref, kickoff, { kind: 'task', title: 'Configure SSO', teamId: team.data.data!.id }),
      201,
    );
    const opp = expectStatus(await sdk.createCustomerOnboardingStepWork(ref, kickoff, { kind: 'opportunity', title: `SSO for ${unique}` }), 201);
    onLive(() => {
      expect(task.data.data!.kind).toBe('task');
      expect(task.data.data!.ref.startsWith(`${prefix}-`)).toBe(true);
      expect(opp.data.data!.ref).toMatch(/^OPP-\d+$/);
    });
    if (live) {
      const o = expectStatus(await sdk.getCustomerOnboarding(ref), 200).data.data!;
      expect(o.milestones[0].work).toEqual([
        { kind: 'task', id: task.data.data!.id, ref: task.data.data!.ref },
        { kind: 'opportunity', id: opp.data.data!.id, ref: opp.data.data!.ref },
      ]);
      expect(expectStatus(await sdk.getTask(task.data.data!.ref), 200).data.data!.onboardingStepInstanceId).toBe(kickoff);
    }
  });

  it('advance by stepId: the milestone completes, its tranche raises ARR, the next one activates', async () => {
    const advanced = expectStatus(await sdk.advanceCustomerOnboarding(ref, { stepId: kickoffStep || '3fa85f64-5717-4562-b3fc-2c963f66afa6' }), 200);
    onLive(() => {
      expect(advanced.data.data!.milestones.slice(0, 2).map((m) => m.status)).toEqual(['completed', 'active']);
      expect(advanced.data.data!.milestones[0].completedAt).not.toBeNull();
    });
    if (live) {
      expect(expectStatus(await sdk.getCustomer(ref), 200).data.data!.arr).toBe(15000);
      const points = expectStatus(await sdk.listCustomerArrPoints(ref), 200).data.data!;
      // arr 10000 was set on create, without a point: the tranche's point is the first
      expect(points.map((p) => [p.level, p.effectiveDate, p.delta])).toEqual([[15000, today, null]]);
      expect((await sdk.advanceCustomerOnboarding(ref, { stepInstanceId: golive })).status).toBe(409); // not the active one
    }
  });

  it('complete: live, customerSince stamped, the rest skipped', async () => {
    const done = expectStatus(await sdk.completeCustomerOnboarding(ref, {}), 200);
    onLive(() => expect(done.data.data).toMatchObject({ id: customerId, status: 'live', customerSince: today, hasOnboarding: true }));
    if (live) {
      const o = expectStatus(await sdk.getCustomerOnboarding(ref), 200).data.data!;
      expect(o.status).toBe('completed');
      expect(o.milestones.map((m) => m.status)).toEqual(['completed', 'skipped', 'skipped', 'completed', 'skipped']);
      expect((await sdk.completeCustomerOnboarding(ref, {})).status).toBe(409); // live already
    }
  });

  it('reviews: build one since a date, list them newest first, read one', async () => {
    const made = expectStatus(await sdk.createCustomerReview(ref, { from: today }), 201);
    const reviewId = made.data.data!.id;
    onLive(() => {
      expect(made.data.data).toMatchObject({ customerId, from: today, to: today, createdById: me });
      expect(made.data.data!.sections.shippedWork).toEqual([]);
      expect(made.data.data!.narrative).toContain(ref);
    });
    const list = expectStatus(await sdk.listCustomerReviews(ref, { limit: 10 }), 200);
    onLive(() => expect(list.data.data![0]).toEqual(made.data.data));
    const got = expectStatus(await sdk.getCustomerReview(ref, reviewId), 200);
    onLive(() => expect(got.data.data).toEqual(made.data.data));
    if (live) {
      expect((await sdk.createCustomerReview(ref, { from: '2999-01-01' })).status).toBe(400);
      expect((await sdk.getCustomerReview(ref, '3fa85f64-5717-4562-b3fc-2c963f66afa6')).status).toBe(404);
    }
  });

  it('exercises every operation this file takes over (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope)).toEqual(new Set(suiteOperations['customers/onboarding.test.ts']));
    const missing = inScope.filter((op) => !exercised.has(op));
    expect(missing).toEqual([]);
  });
});
