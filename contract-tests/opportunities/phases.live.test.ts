/**
 * Opportunity delivery against the real server (spec 1 §2.5; spec 2 §4.7, §4.21, §7, §8): delivery
 * phases (leaf-only counts, the unphased count, appending, reorder validation, delete unphasing tasks, handoffs with
 * and without a note), tasks' phaseId rules, status updates (newest first, paged, each a system comment; health
 * validated; post_update over MCP), prototypes (http/https only, duplicates, delete by url), the activity log,
 * idempotency and batch, tenancy and capabilities.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { okData as ok, refused } from '../lib/expect.js';

type Api = ReturnType<typeof client>;
let org: Awaited<ReturnType<typeof newOrg>>;
let api: Api;
let eng: Api;
let me: string;
let pm: { id: string; api: Api };
let mcp: Client | undefined;

const { baseUrl } = inject('contract');

beforeAll(async () => {
  org = await newOrg('Phases org');
  api = client(org.apiKey);
  eng = client(org.engineerKey);
  me = ok(await api('GET', '/api/v1/viewer')).userId;
  const u = await newUser(org.orgId, 'pm', 'Pia Phase');
  pm = { id: u.userId, api: client(u.apiKey) };
});
afterAll(async () => {
  await mcp?.close();
});

const opportunity = async (title = `Opp ${randomUUID().slice(0, 6)}`) => ok(await api('POST', '/api/v1/opportunities', { title }), 201);
const phase = async (opp: string, body: Record<string, unknown>) => ok(await api('POST', `/api/v1/opportunities/${opp}/phases`, body), 201);
const task = async (body: Record<string, unknown>) => ok(await api('POST', '/api/v1/tasks', body), 201);
const phases = async (opp: string) => ok(await api('GET', `/api/v1/opportunities/${opp}/phases`));
const counts = async (opp: string) => (await phases(opp)).map((p: any) => [p.title, p.taskCount, p.doneCount]);
const complete = async (ref: string) => {
  ok(await api('POST', `/api/v1/tasks/${ref}/set-status`, { status: 'in_progress' }));
  ok(await api('POST', `/api/v1/tasks/${ref}/set-status`, { status: 'completed' }));
};
const systemComments = async (opp: string) =>
  (ok(await api('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp}&limit=200`)) as any[]).filter((c) => c.system);

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
    expect((await phases(opp.ref)).map((p: any) => p.id)).toEqual([a.id, b.id, c.id]);
    // patch: null makes the phase open ended and clears the owner
    const patched = ok(await api('PATCH', `/api/v1/opportunities/phases/${a.id}`, { targetDate: null, ownerId: null, title: 'Research' }));
    expect(patched).toMatchObject({ id: a.id, title: 'Research', targetDate: null, ownerId: null, position: 1 });
    refused(await api('PATCH', `/api/v1/opportunities/phases/${a.id}`, { ownerId: randomUUID() }), 404, 'NOT_FOUND', 'body.ownerId');
    refused(await api('PATCH', `/api/v1/opportunities/phases/${a.id}`, {}), 400, 'VALIDATION_FAILED');
    refused(await api('POST', `/api/v1/opportunities/OPP-999999/phases`, { title: 'x' }), 404, 'NOT_FOUND', 'path.id');
    // the actions are reads that succeed when followed
    const created = await api('POST', `/api/v1/opportunities/${opp.ref}/phases`, { title: 'Retro' });
    for (const action of created.body.actions) ok(await api(action.method, action.href));
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
    const count = async () => ok(await api('GET', `/api/v1/opportunities/${opp.ref}/unphased-task-count`));
    expect(await count()).toEqual({ opportunityId: opp.id, count: 0 });
    const top = await task({ title: 'Top', opportunityId: opp.ref });
    await task({ title: 'Sub', opportunityId: opp.ref, parentTaskId: top.ref }); // not top-level
    await task({ title: 'Phased', opportunityId: opp.ref, phaseId: p.id });
    await task({ title: 'Elsewhere' }); // another opportunity's (none)
    expect(await count()).toEqual({ opportunityId: opp.id, count: 1 });
    ok(await api('PATCH', `/api/v1/tasks/${top.ref}`, { phaseId: p.id }));
    expect((await count()).count).toBe(0);
    ok(await api('PATCH', `/api/v1/tasks/${top.ref}`, { phaseId: null }));
    expect((await count()).count).toBe(1);
  });

  it("a task's phase belongs to its opportunity: 404 unknown, 422 another opportunity's or no opportunity; moving clears it", async () => {
    const opp = await opportunity();
    const other = await opportunity();
    const p = await phase(opp.ref, { title: 'Mine' });
    const q = await phase(other.ref, { title: 'Theirs' });
    refused(await api('POST', '/api/v1/tasks', { title: 'x', opportunityId: opp.ref, phaseId: randomUUID() }), 404, 'NOT_FOUND', 'body.phaseId');
    refused(await api('POST', '/api/v1/tasks', { title: 'x', opportunityId: opp.ref, phaseId: q.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.phaseId');
    refused(await api('POST', '/api/v1/tasks', { title: 'x', phaseId: p.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.phaseId');
    const t = await task({ title: 'Mover', opportunityId: opp.ref, phaseId: p.id });
    refused(await api('PATCH', `/api/v1/tasks/${t.ref}`, { phaseId: q.id }), 422, 'BUSINESS_RULE_VIOLATION', 'body.phaseId');
    expect(ok(await api('PATCH', `/api/v1/tasks/${t.ref}`, { title: 'Mover 2' })).phaseId).toBe(p.id); // other edits keep it
    expect(ok(await api('PATCH', `/api/v1/tasks/${t.ref}`, { opportunityId: other.ref })).phaseId).toBeNull(); // moving clears it
    expect(ok(await api('PATCH', `/api/v1/tasks/${t.ref}`, { opportunityId: opp.ref, phaseId: p.id })).phaseId).toBe(p.id); // both at once
    expect(ok(await api('PATCH', `/api/v1/tasks/${t.ref}`, { opportunityId: null })).phaseId).toBeNull();
    // the activity log shows the task's phase change
    const log = ok(await api('GET', `/api/v1/activities?entityType=task&entityId=${t.ref}`));
    expect(log.flatMap((a: any) => a.changes.map((c: any) => c.field))).toContain('phaseId');
  });

  it("reorder takes the complete list: missing, extra, repeated or another opportunity's ids are 400 naming them", async () => {
    const opp = await opportunity();
    const [a, b, c] = [await phase(opp.ref, { title: 'A' }), await phase(opp.ref, { title: 'B' }), await phase(opp.ref, { title: 'C' })];
    const foreign = await phase((await opportunity()).ref, { title: 'Foreign' });
    const url = `/api/v1/opportunities/${opp.ref}/reorder-phases`;
    const missing = refused(await api('POST', url, { phaseIds: [c.id, a.id] }), 400, 'VALIDATION_FAILED', 'body.phaseIds');
    expect(missing.data).toEqual({ missing: [b.id], extra: [], duplicate: [] });
    expect(missing.suggestion).toContain(b.id);
    const unknown = randomUUID();
    const extra = refused(await api('POST', url, { phaseIds: [c.id, a.id, b.id, unknown] }), 400, 'VALIDATION_FAILED');
    expect(extra.data).toEqual({ missing: [], extra: [unknown], duplicate: [] });
    const dup = refused(await api('POST', url, { phaseIds: [c.id, a.id, b.id, a.id] }), 400, 'VALIDATION_FAILED');
    expect(dup.data).toEqual({ missing: [], extra: [], duplicate: [a.id] });
    const swapped = refused(await api('POST', url, { phaseIds: [c.id, a.id, foreign.id] }), 400, 'VALIDATION_FAILED');
    expect(swapped.data).toEqual({ missing: [b.id], extra: [foreign.id], duplicate: [] });
    expect(swapped.details.map((d: any) => d.message).join(' ')).toContain(foreign.id);
    expect((await phases(opp.ref)).map((p: any) => p.title)).toEqual(['A', 'B', 'C']); // unchanged by refusals
    const done = ok(await api('POST', url, { phaseIds: [c.id, a.id, b.id] }));
    expect(done.map((p: any) => [p.title, p.position])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect((await phases(opp.ref)).map((p: any) => p.title)).toEqual(['C', 'A', 'B']);
    // an opportunity without phases takes the empty list
    expect(ok(await api('POST', `/api/v1/opportunities/${(await opportunity()).ref}/reorder-phases`, { phaseIds: [] }))).toEqual([]);
  });

  it('delete leaves its tasks unphased and closes the gap', async () => {
    const opp = await opportunity();
    const [a, b, c] = [await phase(opp.ref, { title: 'A' }), await phase(opp.ref, { title: 'B' }), await phase(opp.ref, { title: 'C' })];
    const t = await task({ title: 'In B', opportunityId: opp.ref, phaseId: b.id });
    expect(ok(await api('DELETE', `/api/v1/opportunities/phases/${b.id}`))).toEqual({ id: b.id, deleted: true });
    expect(ok(await api('GET', `/api/v1/tasks/${t.ref}`))).toMatchObject({ phaseId: null, opportunityId: opp.id });
    expect((await phases(opp.ref)).map((p: any) => [p.id, p.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}/unphased-task-count`)).count).toBe(1);
    refused(await api('DELETE', `/api/v1/opportunities/phases/${b.id}`), 404, 'NOT_FOUND', 'path.phaseId');
    // the activity log of the opportunity records its phases
    const log = ok(await api('GET', `/api/v1/activities?entityType=opportunity&entityId=${opp.ref}&limit=200`));
    const phaseEntries = log.filter((x: any) => x.subject === 'phase').map((x: any) => x.action);
    expect(phaseEntries).toEqual(expect.arrayContaining(['added', 'removed', 'updated']));
  });

  it("handoff: an empty note is a no-op; a note is a system comment and notifies the next phase's owner", async () => {
    const opp = await opportunity();
    const build = await phase(opp.ref, { title: 'Build', ownerId: 'me' });
    const launch = await phase(opp.ref, { title: 'Launch', ownerId: pm.id });
    const inbox = async () => (ok(await pm.api('GET', '/api/v1/notifications?types=handoff&limit=200')) as any[]).filter((n) => n.entityId === opp.id);
    const commentsBefore = (await systemComments(opp.ref)).length;

    for (const body of [{}, { note: '' }, { note: '  \n ' }]) {
      const noop = ok(await api('POST', `/api/v1/opportunities/phases/${build.id}/handoff`, body));
      expect(noop).toEqual({ phaseId: build.id, nextPhaseId: launch.id, handedOff: false, commentId: null, notifiedUserId: null });
    }
    expect((await systemComments(opp.ref)).length).toBe(commentsBefore);
    expect(await inbox()).toEqual([]);

    const handed = await api('POST', `/api/v1/opportunities/phases/${build.id}/handoff`, { note: 'Feature flags are on; runbook in the PRD.' });
    const data = ok(handed);
    expect(data).toMatchObject({ phaseId: build.id, nextPhaseId: launch.id, handedOff: true, notifiedUserId: pm.id });
    const comments = await systemComments(opp.ref);
    expect(comments.find((c) => c.id === data.commentId)?.body).toContain('Feature flags are on; runbook in the PRD.');
    const got = await inbox();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'handoff', body: 'Feature flags are on; runbook in the PRD.', entityType: 'opportunity', actorId: me, readAt: null });
    for (const action of handed.body.actions) ok(await api(action.method, action.href));

    // from the last phase: the comment, no one to notify
    const last = ok(await api('POST', `/api/v1/opportunities/phases/${launch.id}/handoff`, { note: 'Shipped.' }));
    expect(last).toMatchObject({ nextPhaseId: null, handedOff: true, notifiedUserId: null });
    expect(last.commentId).toEqual(expect.any(String));
    refused(await api('POST', `/api/v1/opportunities/phases/${randomUUID()}/handoff`, { note: '' }), 404, 'NOT_FOUND', 'path.fromPhaseId');
  });
});

describe('status updates (spec 2 §4.7)', () => {
  it('are listed newest first and paged, each also a system comment on the thread; health is validated', async () => {
    const opp = await opportunity();
    const posted: any[] = [];
    for (const [body, health] of [
      ['Kickoff done', 'on_track'],
      ['Vendor late', 'at_risk'],
      ['Blocked on legal', 'off_track'],
    ]) {
      posted.push(ok(await api('POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body, health }), 201));
    }
    expect(posted[0]).toMatchObject({ opportunityId: opp.id, body: 'Kickoff done', health: 'on_track', authorId: me });
    const page1 = await api('GET', `/api/v1/opportunities/${opp.ref}/updates?limit=2`);
    expect(ok(page1).map((u: any) => u.body)).toEqual(['Blocked on legal', 'Vendor late']);
    expect(page1.body.pagination.hasMore).toBe(true);
    const page2 = ok(await api('GET', `/api/v1/opportunities/${opp.ref}/updates?limit=2&cursor=${page1.body.pagination.cursor}`));
    expect(page2.map((u: any) => u.body)).toEqual(['Kickoff done']);
    const comments = await systemComments(opp.ref);
    for (const u of posted) expect(comments.find((c) => c.id === u.commentId)?.body).toContain(u.body);
    expect(comments.find((c) => c.id === posted[1].commentId).body).toContain('at risk');

    const bad = refused(
      await api('POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'x', health: 'green' }),
      400,
      'VALIDATION_FAILED',
      'body.health',
    );
    expect(bad.suggestion).toContain('on_track');
    refused(await api('POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'x' }), 400, 'VALIDATION_FAILED', 'body.health');
    refused(await api('POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: '', health: 'on_track' }), 400, 'VALIDATION_FAILED', 'body.body');
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}/updates`))).toHaveLength(3);
    const log = ok(await api('GET', `/api/v1/activities?entityType=opportunity&entityId=${opp.ref}&limit=200`));
    expect(log.filter((x: any) => x.subject === 'update').map((x: any) => x.action)).toEqual(['added', 'added', 'added']);
  });

  it('one Idempotency-Key posts one update; a batch entry posts like a direct call', async () => {
    const opp = await opportunity();
    const key = randomUUID();
    const first = ok(await api('POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'Once', health: 'on_track' }, { 'idempotency-key': key }), 201);
    const again = await api('POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'Once', health: 'on_track' }, { 'idempotency-key': key });
    expect(ok(again, 201).id).toBe(first.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const batch = ok(
      await api('POST', '/api/v1/batch', {
        operations: [
          { id: 'p', method: 'POST', path: `/api/v1/opportunities/${opp.ref}/phases`, body: { title: 'Batched' } },
          { id: 'u', method: 'POST', path: `/api/v1/opportunities/${opp.ref}/post-update`, body: { body: 'Batched', health: 'at_risk' } },
        ],
      }),
      207,
    );
    expect(JSON.stringify(batch)).toContain('Batched');
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}/updates`)).map((u: any) => u.body)).toEqual(['Batched', 'Once']);
    expect((await phases(opp.ref)).map((p: any) => p.title)).toEqual(['Batched']);
  });

  it('post_update over MCP with the opportunities toolset, the same update as REST', async () => {
    const opp = await opportunity();
    mcp = new Client({ name: 'phases-test', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=opportunities`), {
        requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } },
      }),
    );
    const tools = (await mcp.listTools()).tools.map((t) => t.name);
    expect(tools).toEqual(expect.arrayContaining(['post_update', 'list_opportunity_phases', 'handoff_opportunity_phase', 'add_opportunity_prototype']));
    const r = await mcp.callTool({ name: 'post_update', arguments: { id: opp.ref, body: 'From an agent', health: 'on_track', idempotencyKey: randomUUID() } });
    expect(r.isError, JSON.stringify(r.structuredContent)).toBeFalsy();
    const update = (r.structuredContent as any).data;
    expect(update).toMatchObject({ opportunityId: opp.id, body: 'From an agent', health: 'on_track', authorId: me });
    expect(ok(await api('GET', `/api/v1/opportunities/${opp.ref}/updates`))).toEqual([update]);
    const bad = await mcp.callTool({ name: 'post_update', arguments: { id: opp.ref, body: 'x', health: 'fine' } });
    expect(bad.isError).toBe(true);
    expect((bad.structuredContent as any).error.details[0].field).toBe('health');
  });
});

describe('prototypes (spec 2 §4.7)', () => {
  it('take http or https urls once each, are removed by url, and both writes return the list', async () => {
    const opp = await opportunity();
    const url = (p: string) => `/api/v1/opportunities/${opp.ref}/prototypes${p}`;
    const one = ok(await api('POST', url(''), { url: 'https://www.figma.com/proto/one' }), 201);
    expect(one).toEqual([{ url: 'https://www.figma.com/proto/one', fileId: null, addedBy: me, addedAt: expect.any(String) }]);
    const two = ok(await api('POST', url(''), { url: 'http://localhost:3001/demo?x=1' }), 201);
    expect(two.map((p: any) => p.url)).toEqual(['https://www.figma.com/proto/one', 'http://localhost:3001/demo?x=1']);
    for (const bad of ['ftp://files.example.com/proto', 'javascript:alert(1)', 'www.figma.com/proto', 'https://']) {
      refused(await api('POST', url(''), { url: bad }), 400, 'VALIDATION_FAILED', 'body.url');
    }
    refused(await api('POST', url(''), { url: 'https://www.figma.com/proto/one' }), 409, 'ALREADY_EXISTS');
    refused(await api('POST', url(''), {}), 400, 'VALIDATION_FAILED', 'body.url');
    refused(await api('POST', url(''), { url: 'https://a.example/x', fileId: randomUUID() }), 400, 'VALIDATION_FAILED', 'body.fileId');
    refused(await api('POST', url(''), { fileId: randomUUID() }), 404, 'NOT_FOUND', 'body.fileId'); // files come with the files area
    const left = ok(await api('DELETE', url(`?url=${encodeURIComponent('http://localhost:3001/demo?x=1')}`)));
    expect(left.map((p: any) => p.url)).toEqual(['https://www.figma.com/proto/one']);
    refused(await api('DELETE', url(`?url=${encodeURIComponent('https://never.example/added')}`)), 404, 'NOT_FOUND', 'query.url');
    refused(await api('DELETE', url('')), 400, 'VALIDATION_FAILED', 'query.url');
    const log = ok(await api('GET', `/api/v1/activities?entityType=opportunity&entityId=${opp.ref}&limit=200`));
    expect(
      log
        .filter((x: any) => x.subject === 'prototype')
        .map((x: any) => x.action)
        .sort(),
    ).toEqual(['added', 'added', 'removed']);
  });
});

describe('tenancy and capabilities (spec 2 §5, §7)', () => {
  it("another org's phases and opportunities are 404; engineers read but cannot write", async () => {
    const opp = await opportunity();
    const p = await phase(opp.ref, { title: 'Ours' });
    const other = await newOrg('Phases other org');
    const them = client(other.apiKey);
    refused(await them('PATCH', `/api/v1/opportunities/phases/${p.id}`, { title: 'Theirs' }), 404, 'NOT_FOUND', 'path.phaseId');
    refused(await them('DELETE', `/api/v1/opportunities/phases/${p.id}`), 404, 'NOT_FOUND', 'path.phaseId');
    refused(await them('POST', `/api/v1/opportunities/phases/${p.id}/handoff`, { note: 'hi' }), 404, 'NOT_FOUND', 'path.fromPhaseId');
    refused(await them('GET', `/api/v1/opportunities/${opp.id}/phases`), 404, 'NOT_FOUND');
    refused(await them('GET', `/api/v1/opportunities/${opp.id}/updates`), 404, 'NOT_FOUND');
    refused(await them('POST', `/api/v1/opportunities/${opp.id}/prototypes`, { url: 'https://x.example' }), 404, 'NOT_FOUND');
    const theirOpp = ok(await them('POST', '/api/v1/opportunities', { title: 'Theirs' }), 201);
    refused(await them('POST', `/api/v1/opportunities/${theirOpp.id}/reorder-phases`, { phaseIds: [p.id] }), 400, 'VALIDATION_FAILED');
    refused(await them('POST', '/api/v1/tasks', { title: 'x', opportunityId: theirOpp.id, phaseId: p.id }), 404, 'NOT_FOUND', 'body.phaseId');
    expect((await phases(opp.ref))[0]).toMatchObject({ id: p.id, title: 'Ours' });

    ok(await eng('GET', `/api/v1/opportunities/${opp.ref}/phases`));
    ok(await eng('GET', `/api/v1/opportunities/${opp.ref}/unphased-task-count`));
    ok(await eng('GET', `/api/v1/opportunities/${opp.ref}/updates`));
    for (const [method, path, body] of [
      ['POST', `/api/v1/opportunities/${opp.ref}/phases`, { title: 'x' }],
      ['PATCH', `/api/v1/opportunities/phases/${p.id}`, { title: 'x' }],
      ['DELETE', `/api/v1/opportunities/phases/${p.id}`, undefined],
      ['POST', `/api/v1/opportunities/${opp.ref}/reorder-phases`, { phaseIds: [p.id] }],
      ['POST', `/api/v1/opportunities/phases/${p.id}/handoff`, { note: 'x' }],
      ['POST', `/api/v1/opportunities/${opp.ref}/post-update`, { body: 'x', health: 'on_track' }],
      ['POST', `/api/v1/opportunities/${opp.ref}/prototypes`, { url: 'https://x.example' }],
      ['DELETE', `/api/v1/opportunities/${opp.ref}/prototypes?url=https%3A%2F%2Fx.example`, undefined],
    ] as const) {
      refused(await eng(method, path, body), 403, 'FORBIDDEN');
    }
  });
});
