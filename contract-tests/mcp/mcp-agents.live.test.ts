/**
 * MCP as an agent meets it, with the official SDK client: tool text written for agents, the
 * server's instructions, output schemas that every result (success or isError) validates against, list items
 * as a compact projection with `fields` and their total (REST unchanged), and dynamic mode — three tools that reach every operation through the
 * same path as a direct tool call, read-only included. The default list's budget is in toolsets.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import * as sdk from '../../sdk/src/index';
import type { Task, TaskAssignment, Viewer } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, must, ok, useSdk } from '../lib/sdkAs.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import { compactListBody } from '../../src/mcp/shape.js';
import { PROJECTIONS } from '../../src/mcp/projection.js';
import { LIST_NOTE } from '../../codegen/mcpTools.js';
import { outputSchemaOf } from '../../src/mcp/output.js';
import { callTool as call, mcpAs } from '../lib/mcpTools.js';
import { type OperationDescription, type OperationInfo, dataOfCompact } from './_setup.js';

const { baseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
const open: Client[] = [];

async function connect(query = '', key = org.apiKey) {
  const c = await mcpAs(key, query);
  open.push(c);
  return c;
}
const tokens = (v: unknown) => encode(JSON.stringify(v)).length;
const hasNullOrOrgId = (v: unknown): boolean =>
  Array.isArray(v)
    ? v.some(hasNullOrOrgId)
    : v !== null && typeof v === 'object' && Object.entries(v).some(([k, x]) => k === 'orgId' || x === null || hasNullOrOrgId(x));

useSdk();
/** The per-call options of the org's admin. */
const A = () => as(org.apiKey);
/** A compact list item: a task's fields less its nulls and orgId, or the ones `fields` named. */
type CompactTask = Partial<Task>;

beforeAll(async () => {
  org = await newOrg('Agents org');
});
afterAll(async () => {
  for (const c of open) await c.close();
});

describe('tool text for agents', () => {
  it('no tool names a spec section or a REST path; list tools say their items are compact and take fields', () => {
    for (const t of toolCatalog) {
      const text = `${t.description} ${JSON.stringify(t.inputSchema)}`;
      expect(text, t.name).not.toMatch(/§|\bspec \d|\[(GET|POST|PATCH|DELETE) \/api/);
      expect(t.description, t.name).not.toMatch(/\/api\/v1/);
    }
    for (const n of ['list_tasks', 'list_opportunities', 'search', 'list_notifications']) {
      expect(toolCatalog.find((t) => t.name === n)!.description).toContain(LIST_NOTE);
    }
    expect(toolCatalog.find((t) => t.name === 'set_comment_reaction')!.description).toContain('Items omit null fields and orgId.'); // a write answering a list
    expect(toolCatalog.find((t) => t.name === 'get_task')!.description).not.toMatch(/Items (omit|are compact)/);
  });

  it('every write tool shares one compact idempotencyKey schema', () => {
    const shapes = new Set(toolCatalog.filter((t) => !t.annotations.readOnlyHint).map((t) => JSON.stringify(t.inputSchema.properties.idempotencyKey)));
    expect(shapes.size).toBe(1);
    expect(tokens(JSON.parse([...shapes][0]))).toBeLessThanOrEqual(40);
  });
});

describe('instructions', () => {
  it('tell the hierarchy, refs, idempotencyKey, toolsets, read-only and dynamic mode in a few lines', async () => {
    const text = (await connect()).getInstructions()!;
    expect(text.split('\n').length).toBeLessThanOrEqual(8);
    expect(tokens(text)).toBeLessThan(400);
    for (const s of ['vision → objectives', 'OPP-4', 'me', 'idempotencyKey', '?toolsets=', '?readonly=true', '?mode=dynamic', 'tool and arguments'])
      expect(text).toContain(s);
    expect((await connect('?readonly=true')).getInstructions()).toContain('read-only');
    expect((await connect('?mode=dynamic')).getInstructions()).toContain('list_operations');
  });
});

describe('output schemas', () => {
  it('default tools with small results declare one; success and error results validate against it', async () => {
    const c = await connect();
    const { tools } = await c.listTools();
    const withSchema = tools.filter((t) => t.outputSchema).map((t) => t.name);
    expect(withSchema.sort()).toEqual(['get_metric', 'get_objective', 'get_opportunity', 'get_task', 'get_vision', 'whoami']);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validators = new Map(tools.filter((t) => t.outputSchema).map((t) => [t.name, ajv.compile(t.outputSchema!)]));

    // A small hierarchy so every get_* has something to return (created over REST).
    const me = ok(await sdk.getViewer(A())).userId;
    const vision = must(await sdk.createVision({ name: 'Schemas', kind: 'product', narrative: 'n' }, undefined, A()));
    const metric = must(await sdk.createMetric({ name: 'Activation', unit: 'percentage' }, undefined, A()));
    const objective = must(
      await sdk.createObjective(
        { title: 'Grow', visionId: vision.id, driId: me, metric: { metricId: metric.id, operator: 'gte', target: 40 } },
        undefined,
        A(),
      ),
    );
    const opp = must(await sdk.createOpportunity({ title: 'Onboarding', objectiveLinks: [{ objectiveId: objective.id }] }, undefined, A()));
    const task = must(await sdk.createTask({ title: 'Checklist', opportunityId: opp.id }, undefined, A()));
    const cases: [string, Record<string, unknown>][] = [
      ['whoami', {}],
      ['get_vision', { id: vision.ref }],
      ['get_metric', { id: metric.ref }],
      ['get_objective', { id: objective.ref }],
      ['get_opportunity', { id: opp.ref }],
      ['get_task', { id: task.ref }],
      ['get_task', { id: 'TASK-999999' }],
      ['get_vision', {}],
      ['get_metric', { id: 'MET-1', extra: 1 }], // errors: isError, same envelope
    ];
    for (const [name, args] of cases) {
      const r = await call(c, name, args); // the SDK client validates structuredContent against outputSchema too (it throws)
      const validate = validators.get(name)!;
      expect(validate(r.body), `${name} ${JSON.stringify(args)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(r.body.ok).toBe(!r.isError);
    }
  });
});

describe('list results over MCP', () => {
  const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
  const verbs = ['Fix', 'Add', 'Remove', 'Refactor', 'Document'];
  const things = ['the login redirect loop', 'CSV export of invoices', 'retry on webhook timeouts', 'dark mode for settings', 'onboarding checklist emails'];
  let opp: sdk.Opportunity;
  let team: sdk.Team;

  beforeAll(async () => {
    // A realistic page: titles, descriptions, two owners, a team, due dates and priorities set on every task.
    const me = ok(await sdk.getViewer(A())).userId;
    team = must(await sdk.createTeam({ name: `Paging ${Date.now()}`, prefix: 'PG' }, undefined, A()));
    opp = must(await sdk.createOpportunity({ title: 'Paging host', teamId: team.id }, undefined, A()));
    for (let i = 0; i < 50; i++) {
      const created = await sdk.createTask(
        {
          title: `${verbs[i % 5]} ${things[Math.floor(i / 5) % 5]} (${i})`,
          description: 'Customers report this weekly. Reproduce on staging first, then fix behind the flag and add a regression test.',
          opportunityId: opp.id,
          teamId: team.id,
          ownerId: i % 2 ? me : org.engineerId,
          priority: PRIORITIES[i % 4],
          dueDate: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}T17:00:00.000Z`,
          status: 'todo',
        },
        undefined,
        A(),
      );
      expect(created.status, JSON.stringify(created.data)).toBe(201);
    }
  });

  it('a 50-task page is a compact projection within 4,000 o200k tokens, with its total; REST is unchanged', async () => {
    const c = await connect();
    const viaTool = await call<CompactTask[]>(c, 'list_tasks', { opportunityId: opp.id, limit: 50 });
    const viaRest = envelope(await sdk.listTasks({ opportunityId: opp.id, limit: 50 }, A()));
    expect(viaTool.isError).toBe(false);
    expect(viaTool.body.data).toHaveLength(50);
    expect(hasNullOrOrgId(viaRest.data)).toBe(true); // REST as it was: every field, nulls and orgId
    expect(viaRest.data[0].description).toBeDefined();
    expect(viaRest.pagination).toEqual({ cursor: null, hasMore: false });
    const before = tokens(viaRest);
    const after = tokens(viaTool.body);
    console.log(`50-task page: ${before} o200k tokens as REST returns it, ${after} over MCP (${Math.round(before / 50)} → ${Math.round(after / 50)} per task)`);
    expect(after).toBeLessThanOrEqual(4_000);
    // What every task shares is said once; each item keeps its handle, title, owner, priority and due date.
    expect(viaTool.body.allItems).toEqual({ status: 'todo', opportunityId: opp.id, teamId: team.id });
    const shared = viaTool.body.allItems ?? {};
    const projection = PROJECTIONS.Task.filter((f) => !(f in shared));
    viaRest.data.forEach((task, i) => {
      const full = new Map(Object.entries(task));
      const expected = Object.fromEntries(projection.filter((f) => full.get(f) !== null && full.get(f) !== undefined).map((f) => [f, full.get(f)]));
      expect(viaTool.body.data[i]).toEqual(expected);
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(['ref', 'title', 'ownerId', 'priority', 'dueDate']));
    });
    // The whole list fits in this first page: its total is exact, counted from the page itself.
    expect(viaTool.body.pagination).toEqual({ ...viaRest.pagination, total: 50 });
    const firstOfMany = await call<CompactTask[]>(c, 'list_tasks', { opportunityId: opp.id, limit: 20 });
    expect(firstOfMany.body.pagination).toMatchObject({ hasMore: true });
    expect(firstOfMany.body.pagination.total).toBeUndefined(); // more to come: no count query is run
    // A single entity keeps its nulls (its outputSchema says so).
    const one = await call<Task>(c, 'get_task', { id: viaRest.data[0].ref });
    expect(one.body.data).toEqual(ok(await sdk.getTask(viaRest.data[0].ref, A())));
  });

  it('fields brings back named fields; ["*"] the full item (REST\'s less nulls and orgId); a bad name is refused naming fields', async () => {
    const c = await connect();
    const viaRest = envelope(await sdk.listTasks({ opportunityId: opp.id, limit: 50 }, A()));
    const named = await call<CompactTask[]>(c, 'list_tasks', { opportunityId: opp.id, limit: 50, fields: ['description', 'id'] });
    expect(named.body.allItems).toBeUndefined();
    named.body.data.forEach((item, i) => {
      expect(item).toMatchObject({
        ref: viaRest.data[i].ref,
        id: viaRest.data[i].id,
        description: viaRest.data[i].description,
        teamId: team.id,
      });
      expect(new Map(Object.entries(item)).get('content')).toBeUndefined(); // not a Task field: read by name
    });
    const all = await call<CompactTask[]>(c, 'list_tasks', { opportunityId: opp.id, limit: 50, fields: ['*'] });
    expect(all.body.data).toEqual(dataOfCompact(compactListBody(viaRest)));
    const bad = await call(c, 'list_tasks', { opportunityId: opp.id, fields: ['descripton'] });
    expect(bad.isError).toBe(true);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'fields', message: 'descripton is not a field of list_tasks items (did you mean description?)' }],
    });
    expect(bad.body.error.suggestion).toContain('Did you mean description?');
    expect(bad.body.error.suggestion).toContain('dueDate');
  });

  it("fields works through dynamic mode's call_operation, which runs the same tool call", async () => {
    const c = await connect('?mode=dynamic');
    const run = (args: Record<string, unknown>) =>
      call<CompactTask[]>(c, 'call_operation', { name: 'list_tasks', arguments: { opportunityId: opp.id, ...args } });
    const compactPage = await run({ limit: 5 });
    expect(compactPage.body.data[0].description).toBeUndefined();
    expect(compactPage.body.data[0].ref).toBeDefined();
    const named = await run({ limit: 5, fields: ['description'] });
    expect(named.body.data.every((t) => typeof t.description === 'string')).toBe(true);
    const bad = await run({ fields: ['nope'] });
    expect(bad.isError).toBe(true);
    expect(bad.body.error.details).toEqual([{ field: 'fields', message: 'nope is not a field of list_tasks items' }]);
  });
});

describe('dynamic mode', () => {
  it('lists three tools, a fraction of the default list', async () => {
    const c = await connect('?mode=dynamic');
    const list = await c.listTools();
    expect(list.tools.map((t) => t.name)).toEqual(['list_operations', 'describe_operation', 'call_operation']);
    const defaultList = await (await connect()).listTools();
    console.log(`dynamic tools/list: ${tokens(list)} o200k tokens, ${Buffer.byteLength(JSON.stringify(list))} bytes (default list: ${tokens(defaultList)})`);
    expect(tokens(list)).toBeLessThan(1_000);
  });

  it('list_operations finds operations by keyword and toolset; toolsets do not restrict it', async () => {
    const c = await connect('?mode=dynamic&toolsets=tasks');
    const all = await call<OperationInfo[]>(c, 'list_operations');
    expect(all.body.data.map((o) => o.name)).toEqual(toolCatalog.map((t) => t.name));
    expect(all.body.data[0]).toEqual({ name: 'whoami', toolset: 'platform', summary: 'Who am I', readOnly: true });
    const status = await call<OperationInfo[]>(c, 'list_operations', { query: 'task status' });
    expect(status.body.data[0].name).toBe('set_task_status');
    const teams = await call<OperationInfo[]>(c, 'list_operations', { toolset: 'teams' });
    expect(new Set(teams.body.data.map((o) => o.toolset))).toEqual(new Set(['teams']));
    const typo = await call(c, 'list_operations', { toolset: 'tsks' });
    expect(typo.isError).toBe(true);
    expect(typo.body.error.suggestion).toContain('did you mean tasks?');
    const extra = await call(c, 'list_operations', { keyword: 'task' });
    expect(extra.body.error.details).toEqual([{ field: 'keyword', message: 'is not an argument of list_operations' }]);
  });

  it('describe_operation gives every operation of the catalog its description and schemas', async () => {
    const c = await connect('?mode=dynamic');
    for (const t of toolCatalog) {
      const d = await call<OperationDescription>(c, 'describe_operation', { name: t.name });
      expect(d.isError, t.name).toBe(false);
      expect(d.body.data).toMatchObject({
        name: t.name,
        toolset: t.toolset,
        description: t.description,
        inputSchema: t.inputSchema,
        annotations: t.annotations,
      });
      expect(d.body.data.outputSchema).toEqual(outputSchemaOf(t)); // every tool has one
    }
    const wrong = await call(c, 'describe_operation', { name: 'set_task_state' });
    expect(wrong.body.error).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'name', message: 'set_task_state is not an operation' }] });
    expect(wrong.body.error.suggestion).toContain('set_task_status');
  });

  it('call_operation reaches every operation, answering as a direct tool call does', async () => {
    const dyn = await connect('?mode=dynamic');
    const direct = await connect('?toolsets=all');
    // Arguments that no operation accepts: every call reaches its operation and is refused by the same checks.
    for (const t of toolCatalog) {
      const args = { notAnArgument: 1 };
      const [viaDynamic, viaDirect] = [await call(dyn, 'call_operation', { name: t.name, arguments: args }), await call(direct, t.name, args)];
      expect(viaDynamic.isError, t.name).toBe(true);
      expect(viaDynamic.body.error.code, t.name).toBe(viaDirect.body.error.code);
      expect(viaDynamic.body.error.details, t.name).toEqual(viaDirect.body.error.details);
    }
    // Reads and writes, ids and refs, a non-default tool, an idempotent retry.
    const who = await call<Viewer>(dyn, 'call_operation', { name: 'whoami' });
    expect(who.body.data.userId).toBeTruthy();
    const key = `dyn-${Date.now()}`;
    const created = await call<Task>(dyn, 'call_operation', { name: 'create_task', arguments: { title: 'Via dynamic mode', idempotencyKey: key } });
    expect(created.isError).toBe(false);
    const again = await call<Task>(dyn, 'call_operation', { name: 'create_task', arguments: { title: 'Via dynamic mode', idempotencyKey: key } });
    expect(again.body.data.id).toBe(created.body.data.id);
    const moved = await call<Task>(dyn, 'call_operation', { name: 'set_task_status', arguments: { id: created.body.data.ref, status: 'todo' } });
    expect(moved.body.data.status).toBe('todo');
    const viaDynamic = await call<Task>(dyn, 'call_operation', { name: 'get_task', arguments: { id: created.body.data.ref } });
    const viaDirect = await call<Task>(direct, 'get_task', { id: created.body.data.ref });
    expect(viaDynamic.body.data).toEqual(viaDirect.body.data);
    expect(viaDynamic.body.actions).toEqual(viaDirect.body.actions);
    const assign = await call(dyn, 'call_operation', {
      name: 'create_task_assignment',
      arguments: { taskId: created.body.data.ref, userId: who.body.data.userId, idempotencyKey: `${key}-a` },
    });
    expect(assign.isError).toBe(false);
    const assignments = await call<TaskAssignment[]>(dyn, 'call_operation', { name: 'list_task_assignments', arguments: { taskId: created.body.data.ref } });
    expect(assignments.body.data).toHaveLength(1);
    expect(hasNullOrOrgId(assignments.body.data)).toBe(false);

    const bad = await call(dyn, 'call_operation', { name: 'set_task_status', arguments: { id: created.body.data.ref, status: 'nope' } });
    expect(bad.isError).toBe(true);
    expect(bad.body.error.details?.[0]?.field).toBe('status');
    const unknown = await call(dyn, 'call_operation', { name: 'create_tsk', arguments: {} });
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect(unknown.body.error.suggestion).toContain('create_task');
    const notObject = await call(dyn, 'call_operation', { name: 'whoami', arguments: 'x' });
    expect(notObject.body.error.details).toEqual([{ field: 'arguments', message: 'must be an object' }]);
    const directly = await call(dyn, 'list_tasks', {});
    expect(directly.isError).toBe(true);
    expect(directly.body.error.suggestion).toContain('call_operation');
  });

  it('read-only applies: only reads are listed or described, writes are refused', async () => {
    const c = await connect('?mode=dynamic&readonly=true');
    const { tools } = await c.listTools();
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
    const ops = (await call<OperationInfo[]>(c, 'list_operations')).body.data;
    expect(ops.map((o) => o.name)).toEqual(toolCatalog.filter((t) => t.annotations.readOnlyHint).map((t) => t.name));
    const write = await call(c, 'call_operation', { name: 'create_task', arguments: { title: 'Not in read-only mode', idempotencyKey: 'ro-1' } });
    expect(write.isError).toBe(true);
    expect(write.body.error.code).toBe('FORBIDDEN');
    expect((await call(c, 'describe_operation', { name: 'delete_objective' })).body.error.code).toBe('FORBIDDEN');
    expect((await call(c, 'call_operation', { name: 'list_tasks', arguments: { status: 'todo' } })).isError).toBe(false);
    expect(ok(await sdk.listTasks({ limit: 200 }, A())).some((t) => t.title === 'Not in read-only mode')).toBe(false);
  });

  it('an unknown mode is a 400 that names the valid one', async () => {
    const r = await fetch(`${baseUrl}/api/mcp?mode=dynamc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).error.suggestion).toContain('did you mean dynamic?');
  });
});
