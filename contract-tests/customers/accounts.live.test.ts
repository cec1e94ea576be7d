/**
 * Customer accounts on the real server and a real Postgres (spec 1 §2.8, §3.2; spec 2 §4.11): the default status
 * and CUS refs, every lifecycle move (allowed, refused with the allowed ones, churned and lost with their reason
 * becoming an insight rooted at the customer), one primary contact under concurrency, idempotent opportunity links
 * with step pins, the feed (notes, linked opportunities' updates, decisions, shipped work) in order and paged.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { CustomerStatus } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { allOf, as, envelope as expectStatus, failure as expectFailure, must as data, raw, useSdk } from '../lib/sdkAs.js';
import { admin, customer, db, insight, me, org, uniq, useCustomersOrg } from './_setup.js';

useCustomersOrg();
useSdk();
/** The per-call options of the org's admin (the key behind _setup's `admin`). */
const A = () => as(org.apiKey);
const patchCustomer = (id: string, body: sdk.UpdateCustomerBody, who: RequestInit = A()) => sdk.updateCustomer(id, body, undefined, who);
const getCustomer = async (id: string) => data(await sdk.getCustomer(id, A()));
const contactsOf = async (id: string) => data(await sdk.listCustomerContacts(id, A()));

describe('customer accounts (spec 2 §4.11)', () => {
  it('status defaults to prospect; CUS-<n> refs count up per org and read like the UUID; fields round-trip', async () => {
    const refsKey = (await newOrg('Customer refs org')).apiKey;
    const o = as(refsKey);
    const create = (body: sdk.CreateCustomerBody) => sdk.createCustomer(body, undefined, o);
    const a = expectStatus(await create({ name: 'First' }), 201).data;
    const b = expectStatus(
      await create({
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
    expect(b.ownerId).toBe(data(await sdk.getViewer(o)).userId);
    expect(data(await sdk.getCustomer('CUS-2', o))).toEqual(b);
    expect(data(await sdk.getCustomer(b.id, o))).toEqual(b);
    expectFailure(await sdk.getCustomer('CUS-99', o), 404, 'NOT_FOUND', 'path.id');
    // created with another starting status; churned and lost are reached only by a move with a reason
    expect(data(await create({ name: 'Live one', status: 'live' })).status).toBe('live');
    // a starting status the document does not offer: raw HTTP, the SDK's types do not let it be sent
    expectFailure(await raw(refsKey, 'POST', '/api/v1/customers', { name: 'Gone', status: 'churned' }), 400, 'VALIDATION_FAILED', 'body.status');
    // the owner must be a user of the org
    expectFailure(await create({ name: 'Owned', ownerId: randomUUID() }), 404, 'NOT_FOUND', 'body.ownerId');
    // PATCH: null clears, profile is replaced whole
    const patched = data(await patchCustomer('CUS-2', { health: null, ownerId: null, profile: { seats: 50 }, name: 'Second Co' }, o));
    expect(patched).toMatchObject({ name: 'Second Co', health: null, ownerId: null, profile: { seats: 50 }, arr: 1200.5 });
  });

  it('lists by name regardless of case, filters by status, pages', async () => {
    const key = (await newOrg('Customer list org')).apiKey;
    const o = as(key);
    for (const [name, status] of [
      ['beta', 'prospect'],
      ['Alpha', 'live'],
      ['gamma', 'prospect'],
      ['Delta', 'pilot'],
    ] as const) {
      expectStatus(await sdk.createCustomer({ name, status }, undefined, o), 201);
    }
    const names = (list: { name: string }[]) => list.map((c) => c.name);
    const every = (status?: CustomerStatus, limit = 200) => allOf((cursor) => sdk.listCustomers({ status, cursor, limit }, o));
    expect(names(await every())).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await every(undefined, 1))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await every('prospect'))).toEqual(['beta', 'gamma']);
    expect(names(await every('prospect', 1))).toEqual(['beta', 'gamma']);
    // a status outside the enum: raw HTTP, the SDK's types do not let it be sent
    expectFailure(await raw(key, 'GET', '/api/v1/customers?status=gone'), 400, 'VALIDATION_FAILED', 'query.status');
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
  async function inStatus(status: CustomerStatus): Promise<{ id: string; ref: string }> {
    if (status === 'churned') return data(await patchCustomer((await customer(admin, { status: 'live' })).id, { status, reason: 'Setup: churned' }));
    if (status === 'lost') return data(await patchCustomer((await customer(admin)).id, { status, reason: 'Setup: lost deal' }));
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
            await patchCustomer(c.ref, { status: to, ...(to === 'churned' || to === 'lost' ? { reason: 'Would it?' } : {}) }),
            409,
            'INVALID_STATE_TRANSITION',
          );
          expect(err.data).toEqual({ from, to, allowed: ALLOWED[from] });
          expect(err.suggestion).toContain(ALLOWED[from][0]);
          expect((await getCustomer(c.id)).status).toBe(from);
          continue;
        }
        if (to === 'churned' || to === 'lost') {
          expectFailure(await patchCustomer(c.ref, { status: to }), 400, 'VALIDATION_FAILED', 'body.reason');
          expectFailure(await patchCustomer(c.ref, { status: to, reason: 'abc' }), 400, 'VALIDATION_FAILED', 'body.reason'); // 5 characters at least
          expect((await getCustomer(c.id)).status).toBe(from);
          expect(await reasons(c.id)).toHaveLength(before); // a refused move records nothing
          const reason = `Went ${to} from ${from}: budget cut ${uniq()}`;
          expect(data(await patchCustomer(c.ref, { status: to, reason })).status).toBe(to);
          const after = await reasons(c.id);
          expect(after).toHaveLength(before + 1);
          expect(after.at(-1)).toMatchObject({ verbatim: reason, source: 'observation', status: 'created', recorded_by_id: me });
        } else {
          expectFailure(await patchCustomer(c.ref, { status: to, reason: 'Not a churn' }), 400, 'VALIDATION_FAILED', 'body.reason');
          expect(data(await patchCustomer(c.ref, { status: to })).status).toBe(to);
          expect(await reasons(c.id)).toHaveLength(before);
        }
      }
    });
  }

  it('the same status is no move; a reason without a move to churned or lost is refused naming body.reason', async () => {
    const c = await customer(admin, { status: 'pilot' });
    expect(data(await patchCustomer(c.id, { status: 'pilot', name: 'Renamed' })).name).toBe('Renamed');
    expectFailure(await patchCustomer(c.id, { reason: 'Because reasons' }), 400, 'VALIDATION_FAILED', 'body.reason');
    const churned = await inStatus('churned');
    const err = expectFailure(await patchCustomer(churned.id, { status: 'churned', reason: 'Again, really' }), 400, 'VALIDATION_FAILED', 'body.reason');
    expect(err.suggestion).toContain('churned already');
    expect(await reasons(churned.id)).toHaveLength(1);
  });

  it('getCustomer offers exactly the allowed moves that need no reason, and each succeeds as offered', async () => {
    for (const from of STATUSES) {
      const c = await inStatus(from);
      const got = expectStatus(await sdk.getCustomer(c.ref, A()), 200);
      const moves = got.actions.filter((a) => a.name === 'updateCustomer');
      expect(
        moves.map((a) => a.body?.status),
        from,
      ).toEqual(ALLOWED[from].filter((s) => s !== 'churned' && s !== 'lost'));
      for (const a of moves) {
        const fresh = await inStatus(from);
        // each action is followed as offered (method, href, body): raw HTTP
        const r = await raw(org.apiKey, a.method, a.href!.replace(c.ref, fresh.ref), a.body);
        expect(r.status, JSON.stringify(a)).toBe(200);
        expect(a).toMatchObject({ tool: 'update_customer', arguments: { id: c.ref, status: a.body!.status } });
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
      Array.from({ length: 8 }, (_, i) => sdk.createCustomerContact(c.ref, { name: `Contact ${i}`, primary: true }, undefined, A())),
    );
    for (const r of replies) expectStatus(r, 201);
    expect(await primaries(c.id)).toBe(1);
    const list = await contactsOf(c.ref);
    expect(list).toHaveLength(8);
    expect(list[0].primary).toBe(true);
    expect(list.slice(1).every((x) => !x.primary)).toBe(true);
    expect(list.slice(1).map((x) => x.name)).toEqual([...list.slice(1).map((x) => x.name)].sort()); // then by name

    const patchContact = (customerId: string, contactId: string, body: sdk.UpdateCustomerContactBody) =>
      sdk.updateCustomerContact(customerId, contactId, body, undefined, A());
    const other = list[3];
    const promoted = data(await patchContact(c.ref, other.id, { primary: true }));
    expect(promoted).toMatchObject({ id: other.id, primary: true });
    const after = await contactsOf(c.id);
    expect(after[0].id).toBe(other.id);
    expect(after.find((x) => x.id === list[0].id)!.primary).toBe(false);
    expect(await primaries(c.id)).toBe(1);

    // concurrent promotions of different contacts: still exactly one
    const promotions = await Promise.all(after.map((x) => patchContact(c.id, x.id, { primary: true })));
    for (const r of promotions) expectStatus(r, 200);
    expect(await primaries(c.id)).toBe(1);

    // primary false leaves the account without one
    const current = (await contactsOf(c.id))[0];
    expect(data(await patchContact(c.id, current.id, { primary: false })).primary).toBe(false);
    expect(await primaries(c.id)).toBe(0);
  });

  it('fields round-trip and clear; a contact of another customer is 404 naming path.contactId', async () => {
    const c = await customer(admin);
    const d = await customer(admin);
    const made = expectStatus(
      await sdk.createCustomerContact(
        c.id,
        {
          name: 'Dana',
          title: 'VP',
          role: 'champion',
          email: 'dana@acme.example',
          phone: '+1 555',
          notes: 'Prefers email',
        },
        undefined,
        A(),
      ),
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
    expect(data(await sdk.updateCustomerContact(c.id, made.id, { title: null, notes: null }, undefined, A()))).toMatchObject({
      title: null,
      notes: null,
      email: 'dana@acme.example',
    });
    expectFailure(await sdk.createCustomerContact(c.id, { name: 'Bad', email: 'not-an-email' }, undefined, A()), 400, 'VALIDATION_FAILED', 'body.email');
    expectFailure(await sdk.updateCustomerContact(d.id, made.id, { name: 'Moved' }, undefined, A()), 404, 'NOT_FOUND', 'path.contactId');
    expectFailure(await sdk.deleteCustomerContact(d.id, made.id, undefined, A()), 404, 'NOT_FOUND', 'path.contactId');
    expect(data(await sdk.deleteCustomerContact(c.id, made.id, undefined, A()))).toEqual({ id: made.id, deleted: true });
    expect(await contactsOf(c.id)).toEqual([]);
  });
});

describe('opportunity links (spec 2 §4.11)', () => {
  it("idempotent by UUID or ref; stepInstanceId pins to a step of the opportunity's template, omitted or null unpins", async () => {
    const c = await customer(admin);
    const tpl = data(
      await sdk.createTemplate(
        {
          name: `Tpl ${uniq()}`,
          defaultEntityType: 'opportunity',
          steps: [{ title: 'Scope' }, { title: 'Build' }],
        },
        undefined,
        A(),
      ),
    );
    const opp = data(await sdk.createOpportunity({ title: 'SSO', workflowId: tpl.id }, undefined, A()));
    const other = data(await sdk.createOpportunity({ title: 'Other', workflowId: tpl.id }, undefined, A()));
    const steps = data(await sdk.getTemplateInstance('opportunity', opp.ref, A())).steps;
    const otherSteps = data(await sdk.getTemplateInstance('opportunity', other.ref, A())).steps;
    const link = (body: sdk.LinkCustomerOpportunityBody) => sdk.linkCustomerOpportunity(c.ref, body, undefined, A());
    const links = async () => data(await sdk.listCustomerOpportunities(c.ref, A()));
    const unlink = (opportunityId: string) => sdk.unlinkCustomerOpportunity(c.ref, opportunityId, undefined, A());

    const first = data(await link({ opportunityId: opp.ref }));
    expect(first).toMatchObject({ customerId: c.id, opportunityId: opp.id, opportunityRef: opp.ref, title: 'SSO', state: 'backlog', stepInstanceId: null });
    const pinned = data(await link({ opportunityId: opp.id, stepInstanceId: steps[1].id }));
    expect(pinned).toMatchObject({ opportunityId: opp.id, stepInstanceId: steps[1].id, createdAt: first.createdAt });
    expect(data(await link({ opportunityId: opp.ref, stepInstanceId: steps[1].id }))).toEqual(pinned); // again: same link
    expect(await links()).toEqual([pinned]);
    expect(data(await link({ opportunityId: opp.ref })).stepInstanceId).toBeNull(); // omitted unpins
    data(await link({ opportunityId: opp.ref, stepInstanceId: steps[0].id }));
    expect(data(await link({ opportunityId: opp.ref, stepInstanceId: null })).stepInstanceId).toBeNull(); // null unpins
    expect(await db('customer_opportunities').where({ org_id: org.orgId, customer_id: c.id })).toHaveLength(1);

    // a step of another opportunity's template, or no step at all, is refused naming the field
    expectFailure(await link({ opportunityId: opp.ref, stepInstanceId: otherSteps[0].id }), 400, 'VALIDATION_FAILED', 'body.stepInstanceId');
    expectFailure(await link({ opportunityId: opp.ref, stepInstanceId: randomUUID() }), 404, 'NOT_FOUND', 'body.stepInstanceId');
    expectFailure(await link({ opportunityId: randomUUID() }), 404, 'NOT_FOUND', 'body.opportunityId');
    expectFailure(await link({ opportunityId: 'OPP-99999' }), 404, 'NOT_FOUND', 'body.opportunityId');

    // newest link first
    data(await link({ opportunityId: other.ref }));
    expect((await links()).map((l) => l.opportunityRef)).toEqual([other.ref, opp.ref]);

    // unlink by ref; the opportunity stays; unlinking again is 404 naming path.opportunityId
    expect(data(await unlink(opp.ref))).toEqual({ id: opp.id, deleted: true });
    expectStatus(await sdk.getOpportunity(opp.ref, A()), 200);
    expectFailure(await unlink(opp.ref), 404, 'NOT_FOUND', 'path.opportunityId');
    expect(data(await unlink(other.id))).toEqual({ id: other.id, deleted: true });
    expect(await links()).toEqual([]);
  });
});

describe('the feed (spec 2 §4.11)', () => {
  it('notes, updates of linked opportunities, decisions and shipped work, newest first, paged', async () => {
    const c = await customer(admin);
    const newOpp = async (title: string) => data(await sdk.createOpportunity({ title }, undefined, A()));
    const opp = await newOpp('Bulk export');
    const unlinked = await newOpp('Not theirs');
    const open = await newOpp('Still open');
    const note = (body: string) => sdk.createCustomerUpdate(c.ref, { body }, undefined, A());
    const feedOf = (limit = 200) => allOf((cursor) => sdk.listCustomerUpdates(c.ref, { cursor, limit }, A()));
    data(await sdk.linkCustomerOpportunity(c.id, { opportunityId: opp.id }, undefined, A()));
    data(await sdk.linkCustomerOpportunity(c.id, { opportunityId: open.id }, undefined, A()));

    const note1 = expectStatus(await note('Kickoff call went well'), 201).data;
    expect(note1).toMatchObject({ kind: 'note', body: 'Kickoff call went well', authorId: me, entityType: 'customer', entityId: c.id, entityRef: c.ref });
    const update = data(await sdk.postOpportunityUpdate(opp.ref, { body: 'Export API in review', health: 'on_track' }, undefined, A()));
    data(await sdk.postOpportunityUpdate(unlinked.ref, { body: 'Elsewhere', health: 'on_track' }, undefined, A()));
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
    data(await sdk.setOpportunityState(opp.ref, { state: 'completed' }, undefined, A()));
    const note2 = data(await note('Renewal signed'));

    const feed = await feedOf();
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
    expect((await feedOf(1)).map((e) => e.id)).toEqual(feed.map((e) => e.id));
    expect((await feedOf(2)).map((e) => e.id)).toEqual(feed.map((e) => e.id));
    const page = expectStatus(await sdk.listCustomerUpdates(c.ref, { limit: 2 }, A()), 200);
    expect(page.pagination!.hasMore).toBe(true);
    expectFailure(await sdk.listCustomerUpdates(c.id, { cursor: 'nonsense' }, A()), 400, 'VALIDATION_FAILED', 'query.cursor');
    // a cursor of another list is refused
    const otherCursor = expectStatus(await sdk.listCustomers({ limit: 1 }, A()), 200).pagination!.cursor!;
    expectFailure(await sdk.listCustomerUpdates(c.ref, { cursor: otherCursor }, A()), 400, 'VALIDATION_FAILED', 'query.cursor');

    // unlinking takes the opportunity's entries out of the feed
    data(await sdk.unlinkCustomerOpportunity(c.id, opp.ref, undefined, A()));
    expect((await feedOf()).map((e) => e.kind)).toEqual(['note', 'decision', 'note']);
  });
});
