/**
 * Agent runs on the real server (spec 2 §4.19): the status table (queued → running | failed | cancelled,
 * running → succeeded | failed | cancelled; startedAt and finishedAt; final runs refuse status moves with 409
 * INVALID_STATE_TRANSITION and {from, to, allowed}, keep taking summary and url edits; the same status is a no-op),
 * cancel (running → cancelled; a finished run unchanged; a run through a GitHub integration writes one `skipped`
 * outbound ledger row), the list's exactly-one-of rule (both or neither 400 naming both fields), filters and order,
 * refs, integrations and tenancy (404), capabilities, the activity log (the task's `agentRun`) and the outbox event
 * task.agent_run_added, and MCP (create_agent_run with a task ref, a bad status refused naming the argument).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { AgentRun, AgentRunStatus, Task } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as as asKey, envelope, must, ok as okData, raw, refusedBy as refused, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

const { databaseUrl, otherOrgKey } = inject('contract');
useSdk();
/** Per-call options of a key. */
type Api = RequestInit;

const db = createDb(databaseUrl, { min: 0, max: 2 });
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let task: Task;

const run = async (body: Partial<sdk.CreateAgentRunBody> = {}, as: Api = admin) =>
  must(await sdk.createAgentRun({ taskId: task.ref, provider: 'claude-code', ...body }, undefined, as));
const patch = (id: string, body: sdk.UpdateAgentRunBody, as: Api = admin) => sdk.updateAgentRun(id, body, undefined, as);
const cancel = (id: string, as: Api = admin) => sdk.cancelAgentRun(id, undefined, as);
const list = async (params: sdk.ListAgentRunsParams) => must(await sdk.listAgentRuns(params, admin));
/** A GitHub integration of `orgId`, as the admin CLI's integration:create leaves it (no secret needed here). */
const githubIntegration = async (orgId: string) =>
  (
    await db('integrations')
      .insert({ org_id: orgId, kind: 'github', name: `GitHub ${randomUUID().slice(0, 6)}` })
      .returning('id')
  )[0].id as string;

beforeAll(async () => {
  org = await newOrg('Agent runs org');
  admin = asKey(org.apiKey);
  eng = asKey(org.engineerKey);
  me = must(await sdk.getViewer(admin)).userId;
  task = must(await sdk.createTask({ title: 'Fix the export' }, undefined, admin));
});
afterAll(async () => {
  await db.destroy();
});

describe('statuses (spec 2 §4.19)', () => {
  it('queued → running (startedAt) → succeeded (finishedAt); created running starts at once', async () => {
    const r = await run();
    expect(r).toMatchObject({
      status: 'queued',
      startedAt: null,
      finishedAt: null,
      taskId: task.id,
      taskRef: task.ref,
      createdById: me,
      summary: '',
      url: null,
      externalId: null,
    });
    const running = okData(await patch(r.id, { status: 'running', summary: 'Reading the code' }));
    expect(running).toMatchObject({ status: 'running', summary: 'Reading the code', finishedAt: null });
    expect(Date.parse(running.startedAt!)).toBeGreaterThanOrEqual(Date.parse(r.createdAt));
    const done = envelope(await patch(r.id, { status: 'succeeded', url: 'https://github.com/acme/api/pull/1' }), 200);
    expect(done.data).toMatchObject({ status: 'succeeded', startedAt: running.startedAt, url: 'https://github.com/acme/api/pull/1' });
    expect(Date.parse(done.data.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(running.startedAt!));
    expect(done.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'task', 'runs']);

    const started = await run({ status: 'running', externalId: 'ext-1', url: 'https://agents.example/runs/1' });
    expect(started).toMatchObject({ status: 'running', externalId: 'ext-1', finishedAt: null });
    expect(started.startedAt).not.toBeNull();
    const offered = envelope(await sdk.getAgentRun(started.id, admin), 200).actions;
    expect(offered.map((a) => a.rel ?? a.name)).toEqual(['self', 'task', 'runs', 'succeed', 'cancelAgentRun']);
    expect(offered[3]).toMatchObject({ method: 'PATCH', body: { status: 'succeeded' } });
  });

  it('queued → failed and queued → cancelled finish without starting', async () => {
    for (const status of ['failed', 'cancelled'] as const) {
      const r = await run();
      const after = okData(await patch(r.id, { status }));
      expect(after).toMatchObject({ status, startedAt: null });
      expect(after.finishedAt).not.toBeNull();
    }
  });

  it('moves the table does not allow are 409 INVALID_STATE_TRANSITION with {from, to, allowed} and a suggestion', async () => {
    const r = await run();
    let err = refused(await patch(r.id, { status: 'succeeded' }), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toEqual({ id: r.id, from: 'queued', to: 'succeeded', allowed: ['running', 'failed', 'cancelled'] });
    expect(err.suggestion).toMatch(/running first/);
    must(await patch(r.id, { status: 'running' }));
    err = refused(await patch(r.id, { status: 'queued' }), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toEqual({ id: r.id, from: 'running', to: 'queued', allowed: ['succeeded', 'failed', 'cancelled'] });
    must(await patch(r.id, { status: 'failed' }));
    for (const to of ['running', 'succeeded', 'cancelled', 'queued'] satisfies AgentRunStatus[]) {
      err = refused(await patch(r.id, { status: to }), 409, 'INVALID_STATE_TRANSITION');
      expect(err.data).toEqual({ id: r.id, from: 'failed', to, allowed: [] });
      expect(err.message).toBe(`Agent run ${r.id} is failed, a final status; it cannot move to ${to}`);
      expect(err.suggestion).toContain(`POST /api/v1/agent-runs (taskId ${task.ref})`);
    }
    // a refused move changes nothing, even the fields sent with it
    expect(okData(await sdk.getAgentRun(r.id, admin))).toMatchObject({ status: 'failed' });
    refused(await patch(r.id, { status: 'running', summary: 'Not kept' }), 409, 'INVALID_STATE_TRANSITION');
    expect(okData(await sdk.getAgentRun(r.id, admin)).summary).toBe('');
  });

  it('a final run still takes summary, url and externalId; the same status again is a no-op (no write)', async () => {
    const r = await run({ status: 'running' });
    const done = okData(await patch(r.id, { status: 'succeeded' }));
    const edited = okData(await patch(r.id, { status: 'succeeded', summary: 'Opened the PR', url: 'https://github.com/acme/api/pull/9', externalId: 'pr-9' }));
    expect(edited).toMatchObject({
      status: 'succeeded',
      summary: 'Opened the PR',
      url: 'https://github.com/acme/api/pull/9',
      externalId: 'pr-9',
      finishedAt: done.finishedAt,
    });
    const cleared = okData(await patch(r.id, { url: null, externalId: null }));
    expect(cleared).toMatchObject({ url: null, externalId: null, summary: 'Opened the PR' });
    const same = okData(await patch(r.id, { status: 'succeeded', summary: 'Opened the PR' }));
    expect(same).toEqual(cleared);
    // validation: an unknown status names the allowed ones; an empty body is refused
    // a status outside the enum: raw HTTP, the SDK's types do not let it be sent
    const bad = refused(await raw(org.apiKey, 'PATCH', `/api/v1/agent-runs/${r.id}`, { status: 'done' }), 400, 'VALIDATION_FAILED', 'body.status');
    expect(bad.suggestion).toMatch(/queued, running, succeeded, failed, cancelled/);
    refused(await patch(r.id, {}), 400, 'VALIDATION_FAILED');
  });
});

describe('cancel (spec 2 §4.19)', () => {
  it('running → cancelled with finishedAt; a finished run comes back unchanged (200); queued → cancelled', async () => {
    const r = await run({ status: 'running' });
    const cancelled = envelope(await cancel(r.id), 200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', startedAt: r.startedAt });
    expect(cancelled.data.finishedAt).not.toBeNull();
    expect(cancelled.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'task', 'runs']);
    const again = okData(await cancel(r.id));
    expect(again).toEqual(cancelled.data);
    const succeeded = await run({ status: 'running' });
    const fin = okData(await patch(succeeded.id, { status: 'succeeded' }));
    expect(okData(await cancel(succeeded.id))).toEqual(fin);
    const queued = await run();
    expect(okData(await cancel(queued.id, eng))).toMatchObject({ status: 'cancelled', startedAt: null });
  });

  it('a run through a GitHub integration: the cancel is one skipped row of its outbound ledger (GitHub cannot cancel)', async () => {
    const integrationId = await githubIntegration(org.orgId);
    const r = await run({ status: 'running', integrationId });
    expect(r.integrationId).toBe(integrationId);
    expect(okData(await cancel(r.id)).status).toBe('cancelled');
    must(await cancel(r.id)); // finished: nothing more is told
    const rows = await db('integration_events').where({ org_id: org.orgId, integration_id: integrationId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      direction: 'outbound',
      kind: 'agent_run.cancel',
      status: 'skipped',
      dedup_key: `cancel:${r.id}`,
      attempt_count: 1,
      last_error: 'GitHub has no API to cancel an agent run; the run is cancelled in Sextant only',
      summary: { agentRunId: r.id, taskRef: task.ref },
    });
    expect(rows[0].finished_at).not.toBeNull();
    // a run without an integration writes no ledger row anywhere
    const plain = await run();
    must(await cancel(plain.id));
    expect(await db('integration_events').where({ org_id: org.orgId }).whereRaw(`summary ->> 'agentRunId' = ?`, [plain.id])).toEqual([]);
  });
});

describe('list (spec 2 §4.19: exactly one of taskId or integrationId)', () => {
  it('both or neither is 400 naming both fields, with a suggestion', async () => {
    const neither = refused(await sdk.listAgentRuns(undefined, admin), 400, 'VALIDATION_FAILED');
    expect(neither.details!.map((d) => d.field)).toEqual(['query.taskId', 'query.integrationId']);
    expect(neither.suggestion).toMatch(/Add taskId .* or integrationId/);
    const both = refused(await sdk.listAgentRuns({ taskId: task.ref, integrationId: randomUUID() }, admin), 400, 'VALIDATION_FAILED');
    expect(both.details!.map((d) => d.field)).toEqual(['query.taskId', 'query.integrationId']);
    expect(both.suggestion).toMatch(/Drop one of them/);
  });

  it("a task's runs newest first, by status, paged; by ref or UUID; an integration's runs", async () => {
    const t = must(await sdk.createTask({ title: 'Listed runs' }, undefined, admin));
    const integrationId = await githubIntegration(org.orgId);
    const a = await run({ taskId: t.ref, provider: 'a' });
    const b = await run({ taskId: t.id, provider: 'b', status: 'running', integrationId });
    const c = await run({ taskId: t.ref, provider: 'c' });
    must(await cancel(c.id));
    expect((await list({ taskId: t.ref })).map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await list({ taskId: t.id, status: 'queued' })).map((r) => r.id)).toEqual([a.id]);
    expect((await list({ integrationId })).map((r) => r.id)).toEqual([b.id]);
    const page = envelope(await sdk.listAgentRuns({ taskId: t.ref, limit: 2 }, admin), 200);
    expect(page.data.map((r) => r.id)).toEqual([c.id, b.id]);
    // the next action's href is followed as a client follows a link (raw HTTP)
    const next = page.actions.find((x) => x.rel === 'next')!;
    expect(must(await raw<{ data: AgentRun[] }>(org.apiKey, 'GET', next.href!)).map((r) => r.id)).toEqual([a.id]);
    // unknowns: 404 naming the field
    refused(await sdk.listAgentRuns({ taskId: 'ZZZ-999999' }, admin), 404, 'NOT_FOUND', 'query.taskId');
    refused(await sdk.listAgentRuns({ taskId: randomUUID() }, admin), 404, 'NOT_FOUND', 'query.taskId');
    refused(await sdk.listAgentRuns({ integrationId: randomUUID() }, admin), 404, 'NOT_FOUND', 'query.integrationId');
  });
});

describe('refs, integrations, tenancy and capabilities', () => {
  it('taskId takes TASK-<n> and <TEAM>-<n>; an unknown task or integration is 404 naming the field', async () => {
    const prefix = `A${(Date.now() % 900) + 100}`.slice(0, 4);
    const team = must(await sdk.createTeam({ name: `Agents ${Date.now()}`, prefix }, undefined, admin));
    const teamed = must(await sdk.createTask({ title: 'Team work', teamId: team.id }, undefined, admin));
    expect((await run({ taskId: teamed.ref })).taskRef).toBe(`${prefix}-${teamed.number}`);
    expect(task.ref).toMatch(/^TASK-/);
    expect((await run({ taskId: task.ref })).taskId).toBe(task.id);
    const create = (body: sdk.CreateAgentRunBody, as: Api = admin) => sdk.createAgentRun(body, undefined, as);
    refused(await create({ taskId: 'ZZZ-999999', provider: 'x' }), 404, 'NOT_FOUND', 'body.taskId');
    refused(await create({ taskId: randomUUID(), provider: 'x' }), 404, 'NOT_FOUND', 'body.taskId');
    refused(await create({ taskId: task.ref, provider: 'x', integrationId: randomUUID() }), 404, 'NOT_FOUND', 'body.integrationId');
    // a run is not created finished: raw HTTP, the SDK's types do not let the status be sent
    refused(
      await raw(org.apiKey, 'POST', '/api/v1/agent-runs', { taskId: task.ref, provider: 'x', status: 'succeeded' }),
      400,
      'VALIDATION_FAILED',
      'body.status',
    );
  });

  it('another org sees none of it: runs, tasks and integrations are 404', async () => {
    const other = asKey(otherOrgKey);
    const otherOrgId = must(await sdk.getViewer(other)).orgId;
    const r = await run({ status: 'running' });
    refused(await sdk.getAgentRun(r.id, other), 404, 'NOT_FOUND', 'path.id');
    refused(await patch(r.id, { status: 'failed' }, other), 404, 'NOT_FOUND', 'path.id');
    refused(await cancel(r.id, other), 404, 'NOT_FOUND', 'path.id');
    refused(await sdk.listAgentRuns({ taskId: task.id }, other), 404, 'NOT_FOUND', 'query.taskId');
    refused(await sdk.createAgentRun({ taskId: task.id, provider: 'x' }, undefined, other), 404, 'NOT_FOUND', 'body.taskId');
    // this org may not use the other org's integration
    const theirs = await githubIntegration(otherOrgId);
    refused(await sdk.createAgentRun({ taskId: task.ref, provider: 'x', integrationId: theirs }, undefined, admin), 404, 'NOT_FOUND', 'body.integrationId');
    refused(await sdk.listAgentRuns({ integrationId: theirs }, admin), 404, 'NOT_FOUND', 'query.integrationId');
    expect(okData(await sdk.getAgentRun(r.id, admin)).status).toBe('running');
  });

  it('engineers report runs (task:update); a read-only key reads but cannot write', async () => {
    const mine = okData(await sdk.createAgentRun({ taskId: task.ref, provider: 'codex' }, undefined, eng), 201);
    expect(mine.createdById).toBe(org.engineerId);
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read'] });
    const reader = asKey(apiKey);
    expect(okData(await sdk.getAgentRun(mine.id, reader)).id).toBe(mine.id);
    refused(await sdk.createAgentRun({ taskId: task.ref, provider: 'x' }, undefined, reader), 403, 'FORBIDDEN');
    refused(await patch(mine.id, { status: 'running' }, reader), 403, 'FORBIDDEN');
    refused(await cancel(mine.id, reader), 403, 'FORBIDDEN');
    // the read-only key is offered no write
    expect(envelope(await sdk.getAgentRun(mine.id, reader), 200).actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'task', 'runs']);
  });
});

describe("activity log and events: a run is the task's agentRun (spec 2 §4.3, §6)", () => {
  it('creation and status changes are activity rows of the task, read by its ref', async () => {
    const t = must(await sdk.createTask({ title: 'Logged runs' }, undefined, admin));
    const r = await run({ taskId: t.ref });
    must(await patch(r.id, { status: 'running' }));
    must(await patch(r.id, { status: 'running' })); // no-op: no row
    const rows = must(await sdk.listActivities({ entityType: 'task', entityId: t.ref }, admin)).filter((a) => a.subject === 'agentRun');
    expect(rows.map((a) => a.action)).toEqual(['updated', 'added']);
    expect(rows.every((a) => a.entityId === t.id && a.actorId === me)).toBe(true);
    expect(rows[1].changes).toEqual(expect.arrayContaining([{ field: 'provider', from: null, to: 'claude-code' }]));
    expect(rows[0].changes).toEqual(expect.arrayContaining([{ field: 'status', from: 'queued', to: 'running' }]));
  });

  it('with an active webhook subscription, a run written in the same transaction emits task.agent_run_added (rolled back here)', async () => {
    const t = must(await sdk.createTask({ title: 'Evented run' }, undefined, admin));
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (trx) => {
        const [wh] = await trx('integrations').insert({ org_id: org.orgId, kind: 'webhooks', name: 'Webhooks' }).returning('id');
        await trx('webhook_subscriptions').insert({
          org_id: org.orgId,
          url: 'https://hooks.example/x',
          event_types: ['task.agent_run_added'],
          secret_ciphertext: 'x',
        });
        const [r] = await trx('agent_runs').insert({ org_id: org.orgId, task_id: t.id, provider: 'claude-code' }).returning('id');
        const events = await trx('events').where({ org_id: org.orgId, entity_id: t.id });
        expect(events.map((e: { type: string; subject: string; action: string }) => [e.type, e.subject, e.action])).toEqual([
          ['task.agent_run_added', 'agentRun', 'added'],
        ]);
        const deliveries = await trx('integration_events').where({ org_id: org.orgId, integration_id: wh.id });
        expect(deliveries).toHaveLength(1);
        expect(r.id).toBeDefined();
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await db('events').where({ org_id: org.orgId, entity_id: t.id })).toEqual([]);
  });
});

describe('MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('an agent reports its run with a task ref, moves it along and cancels another; a bad status names the argument and the allowed values', async () => {
    const c = await mcpAs(org.engineerKey, '?toolsets=agent-runs');
    sessions.push(c);
    expect((await c.listTools()).tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['list_agent_runs', 'create_agent_run', 'get_agent_run', 'update_agent_run', 'cancel_agent_run']),
    );
    const call = <T = AgentRun>(name: string, args: Record<string, unknown> = {}) => callTool<T>(c, name, args);
    const made = await call('create_agent_run', {
      taskId: task.ref,
      provider: 'claude-code',
      status: 'running',
      summary: 'On it',
      idempotencyKey: randomUUID(),
    });
    expect(made.isError, JSON.stringify(made.body)).toBe(false);
    expect(made.body.data).toMatchObject({ taskId: task.id, taskRef: task.ref, status: 'running' });
    const id = made.body.data.id;
    expect((await call('update_agent_run', { id, status: 'succeeded', url: 'https://github.com/acme/api/pull/5' })).body.data).toMatchObject({
      status: 'succeeded',
      url: 'https://github.com/acme/api/pull/5',
    });
    expect((await call('get_agent_run', { id })).body.data.status).toBe('succeeded');
    const listed = await call<AgentRun[]>('list_agent_runs', { taskId: task.ref, limit: 200 });
    expect(listed.body.data.map((r) => r.id)).toContain(id);

    const bad = await call('create_agent_run', { taskId: task.ref, provider: 'claude-code', status: 'started' });
    expect(bad.isError).toBe(true);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.details).toEqual([{ field: 'status', message: expect.stringContaining('queued') }]);
    expect(bad.body.error.suggestion).toMatch(/queued, running/);
    const refusedMove = await call('update_agent_run', { id, status: 'running' });
    expect(refusedMove.isError).toBe(true);
    expect(refusedMove.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { from: 'succeeded', to: 'running', allowed: [] } });
    const neither = await call('list_agent_runs', {});
    expect(neither.isError).toBe(true);
    expect(neither.body.error.details!.map((d) => d.field)).toEqual(['taskId', 'integrationId']);

    const queued = await call('create_agent_run', { taskId: task.ref, provider: 'claude-code' });
    expect((await call('cancel_agent_run', { id: queued.body.data.id })).body.data.status).toBe('cancelled');
    for (const e of [bad.body.error, refusedMove.body.error, neither.body.error]) {
      const text = [e.message, e.suggestion, ...(e.details ?? []).flatMap((d) => [d.field, d.message])].join(' | ');
      expect(text).not.toMatch(/\b(body|path|query)\.\w/);
    }
  });
});
