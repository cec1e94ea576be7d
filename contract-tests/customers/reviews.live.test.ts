/**
 * Customer reviews on the real server (spec 1 §2.8; spec 2 §4.11): the digest built on a seeded history (backdated
 * through SQL), review list and get, idempotency and actions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { DigestSynthesizer } from '../../src/services/customers/reviews.js';
import { as, envelope, failure as expectFailure, must as data } from '../lib/sdkAs.js';
import { useCustomersOrg, customer, day, db, today, template, type Org } from './_setup.js';

useCustomersOrg();

describe('reviews: the digest on a seeded history (spec 1 §2.8; spec 2 §4.11)', () => {
  let rorg: Org;
  let api: RequestInit;
  let c: sdk.Customer;
  let note: sdk.CustomerUpdate;
  const from = day(-20);
  const insight = async (verbatim: string, extra: Partial<sdk.CreateInsightBody> = {}) =>
    data(await sdk.createInsight({ verbatim, source: 'interview', customerId: c.id, ...extra }, undefined, api));
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
  /** What the history was made of: opportunities, insights and tasks by name. */
  const refs: Record<string, { id: string; ref: string; createdAt?: string }> = {};

  beforeAll(async () => {
    rorg = await newOrg('Review org');
    api = as(rorg.apiKey);
    c = await customer(api, { name: 'Review Co', arr: 50000 });
    const other = await customer(api, { name: 'Other Co' });
    const team = data(await sdk.createTeam({ name: 'Review team', prefix: 'REV' }, undefined, api));
    const link = async (title: string) => {
      const o = data(await sdk.createOpportunity({ title }, undefined, api));
      data(await sdk.linkCustomerOpportunity(c.id, { opportunityId: o.id }, undefined, api));
      return o;
    };
    // shipped: O1 now; O2 30 days ago (out of the window)
    refs.o1 = await link('Shipped lately');
    refs.o2 = await link('Shipped long ago');
    data(await sdk.setOpportunityState(refs.o2.ref, { state: 'completed' }, undefined, api));
    await backdate('opportunity', refs.o2.id, 'state', 30);
    data(await sdk.setOpportunityState(refs.o1.ref, { state: 'completed' }, undefined, api));
    // O3's due date: set (not a delay), moved later (a delay), moved earlier (not one)
    refs.o3 = await link('Moving target');
    data(await sdk.updateOpportunity(refs.o3.ref, { dueDate: day(10) }, undefined, api));
    data(await sdk.updateOpportunity(refs.o3.ref, { dueDate: day(20) }, undefined, api));
    data(await sdk.updateOpportunity(refs.o3.ref, { dueDate: day(5) }, undefined, api));

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
    refs.t1 = data(await sdk.createTask({ title: 'Ship the fresh ask', teamId: team.id }, undefined, api));
    data(await sdk.attachInsight(refs.n.id, { entityType: 'task', entityId: refs.t1.ref }, undefined, api));
    data(await sdk.setTaskStatus(refs.t1.ref, { status: 'in_progress' }, undefined, api));
    data(await sdk.setTaskStatus(refs.t1.ref, { status: 'completed' }, undefined, api));

    // D: a commitment (recorded 40 days ago) whose deadline passed; its task T2 slips
    refs.d = await insight('Promised SSO by the renewal', { deadline: day(30) });
    refs.t2 = data(await sdk.createTask({ title: 'SSO', teamId: team.id }, undefined, api));
    data(await sdk.attachInsight(refs.d.id, { entityType: 'task', entityId: refs.t2.ref }, undefined, api));
    await db('insights')
      .where({ org_id: rorg.orgId, id: refs.d.id })
      .update({ deadline: day(-3), created_at: ago(40) });
    data(await sdk.updateTask(refs.t2.ref, { dueDate: `${day(1)}T00:00:00Z` }, undefined, api));
    data(await sdk.updateTask(refs.t2.ref, { dueDate: `${day(2)}T00:00:00Z` }, undefined, api));
    await backdate('task', refs.t2.id, 'due_date', 40); // a delay before the window
    data(await sdk.updateTask(refs.t2.ref, { dueDate: `${day(9)}T12:00:00Z` }, undefined, api));

    // T3: onboarding work moved between cycles: none → c1 (no delay), c1 → c2 (later), c2 → c1 (earlier), c1 → none (unscheduled)
    const t = await template(api, [['Setup']]);
    const o = data(await sdk.startCustomerOnboarding(c.id, { templateId: t.id }, undefined, api));
    refs.t3 = data(
      await sdk.createCustomerOnboardingStepWork(
        c.id,
        o.milestones[0].stepInstanceId,
        {
          kind: 'task',
          title: 'Provision tenant',
          teamId: team.id,
        },
        undefined,
        api,
      ),
    );
    const [c1] = await db('cycles')
      .insert({ org_id: rorg.orgId, team_id: team.id, number: 1, name: 'Cycle 1', starts_on: day(-6), ends_on: day(7) })
      .returning('id');
    const [c2] = await db('cycles')
      .insert({ org_id: rorg.orgId, team_id: team.id, number: 2, name: 'Cycle 2', starts_on: day(8), ends_on: day(21) })
      .returning('id');
    for (const cycle of [c1.id, c2.id, c1.id, null]) await db('tasks').where({ org_id: rorg.orgId, id: refs.t3.id }).update({ cycle_id: cycle });

    // the feed: a note now, one 40 days ago
    note = data(await sdk.createCustomerUpdate(c.id, { body: 'Renewal call booked' }, undefined, api));
    const old = data(await sdk.createCustomerUpdate(c.id, { body: 'Kickoff notes' }, undefined, api));
    await db('customer_updates')
      .where({ org_id: rorg.orgId, id: old.id })
      .update({ created_at: ago(40) });

    // another customer's ask stays out
    data(await sdk.createInsight({ verbatim: 'Not this account', source: 'interview', customerId: other.id }, undefined, api));
  });

  it('builds each section from the history since from, and a narrative from them', async () => {
    const r = envelope(await sdk.createCustomerReview(c.ref, { from }, undefined, api), 201);
    const review = r.data;
    expect(review).toMatchObject({ customerId: c.id, from, to: today, createdById: rorg.userId });
    const s = review.sections;
    expect(s.newAsks).toEqual([
      { insightId: refs.n.id, ref: refs.n.ref, verbatim: 'Fresh ask from the QBR', status: 'delivered', createdAt: refs.n.createdAt },
    ]);
    expect(s.shippedWork.map((w) => [w.entityType, w.ref])).toEqual([
      ['task', refs.t1.ref],
      ['opportunity', refs.o1.ref],
    ]);
    expect(s.updates.map((u) => [u.kind, u.kind === 'note' ? u.id : u.entityId])).toEqual(
      expect.arrayContaining([
        ['note', note.id],
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
    expect(s.delayedWork.map((w) => [w.entityType, w.ref, w.from, w.to])).toEqual([
      ['opportunity', refs.o3.ref, day(10), day(20)],
      ['task', refs.t2.ref, day(2), day(9)],
      ['task', refs.t3.ref, day(7), day(21)],
      ['task', refs.t3.ref, day(7), null],
    ]);
    expect(s.stuckAsks.map((a) => [a.ref, a.status])).toEqual([
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
    const again = data(await sdk.createCustomerReview(c.ref, { from }, undefined, api));
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
    const quiet = data(await sdk.createCustomerReview(quietCustomer.ref, { from: today }, undefined, api));
    expect(quiet.sections).toEqual({ newAsks: [], shippedWork: [], updates: [], overdueCommitments: [], delayedWork: [], stuckAsks: [] });
    expect(quiet.narrative).toContain('Nothing happened');
    expectFailure(await sdk.createCustomerReview(c.ref, { from: day(1) }, undefined, api), 400, 'VALIDATION_FAILED', 'body.from');
    expectFailure(await sdk.createCustomerReview(c.ref, { from: 'yesterday' }, undefined, api), 400, 'VALIDATION_FAILED', 'body.from');

    const latest = data(await sdk.createCustomerReview(c.ref, { from: today }, undefined, api));
    const all = data(await sdk.listCustomerReviews(c.ref, undefined, api));
    expect(all[0]).toEqual(latest);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((x) => x.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // paged one at a time, the same order
    const paged: sdk.CustomerReview[] = [];
    let cursor: string | undefined;
    do {
      const page = envelope(await sdk.listCustomerReviews(c.ref, { limit: 1, cursor }, api));
      paged.push(...page.data);
      cursor = page.pagination.hasMore ? (page.pagination.cursor ?? undefined) : undefined;
    } while (cursor);
    expect(paged.map((x) => x.id)).toEqual(all.map((x) => x.id));
    expect(data(await sdk.getCustomerReview(c.id, latest.id, api))).toEqual(latest);
    expectFailure(await sdk.getCustomerReview(quietCustomer.ref, latest.id, api), 404, 'NOT_FOUND', 'path.reviewId');
    expectFailure(await sdk.getCustomerReview(c.ref, randomUUID(), api), 404, 'NOT_FOUND', 'path.reviewId');
    // engineers read reviews, but do not build them
    const reader = as(rorg.engineerKey);
    envelope(await sdk.listCustomerReviews(c.ref, undefined, reader));
    expect(expectFailure(await sdk.createCustomerReview(c.ref, { from }, undefined, reader), 403, 'FORBIDDEN').data?.missing).toEqual(['customer:update']);
  });
});
