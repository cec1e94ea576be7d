/**
 * Insights on the real server and a real Postgres (spec 1 §2.9, §3.1, §3.2): the one-root rule on create and update,
 * INS refs, the status machine with its note rules and side effects (system room message, the customer's feed,
 * notifications of the recorder and the team's reviewer), review teams, attaching work (created → active) and
 * completing it through the task and opportunity workflows (→ delivered).
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import { allOf, failure, must, useSdk } from '../lib/sdkAs.js';
import { admin, completeTask, db, eng, fixture, ids, insight, me, org, teamPrefix, uniq, useInsightsOrg } from './_setup.js';

useSdk();
useInsightsOrg();

describe('exactly one demand root (spec 1 §2.9)', () => {
  it('none or two is 400 naming the fields; each single root is accepted; an unknown root is 404 naming it', async () => {
    const none = failure(await sdk.createInsight({ verbatim: 'No root', source: 'sales' }, undefined, admin), 400, 'VALIDATION_FAILED');
    expect(none.details?.map((d) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId', 'body.externalStakeholderId']);
    expect(none.suggestion).toMatch(/exactly one/);
    const nulls = failure(
      await sdk.createInsight({ verbatim: 'Null roots', source: 'sales', customerId: null, stakeholderUserId: null }, undefined, admin),
      400,
      'VALIDATION_FAILED',
    );
    expect(nulls.details?.map((d) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    const ext = must(await sdk.createExternalStakeholder({ name: `Analyst ${uniq()}` }, undefined, admin));
    const two = failure(
      await sdk.createInsight({ verbatim: 'Two roots', source: 'sales', customerId: fixture.acme.ref, stakeholderUserId: 'me' }, undefined, admin),
      400,
      'VALIDATION_FAILED',
    );
    expect(two.details?.map((d) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    const three = failure(
      await sdk.createInsight(
        {
          verbatim: 'Three',
          source: 'sales',
          customerId: fixture.acme.id,
          stakeholderUserId: me,
          externalStakeholderId: ext.id,
        },
        undefined,
        admin,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(three.details).toHaveLength(3);

    const byCustomer = must(await sdk.createInsight({ verbatim: 'From Acme', source: 'interview', customerId: fixture.acme.ref }, undefined, admin));
    expect(byCustomer).toMatchObject({
      customerId: fixture.acme.id,
      stakeholderUserId: null,
      externalStakeholderId: null,
      status: 'created',
      recordedById: me,
      reviewTeamId: null,
      statusNote: null,
    });
    const byUser = must(await sdk.createInsight({ verbatim: 'From me', source: 'observation', stakeholderUserId: 'me' }, undefined, eng));
    expect(byUser).toMatchObject({ customerId: null, stakeholderUserId: org.engineerId, recordedById: org.engineerId });
    const byExternal = must(await sdk.createInsight({ verbatim: 'From outside', source: 'async', externalStakeholderId: ext.id }, undefined, admin));
    expect(byExternal).toMatchObject({ customerId: null, stakeholderUserId: null, externalStakeholderId: ext.id });

    failure(await sdk.createInsight({ verbatim: 'x', source: 'sales', customerId: randomUUID() }, undefined, admin), 404, 'NOT_FOUND', 'body.customerId');
    failure(await sdk.createInsight({ verbatim: 'x', source: 'sales', customerId: 'CUS-999999' }, undefined, admin), 404, 'NOT_FOUND', 'body.customerId');
    failure(
      await sdk.createInsight({ verbatim: 'x', source: 'sales', stakeholderUserId: randomUUID() }, undefined, admin),
      404,
      'NOT_FOUND',
      'body.stakeholderUserId',
    );
    failure(
      await sdk.createInsight({ verbatim: 'x', source: 'sales', externalStakeholderId: randomUUID() }, undefined, admin),
      404,
      'NOT_FOUND',
      'body.externalStakeholderId',
    );
  });

  it('an update that would leave two roots or none is 400; naming one root and nulling the other moves it', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    const two = failure(await sdk.updateInsight(i.ref, { stakeholderUserId: 'me' }, undefined, admin), 400, 'VALIDATION_FAILED');
    expect(two.details?.map((d) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    expect(two.details![0].message).toMatch(/null/);
    failure(await sdk.updateInsight(i.ref, { customerId: null }, undefined, admin), 400, 'VALIDATION_FAILED', 'body.customerId');
    const moved = must(await sdk.updateInsight(i.ref, { customerId: null, stakeholderUserId: 'me', interpretation: 'Internal now' }, undefined, admin));
    expect(moved).toMatchObject({ customerId: null, stakeholderUserId: me, interpretation: 'Internal now' });
    const back = must(
      await sdk.updateInsight(
        i.id,
        {
          customerId: fixture.acme.ref,
          stakeholderUserId: null,
          moscow: 'could',
          deadline: '2031-01-15',
          source: 'support',
          verbatim: 'Edited',
        },
        undefined,
        admin,
      ),
    );
    expect(back).toMatchObject({
      customerId: fixture.acme.id,
      stakeholderUserId: null,
      moscow: 'could',
      deadline: '2031-01-15',
      source: 'support',
      verbatim: 'Edited',
    });
    failure(
      await sdk.updateInsight(i.ref, { externalStakeholderId: randomUUID(), customerId: null }, undefined, admin),
      404,
      'NOT_FOUND',
      'body.externalStakeholderId',
    );
    // nothing changed by the refusals
    expect(must(await sdk.getInsight(i.ref, admin)).customerId).toBe(fixture.acme.id);
  });

  it('reads by INS ref and by UUID alike; an unknown ref or id is 404 naming path.id', async () => {
    const i = await insight();
    expect(i.ref).toMatch(/^INS-\d+$/);
    expect(must(await sdk.getInsight(i.ref, admin))).toEqual(must(await sdk.getInsight(i.id, admin)));
    for (const bad of ['INS-999999', randomUUID()]) {
      const err = failure(await sdk.getInsight(bad, admin), 404, 'NOT_FOUND', 'path.id');
      expect(err.suggestion).toMatch(/insights/);
    }
    // something that is no insight id or ref at all is refused by its form
    for (const bad of ['OPP-1', 'nonsense']) failure(await sdk.getInsight(bad, admin), 400, 'VALIDATION_FAILED', 'path.id');
  });
});

describe('the status machine (spec 1 §3.2)', () => {
  it("rejected needs a note of 5-1000 characters and a category; it posts to the system room and the customer's feed", async () => {
    const i = await insight({ customerId: fixture.acme.id, verbatim: 'Bulk export of invoices' });
    failure(await sdk.setInsightStatus(i.ref, { status: 'rejected', rejectionCategory: 'not_now' }, undefined, admin), 400, 'VALIDATION_FAILED', 'body.note');
    failure(
      await sdk.setInsightStatus(i.ref, { status: 'rejected', note: 'no', rejectionCategory: 'not_now' }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'body.note',
    );
    failure(
      await sdk.setInsightStatus(i.ref, { status: 'rejected', note: 'x'.repeat(1001), rejectionCategory: 'not_now' }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'body.note',
    );
    const noCategory = failure(
      await sdk.setInsightStatus(i.ref, { status: 'rejected', note: 'Out of scope this year' }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'body.rejectionCategory',
    );
    expect(noCategory.suggestion).toMatch(/rejectionCategory/);
    expect(must(await sdk.getInsight(i.ref, admin)).status).toBe('created');

    const rejected = must(
      await sdk.setInsightStatus(
        i.ref,
        {
          status: 'rejected',
          note: 'Out of scope this year',
          rejectionCategory: 'not_now',
        },
        undefined,
        admin,
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected', statusNote: 'Out of scope this year', rejectionCategory: 'not_now' });
    const system = await db('messages as m')
      .join('rooms as r', function () {
        this.on('r.org_id', 'm.org_id').andOn('r.id', 'm.room_id');
      })
      .where({ 'm.org_id': org.orgId, 'r.kind': 'system' })
      .select<{ body: string; system: boolean }[]>('m.body', 'm.system');
    const posted = system.filter((m) => m.body.includes(i.ref));
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toMatch(/rejected/);
    expect(posted[0].body).toContain('Out of scope this year');
    const feed = await db('customer_updates').where({ org_id: org.orgId, customer_id: fixture.acme.id, entity_type: 'insight', entity_id: i.id });
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ kind: 'decision', author_id: me });
    expect(feed[0].body).toContain('not_now');

    const again = failure(
      await sdk.setInsightStatus(i.ref, { status: 'rejected', note: 'Still out of scope', rejectionCategory: 'not_now' }, undefined, admin),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect(again.data).toMatchObject({ from: 'rejected', to: 'rejected' });
    // an insight of no customer: no feed entry, still a system message
    const internal = await insight();
    must(
      await sdk.setInsightStatus(
        internal.ref,
        {
          status: 'rejected',
          note: 'A duplicate of another ask',
          rejectionCategory: 'duplicate',
        },
        undefined,
        admin,
      ),
    );
    expect(await db('customer_updates').where({ org_id: org.orgId, entity_id: internal.id })).toHaveLength(0);
  });

  it('need_context needs a note and returns the insight to its recorder (a notification), not to the caller', async () => {
    const recorded = await insight({}, eng);
    failure(await sdk.setInsightStatus(recorded.ref, { status: 'need_context' }, undefined, admin), 400, 'VALIDATION_FAILED', 'body.note');
    failure(
      await sdk.setInsightStatus(
        recorded.ref,
        {
          status: 'need_context',
          note: 'Which plan are they on?',
          rejectionCategory: 'other',
        },
        undefined,
        admin,
      ),
      400,
      'VALIDATION_FAILED',
      'body.rejectionCategory',
    );
    const back = must(await sdk.setInsightStatus(recorded.ref, { status: 'need_context', note: 'Which plan are they on?' }, undefined, admin));
    expect(back).toMatchObject({ status: 'need_context', statusNote: 'Which plan are they on?', rejectionCategory: null });
    const notes = (await allOf((cursor) => sdk.listNotifications({ cursor, limit: 200 }, eng))).filter((x) => x.entityId === recorded.id);
    expect(notes).toEqual([
      expect.objectContaining({ type: 'insight_need_context', entityType: 'insight', actorId: me, linkUrl: `/api/v1/insights/${recorded.ref}` }),
    ]);
    expect(notes[0].body).toContain('Which plan are they on?');
    // my own insight: nobody is notified
    const mine = await insight();
    must(await sdk.setInsightStatus(mine.ref, { status: 'need_context', note: 'I will ask them' }, undefined, admin));
    expect((await allOf((cursor) => sdk.listNotifications({ cursor, limit: 200 }, admin))).filter((x) => x.entityId === mine.id)).toEqual([]);
  });

  it('archived hides it from the default list; includeArchived or status=archived shows it; a note is refused', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    failure(await sdk.setInsightStatus(i.ref, { status: 'archived', note: 'Old news' }, undefined, admin), 400, 'VALIDATION_FAILED', 'body.note');
    expect(must(await sdk.setInsightStatus(i.ref, { status: 'archived' }, undefined, admin))).toMatchObject({ status: 'archived' });
    expect(ids(await allOf((cursor) => sdk.listInsights({ cursor, limit: 200 }, admin)))).not.toContain(i.id);
    expect(ids(await allOf((cursor) => sdk.listInsights({ customerId: fixture.acme.ref, cursor, limit: 200 }, admin)))).not.toContain(i.id);
    expect(ids(await allOf((cursor) => sdk.listInsights({ includeArchived: true, cursor, limit: 200 }, admin)))).toContain(i.id);
    const archived = await allOf((cursor) => sdk.listInsights({ status: 'archived', cursor, limit: 200 }, admin));
    expect(ids(archived)).toContain(i.id);
    expect(archived.every((x) => x.status === 'archived')).toBe(true);
    failure(await sdk.setInsightStatus(i.ref, { status: 'archived' }, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
    // it is still readable, and may be decided again
    expect(must(await sdk.getInsight(i.ref, admin)).status).toBe('archived');
    expect(
      must(await sdk.setInsightStatus(i.ref, { status: 'rejected', note: 'Not viable after all', rejectionCategory: 'not_viable' }, undefined, admin)).status,
    ).toBe('rejected');
  });

  it("a review team makes it review and notifies the team's insight reviewer; null ends it: active with work, else created", async () => {
    const i = await insight({ verbatim: 'Review me' });
    const review = must(await sdk.setInsightReviewTeam(i.ref, { teamId: 'BIL' }, undefined, admin));
    expect(review).toMatchObject({ status: 'review', reviewTeamId: fixture.team.id });
    const notes = (await allOf((cursor) => sdk.listNotifications({ cursor, limit: 200 }, eng))).filter((x) => x.entityId === i.id);
    expect(notes).toEqual([expect.objectContaining({ type: 'insight_review', entityType: 'insight', actorId: me })]);
    expect(notes[0].title).toContain(i.ref);
    // the same team again changes nothing and notifies nobody again
    must(await sdk.setInsightReviewTeam(i.ref, { teamId: fixture.team.id }, undefined, admin));
    expect((await allOf((cursor) => sdk.listNotifications({ cursor, limit: 200 }, eng))).filter((x) => x.entityId === i.id)).toHaveLength(1);
    expect(must(await sdk.setInsightReviewTeam(i.ref, { teamId: null }, undefined, admin))).toMatchObject({ status: 'created', reviewTeamId: null });

    // with linked work it ends active
    const t = must(await sdk.createTask({ title: `Work ${uniq()}` }, undefined, admin));
    const worked = await insight();
    expect(must(await sdk.attachInsight(worked.ref, { entityType: 'task', entityId: t.ref }, undefined, admin)).status).toBe('active');
    expect(must(await sdk.setInsightReviewTeam(worked.ref, { teamId: fixture.team.id }, undefined, admin)).status).toBe('review');
    expect(must(await sdk.setInsightReviewTeam(worked.ref, { teamId: null }, undefined, admin))).toMatchObject({
      status: 'active',
      reviewTeamId: null,
    });
    // a reviewer-less team: review, nobody notified; an unknown team: 404
    const quiet = must(await sdk.createTeam({ name: `Quiet ${uniq()}`, prefix: teamPrefix() }, undefined, admin));
    expect(must(await sdk.setInsightReviewTeam(worked.ref, { teamId: quiet.id }, undefined, admin)).status).toBe('review');
    failure(await sdk.setInsightReviewTeam(worked.ref, { teamId: randomUUID() }, undefined, admin), 404, 'NOT_FOUND', 'body.teamId');
    failure(await sdk.setInsightReviewTeam(worked.ref, { teamId: 'ZZZ' }, undefined, admin), 404, 'NOT_FOUND', 'body.teamId');
  });

  it('a terminal insight keeps its outcome when the review ends', async () => {
    const i = await insight();
    must(await sdk.setInsightReviewTeam(i.ref, { teamId: fixture.team.id }, undefined, admin));
    must(
      await sdk.setInsightStatus(
        i.ref,
        {
          status: 'rejected',
          note: 'No demand beyond one account',
          rejectionCategory: 'no_demand',
        },
        undefined,
        admin,
      ),
    );
    expect(must(await sdk.setInsightReviewTeam(i.ref, { teamId: null }, undefined, admin))).toMatchObject({
      status: 'rejected',
      reviewTeamId: null,
      rejectionCategory: 'no_demand',
    });

    const t = must(await sdk.createTask({ title: `Done ${uniq()}` }, undefined, admin));
    const delivered = await insight();
    must(await sdk.attachInsight(delivered.ref, { entityType: 'task', entityId: t.ref }, undefined, admin));
    await completeTask(t.ref);
    expect(must(await sdk.getInsight(delivered.ref, admin)).status).toBe('delivered');
    // sent for review after delivery (any insight → review) and back: delivered again, not stuck in active
    expect(must(await sdk.setInsightReviewTeam(delivered.ref, { teamId: fixture.team.id }, undefined, admin)).status).toBe('review');
    expect(must(await sdk.setInsightReviewTeam(delivered.ref, { teamId: null }, undefined, admin))).toMatchObject({
      status: 'delivered',
      reviewTeamId: null,
    });
    must(await sdk.setInsightStatus(delivered.ref, { status: 'archived' }, undefined, admin));
    expect(must(await sdk.setInsightReviewTeam(delivered.ref, { teamId: null }, undefined, admin))).toMatchObject({ status: 'archived' });
  });

  it('attaching work makes a created insight active; completing all of it through the workflows makes it delivered', async () => {
    const t1 = must(await sdk.createTask({ title: `First ${uniq()}`, teamId: fixture.team.id }, undefined, admin));
    const t2 = must(await sdk.createTask({ title: `Second ${uniq()}` }, undefined, admin));
    const opp = must(await sdk.createOpportunity({ title: `Deliver ${uniq()}` }, undefined, admin));
    const i = await insight({ customerId: fixture.acme.id });
    // an objective is not work: still created
    expect(must(await sdk.attachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective.ref }, undefined, admin)).status).toBe('created');
    const active = must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: t1.ref }, undefined, admin));
    expect(active.status).toBe('active');
    must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: t2.id }, undefined, admin));
    must(await sdk.attachInsight(i.ref, { entityType: 'opportunity', entityId: opp.ref }, undefined, admin));
    await completeTask(t1.ref);
    expect(must(await sdk.getInsight(i.ref, admin)).status).toBe('active');
    await completeTask(t2.ref);
    expect(must(await sdk.getInsight(i.ref, admin)).status).toBe('active'); // the opportunity is not completed
    must(await sdk.setOpportunityState(opp.ref, { state: 'completed' }, undefined, admin));
    expect(must(await sdk.getInsight(i.ref, admin)).status).toBe('delivered');

    // work already completed: delivered at once
    const done = must(await sdk.createTask({ title: `Already ${uniq()}` }, undefined, admin));
    await completeTask(done.ref);
    const late = await insight();
    expect(must(await sdk.attachInsight(late.ref, { entityType: 'task', entityId: done.ref }, undefined, admin)).status).toBe('delivered');
    // detaching the unfinished work leaves completed work only: delivered
    const open = must(await sdk.createTask({ title: `Open ${uniq()}` }, undefined, admin));
    const mixed = await insight();
    must(await sdk.attachInsight(mixed.ref, { entityType: 'task', entityId: done.ref }, undefined, admin));
    expect(must(await sdk.attachInsight(mixed.ref, { entityType: 'task', entityId: open.ref }, undefined, admin)).status).toBe('delivered'); // already delivered by the first
    const fresh = await insight();
    must(await sdk.attachInsight(fresh.ref, { entityType: 'task', entityId: open.ref }, undefined, admin));
    must(await sdk.attachInsight(fresh.ref, { entityType: 'task', entityId: done.ref }, undefined, admin));
    expect(must(await sdk.getInsight(fresh.ref, admin)).status).toBe('active');
    expect(must(await sdk.detachInsight(fresh.ref, { entityType: 'task', entityId: open.ref }, undefined, admin)).status).toBe('delivered');
  });
});
