/**
 * Customer accounts on the real server and a real Postgres (spec 1 §2.8, §3.2; spec 2 §4.11): the default status
 * and CUS refs, every lifecycle move (allowed, refused with the allowed ones, churned and lost with their reason
 * becoming an insight rooted at the customer), one primary contact under concurrency, idempotent opportunity links
 * with step pins, the feed (notes, linked opportunities' updates, decisions, shipped work) in order and paged.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { admin, customer, db, insight, me, org, uniq, useCustomersOrg } from './_setup.js';

useCustomersOrg();

describe('customer accounts (spec 2 §4.11)', () => {
  it('status defaults to prospect; CUS-<n> refs count up per org and read like the UUID; fields round-trip', async () => {
    const o = client((await newOrg('Customer refs org')).apiKey);
    const a = expectStatus(await o('POST', '/api/v1/customers', { name: 'First' }), 201).data;
    const b = expectStatus(
      await o('POST', '/api/v1/customers', {
        name: 'Second',
        ownerId: 'me',
        arr: 1200.5,
        health: 'at_risk',
        customerSince: '2025-03-01',
        profile: { seats: 40, plan: 'pro' },
      }),
      201,
    ).data;
    expect(a).toMatchObject({
      ref: 'CUS-1',
      number: 1,
      status: 'prospect',
      ownerId: null,
      arr: null,
      health: null,
      customerSince: null,
      profile: {},
      hasOnboarding: false,
    });
    expect(b).toMatchObject({
      ref: 'CUS-2',
      status: 'prospect',
      arr: 1200.5,
      health: 'at_risk',
      customerSince: '2025-03-01',
      profile: { seats: 40, plan: 'pro' },
    });
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
    for (const [name, status] of [
      ['beta', 'prospect'],
      ['Alpha', 'live'],
      ['gamma', 'prospect'],
      ['Delta', 'pilot'],
    ]) {
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
    if (status === 'churned')
      return data(admin, 'PATCH', `/api/v1/customers/${(await customer(admin, { status: 'live' })).id}`, { status, reason: 'Setup: churned' });
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
          const err = expectFailure(
            await admin('PATCH', `/api/v1/customers/${c.ref}`, { status: to, ...(to === 'churned' || to === 'lost' ? { reason: 'Would it?' } : {}) }),
            409,
            'INVALID_STATE_TRANSITION',
          );
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
    const err = expectFailure(
      await admin('PATCH', `/api/v1/customers/${churned.id}`, { status: 'churned', reason: 'Again, really' }),
      400,
      'VALIDATION_FAILED',
      'body.reason',
    );
    expect(err.suggestion).toContain('churned already');
    expect(await reasons(churned.id)).toHaveLength(1);
  });

  it('getCustomer offers exactly the allowed moves that need no reason, and each succeeds as offered', async () => {
    for (const from of STATUSES) {
      const c = await inStatus(from);
      const got = expectStatus(await admin('GET', `/api/v1/customers/${c.ref}`), 200);
      const moves = got.actions.filter((a: any) => a.name === 'updateCustomer');
      expect(
        moves.map((a: any) => a.body.status),
        from,
      ).toEqual(ALLOWED[from].filter((s) => s !== 'churned' && s !== 'lost'));
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
  const primaries = async (customerId: string) =>
    (await db('customer_contacts').where({ org_id: org.orgId, customer_id: customerId, is_primary: true })).length;

  it('8 concurrent creates with primary true leave exactly one primary; making another primary demotes it', async () => {
    const c = await customer(admin);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin('POST', `/api/v1/customers/${c.ref}/contacts`, { name: `Contact ${i}`, primary: true })),
    );
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
    const made = expectStatus(
      await admin('POST', `/api/v1/customers/${c.id}/contacts`, {
        name: 'Dana',
        title: 'VP',
        role: 'champion',
        email: 'dana@acme.example',
        phone: '+1 555',
        notes: 'Prefers email',
      }),
      201,
    ).data;
    expect(made).toMatchObject({
      customerId: c.id,
      name: 'Dana',
      title: 'VP',
      role: 'champion',
      email: 'dana@acme.example',
      phone: '+1 555',
      notes: 'Prefers email',
      primary: false,
    });
    expect(await data(admin, 'PATCH', `/api/v1/customers/${c.id}/contacts/${made.id}`, { title: null, notes: null })).toMatchObject({
      title: null,
      notes: null,
      email: 'dana@acme.example',
    });
    expectFailure(await admin('POST', `/api/v1/customers/${c.id}/contacts`, { name: 'Bad', email: 'not-an-email' }), 400, 'VALIDATION_FAILED', 'body.email');
    expectFailure(await admin('PATCH', `/api/v1/customers/${d.id}/contacts/${made.id}`, { name: 'Moved' }), 404, 'NOT_FOUND', 'path.contactId');
    expectFailure(await admin('DELETE', `/api/v1/customers/${d.id}/contacts/${made.id}`), 404, 'NOT_FOUND', 'path.contactId');
    expect(await data(admin, 'DELETE', `/api/v1/customers/${c.id}/contacts/${made.id}`)).toEqual({ id: made.id, deleted: true });
    expect(await data(admin, 'GET', `/api/v1/customers/${c.id}/contacts`)).toEqual([]);
  });
});

describe('opportunity links (spec 2 §4.11)', () => {
  it("idempotent by UUID or ref; stepInstanceId pins to a step of the opportunity's template, omitted or null unpins", async () => {
    const c = await customer(admin);
    const tpl = await data(admin, 'POST', '/api/v1/templates', {
      name: `Tpl ${uniq()}`,
      defaultEntityType: 'opportunity',
      steps: [{ title: 'Scope' }, { title: 'Build' }],
    });
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
    expect(await data(admin, 'GET', path)).toEqual([pinned]);
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
      .insert({
        org_id: org.orgId,
        customer_id: c.id,
        kind: 'decision',
        body: 'INS decided: accepted',
        author_id: me,
        entity_type: 'insight',
        entity_id: ins.id,
      })
      .returning('*');
    await data(admin, 'POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' });
    const note2 = await data(admin, 'POST', feedPath, { body: 'Renewal signed' });

    const feed = await all(admin, feedPath);
    expect(feed.map((e) => [e.kind, e.entityRef])).toEqual([
      ['note', c.ref],
      ['shipped', opp.ref],
      ['decision', `INS-${ins.number}`],
      ['update', opp.ref],
      ['note', c.ref],
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
