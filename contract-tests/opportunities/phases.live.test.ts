/**
 * Opportunity delivery against the real server (spec 1 §2.5; spec 2 §4.7, §4.21, §7, §8): delivery
 * phases (leaf-only counts, the unphased count, appending, reorder validation, delete unphasing tasks, handoffs with
 * and without a note), tasks' phaseId rules, status updates (newest first, paged, each a system comment; health
 * validated; post_update over MCP), prototypes (http/https only, duplicates, delete by url), the activity log,
 * idempotency and batch, tenancy and capabilities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { OpportunityUpdate, PostOpportunityUpdateBody } from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, envelope, ok, raw, refusedBy as refused, useSdk } from '../lib/sdkAs.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useSdk();
let org: Awaited<ReturnType<typeof newOrg>>;
/** Per-call options of org's admin, its engineer, and a pm of it. */
let api: RequestInit;
let eng: RequestInit;
let me: string;
let pm: { id: string; api: RequestInit };
let mcp: Client | undefined;

beforeAll(async () => {
  org = await newOrg('Phases org');
  api = as(org.apiKey);
  eng = as(org.engineerKey);
  me = ok(await sdk.getViewer(api)).userId;
  const u = await newUser(org.orgId, 'pm', 'Pia Phase');
  pm = { id: u.userId, api: as(u.apiKey) };
});
afterAll(async () => {
  await mcp?.close();
});

const opportunity = async (title = `Opp ${randomUUID().slice(0, 6)}`) => ok(await sdk.createOpportunity({ title }, undefined, api), 201);
const phase = async (opp: string, body: sdk.CreateOpportunityPhaseBody) => ok(await sdk.createOpportunityPhase(opp, body, undefined, api), 201);
const task = async (body: sdk.CreateTaskBody) => ok(await sdk.createTask(body, undefined, api), 201);
const phases = async (opp: string) => ok(await sdk.listOpportunityPhases(opp, undefined, api));
const counts = async (opp: string) => (await phases(opp)).map((p) => [p.title, p.taskCount, p.doneCount]);
const complete = async (ref: string) => {
  ok(await sdk.setTaskStatus(ref, { status: 'in_progress' }, undefined, api));
  ok(await sdk.setTaskStatus(ref, { status: 'completed' }, undefined, api));
};
const systemComments = async (opp: string) => ok(await sdk.listComments({ entityType: 'opportunity', entityId: opp, limit: 200 }, api)).filter((c) => c.system);
const updateTask = (ref: string, body: sdk.UpdateTaskBody) => sdk.updateTask(ref, body, undefined, api);
const activities = async (entityType: 'task' | 'opportunity', entityId: string, limit?: number) =>
  ok(await sdk.listActivities({ entityType, entityId, limit }, api));
/** Follows each action of an answer as a client follows a link (raw HTTP), each a read that succeeds. */
const followActions = async (actions: { method: string; href?: string | null }[]) => {
  for (const action of actions) ok(await raw(org.apiKey, action.method, action.href!));
};
const postUpdate = (opp: string, body: PostOpportunityUpdateBody, headers?: sdk.PostOpportunityUpdateHeaders) =>
  sdk.postOpportunityUpdate(opp, body, headers, api);

describe('delivery phases (spec 2 §4.7)', () => {
  it('are appended last in delivery order, with an owner and an optional target date', async () => {
    const opp = await opportunity();
    const a = await phase(opp.ref, { title: 'Discovery', ownerId: 'me', targetDate: '2027-01-15' });
    const b = await phase(opp.id, { title: 'Build' });
    const c = await phase(opp.ref, { title: 'Launch', ownerId: pm.id, targetDate: null });
    expect([a, b, c].map((p) => [p.title, p.position, p.ownerId, p.targetDate])).toEqual([
      ['Discovery', 1, me, '2027-01-15'],
      ['Build', 2, null, null],
      ['Launch', 3, pm.id, null],
    ]);
    expect((await phases(opp.ref)).map((p) => p.id)).toEqual([a.id, b.id, c.id]);
    // patch: null makes the phase open ended and clears the owner
    const patched = ok(await sdk.updateOpportunityPhase(a.id, { targetDate: null, ownerId: null, title: 'Research' }, undefined, api));
    expect(patched).toMatchObject({ id: a.id, title: 'Research', targetDate: null, ownerId: null, position: 1 });
    refused(await sdk.updateOpportunityPhase(a.id, { ownerId: randomUUID() }, undefined, api), 404, 'NOT_FOUND', 'body.ownerId');
    refused(await sdk.updateOpportunityPhase(a.id, {}, undefined, api), 400, 'VALIDATION_FAILED');
    refused(await sdk.createOpportunityPhase('OPP-999999', { title: 'x' }, undefined, api), 404, 'NOT_FOUND', 'path.id');
    // the actions are reads that succeed when followed
    const created = await sdk.createOpportunityPhase(opp.ref, { title: 'Retro' }, undefined, api);
    await followActions(envelope(created, 201).actions);
  });

  it('count leaf tasks only: a task with subtasks counts through them; doneCount counts completed leaves', async () => {
    const opp = await opportunity();
    const build = await phase(opp.ref, { title: 'Build' });
    const ship = await phase(opp.ref, { title: 'Ship' });
    const parent = await task({ title: 'Checkout', opportunityId: opp.ref, phaseId: build.id });
    expect(parent.phaseId).toBe(build.id);
    expect(await counts(opp.ref)).toEqual([
      ['Build', 1, 0],
      ['Ship', 0, 0],
    ]); // a leaf while it has no subtasks
    const s1 = await task({ title: 'Cart', opportunityId: opp.ref, parentTaskId: parent.ref });
    const s2 = await task({ title: 'Payment', opportunityId: opp.ref, parentTaskId: parent.ref });
    const s3 = await task({ title: 'Receipt', opportunityId: opp.ref, parentTaskId: parent.ref, phaseId: ship.id }); // its own phase
    await task({ title: 'Cart item', opportunityId: opp.ref, parentTaskId: s1.ref }); // s1 is no leaf any more
    expect(await counts(opp.ref)).toEqual([
      ['Build', 2, 0],
      ['Ship', 1, 0],
    ]); // Payment + Cart item; Receipt
    await complete(s2.ref);
    await complete(s3.ref);
    expect(await counts(opp.ref)).toEqual([
      ['Build', 2, 1],
      ['Ship', 1, 1],
    ]);
    // completing the parent itself changes nothing: it is not a leaf
    await complete(parent.ref);
    expect(await counts(opp.ref)).toEqual([
      ['Build', 2, 1],
      ['Ship', 1, 1],
    ]);
  });

  it('the unphased count is of top-level tasks without a phase', async () => {
    const opp = await opportunity();
    const p = await phase(opp.ref, { title: 'Only' });
    const count = async () => ok(await sdk.getOpportunityUnphasedTaskCount(opp.ref, api));
    expect(await count()).toEqual({ opportunityId: opp.id, count: 0 });
    const top = await task({ title: 'Top', opportunityId: opp.ref });
    await task({ title: 'Sub', opportunityId: opp.ref, parentTaskId: top.ref }); // not top-level
    await task({ title: 'Phased', opportunityId: opp.ref, phaseId: p.id });
    await task({ title: 'Elsewhere' }); // another opportunity's (none)
    expect(await count()).toEqual({ opportunityId: opp.id, count: 1 });
    ok(await updateTask(top.ref, { phaseId: p.id }));
    expect((await count()).count).toBe(0);
    ok(await updateTask(top.ref, { phaseId: null }));
    expect((await count()).count).toBe(1);
  });

  it("a task's phase belongs to its opportunity: 404 unknown, 422 another opportunity's or no opportunity; moving clears it", async () => {
    const opp = await opportunity();
    const other = await opportunity();
    const p = await phase(opp.ref, { title: 'Mine' });
    const q = await phase(other.ref, { title: 'Theirs' });
    const createTask = (body: sdk.CreateTaskBody) => sdk.createTask(body, undefined, api);
    refused(await createTask({ title: 'x', opportunityId: opp.ref, phaseId: randomUUID() }), 404, 'NOT_FOUND', 'body.phaseId');
    refused(await createTask({ title: 'x', opportunityId: opp.ref, phaseId: q.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.phaseId');
    refused(await createTask({ title: 'x', phaseId: p.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.phaseId');
    const t = await task({ title: 'Mover', opportunityId: opp.ref, phaseId: p.id });
    refused(await updateTask(t.ref, { phaseId: q.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.phaseId');
    expect(ok(await updateTask(t.ref, { title: 'Mover 2' })).phaseId).toBe(p.id); // other edits keep it
    expect(ok(await updateTask(t.ref, { opportunityId: other.ref })).phaseId).toBeNull(); // moving clears it
    expect(ok(await updateTask(t.ref, { opportunityId: opp.ref, phaseId: p.id })).phaseId).toBe(p.id); // both at once
    expect(ok(await updateTask(t.ref, { opportunityId: null })).phaseId).toBeNull();
    // the activity log shows the task's phase change
    const log = await activities('task', t.ref);
    expect(log.flatMap((a) => a.changes.map((c) => c.field))).toContain('phaseId');
  });

  it("reorder takes the complete list: missing, extra, repeated or another opportunity's ids are 400 naming them", async () => {
    const opp = await opportunity();
    const [a, b, c] = [await phase(opp.ref, { title: 'A' }), await phase(opp.ref, { title: 'B' }), await phase(opp.ref, { title: 'C' })];
    const foreign = await phase((await opportunity()).ref, { title: 'Foreign' });
    const reorder = (phaseIds: string[]) => sdk.reorderOpportunityPhases(opp.ref, { phaseIds }, undefined, api);
    const missing = refused(await reorder([c.id, a.id]), 400, 'VALIDATION_FAILED', 'body.phaseIds');
    expect(missing.data).toEqual({ missing: [b.id], extra: [], duplicate: [] });
    expect(missing.suggestion).toContain(b.id);
    const unknown = randomUUID();
    const extra = refused(await reorder([c.id, a.id, b.id, unknown]), 400, 'VALIDATION_FAILED');
    expect(extra.data).toEqual({ missing: [], extra: [unknown], duplicate: [] });
    const dup = refused(await reorder([c.id, a.id, b.id, a.id]), 400, 'VALIDATION_FAILED');
    expect(dup.data).toEqual({ missing: [], extra: [], duplicate: [a.id] });
    const swapped = refused(await reorder([c.id, a.id, foreign.id]), 400, 'VALIDATION_FAILED');
    expect(swapped.data).toEqual({ missing: [b.id], extra: [foreign.id], duplicate: [] });
    expect(swapped.details!.map((d) => d.message).join(' ')).toContain(foreign.id);
    expect((await phases(opp.ref)).map((p) => p.title)).toEqual(['A', 'B', 'C']); // unchanged by refusals
    const done = ok(await reorder([c.id, a.id, b.id]));
    expect(done.map((p) => [p.title, p.position])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect((await phases(opp.ref)).map((p) => p.title)).toEqual(['C', 'A', 'B']);
    // an opportunity without phases takes the empty list
    expect(ok(await sdk.reorderOpportunityPhases((await opportunity()).ref, { phaseIds: [] }, undefined, api))).toEqual([]);
  });

  it('delete leaves its tasks unphased and closes the gap', async () => {
    const opp = await opportunity();
    const [a, b, c] = [await phase(opp.ref, { title: 'A' }), await phase(opp.ref, { title: 'B' }), await phase(opp.ref, { title: 'C' })];
    const t = await task({ title: 'In B', opportunityId: opp.ref, phaseId: b.id });
    expect(ok(await sdk.deleteOpportunityPhase(b.id, undefined, api))).toEqual({ id: b.id, deleted: true });
    expect(ok(await sdk.getTask(t.ref, api))).toMatchObject({ phaseId: null, opportunityId: opp.id });
    expect((await phases(opp.ref)).map((p) => [p.id, p.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(ok(await sdk.getOpportunityUnphasedTaskCount(opp.ref, api)).count).toBe(1);
    refused(await sdk.deleteOpportunityPhase(b.id, undefined, api), 404, 'NOT_FOUND', 'path.phaseId');
    // the activity log of the opportunity records its phases
    const log = await activities('opportunity', opp.ref, 200);
    const phaseEntries = log.filter((x) => x.subject === 'phase').map((x) => x.action);
    expect(phaseEntries).toEqual(expect.arrayContaining(['added', 'removed', 'updated']));
  });

  it("handoff: an empty note is a no-op; a note is a system comment and notifies the next phase's owner", async () => {
    const opp = await opportunity();
    const build = await phase(opp.ref, { title: 'Build', ownerId: 'me' });
    const launch = await phase(opp.ref, { title: 'Launch', ownerId: pm.id });
    const inbox = async () => ok(await sdk.listNotifications({ types: 'handoff', limit: 200 }, pm.api)).filter((n) => n.entityId === opp.id);
    const handoff = (phaseId: string, body: sdk.HandoffOpportunityPhaseBody) => sdk.handoffOpportunityPhase(phaseId, body, undefined, api);
    const commentsBefore = (await systemComments(opp.ref)).length;

    for (const body of [{}, { note: '' }, { note: '  \n ' }]) {
      const noop = ok(await handoff(build.id, body));
      expect(noop).toEqual({ phaseId: build.id, nextPhaseId: launch.id, handedOff: false, commentId: null, notifiedUserId: null });
    }
    expect((await systemComments(opp.ref)).length).toBe(commentsBefore);
    expect(await inbox()).toEqual([]);

    const handed = await handoff(build.id, { note: 'Feature flags are on; runbook in the PRD.' });
    const data = ok(handed);
    expect(data).toMatchObject({ phaseId: build.id, nextPhaseId: launch.id, handedOff: true, notifiedUserId: pm.id });
    const comments = await systemComments(opp.ref);
    expect(comments.find((c) => c.id === data.commentId)?.body).toContain('Feature flags are on; runbook in the PRD.');
    const got = await inbox();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'handoff', body: 'Feature flags are on; runbook in the PRD.', entityType: 'opportunity', actorId: me, readAt: null });
    await followActions(envelope(handed).actions);

    // from the last phase: the comment, no one to notify
    const last = ok(await handoff(launch.id, { note: 'Shipped.' }));
    expect(last).toMatchObject({ nextPhaseId: null, handedOff: true, notifiedUserId: null });
    expect(last.commentId).toEqual(expect.any(String));
    refused(await handoff(randomUUID(), { note: '' }), 404, 'NOT_FOUND', 'path.fromPhaseId');
  });
});

describe('status updates (spec 2 §4.7)', () => {
  it('are listed newest first and paged, each also a system comment on the thread; health is validated', async () => {
    const opp = await opportunity();
    const posted: OpportunityUpdate[] = [];
    for (const [body, health] of [
      ['Kickoff done', 'on_track'],
      ['Vendor late', 'at_risk'],
      ['Blocked on legal', 'off_track'],
    ] as const) {
      posted.push(ok(await postUpdate(opp.ref, { body, health }), 201));
    }
    expect(posted[0]).toMatchObject({ opportunityId: opp.id, body: 'Kickoff done', health: 'on_track', authorId: me });
    const page1 = envelope(await sdk.listOpportunityUpdates(opp.ref, { limit: 2 }, api));
    expect(page1.data.map((u) => u.body)).toEqual(['Blocked on legal', 'Vendor late']);
    expect(page1.pagination?.hasMore).toBe(true);
    const page2 = ok(await sdk.listOpportunityUpdates(opp.ref, { limit: 2, cursor: page1.pagination!.cursor! }, api));
    expect(page2.map((u) => u.body)).toEqual(['Kickoff done']);
    const comments = await systemComments(opp.ref);
    for (const u of posted) expect(comments.find((c) => c.id === u.commentId)?.body).toContain(u.body);
    expect(comments.find((c) => c.id === posted[1].commentId)!.body).toContain('at risk');

    // a health outside the enum and a missing health: raw HTTP, the SDK's types do not let them be sent
    const bad = refused(
      await raw(org.apiKey, 'POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'x', health: 'green' }),
      400,
      'VALIDATION_FAILED',
      'body.health',
    );
    expect(bad.suggestion).toContain('on_track');
    refused(await raw(org.apiKey, 'POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'x' }), 400, 'VALIDATION_FAILED', 'body.health');
    refused(await postUpdate(opp.ref, { body: '', health: 'on_track' }), 400, 'VALIDATION_FAILED', 'body.body');
    expect(ok(await sdk.listOpportunityUpdates(opp.ref, undefined, api))).toHaveLength(3);
    const log = await activities('opportunity', opp.ref, 200);
    expect(log.filter((x) => x.subject === 'update').map((x) => x.action)).toEqual(['added', 'added', 'added']);
  });

  it('one Idempotency-Key posts one update; a batch entry posts like a direct call', async () => {
    const opp = await opportunity();
    const key = randomUUID();
    const first = ok(await postUpdate(opp.ref, { body: 'Once', health: 'on_track' }, { 'Idempotency-Key': key }), 201);
    const again = await postUpdate(opp.ref, { body: 'Once', health: 'on_track' }, { 'Idempotency-Key': key });
    expect(ok(again, 201).id).toBe(first.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const batch = ok(
      await sdk.runBatch(
        {
          operations: [
            { id: 'p', method: 'POST', path: `/api/v1/opportunities/${opp.ref}/phases`, body: { title: 'Batched' } },
            { id: 'u', method: 'POST', path: `/api/v1/opportunities/${opp.ref}/post-update`, body: { body: 'Batched', health: 'at_risk' } },
          ],
        },
        undefined,
        api,
      ),
      207,
    );
    expect(JSON.stringify(batch)).toContain('Batched');
    expect(ok(await sdk.listOpportunityUpdates(opp.ref, undefined, api)).map((u) => u.body)).toEqual(['Batched', 'Once']);
    expect((await phases(opp.ref)).map((p) => p.title)).toEqual(['Batched']);
  });

  it('post_update over MCP with the opportunities toolset, the same update as REST', async () => {
    const opp = await opportunity();
    mcp = await mcpAs(org.apiKey, '?toolsets=opportunities');
    const tools = (await mcp.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['post_update', 'list_opportunity_phases', 'handoff_opportunity_phase', 'add_opportunity_prototype']));
    const r = await mcp.callTool({ name: 'post_update', arguments: { id: opp.ref, body: 'From an agent', health: 'on_track', idempotencyKey: randomUUID() } });
    expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy();
    const update = bodyOf<OpportunityUpdate>(r.structuredContent).data;
    expect(update).toMatchObject({ opportunityId: opp.id, body: 'From an agent', health: 'on_track', authorId: me });
    expect(ok(await sdk.listOpportunityUpdates(opp.ref, undefined, api))).toEqual([update]);
    const bad = await mcp.callTool({ name: 'post_update', arguments: { id: opp.ref, body: 'x', health: 'fine' } });
    expect(bad.isError).toBe(true);
    expect(bodyOf(bad.structuredContent).error.details![0].field).toBe('health');
  });
});

describe('prototypes (spec 2 §4.7)', () => {
  it('take http or https urls once each, are removed by url, and both writes return the list', async () => {
    const opp = await opportunity();
    const add = (body: sdk.AddOpportunityPrototypeBody) => sdk.addOpportunityPrototype(opp.ref, body, undefined, api);
    const remove = (params?: sdk.RemoveOpportunityPrototypeParams) => sdk.removeOpportunityPrototype(opp.ref, params, undefined, api);
    const one = ok(await add({ url: 'https://www.figma.com/proto/one' }), 201);
    expect(one).toEqual([{ url: 'https://www.figma.com/proto/one', fileId: null, addedBy: me, addedAt: expect.any(String) }]);
    const two = ok(await add({ url: 'http://localhost:3001/demo?x=1' }), 201);
    expect(two.map((p) => p.url)).toEqual(['https://www.figma.com/proto/one', 'http://localhost:3001/demo?x=1']);
    for (const bad of ['ftp://files.example.com/proto', 'javascript:alert(1)', 'www.figma.com/proto', 'https://']) {
      refused(await add({ url: bad }), 400, 'VALIDATION_FAILED', 'body.url');
    }
    refused(await add({ url: 'https://www.figma.com/proto/one' }), 409, 'ALREADY_EXISTS');
    // an empty body: raw HTTP, the SDK's types do not let it be sent
    refused(await raw(org.apiKey, 'POST', `/api/v1/opportunities/${opp.ref}/prototypes`, {}), 400, 'VALIDATION_FAILED', 'body.url');
    refused(await add({ url: 'https://a.example/x', fileId: randomUUID() }), 400, 'VALIDATION_FAILED', 'body.fileId');
    refused(await add({ fileId: randomUUID() }), 404, 'NOT_FOUND', 'body.fileId'); // files come with the files area
    const left = ok(await remove({ url: 'http://localhost:3001/demo?x=1' }));
    expect(left.map((p) => p.url)).toEqual(['https://www.figma.com/proto/one']);
    refused(await remove({ url: 'https://never.example/added' }), 404, 'NOT_FOUND', 'query.url');
    refused(await remove(), 400, 'VALIDATION_FAILED', 'query.url');
    const log = await activities('opportunity', opp.ref, 200);
    expect(
      log
        .filter((x) => x.subject === 'prototype')
        .map((x) => x.action)
        .sort(),
    ).toEqual(['added', 'added', 'removed']);
  });
});

describe('tenancy and capabilities (spec 2 §5, §7)', () => {
  it("another org's phases and opportunities are 404; engineers read but cannot write", async () => {
    const opp = await opportunity();
    const p = await phase(opp.ref, { title: 'Ours' });
    const other = await newOrg('Phases other org');
    const them = as(other.apiKey);
    refused(await sdk.updateOpportunityPhase(p.id, { title: 'Theirs' }, undefined, them), 404, 'NOT_FOUND', 'path.phaseId');
    refused(await sdk.deleteOpportunityPhase(p.id, undefined, them), 404, 'NOT_FOUND', 'path.phaseId');
    refused(await sdk.handoffOpportunityPhase(p.id, { note: 'hi' }, undefined, them), 404, 'NOT_FOUND', 'path.fromPhaseId');
    refused(await sdk.listOpportunityPhases(opp.id, undefined, them), 404, 'NOT_FOUND');
    refused(await sdk.listOpportunityUpdates(opp.id, undefined, them), 404, 'NOT_FOUND');
    refused(await sdk.addOpportunityPrototype(opp.id, { url: 'https://x.example' }, undefined, them), 404, 'NOT_FOUND');
    const theirOpp = ok(await sdk.createOpportunity({ title: 'Theirs' }, undefined, them), 201);
    refused(await sdk.reorderOpportunityPhases(theirOpp.id, { phaseIds: [p.id] }, undefined, them), 400, 'VALIDATION_FAILED');
    refused(await sdk.createTask({ title: 'x', opportunityId: theirOpp.id, phaseId: p.id }, undefined, them), 404, 'NOT_FOUND', 'body.phaseId');
    expect((await phases(opp.ref))[0]).toMatchObject({ id: p.id, title: 'Ours' });

    ok(await sdk.listOpportunityPhases(opp.ref, undefined, eng));
    ok(await sdk.getOpportunityUnphasedTaskCount(opp.ref, eng));
    ok(await sdk.listOpportunityUpdates(opp.ref, undefined, eng));
    for (const send of [
      () => sdk.createOpportunityPhase(opp.ref, { title: 'x' }, undefined, eng),
      () => sdk.updateOpportunityPhase(p.id, { title: 'x' }, undefined, eng),
      () => sdk.deleteOpportunityPhase(p.id, undefined, eng),
      () => sdk.reorderOpportunityPhases(opp.ref, { phaseIds: [p.id] }, undefined, eng),
      () => sdk.handoffOpportunityPhase(p.id, { note: 'x' }, undefined, eng),
      () => sdk.postOpportunityUpdate(opp.ref, { body: 'x', health: 'on_track' }, undefined, eng),
      () => sdk.addOpportunityPrototype(opp.ref, { url: 'https://x.example' }, undefined, eng),
      () => sdk.removeOpportunityPrototype(opp.ref, { url: 'https://x.example' }, undefined, eng),
    ]) {
      refused(await send(), 403, 'FORBIDDEN');
    }
  });
});
