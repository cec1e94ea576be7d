/**
 * Toolsets switched in the session (spec 2 §4.21), with the official MCP SDK client on a bare connection (no query
 * string, as Claude or Cursor connect): list_toolsets, enable_toolsets and disable_toolsets change this session's
 * tools/list and announce it with notifications/tools/list_changed; the session lives in Postgres under its
 * Mcp-Session-Id (another connection with the id sees it; another credential does not); every refusal of a hidden
 * tool and every action with a toolset names the enable_toolsets call; read-only stays read-only; a client without a
 * session is told how to name toolsets per request; DELETE ends a session.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import type { Metric, Objective, Opportunity, Task, Team, Viewer, Vision } from '../../sdk/src/index';
import { type ToolBody, callTool as call } from '../lib/mcpTools.js';
import type { ToolsetInfo } from './_setup.js';

const { baseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
const open: Client[] = [];

/** A promise with its resolve (Promise.withResolvers is Node 22). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** An SDK client on /api/mcp`query`, counting the list_changed notifications it receives. */
async function connect(query = '', key = org.apiKey, sessionId?: string) {
  const c = new Client({ name: 'toolsets-session-test', version: '1.0.0' });
  const changed = { count: 0, next: deferred() };
  c.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    changed.count++;
    changed.next.resolve();
    changed.next = deferred();
  });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), {
    sessionId,
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await c.connect(transport);
  open.push(c);
  return { c, transport, changed, names: async () => (await c.listTools()).tools.map((t) => t.name) };
}
/** The `data` of enable_toolsets and disable_toolsets: the session's toolsets after, the tools added, and whether the list changed. */
interface ToolsetChange {
  enabled: string[];
  added: string[];
  listChanged: boolean;
}
/** A JSON-RPC answer of POST /api/mcp, read loosely (the members a test reads). */
interface RpcAnswer {
  jsonrpc: string;
  id: number | string | null;
  result: { tools: { name: string }[]; isError?: boolean; structuredContent: ToolBody<unknown> };
  error: { code: number; message: string };
}
/** The enable_toolsets call a suggestion names, parsed as an agent would read it. */
const suggestedEnable = (suggestion: string): { toolsets: string[] } | undefined => {
  const m = /enable_toolsets (\{"toolsets": \[[^\]]*\]\})/.exec(suggestion);
  return m ? (JSON.parse(m[1]) as { toolsets: string[] }) : undefined;
};

const hidden = toolCatalog.filter((t) => !t.default);
const WRITE_TOOLSET = 'webhooks'; // no default tools, reads and writes
const webhookTools = toolCatalog.filter((t) => t.toolset === WRITE_TOOLSET);

beforeAll(async () => {
  org = await newOrg('Toolsets session org');
});
afterAll(async () => {
  for (const c of open) await c.close().catch(() => undefined);
});

describe('toolsets switched in the session', () => {
  it('a bare connection lists the toolset tools, gets a session id, and list_toolsets describes every toolset', async () => {
    const { c, transport, names } = await connect();
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.getServerCapabilities()?.tools?.listChanged).toBe(true);
    const listed = await names();
    for (const n of ['list_toolsets', 'enable_toolsets', 'disable_toolsets']) expect(listed).toContain(n);
    for (const t of webhookTools) expect(listed).not.toContain(t.name);
    const r = await call<ToolsetInfo[]>(c, 'list_toolsets');
    expect(r.isError).toBe(false);
    const sets = new Set(toolCatalog.map((t) => t.toolset));
    expect(r.body.data.map((t) => t.name).sort()).toEqual([...sets].sort());
    for (const t of r.body.data) {
      expect(t.description.length, t.name).toBeGreaterThan(10);
      expect(t.tools.sort(), t.name).toEqual(
        toolCatalog
          .filter((x) => x.toolset === t.name)
          .map((x) => x.name)
          .sort(),
      );
      expect(t.enabled, t.name).toBe(false);
    }
  });

  it('every hidden tool is refused with the enable_toolsets call that reaches it; following it works', async () => {
    const { c } = await connect();
    for (const tool of hidden) {
      const r = await call(c, tool.name, {});
      expect(r.isError, tool.name).toBe(true);
      expect(r.body.error.code, tool.name).toBe('NOT_FOUND');
      expect(suggestedEnable(r.body.error.suggestion), `${tool.name}: ${r.body.error.suggestion}`).toEqual({ toolsets: [tool.toolset] });
      expect(r.body.error.suggestion, tool.name).toContain(`then call ${tool.name} again`);
    }
    // Follow one as an agent would: the suggested call, then the tool.
    const refused = await call(c, 'list_webhook_subscriptions');
    const enabled = await call(c, 'enable_toolsets', suggestedEnable(refused.body.error.suggestion));
    expect(enabled.isError).toBe(false);
    const after = await call(c, 'list_webhook_subscriptions');
    expect(after.isError, JSON.stringify(after.body)).toBe(false);
    expect(after.body.data).toEqual([]);
  });

  it('enable_toolsets changes tools/list and sends notifications/tools/list_changed; disable_toolsets takes them away', async () => {
    const { c, changed, names } = await connect();
    const notified = changed.next.promise;
    const r = await call<ToolsetChange>(c, 'enable_toolsets', { toolsets: [WRITE_TOOLSET, 'comments'] });
    expect(r.isError, JSON.stringify(r.body)).toBe(false);
    await notified;
    expect(changed.count).toBe(1);
    expect(r.body.data.enabled).toEqual(['comments', WRITE_TOOLSET].sort());
    expect(r.body.data.added).toEqual(expect.arrayContaining(webhookTools.map((t) => t.name)));
    expect(r.body.data.listChanged).toBe(true);
    const listed = await names();
    for (const t of webhookTools) expect(listed).toContain(t.name);
    expect((await call<ToolsetInfo[]>(c, 'list_toolsets')).body.data.find((t) => t.name === WRITE_TOOLSET)!.enabled).toBe(true);

    // Enabling again changes nothing, and says so without a notification.
    const again = await call<ToolsetChange>(c, 'enable_toolsets', { toolsets: [WRITE_TOOLSET] });
    expect(again.body.data.listChanged).toBe(false);
    expect(changed.count).toBe(1);

    const disabledNotice = changed.next.promise;
    const off = await call<ToolsetChange>(c, 'disable_toolsets', { toolsets: [WRITE_TOOLSET] });
    expect(off.isError).toBe(false);
    await disabledNotice;
    expect(changed.count).toBe(2);
    expect(off.body.data.enabled).toEqual(['comments']);
    const now = await names();
    for (const t of webhookTools) expect(now).not.toContain(t.name);
    expect(now).toContain('list_comments');
    expect((await call(c, 'list_webhook_subscriptions')).body.error.code).toBe('NOT_FOUND');
  });

  it('the session is kept by the server: another connection with its id sees its toolsets; another credential gets 404', async () => {
    const first = await connect();
    await call(first.c, 'enable_toolsets', { toolsets: [WRITE_TOOLSET] });
    const id = first.transport.sessionId!;
    // A request of its own carrying the id (as one served by another instance would be).
    const list = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': id,
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(list.status).toBe(200);
    const tools = ((await list.json()) as RpcAnswer).result.tools.map((t) => t.name);
    for (const t of webhookTools) expect(tools).toContain(t.name);

    const other = await newUser(org.orgId, 'pm');
    for (const key of [other.apiKey, org.engineerKey]) {
      const r = await fetch(`${baseUrl}/api/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-session-id': id,
          'mcp-protocol-version': '2025-06-18',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} }),
      });
      expect(r.status).toBe(404);
      const body = (await r.json()) as RpcAnswer;
      expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32001 } });
      expect(body.error.message).toContain('initialize');
    }
  });

  it('read-only stays read-only whatever is enabled', async () => {
    const { c, names } = await connect('?readonly=true');
    expect((await call(c, 'enable_toolsets', { toolsets: [WRITE_TOOLSET] })).isError).toBe(false);
    const listed = await names();
    for (const t of webhookTools) expect(listed.includes(t.name), t.name).toBe(t.annotations.readOnlyHint === true);
    const write = webhookTools.find((t) => !t.annotations.readOnlyHint)!;
    const r = await call(c, write.name, {});
    expect(r.body.error.code).toBe('FORBIDDEN');
  });

  it('bad toolset names are refused in tool terms, with the valid names', async () => {
    const { c } = await connect();
    const typo = await call(c, 'enable_toolsets', { toolsets: ['webhook'] });
    expect(typo.isError).toBe(true);
    expect(typo.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'toolsets', message: 'webhook is not a toolset' }] });
    expect(typo.body.error.suggestion).toContain('Did you mean webhooks?');
    for (const args of [{}, { toolsets: [] }, { toolsets: 'webhooks' }, { toolsets: [3] }, { toolsets: ['all'] }, { toolsets: ['tasks'], extra: 1 }]) {
      const r = await call(c, 'enable_toolsets', args);
      expect(r.isError, JSON.stringify(args)).toBe(true);
      expect(r.body.error.code, JSON.stringify(args)).toBe('VALIDATION_FAILED');
      expect(r.body.error.suggestion, JSON.stringify(args)).toMatch(/toolsets/);
    }
  });

  it('a client without a session is told to name toolsets per request, and that works', async () => {
    const post = async (query: string, message: unknown): Promise<RpcAnswer> => {
      const r = await fetch(`${baseUrl}/api/mcp${query}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${org.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
        },
        body: JSON.stringify(message),
      });
      const text = await r.text();
      // enable_toolsets answers as an event stream; everything else as JSON.
      return JSON.parse(
        r.headers.get('content-type')?.includes('text/event-stream')
          ? text
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .pop()!
          : text,
      );
    };
    const refused = await post('', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_webhook_subscriptions', arguments: {} } });
    expect(refused.result.structuredContent.error.suggestion).toContain(`?toolsets=${WRITE_TOOLSET}`);
    const enable = await post('', {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'enable_toolsets', arguments: { toolsets: [WRITE_TOOLSET] } },
    });
    expect(enable.result.isError).toBe(true);
    expect(enable.result.structuredContent.error.suggestion).toContain(`/api/mcp?toolsets=${WRITE_TOOLSET}`);
    const perRequest = await post(`?toolsets=${WRITE_TOOLSET}`, {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'list_webhook_subscriptions', arguments: {} },
    });
    expect(perRequest.result.isError).toBe(false);
  });

  it("DELETE /api/mcp ends the session (the SDK client's terminateSession); its id is then 404", async () => {
    const { transport } = await connect();
    const id = transport.sessionId!;
    await transport.terminateSession();
    const r = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': id,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(r.status).toBe(404);
    const again = await fetch(`${baseUrl}/api/mcp`, { method: 'DELETE', headers: { authorization: `Bearer ${org.apiKey}`, 'mcp-session-id': id } });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('actions whose tool is outside the default list carry the enable_toolsets call', async () => {
    const { c } = await connect();
    const opp = await call<Opportunity>(c, 'create_opportunity', { title: 'Actions host' });
    expect(opp.isError, JSON.stringify(opp.body)).toBe(false);
    const task = await call<Task>(c, 'create_task', { title: 'Actions task', opportunityId: opp.body.data.ref });
    const actions = [...opp.body.actions, ...task.body.actions];
    const withToolset = actions.filter((a) => a.toolset);
    expect(withToolset.length).toBeGreaterThan(0);
    for (const a of withToolset) expect(a.enableFirst, a.tool).toEqual({ tool: 'enable_toolsets', arguments: { toolsets: [a.toolset] } });
    for (const a of actions.filter((x) => x.tool && !x.toolset)) expect(a.enableFirst, a.tool).toBeUndefined();
  });

  it('on a bare connection an agent builds vision → metric → objective → opportunity → team → task, with only tools it sees or enables', async () => {
    const fresh = await newOrg('Hierarchy from nothing');
    const { c, names } = await connect('', fresh.apiKey);
    const toolsets: { name: string; tools: string[] }[] = (await call<ToolsetInfo[]>(c, 'list_toolsets')).body.data;
    const enabledBy: string[] = [];
    /** Calls `tool` as an agent must: enabling its toolset first when the list lacks it. */
    const use = async <T>(tool: string, args: Record<string, unknown>) => {
      if (!(await names()).includes(tool)) {
        const set = toolsets.find((t) => t.tools.includes(tool))!.name;
        expect((await call(c, 'enable_toolsets', { toolsets: [set] })).isError).toBe(false);
        enabledBy.push(set);
      }
      const r = await call<T>(c, tool, args);
      expect(r.isError, `${tool}: ${JSON.stringify(r.body.error)}`).toBe(false);
      return r.body.data;
    };
    const vision = await use<Vision>('create_vision', { name: 'Be the API agents choose', narrative: 'Agents plan and run product work here.' });
    const metric = await use<Metric>('create_metric', { name: 'Weekly active agents', unit: 'count', currentValue: 10 });
    const objective = await use<Objective>('create_objective', {
      title: 'Grow agent use',
      visionId: vision.ref,
      driId: 'me',
      metric: { metricId: metric.ref, operator: 'gte', target: 100 },
    });
    expect(objective).toMatchObject({ metricId: metric.id, targetOperator: 'gte', targetNumeric: '100' });
    const opportunity = await use<Opportunity>('create_opportunity', {
      title: 'Toolsets in-session',
      objectiveLinks: [{ objectiveId: objective.ref, kind: 'primary' }],
    });
    const team = await use<Team>('create_team', { name: 'Agents', prefix: 'AGT' });
    const me = (await call<Viewer>(c, 'whoami')).body.data;
    await use<unknown>('add_team_member', { id: 'AGT', userId: 'me' });
    const task = await use<Task>('create_task', { title: 'Enable toolsets', opportunityId: opportunity.ref, teamId: 'AGT', ownerId: 'me' });
    expect(task.ref).toMatch(/^AGT-\d+$/);
    expect(task).toMatchObject({ opportunityId: opportunity.id, teamId: team.id, ownerId: me.userId });
    // What the default list lacked was reached in-session, never by reconnecting.
    expect(enabledBy.every((set) => toolsets.some((t) => t.name === set))).toBe(true);
  });
});
