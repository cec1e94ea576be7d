/**
 * MCP (spec 2 §4.21) with the official SDK client over Streamable HTTP: the tool catalog, calls that go through
 * the REST pipeline (same data, same errors, same capability gate), and the tool-only metric requirement.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { Metric, Objective, Task, Viewer, Vision } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, useSdk } from '../lib/sdkAs.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import { type ToolResult, bodyOf, mcpAs } from '../lib/mcpTools.js';

const { baseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let mcp: Client;
let engineerMcp: Client;
useSdk();

/** Connects with every toolset unless `query` says otherwise (the default list is tested in toolsets.test.ts). */
async function connect(key: string, query = '?toolsets=all') {
  return mcpAs(key, query);
}
/** A tool call's structured content (typed by _setup's ToolBody, `data` T) and its text content parsed as JSON. */
const call = async <T = unknown>(c: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolResult<T> & { text: unknown }> => {
  const r = await c.callTool({ name, arguments: args });
  const [first] = r.content as { type: string; text: string }[];
  return { isError: Boolean(r.isError), body: bodyOf<T>(r.structuredContent), text: JSON.parse(first.text) };
};

beforeAll(async () => {
  org = await newOrg('MCP org');
  mcp = await connect(org.apiKey);
  engineerMcp = await connect(org.engineerKey);
});
afterAll(async () => {
  await mcp?.close();
  await engineerMcp?.close();
});

describe('MCP tools', () => {
  it('lists the whole catalog with ?toolsets=all, with spec names, schemas and annotations', async () => {
    const { tools } = await mcp.listTools();
    const names = tools.map((t) => t.name);
    expect(names).toEqual([...toolCatalog.map((t) => t.name), 'list_toolsets', 'enable_toolsets', 'disable_toolsets']);
    for (const n of [
      'whoami',
      'list_teams',
      'list_users',
      'list_visions',
      'get_vision',
      'list_vision_versions',
      'create_task',
      'update_task',
      'set_task_status',
      'set_opportunity_state',
    ]) {
      expect(names).toContain(n);
    }
    const getVision = tools.find((t) => t.name === 'get_vision')!;
    expect(getVision.inputSchema.required).toEqual(['id']);
    expect(getVision.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(tools.find((t) => t.name === 'delete_objective')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(tools.find((t) => t.name === 'create_objective')!.inputSchema.required).toEqual(expect.arrayContaining(['title', 'visionId', 'driId', 'metric']));
  });

  it('refuses the endpoint without a valid bearer token', async () => {
    const r = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(r.status).toBe(401);
  });

  it('a tool call returns what the REST operation returns', async () => {
    const created = await call<Vision>(mcp, 'create_vision', { name: 'Agents welcome', kind: 'product', narrative: 'Tools first.' });
    expect(created.isError).toBe(false);
    expect(created.body).toEqual(created.text);
    const viaTool = await call<Vision>(mcp, 'get_vision', { id: created.body.data.ref });
    const viaRest = envelope(await sdk.getVision(created.body.data.ref, as(org.apiKey)));
    expect(viaTool.body.data).toEqual(viaRest.data);
    expect(viaTool.body.actions).toEqual(viaRest.actions);
    const who = await call<Viewer>(mcp, 'whoami');
    expect(who.body.data.orgId).toBe(org.orgId);
  });

  it('paging, validation and capability errors behave as over REST, with isError and argument names', async () => {
    for (let i = 0; i < 3; i++) await call(mcp, 'create_task', { title: `MCP ${i}` });
    const page = await call<Task[]>(mcp, 'list_tasks', { limit: 2, fields: ['number'] }); // number is not in the compact projection
    expect(page.body.data).toHaveLength(2);
    expect(page.body.pagination.hasMore).toBe(true);
    const next = await call<Task[]>(mcp, 'list_tasks', { limit: 2, cursor: page.body.pagination.cursor, fields: ['number'] });
    expect(next.body.data[0].number).toBeGreaterThan(page.body.data[1].number);

    const bad = await call(mcp, 'list_tasks', { limit: 500 });
    expect(bad.isError).toBe(true);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.details).toEqual([{ field: 'limit', message: 'must be a plain decimal integer from 1 to 200' }]);

    const missing = await call(mcp, 'get_vision', {});
    expect(missing.isError).toBe(true);
    expect(missing.body.error.details).toEqual([{ field: 'id', message: 'is required' }]);

    const forbidden = await call(engineerMcp, 'create_vision', { name: 'x', narrative: 'y' });
    expect(forbidden.isError).toBe(true);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');

    const notFound = await call(mcp, 'get_objective', { id: 'OBJ-999999' });
    expect(notFound.body.error.code).toBe('NOT_FOUND');
  });

  it('create_objective requires the metric block; REST does not (x-mcp-required)', async () => {
    const me = (await call<Viewer>(mcp, 'whoami')).body.data.userId;
    const v = await call<Vision>(mcp, 'create_vision', { name: 'Obj host', kind: 'product', narrative: 'n' });
    const viaTool = await call(mcp, 'create_objective', { title: 'No metric', visionId: v.body.data.ref, driId: me });
    expect(viaTool.isError).toBe(true);
    expect(viaTool.body.error.details).toEqual([{ field: 'metric', message: 'is required' }]);
    const viaRest = await sdk.createObjective({ title: 'No metric', visionId: v.body.data.ref, driId: me }, undefined, as(org.apiKey));
    expect(viaRest.status).toBe(201);
    const m = await call<Metric>(mcp, 'create_metric', { name: 'Anchor', unit: 'percentage' });
    const anchored = await call<Objective>(mcp, 'create_objective', {
      title: 'With metric',
      visionId: v.body.data.ref,
      driId: me,
      metric: { metricId: m.body.data.id, operator: 'gte', target: 50 },
    });
    expect(anchored.isError).toBe(false);
    expect(anchored.body.data.targetNumeric).toBe('50');
  });
});
