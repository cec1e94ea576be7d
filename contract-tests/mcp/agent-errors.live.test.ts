/**
 * Errors in the caller's terms and nothing silently ignored (§3), with the official MCP SDK client
 * and over REST: validation errors name tool arguments over MCP and REST fields over REST, and their suggestion
 * states the fix (allowed values, did-you-mean including synonyms, the listing tool); a NOT_FOUND names the
 * field that held the missing id; an unknown argument next to a missing one gets a did-you-mean; undeclared
 * query parameters are reported in meta.ignoredParameters; GET /schema lists each operation's fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope, SuccessEnvelope } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, errorOf, must, ok, raw, useSdk } from '../lib/sdkAs.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import { operations } from '../../src/generated/operations.js';
import { bodyOf, callTool, mcpAs } from '../lib/mcpTools.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let mcp: Client;
let task: { id: string; ref: string };
useSdk();
/** The per-call options of the org's admin. */
const A = () => as(org.apiKey);

beforeAll(async () => {
  org = await newOrg('Agent errors org');
  mcp = await mcpAs(org.apiKey, '?toolsets=all');
  task = must(await sdk.createTask({ title: 'Errors task' }, undefined, A()));
});
afterAll(async () => {
  await mcp?.close();
});

/** Every call here is read for its error, so `data` stays unknown. */
const call = (name: string, args: Record<string, unknown>) => callTool(mcp, name, args);

/** No REST vocabulary may leak into an error an agent reads. */
function expectToolTerms(error: { message: string; suggestion: string; details?: { field: string; message: string }[] }) {
  const all = [error.message, error.suggestion, ...(error.details ?? []).flatMap((d) => [d.field, d.message])].join(' | ');
  expect(all).not.toMatch(/openapi\.json|\/api\/v1\/|\b(body|path|query)\.\w|header\.Idempotency-Key|\bthis operation\b/);
  expect(all).not.toMatch(/\b(setTaskStatus|getTask|listTasks|removeTeamMember)\b/);
}

describe('validation errors over MCP name tool arguments and state the fix', () => {
  it('status "done" (the earlier word for completed) → did you mean completed, with the allowed values', async () => {
    const r = await call('set_task_status', { id: task.ref, status: 'done', idempotencyKey: randomUUID() });
    expect(r.isError).toBe(true);
    expect(r.body.error.code).toBe('VALIDATION_FAILED');
    expect(r.body.error.details).toEqual([{ field: 'status', message: expect.stringContaining('(did you mean completed?)') }]);
    expect(r.body.error.suggestion).toMatch(/^Set status to completed \(allowed: backlog, todo, in_progress, completed, cancelled, duplicate\)/);
    expectToolTerms(r.body.error);
  });

  it('an id argument that is an object or array (even one without toString) is refused naming it, never a protocol error', async () => {
    for (const id of [{ toString: null, n: 1 }, ['ENG-1'], true]) {
      const r = await call('get_task', { id });
      expect(r.isError).toBe(true);
      expect(r.body.error.code).toBe('VALIDATION_FAILED');
      expect(r.body.error.details).toEqual([
        { field: 'id', message: expect.stringMatching(/^must be text \(an id or ref\), not an? (object|array|boolean)$/) },
      ]);
      expect(r.body.error.suggestion).toContain('Pass id as a plain string');
      expectToolTerms(r.body.error);
    }
  });

  it('an unknown argument next to a missing one: "taskId is not an argument of set_task_status; did you mean id?"', async () => {
    const r = await call('set_task_status', { taskId: task.ref, status: 'completed' });
    expect(r.isError).toBe(true);
    expect(r.body.error.suggestion).toContain('taskId is not an argument of set_task_status; did you mean id?');
    expect(r.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'id', message: 'is required' },
        { field: 'taskId', message: 'is not an argument of set_task_status (did you mean id?)' },
      ]),
    );
    expectToolTerms(r.body.error);
  });

  it('a misspelt body argument gets the closest argument; a missing required one is named', async () => {
    const r = await call('create_task', { titel: 'x', idempotencyKey: randomUUID() });
    expect(r.isError).toBe(true);
    expect(r.body.error.details).toContainEqual({ field: 'titel', message: expect.stringContaining('did you mean title?') });
    expectToolTerms(r.body.error);
  });

  it('a wrong id names the argument and the tool that lists valid ones', async () => {
    const r = await call('get_task', { id: 'ENG-99999' });
    expect(r.isError).toBe(true);
    expect(r.body.error.code).toBe('NOT_FOUND');
    expect(r.body.error.details).toEqual([{ field: 'id', message: expect.stringContaining('names no task') }]);
    expect(r.body.error.suggestion).toContain('list_tasks');
    expectToolTerms(r.body.error);
  });

  it('remove_team_member says which of its two ids was wrong', async () => {
    const team = must(await sdk.createTeam({ name: `Errors ${Date.now()}`, prefix: 'ERR' }, undefined, A()));
    const me = ok(await sdk.getViewer(A())).userId;
    const noTeam = await call('remove_team_member', { id: randomUUID(), userId: me, idempotencyKey: randomUUID() });
    expect(noTeam.body.error.details).toEqual([{ field: 'id', message: expect.stringContaining('names no team') }]);
    expectToolTerms(noTeam.body.error);
    const notMember = await call('remove_team_member', { id: team.id, userId: me, idempotencyKey: randomUUID() });
    expect(notMember.body.error.code).toBe('NOT_FOUND');
    expect(notMember.body.error.details).toEqual([{ field: 'userId', message: 'is not a member of this team' }]);
    expect(notMember.body.error.suggestion).toMatch(/list_team_members/);
    expectToolTerms(notMember.body.error);
  });

  it('a capability refusal names the tool, not the operationId', async () => {
    const eng = await mcpAs(org.engineerKey, '?toolsets=all');
    try {
      const r = await eng.callTool({ name: 'create_vision', arguments: { name: 'V', kind: 'product', narrative: 'n', idempotencyKey: randomUUID() } });
      const error = bodyOf<unknown>(r.structuredContent).error;
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toMatch(/^create_vision needs /);
      expect(error.suggestion).toContain('whoami'); // getViewer's tool
    } finally {
      await eng.close();
    }
  });
});

describe('the same errors over REST keep REST names', () => {
  it('body.status with did-you-mean, and the list path for a wrong id', async () => {
    // a status the document does not offer: raw HTTP, the SDK's types do not let it be sent
    const bad = await raw<ErrorEnvelope>(org.apiKey, 'POST', `/api/v1/tasks/${task.ref}/set-status`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.data.error.details).toEqual([{ field: 'body.status', message: expect.stringContaining('(did you mean completed?)') }]);
    expect(bad.data.error.suggestion).toMatch(/^Set body\.status to completed/);
    expect(bad.data.error.suggestion).not.toContain('openapi.json');
    const missing = await sdk.getTask('ENG-99999', A());
    expect(missing.status).toBe(404);
    expect(errorOf(missing).details).toEqual([{ field: 'path.id', message: expect.stringContaining('names no task') }]);
    expect(errorOf(missing).suggestion).toContain('GET /api/v1/tasks');
  });
});

describe('nothing silently ignored', () => {
  it('names undeclared query parameters in meta.ignoredParameters, with the closest declared one', async () => {
    // query parameters the document does not declare: raw HTTP, the SDK's params types have no place for them
    const r = await raw<SuccessEnvelope>(org.apiKey, 'GET', '/api/v1/tasks?stauts=todo&limit=5');
    expect(r.status).toBe(200);
    expect(r.data.meta.ignoredParameters).toEqual([{ name: 'stauts', didYouMean: 'status' }]);
    const s = await raw<SuccessEnvelope>(org.apiKey, 'GET', '/api/v1/search?query=errors&type=task');
    expect(s.data.meta.ignoredParameters).toEqual([{ name: 'type', didYouMean: 'types' }]);
    const far = await raw<SuccessEnvelope>(org.apiKey, 'GET', '/api/v1/tasks?zzzzzz=1');
    expect(far.data.meta.ignoredParameters).toEqual([{ name: 'zzzzzz' }]);
    expect(envelope(await sdk.listTasks({ status: 'todo' }, A())).meta.ignoredParameters).toBeUndefined();
  });

  it('leaves ignored parameters out of the next-page link', async () => {
    for (let i = 0; i < 3; i++) must(await sdk.createTask({ title: `Page ${i}` }, undefined, A()));
    // an undeclared query parameter: raw HTTP, as above
    const r = await raw<SuccessEnvelope>(org.apiKey, 'GET', '/api/v1/tasks?limit=1&stauts=todo');
    const next = r.data.actions.find((a) => a.rel === 'next')!;
    expect(next.href).not.toContain('stauts');
    expect(next.arguments).toEqual({ limit: 1, cursor: expect.any(String) });
  });

  it("GET /schema lists each operation's required and optional fields", async () => {
    const ops = ok(await sdk.getSchema(A())).operations;
    const createObjective = ops.find((o) => o.operationId === 'createObjective')!;
    expect(createObjective.required).toEqual(expect.arrayContaining(['body.title', 'body.driId']));
    expect(createObjective.optional).toEqual(expect.arrayContaining(['body.description']));
    const getTask = ops.find((o) => o.operationId === 'getTask');
    expect(getTask).toMatchObject({ required: ['path.id'], optional: [] });
    const listTasks = ops.find((o) => o.operationId === 'listTasks')!;
    expect(listTasks.optional).toEqual(expect.arrayContaining(['query.status', 'query.opportunityId', 'query.cursor']));
  });
});

describe('every tool: argument and not-found errors in tool terms with a fix (generated over the catalog)', () => {
  const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
  it('an unknown argument is named, with the fix, for every tool', async () => {
    for (const t of toolCatalog) {
      const r = await call(t.name, { notAnArgumentOfAnyTool: 1 });
      expect(r.isError, t.name).toBe(true);
      expect(r.body.error.code, t.name).toBe('VALIDATION_FAILED');
      expect(r.body.error.details, t.name).toContainEqual({ field: 'notAnArgumentOfAnyTool', message: `is not an argument of ${t.name}` });
      expect(r.body.error.suggestion, t.name).toMatch(new RegExp(`(^|; )[Rr]emove notAnArgumentOfAnyTool: it is not an argument of ${t.name}`));
      expectToolTerms(r.body.error);
    }
  });

  it('an id that names nothing is NOT_FOUND naming the argument and how to find a valid one, for every tool with one', async () => {
    let checked = 0;
    for (const t of toolCatalog) {
      const op = operations[t.operationId];
      if (!op.pathParams.length || op.public) continue;
      const args: Record<string, unknown> = Object.fromEntries(op.pathParams.map((p) => [p, UNKNOWN_UUID]));
      // a complete, valid body is not needed: a missing row is found before or regardless of the body's content
      const r = await call(t.name, { ...args, ...(op.method === 'GET' ? {} : { idempotencyKey: randomUUID() }) });
      expect(r.isError, t.name).toBe(true);
      if (r.body.error.code === 'VALIDATION_FAILED') continue; // the body was refused first; covered above
      expect(r.body.error.code, `${t.name}: ${JSON.stringify(r.body.error)}`).toBe('NOT_FOUND');
      expect(r.body.error.details?.[0]?.field, `${t.name}: ${JSON.stringify(r.body.error)}`).toBe(op.pathParams[0]);
      expect(r.body.error.suggestion, t.name).toMatch(/\b[a-z]+(_[a-z]+)+\b/); // names a tool
      expectToolTerms(r.body.error);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
