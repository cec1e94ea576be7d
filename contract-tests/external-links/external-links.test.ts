/**
 * One suite, two targets, for external links and agent runs (spec 2 §4.19): a blocker and
 * a chat message on a task (by ref) and on an opportunity, the list oldest first and by kind, the message linked
 * again (200, the same link), the blocker removed; an agent run reported on a task by ref, moved to running and
 * succeeded, its url added after it finished, a refused move, listed by task, and a second run cancelled — through
 * the generated SDK. Every response is validated against the OpenAPI document (checkedFetch) on both the Prism mock
 * and the real server; behaviour is asserted on the real server only (capabilities, tenancy, the integration ledger,
 * activity rows and MCP are in contract-tests/external-links/external-links.live.test.ts and agent-runs.test.ts). The last test
 * fails when an operationId of the tags external-links and agent-runs was never exercised.
 *
 * Org A is shared with the other suite files: the task and opportunity here are this file's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();

describe('external links over the SDK (spec 2 §4.19)', () => {
  let task: sdk.Task;
  let opp: sdk.Opportunity;
  let blocker: sdk.ExternalLink;
  let message: sdk.ExternalLink;

  beforeAll(async () => {
    task = expectStatus(await sdk.createTask({ title: `Linked task ${unique}` }), 201).data.data!;
    opp = expectStatus(await sdk.createOpportunity({ title: `Linked opportunity ${unique}` }), 201).data.data!;
  });

  it('createExternalBlocker: a blocker on a task by ref, created by the caller, removal offered', async () => {
    const made = expectStatus(
      await sdk.createExternalBlocker({ entityType: 'task', entityId: task.ref, url: 'https://vendor.example/tickets/42', title: 'Vendor ticket 42' }),
      201,
    );
    blocker = made.data.data!;
    onLive(() => {
      expect(blocker).toMatchObject({
        entityType: 'task',
        entityId: task.id,
        kind: 'blocker',
        provider: 'web',
        url: 'https://vendor.example/tickets/42',
        title: 'Vendor ticket 42',
        externalId: null,
        state: null,
        channelId: null,
        messageId: null,
        integrationId: null,
      });
      expect(made.data.actions.map((a) => a.rel ?? a.name)).toEqual(['links', 'entity', 'deleteExternalBlocker']);
    });
    const onOpp = expectStatus(
      await sdk.createExternalBlocker({
        entityType: 'opportunity',
        entityId: opp.ref,
        url: 'https://jira.example/browse/OPS-7',
        title: 'Ops ticket',
        provider: 'jira',
      }),
      201,
    );
    onLive(() => expect(onOpp.data.data).toMatchObject({ entityType: 'opportunity', entityId: opp.id, provider: 'jira' }));
    if (live) {
      expectStatus(await sdk.createExternalBlocker({ entityType: 'task', entityId: task.ref, url: 'ftp://nope', title: 'x' }), 400);
      expectStatus(await sdk.createExternalBlocker({ entityType: 'task', entityId: 'ZZZ-999999', url: 'https://x.example', title: 'x' }), 404);
    }
  });

  it('createExternalMessageLink: 201 the first time, 200 with the same link the second', async () => {
    const body = {
      entityType: 'task' as const,
      entityId: task.ref,
      provider: 'slack',
      channelId: 'C123',
      messageId: `1718000000.${unique}`,
      url: 'https://acme.slack.com/archives/C123/p1718000000',
      title: 'Customer asks about exports',
    };
    const first = await sdk.createExternalMessageLink(body);
    expect([200, 201]).toContain(first.status);
    onLive(() => expect(first.status).toBe(201));
    message = (first.data as { data: sdk.ExternalLink }).data;
    const again = await sdk.createExternalMessageLink({ ...body, title: 'ignored the second time' });
    expect([200, 201]).toContain(again.status);
    onLive(() => {
      expect(again.status).toBe(200);
      expect((again.data as { data: sdk.ExternalLink }).data).toEqual(message);
      expect(message).toMatchObject({ kind: 'message', provider: 'slack', channelId: 'C123', title: 'Customer asks about exports' });
    });
  });

  it('listExternalLinks: oldest first, by kind; by UUID or ref', async () => {
    const all = expectStatus(await sdk.listExternalLinks({ entityType: 'task', entityId: task.ref }), 200);
    onLive(() => expect(all.data.data!.map((l) => l.id)).toEqual([blocker.id, message.id]));
    const byId = expectStatus(await sdk.listExternalLinks({ entityType: 'task', entityId: task.id, kind: 'message' }), 200);
    onLive(() => expect(byId.data.data!.map((l) => l.id)).toEqual([message.id]));
    const page = expectStatus(await sdk.listExternalLinks({ entityType: 'task', entityId: task.ref, limit: 1 }), 200);
    onLive(() => expect(page.data.pagination).toMatchObject({ hasMore: true }));
    const ofOpp = expectStatus(await sdk.listExternalLinks({ entityType: 'opportunity', entityId: opp.ref, kind: 'blocker' }), 200);
    onLive(() => expect(ofOpp.data.data).toHaveLength(1));
  });

  it('deleteExternalBlocker: {id, deleted}; a message link is not a blocker (404)', async () => {
    const gone = expectStatus(await sdk.deleteExternalBlocker(blocker.id), 200);
    onLive(() => expect(gone.data.data).toEqual({ id: blocker.id, deleted: true }));
    if (live) {
      expectStatus(await sdk.deleteExternalBlocker(blocker.id), 404);
      expectStatus(await sdk.deleteExternalBlocker(message.id), 404);
    }
  });
});

describe('agent runs over the SDK (spec 2 §4.19)', () => {
  let task: sdk.Task;
  let run: sdk.AgentRun;

  beforeAll(async () => {
    task = expectStatus(await sdk.createTask({ title: `Agent work ${unique}` }), 201).data.data!;
  });

  it('createAgentRun: queued on a task by ref, with its ref; start and cancel offered', async () => {
    const made = expectStatus(await sdk.createAgentRun({ taskId: task.ref, provider: 'claude-code', summary: 'Starting on the export bug' }), 201);
    run = made.data.data!;
    onLive(() => {
      expect(run).toMatchObject({
        taskId: task.id,
        taskRef: task.ref,
        provider: 'claude-code',
        status: 'queued',
        summary: 'Starting on the export bug',
        url: null,
        startedAt: null,
        finishedAt: null,
        integrationId: null,
      });
      expect(made.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'task', 'runs', 'start', 'cancelAgentRun']);
    });
    if (live) expectStatus(await sdk.createAgentRun({ taskId: task.ref, provider: 'x', status: 'succeeded' as 'queued' }), 400);
  });

  it('getAgentRun and updateAgentRun: running (startedAt), succeeded (finishedAt), the url added after; a final run keeps its status', async () => {
    const got = expectStatus(await sdk.getAgentRun(run.id), 200);
    onLive(() => expect(got.data.data).toEqual(run));
    const running = expectStatus(await sdk.updateAgentRun(run.id, { status: 'running' }), 200);
    onLive(() => expect(running.data.data).toMatchObject({ status: 'running', startedAt: expect.any(String), finishedAt: null }));
    const done = expectStatus(await sdk.updateAgentRun(run.id, { status: 'succeeded', summary: 'Fixed the export' }), 200);
    onLive(() => expect(done.data.data).toMatchObject({ status: 'succeeded', summary: 'Fixed the export', finishedAt: expect.any(String) }));
    const withUrl = expectStatus(await sdk.updateAgentRun(run.id, { url: 'https://github.com/acme/api/pull/42', externalId: 'run-42' }), 200);
    onLive(() => {
      expect(withUrl.data.data).toMatchObject({ status: 'succeeded', url: 'https://github.com/acme/api/pull/42', externalId: 'run-42' });
      expect(withUrl.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'task', 'runs']);
    });
    if (live) {
      const refused = expectStatus(await sdk.updateAgentRun(run.id, { status: 'running' }), 409);
      expect(refused.data.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { from: 'succeeded', to: 'running', allowed: [] } });
    }
  });

  it('cancelAgentRun: a running run → cancelled; a finished run comes back unchanged', async () => {
    const second = expectStatus(await sdk.createAgentRun({ taskId: task.id, provider: 'codex', status: 'running' }), 201).data.data!;
    const cancelled = expectStatus(await sdk.cancelAgentRun(second.id), 200);
    onLive(() => expect(cancelled.data.data).toMatchObject({ id: second.id, status: 'cancelled', finishedAt: expect.any(String) }));
    const unchanged = expectStatus(await sdk.cancelAgentRun(run.id), 200);
    onLive(() => expect(unchanged.data.data).toMatchObject({ id: run.id, status: 'succeeded' }));
  });

  it('listAgentRuns: newest first for the task, by status; both or neither of taskId and integrationId is 400', async () => {
    const list = expectStatus(await sdk.listAgentRuns({ taskId: task.ref }), 200);
    onLive(() => {
      expect(list.data.data!.map((r) => r.provider)).toEqual(['codex', 'claude-code']);
      expect(list.data.data![1].id).toBe(run.id);
    });
    const succeeded = expectStatus(await sdk.listAgentRuns({ taskId: task.ref, status: 'succeeded' }), 200);
    onLive(() => expect(succeeded.data.data!.map((r) => r.id)).toEqual([run.id]));
    if (live) {
      expectStatus(await sdk.listAgentRuns(), 400);
      expectStatus(await sdk.listAgentRuns({ taskId: task.ref, integrationId: '00000000-0000-4000-8000-000000000000' }), 400);
    }
  });
});

describe('coverage', () => {
  it("the tags external-links and agent-runs are this file's", () => {
    expect(splitProblems().filter((p) => /external-links|agent-runs/.test(p))).toEqual([]);
    expect(suiteTags['external-links/external-links.test.ts']).toEqual(['external-links', 'agent-runs']);
  });

  it('exercises every operationId of the tags external-links and agent-runs (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toHaveLength(9);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['external-links', 'agent-runs']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
