/**
 * MCP, finished, with the official SDK client (1.32.2), whose callTool validates every
 * structuredContent — isError results included — against the outputSchema tools/list gave (ajv, draft-07), and
 * throws when it does not match:
 *  - every read tool of every toolset (`?toolsets=all`), called on an org holding every kind of row
 *    (contract-tests/lib/everyKind.ts), plus writes of each kind (201, 200, a delete), succeeds and was validated;
 *  - the default list leaves out the outputSchema of default tools whose schemas would break its token budget, and
 *    a listing that enables their toolset carries it;
 *  - resources (the OpenAPI document, the concepts, an area, the role catalog) and prompts (guided workflows).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { fillEveryKind, type EveryKind } from '../lib/everyKind.js';
import { toolCatalog, type ToolDefinition } from '../../src/generated/mcp-tools.js';
import { operations } from '../../src/generated/operations.js';
import { outputSchemaOf } from '../../src/mcp/output.js';
import { bodyOf, callTool } from '../lib/mcpTools.js';
import type { OperationDescription } from './_setup.js';

const { baseUrl } = inject('contract');
let org: EveryKind;
/** Ids of rows everyKind does not hand back, found or made over REST (undefined when the org has none). */
const found: Record<string, string | undefined> = {};
const open: Client[] = [];
useSdk();

/**
 * The SDK's own validator (AjvJsonSchemaValidator, what Client uses by default), counting what it validates and
 * what failed (callTool throws on a failure too). It compiles each schema when first used rather than all at
 * tools/list: the default compiles ~280 schemas there in one synchronous stretch of seconds, long enough for the
 * server to close the test's idle keep-alive connections under it.
 */
function countingValidator() {
  const inner = new AjvJsonSchemaValidator();
  const stats = { validated: 0, invalid: [] as string[] };
  const validator: jsonSchemaValidator = {
    getValidator<T>(schema: Parameters<jsonSchemaValidator['getValidator']>[0]) {
      let check: ReturnType<typeof inner.getValidator<T>> | undefined;
      return (input: unknown) => {
        check ??= inner.getValidator<T>(schema);
        stats.validated++;
        const r = check(input);
        if (!r.valid) stats.invalid.push(r.errorMessage);
        return r;
      };
    },
  };
  return { validator, stats };
}

async function connect(query: string, jsonSchemaValidator?: jsonSchemaValidator) {
  const c = new Client({ name: 'structured-test', version: '1.0.0' }, jsonSchemaValidator ? { jsonSchemaValidator } : {});
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${org.adminKey}` } } }),
  );
  open.push(c);
  return c;
}

beforeAll(async () => {
  org = await fillEveryKind('MCP structured org');
  const admin = as(org.adminKey);
  found.webhook = must(await sdk.createWebhookSubscription({ url: 'https://hooks.example.com/mcp', eventTypes: ['task.created'] }, undefined, admin)).id;
  found.integration = must(await sdk.listIntegrations(undefined, admin))[0]?.id;
  found.review = must(await sdk.listCustomerReviews(org.refs.customer, undefined, admin))[0]?.id;
}, 120_000);
afterAll(async () => {
  for (const c of open) await c.close();
});

/** A seeded value for required argument `name` of `tool` (path parameters by the resource of the path). */
function argumentValue(tool: ToolDefinition, name: string): unknown {
  const { ids, refs } = org;
  const path = operations[tool.operationId].path;
  const byName: Record<string, () => unknown> = {
    taskId: () => refs.task,
    reviewId: () => found.review,
    roomId: () => ids.room,
    entityId: () => refs.opportunity,
    entityType: () => (tool.name === 'get_default_template' ? 'customer' : 'opportunity'),
    query: () => 'export',
    from: () => '2040-01-01',
    to: () => '2040-01-31',
  };
  if (byName[name]) return byName[name]();
  if (name !== 'id') throw new Error(`no seeded value for ${name} of ${tool.name}: add one here`);
  if (tool.name === 'get_customer_onboarding') return refs.customer2; // the customer whose onboarding was started
  if (path.includes('/time-entries/actual-cost-for-task/')) return refs.task;
  if (path.includes('/time-entries/')) return refs.opportunity;
  const byResource: Record<string, string | undefined> = {
    visions: refs.vision,
    ai: refs.vision,
    strategies: refs.strategy,
    'direction-documents': refs.productSpec,
    objectives: refs.objective,
    metrics: refs.metric,
    opportunities: refs.opportunity,
    tasks: refs.task,
    teams: ids.team,
    users: org.adminUserId,
    rooms: ids.room,
    messages: ids.message,
    categories: ids.category,
    'prd-templates': ids.prdTemplate,
    customers: refs.customer,
    insights: refs.insight,
    files: ids.file,
    templates: ids.workflow,
    'agent-runs': ids.agentRun,
    integrations: found.integration,
    'webhook-subscriptions': found.webhook,
    'import-runs': '00000000-0000-4000-8000-000000000000',
  };
  const v = byResource[path.split('/')[3]];
  if (!v) throw new Error(`no seeded value for id of ${tool.name} (${path}): add one here`);
  return v;
}
/** Arguments a rule outside the schema requires (one of two filters), by tool. */
const EXTRA: Record<string, () => Record<string, unknown>> = {
  search_messages: () => ({ query: 'Kickoff' }),
  list_blocking_insights: () => ({ opportunityId: org.refs.opportunity }),
  list_agent_runs: () => ({ taskId: org.refs.task }),
};
/** Reads that cannot have data in an org this test can make: their 404 (an isError result) is validated too. */
const MAY_BE_ABSENT = new Set(['get_import_run']);

describe('structuredContent against outputSchema, through the official client', () => {
  it('every read tool of every toolset succeeds on a full org, and the client validated each result', async () => {
    const { validator, stats } = countingValidator();
    const c = await connect('?toolsets=all', validator);
    const { tools } = await c.listTools();
    expect(tools.filter((t) => !t.outputSchema).map((t) => t.name)).toEqual([]);
    const reads = toolCatalog.filter((t) => t.annotations.readOnlyHint);
    expect(reads.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const tool of reads) {
      const args = { ...Object.fromEntries((tool.inputSchema.required ?? []).map((n) => [n, argumentValue(tool, n)])), ...EXTRA[tool.name]?.() };
      try {
        const r = await c.callTool({ name: tool.name, arguments: args }); // throws when structuredContent does not match
        const body = bodyOf(r.structuredContent);
        const expected = MAY_BE_ABSENT.has(tool.name) ? body.error?.code === 'NOT_FOUND' : !r.isError && body.ok === true;
        if (!expected) failures.push(`${tool.name} ${JSON.stringify(args)}: ${JSON.stringify(body).slice(0, 300)}`);
      } catch (e) {
        failures.push(`${tool.name} ${JSON.stringify(args)}: ${(e as Error).message.slice(0, 600)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(stats.invalid).toEqual([]);
    expect(stats.validated).toBe(reads.length);
  }, 120_000);

  it('writes validate too: a 201 create, 200 updates and state moves, a delete, and refusals (isError)', async () => {
    const { validator, stats } = countingValidator();
    const c = await connect('?toolsets=all', validator);
    await c.listTools();
    const call = <T = unknown>(name: string, args: Record<string, unknown>) => callTool<T>(c, name, args);
    const task = await call<sdk.Task>('create_task', { title: 'Structured', opportunityId: org.refs.opportunity });
    expect(task.isError).toBe(false);
    expect((await call<sdk.Task>('update_task', { id: task.body.data.ref, priority: 'high' })).body.data.priority).toBe('high');
    expect((await call<sdk.Task>('set_task_status', { id: task.body.data.ref, status: 'in_progress' })).body.data.status).toBe('in_progress');
    expect((await call('create_comment', { entityType: 'task', entityId: task.body.data.ref, body: 'Structured output.' })).isError).toBe(false);
    expect((await call('post_update', { id: org.refs.opportunity, body: 'On track.', health: 'on_track' })).isError).toBe(false);
    expect((await call('create_tag', { name: `structured-${Date.now()}` })).isError).toBe(false);
    expect((await call('delete_task', { id: task.body.data.ref })).isError).toBe(false);
    expect((await call('get_task', { id: task.body.data.ref })).body.error.code).toBe('NOT_FOUND');
    expect((await call('set_task_status', { id: org.refs.task, status: 'nope' })).body.error.code).toBe('VALIDATION_FAILED');
    expect(stats.invalid).toEqual([]);
    expect(stats.validated).toBe(9);
  });

  it('the default list carries only the flagged schemas (its token budget); enabling the toolset lists the rest', async () => {
    const byDefault = await (await connect('')).listTools();
    const listTasks = byDefault.tools.find((t) => t.name === 'list_tasks')!;
    expect(listTasks.outputSchema).toBeUndefined();
    expect(
      byDefault.tools
        .filter((t) => t.outputSchema)
        .map((t) => t.name)
        .sort(),
    ).toEqual(
      toolCatalog
        .filter((t) => t.default && t.outputSchema)
        .map((t) => t.name)
        .sort(),
    );
    const withTasks = await (await connect('?toolsets=tasks')).listTools();
    expect(withTasks.tools.find((t) => t.name === 'list_tasks')!.outputSchema).toEqual(outputSchemaOf(toolCatalog.find((t) => t.name === 'list_tasks')!));
    expect(withTasks.tools.find((t) => t.name === 'list_opportunities')!.outputSchema).toBeUndefined();
    expect(withTasks.tools.find((t) => t.name === 'list_task_assignments')!.outputSchema).toBeDefined();
  });

  it("dynamic mode: its three tools declare output schemas, and describe_operation gives any tool's", async () => {
    const c = await connect('?mode=dynamic');
    const { tools } = await c.listTools();
    expect(tools.every((t) => t.outputSchema)).toBe(true);
    const described = await c.callTool({ name: 'describe_operation', arguments: { name: 'list_customer_reviews' } });
    expect(bodyOf<OperationDescription>(described.structuredContent).data.outputSchema).toEqual(
      outputSchemaOf(toolCatalog.find((t) => t.name === 'list_customer_reviews')!),
    );
    const ran = await c.callTool({ name: 'call_operation', arguments: { name: 'list_roles' } });
    expect(bodyOf<unknown[]>(ran.structuredContent).data.length).toBeGreaterThan(3);
  });
});

describe('resources', () => {
  it('lists and reads the OpenAPI document, the concepts, one area (template) and the role catalog', async () => {
    const c = await connect('');
    expect(c.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    const { resources } = await c.listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining(['sextant://openapi.json', 'sextant://concepts', 'sextant://concepts/tasks', 'sextant://roles']),
    );
    const { resourceTemplates } = await c.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['sextant://concepts/{area}']);

    const openapi = (await c.readResource({ uri: 'sextant://openapi.json' })).contents[0] as { mimeType: string; text: string };
    expect(openapi.mimeType).toBe('application/json');
    const served = JSON.parse(openapi.text);
    expect(served).toMatchObject({ openapi: doc.openapi, info: { title: doc.info.title } });
    expect(Object.keys(served.paths)).toEqual(expect.arrayContaining(['/api/v1/tasks', '/api/v1/objectives/{id}']));
    // The same document GET /api/v1/openapi.json serves: servers names this server, not the committed placeholder.
    expect(served.servers).toEqual((await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()).servers);
    const concepts = (await c.readResource({ uri: 'sextant://concepts' })).contents[0] as { mimeType: string; text: string };
    expect(concepts.mimeType).toBe('text/markdown');
    expect(concepts.text).toContain('## opportunities');
    expect(concepts.text).toContain('**Opportunity**');
    const area = (await c.readResource({ uri: 'sextant://concepts/intake' })).contents[0] as { text: string };
    expect(area.text).toMatch(/^# intake\n/);
    expect(area.text).toContain('list_intake*');
    const roles = JSON.parse(((await c.readResource({ uri: 'sextant://roles' })).contents[0] as { text: string }).text);
    expect(roles).toEqual(must(await sdk.listRoles(as(org.adminKey))));
    const missing = await c.readResource({ uri: 'sextant://nothing' }).catch((e) => e);
    expect(missing).toBeInstanceOf(McpError);
    expect(missing.code).toBe(-32002);
  });
});

describe('prompts', () => {
  it('lists the guided workflows and gets one with its argument; a missing argument is invalid params', async () => {
    const c = await connect('');
    const { prompts } = await c.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['plan_opportunity_from_objective', 'triage_intake', 'weekly_review']);
    const plan = await c.getPrompt({ name: 'plan_opportunity_from_objective', arguments: { objective: org.refs.objective } });
    const text = (plan.messages[0].content as { text: string }).text;
    expect(plan.messages[0].role).toBe('user');
    expect(text).toContain(`1. get_objective {"id":"${org.refs.objective}"}`);
    expect(text).toContain('create_opportunity');
    const triage = await c.getPrompt({ name: 'triage_intake', arguments: { limit: '3' } });
    expect((triage.messages[0].content as { text: string }).text).toContain('list_intake {"status":"new","limit":3}');
    const missing = await c.getPrompt({ name: 'plan_opportunity_from_objective', arguments: {} }).catch((e) => e);
    expect(missing).toBeInstanceOf(McpError);
    expect(missing.code).toBe(-32602);
    expect(missing.message).toContain('needs objective');
  });
});
