/**
 * One suite, two targets, for opportunity delivery (spec 1 §2.5; spec 2 §4.7): delivery
 * phases (appended, listed in delivery order and paged, edited, reordered, handed off, deleted), tasks in phases
 * (phaseId on create and update, leaf-only counts, the unphased count), status updates (newest first, each a system
 * comment) and prototypes, through the generated SDK. Every response is validated against the OpenAPI document
 * (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only. The last
 * test fails when one of the operations this file takes over (`suiteOperations` in contract-tests/lib/suiteTags.ts)
 * was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: everything here hangs off an opportunity
 * made here, and the only notification made is Eve's handoff (hierarchy.test.ts reads the admin's newest ones).
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** Requests as Eve, org A's engineer (the SDK's options override the configured admin key). */
const asEve = { headers: { authorization: `Bearer ${engineerKey}` } };

describe('opportunity delivery over the SDK (spec 2 §4.7)', () => {
  let me: string;
  let eveId: string;
  let oppRef: string;
  let oppId: string;
  let alpha: string;
  let beta: string;
  let ga: string;

  it('who is who; an opportunity to deliver', async () => {
    const admin = expectStatus(await sdk.getViewer(), 200);
    const eve = expectStatus(await sdk.getViewer(asEve), 200);
    me = admin.data.data!.userId;
    eveId = eve.data.data!.userId;
    const opp = expectStatus(await sdk.createOpportunity({ title: `Delivery plan ${unique}` }), 201);
    oppRef = opp.data.data!.ref;
    oppId = opp.data.data!.id;
  });

  it('phases: appended last, listed in delivery order and paged, edited', async () => {
    const a = expectStatus(await sdk.createOpportunityPhase(oppRef, { title: 'Alpha', ownerId: 'me', targetDate: '2027-01-31' }), 201);
    const b = expectStatus(await sdk.createOpportunityPhase(oppRef, { title: 'Beta', ownerId: eveId, targetDate: '2027-02-28' }), 201);
    const g = expectStatus(await sdk.createOpportunityPhase(oppId, { title: 'GA' }), 201);
    [alpha, beta, ga] = [a.data.data!.id, b.data.data!.id, g.data.data!.id];
    onLive(() => {
      expect(a.data.data).toMatchObject({
        opportunityId: oppId,
        title: 'Alpha',
        ownerId: me,
        targetDate: '2027-01-31',
        position: 1,
        taskCount: 0,
        doneCount: 0,
      });
      expect(b.data.data).toMatchObject({ title: 'Beta', ownerId: eveId, position: 2 });
      expect(g.data.data).toMatchObject({ title: 'GA', ownerId: null, targetDate: null, position: 3 }); // open ended
      expect(g.data.actions.map((x) => x.rel)).toEqual(['phases', 'unphased', 'opportunity']);
    });

    const first = expectStatus(await sdk.listOpportunityPhases(oppRef, { limit: 2 }), 200);
    onLive(() => {
      expect(first.data.data!.map((p) => p.title)).toEqual(['Alpha', 'Beta']);
      expect(first.data.pagination?.hasMore).toBe(true);
    });
    if (live) {
      const rest = expectStatus(await sdk.listOpportunityPhases(oppRef, { limit: 2, cursor: first.data.pagination!.cursor! }), 200);
      expect(rest.data.data!.map((p) => p.title)).toEqual(['GA']);
      expect(rest.data.pagination?.hasMore).toBe(false);
    }

    const edited = expectStatus(await sdk.updateOpportunityPhase(alpha, { title: 'Private alpha', targetDate: null }), 200);
    onLive(() => expect(edited.data.data).toMatchObject({ id: alpha, title: 'Private alpha', targetDate: null, ownerId: me, position: 1 }));
    if (live) {
      expect((await sdk.updateOpportunityPhase(alpha, { title: 'x' }, undefined, asEve)).status).toBe(403); // engineers read, never plan
      expect((await sdk.createOpportunityPhase(oppRef, { title: 'x' }, undefined, asEve)).status).toBe(403);
      expect((await sdk.listOpportunityPhases(oppRef, undefined, asEve)).status).toBe(200);
    }
  });

  it('tasks in phases: phaseId on create and update, leaf-only counts, the unphased count', async () => {
    const parent = expectStatus(await sdk.createTask({ title: `Billing ${unique}`, opportunityId: oppRef, phaseId: beta }), 201);
    const parentRef = parent.data.data!.ref;
    onLive(() => expect(parent.data.data!.phaseId).toBe(beta));
    // two subtasks of the phased parent: they count in Beta through it, the parent does not count itself
    const sub1 = expectStatus(await sdk.createTask({ title: 'Invoices', opportunityId: oppRef, parentTaskId: parentRef }), 201);
    expectStatus(await sdk.createTask({ title: 'Dunning', opportunityId: oppRef, parentTaskId: parentRef }), 201);
    const loose = expectStatus(await sdk.createTask({ title: `Loose end ${unique}`, opportunityId: oppRef }), 201);
    const moved = expectStatus(await sdk.updateTask(loose.data.data!.ref, { phaseId: ga }), 200);
    onLive(() => expect(moved.data.data!.phaseId).toBe(ga));
    expectStatus(await sdk.createTask({ title: `Unplanned ${unique}`, opportunityId: oppRef }), 201);
    if (live) {
      expectStatus(await sdk.setTaskStatus(sub1.data.data!.ref, { status: 'in_progress' }), 200);
      expectStatus(await sdk.setTaskStatus(sub1.data.data!.ref, { status: 'completed' }), 200);
    }

    const list = expectStatus(await sdk.listOpportunityPhases(oppRef), 200);
    onLive(() => {
      expect(list.data.data!.map((p) => [p.title, p.taskCount, p.doneCount])).toEqual([
        ['Private alpha', 0, 0],
        ['Beta', 2, 1],
        ['GA', 1, 0],
      ]);
    });
    const unphased = expectStatus(await sdk.getOpportunityUnphasedTaskCount(oppRef), 200);
    onLive(() => expect(unphased.data.data).toEqual({ opportunityId: oppId, count: 1 })); // "Unplanned"; subtasks are not top-level
    if (live) {
      const orphan = await sdk.createTask({ title: 'No opportunity', phaseId: beta });
      expect(orphan.status).toBe(422); // a phase needs the task's opportunity
    }
  });

  it('reorder takes the complete list; a handoff tells the next owner; delete unphases its tasks', async () => {
    const reordered = expectStatus(await sdk.reorderOpportunityPhases(oppRef, { phaseIds: [alpha, ga, beta] }), 200);
    onLive(() =>
      expect(reordered.data.data!.map((p) => [p.title, p.position])).toEqual([
        ['Private alpha', 1],
        ['GA', 2],
        ['Beta', 3],
      ]),
    );
    if (live) {
      const partial = await sdk.reorderOpportunityPhases(oppRef, { phaseIds: [alpha, ga] });
      expect(partial.status).toBe(400);
      if (partial.status === 400) expect((partial.data.error as { data?: unknown }).data).toEqual({ missing: [beta], extra: [], duplicate: [] });
    }

    const noop = expectStatus(await sdk.handoffOpportunityPhase(ga, { note: '   ' }), 200);
    onLive(() => expect(noop.data.data).toEqual({ phaseId: ga, nextPhaseId: beta, handedOff: false, commentId: null, notifiedUserId: null }));
    const handed = expectStatus(await sdk.handoffOpportunityPhase(ga, { note: `GA checklist is ready ${unique}` }), 200);
    onLive(() =>
      expect(handed.data.data).toMatchObject({ phaseId: ga, nextPhaseId: beta, handedOff: true, notifiedUserId: eveId, commentId: expect.any(String) }),
    );
    if (live) {
      const inbox = expectStatus(await sdk.listNotifications({ types: 'handoff', limit: 200 }, asEve), 200);
      expect(inbox.data.data!.find((n) => n.body === `GA checklist is ready ${unique}`)).toMatchObject({
        type: 'handoff',
        entityType: 'opportunity',
        entityId: oppId,
        actorId: me,
      });
    }

    const deleted = expectStatus(await sdk.deleteOpportunityPhase(ga), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: ga, deleted: true }));
    if (live) {
      const after = expectStatus(await sdk.listOpportunityPhases(oppRef), 200);
      expect(after.data.data!.map((p) => [p.title, p.position])).toEqual([
        ['Private alpha', 1],
        ['Beta', 2],
      ]);
      const count = expectStatus(await sdk.getOpportunityUnphasedTaskCount(oppRef), 200);
      expect(count.data.data!.count).toBe(2); // the loose end lost its phase
      expect((await sdk.deleteOpportunityPhase(ga)).status).toBe(404);
    }
  });

  it('status updates: posted (also a system comment), listed newest first', async () => {
    const first = expectStatus(await sdk.postOpportunityUpdate(oppRef, { body: `Alpha is out ${unique}`, health: 'on_track' }), 201);
    const second = expectStatus(await sdk.postOpportunityUpdate(oppId, { body: `Billing slips a week ${unique}`, health: 'at_risk' }), 201);
    onLive(() => {
      expect(first.data.data).toMatchObject({
        opportunityId: oppId,
        body: `Alpha is out ${unique}`,
        health: 'on_track',
        authorId: me,
        commentId: expect.any(String),
      });
      expect(second.data.actions.map((a) => a.rel)).toEqual(['updates', 'comments', 'opportunity']);
    });
    const list = expectStatus(await sdk.listOpportunityUpdates(oppRef, { limit: 1 }), 200);
    onLive(() => {
      expect(list.data.data!.map((u) => u.body)).toEqual([`Billing slips a week ${unique}`]);
      expect(list.data.pagination?.hasMore).toBe(true);
    });
    if (live) {
      const thread = expectStatus(await sdk.listComments({ entityType: 'opportunity', entityId: oppRef, limit: 200 }), 200);
      const comment = thread.data.data!.find((c) => c.id === second.data.data!.commentId);
      expect(comment).toMatchObject({ system: true, authorId: null });
      expect(comment!.body).toContain(`Billing slips a week ${unique}`);
      expect((await sdk.postOpportunityUpdate(oppRef, { body: 'x', health: 'on_track' }, undefined, asEve)).status).toBe(403);
    }
  });

  it('prototypes: added by url, duplicate refused, removed by url; both return the list', async () => {
    const url = `https://www.figma.com/proto/${unique}`;
    const added = expectStatus(await sdk.addOpportunityPrototype(oppRef, { url }), 201);
    onLive(() => expect(added.data.data).toEqual([{ url, fileId: null, addedBy: me, addedAt: expect.any(String) }]));
    if (live) {
      expect((await sdk.addOpportunityPrototype(oppRef, { url })).status).toBe(409);
      expect((await sdk.addOpportunityPrototype(oppRef, { url: 'ftp://example.com/proto' })).status).toBe(400);
      expectStatus(await sdk.addOpportunityPrototype(oppRef, { url: 'http://localhost:5173/demo' }), 201);
    }
    const removed = expectStatus(await sdk.removeOpportunityPrototype(oppRef, { url }), 200);
    onLive(() => expect(removed.data.data!.map((p) => p.url)).toEqual(['http://localhost:5173/demo']));
    if (live) expect((await sdk.removeOpportunityPrototype(oppRef, { url })).status).toBe(404);
  });

  it('splits the operations between the suite files (contract-tests/lib/suiteTags.ts)', () => {
    expect(splitProblems()).toEqual([]);
    expect(suiteTags['opportunities/phases.test.ts']).toEqual([]);
  });

  it('exercises every operation this file takes over (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect([...inScope].sort()).toEqual([...suiteOperations['opportunities/phases.test.ts']].sort());
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
