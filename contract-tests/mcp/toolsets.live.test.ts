/**
 * The MCP tool surface (spec 2 §4.21): the default list is chosen deliberately (the spec's named tools, search,
 * and what builds the hierarchy), at most 40 tools and within a recorded token and size budget; toolsets (one per
 * OpenAPI tag, by query or header) add the rest; read-only mode lists only read tools and refuses writes on the server.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { newOrg } from '../lib/orgs.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import { compactListBody } from '../../src/mcp/shape.js';
import * as sdk from '../../sdk/src/index';
import type { Activity, BatchEntryResult, SearchHit } from '../../sdk/src/index';
import { as, envelope, must, ok, useSdk } from '../lib/sdkAs.js';
import { bodyOf } from '../lib/mcpTools.js';
import { dataOfCompact } from './_setup.js';

const { baseUrl } = inject('contract');
useSdk();
/**
 * The default tools/list result as the SDK client receives it, serialized (JSON.stringify), in o200k tokens
 * (gpt-tokenizer) and bytes. Every token is context an agent pays for on each session: raise a budget only on
 * purpose, and record the new measurement here and in the README.
 * Measured on the catalog's 37 default tools: 46,426 bytes, 11,186 tokens (src/mcp/descriptions.test.ts holds them to
 * 11,200), leaving ~800 tokens for the session's three toolset tools (list_toolsets, enable_toolsets, disable_toolsets,
 * ~700 together). Most of it is agent-written descriptions (when to use a tool, what it returns, the id forms it
 * takes), inputs with id fields as shared ref schemas (a nullable one is a single node) and a compact idempotencyKey;
 * tools whose outputSchema is not marked x-mcp-output-schema carry it in their toolset's listing only.
 * Budget: at most 40 tools and 12,000 tokens. Tokens are what an agent pays and are held to their budget; bytes follow
 * them at ~4.2 per token (bound: 50,400).
 */
const BUDGET = { tools: 40, tokens: 12_000, bytes: 50_400 };
/**
 * The default list, deliberately: enough to build and run the whole hierarchy from a bare connection (vision, metric,
 * objective with its metric, opportunity, team and member, task), spec 2 §4.21's named tools, search, and the
 * session's toolset tools; every other tool is one enable_toolsets call away.
 */
const DEFAULT_TOOLS = [
  'whoami',
  'search', // who am I, find anything by name or ref
  'list_toolsets',
  'enable_toolsets',
  'disable_toolsets', // reach the other toolsets in-session
  'list_visions',
  'get_vision',
  'create_vision',
  'list_vision_versions',
  'list_strategies', // spec 2 §4.21's strategy read tool
  'list_objectives',
  'get_objective',
  'create_objective', // create_objective anchors to a metric in the same call
  'list_metrics',
  'get_metric',
  'create_metric',
  'create_metric_value', // record progress on the outcome
  'list_opportunities',
  'get_opportunity',
  'create_opportunity',
  'update_opportunity',
  'set_opportunity_state',
  'post_update',
  'list_tasks',
  'get_task',
  'create_task',
  'update_task',
  'set_task_status',
  'list_teams',
  'create_team',
  'add_team_member',
  'list_users',
  'write_handoff',
  'write_task_handoff',
  'get_opportunity_context',
  'get_task_context', // spec 2 §4.21's agent tools
  'list_customers',
  'get_customer', // spec 2 §4.21's customer tools
  'list_intake',
  'get_intake_stats', // spec 2 §4.21's intake tools
];
let key: string;

/**
 * The SDK client's validator, compiling each outputSchema when a call first needs it instead of all at tools/list
 * (every tool has one; ~280 compiles with ?toolsets=all block the client for seconds, long enough for
 * the server to drop its idle keep-alive sockets). These tests list tools; mcp-structured.test.ts validates results.
 */
const inner = new AjvJsonSchemaValidator();
const lazyValidator: jsonSchemaValidator = {
  getValidator<T>(schema: Parameters<jsonSchemaValidator['getValidator']>[0]) {
    let check: ReturnType<typeof inner.getValidator<T>> | undefined;
    return (input: unknown) => (check ??= inner.getValidator<T>(schema))(input);
  },
};

async function tools(query = '', headers: Record<string, string> = {}) {
  const c = new Client({ name: 'toolset-test', version: '1.0.0' }, { jsonSchemaValidator: lazyValidator });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } } }),
  );
  const list = await c.listTools();
  return { c, list, names: list.tools.map((t) => t.name) };
}

beforeAll(async () => {
  key = (await newOrg('Toolsets org')).apiKey;
});

describe('MCP toolsets', () => {
  it('the default list is the chosen tools, within the tool, token and size budget', async () => {
    const { c, list, names } = await tools();
    await c.close();
    const json = JSON.stringify(list);
    const size = { tools: names.length, bytes: Buffer.byteLength(json), tokens: encode(json).length };
    console.log(
      `default tools/list: ${size.tools} tools, ${size.bytes} bytes, ${size.tokens} o200k tokens (budget ${BUDGET.tools} tools, ${BUDGET.tokens} tokens)`,
    );
    expect(size.tools).toBeLessThanOrEqual(BUDGET.tools);
    expect(size.tokens).toBeLessThanOrEqual(BUDGET.tokens);
    expect(size.bytes).toBeLessThanOrEqual(BUDGET.bytes);
    expect([...names].sort()).toEqual([...DEFAULT_TOOLS].sort());
    expect(names.filter((n) => toolCatalog.some((t) => t.name === n))).toEqual(toolCatalog.filter((t) => t.default).map((t) => t.name));
    for (const n of [
      'whoami',
      'list_teams',
      'list_users',
      'list_visions',
      'get_vision',
      'list_objectives',
      'get_objective',
      'list_metrics',
      'get_metric',
      'list_opportunities',
      'get_opportunity',
      'list_tasks',
      'get_task',
      'list_vision_versions',
      'create_task',
      'update_task',
      'set_task_status',
    ]) {
      expect(names).toContain(n);
    }
    expect(names).not.toContain('delete_objective');
    expect(names).not.toContain('list_task_assignments');
  });

  it('?toolsets= and X-MCP-Toolsets add whole tags; all lists everything', async () => {
    const byQuery = await tools('?toolsets=tasks,platform');
    await byQuery.c.close();
    expect(byQuery.names).toEqual(expect.arrayContaining(['list_task_assignments', 'delete_task_assignment', 'search', 'run_batch', 'whoami']));
    expect(byQuery.names).not.toContain('delete_objective');
    const byHeader = await tools('', { 'x-mcp-toolsets': 'objectives' });
    await byHeader.c.close();
    expect(byHeader.names).toContain('delete_objective');
    const all = await tools('?toolsets=all');
    await all.c.close();
    expect(all.names).toEqual([...toolCatalog.map((t) => t.name), 'list_toolsets', 'enable_toolsets', 'disable_toolsets']);
  });

  it('an unknown toolset is a 400 that names the valid ones', async () => {
    const r = await fetch(`${baseUrl}/api/mcp?toolsets=tsks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(r.status).toBe(400);
    const body = (await r.json()) as sdk.ErrorEnvelope;
    expect(body.error.suggestion).toMatch(/did you mean tasks\?/);
  });

  it("a tool outside the session's toolsets is refused with the toolset to enable", async () => {
    const { c } = await tools();
    const r = await c.callTool({ name: 'list_task_assignments', arguments: { taskId: 'TASK-1' } });
    await c.close();
    expect(r.isError).toBe(true);
    expect(bodyOf<unknown>(r.structuredContent).error.suggestion).toContain(
      'Call enable_toolsets {"toolsets": ["tasks"]}, then call list_task_assignments again.',
    );
  });

  it('read-only mode lists only read tools and refuses writes on the server', async () => {
    for (const [query, headers] of [
      ['?readonly=true&toolsets=all', {}],
      ['?toolsets=all', { 'x-mcp-readonly': 'true' }],
    ] as const) {
      const { c, list } = await tools(query, headers);
      expect(list.tools.length).toBeGreaterThan(0);
      expect(list.tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
      expect(list.tools.map((t) => t.name)).toContain('list_tasks');
      const write = await c.callTool({ name: 'create_task', arguments: { title: 'Not in read-only mode' } });
      expect(write.isError).toBe(true);
      expect(bodyOf<unknown>(write.structuredContent).error.code).toBe('FORBIDDEN');
      expect((await c.callTool({ name: 'list_tasks', arguments: {} })).isError).toBeFalsy();
      await c.close();
    }
  });

  it('platform reads answer over MCP as over REST, and inside a batch', async () => {
    const task = must(await sdk.createTask({ title: 'Searchable over MCP' }, undefined, as(key)));
    const { c } = await tools('?toolsets=platform,notifications');
    try {
      const viaTool = bodyOf<Partial<SearchHit>[]>((await c.callTool({ name: 'search', arguments: { query: 'searchable', fields: ['*'] } })).structuredContent);
      const viaRest = envelope(await sdk.searchEntities({ query: 'searchable' }, as(key)));
      expect(viaTool.data).toEqual(dataOfCompact(compactListBody(viaRest))); // every field: items without nulls and orgId over MCP
      expect(viaTool.data[0].id).toBe(task.id);
      const hits = bodyOf<Partial<SearchHit>[]>((await c.callTool({ name: 'search', arguments: { query: 'searchable' } })).structuredContent);
      expect(hits.data[0]).toEqual({ type: 'task', ref: task.ref, id: task.id, title: 'Searchable over MCP', snippet: viaRest.data![0].snippet }); // the compact projection: no score, no REST href
      const log = bodyOf<Partial<Activity>[]>(
        (await c.callTool({ name: 'list_activities', arguments: { entityType: 'task', entityId: task.ref } })).structuredContent,
      );
      expect(log.data[0]).toMatchObject({ action: 'created', entityId: task.id });
      const inbox = bodyOf<unknown>((await c.callTool({ name: 'get_notification_unread_count', arguments: {} })).structuredContent);
      expect(inbox.data).toEqual(ok(await sdk.getNotificationUnreadCount(as(key))));
      const batch = bodyOf<Record<string, BatchEntryResult>>(
        (await c.callTool({ name: 'run_batch', arguments: { operations: [{ id: 's', method: 'GET', path: '/api/v1/search?query=searchable' }] } }))
          .structuredContent,
      );
      expect(batch.data.s).toMatchObject({ status: 200, data: viaRest.data });
    } finally {
      await c.close();
    }
  });

  it('every write tool takes idempotencyKey; read tools do not', () => {
    for (const t of toolCatalog) {
      expect('idempotencyKey' in t.inputSchema.properties, t.name).toBe(!t.annotations.readOnlyHint);
    }
  });
});
