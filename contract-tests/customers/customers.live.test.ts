/**
 * Customers on the real server and a real Postgres (spec 1 §2.8, §3.2; spec 2 §4.11, §7, §8): the
 * default status and CUS refs, every lifecycle move (allowed, refused with the allowed ones, churned and lost with
 * their reason becoming an insight rooted at the customer), one primary contact under concurrency, idempotent
 * opportunity links with step pins, the feed (notes, linked opportunities' updates, decisions, shipped work) in
 * order and paged, ARR points (future dates refused, the latest sets arr, deletes do not recompute, derived deltas),
 * the waterfall on a hand-computed example, commitments with atRisk in each of its cases, the cascade of a customer
 * delete, and the platform rules: tenancy, capabilities, idempotency, actions, the activity log and MCP.
 *
 * Insights, their links and decision rows are written through SQL on the test database (insertInsight, the same
 * repository function the services use): the rules tested here hold whichever way the rows were made.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { insertInsight } from '../../src/repositories/insights.js';
import type { Actor } from '../../src/core/actor.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';

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

const customer = (api: Api, body: Record<string, unknown> = {}) => data(api, 'POST', '/api/v1/customers', { name: `Acme ${uniq()}`, ...body });
/** An insight recorded in `o` by its admin, through the repository function the services use. */
async function insight(o: { orgId: string; userId: string }, input: Parameters<typeof insertInsight>[2], status?: string) {
  const made = await db.transaction((trx) => insertInsight(trx, { orgId: o.orgId, userId: o.userId } as Actor, input));
  if (status) await db('insights').where({ org_id: o.orgId, id: made.id }).update({ status });
  return made;
}
const linkWork = (orgId: string, insightId: string, work: { task?: string; opportunity?: string }) =>
  db('insight_links').insert({ org_id: orgId, insight_id: insightId, entity_type: work.task ? 'task' : 'opportunity', task_id: work.task ?? null, opportunity_id: work.opportunity ?? null });

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Customers org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = org.userId;
});
afterAll(async () => {
  await db?.destroy();
});

describe('customer accounts (spec 2 §4.11)', () => {
  it('status defaults to prospect; CUS-<n> refs count up per org and read like the UUID; fields round-trip', async () => {
    const o = client((await newOrg('Customer refs org')).apiKey);
    const a = expectStatus(await o('POST', '/api/v1/customers', { name: 'First' }), 201).data;
    const b = expectStatus(await o('POST', '/api/v1/customers', { name: 'Second', ownerId: 'me', arr: 1200.5, health: 'at_risk', customerSince: '2025-03-01', profile: { seats: 40, plan: 'pro' } }), 201).data;
    expect(a).toMatchObject({ ref: 'CUS-1', number: 1, status: 'prospect', ownerId: null, arr: null, health: null, customerSince: null, profile: {}, hasOnboarding: false });
    expect(b).toMatchObject({ ref: 'CUS-2', status: 'prospect', arr: 1200.5, health: 'at_risk', customerSince: '2025-03-01', profile: { seats: 40, plan: 'pro' } });
    expect(b.ownerId).toBe((await data(o, 'GET', '/api/v1/viewer')).userId);
    expect(await data(o, 'GET', '/api/v1/customers/CUS-2')).toEqual(b);
    expect(await data(o, 'GET', `/api/v1/customers/${b.id}`)).toEqual(b);
    expectFailure(await o('GET', '/api/v1/customers/CUS-99'), 404, 'NOT_FOUND', 'path.id');
    // created with another starting status; churned and lost are reached only by a move with a reason
    expect((await data(o, 'POST', '/api/v1/customers', { name: 'Live one', status: 'live' })).status).toBe('live');
    expectFailure(await o('POST', '/api/v1/customers', { name: 'Gone', status: 'churned' }), 400, 'VALIDATION_FAILED', 'body.status');
    // the owner must be a user of the org
    expectFailure(await o('POST', '/api/v1/customers', { name: 'Owned', ownerId: randomUUID() }), 404, 'NOT_FOUND', 'body.ownerId');
    // PATCH: null clears, profile is replaced whole
    const patched = await data(o, 'PATCH', '/api/v1/customers/CUS-2', { health: null, ownerId: null, profile: { seats: 50 }, name: 'Second Co' });
    expect(patched).toMatchObject({ name: 'Second Co', health: null, ownerId: null, profile: { seats: 50 }, arr: 1200.5 });
  });

  it('lists by name regardless of case, filters by status, pages', async () => {
    const o = client((await newOrg('Customer list org')).apiKey);
    for (const [name, status] of [['beta', 'prospect'], ['Alpha', 'live'], ['gamma', 'prospect'], ['Delta', 'pilot']]) {
      expectStatus(await o('POST', '/api/v1/customers', { name, status }), 201);
    }
    const names = (list: any[]) => list.map((c) => c.name);
    expect(names(await all(o, '/api/v1/customers'))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await all(o, '/api/v1/customers', 1))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await all(o, '/api/v1/customers?status=prospect'))).toEqual(['beta', 'gamma']);
    expect(names(await all(o, '/api/v1/customers?status=prospect', 1))).toEqual(['beta', 'gamma']);
    expectFailure(await o('GET', '/api/v1/customers?status=gone'), 400, 'VALIDATION_FAILED', 'query.status');
  });
});

describe('lifecycle moves (CustomerStatus.yaml; spec 1 §3.2)', () => {
  const STATUSES = ['prospect', 'onboarding', 'pilot', 'live', 'churned', 'lost'] as const;
  // spec 1 §3.2: any customer may be moved to churned or lost (with a reason)
  const ALLOWED: Record<string, string[]> = {
    prospect: ['onboarding', 'pilot', 'live', 'churned', 'lost'],
    onboarding: ['pilot', 'live', 'churned', 'lost'],
    pilot: ['onboarding', 'live', 'churned', 'lost'],
    live: ['churned', 'lost'],
    churned: ['prospect', 'lost'],
    lost: ['prospect', 'churned'],
  };
  /** A customer in `status`, reached through the API (churned and lost by a move with a reason). */
  async function inStatus(status: string) {
    if (status === 'churned') return data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin, { status: 'live' })).id}`, { status, reason: 'Setup: churned' });
    if (status === 'lost') return data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin)).id}`, { status, reason: 'Setup: lost deal' });
    return customer(admin, { status });
  }
  const reasons = async (customerId: string) =>
    db('insights').where({ org_id: org.orgId, customer_id: customerId }).orderBy('number').select('verbatim', 'source', 'status', 'recorded_by_id', 'number');

  for (const from of STATUSES) {
    it(`from ${from}: the allowed moves succeed (churned and lost only with a reason), the others are 409 naming the allowed ones`, async () => {
      for (const to of STATUSES.filter((s) => s !== from)) {
        const c = await inStatus(from);
        const before = (await reasons(c.id)).length;
        if (!ALLOWED[from].includes(to)) {
          const err = expectFailure(await admin('PATCH', `/api/v1/customers/${c.ref}`, { status: to, ...(to === 'churned' || to === 'lost' ? { reason: 'Would it?' } : {}) }), 409, 'INVALID_STATE_TRANSITION');
          expect(err.data).toEqual({ from, to, allowed: ALLOWED[from] });
          expect(err.suggestion).toContain(ALLOWED[from][0]);
          expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).status).toBe(from);
          continue;
        }
        if (to === 'churned' || to === 'lost') {
          expectFailure(await admin('PATCH', `/api/v1/customers/${c.ref}`, { status: to }), 400, 'VALIDATION_FAILED', 'body.reason');
          expectFailure(await admin('PATCH', `/api/v1/customers/${c.ref}`, { status: to, reason: 'abc' }), 400, 'VALIDATION_FAILED', 'body.reason'); // 5 characters at least
          expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).status).toBe(from);
          expect(await reasons(c.id)).toHaveLength(before); // a refused move records nothing
          const reason = `Went ${to} from ${from}: budget cut ${uniq()}`;
          expect((await data(admin, 'PATCH', `/api/v1/customers/${c.ref}`, { status: to, reason })).status).toBe(to);
          const after = await reasons(c.id);
          expect(after).toHaveLength(before + 1);
          expect(after.at(-1)).toMatchObject({ verbatim: reason, source: 'observation', status: 'created', recorded_by_id: me });
        } else {
          expectFailure(await admin('PATCH', `/api/v1/customers/${c.ref}`, { status: to, reason: 'Not a churn' }), 400, 'VALIDATION_FAILED', 'body.reason');
          expect((await data(admin, 'PATCH', `/api/v1/customers/${c.ref}`, { status: to })).status).toBe(to);
          expect(await reasons(c.id)).toHaveLength(before);
        }
      }
    });
  }

  it('the same status is no move; a reason without a move to churned or lost is refused naming body.reason', async () => {
    const c = await customer(admin, { status: 'pilot' });
    expect((await data(admin, 'PATCH', `/api/v1/customers/${c.id}`, { status: 'pilot', name: 'Renamed' })).name).toBe('Renamed');
    expectFailure(await admin('PATCH', `/api/v1/customers/${c.id}`, { reason: 'Because reasons' }), 400, 'VALIDATION_FAILED', 'body.reason');
    const churned = await inStatus('churned');
    const err = expectFailure(await admin('PATCH', `/api/v1/customers/${churned.id}`, { status: 'churned', reason: 'Again, really' }), 400, 'VALIDATION_FAILED', 'body.reason');
    expect(err.suggestion).toContain('churned already');
    expect(await reasons(churned.id)).toHaveLength(1);
  });

  it('getCustomer offers exactly the allowed moves that need no reason, and each succeeds as offered', async () => {
    for (const from of STATUSES) {
      const c = await inStatus(from);
      const got = expectStatus(await admin('GET', `/api/v1/customers/${c.ref}`), 200);
      const moves = got.actions.filter((a: any) => a.name === 'updateCustomer');
      expect(moves.map((a: any) => a.body.status), from).toEqual(ALLOWED[from].filter((s) => s !== 'churned' && s !== 'lost'));
      for (const a of moves) {
        const fresh = await inStatus(from);
        const r = await admin(a.method, a.href.replace(c.ref, fresh.ref), a.body);
        expect(r.status, JSON.stringify(a)).toBe(200);
        expect(a).toMatchObject({ tool: 'update_customer', arguments: { id: c.ref, status: a.body.status } });
      }
    }
  });
});

describe('contacts (spec 1 §2.8: one primary per account)', () => {
  const primaries = async (customerId: string) => (await db('customer_contacts').where({ org_id: org.orgId, customer_id: customerId, is_primary: true })).length;

  it('8 concurrent creates with primary true leave exactly one primary; making another primary demotes it', async () => {
    const c = await customer(admin);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => admin('POST', `/api/v1/customers/${c.ref}/contacts`, { name: `Contact ${i}`, primary: true })));
    for (const r of replies) expectStatus(r, 201);
    expect(await primaries(c.id)).toBe(1);
    const list = await data(admin, 'GET', `/api/v1/customers/${c.ref}/contacts`);
    expect(list).toHaveLength(8);
    expect(list[0].primary).toBe(true);
    expect(list.slice(1).every((x: any) => !x.primary)).toBe(true);
    expect(list.slice(1).map((x: any) => x.name)).toEqual([...list.slice(1).map((x: any) => x.name)].sort()); // then by name

    const other = list[3];
    const promoted = await data(admin, 'PATCH', `/api/v1/customers/${c.ref}/contacts/${other.id}`, { primary: true });
    expect(promoted).toMatchObject({ id: other.id, primary: true });
    const after = await data(admin, 'GET', `/api/v1/customers/${c.id}/contacts`);
    expect(after[0].id).toBe(other.id);
    expect(after.find((x: any) => x.id === list[0].id).primary).toBe(false);
    expect(await primaries(c.id)).toBe(1);

    // concurrent promotions of different contacts: still exactly one
    const promotions = await Promise.all(after.map((x: any) => admin('PATCH', `/api/v1/customers/${c.id}/contacts/${x.id}`, { primary: true })));
    for (const r of promotions) expectStatus(r, 200);
    expect(await primaries(c.id)).toBe(1);

    // primary false leaves the account without one
    const current = (await data(admin, 'GET', `/api/v1/customers/${c.id}/contacts`))[0];
    expect((await data(admin, 'PATCH', `/api/v1/customers/${c.id}/contacts/${current.id}`, { primary: false })).primary).toBe(false);
    expect(await primaries(c.id)).toBe(0);
  });

  it('fields round-trip and clear; a contact of another customer is 404 naming path.contactId', async () => {
    const c = await customer(admin);
    const d = await customer(admin);
    const made = expectStatus(await admin('POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Dana', title: 'VP', role: 'champion', email: 'dana@acme.example', phone: '+1 555', notes: 'Prefers email' }), 201).data;
    expect(made).toMatchObject({ customerId: c.id, name: 'Dana', title: 'VP', role: 'champion', email: 'dana@acme.example', phone: '+1 555', notes: 'Prefers email', primary: false });
    expect(await data(admin, 'PATCH', `/api/v1/customers/${c.id}/contacts/${made.id}`, { title: null, notes: null })).toMatchObject({ title: null, notes: null, email: 'dana@acme.example' });
    expectFailure(await admin('POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Bad', email: 'not-an-email' }), 400, 'VALIDATION_FAILED', 'body.email');
    expectFailure(await admin('PATCH', `/api/v1/customers/${d.id}/contacts/${made.id}`, { name: 'Moved' }), 404, 'NOT_FOUND', 'path.contactId');
    expectFailure(await admin('DELETE', `/api/v1/customers/${d.id}/contacts/${made.id}`), 404, 'NOT_FOUND', 'path.contactId');
    expect(await data(admin, 'DELETE', `/api/v1/customers/${c.id}/contacts/${made.id}`)).toEqual({ id: made.id, deleted: true });
    expect(await data(admin, 'GET', `/api/v1/customers/${c.id}/contacts`)).toEqual([]);
  });
});

describe('opportunity links (spec 2 §4.11)', () => {
  it('idempotent by UUID or ref; stepInstanceId pins to a step of the opportunity\'s template, omitted or null unpins', async () => {
    const c = await customer(admin);
    const tpl = await data(admin, 'POST', '/api/v1/templates', { name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'Scope' }, { title: 'Build' }] });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'SSO', workflowId: tpl.id });
    const other = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Other', workflowId: tpl.id });
    const steps = (await data(admin, 'GET', `/api/v1/templates/instances/opportunity/${opp.ref}`)).steps;
    const otherSteps = (await data(admin, 'GET', `/api/v1/templates/instances/opportunity/${other.ref}`)).steps;
    const path = `/api/v1/customers/${c.ref}/opportunities`;

    const first = await data(admin, 'POST', path, { opportunityId: opp.ref });
    expect(first).toMatchObject({ customerId: c.id, opportunityId: opp.id, opportunityRef: opp.ref, title: 'SSO', state: 'backlog', stepInstanceId: null });
    const pinned = await data(admin, 'POST', path, { opportunityId: opp.id, stepInstanceId: steps[1].id });
    expect(pinned).toMatchObject({ opportunityId: opp.id, stepInstanceId: steps[1].id, createdAt: first.createdAt });
    expect(await data(admin, 'POST', path, { opportunityId: opp.ref, stepInstanceId: steps[1].id })).toEqual(pinned); // again: same link
    expect((await data(admin, 'GET', path))).toEqual([pinned]);
    expect((await data(admin, 'POST', path, { opportunityId: opp.ref })).stepInstanceId).toBeNull(); // omitted unpins
    await data(admin, 'POST', path, { opportunityId: opp.ref, stepInstanceId: steps[0].id });
    expect((await data(admin, 'POST', path, { opportunityId: opp.ref, stepInstanceId: null })).stepInstanceId).toBeNull(); // null unpins
    expect(await db('customer_opportunities').where({ org_id: org.orgId, customer_id: c.id })).toHaveLength(1);

    // a step of another opportunity's template, or no step at all, is refused naming the field
    expectFailure(await admin('POST', path, { opportunityId: opp.ref, stepInstanceId: otherSteps[0].id }), 400, 'VALIDATION_FAILED', 'body.stepInstanceId');
    expectFailure(await admin('POST', path, { opportunityId: opp.ref, stepInstanceId: randomUUID() }), 404, 'NOT_FOUND', 'body.stepInstanceId');
    expectFailure(await admin('POST', path, { opportunityId: randomUUID() }), 404, 'NOT_FOUND', 'body.opportunityId');
    expectFailure(await admin('POST', path, { opportunityId: 'OPP-99999' }), 404, 'NOT_FOUND', 'body.opportunityId');

    // newest link first
    await data(admin, 'POST', path, { opportunityId: other.ref });
    expect((await data(admin, 'GET', path)).map((l: any) => l.opportunityRef)).toEqual([other.ref, opp.ref]);

    // unlink by ref; the opportunity stays; unlinking again is 404 naming path.opportunityId
    expect(await data(admin, 'DELETE', `${path}/${opp.ref}`)).toEqual({ id: opp.id, deleted: true });
    expectStatus(await admin('GET', `/api/v1/opportunities/${opp.ref}`), 200);
    expectFailure(await admin('DELETE', `${path}/${opp.ref}`), 404, 'NOT_FOUND', 'path.opportunityId');
    expect(await data(admin, 'DELETE', `${path}/${other.id}`)).toEqual({ id: other.id, deleted: true });
    expect(await data(admin, 'GET', path)).toEqual([]);
  });
});

describe('the feed (spec 2 §4.11)', () => {
  it('notes, updates of linked opportunities, decisions and shipped work, newest first, paged', async () => {
    const c = await customer(admin);
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Bulk export' });
    const unlinked = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Not theirs' });
    const open = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Still open' });
    const feedPath = `/api/v1/customers/${c.ref}/updates`;
    await data(admin, 'POST', `/api/v1/customers/${c.id}/opportunities`, { opportunityId: opp.id });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/opportunities`, { opportunityId: open.id });

    const note1 = expectStatus(await admin('POST', feedPath, { body: 'Kickoff call went well' }), 201).data;
    expect(note1).toMatchObject({ kind: 'note', body: 'Kickoff call went well', authorId: me, entityType: 'customer', entityId: c.id, entityRef: c.ref });
    const update = await data(admin, 'POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'Export API in review', health: 'on_track' });
    await data(admin, 'POST', `/api/v1/opportunities/${unlinked.ref}/post-update`, { body: 'Elsewhere', health: 'on_track' });
    const ins = await insight(org, { verbatim: 'Need CSV export', source: 'interview', customerId: c.id });
    const [decision] = await db('customer_updates')
      .insert({ org_id: org.orgId, customer_id: c.id, kind: 'decision', body: 'INS decided: accepted', author_id: me, entity_type: 'insight', entity_id: ins.id })
      .returning('*');
    await data(admin, 'POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' });
    const note2 = await data(admin, 'POST', feedPath, { body: 'Renewal signed' });

    const feed = await all(admin, feedPath);
    expect(feed.map((e) => [e.kind, e.entityRef])).toEqual([
      ['note', c.ref], ['shipped', opp.ref], ['decision', `INS-${ins.number}`], ['update', opp.ref], ['note', c.ref],
    ]);
    expect(feed[0]).toEqual(note2);
    expect(feed[1]).toMatchObject({ id: opp.id, kind: 'shipped', authorId: me, entityType: 'opportunity', entityId: opp.id });
    expect(feed[1].body).toContain(opp.ref);
    expect(feed[2]).toMatchObject({ id: decision.id, body: 'INS decided: accepted', authorId: me, entityType: 'insight', entityId: ins.id });
    expect(feed[3]).toMatchObject({ kind: 'update', body: 'Export API in review', authorId: me, entityType: 'opportunity', entityId: opp.id });
    expect(feed[3]).toMatchObject({ id: update.id, createdAt: update.createdAt });
    expect(feed[4]).toEqual(note1);
    const times = feed.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // pages of one and two give the same order
    expect((await all(admin, feedPath, 1)).map((e) => e.id)).toEqual(feed.map((e) => e.id));
    expect((await all(admin, feedPath, 2)).map((e) => e.id)).toEqual(feed.map((e) => e.id));
    const page = expectStatus(await admin('GET', `${feedPath}?limit=2`), 200);
    expect(page.pagination.hasMore).toBe(true);
    expectFailure(await admin('GET', `/api/v1/customers/${c.id}/updates?cursor=nonsense`), 400, 'VALIDATION_FAILED', 'query.cursor');
    // a cursor of another list is refused
    const otherCursor = expectStatus(await admin('GET', '/api/v1/customers?limit=1'), 200).pagination.cursor;
    expectFailure(await admin('GET', `${feedPath}?cursor=${encodeURIComponent(otherCursor)}`), 400, 'VALIDATION_FAILED', 'query.cursor');

    // unlinking takes the opportunity's entries out of the feed
    await data(admin, 'DELETE', `/api/v1/customers/${c.id}/opportunities/${opp.ref}`);
    expect((await all(admin, feedPath)).map((e) => e.kind)).toEqual(['note', 'decision', 'note']);
  });
});

describe('ARR (spec 1 §2.8; spec 2 §4.11)', () => {
  it('a future date is 400; the latest point sets arr, an older one does not; deletes do not recompute; deltas are derived', async () => {
    const c = await customer(admin, { arr: 5 });
    const path = `/api/v1/customers/${c.ref}/arr`;
    const future = expectFailure(await admin('POST', path, { level: 10, effectiveDate: day(2) }), 400, 'VALIDATION_FAILED', 'body.effectiveDate');
    expect(future.suggestion).toContain(today);
    expect(await data(admin, 'GET', path)).toEqual([]);
    expectFailure(await admin('POST', path, { level: -1, effectiveDate: today }), 400, 'VALIDATION_FAILED', 'body.level');

    const june = expectStatus(await admin('POST', path, { level: 100000, effectiveDate: '2026-06-01' }), 201).data;
    expect(june).toMatchObject({ customerId: c.id, level: 100000, effectiveDate: '2026-06-01', delta: null });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(100000);
    const sept = await data(admin, 'POST', path, { level: 150000, effectiveDate: '2026-09-01' });
    expect(sept.delta).toBe(50000);
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(150000);
    const march = await data(admin, 'POST', path, { level: 80000, effectiveDate: '2026-03-01' }); // older: arr unchanged
    expect(march.delta).toBeNull();
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(150000);
    expect((await data(admin, 'GET', path)).map((p: any) => [p.effectiveDate, p.level, p.delta])).toEqual([
      ['2026-03-01', 80000, null], ['2026-06-01', 100000, 20000], ['2026-09-01', 150000, 50000],
    ]);
    // deltas are not stored
    expect(Object.keys((await db('arr_points').where({ org_id: org.orgId, id: sept.id }).first()) ?? {})).not.toContain('delta');

    expect(await data(admin, 'DELETE', `${path}/${sept.id}`)).toEqual({ id: sept.id, deleted: true });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(150000); // not recomputed
    expect((await data(admin, 'GET', path)).map((p: any) => p.delta)).toEqual([null, 20000]);
    expectFailure(await admin('DELETE', `${path}/${sept.id}`), 404, 'NOT_FOUND', 'path.arrPointId');

    // today is allowed and is the latest; a second point of the same date recorded later is later still
    expect((await data(admin, 'POST', path, { level: 90000, effectiveDate: today })).delta).toBe(-10000);
    await data(admin, 'POST', path, { level: 95000, effectiveDate: today });
    expect((await data(admin, 'GET', `/api/v1/customers/${c.id}`)).arr).toBe(95000);
    // an explicit PATCH sets arr too
    expect((await data(admin, 'PATCH', `/api/v1/customers/${c.id}`, { arr: 1 })).arr).toBe(1);
    // a point of another customer is not this one's
    const d = await customer(admin);
    expectFailure(await admin('DELETE', `/api/v1/customers/${d.id}/arr/${june.id}`), 404, 'NOT_FOUND', 'path.arrPointId');
  });

  it('the summary: per status and a monthly waterfall on a hand-computed example', async () => {
    const o = await newOrg('Waterfall org');
    const api = client(o.apiKey);
    const make = async (name: string, status: string, points: [string, number][]) => {
      const c = await data(api, 'POST', '/api/v1/customers', { name, status });
      for (const [effectiveDate, level] of points) await data(api, 'POST', `/api/v1/customers/${c.id}/arr`, { level, effectiveDate });
      return c;
    };
    await make('A', 'live', [['2025-12-15', 100], ['2026-02-10', 150], ['2026-04-01', 120]]);
    const b = await make('B', 'pilot', [['2026-01-20', 200], ['2026-03-05', 0]]);
    await data(api, 'PATCH', `/api/v1/customers/${b.id}`, { status: 'churned', reason: 'No budget left this year' });
    await make('C', 'pilot', [['2026-03-31', 80], ['2026-05-15', 60]]);
    await make('D', 'live', [['2026-02-01', 50], ['2026-02-20', 70]]);
    await make('E', 'prospect', [['2026-07-01', 500]]);
    await make('F', 'onboarding', [['2025-11-01', 40], ['2026-01-10', 0], ['2026-05-01', 30]]);
    await data(api, 'POST', '/api/v1/customers', { name: 'G (no points)', status: 'live', arr: 7 });

    const summary = await data(api, 'GET', '/api/v1/customers/arr-summary?from=2026-01-17&to=2026-06-03');
    expect(summary.from).toBe('2026-01-01');
    expect(summary.to).toBe('2026-06-30');
    expect(summary.byStatus).toEqual([
      { status: 'prospect', count: 1, arr: 500 },
      { status: 'onboarding', count: 1, arr: 30 },
      { status: 'pilot', count: 1, arr: 60 },
      { status: 'live', count: 3, arr: 120 + 70 + 7 },
      { status: 'churned', count: 1, arr: 0 },
      { status: 'lost', count: 0, arr: 0 },
    ]);
    // Month ends: A 100|100,150,150,120,120,120  B 0|200,200,0,0,0,0  C 0|0,0,80,80,60,60  D 0|0,70,70,70,70,70  F 40|0,0,0,0,30,30
    expect(summary.waterfall).toEqual([
      { month: '2026-01', starting: 140, new: 200, expansion: 0, contraction: 0, churned: -40, ending: 300 },
      { month: '2026-02', starting: 300, new: 70, expansion: 50, contraction: 0, churned: 0, ending: 420 },
      { month: '2026-03', starting: 420, new: 80, expansion: 0, contraction: 0, churned: -200, ending: 300 },
      { month: '2026-04', starting: 300, new: 0, expansion: 0, contraction: -30, churned: 0, ending: 270 },
      { month: '2026-05', starting: 270, new: 30, expansion: 0, contraction: -20, churned: 0, ending: 280 },
      { month: '2026-06', starting: 280, new: 0, expansion: 0, contraction: 0, churned: 0, ending: 280 },
    ]);
    // one month
    expect((await data(api, 'GET', '/api/v1/customers/arr-summary?from=2026-07-01&to=2026-07-31')).waterfall).toEqual([
      { month: '2026-07', starting: 280, new: 500, expansion: 0, contraction: 0, churned: 0, ending: 780 },
    ]);
    // default: the 12 months ending with this one
    const dflt = await data(api, 'GET', '/api/v1/customers/arr-summary');
    expect(dflt.waterfall).toHaveLength(12);
    expect(dflt.waterfall.at(-1).month).toBe(today.slice(0, 7));
    expect(dflt.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(dflt.waterfall.at(-1).ending).toBe(780);
    expectFailure(await api('GET', '/api/v1/customers/arr-summary?from=2026-05-01&to=2026-04-30'), 400, 'VALIDATION_FAILED', 'query.from');
    expectFailure(await api('GET', '/api/v1/customers/arr-summary?from=2000-01-01&to=2026-04-30'), 400, 'VALIDATION_FAILED', 'query.from');
    // another org's points are not counted
    expect((await data(admin, 'GET', '/api/v1/customers/arr-summary?from=2026-01-01&to=2026-01-31')).waterfall[0].new).not.toBe(200);
  });
});

describe('commitments (spec 2 §4.11)', () => {
  it('dated promises soonest first, with their work and atRisk in each case; filters and pages', async () => {
    const o = await newOrg('Commitments org');
    const api = client(o.apiKey);
    const acme = await data(api, 'POST', '/api/v1/customers', { name: 'Acme' });
    const beta = await data(api, 'POST', '/api/v1/customers', { name: 'Beta' });
    const task = async (status: string) => {
      const t = await data(api, 'POST', '/api/v1/tasks', { title: `T ${status}` });
      if (status !== 'backlog') await db('tasks').where({ org_id: o.orgId, id: t.id }).update({ status });
      return t;
    };
    const opp = async (state: string) => {
      const x = await data(api, 'POST', '/api/v1/opportunities', { title: `O ${state}` });
      if (state !== 'backlog') await data(api, 'POST', `/api/v1/opportunities/${x.ref}/set-state`, { state });
      return x;
    };
    const promise = async (name: string, customerId: string, deadline: string | null, work: { task?: any; opportunity?: any }[] = [], status?: string) => {
      const i = await insight(o, { verbatim: name, source: 'sales', customerId, deadline }, status);
      for (const w of work) await linkWork(o.orgId, i.id, { task: w.task?.id, opportunity: w.opportunity?.id });
      return { ...i, name, deadline, work };
    };
    const doneOpp = await opp('completed');
    const doneTask = await task('completed');
    const wipTask = await task('in_progress');
    const wipOpp = await opp('in_progress');
    const backlogOpp = await opp('backlog');
    const cases = [
      await promise('past, delivered', acme.id, day(-3), [{ opportunity: doneOpp }]),
      await promise('past, work in progress', acme.id, day(-2), [{ task: wipTask }, { task: doneTask }]),
      await promise('past, no work', beta.id, day(-1)),
      await promise('soon, no work', acme.id, day(5)),
      await promise('soon, in progress', beta.id, day(6), [{ opportunity: wipOpp }]),
      await promise('soon, only backlog work', acme.id, day(7), [{ opportunity: backlogOpp }]),
      await promise('soon, all completed', acme.id, day(8), [{ task: doneTask }]),
      await promise('at 14 days, no work', beta.id, day(14)),
      await promise('at 15 days, no work', acme.id, day(15)),
      await promise('far, no work', acme.id, day(60)),
    ];
    const expected: Record<string, boolean> = {
      'past, delivered': false, 'past, work in progress': true, 'past, no work': true, 'soon, no work': true, 'soon, in progress': false,
      'soon, only backlog work': true, 'soon, all completed': false, 'at 14 days, no work': true, 'at 15 days, no work': false, 'far, no work': false,
    };
    // not commitments: rejected, archived, undated, and insights rooted elsewhere
    await promise('rejected', acme.id, day(3), [], 'rejected');
    await promise('archived', acme.id, day(3), [], 'archived');
    await promise('undated', acme.id, null);
    await insight(o, { verbatim: 'internal', source: 'observation', stakeholderUserId: o.userId, deadline: day(2) });
    // need_context and review still count
    const ctx = await promise('review, no work', beta.id, day(4), [], 'review');

    const list = await all(api, '/api/v1/customers/commitments');
    expect(list.map((x) => x.verbatim)).toEqual([
      'past, delivered', 'past, work in progress', 'past, no work', 'review, no work', 'soon, no work', 'soon, in progress', 'soon, only backlog work',
      'soon, all completed', 'at 14 days, no work', 'at 15 days, no work', 'far, no work',
    ]);
    for (const x of list) if (x.verbatim in expected) expect(x.atRisk, x.verbatim).toBe(expected[x.verbatim]);
    expect(list.find((x) => x.insightId === ctx.id).atRisk).toBe(true);
    const wip = list.find((x) => x.verbatim === 'past, work in progress');
    expect(wip).toMatchObject({ insightRef: `INS-${cases[1].number}`, customerId: acme.id, customerName: 'Acme', deadline: day(-2) });
    expect(wip.work).toEqual(expect.arrayContaining([
      { entityType: 'task', id: wipTask.id, ref: wipTask.ref, status: 'in_progress' },
      { entityType: 'task', id: doneTask.id, ref: doneTask.ref, status: 'completed' },
    ]));
    expect(list.find((x) => x.verbatim === 'past, delivered').work).toEqual([{ entityType: 'opportunity', id: doneOpp.id, ref: doneOpp.ref, status: 'completed' }]);

    // filters: one customer (by ref), at risk or not; pages of 2 give the same order
    expect((await all(api, `/api/v1/customers/commitments?customerId=${beta.ref}`)).map((x) => x.verbatim)).toEqual(['past, no work', 'review, no work', 'soon, in progress', 'at 14 days, no work']);
    const risky = await all(api, '/api/v1/customers/commitments?atRisk=true');
    expect(risky.map((x) => x.verbatim)).toEqual(list.filter((x) => x.atRisk).map((x) => x.verbatim));
    expect((await all(api, '/api/v1/customers/commitments?atRisk=true', 2)).map((x) => x.verbatim)).toEqual(risky.map((x) => x.verbatim));
    expect((await all(api, '/api/v1/customers/commitments?atRisk=false')).every((x) => !x.atRisk)).toBe(true);
    expect((await all(api, '/api/v1/customers/commitments', 2)).map((x) => x.insightId)).toEqual(list.map((x) => x.insightId));
    expectFailure(await api('GET', '/api/v1/customers/commitments?customerId=CUS-999'), 404, 'NOT_FOUND', 'query.customerId');

    // completing the in-progress work delivers the promise: no longer at risk
    await db('tasks').where({ org_id: o.orgId, id: wipTask.id }).update({ status: 'completed' });
    expect((await all(api, '/api/v1/customers/commitments')).find((x) => x.verbatim === 'past, work in progress').atRisk).toBe(false);
  });
});

describe('deleting a customer (spec 2 §4.11)', () => {
  it('removes its insights, contacts, feed, ARR points and links; opportunities survive', async () => {
    const c = await customer(admin, { status: 'live' });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Survives' });
    const t = await data(admin, 'POST', '/api/v1/tasks', { title: 'Survives too' });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Dana', primary: true });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/updates`, { body: 'A note' });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/arr`, { level: 10, effectiveDate: today });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/opportunities`, { opportunityId: opp.id });
    const ins = await insight(org, { verbatim: 'Wants SSO', source: 'interview', customerId: c.id, deadline: day(10) });
    await linkWork(org.orgId, ins.id, { opportunity: opp.id });
    await linkWork(org.orgId, ins.id, { task: t.id });
    await data(admin, 'PATCH', `/api/v1/customers/${c.id}`, { status: 'churned', reason: 'Went with a competitor' });
    const tables = ['customer_contacts', 'customer_updates', 'arr_points', 'customer_opportunities', 'insights'] as const;
    const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (tb) => [tb, (await db(tb).where({ org_id: org.orgId, customer_id: c.id })).length])));
    expect(await counts()).toEqual({ customer_contacts: 1, customer_updates: 1, arr_points: 1, customer_opportunities: 1, insights: 2 });
    const insightIds = (await db('insights').where({ org_id: org.orgId, customer_id: c.id })).map((r: any) => r.id);

    expect(await data(admin, 'DELETE', `/api/v1/customers/${c.ref}`)).toEqual({ id: c.id, deleted: true });
    expect(await counts()).toEqual({ customer_contacts: 0, customer_updates: 0, arr_points: 0, customer_opportunities: 0, insights: 0 });
    expect(await db('insight_links').where({ org_id: org.orgId }).whereIn('insight_id', insightIds)).toEqual([]);
    expectFailure(await admin('GET', `/api/v1/customers/${c.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('DELETE', `/api/v1/customers/${c.id}`), 404, 'NOT_FOUND', 'path.id');
    expect((await data(admin, 'GET', `/api/v1/opportunities/${opp.ref}`)).id).toBe(opp.id);
    expect((await data(admin, 'GET', `/api/v1/tasks/${t.ref}`)).id).toBe(t.id);
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).orderBy('seq');
    expect(log[0]).toMatchObject({ action: 'created', actor_user_id: me });
    expect(log.filter((r: any) => r.subject === null).at(-1)).toMatchObject({ action: 'deleted', actor_user_id: me });
  });
});

describe('platform rules', () => {
  it('tenancy: another org\'s customer is 404 by UUID and by ref on every customer operation; its opportunity cannot be linked', async () => {
    const them = await newOrg('Other customers org');
    const theirs = client(them.apiKey);
    const c = await data(theirs, 'POST', '/api/v1/customers', { name: 'Their Customer' });
    const contact = await data(theirs, 'POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Their Contact' });
    const point = await data(theirs, 'POST', `/api/v1/customers/${c.id}/arr`, { level: 5, effectiveDate: today });
    const theirOpp = await data(theirs, 'POST', '/api/v1/opportunities', { title: 'Their opp' });
    const theirsBefore = await data(theirs, 'GET', `/api/v1/customers/${c.id}`);
    // the caller: a fresh org, so their ref CUS-1 names nothing here (refs are per org)
    const us = await newOrg('Our customers org');
    const ours = client(us.apiKey);
    for (const id of [c.id, c.ref]) {
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/v1/customers/${id}`],
        ['PATCH', `/api/v1/customers/${id}`, { name: 'Mine now' }],
        ['DELETE', `/api/v1/customers/${id}`],
        ['GET', `/api/v1/customers/${id}/contacts`],
        ['POST', `/api/v1/customers/${id}/contacts`, { name: 'Spy' }],
        ['PATCH', `/api/v1/customers/${id}/contacts/${contact.id}`, { name: 'Spy' }],
        ['DELETE', `/api/v1/customers/${id}/contacts/${contact.id}`],
        ['GET', `/api/v1/customers/${id}/opportunities`],
        ['POST', `/api/v1/customers/${id}/opportunities`, { opportunityId: theirOpp.id }],
        ['DELETE', `/api/v1/customers/${id}/opportunities/${theirOpp.id}`],
        ['GET', `/api/v1/customers/${id}/updates`],
        ['POST', `/api/v1/customers/${id}/updates`, { body: 'Spy note' }],
        ['GET', `/api/v1/customers/${id}/arr`],
        ['POST', `/api/v1/customers/${id}/arr`, { level: 1, effectiveDate: today }],
        ['DELETE', `/api/v1/customers/${id}/arr/${point.id}`],
      ];
      for (const [method, path, body] of calls) {
        const r = await ours(method, path, body);
        expectFailure(r, 404, 'NOT_FOUND', 'path.id');
        expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
      }
      expectFailure(await ours('GET', `/api/v1/customers/commitments?customerId=${id}`), 404, 'NOT_FOUND', 'query.customerId');
    }
    const mine = await data(ours, 'POST', '/api/v1/customers', { name: 'Ours' });
    expect(mine.ref).toBe(c.ref); // the same ref, another customer
    expect((await data(ours, 'GET', `/api/v1/customers/${c.ref}`)).id).toBe(mine.id);
    expectFailure(await ours('POST', `/api/v1/customers/${mine.id}/opportunities`, { opportunityId: theirOpp.id }), 404, 'NOT_FOUND', 'body.opportunityId');
    expectFailure(await ours('DELETE', `/api/v1/customers/${mine.id}/contacts/${contact.id}`), 404, 'NOT_FOUND', 'path.contactId');
    expectFailure(await ours('DELETE', `/api/v1/customers/${mine.id}/arr/${point.id}`), 404, 'NOT_FOUND', 'path.arrPointId');
    expect((await all(ours, '/api/v1/customers')).map((x) => x.id)).toEqual([mine.id]);
    expect((await data(ours, 'GET', '/api/v1/customers/arr-summary')).byStatus.find((s: any) => s.status === 'prospect')).toEqual({ status: 'prospect', count: 1, arr: 0 });
    // nothing of theirs changed
    expect(await data(theirs, 'GET', `/api/v1/customers/${c.id}`)).toEqual(theirsBefore);
    expect(await data(theirs, 'GET', `/api/v1/customers/${c.id}/contacts`)).toEqual([contact]);
    expect((await data(theirs, 'GET', `/api/v1/customers/${c.id}/arr`)).map((p: any) => p.id)).toEqual([point.id]);
  });

  it('capabilities: an engineer reads customers but may not create, update or delete them (403 naming the capability)', async () => {
    const c = await customer(admin);
    expectStatus(await eng('GET', `/api/v1/customers/${c.ref}`), 200);
    expectStatus(await eng('GET', '/api/v1/customers/commitments'), 200);
    expectStatus(await eng('GET', `/api/v1/customers/${c.ref}/updates`), 200);
    expect(expectFailure(await eng('POST', '/api/v1/customers', { name: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:create']);
    expect(expectFailure(await eng('PATCH', `/api/v1/customers/${c.id}`, { name: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:update']);
    expect(expectFailure(await eng('DELETE', `/api/v1/customers/${c.id}`), 403, 'FORBIDDEN').data.missing).toEqual(['customer:delete']);
    expect(expectFailure(await eng('POST', `/api/v1/customers/${c.id}/arr`, { level: 1, effectiveDate: today }), 403, 'FORBIDDEN').data.missing).toEqual(['customer:create']);
    // an engineer's view offers no move it could not make
    expect(expectStatus(await eng('GET', `/api/v1/customers/${c.ref}`), 200).actions.map((a: any) => a.name)).not.toContain('updateCustomer');
  });

  it('a create retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const key = randomUUID();
    const name = `Once ${uniq()}`;
    const first = expectStatus(await admin('POST', '/api/v1/customers', { name }, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/customers', { name }, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.data);
    expect((await all(admin, '/api/v1/customers')).filter((x) => x.name === name)).toHaveLength(1);
    expectFailure(await admin('POST', '/api/v1/customers', { name: 'Something else' }, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
  });

  it('the actions of a customer and of its parts succeed when followed', async () => {
    const c = expectStatus(await admin('POST', '/api/v1/customers', { name: `Act ${uniq()}` }), 201);
    const contact = expectStatus(await admin('POST', `/api/v1/customers/${c.data.id}/contacts`, { name: 'Dana' }), 201);
    const point = expectStatus(await admin('POST', `/api/v1/customers/${c.data.id}/arr`, { level: 3, effectiveDate: today }), 201);
    const note = expectStatus(await admin('POST', `/api/v1/customers/${c.data.id}/updates`, { body: 'hi' }), 201);
    for (const body of [contact, point, note, expectStatus(await admin('GET', `/api/v1/customers/${c.data.ref}/contacts`), 200)]) {
      expect(body.actions.length).toBeGreaterThan(0);
      for (const a of body.actions) expect((await admin(a.method, a.href, a.body)).status, JSON.stringify(a)).toBeLessThan(400);
    }
    // the customer's reads, its insights among them (the moves are followed in the lifecycle tests)
    for (const a of c.actions.filter((x: any) => x.method === 'GET')) {
      expect((await admin(a.method, a.href)).status, JSON.stringify(a)).toBe(200);
    }
  });

  it('writes are in the activity log on the customer, attributed to the caller', async () => {
    const c = await customer(admin);
    await data(admin, 'PATCH', `/api/v1/customers/${c.id}`, { health: 'healthy' });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Logged' });
    await data(admin, 'POST', `/api/v1/customers/${c.id}/arr`, { level: 1, effectiveDate: today });
    const log = await db('activities').where({ org_id: org.orgId, entity_type: 'customer', entity_id: c.id }).orderBy('seq');
    expect(log.map((r: any) => [r.subject, r.action])).toEqual([[null, 'created'], [null, 'updated'], ['contact', 'added'], ['arr_point', 'added'], [null, 'updated']]);
    expect(log.every((r: any) => r.actor_user_id === me)).toBe(true);
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('get_customer and list_customers are in the default list and answer what REST does', async () => {
    const c = new Client({ name: 'customers-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } } }));
    sessions.push(c);
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['get_customer', 'list_customers']));
    const made = await customer(admin, { arr: 42 });
    const r = await c.callTool({ name: 'get_customer', arguments: { id: made.ref } });
    expect(r.isError, JSON.stringify(r).slice(0, 400)).toBeFalsy();
    const body = (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text);
    expect(body.data).toEqual(await data(admin, 'GET', `/api/v1/customers/${made.id}`));
    expect(body.actions).toContainEqual(expect.objectContaining({ tool: 'update_customer', arguments: { id: made.ref, status: 'onboarding' } }));
    const missing = await c.callTool({ name: 'get_customer', arguments: { id: 'CUS-999999' } });
    expect(missing.isError).toBe(true);
  });
});
