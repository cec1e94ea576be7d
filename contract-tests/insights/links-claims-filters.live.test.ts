/**
 * Insights' links and lists on the real server (spec 2 §4.5 claims, §4.12): link flags and the blocking list, tags,
 * objective impacts, external stakeholders (dedup regardless of case), the objective's claims in each
 * conditionStatus, every list filter.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope, failure, must, raw, useSdk } from '../lib/sdkAs.js';
import { admin, customer, db, eng, fixture, ids, insight, me, org, uniq, useInsightsOrg } from './_setup.js';

useSdk();
useInsightsOrg();

describe('links, flags, tags and impacts (spec 2 §4.12)', () => {
  it('attach by UUID or ref, pinned; again only updates pinned; detach; 404 for an unknown entity or a link that is not there', async () => {
    const i = await insight();
    const a = must(await sdk.attachInsight(i.ref, { entityType: 'opportunity', entityId: fixture.opp.ref, pinned: true }, undefined, admin));
    expect(a.links).toEqual([{ entityType: 'opportunity', entityId: fixture.opp.id, ref: fixture.opp.ref, pinned: true, blocking: false }]);
    must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: fixture.task.id }, undefined, admin));
    const b = must(await sdk.attachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective.id }, undefined, admin));
    expect(b.links.map((l) => [l.entityType, l.ref])).toEqual([
      ['opportunity', fixture.opp.ref],
      ['task', fixture.task.ref],
      ['objective', fixture.objective.ref],
    ]);
    expect(fixture.task.ref).toMatch(/^BIL-\d+$/);
    const again = must(await sdk.attachInsight(i.ref, { entityType: 'opportunity', entityId: fixture.opp.id }, undefined, admin));
    expect(again.links).toHaveLength(3);
    expect(again.links[0]).toMatchObject({ pinned: false });

    failure(await sdk.attachInsight(i.ref, { entityType: 'opportunity', entityId: 'OPP-999999' }, undefined, admin), 404, 'NOT_FOUND', 'body.entityId');
    failure(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: fixture.opp.ref }, undefined, admin), 404, 'NOT_FOUND', 'body.entityId');
    failure(await sdk.attachInsight(i.ref, { entityType: 'objective', entityId: randomUUID() }, undefined, admin), 404, 'NOT_FOUND', 'body.entityId');
    // an entity type outside the enum: raw HTTP, the SDK's types do not let it be sent
    failure(
      await raw(org.apiKey, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'campaign', entityId: fixture.opp.ref }),
      400,
      'VALIDATION_FAILED',
      'body.entityType',
    );

    const detached = must(await sdk.detachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective.ref }, undefined, admin));
    expect(detached.links.map((l) => l.entityType)).toEqual(['opportunity', 'task']);
    failure(await sdk.detachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective.ref }, undefined, admin), 404, 'NOT_FOUND', 'body.entityId');
    failure(await sdk.detachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective2.ref }, undefined, admin), 404, 'NOT_FOUND', 'body.entityId');
  });

  it('set-link: at least one flag; blocking refused on objectives; the link must exist; blocking insights of one opportunity or task', async () => {
    const i = await insight();
    must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: fixture.task.ref }, undefined, admin));
    must(await sdk.attachInsight(i.ref, { entityType: 'objective', entityId: fixture.objective.ref }, undefined, admin));
    const none = failure(
      await sdk.setInsightLink(i.ref, { entityType: 'task', entityId: fixture.task.ref }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'body.pinned',
    );
    expect(none.details?.map((d) => d.field)).toEqual(['body.pinned', 'body.blocking']);
    failure(
      await sdk.setInsightLink(i.ref, { entityType: 'objective', entityId: fixture.objective.ref, blocking: true }, undefined, admin),
      400,
      'VALIDATION_FAILED',
      'body.blocking',
    );
    failure(
      await sdk.setInsightLink(i.ref, { entityType: 'opportunity', entityId: fixture.opp.ref, blocking: true }, undefined, admin),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    const pinnedObjective = must(
      await sdk.setInsightLink(
        i.ref,
        {
          entityType: 'objective',
          entityId: fixture.objective.ref,
          pinned: true,
        },
        undefined,
        admin,
      ),
    );
    expect(pinnedObjective.links.find((l) => l.entityType === 'objective')).toMatchObject({ pinned: true, blocking: false });
    const blocking = must(await sdk.setInsightLink(i.ref, { entityType: 'task', entityId: fixture.task.ref, blocking: true }, undefined, admin));
    expect(blocking.links.find((l) => l.entityType === 'task')).toMatchObject({ pinned: false, blocking: true });
    const both = must(
      await sdk.setInsightLink(
        i.ref,
        {
          entityType: 'task',
          entityId: fixture.task.id,
          pinned: true,
          blocking: true,
        },
        undefined,
        admin,
      ),
    );
    expect(both.links.find((l) => l.entityType === 'task')).toMatchObject({ pinned: true, blocking: true });

    // a second, non-blocking link to the task is not listed
    const other = await insight();
    must(await sdk.attachInsight(other.ref, { entityType: 'task', entityId: fixture.task.ref }, undefined, admin));
    expect(ids(envelope(await sdk.listBlockingInsights({ taskId: fixture.task.ref }, admin)).data)).toEqual([i.id]);
    expect(ids(envelope(await sdk.listBlockingInsights({ taskId: fixture.task.id }, admin)).data)).toEqual([i.id]);
    expect(envelope(await sdk.listBlockingInsights({ opportunityId: fixture.opp.ref }, admin)).data).toEqual([]);
    const neither = failure(await sdk.listBlockingInsights(undefined, admin), 400, 'VALIDATION_FAILED');
    expect(neither.details?.map((d) => d.field)).toEqual(['query.opportunityId', 'query.taskId']);
    const two = failure(await sdk.listBlockingInsights({ taskId: fixture.task.ref, opportunityId: fixture.opp.ref }, admin), 400, 'VALIDATION_FAILED');
    expect(two.details?.map((d) => d.field)).toEqual(['query.opportunityId', 'query.taskId']);
    failure(await sdk.listBlockingInsights({ taskId: randomUUID() }, admin), 404, 'NOT_FOUND', 'query.taskId');
    // unblocking takes it off the list
    must(await sdk.setInsightLink(i.ref, { entityType: 'task', entityId: fixture.task.ref, blocking: false }, undefined, admin));
    expect(envelope(await sdk.listBlockingInsights({ taskId: fixture.task.ref }, admin)).data).toEqual([]);
  });

  it('set-tags replaces the list and an empty list clears it; an unknown tag is 404 naming it', async () => {
    const t1 = must(await sdk.createTag({ name: `Billing ${uniq()}` }, undefined, admin));
    const t2 = must(await sdk.createTag({ name: `Enterprise ${uniq()}` }, undefined, admin));
    const i = await insight({ tagIds: [t1.id] });
    expect(i.tagIds).toEqual([t1.id]);
    expect(must(await sdk.setInsightTags(i.ref, { tagIds: [t2.id, t1.id, t2.id] }, undefined, admin)).tagIds).toEqual([t2.id, t1.id]);
    expect(must(await sdk.setInsightTags(i.ref, { tagIds: [t1.id] }, undefined, admin)).tagIds).toEqual([t1.id]);
    failure(await sdk.setInsightTags(i.ref, { tagIds: [t1.id, randomUUID()] }, undefined, admin), 404, 'NOT_FOUND', 'body.tagIds.1');
    expect(must(await sdk.setInsightTags(i.ref, { tagIds: [] }, undefined, admin)).tagIds).toEqual([]);
    expect(must(await sdk.updateInsight(i.ref, { tagIds: [t2.id] }, undefined, admin)).tagIds).toEqual([t2.id]);
  });

  it('set-impact replaces the list (OBJ refs or UUIDs); an objective twice is 400, an unknown one 404; empty clears', async () => {
    const i = await insight();
    const set = must(
      await sdk.setInsightImpact(
        i.ref,
        {
          impacts: [
            { objectiveId: fixture.objective.ref, delta: 12.5 },
            { objectiveId: fixture.objective2.id, delta: -3 },
          ],
        },
        undefined,
        admin,
      ),
    );
    expect(set.impacts).toEqual([
      { objectiveId: fixture.objective.id, delta: 12.5 },
      { objectiveId: fixture.objective2.id, delta: -3 },
    ]);
    const replaced = must(await sdk.setInsightImpact(i.ref, { impacts: [{ objectiveId: fixture.objective2.ref, delta: 7 }] }, undefined, admin));
    expect(replaced.impacts).toEqual([{ objectiveId: fixture.objective2.id, delta: 7 }]);
    const dup = failure(
      await sdk.setInsightImpact(
        i.ref,
        {
          impacts: [
            { objectiveId: fixture.objective.ref, delta: 1 },
            { objectiveId: fixture.objective.id, delta: 2 },
          ],
        },
        undefined,
        admin,
      ),
      400,
      'VALIDATION_FAILED',
      'body.impacts.1.objectiveId',
    );
    expect(dup.suggestion.length).toBeGreaterThan(10);
    failure(
      await sdk.setInsightImpact(
        i.ref,
        {
          impacts: [
            { objectiveId: fixture.objective.ref, delta: 1 },
            { objectiveId: randomUUID(), delta: 2 },
          ],
        },
        undefined,
        admin,
      ),
      404,
      'NOT_FOUND',
      'body.impacts.1.objectiveId',
    );
    failure(
      await sdk.setInsightImpact(i.ref, { impacts: [{ objectiveId: 'OBJ-999999', delta: 2 }] }, undefined, admin),
      404,
      'NOT_FOUND',
      'body.impacts.0.objectiveId',
    );
    expect(must(await sdk.getInsight(i.ref, admin)).impacts).toEqual([{ objectiveId: fixture.objective2.id, delta: 7 }]);
    expect(must(await sdk.setInsightImpact(i.ref, { impacts: [] }, undefined, admin)).impacts).toEqual([]);
  });

  it('delete removes the insight with its links and impacts; engineers may not delete', async () => {
    const i = await insight();
    must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: fixture.task.ref }, undefined, admin));
    must(await sdk.setInsightImpact(i.ref, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }] }, undefined, admin));
    failure(await sdk.deleteInsight(i.ref, undefined, eng), 403, 'FORBIDDEN');
    expect(must(await sdk.deleteInsight(i.ref, undefined, admin))).toEqual({ id: i.id, deleted: true });
    failure(await sdk.getInsight(i.id, admin), 404, 'NOT_FOUND', 'path.id');
    expect(await db('insight_links').where({ org_id: org.orgId, insight_id: i.id })).toEqual([]);
    expect(await db('insight_impacts').where({ org_id: org.orgId, insight_id: i.id })).toEqual([]);
    failure(await sdk.deleteInsight(i.id, undefined, admin), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('external stakeholders (spec 2 §4.12)', () => {
  it('create dedups regardless of case: 201 the first time, 200 with the same stakeholder after; the list is by name', async () => {
    const name = `Partner advisor ${uniq()}`;
    const first = envelope(await sdk.createExternalStakeholder({ name }, undefined, admin), 201).data;
    expect(first).toEqual({ id: expect.any(String), name, createdAt: expect.any(String) });
    const upper = envelope(await sdk.createExternalStakeholder({ name: name.toUpperCase() }, undefined, eng)).data;
    expect(upper).toEqual(first);
    expect(envelope(await sdk.createExternalStakeholder({ name: `  ${name.toLowerCase()} ` }, undefined, admin)).data).toEqual(first);
    failure(await sdk.createExternalStakeholder({ name: '   ' }, undefined, admin), 400, 'VALIDATION_FAILED', 'body.name');
    const concurrent = await Promise.all(Array.from({ length: 4 }, () => sdk.createExternalStakeholder({ name: `Race ${name}` }, undefined, admin)));
    expect(concurrent.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(concurrent.map((r) => must(r).id)).size).toBe(1);
    must(await sdk.createExternalStakeholder({ name: `aardvark ${uniq()}` }, undefined, admin));
    const list = envelope(await sdk.listExternalStakeholders(admin)).data;
    expect(list.filter((s) => s.id === first.id)).toHaveLength(1);
    const lower = list.map((s) => s.name.toLowerCase());
    expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(lower[0]).toMatch(/^aardvark/);
  });
});

describe('claims on an objective (spec 2 §4.5)', () => {
  it('open customer insights with an impact, by committed date, in each conditionStatus', async () => {
    const vision = must(await sdk.createVision({ name: `Claims vision ${uniq()}`, kind: 'product', narrative: 'n' }, undefined, admin));
    const objective = must(await sdk.createObjective({ title: 'Claimed', visionId: vision.id, driId: me }, undefined, admin));
    const globex = await customer(admin, org.orgId, 'Globex');
    const impact = (delta: number) => ({ impacts: [{ objectiveId: objective.ref, delta }] });
    const claim = async (body: Partial<sdk.CreateInsightBody>, delta: number) => {
      const i = await insight(body);
      must(await sdk.setInsightImpact(i.ref, impact(delta), undefined, admin));
      return i;
    };
    // no_work: nothing linked (undated, so last)
    const noWork = await claim({ customerId: fixture.acme.id, verbatim: 'No work yet' }, 1);
    // in_progress: work not completed, deadline ahead
    const inProgress = await claim({ customerId: globex.id, verbatim: 'Under way', deadline: '2099-06-01' }, 2.5);
    const started = must(await sdk.createTask({ title: `Under way ${uniq()}`, teamId: fixture.team.id }, undefined, admin));
    must(await sdk.setTaskStatus(started.ref, { status: 'in_progress' }, undefined, admin));
    must(await sdk.attachInsight(inProgress.ref, { entityType: 'task', entityId: started.ref }, undefined, admin));
    // delivered: all linked work completed
    const delivered = await claim({ customerId: fixture.acme.id, verbatim: 'Shipped', deadline: '2098-01-01' }, 3);
    const shipped = must(await sdk.createOpportunity({ title: `Shipped ${uniq()}` }, undefined, admin));
    must(await sdk.attachInsight(delivered.ref, { entityType: 'opportunity', entityId: shipped.ref }, undefined, admin));
    must(await sdk.setOpportunityState(shipped.ref, { state: 'completed' }, undefined, admin));
    // broken: the deadline passed before delivery
    const broken = await claim({ customerId: globex.id, verbatim: 'Promised last year', deadline: '2020-01-15' }, 4);
    const late = must(await sdk.createTask({ title: `Late ${uniq()}` }, undefined, admin));
    must(await sdk.attachInsight(broken.ref, { entityType: 'task', entityId: late.ref }, undefined, admin));
    // left out: rejected, archived, and insights not rooted at a customer
    const rejected = await claim({ customerId: fixture.acme.id, verbatim: 'Rejected' }, 5);
    must(
      await sdk.setInsightStatus(
        rejected.ref,
        {
          status: 'rejected',
          note: 'Not aligned with billing',
          rejectionCategory: 'not_aligned',
        },
        undefined,
        admin,
      ),
    );
    const archived = await claim({ customerId: fixture.acme.id, verbatim: 'Archived' }, 6);
    must(await sdk.setInsightStatus(archived.ref, { status: 'archived' }, undefined, admin));
    await claim({ verbatim: 'Internal' }, 7);
    // linked to the objective without an impact: not a claim
    const linkedOnly = await insight({ customerId: fixture.acme.id });
    must(await sdk.attachInsight(linkedOnly.ref, { entityType: 'objective', entityId: objective.ref }, undefined, admin));

    const body = envelope(await sdk.listObjectiveClaims(objective.ref, admin));
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
    expect(must(await sdk.getInsight(delivered.ref, admin)).status).toBe('delivered');
    // by UUID alike; unknown objective 404; readable by an engineer
    expect(must(await sdk.listObjectiveClaims(objective.id, admin))).toEqual(body.data);
    expect(must(await sdk.listObjectiveClaims(objective.ref, eng))).toEqual(body.data);
    failure(await sdk.listObjectiveClaims('OBJ-999999', admin), 404, 'NOT_FOUND', 'path.id');
    failure(await sdk.listObjectiveClaims(randomUUID(), admin), 404, 'NOT_FOUND', 'path.id');
    // completing the late work delivers it: no longer broken
    must(await sdk.setTaskStatus(late.ref, { status: 'in_progress' }, undefined, admin));
    must(await sdk.setTaskStatus(late.ref, { status: 'completed' }, undefined, admin));
    const after = must(await sdk.listObjectiveClaims(objective.ref, admin));
    expect(after.find((c) => c.insightId === broken.id)!.conditionStatus).toBe('delivered');
    // a promise past its date with nothing ever linked is broken too, not merely no_work
    const forgotten = await claim({ customerId: globex.id, verbatim: 'Promised, never planned', deadline: '2021-03-01' }, 1);
    const later = must(await sdk.listObjectiveClaims(objective.ref, admin));
    expect(later.find((c) => c.insightId === forgotten.id)).toMatchObject({ work: [], conditionStatus: 'broken' });
  });
});

describe('list filters (spec 2 §4.12)', () => {
  it('customer, opportunity, task, objective (link or impact), review team, recorder, tag, status and q; newest first, paged', async () => {
    const o = await newOrg('Insight filters org');
    const a = as(o.apiKey);
    const e = as(o.engineerKey);
    const vision = must(await sdk.createVision({ name: 'V', kind: 'product', narrative: 'n' }, undefined, a));
    const obj = must(await sdk.createObjective({ title: 'O', visionId: vision.id, driId: o.userId }, undefined, a));
    const team = must(await sdk.createTeam({ name: 'Review', prefix: 'REV' }, undefined, a));
    const opp = must(await sdk.createOpportunity({ title: 'Opp' }, undefined, a));
    const task = must(await sdk.createTask({ title: 'Task', teamId: team.id }, undefined, a));
    const tag = must(await sdk.createTag({ name: 'Urgent' }, undefined, a));
    const cust = await customer(a, o.orgId, 'Initech');
    const make = async (body: Omit<sdk.CreateInsightBody, 'source'>, who = a) => must(await sdk.createInsight({ source: 'support', ...body }, undefined, who));

    const i1 = await make({ verbatim: 'Reconciling invoices takes a full day', interpretation: 'Automate matching', customerId: cust.ref, tagIds: [tag.id] });
    const i2 = await make({ verbatim: 'Exports time out on large accounts', stakeholderUserId: 'me' });
    const i3 = await make({ verbatim: 'Invoice reminders should be automatic', stakeholderUserId: 'me' }, e);
    const i4 = await make({ verbatim: 'Dashboards load slowly', customerId: cust.id });
    must(await sdk.attachInsight(i2.ref, { entityType: 'opportunity', entityId: opp.ref }, undefined, a));
    must(await sdk.attachInsight(i3.ref, { entityType: 'task', entityId: task.ref }, undefined, a));
    must(await sdk.attachInsight(i1.ref, { entityType: 'objective', entityId: obj.ref }, undefined, a));
    must(await sdk.setInsightImpact(i4.ref, { impacts: [{ objectiveId: obj.ref, delta: 2 }] }, undefined, a));
    must(await sdk.setInsightReviewTeam(i4.ref, { teamId: 'REV' }, undefined, a));
    const list = async (params: sdk.ListInsightsParams) => ids(await allOf((cursor) => sdk.listInsights({ ...params, cursor, limit: 200 }, a)));

    expect(await list({})).toEqual([i4.id, i3.id, i2.id, i1.id]); // newest first
    expect(await list({ customerId: cust.ref })).toEqual([i4.id, i1.id]);
    expect(await list({ customerId: cust.id })).toEqual([i4.id, i1.id]);
    expect(await list({ opportunityId: opp.ref })).toEqual([i2.id]);
    expect(await list({ taskId: task.ref })).toEqual([i3.id]);
    expect(await list({ objectiveId: obj.ref })).toEqual([i4.id, i1.id]); // an impact, a link
    expect(await list({ reviewTeamId: 'REV' })).toEqual([i4.id]);
    expect(await list({ reviewTeamId: team.id })).toEqual([i4.id]);
    expect(await list({ recordedById: 'me' })).toEqual([i4.id, i2.id, i1.id]);
    expect(await list({ recordedById: o.engineerId })).toEqual([i3.id]);
    expect(ids(await allOf((cursor) => sdk.listInsights({ recordedById: 'me', cursor, limit: 200 }, e)))).toEqual([i3.id]);
    expect(await list({ tagId: tag.id })).toEqual([i1.id]);
    expect(await list({ status: 'review' })).toEqual([i4.id]);
    expect(await list({ status: 'active' })).toEqual([i3.id, i2.id]);
    expect(await list({ q: 'invoices' })).toEqual([i3.id, i1.id]); // stemmed: invoice, invoices
    expect(await list({ q: 'reconciling invoices' })).toEqual([i1.id]);
    expect(await list({ q: 'matching' })).toEqual([i1.id]); // the interpretation
    expect(await list({ q: 'nothing like this' })).toEqual([]);
    expect(await list({ customerId: cust.ref, objectiveId: obj.ref, status: 'review' })).toEqual([i4.id]);
    // pages of one give the same order
    expect(ids(await allOf((cursor) => sdk.listInsights({ cursor, limit: 1 }, a)))).toEqual([i4.id, i3.id, i2.id, i1.id]);
    const first = envelope(await sdk.listInsights({ limit: 2 }, a));
    expect(first.pagination.hasMore).toBe(true);
    expect(first.actions).toContainEqual(expect.objectContaining({ rel: 'next' }));
    // unknown refs in filters are 404 naming them
    failure(await sdk.listInsights({ customerId: 'CUS-999999' }, a), 404, 'NOT_FOUND', 'query.customerId');
    // a status outside the enum: raw HTTP, the SDK's types do not let it be sent
    failure(await raw(o.apiKey, 'GET', '/api/v1/insights?status=done'), 400, 'VALIDATION_FAILED', 'query.status');
  });
});
