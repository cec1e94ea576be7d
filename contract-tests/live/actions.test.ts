/**
 * `actions` are few and true (spec 2 §4.1, issue 3 §4): for every kind of resource, each action offered by its
 * GET is followed as given (method, href, body) on a fresh copy of that state, and none may fail for reasons of
 * state or validation. GET actions are followed one level further.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createRouter } from '../../src/http/router.js';
import { operations } from '../../src/generated/operations.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let api: ReturnType<typeof client>;
let eng: ReturnType<typeof client>;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

beforeAll(async () => {
  org = await newOrg('Actions org');
  api = client(org.apiKey);
  eng = client(org.engineerKey);
  me = (await api('GET', '/api/v1/viewer')).body.data.userId;
});

const { baseUrl } = inject('contract');
const sessions: Client[] = [];
afterAll(async () => {
  for (const c of sessions) await c.close();
});
/** An MCP session of the official SDK client with `query` (e.g. ?toolsets=all). */
async function mcpSession(key: string, query: string) {
  const c = new Client({ name: 'actions-test', version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  sessions.push(c);
  return c;
}
const route = createRouter();
/** The tool call that makes the REST GET `href` (its path parameters and query string as arguments). */
function toolCallOf(href: string): { name: string; arguments: Record<string, unknown> } {
  const url = new URL(href, 'http://x');
  const found = route('GET', url.pathname);
  if (found.kind !== 'operation') throw new Error(`no operation at ${href}`);
  return { name: operations[found.operationId].tool!, arguments: { ...found.params, ...Object.fromEntries(url.searchParams) } };
}
const isDefault = new Map(toolCatalog.map((t) => [t.name, t.default]));


const data = async (method: string, path: string, body?: unknown) => {
  const r = await api(method, path, body);
  if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

/** Each factory builds a fresh resource in a typical state and returns the GET path whose actions are followed. */
const factories: Record<string, () => Promise<string>> = {
  vision: async () => `/api/v1/visions/${(await data('POST', '/api/v1/visions', { name: `V ${uniq()}`, kind: 'product', narrative: 'n' })).ref}`,
  objective: async () => {
    const v = await data('POST', '/api/v1/visions', { name: `V ${uniq()}`, kind: 'product', narrative: 'n' });
    const m = await data('POST', '/api/v1/metrics', { name: `M ${uniq()}`, unit: 'count' });
    const o = await data('POST', '/api/v1/objectives', { title: 'O', visionId: v.ref, driId: me, metric: { metricId: m.id, operator: 'gte', target: 5 } });
    return `/api/v1/objectives/${o.ref}`;
  },
  metric: async () => {
    const m = await data('POST', '/api/v1/metrics', { name: `M ${uniq()}`, unit: 'count' });
    await data('POST', `/api/v1/metrics/${m.ref}/values`, { value: 3 });
    return `/api/v1/metrics/${m.ref}`;
  },
  'opportunity (backlog)': async () => `/api/v1/opportunities/${(await data('POST', '/api/v1/opportunities', { title: 'Opp' })).ref}`,
  'opportunity (completed)': async () => {
    const o = await data('POST', '/api/v1/opportunities', { title: 'Done opp' });
    await data('POST', `/api/v1/opportunities/${o.ref}/set-state`, { state: 'completed' });
    return `/api/v1/opportunities/${o.ref}`;
  },
  'task (backlog)': async () => `/api/v1/tasks/${(await data('POST', '/api/v1/tasks', { title: 'T' })).ref}`,
  'task (completed)': async () => {
    const t = await data('POST', '/api/v1/tasks', { title: 'T', status: 'in_progress' });
    await data('POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'completed' });
    return `/api/v1/tasks/${t.ref}`;
  },
  team: async () => {
    const t = await data('POST', '/api/v1/teams', { name: `Team ${uniq()}`, prefix: `Q${(n++ % 900) + 100}`.slice(0, 4) });
    await data('POST', `/api/v1/teams/${t.id}/members`, { userId: me });
    return `/api/v1/teams/${t.id}`;
  },
  user: async () => `/api/v1/users/${me}`,
  subscription: async () => {
    const t = await data('POST', '/api/v1/tasks', { title: 'Followed' });
    await data('POST', '/api/v1/subscriptions', { entityType: 'task', entityId: t.ref, subscribed: true });
    return `/api/v1/subscriptions?entityType=task&entityId=${t.ref}`;
  },
  viewer: async () => '/api/v1/viewer',
  'vision AI context': async () => `/api/v1/ai/context/vision/${(await data('POST', '/api/v1/visions', { name: `V ${uniq()}`, kind: 'product', narrative: 'n' })).ref}`,
};

describe('every offered action succeeds when followed (spec 2 §4.1)', () => {
  for (const [kind, make] of Object.entries(factories)) {
    it(kind, async () => {
      const first = await api('GET', await make());
      expect(first.status).toBe(200);
      const count = first.body.actions.length;
      expect(count, `${kind} offers actions`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const fresh = await api('GET', await make());
        const a = fresh.body.actions[i];
        const r = await api(a.method, a.href, a.body);
        expect(r.status, `${kind}: ${JSON.stringify(a)} → ${r.status} ${JSON.stringify(r.body?.error ?? '')}`).toBeLessThan(400);
        if (a.method === 'GET') {
          for (const b of (r.body.actions ?? []).filter((x: any) => x.method === 'GET')) {
            const rr = await api('GET', b.href);
            expect(rr.status, `${kind} → ${a.href} → ${b.href}: ${JSON.stringify(rr.body?.error ?? '')}`).toBe(200);
          }
        }
      }
    });
  }

  it('notification actions', async () => {
    const t = await data('POST', '/api/v1/tasks', { title: 'Notify', ownerId: org.engineerId });
    const list = await eng('GET', '/api/v1/notifications?unreadOnly=true');
    const note = list.body.data.find((x: any) => x.entityId === t.id);
    expect(list.body.actions.map((a: any) => a.name)).toContain('readAllNotifications');
    const pinned = await eng('POST', `/api/v1/notifications/${note.id}/pin`);
    for (const a of pinned.body.actions) {
      const r = await eng(a.method, a.href, a.body);
      expect(r.status, JSON.stringify(a)).toBeLessThan(400);
    }
  });

  it('offers only moves the state allows', async () => {
    const done = await api('GET', await factories['task (completed)']());
    const moves = done.body.actions.filter((a: any) => a.name === 'setTaskStatus').map((a: any) => a.body.status);
    expect(moves).toEqual(['todo']);
    const backlog = await api('GET', await factories['opportunity (backlog)']());
    expect(backlog.body.actions.filter((a: any) => a.name === 'setOpportunityState').map((a: any) => a.body.state).sort()).toEqual(['completed', 'in_progress']);
  });
});

describe('every offered action is also a tool call an agent can follow (issue 9 §4)', () => {
  let all: Client;
  beforeAll(async () => {
    all = await mcpSession(org.apiKey, '?toolsets=all');
  });
  const tool = async (c: Client, name: string, args: Record<string, unknown>) => {
    const r = await c.callTool({ name, arguments: args });
    return { isError: Boolean(r.isError), body: r.structuredContent as any };
  };

  for (const [kind, make] of Object.entries(factories)) {
    it(kind, async () => {
      const first = toolCallOf(await make());
      const got = await tool(all, first.name, first.arguments);
      expect(got.isError, JSON.stringify(got.body)).toBe(false);
      const count = got.body.actions.length;
      expect(count, `${kind} offers actions over MCP`).toBeGreaterThan(0);
      for (const a of got.body.actions) {
        expect(a.tool, JSON.stringify(a)).toBe(operations[a.name as keyof typeof operations].tool);
        expect(a.arguments).toBeTypeOf('object');
        // toolset is named exactly when the tool is outside the default list
        expect(a.toolset, JSON.stringify(a)).toBe(isDefault.get(a.tool) ? undefined : operations[a.name as keyof typeof operations].tag);
      }
      for (let i = 0; i < count; i++) {
        const freshCall = toolCallOf(await make());
        const a = (await tool(all, freshCall.name, freshCall.arguments)).body.actions[i];
        const args = a.method === 'GET' ? a.arguments : { ...a.arguments, idempotencyKey: randomUUID() };
        const r = await tool(all, a.tool, args);
        expect(r.isError, `${kind}: ${a.tool} ${JSON.stringify(args)} → ${JSON.stringify(r.body?.error ?? '')}`).toBe(false);
      }
    });
  }

  it('the REST answer carries the same actions in tool form', async () => {
    const path = await factories['task (backlog)']();
    const rest = (await api('GET', path)).body.actions;
    const viaMcp = (await tool(all, 'get_task', toolCallOf(path).arguments)).body.actions;
    expect(viaMcp).toEqual(rest);
    const move = rest.find((a: any) => a.name === 'setTaskStatus');
    expect(move).toMatchObject({ tool: 'set_task_status', arguments: { id: expect.any(String), status: move.body.status } });
  });

  it('a toolset named by an action is what a default session must enable to call it', async () => {
    const path = await factories.metric();
    const outside = (await api('GET', path)).body.actions.find((a: any) => a.toolset);
    expect(outside, 'some metric action leads outside the default list').toBeDefined();
    const plain = await mcpSession(org.apiKey, '');
    const args = outside.method === 'GET' ? outside.arguments : { ...outside.arguments, idempotencyKey: randomUUID() };
    const refused = await tool(plain, outside.tool, args);
    expect(refused.isError).toBe(true);
    expect(refused.body.error.suggestion).toContain(`toolsets=${outside.toolset}`);
    const enabled = await mcpSession(org.apiKey, `?toolsets=${outside.toolset}`);
    expect((await tool(enabled, outside.tool, args)).isError).toBe(false);
  });
});
