/**
 * Insights on the real server and a real Postgres (spec 1 §2.9, §3.1, §3.2): the one-root rule on create and update,
 * INS refs, the status machine with its note rules and side effects (system room message, the customer's feed,
 * notifications of the recorder and the team's reviewer), review teams, attaching work (created → active) and
 * completing it through the task and opportunity workflows (→ delivered).
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { all, data } from '../lib/http.js';
import { expectFailure } from '../lib/expect.js';
import { admin, completeTask, db, eng, fixture, ids, insight, me, org, teamPrefix, uniq, useInsightsOrg } from './_setup.js';

useInsightsOrg();

describe('exactly one demand root (spec 1 §2.9)', () => {
  it('none or two is 400 naming the fields; each single root is accepted; an unknown root is 404 naming it', async () => {
    const none = expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'No root', source: 'sales' }), 400, 'VALIDATION_FAILED');
    expect(none.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId', 'body.externalStakeholderId']);
    expect(none.suggestion).toMatch(/exactly one/);
    const nulls = expectFailure(
      await admin('POST', '/api/v1/insights', { verbatim: 'Null roots', source: 'sales', customerId: null, stakeholderUserId: null }),
      400,
      'VALIDATION_FAILED',
    );
    expect(nulls.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    const ext = await data(admin, 'POST', '/api/v1/external-stakeholders', { name: `Analyst ${uniq()}` });
    const two = expectFailure(
      await admin('POST', '/api/v1/insights', { verbatim: 'Two roots', source: 'sales', customerId: fixture.acme.ref, stakeholderUserId: 'me' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(two.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    const three = expectFailure(
      await admin('POST', '/api/v1/insights', {
        verbatim: 'Three',
        source: 'sales',
        customerId: fixture.acme.id,
        stakeholderUserId: me,
        externalStakeholderId: ext.id,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(three.details).toHaveLength(3);

    const byCustomer = await data(admin, 'POST', '/api/v1/insights', { verbatim: 'From Acme', source: 'interview', customerId: fixture.acme.ref });
    expect(byCustomer).toMatchObject({
      customerId: fixture.acme.id,
      stakeholderUserId: null,
      externalStakeholderId: null,
      status: 'created',
      recordedById: me,
      reviewTeamId: null,
      statusNote: null,
    });
    const byUser = await data(eng, 'POST', '/api/v1/insights', { verbatim: 'From me', source: 'observation', stakeholderUserId: 'me' });
    expect(byUser).toMatchObject({ customerId: null, stakeholderUserId: org.engineerId, recordedById: org.engineerId });
    const byExternal = await data(admin, 'POST', '/api/v1/insights', { verbatim: 'From outside', source: 'async', externalStakeholderId: ext.id });
    expect(byExternal).toMatchObject({ customerId: null, stakeholderUserId: null, externalStakeholderId: ext.id });

    expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', customerId: randomUUID() }), 404, 'NOT_FOUND', 'body.customerId');
    expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', customerId: 'CUS-999999' }), 404, 'NOT_FOUND', 'body.customerId');
    expectFailure(
      await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', stakeholderUserId: randomUUID() }),
      404,
      'NOT_FOUND',
      'body.stakeholderUserId',
    );
    expectFailure(
      await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', externalStakeholderId: randomUUID() }),
      404,
      'NOT_FOUND',
      'body.externalStakeholderId',
    );
  });

  it('an update that would leave two roots or none is 400; naming one root and nulling the other moves it', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    const two = expectFailure(await admin('PATCH', `/api/v1/insights/${i.ref}`, { stakeholderUserId: 'me' }), 400, 'VALIDATION_FAILED');
    expect(two.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    expect(two.details[0].message).toMatch(/null/);
    expectFailure(await admin('PATCH', `/api/v1/insights/${i.ref}`, { customerId: null }), 400, 'VALIDATION_FAILED', 'body.customerId');
    const moved = await data(admin, 'PATCH', `/api/v1/insights/${i.ref}`, { customerId: null, stakeholderUserId: 'me', interpretation: 'Internal now' });
    expect(moved).toMatchObject({ customerId: null, stakeholderUserId: me, interpretation: 'Internal now' });
    const back = await data(admin, 'PATCH', `/api/v1/insights/${i.id}`, {
      customerId: fixture.acme.ref,
      stakeholderUserId: null,
      moscow: 'could',
      deadline: '2031-01-15',
      source: 'support',
      verbatim: 'Edited',
    });
    expect(back).toMatchObject({
      customerId: fixture.acme.id,
      stakeholderUserId: null,
      moscow: 'could',
      deadline: '2031-01-15',
      source: 'support',
      verbatim: 'Edited',
    });
    expectFailure(
      await admin('PATCH', `/api/v1/insights/${i.ref}`, { externalStakeholderId: randomUUID(), customerId: null }),
      404,
      'NOT_FOUND',
      'body.externalStakeholderId',
    );
    // nothing changed by the refusals
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).customerId).toBe(fixture.acme.id);
  });

  it('reads by INS ref and by UUID alike; an unknown ref or id is 404 naming path.id', async () => {
    const i = await insight();
    expect(i.ref).toMatch(/^INS-\d+$/);
    expect(await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).toEqual(await data(admin, 'GET', `/api/v1/insights/${i.id}`));
    for (const bad of ['INS-999999', randomUUID()]) {
      const err = expectFailure(await admin('GET', `/api/v1/insights/${bad}`), 404, 'NOT_FOUND', 'path.id');
      expect(err.suggestion).toMatch(/insights/);
    }
    // something that is no insight id or ref at all is refused by its form
    for (const bad of ['OPP-1', 'nonsense']) expectFailure(await admin('GET', `/api/v1/insights/${bad}`), 400, 'VALIDATION_FAILED', 'path.id');
  });
});

describe('the status machine (spec 1 §3.2)', () => {
  it("rejected needs a note of 5-1000 characters and a category; it posts to the system room and the customer's feed", async () => {
    const i = await insight({ customerId: fixture.acme.id, verbatim: 'Bulk export of invoices' });
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', rejectionCategory: 'not_now' }),
      400,
      'VALIDATION_FAILED',
      'body.note',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'no', rejectionCategory: 'not_now' }),
      400,
      'VALIDATION_FAILED',
      'body.note',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'x'.repeat(1001), rejectionCategory: 'not_now' }),
      400,
      'VALIDATION_FAILED',
      'body.note',
    );
    const noCategory = expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Out of scope this year' }),
      400,
      'VALIDATION_FAILED',
      'body.rejectionCategory',
    );
    expect(noCategory.suggestion).toMatch(/rejectionCategory/);
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).status).toBe('created');

    const rejected = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, {
      status: 'rejected',
      note: 'Out of scope this year',
      rejectionCategory: 'not_now',
    });
    expect(rejected).toMatchObject({ status: 'rejected', statusNote: 'Out of scope this year', rejectionCategory: 'not_now' });
    const system = await db('messages as m')
      .join('rooms as r', function () {
        this.on('r.org_id', 'm.org_id').andOn('r.id', 'm.room_id');
      })
      .where({ 'm.org_id': org.orgId, 'r.kind': 'system' })
      .select('m.body', 'm.system');
    const posted = system.filter((m: any) => m.body.includes(i.ref));
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toMatch(/rejected/);
    expect(posted[0].body).toContain('Out of scope this year');
    const feed = await db('customer_updates').where({ org_id: org.orgId, customer_id: fixture.acme.id, entity_type: 'insight', entity_id: i.id });
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ kind: 'decision', author_id: me });
    expect(feed[0].body).toContain('not_now');

    const again = expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Still out of scope', rejectionCategory: 'not_now' }),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect(again.data).toMatchObject({ from: 'rejected', to: 'rejected' });
    // an insight of no customer: no feed entry, still a system message
    const internal = await insight();
    await data(admin, 'POST', `/api/v1/insights/${internal.ref}/set-status`, {
      status: 'rejected',
      note: 'A duplicate of another ask',
      rejectionCategory: 'duplicate',
    });
    expect(await db('customer_updates').where({ org_id: org.orgId, entity_id: internal.id })).toHaveLength(0);
  });

  it('need_context needs a note and returns the insight to its recorder (a notification), not to the caller', async () => {
    const recorded = await insight({}, eng);
    expectFailure(await admin('POST', `/api/v1/insights/${recorded.ref}/set-status`, { status: 'need_context' }), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(
      await admin('POST', `/api/v1/insights/${recorded.ref}/set-status`, {
        status: 'need_context',
        note: 'Which plan are they on?',
        rejectionCategory: 'other',
      }),
      400,
      'VALIDATION_FAILED',
      'body.rejectionCategory',
    );
    const back = await data(admin, 'POST', `/api/v1/insights/${recorded.ref}/set-status`, { status: 'need_context', note: 'Which plan are they on?' });
    expect(back).toMatchObject({ status: 'need_context', statusNote: 'Which plan are they on?', rejectionCategory: null });
    const notes = (await all(eng, '/api/v1/notifications')).filter((x) => x.entityId === recorded.id);
    expect(notes).toEqual([
      expect.objectContaining({ type: 'insight_need_context', entityType: 'insight', actorId: me, linkUrl: `/api/v1/insights/${recorded.ref}` }),
    ]);
    expect(notes[0].body).toContain('Which plan are they on?');
    // my own insight: nobody is notified
    const mine = await insight();
    await data(admin, 'POST', `/api/v1/insights/${mine.ref}/set-status`, { status: 'need_context', note: 'I will ask them' });
    expect((await all(admin, '/api/v1/notifications')).filter((x) => x.entityId === mine.id)).toEqual([]);
  });

  it('archived hides it from the default list; includeArchived or status=archived shows it; a note is refused', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'archived', note: 'Old news' }), 400, 'VALIDATION_FAILED', 'body.note');
    expect(await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'archived' })).toMatchObject({ status: 'archived' });
    expect(ids(await all(admin, '/api/v1/insights'))).not.toContain(i.id);
    expect(ids(await all(admin, `/api/v1/insights?customerId=${fixture.acme.ref}`))).not.toContain(i.id);
    expect(ids(await all(admin, '/api/v1/insights?includeArchived=true'))).toContain(i.id);
    const archived = await all(admin, '/api/v1/insights?status=archived');
    expect(ids(archived)).toContain(i.id);
    expect(archived.every((x) => x.status === 'archived')).toBe(true);
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'archived' }), 409, 'INVALID_STATE_TRANSITION');
    // it is still readable, and may be decided again
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).status).toBe('archived');
    expect(
      (await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Not viable after all', rejectionCategory: 'not_viable' }))
        .status,
    ).toBe('rejected');
  });

  it("a review team makes it review and notifies the team's insight reviewer; null ends it: active with work, else created", async () => {
    const i = await insight({ verbatim: 'Review me' });
    const review = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: 'BIL' });
    expect(review).toMatchObject({ status: 'review', reviewTeamId: fixture.team.id });
    const notes = (await all(eng, '/api/v1/notifications')).filter((x) => x.entityId === i.id);
    expect(notes).toEqual([expect.objectContaining({ type: 'insight_review', entityType: 'insight', actorId: me })]);
    expect(notes[0].title).toContain(i.ref);
    // the same team again changes nothing and notifies nobody again
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: fixture.team.id });
    expect((await all(eng, '/api/v1/notifications')).filter((x) => x.entityId === i.id)).toHaveLength(1);
    expect(await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: null })).toMatchObject({ status: 'created', reviewTeamId: null });

    // with linked work it ends active
    const t = await data(admin, 'POST', '/api/v1/tasks', { title: `Work ${uniq()}` });
    const worked = await insight();
    expect((await data(admin, 'POST', `/api/v1/insights/${worked.ref}/attach`, { entityType: 'task', entityId: t.ref })).status).toBe('active');
    expect((await data(admin, 'POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: fixture.team.id })).status).toBe('review');
    expect(await data(admin, 'POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: null })).toMatchObject({
      status: 'active',
      reviewTeamId: null,
    });
    // a reviewer-less team: review, nobody notified; an unknown team: 404
    const quiet = await data(admin, 'POST', '/api/v1/teams', { name: `Quiet ${uniq()}`, prefix: teamPrefix() });
    expect((await data(admin, 'POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: quiet.id })).status).toBe('review');
    expectFailure(await admin('POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await admin('POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: 'ZZZ' }), 404, 'NOT_FOUND', 'body.teamId');
  });

  it('a terminal insight keeps its outcome when the review ends', async () => {
    const i = await insight();
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: fixture.team.id });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, {
      status: 'rejected',
      note: 'No demand beyond one account',
      rejectionCategory: 'no_demand',
    });
    expect(await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: null })).toMatchObject({
      status: 'rejected',
      reviewTeamId: null,
      rejectionCategory: 'no_demand',
    });

    const t = await data(admin, 'POST', '/api/v1/tasks', { title: `Done ${uniq()}` });
    const delivered = await insight();
    await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/attach`, { entityType: 'task', entityId: t.ref });
    await completeTask(t.ref);
    expect((await data(admin, 'GET', `/api/v1/insights/${delivered.ref}`)).status).toBe('delivered');
    // sent for review after delivery (any insight → review) and back: delivered again, not stuck in active
    expect((await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-review-team`, { teamId: fixture.team.id })).status).toBe('review');
    expect(await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-review-team`, { teamId: null })).toMatchObject({
      status: 'delivered',
      reviewTeamId: null,
    });
    await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-status`, { status: 'archived' });
    expect(await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-review-team`, { teamId: null })).toMatchObject({ status: 'archived' });
  });

  it('attaching work makes a created insight active; completing all of it through the workflows makes it delivered', async () => {
    const t1 = await data(admin, 'POST', '/api/v1/tasks', { title: `First ${uniq()}`, teamId: fixture.team.id });
    const t2 = await data(admin, 'POST', '/api/v1/tasks', { title: `Second ${uniq()}` });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: `Deliver ${uniq()}` });
    const i = await insight({ customerId: fixture.acme.id });
    // an objective is not work: still created
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.ref })).status).toBe(
      'created',
    );
    const active = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: t1.ref });
    expect(active.status).toBe('active');
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: t2.id });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref });
    await completeTask(t1.ref);
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).status).toBe('active');
    await completeTask(t2.ref);
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).status).toBe('active'); // the opportunity is not completed
    await data(admin, 'POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' });
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).status).toBe('delivered');

    // work already completed: delivered at once
    const done = await data(admin, 'POST', '/api/v1/tasks', { title: `Already ${uniq()}` });
    await completeTask(done.ref);
    const late = await insight();
    expect((await data(admin, 'POST', `/api/v1/insights/${late.ref}/attach`, { entityType: 'task', entityId: done.ref })).status).toBe('delivered');
    // detaching the unfinished work leaves completed work only: delivered
    const open = await data(admin, 'POST', '/api/v1/tasks', { title: `Open ${uniq()}` });
    const mixed = await insight();
    await data(admin, 'POST', `/api/v1/insights/${mixed.ref}/attach`, { entityType: 'task', entityId: done.ref });
    expect((await data(admin, 'POST', `/api/v1/insights/${mixed.ref}/attach`, { entityType: 'task', entityId: open.ref })).status).toBe('delivered'); // already delivered by the first
    const fresh = await insight();
    await data(admin, 'POST', `/api/v1/insights/${fresh.ref}/attach`, { entityType: 'task', entityId: open.ref });
    await data(admin, 'POST', `/api/v1/insights/${fresh.ref}/attach`, { entityType: 'task', entityId: done.ref });
    expect((await data(admin, 'GET', `/api/v1/insights/${fresh.ref}`)).status).toBe('active');
    expect((await data(admin, 'POST', `/api/v1/insights/${fresh.ref}/detach`, { entityType: 'task', entityId: open.ref })).status).toBe('delivered');
  });
});
