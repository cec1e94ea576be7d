/**
 * Insights on the real server and a real Postgres (spec 1 §2.9, §3.1, §3.2; spec 2 §4.5 claims,
 * §4.12, §7, §8): the one-root rule on create and update, INS refs, the status machine with its note rules and side
 * effects (system room message, the customer's feed, notifications of the recorder and the team's reviewer), review
 * teams, attaching work (created → active) and completing it through the task and opportunity workflows
 * (→ delivered), link flags and the blocking list, tags, objective impacts, external stakeholders (dedup regardless
 * of case), the objective's claims in each conditionStatus, every list filter, and the platform rules: tenancy,
 * idempotency, capabilities, actions that succeed, and a call over MCP.
 *
 * Customers are created with POST /api/v1/customers when it answers 201, else inserted with SQL (the customers area
 * lands separately; the rules tested here hold whichever way the customer was made).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { nextNumber } from '../../src/repositories/counters.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;
const teamPrefix = () => `I${(n++ % 900) + 100}`;

const ids = (list: any[]) => list.map((x) => x.id);

/** A customer of the org of `key`: through the API when it answers 201, else a row inserted with SQL. */
async function customer(api: Api, orgId: string, name: string): Promise<{ id: string; ref: string; name: string }> {
  const r = await api('POST', '/api/v1/customers', { name });
  if (r.status === 201) return { id: r.body.data.id, ref: r.body.data.ref, name };
  return db.transaction(async (trx) => {
    const number = await nextNumber(trx, orgId, 'customer');
    const [row] = await trx('customers').insert({ org_id: orgId, number, name }).returning(['id', 'number']);
    return { id: row.id, ref: `CUS-${row.number}`, name };
  });
}

/** An insight of the admin's org (a stakeholder-rooted one unless the body names a root). */
const insight = async (body: Record<string, unknown> = {}, api: Api = admin) =>
  data(api, 'POST', '/api/v1/insights', { verbatim: `Ask ${uniq()}`, source: 'interview', ...(Object.keys(body).some((k) => /Id$/.test(k) && k !== 'tagIds') ? {} : { stakeholderUserId: 'me' }), ...body });

let fixture: {
  acme: { id: string; ref: string; name: string }; objective: any; objective2: any; opp: any; task: any; team: any;
};

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Insights org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = org.userId;
  const vision = await data(admin, 'POST', '/api/v1/visions', { name: 'Insights vision', kind: 'product', narrative: 'n' });
  const metric = await data(admin, 'POST', '/api/v1/metrics', { name: 'Invoices matched', unit: 'count' });
  const objective = await data(admin, 'POST', '/api/v1/objectives', { title: 'Automate billing', visionId: vision.id, driId: me, metric: { metricId: metric.id, operator: 'gte', target: 100 } });
  const objective2 = await data(admin, 'POST', '/api/v1/objectives', { title: 'Grow usage', visionId: vision.id, driId: me });
  const team = await data(admin, 'POST', '/api/v1/teams', { name: 'Billing', prefix: 'BIL', insightReviewerId: org.engineerId });
  const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Invoice matching' });
  const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Match invoices', teamId: team.id });
  fixture = { acme: await customer(admin, org.orgId, 'Acme'), objective, objective2, opp, task, team };
});
afterAll(async () => {
  await db?.destroy();
});

/** A task moved along its workflow (backlog → in_progress → completed). */
async function completeTask(ref: string) {
  await data(admin, 'POST', `/api/v1/tasks/${ref}/set-status`, { status: 'in_progress' });
  await data(admin, 'POST', `/api/v1/tasks/${ref}/set-status`, { status: 'completed' });
}

describe('exactly one demand root (spec 1 §2.9)', () => {
  it('none or two is 400 naming the fields; each single root is accepted; an unknown root is 404 naming it', async () => {
    const none = expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'No root', source: 'sales' }), 400, 'VALIDATION_FAILED');
    expect(none.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId', 'body.externalStakeholderId']);
    expect(none.suggestion).toMatch(/exactly one/);
    const nulls = expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'Null roots', source: 'sales', customerId: null, stakeholderUserId: null }), 400, 'VALIDATION_FAILED');
    expect(nulls.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    const ext = await data(admin, 'POST', '/api/v1/external-stakeholders', { name: `Analyst ${uniq()}` });
    const two = expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'Two roots', source: 'sales', customerId: fixture.acme.ref, stakeholderUserId: 'me' }), 400, 'VALIDATION_FAILED');
    expect(two.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    const three = expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'Three', source: 'sales', customerId: fixture.acme.id, stakeholderUserId: me, externalStakeholderId: ext.id }), 400, 'VALIDATION_FAILED');
    expect(three.details).toHaveLength(3);

    const byCustomer = await data(admin, 'POST', '/api/v1/insights', { verbatim: 'From Acme', source: 'interview', customerId: fixture.acme.ref });
    expect(byCustomer).toMatchObject({ customerId: fixture.acme.id, stakeholderUserId: null, externalStakeholderId: null, status: 'created', recordedById: me, reviewTeamId: null, statusNote: null });
    const byUser = await data(eng, 'POST', '/api/v1/insights', { verbatim: 'From me', source: 'observation', stakeholderUserId: 'me' });
    expect(byUser).toMatchObject({ customerId: null, stakeholderUserId: org.engineerId, recordedById: org.engineerId });
    const byExternal = await data(admin, 'POST', '/api/v1/insights', { verbatim: 'From outside', source: 'async', externalStakeholderId: ext.id });
    expect(byExternal).toMatchObject({ customerId: null, stakeholderUserId: null, externalStakeholderId: ext.id });

    expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', customerId: randomUUID() }), 404, 'NOT_FOUND', 'body.customerId');
    expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', customerId: 'CUS-999999' }), 404, 'NOT_FOUND', 'body.customerId');
    expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', stakeholderUserId: randomUUID() }), 404, 'NOT_FOUND', 'body.stakeholderUserId');
    expectFailure(await admin('POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', externalStakeholderId: randomUUID() }), 404, 'NOT_FOUND', 'body.externalStakeholderId');
  });

  it('an update that would leave two roots or none is 400; naming one root and nulling the other moves it', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    const two = expectFailure(await admin('PATCH', `/api/v1/insights/${i.ref}`, { stakeholderUserId: 'me' }), 400, 'VALIDATION_FAILED');
    expect(two.details.map((d: any) => d.field)).toEqual(['body.customerId', 'body.stakeholderUserId']);
    expect(two.details[0].message).toMatch(/null/);
    expectFailure(await admin('PATCH', `/api/v1/insights/${i.ref}`, { customerId: null }), 400, 'VALIDATION_FAILED', 'body.customerId');
    const moved = await data(admin, 'PATCH', `/api/v1/insights/${i.ref}`, { customerId: null, stakeholderUserId: 'me', interpretation: 'Internal now' });
    expect(moved).toMatchObject({ customerId: null, stakeholderUserId: me, interpretation: 'Internal now' });
    const back = await data(admin, 'PATCH', `/api/v1/insights/${i.id}`, { customerId: fixture.acme.ref, stakeholderUserId: null, moscow: 'could', deadline: '2031-01-15', source: 'support', verbatim: 'Edited' });
    expect(back).toMatchObject({ customerId: fixture.acme.id, stakeholderUserId: null, moscow: 'could', deadline: '2031-01-15', source: 'support', verbatim: 'Edited' });
    expectFailure(await admin('PATCH', `/api/v1/insights/${i.ref}`, { externalStakeholderId: randomUUID(), customerId: null }), 404, 'NOT_FOUND', 'body.externalStakeholderId');
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
  it('rejected needs a note of 5-1000 characters and a category; it posts to the system room and the customer\'s feed', async () => {
    const i = await insight({ customerId: fixture.acme.id, verbatim: 'Bulk export of invoices' });
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', rejectionCategory: 'not_now' }), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'no', rejectionCategory: 'not_now' }), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'x'.repeat(1001), rejectionCategory: 'not_now' }), 400, 'VALIDATION_FAILED', 'body.note');
    const noCategory = expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Out of scope this year' }), 400, 'VALIDATION_FAILED', 'body.rejectionCategory');
    expect(noCategory.suggestion).toMatch(/rejectionCategory/);
    expect((await data(admin, 'GET', `/api/v1/insights/${i.ref}`)).status).toBe('created');

    const rejected = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Out of scope this year', rejectionCategory: 'not_now' });
    expect(rejected).toMatchObject({ status: 'rejected', statusNote: 'Out of scope this year', rejectionCategory: 'not_now' });
    const system = await db('messages as m').join('rooms as r', function () {
      this.on('r.org_id', 'm.org_id').andOn('r.id', 'm.room_id');
    }).where({ 'm.org_id': org.orgId, 'r.kind': 'system' }).select('m.body', 'm.system');
    const posted = system.filter((m: any) => m.body.includes(i.ref));
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toMatch(/rejected/);
    expect(posted[0].body).toContain('Out of scope this year');
    const feed = await db('customer_updates').where({ org_id: org.orgId, customer_id: fixture.acme.id, entity_type: 'insight', entity_id: i.id });
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ kind: 'decision', author_id: me });
    expect(feed[0].body).toContain('not_now');

    const again = expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Still out of scope', rejectionCategory: 'not_now' }), 409, 'INVALID_STATE_TRANSITION');
    expect(again.data).toMatchObject({ from: 'rejected', to: 'rejected' });
    // an insight of no customer: no feed entry, still a system message
    const internal = await insight();
    await data(admin, 'POST', `/api/v1/insights/${internal.ref}/set-status`, { status: 'rejected', note: 'A duplicate of another ask', rejectionCategory: 'duplicate' });
    expect(await db('customer_updates').where({ org_id: org.orgId, entity_id: internal.id })).toHaveLength(0);
  });

  it('need_context needs a note and returns the insight to its recorder (a notification), not to the caller', async () => {
    const recorded = await insight({}, eng);
    expectFailure(await admin('POST', `/api/v1/insights/${recorded.ref}/set-status`, { status: 'need_context' }), 400, 'VALIDATION_FAILED', 'body.note');
    expectFailure(await admin('POST', `/api/v1/insights/${recorded.ref}/set-status`, { status: 'need_context', note: 'Which plan are they on?', rejectionCategory: 'other' }), 400, 'VALIDATION_FAILED', 'body.rejectionCategory');
    const back = await data(admin, 'POST', `/api/v1/insights/${recorded.ref}/set-status`, { status: 'need_context', note: 'Which plan are they on?' });
    expect(back).toMatchObject({ status: 'need_context', statusNote: 'Which plan are they on?', rejectionCategory: null });
    const notes = (await all(eng, '/api/v1/notifications')).filter((x) => x.entityId === recorded.id);
    expect(notes).toEqual([expect.objectContaining({ type: 'insight_need_context', entityType: 'insight', actorId: me, linkUrl: `/api/v1/insights/${recorded.ref}` })]);
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
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'Not viable after all', rejectionCategory: 'not_viable' })).status).toBe('rejected');
  });

  it('a review team makes it review and notifies the team\'s insight reviewer; null ends it: active with work, else created', async () => {
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
    expect(await data(admin, 'POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: null })).toMatchObject({ status: 'active', reviewTeamId: null });
    // a reviewer-less team: review, nobody notified; an unknown team: 404
    const quiet = await data(admin, 'POST', '/api/v1/teams', { name: `Quiet ${uniq()}`, prefix: teamPrefix() });
    expect((await data(admin, 'POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: quiet.id })).status).toBe('review');
    expectFailure(await admin('POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await admin('POST', `/api/v1/insights/${worked.ref}/set-review-team`, { teamId: 'ZZZ' }), 404, 'NOT_FOUND', 'body.teamId');
  });

  it('a terminal insight keeps its outcome when the review ends', async () => {
    const i = await insight();
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: fixture.team.id });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-status`, { status: 'rejected', note: 'No demand beyond one account', rejectionCategory: 'no_demand' });
    expect(await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: null })).toMatchObject({ status: 'rejected', reviewTeamId: null, rejectionCategory: 'no_demand' });

    const t = await data(admin, 'POST', '/api/v1/tasks', { title: `Done ${uniq()}` });
    const delivered = await insight();
    await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/attach`, { entityType: 'task', entityId: t.ref });
    await completeTask(t.ref);
    expect((await data(admin, 'GET', `/api/v1/insights/${delivered.ref}`)).status).toBe('delivered');
    // sent for review after delivery (any insight → review) and back: delivered again, not stuck in active
    expect((await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-review-team`, { teamId: fixture.team.id })).status).toBe('review');
    expect(await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-review-team`, { teamId: null })).toMatchObject({ status: 'delivered', reviewTeamId: null });
    await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-status`, { status: 'archived' });
    expect(await data(admin, 'POST', `/api/v1/insights/${delivered.ref}/set-review-team`, { teamId: null })).toMatchObject({ status: 'archived' });
  });

  it('attaching work makes a created insight active; completing all of it through the workflows makes it delivered', async () => {
    const t1 = await data(admin, 'POST', '/api/v1/tasks', { title: `First ${uniq()}`, teamId: fixture.team.id });
    const t2 = await data(admin, 'POST', '/api/v1/tasks', { title: `Second ${uniq()}` });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: `Deliver ${uniq()}` });
    const i = await insight({ customerId: fixture.acme.id });
    // an objective is not work: still created
    expect((await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.ref })).status).toBe('created');
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

describe('links, flags, tags and impacts (spec 2 §4.12)', () => {
  it('attach by UUID or ref, pinned; again only updates pinned; detach; 404 for an unknown entity or a link that is not there', async () => {
    const i = await insight();
    const a = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: fixture.opp.ref, pinned: true });
    expect(a.links).toEqual([{ entityType: 'opportunity', entityId: fixture.opp.id, ref: fixture.opp.ref, pinned: true, blocking: false }]);
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.id });
    const b = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.id });
    expect(b.links.map((l: any) => [l.entityType, l.ref])).toEqual([['opportunity', fixture.opp.ref], ['task', fixture.task.ref], ['objective', fixture.objective.ref]]);
    expect(fixture.task.ref).toMatch(/^BIL-\d+$/);
    const again = await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: fixture.opp.id });
    expect(again.links).toHaveLength(3);
    expect(again.links[0]).toMatchObject({ pinned: false });

    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: 'OPP-999999' }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.opp.ref }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: randomUUID() }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'campaign', entityId: fixture.opp.ref }), 400, 'VALIDATION_FAILED', 'body.entityType');

    const detached = await data(admin, 'POST', `/api/v1/insights/${i.ref}/detach`, { entityType: 'objective', entityId: fixture.objective.ref });
    expect(detached.links.map((l: any) => l.entityType)).toEqual(['opportunity', 'task']);
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/detach`, { entityType: 'objective', entityId: fixture.objective.ref }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/detach`, { entityType: 'objective', entityId: fixture.objective2.ref }), 404, 'NOT_FOUND', 'body.entityId');
  });

  it('set-link: at least one flag; blocking refused on objectives; the link must exist; blocking insights of one opportunity or task', async () => {
    const i = await insight();
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.ref });
    const none = expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'task', entityId: fixture.task.ref }), 400, 'VALIDATION_FAILED', 'body.pinned');
    expect(none.details.map((d: any) => d.field)).toEqual(['body.pinned', 'body.blocking']);
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'objective', entityId: fixture.objective.ref, blocking: true }), 400, 'VALIDATION_FAILED', 'body.blocking');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'opportunity', entityId: fixture.opp.ref, blocking: true }), 404, 'NOT_FOUND', 'body.entityId');
    const pinnedObjective = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'objective', entityId: fixture.objective.ref, pinned: true });
    expect(pinnedObjective.links.find((l: any) => l.entityType === 'objective')).toMatchObject({ pinned: true, blocking: false });
    const blocking = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'task', entityId: fixture.task.ref, blocking: true });
    expect(blocking.links.find((l: any) => l.entityType === 'task')).toMatchObject({ pinned: false, blocking: true });
    const both = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-link`, { entityType: 'task', entityId: fixture.task.id, pinned: true, blocking: true });
    expect(both.links.find((l: any) => l.entityType === 'task')).toMatchObject({ pinned: true, blocking: true });

    // a second, non-blocking link to the task is not listed
    const other = await insight();
    await data(admin, 'POST', `/api/v1/insights/${other.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    expect(ids(expectStatus(await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.ref}`), 200).data)).toEqual([i.id]);
    expect(ids(expectStatus(await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.id}`), 200).data)).toEqual([i.id]);
    expect(expectStatus(await admin('GET', `/api/v1/insights/blocking?opportunityId=${fixture.opp.ref}`), 200).data).toEqual([]);
    const neither = expectFailure(await admin('GET', '/api/v1/insights/blocking'), 400, 'VALIDATION_FAILED');
    expect(neither.details.map((d: any) => d.field)).toEqual(['query.opportunityId', 'query.taskId']);
    const two = expectFailure(await admin('GET', `/api/v1/insights/blocking?taskId=${fixture.task.ref}&opportunityId=${fixture.opp.ref}`), 400, 'VALIDATION_FAILED');
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
    const set = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective.ref, delta: 12.5 }, { objectiveId: fixture.objective2.id, delta: -3 }] });
    expect(set.impacts).toEqual([{ objectiveId: fixture.objective.id, delta: 12.5 }, { objectiveId: fixture.objective2.id, delta: -3 }]);
    const replaced = await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective2.ref, delta: 7 }] });
    expect(replaced.impacts).toEqual([{ objectiveId: fixture.objective2.id, delta: 7 }]);
    const dup = expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }, { objectiveId: fixture.objective.id, delta: 2 }] }), 400, 'VALIDATION_FAILED', 'body.impacts.1.objectiveId');
    expect(dup.suggestion.length).toBeGreaterThan(10);
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }, { objectiveId: randomUUID(), delta: 2 }] }), 404, 'NOT_FOUND', 'body.impacts.1.objectiveId');
    expectFailure(await admin('POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: 'OBJ-999999', delta: 2 }] }), 404, 'NOT_FOUND', 'body.impacts.0.objectiveId');
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
    await data(admin, 'POST', `/api/v1/insights/${rejected.ref}/set-status`, { status: 'rejected', note: 'Not aligned with billing', rejectionCategory: 'not_aligned' });
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
        insightId: broken.id, insightRef: broken.ref, verbatim: 'Promised last year', customerId: globex.id, customerName: 'Globex', estimatedDelta: 4,
        committedDate: '2020-01-15', work: [{ entityType: 'task', id: late.id, ref: late.ref, status: 'backlog' }], conditionStatus: 'broken',
      },
      {
        insightId: delivered.id, insightRef: delivered.ref, verbatim: 'Shipped', customerId: fixture.acme.id, customerName: 'Acme', estimatedDelta: 3,
        committedDate: '2098-01-01', work: [{ entityType: 'opportunity', id: shipped.id, ref: shipped.ref, status: 'completed' }], conditionStatus: 'delivered',
      },
      {
        insightId: inProgress.id, insightRef: inProgress.ref, verbatim: 'Under way', customerId: globex.id, customerName: 'Globex', estimatedDelta: 2.5,
        committedDate: '2099-06-01', work: [{ entityType: 'task', id: started.id, ref: started.ref, status: 'in_progress' }], conditionStatus: 'in_progress',
      },
      {
        insightId: noWork.id, insightRef: noWork.ref, verbatim: 'No work yet', customerId: fixture.acme.id, customerName: 'Acme', estimatedDelta: 1,
        committedDate: null, work: [], conditionStatus: 'no_work',
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

describe('platform rules: tenancy, idempotency, actions, MCP (spec 2 §4.1, §7, §8, §4.21)', () => {
  it('another org\'s insight, customer, stakeholder, objective and work read as 404 on every operation that names them', async () => {
    const other = await newOrg('Insight tenancy org');
    const them = client(other.apiKey);
    const theirCustomer = await customer(them, other.orgId, 'Their customer');
    const theirs = await data(them, 'POST', '/api/v1/insights', { verbatim: 'Their ask', source: 'sales', customerId: theirCustomer.id });
    const theirStakeholder = await data(them, 'POST', '/api/v1/external-stakeholders', { name: 'Their analyst' });
    const theirOpp = await data(them, 'POST', '/api/v1/opportunities', { title: 'Their opp' });
    const theirVision = await data(them, 'POST', '/api/v1/visions', { name: 'Theirs', kind: 'product', narrative: 'n' });
    const theirObjective = await data(them, 'POST', '/api/v1/objectives', { title: 'Their objective', visionId: theirVision.id, driId: other.userId });
    const mine = await insight();

    const calls: [string, string, unknown?, string?][] = [
      ['GET', `/api/v1/insights/${theirs.id}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/insights/${theirs.id}`, { verbatim: 'Mine now' }, 'path.id'],
      ['DELETE', `/api/v1/insights/${theirs.id}`, undefined, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/attach`, { entityType: 'opportunity', entityId: fixture.opp.ref }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/detach`, { entityType: 'opportunity', entityId: fixture.opp.ref }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-link`, { entityType: 'opportunity', entityId: fixture.opp.ref, pinned: true }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-status`, { status: 'archived' }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-review-team`, { teamId: null }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-tags`, { tagIds: [] }, 'path.id'],
      ['POST', `/api/v1/insights/${theirs.id}/set-impact`, { impacts: [] }, 'path.id'],
      ['POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', customerId: theirCustomer.id }, 'body.customerId'],
      ['POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', externalStakeholderId: theirStakeholder.id }, 'body.externalStakeholderId'],
      ['POST', '/api/v1/insights', { verbatim: 'x', source: 'sales', stakeholderUserId: other.userId }, 'body.stakeholderUserId'],
      ['POST', `/api/v1/insights/${mine.ref}/attach`, { entityType: 'opportunity', entityId: theirOpp.id }, 'body.entityId'],
      ['POST', `/api/v1/insights/${mine.ref}/set-impact`, { impacts: [{ objectiveId: theirObjective.id, delta: 1 }] }, 'body.impacts.0.objectiveId'],
      ['GET', `/api/v1/insights/blocking?opportunityId=${theirOpp.id}`, undefined, 'query.opportunityId'],
      ['GET', `/api/v1/objectives/${theirObjective.id}/claims`, undefined, 'path.id'],
    ];
    for (const [method, path, body, field] of calls) {
      const r = await admin(method, path, body);
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
    }
    expect(ids(await all(admin, '/api/v1/insights?includeArchived=true'))).not.toContain(theirs.id);
    expect(expectStatus(await admin('GET', '/api/v1/external-stakeholders'), 200).data.map((s: any) => s.id)).not.toContain(theirStakeholder.id);
    // the same name in another org is another stakeholder (201)
    expectStatus(await admin('POST', '/api/v1/external-stakeholders', { name: 'Their analyst' }), 201);
    expect(await data(them, 'GET', `/api/v1/insights/${theirs.id}`)).toEqual(theirs);
  });

  it('createInsight retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const body = { verbatim: `Once ${uniq()}`, source: 'interview', customerId: fixture.acme.ref };
    const first = expectStatus(await admin('POST', '/api/v1/insights', body, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/insights', body, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.data);
    expect((await all(admin, `/api/v1/insights?customerId=${fixture.acme.id}`)).filter((x) => x.verbatim === body.verbatim)).toHaveLength(1);
    expectFailure(await admin('POST', '/api/v1/insights', { ...body, verbatim: 'Something else' }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
    // a status decision replays too, instead of a 409 for the second move
    const sKey = randomUUID();
    const move = { status: 'rejected', note: 'Duplicate of an older ask', rejectionCategory: 'duplicate' };
    expectStatus(await admin('POST', `/api/v1/insights/${first.data.ref}/set-status`, move, { 'idempotency-key': sKey }), 200);
    const replay = await admin('POST', `/api/v1/insights/${first.data.ref}/set-status`, move, { 'idempotency-key': sKey });
    expectStatus(replay, 200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await db('customer_updates').where({ org_id: org.orgId, entity_id: first.data.id })).toHaveLength(1);
  });

  it('every write is in the activity log as the insight, attributed to the caller', async () => {
    const i = await insight({ customerId: fixture.acme.id });
    await data(eng, 'PATCH', `/api/v1/insights/${i.ref}`, { interpretation: 'Logged' });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: fixture.task.ref });
    await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-impact`, { impacts: [{ objectiveId: fixture.objective.ref, delta: 1 }] });
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'insight', entity_id: i.id }).orderBy('seq');
    expect(log.map((r: any) => r.action)).toEqual(expect.arrayContaining(['created', 'updated']));
    expect(log[0].actor_user_id).toBe(me);
    expect(log.some((r: any) => r.actor_user_id === org.engineerId)).toBe(true);
    expect(log.length).toBeGreaterThanOrEqual(4);
  });

  it('the actions of an insight succeed when followed, and only valid moves are offered', async () => {
    const make = async () => {
      const i = await insight({ customerId: fixture.acme.id });
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'opportunity', entityId: fixture.opp.ref });
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'objective', entityId: fixture.objective.ref });
      await data(admin, 'POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: fixture.team.id });
      return i.ref;
    };
    const first = expectStatus(await admin('GET', `/api/v1/insights/${await make()}`), 200);
    const names = first.actions.map((a: any) => a.name);
    expect(names).toEqual(['getInsight', 'setInsightStatus', 'setInsightReviewTeam', 'detachInsight', 'detachInsight', 'getCustomer', 'listInsights']);
    expect(first.actions[1]).toMatchObject({ body: { status: 'archived' }, tool: 'set_insight_status', toolset: 'insights' });
    for (let k = 0; k < first.actions.length; k++) {
      const a = expectStatus(await admin('GET', `/api/v1/insights/${await make()}`), 200).actions[k];
      const r = await admin(a.method, a.href, a.body);
      expect(r.status, `${JSON.stringify(a)} → ${JSON.stringify(r.body?.error ?? '')}`).toBeLessThan(400);
    }
    // archived: no archive offered; no review team: no end of review
    const plain = await insight();
    const archived = await data(admin, 'POST', `/api/v1/insights/${plain.ref}/set-status`, { status: 'archived' });
    expect(archived.status).toBe('archived');
    const got = expectStatus(await admin('GET', `/api/v1/insights/${plain.ref}`), 200);
    expect(got.actions.map((a: any) => a.name)).toEqual(['getInsight', 'listInsights']);
    // an external stakeholder's actions (its list) succeed too
    const made = expectStatus(await admin('POST', '/api/v1/external-stakeholders', { name: `Acts ${uniq()}` }), 201);
    for (const a of made.actions) expect((await admin(a.method, a.href, a.body)).status).toBe(200);
  });

  it('over MCP: the insights toolset lists the tools; create_insight and get_insight answer what REST reads back', async () => {
    const c = new Client({ name: 'insights-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=insights`), { requestInit: { headers: { authorization: `Bearer ${org.engineerKey}` } } }));
    try {
      const tools = (await c.listTools()).tools.map((t) => t.name);
      expect(tools).toEqual(expect.arrayContaining(['list_insights', 'create_insight', 'get_insight', 'set_insight_status', 'set_insight_review_team', 'list_external_stakeholders']));
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = await c.callTool({ name, arguments: args });
        return { isError: Boolean(r.isError), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
      };
      const made = await call('create_insight', { verbatim: 'Asked over MCP', source: 'async', customerId: fixture.acme.ref, idempotencyKey: randomUUID() });
      expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
      expect(made.body.data).toMatchObject({ verbatim: 'Asked over MCP', customerId: fixture.acme.id, recordedById: org.engineerId, status: 'created' });
      const rest = await data(admin, 'GET', `/api/v1/insights/${made.body.data.ref}`);
      const got = await call('get_insight', { id: made.body.data.ref });
      expect(got.isError).toBe(false);
      expect(got.body.data.id).toBe(rest.id);
      expect(got.body.data.verbatim).toBe(rest.verbatim);
      // a rule refusal names the tool argument
      const two = await call('create_insight', { verbatim: 'Two', source: 'async', customerId: fixture.acme.ref, stakeholderUserId: 'me' });
      expect(two.isError).toBe(true);
      expect(two.body.error.details.map((d: any) => d.field)).toEqual(['customerId', 'stakeholderUserId']);
    } finally {
      await c.close();
    }
  });
});

