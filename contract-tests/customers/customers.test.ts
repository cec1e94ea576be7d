/**
 * One suite, two targets, for customers (spec 1 §2.8, §3.2; spec 2 §4.11): accounts
 * (create with the default status, read by ref, list by status, lifecycle moves, delete), contacts (one primary),
 * opportunity links (idempotent), the feed (notes), ARR points with derived deltas, the ARR summary and commitments,
 * through the generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the
 * Prism mock and the real server; behaviour is asserted on the real server only (contract-tests/customers/*.live.test.ts
 * covers the rules in depth). The last test fails when an operationId of the tag customers was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: names here carry a unique suffix, lists
 * are searched, not compared whole, and everything hangs off a customer made here.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** Requests as Eve, org A's engineer (the SDK's options override the configured admin key). */
const asEve = { headers: { authorization: `Bearer ${engineerKey}` } };
const today = new Date().toISOString().slice(0, 10);

describe('customers over the SDK (spec 2 §4.11)', () => {
  let me: string;
  let id: string;
  let ref: string;
  let oppId: string;
  let oppRef: string;

  it('create (status default prospect), get by ref with the lifecycle moves as actions, list by status', async () => {
    me = expectStatus(await sdk.getViewer(), 200).data.data!.userId;
    const created = expectStatus(await sdk.createCustomer({ name: `Acme ${unique}`, ownerId: 'me', arr: 120000, profile: { industry: 'logistics' } }), 201);
    id = created.data.data!.id;
    ref = created.data.data!.ref;
    onLive(() => {
      expect(created.data.data).toMatchObject({
        name: `Acme ${unique}`,
        status: 'prospect',
        ownerId: me,
        arr: 120000,
        health: null,
        customerSince: null,
        profile: { industry: 'logistics' },
        hasOnboarding: false,
      });
      expect(ref).toMatch(/^CUS-\d+$/);
    });

    const got = expectStatus(await sdk.getCustomer(ref), 200);
    onLive(() => {
      expect(got.data.data).toEqual(created.data.data);
      const moves = got.data.actions.filter((a) => a.name === 'updateCustomer').map((a) => a.body?.status);
      expect(moves).toEqual(['onboarding', 'pilot', 'live']); // lost needs a reason, so it is not offered
      expect(got.data.actions.map((a) => a.rel).filter(Boolean)).toEqual(
        expect.arrayContaining(['self', 'contacts', 'opportunities', 'updates', 'arr', 'insights', 'commitments']),
      );
    });

    const listed = expectStatus(await sdk.listCustomers({ status: 'prospect', limit: 200 }), 200);
    onLive(() => {
      expect(listed.data.data!.every((c) => c.status === 'prospect')).toBe(true);
      const names = listed.data.data!.map((c) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort()); // by name
    });
    if (live) {
      expect((await sdk.createCustomer({ name: 'Not mine to make' }, undefined, asEve)).status).toBe(403); // engineers read customers only
      expect((await sdk.getCustomer(ref, asEve)).status).toBe(200);
    }
  });

  it('update: fields and a lifecycle move; a refused move is 409 with the allowed ones', async () => {
    const updated = expectStatus(await sdk.updateCustomer(ref, { status: 'pilot', health: 'healthy', customerSince: '2026-01-15' }), 200);
    onLive(() => expect(updated.data.data).toMatchObject({ id, status: 'pilot', health: 'healthy', customerSince: '2026-01-15' }));
    if (live) {
      const refused = expectStatus(await sdk.updateCustomer(ref, { status: 'prospect' }), 409);
      expect(refused.data.error).toMatchObject({
        code: 'INVALID_STATE_TRANSITION',
        data: { from: 'pilot', to: 'prospect', allowed: ['onboarding', 'live', 'churned', 'lost'] },
      });
      const noReason = expectStatus(await sdk.updateCustomer(ref, { status: 'churned' }), 400);
      expect(noReason.data.error.details?.[0]?.field).toBe('body.reason');
    }
  });

  it('contacts: a second primary demotes the first; primary first, then by name; update, delete', async () => {
    const dana = expectStatus(
      await sdk.createCustomerContact(ref, { name: 'Dana Whitfield', title: 'VP Operations', email: 'dana@acme.example', primary: true }),
      201,
    );
    const bo = expectStatus(await sdk.createCustomerContact(id, { name: 'Bo Adams', role: 'champion', primary: true }), 201);
    const danaId = dana.data.data!.id;
    const boId = bo.data.data!.id;
    const list = expectStatus(await sdk.listCustomerContacts(ref), 200);
    onLive(() => {
      expect(list.data.data!.map((c) => [c.name, c.primary])).toEqual([
        ['Bo Adams', true],
        ['Dana Whitfield', false],
      ]);
      expect(dana.data.data).toMatchObject({ customerId: id, title: 'VP Operations', role: null, phone: null, notes: null });
    });
    const promoted = expectStatus(await sdk.updateCustomerContact(ref, danaId, { primary: true, phone: '+1 555 0100' }), 200);
    onLive(() => expect(promoted.data.data).toMatchObject({ id: danaId, primary: true, phone: '+1 555 0100' }));
    const deleted = expectStatus(await sdk.deleteCustomerContact(ref, boId), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: boId, deleted: true }));
    if (live) expect((await sdk.deleteCustomerContact(ref, boId)).status).toBe(404);
  });

  it('opportunity links: link by ref, again (idempotent), list, unlink', async () => {
    const opp = expectStatus(await sdk.createOpportunity({ title: `For Acme ${unique}` }), 201);
    oppId = opp.data.data!.id;
    oppRef = opp.data.data!.ref;
    const linked = expectStatus(await sdk.linkCustomerOpportunity(ref, { opportunityId: oppRef }), 200);
    const again = expectStatus(await sdk.linkCustomerOpportunity(ref, { opportunityId: oppId, stepInstanceId: null }), 200);
    onLive(() => {
      expect(linked.data.data).toMatchObject({ customerId: id, opportunityId: oppId, opportunityRef: oppRef, state: 'backlog', stepInstanceId: null });
      expect(again.data.data).toEqual(linked.data.data);
    });
    const list = expectStatus(await sdk.listCustomerOpportunities(ref), 200);
    onLive(() => expect(list.data.data!.map((l) => l.opportunityId)).toEqual([oppId]));
    const unlinked = expectStatus(await sdk.unlinkCustomerOpportunity(ref, oppRef), 200);
    onLive(() => expect(unlinked.data.data).toEqual({ id: oppId, deleted: true }));
    if (live) expect((await sdk.unlinkCustomerOpportunity(ref, oppRef)).status).toBe(404);
  });

  it('feed: a note, newest first', async () => {
    const note = expectStatus(await sdk.createCustomerUpdate(ref, { body: `QBR went well ${unique}` }), 201);
    const feed = expectStatus(await sdk.listCustomerUpdates(ref, { limit: 10 }), 200);
    onLive(() => {
      expect(note.data.data).toMatchObject({
        kind: 'note',
        body: `QBR went well ${unique}`,
        authorId: me,
        entityType: 'customer',
        entityId: id,
        entityRef: ref,
      });
      expect(feed.data.data![0]).toEqual(note.data.data);
    });
  });

  it('ARR: points with derived deltas, the latest sets arr, delete does not recompute; the summary; commitments', async () => {
    const first = expectStatus(await sdk.createCustomerArrPoint(ref, { level: 100000, effectiveDate: '2026-01-01' }), 201);
    const second = expectStatus(await sdk.createCustomerArrPoint(ref, { level: 150000, effectiveDate: today }), 201);
    onLive(() => {
      expect(first.data.data).toMatchObject({ customerId: id, level: 100000, effectiveDate: '2026-01-01' });
      expect(second.data.data).toMatchObject({ level: 150000, effectiveDate: today, delta: 50000 });
    });
    const points = expectStatus(await sdk.listCustomerArrPoints(ref), 200);
    onLive(() =>
      expect(points.data.data!.map((p) => [p.level, p.delta])).toEqual([
        [100000, null],
        [150000, 50000],
      ]),
    );
    const deleted = expectStatus(await sdk.deleteCustomerArrPoint(ref, second.data.data!.id), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: second.data.data!.id, deleted: true }));
    if (live) {
      expect(expectStatus(await sdk.getCustomer(ref), 200).data.data!.arr).toBe(150000); // not recomputed
      const future = expectStatus(await sdk.createCustomerArrPoint(ref, { level: 1, effectiveDate: '2999-01-01' }), 400);
      expect(future.data.error.details?.[0]?.field).toBe('body.effectiveDate');
    }

    const summary = expectStatus(await sdk.getCustomerArrSummary({ from: '2026-01-01', to: '2026-03-31' }), 200);
    onLive(() => {
      expect(summary.data.data).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
      expect(summary.data.data!.byStatus.map((s) => s.status)).toEqual(['prospect', 'onboarding', 'pilot', 'live', 'churned', 'lost']);
      expect(summary.data.data!.waterfall.map((w) => w.month)).toEqual(['2026-01', '2026-02', '2026-03']);
      for (const w of summary.data.data!.waterfall) expect(w.starting + w.new + w.expansion + w.contraction + w.churned).toBeCloseTo(w.ending, 2);
    });

    const commitments = expectStatus(await sdk.listCustomerCommitments({ customerId: ref, limit: 50 }), 200);
    onLive(() => expect(commitments.data.data).toEqual([])); // no dated insight on this customer
  });

  it('churn with a reason; delete the customer, its opportunity stays', async () => {
    const churned = expectStatus(await sdk.updateCustomer(ref, { status: 'churned', reason: 'Moved to an in-house tool after the budget cut' }), 200);
    onLive(() => expect(churned.data.data!.status).toBe('churned'));
    const deleted = expectStatus(await sdk.deleteCustomer(ref), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id, deleted: true }));
    if (live) {
      expect((await sdk.getCustomer(id)).status).toBe(404);
      expectStatus(await sdk.getOpportunity(oppId), 200);
    }
  });

  it("splits the tags between the suite files: customers is this file's (contract-tests/lib/suiteTags.ts)", () => {
    expect(splitProblems().filter((p) => /\b(customers|customers\.test\.ts)\b/.test(p))).toEqual([]);
    expect(suiteTags['customers/customers.test.ts']).toEqual(['customers']);
  });

  it('exercises every operationId of the tag customers (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((op) => operations[op].tag))).toEqual(new Set(['customers']));
    const missing = inScope.filter((op) => !exercised.has(op));
    expect(missing).toEqual([]);
  });
});
