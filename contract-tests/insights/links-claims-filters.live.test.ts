/**
 * Insights' links and lists on the real server (spec 2 §4.5 claims, §4.12): link flags and the blocking list, tags,
 * objective impacts, external stakeholders (dedup regardless of case), the objective's claims in each
 * conditionStatus, every list filter.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { admin, customer, db, eng, fixture, ids, insight, me, org, uniq, useInsightsOrg } from './_setup.js';

useInsightsOrg();

describe('links, flags, tags and impacts (spec 2 §4.12)', () => {
  it('attach by UUID or ref, pinned; again only updates pinned; detach; 404 for an unknown entity or a link that is not there', async () => {
    const i = await insight();
    const a = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: fixture.opp.ref, pinned: true });
    expect(a.links).toEqual([{ entityType: 'opportunity', entityId: fixture.opp.id, ref: fixture.opp.ref, pinned: true, blocking: false }]);
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.id });
    const b = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.id });
    expect(b.links.map((l: any) => [l.entityType, l.ref])).toEqual([
      ['opportunity', fixture.opp.ref],
      ['task', fixture.task.ref],
      ['objective', fixture.objective.ref],
    ]);
    expect(fixture.task.ref).toMatch(/^BIL-\d+$/);
    const again = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: fixture.opp.id });
    expect(again.links).toHaveLength(3);
    expect(again.links[0]).toMatchObject({ pinned: false });

    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: 'OPP-999999' }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.opp.ref }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: randomUUID() }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'campaign', entityId: fixture.opp.ref }),
      400,
      'VALIDATION_FAILED',
      'body.entityType',
    );

    const detached = await data(admin, 'POST', `/api/v1/insights/${i.ref}/detach`, { entityType: 'objective', entityId: fixture.objective.ref });
    expect(detached.links.map((l: any) => l.entityType)).toEqual(['opportunity', 'task']);
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/detach`, { entityType: 'objective', entityId: fixture.objective.ref }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/detach`, { entityType: 'objective', entityId: fixture.objective2.ref }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
  });

  it('set-link: at least one flag; blocking refused on objectives; the link must exist; blocking insights of one opportunity or task', async () => {
    const i = await insight();
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.ref });
    const none = expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'task', entityId: fixture.task.ref }),
      400,
      'VALIDATION_FAILED',
      'body.pinned',
    );
    expect(none.details.map((d: any) => d.field)).toEqual(['body.pinned', 'body.blocking']);
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'objective', entityId: fixture.objective.ref, blocking: true }),
      400,
      'VALIDATION_FAILED',
      'body.blocking',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'opportunity', entityId: fixture.opp.ref, blocking: true }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    const pinnedObjective = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, {
      entityType: 'objective',
      entityId: fixture.objective.ref,
      pinned: true,
    });
    expect(pinnedObjective.links.find((l: any) => l.entityType === 'objective')).toMatchObject({ pinned: true, blocking: false });
    const blocking = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'task', entityId: fixture.task.ref, blocking: true });
    expect(blocking.links.find((l: any) => l.entityType === 'task')).toMatchObject({ pinned: false, blocking: true });
    const both = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, {
      entityType: 'task',
      entityId: fixture.task.id,
      pinned: true,
      blocking: true,
    });
    expect(both.links.find((l: any) => l.entityType === 'task')).toMatchObject({ pinned: true, blocking: true });

    // a second, non-blocking link to the task is not listed
    const other = await insight();
    await data(admin, 'POST', `/api/v1/insights/${other.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    expect(ids(expectStatus(await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.ref}`), 200).data)).toEqual([i.id]);
    expect(ids(expectStatus(await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.id}`), 200).data)).toEqual([i.id]);
    expect(expectStatus(await admin('GET', `/api/v1/insights/blocking?opportunityId=${fixture.opp.ref}`), 200).data).toEqual([]);
    const neither = expectFailure(await admin('GET', '/api/v1/insights/blocking'), 400, 'VALIDATION_FAILED');
    expect(neither.details.map((d: any) => d.field)).toEqual(['query.opportunityId', 'query.taskId']);
    const two = expectFailure(
      await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.ref}&opportunityId=${fixture.opp.ref}`),
      400,
      'VALIDATION_FAILED',
    );
    expect(two.details.map((d: any) => d.field)).toEqual(['query.opportunityId', 'query.taskId']);
    expectFailure(await admin('GET', `/api/v1/insights/blocking?taskId=${randomUUID()}`), 404, 'NOT_FOUND', 'query.taskId');
    // unblocking takes it off the list
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'task', entityId: fixture.task.ref, blocking: false });
    expect(expectStatus(await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.ref}`), 200).data).toEqual([]);
  });

  it('set-tags replaces the list and an empty list clears it; an unknown tag is 404 naming it', async () => {
    const t1 = await data(admin, 'POST', '/api/v1/tags', { name: `Billing ${uniq()}` });
    const t2 = await data(admin, 'POST', '/api/v1/tags', { name: `Enterprise ${uniq()}` });
    const i = await insight({ tagIds: [t1.id] });
    expect(i.tagIds).toEqual([t1.id]);
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-tags`, { tagIds: [t2.id, t1.id, t2.id] })).tagIds).toEqual([t2.id, t1.id]);
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-tags`, { tagIds: [t1.id] })).tagIds).toEqual([t1.id]);
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-tags`, { tagIds: [t1.id, randomUUID()] }), 404, 'NOT_FOUND', 'body.tagIds.1');
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-tags`, { tagIds: [] })).tagIds).toEqual([]);
    expect((await data(admin, 'PATCH', `/api/v1/insights/${i.ref}`, { tagIds: [t2.id] })).tagIds).toEqual([t2.id]);
  });

  it('set-impact replaces the list (OBJ refs or UUIDs); an objective twice is 400, an unknown one 404; empty clears', async () => {
    const i = await insight();
    const set = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, {
      impacts: [
        { objectiveId: fixture.objective.ref, delta: 12.5 },
        { objectiveId: fixture.objective2.id, delta: -3 },
      ],
    });
    expect(set.impacts).toEqual([
      { objectiveId: fixture.objective.id, delta: 12.5 },
      { objectiveId: fixture.objective2.id, delta: -3 },
    ]);
    const replaced = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective2.ref, delta: 7 }] });
    expect(replaced.impacts).toEqual([{ objectiveId: fixture.objective2.id, delta: 7 }]);
    const dup = expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-impact`, {
        impacts: [
          { objectiveId: fixture.objective.ref, delta: 1 },
          { objectiveId: fixture.objective.id, delta: 2 },
        ],
      }),
      400,
      'VALIDATION_FAILED',
      'body.impacts.1.objectiveId',
    );
    expect(dup.suggestion.length).toBeGreaterThan(10);
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-impact`, {
        impacts: [
          { objectiveId: fixture.objective.ref, delta: 1 },
          { objectiveId: randomUUID(), delta: 2 },
        ],
      }),
      404,
      'NOT_FOUND',
      'body.impacts.1.objectiveId',
    );
    expectFailure(
      await admin('POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: 'OBJ-999999', delta: 2 }] }),
      404,
      'NOT_FOUND',
      'body.impacts.0.objectiveId',
    );
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).impacts).toEqual([{ objectiveId: fixture.objective2.id, delta: 7 }]);
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [] })).impacts).toEqual([]);
  });

  it('delete removes the insight with its links and impacts; engineers may not delete', async () => {
    const i = await insight();
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }] });
    expectFailure(await eng('DELETE', `/api/v1/insights/${i.ref}`), 403, 'FORBIDDEN');
    expect(await data(admin, 'DELETE', `/api/v1/insights/${i.ref}`)).toEqual({ id: i.id, deleted: true });
    expectFailure(await admin('GET', `/api/v1/insights/${i.id}`), 404, 'NOT_FOUND', 'path.id');
    expect(await db('insight_links').where({ org_id: org.orgId, insight_id: i.id })).toEqual([]);
    expect(await db('insight_impacts').where({ org_id: org.orgId, insight_id: i.id })).toEqual([]);
    expectFailure(await admin('DELETE', `/api/v1/insights/${i.id}`), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('external stakeholders (spec 2 §4.12)', () => {
  it('create dedups regardless of case: 201 the first time, 200 with the same stakeholder after; the list is by name', async () => {
    const name = `Partner advisor ${uniq()}`;
    const first = expectStatus(await admin('POST', '/api/v1/external-stakeholders', { name }), 201).data;
    expect(first).toEqual({ id: expect.any(String), name, createdAt: expect.any(String) });
    const upper = expectStatus(await eng('POST', '/api/v1/external-stakeholders', { name: name.toUpperCase() }), 200).data;
    expect(upper).toEqual(first);
    expect(expectStatus(await admin('POST', '/api/v1/external-stakeholders', { name: `  ${name.toLowerCase()} ` }), 200).data).toEqual(first);
    expectFailure(await admin('POST', '/api/v1/external-stakeholders', { name: '   ' }), 400, 'VALIDATION_FAILED', 'body.name');
    const concurrent = await Promise.all(Array.from({ length: 4 }, () => admin('POST', '/api/v1/external-stakeholders', { name: `Race ${name}` })));
    expect(concurrent.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(concurrent.map((r) => r.body.data.id)).size).toBe(1);
    await data(admin, 'POST', '/api/v1/external-stakeholders', { name: `aardvark ${uniq()}` });
    const list = expectStatus(await admin('GET', '/api/v1/external-stakeholders'), 200).data;
    expect(list.filter((s: any) => s.id === first.id)).toHaveLength(1);
    const lower = list.map((s: any) => s.name.toLowerCase());
    expect(lower).toEqual([...lower].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(lower[0]).toMatch(/^aardvark/);
  });
});

describe('claims on an objective (spec 2 §4.5)', () => {
  it('open customer insights with an impact, by committed date, in each conditionStatus', async () => {
    const vision = await data(admin, 'POST', '/api/v1/visions', { name: `Claims vision ${uniq()}`, kind: 'product', narrative: 'n' });
    const objective = await data(admin, 'POST', '/api/v1/objectives', { title: 'Claimed', visionId: vision.id, driId: me });
    const globex = await customer(admin, org.orgId, 'Globex');
    const impact = (delta: number) => ({ impacts: [{ objectiveId: objective.ref, delta }] });
    const claim = async (body: Record<string, unknown>, delta: number) => {
      const i = await insight(body);
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, impact(delta));
      return i;
    };
    // no_work: nothing linked (undated, so last)
    const noWork = await claim({ customerId: fixture.acme.id, verbatim: 'No work yet' }, 1);
    // in_progress: work not completed, deadline ahead
    const inProgress = await claim({ customerId: globex.id, verbatim: 'Under way', deadline: '2099-06-01' }, 2.5);
    const started = await data(admin, 'POST', '/api/v1/tasks', { title: `Under way ${uniq()}`, teamId: fixture.team.id });
    await data(admin, 'POST', `/api/v1/tasks/${started.ref}/set-status`, { status: 'in_progress' });
    await data(admin, 'POST', `/api/v1/insights/${inProgress.ref}/attach`, { entityType: 'task', entityId: started.ref });
    // delivered: all linked work completed
    const delivered = await claim({ customerId: fixture.acme.id, verbatim: 'Shipped', deadline: '2098-01-01' }, 3);
    const shipped = await data(admin, 'POST', '/api/v1/opportunities', { title: `Shipped ${uniq()}` });
    await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/attach`, { entityType: 'opportunity', entityId: shipped.ref });
    await data(admin, 'POST', `/api/v1/opportunities/${shipped.ref}/set-state`, { state: 'completed' });
    // broken: the deadline passed before delivery
    const broken = await claim({ customerId: globex.id, verbatim: 'Promised last year', deadline: '2020-01-15' }, 4);
    const late = await data(admin, 'POST', '/api/v1/tasks', { title: `Late ${uniq()}` });
    await data(admin, 'POST', `/api/v1/insights/${broken.ref}/attach`, { entityType: 'task', entityId: late.ref });
    // left out: rejected, archived, and insights not rooted at a customer
    const rejected = await claim({ customerId: fixture.acme.id, verbatim: 'Rejected' }, 5);
    await data(admin, 'POST', `/api/v1/insights/${rejected.ref}/set-status`, {
      status: 'rejected',
      note: 'Not aligned with billing',
      rejectionCategory: 'not_aligned',
    });
    const archived = await claim({ customerId: fixture.acme.id, verbatim: 'Archived' }, 6);
    await data(admin, 'POST', `/api/v1/insights/${archived.ref}/set-status`, { status: 'archived' });
    await claim({ verbatim: 'Internal' }, 7);
    // linked to the objective without an impact: not a claim
    const linkedOnly = await insight({ customerId: fixture.acme.id });
    await data(admin, 'POST', `/api/v1/insights/${linkedOnly.ref}/attach`, { entityType: 'objective', entityId: objective.ref });

    const body = expectStatus(await admin('GET', `/api/v1/objectives/${objective.ref}/claims`), 200);
    expect(body.pagination).toEqual({ cursor: null, hasMore: false });
    expect(body.data).toEqual([
      {
        insightId: broken.id,
        insightRef: broken.ref,
        verbatim: 'Promised last year',
        customerId: globex.id,
        customerName: 'Globex',
        estimatedDelta: 4,
        committedDate: '2020-01-15',
        work: [{ entityType: 'task', id: late.id, ref: late.ref, status: 'backlog' }],
        conditionStatus: 'broken',
      },
      {
        insightId: delivered.id,
        insightRef: delivered.ref,
        verbatim: 'Shipped',
        customerId: fixture.acme.id,
        customerName: 'Acme',
        estimatedDelta: 3,
        committedDate: '2098-01-01',
        work: [{ entityType: 'opportunity', id: shipped.id, ref: shipped.ref, status: 'completed' }],
        conditionStatus: 'delivered',
      },
      {
        insightId: inProgress.id,
        insightRef: inProgress.ref,
        verbatim: 'Under way',
        customerId: globex.id,
        customerName: 'Globex',
        estimatedDelta: 2.5,
        committedDate: '2099-06-01',
        work: [{ entityType: 'task', id: started.id, ref: started.ref, status: 'in_progress' }],
        conditionStatus: 'in_progress',
      },
      {
        insightId: noWork.id,
        insightRef: noWork.ref,
        verbatim: 'No work yet',
        customerId: fixture.acme.id,
        customerName: 'Acme',
        estimatedDelta: 1,
        committedDate: null,
        work: [],
        conditionStatus: 'no_work',
      },
    ]);
    expect((await data(admin, 'GET', `/api/v1/insights/${delivered.ref}`)).status).toBe('delivered');
    // by UUID alike; unknown objective 404; readable by an engineer
    expect(await data(admin, 'GET', `/api/v1/objectives/${objective.id}/claims`)).toEqual(body.data);
    expect(await data(eng, 'GET', `/api/v1/objectives/${objective.ref}/claims`)).toEqual(body.data);
    expectFailure(await admin('GET', '/api/v1/objectives/OBJ-999999/claims'), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('GET', `/api/v1/objectives/${randomUUID()}/claims`), 404, 'NOT_FOUND', 'path.id');
    // completing the late work delivers it: no longer broken
    await data(admin, 'POST', `/api/v1/tasks/${late.ref}/set-status`, { status: 'in_progress' });
    await data(admin, 'POST', `/api/v1/tasks/${late.ref}/set-status`, { status: 'completed' });
    const after = await data(admin, 'GET', `/api/v1/objectives/${objective.ref}/claims`);
    expect(after.find((c: any) => c.insightId === broken.id).conditionStatus).toBe('delivered');
    // a promise past its date with nothing ever linked is broken too, not merely no_work
    const forgotten = await claim({ customerId: globex.id, verbatim: 'Promised, never planned', deadline: '2021-03-01' }, 1);
    const later = await data(admin, 'GET', `/api/v1/objectives/${objective.ref}/claims`);
    expect(later.find((c: any) => c.insightId === forgotten.id)).toMatchObject({ work: [], conditionStatus: 'broken' });
  });
});

describe('list filters (spec 2 §4.12)', () => {
  it('customer, opportunity, task, objective (link or impact), review team, recorder, tag, status and q; newest first, paged', async () => {
    const o = await newOrg('Insight filters org');
    const a = client(o.apiKey);
    const e = client(o.engineerKey);
    const d = (method: string, path: string, body?: unknown) => data(a, method, path, body);
    const vision = await d('POST', '/api/v1/visions', { name: 'V', kind: 'product', narrative: 'n' });
    const obj = await d('POST', '/api/v1/objectives', { title: 'O', visionId: vision.id, driId: o.userId });
    const team = await d('POST', '/api/v1/teams', { name: 'Review', prefix: 'REV' });
    const opp = await d('POST', '/api/v1/opportunities', { title: 'Opp' });
    const task = await d('POST', '/api/v1/tasks', { title: 'Task', teamId: team.id });
    const tag = await d('POST', '/api/v1/tags', { name: 'Urgent' });
    const cust = await customer(a, o.orgId, 'Initech');
    const make = (body: Record<string, unknown>, api = a) => data(api, 'POST', '/api/v1/insights', { source: 'support', ...body });

    const i1 = await make({ verbatim: 'Reconciling invoices takes a full day', interpretation: 'Automate matching', customerId: cust.ref, tagIds: [tag.id] });
    const i2 = await make({ verbatim: 'Exports time out on large accounts', stakeholderUserId: 'me' });
    const i3 = await make({ verbatim: 'Invoice reminders should be automatic', stakeholderUserId: 'me' }, e);
    const i4 = await make({ verbatim: 'Dashboards load slowly', customerId: cust.id });
    await d('POST', `/api/v1/insights/${i2.ref}/attach`, { entityType: 'opportunity', entityId: opp.ref });
    await d('POST', `/api/v1/insights/${i3.ref}/attach`, { entityType: 'task', entityId: task.ref });
    await d('POST', `/api/v1/insights/${i1.ref}/attach`, { entityType: 'objective', entityId: obj.ref });
    await d('POST', `/api/v1/insights/${i4.ref}/set-impact`, { impacts: [{ objectiveId: obj.ref, delta: 2 }] });
    await d('POST', `/api/v1/insights/${i4.ref}/set-review-team`, { teamId: 'REV' });
    const list = async (qs: string) => ids(await all(a, `/api/v1/insights${qs}`));

    expect(await list('')).toEqual([i4.id, i3.id, i2.id, i1.id]); // newest first
    expect(await list(`?customerId=${cust.ref}`)).toEqual([i4.id, i1.id]);
    expect(await list(`?customerId=${cust.id}`)).toEqual([i4.id, i1.id]);
    expect(await list(`?opportunityId=${opp.ref}`)).toEqual([i2.id]);
    expect(await list(`?taskId=${task.ref}`)).toEqual([i3.id]);
    expect(await list(`?objectiveId=${obj.ref}`)).toEqual([i4.id, i1.id]); // an impact, a link
    expect(await list('?reviewTeamId=REV')).toEqual([i4.id]);
    expect(await list(`?reviewTeamId=${team.id}`)).toEqual([i4.id]);
    expect(await list('?recordedById=me')).toEqual([i4.id, i2.id, i1.id]);
    expect(await list(`?recordedById=${o.engineerId}`)).toEqual([i3.id]);
    expect(ids(await all(e, '/api/v1/insights?recordedById=me'))).toEqual([i3.id]);
    expect(await list(`?tagId=${tag.id}`)).toEqual([i1.id]);
    expect(await list('?status=review')).toEqual([i4.id]);
    expect(await list('?status=active')).toEqual([i3.id, i2.id]);
    expect(await list('?q=invoices')).toEqual([i3.id, i1.id]); // stemmed: invoice, invoices
    expect(await list('?q=reconciling%20invoices')).toEqual([i1.id]);
    expect(await list('?q=matching')).toEqual([i1.id]); // the interpretation
    expect(await list('?q=nothing%20like%20this')).toEqual([]);
    expect(await list(`?customerId=${cust.ref}&objectiveId=${obj.ref}&status=review`)).toEqual([i4.id]);
    // pages of one give the same order
    expect(ids(await all(a, '/api/v1/insights', 1))).toEqual([i4.id, i3.id, i2.id, i1.id]);
    const first = expectStatus(await a('GET', '/api/v1/insights?limit=2'), 200);
    expect(first.pagination.hasMore).toBe(true);
    expect(first.actions).toContainEqual(expect.objectContaining({ rel: 'next' }));
    // unknown refs in filters are 404 naming them
    expectFailure(await a('GET', '/api/v1/insights?customerId=CUS-999999'), 404, 'NOT_FOUND', 'query.customerId');
    expectFailure(await a('GET', '/api/v1/insights?status=done'), 400, 'VALIDATION_FAILED', 'query.status');
  });
});
