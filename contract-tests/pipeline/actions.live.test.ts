/**
 * `actions` are few and true (spec 2 §4.1): for every kind of resource, each action offered by its
 * GET is followed as given (method, href, body) on a fresh copy of that state, and none may fail for reasons of
 * state or validation. GET actions are followed one level further.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createRouter } from '../../src/core/router.js';
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
  'vision AI context': async () =>
    `/api/v1/ai/context/vision/${(await data('POST', '/api/v1/visions', { name: `V ${uniq()}`, kind: 'product', narrative: 'n' })).ref}`,
  // Collaboration: a group room the caller administers, an open one it has left, its DM, the system room,
  // a room's messages and an entity's comment thread.
  'room (group, admin)': async () => `/api/v1/rooms/${(await data('POST', '/api/v1/rooms', { name: `R ${uniq()}`, memberIds: [org.engineerId] })).id}`,
  'room (open, not joined)': async () => {
    const r = (await eng('POST', '/api/v1/rooms', { name: `Open ${uniq()}`, memberIds: [me] })).body.data;
    await data('PATCH', `/api/v1/rooms/${r.id}/membership`, { joined: false });
    return `/api/v1/rooms/${r.id}`;
  },
  'room (dm)': async () => `/api/v1/rooms/${(await data('POST', '/api/v1/rooms/dm', { userId: org.engineerId })).id}`,
  'room (system)': async () => `/api/v1/rooms/${(await data('GET', '/api/v1/rooms')).find((r: any) => r.kind === 'system').id}`,
  'messages of a room': async () => {
    const r = await data('POST', '/api/v1/rooms', { name: `R ${uniq()}`, memberIds: [org.engineerId] });
    await data('POST', '/api/v1/messages', { roomId: r.id, body: 'hello' });
    return `/api/v1/messages?roomId=${r.id}`;
  },
  // Templates: a template, an instance with an active step, an opportunity a template drives.
  template: async () =>
    `/api/v1/templates/${(await data('POST', '/api/v1/templates', { name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'One' }, { title: 'Two' }] })).id}`,
  'template instance (active step)': async () => {
    const t = await data('POST', '/api/v1/templates', { name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'One' }, { title: 'Two' }] });
    const o = await data('POST', '/api/v1/opportunities', { title: 'Driven', workflowId: t.id, initialState: 'in_progress' });
    return `/api/v1/templates/instances/opportunity/${o.ref}`;
  },
  'opportunity (on a template)': async () => {
    const t = await data('POST', '/api/v1/templates', { name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'One' }] });
    return `/api/v1/opportunities/${(await data('POST', '/api/v1/opportunities', { title: 'Driven', workflowId: t.id })).ref}`;
  },
  'comments on a task': async () => {
    const t = await data('POST', '/api/v1/tasks', { title: 'Discussed' });
    await data('POST', '/api/v1/comments', { entityType: 'task', entityId: t.ref, body: 'first' });
    return `/api/v1/comments?entityType=task&entityId=${t.ref}`;
  },
  // Delivery configuration: a category, an org-wide PRD template and a team's (tags have no single read).
  category: async () => `/api/v1/categories/${(await data('POST', '/api/v1/categories', { label: `C ${uniq()}` })).id}`,
  'category (system)': async () => `/api/v1/categories/${(await data('GET', '/api/v1/categories')).find((c: any) => c.system).id}`,
  'PRD template (org-wide)': async () => `/api/v1/prd-templates/${(await data('POST', '/api/v1/prd-templates', { name: `P ${uniq()}`, content: '# PRD' })).id}`,
  'customer (prospect)': async () => `/api/v1/customers/${(await data('POST', '/api/v1/customers', { name: `Cu ${uniq()}` })).ref}`,
  'customer (pilot)': async () => `/api/v1/customers/${(await data('POST', '/api/v1/customers', { name: `Cu ${uniq()}`, status: 'pilot' })).ref}`,
  'customer (churned)': async () => {
    const c = await data('POST', '/api/v1/customers', { name: `Cu ${uniq()}`, status: 'live' });
    await data('PATCH', `/api/v1/customers/${c.ref}`, { status: 'churned', reason: 'Budget cut this year' });
    return `/api/v1/customers/${c.ref}`;
  },
  'contacts of a customer': async () => {
    const c = await data('POST', '/api/v1/customers', { name: `Cu ${uniq()}` });
    await data('POST', `/api/v1/customers/${c.ref}/contacts`, { name: 'Pat Primary', primary: true });
    return `/api/v1/customers/${c.ref}/contacts`;
  },
  'insight (created)': async () =>
    `/api/v1/insights/${(await data('POST', '/api/v1/insights', { verbatim: 'Ask', source: 'interview', stakeholderUserId: 'me' })).ref}`,
  'insight (in review, with work)': async () => {
    const i = await data('POST', '/api/v1/insights', { verbatim: 'Ask', source: 'sales', stakeholderUserId: 'me' });
    const t = await data('POST', '/api/v1/tasks', { title: 'Work for the ask' });
    await data('POST', `/api/v1/insights/${i.ref}/attach`, { entityType: 'task', entityId: t.ref });
    const team = await data('POST', '/api/v1/teams', { name: `Reviewers ${uniq()}`, prefix: `R${(n++ % 900) + 100}`.slice(0, 4) });
    await data('POST', `/api/v1/insights/${i.ref}/set-review-team`, { teamId: team.id });
    return `/api/v1/insights/${i.ref}`;
  },
  // Strategies: a draft (publish and archive offered to its owner), an active one, an archived one.
  'strategy (draft)': async () => `/api/v1/strategies/${(await data('POST', '/api/v1/strategies', { name: `S ${uniq()}`, content: 'c' })).ref}`,
  'strategy (active)': async () => {
    const s = await data('POST', '/api/v1/strategies', { name: `S ${uniq()}`, content: 'c' });
    await data('POST', `/api/v1/strategies/${s.ref}/publish`);
    return `/api/v1/strategies/${s.ref}`;
  },
  'strategy (archived)': async () => {
    const s = await data('POST', '/api/v1/strategies', { name: `S ${uniq()}`, content: 'c' });
    await data('POST', `/api/v1/strategies/${s.ref}/archive`);
    return `/api/v1/strategies/${s.ref}`;
  },
  'PRD template (team)': async () => {
    const t = await data('POST', '/api/v1/teams', { name: `Team ${uniq()}`, prefix: `P${(n++ % 900) + 100}`.slice(0, 4) });
    return `/api/v1/prd-templates/${(await data('POST', '/api/v1/prd-templates', { name: `P ${uniq()}`, teamId: t.id })).id}`;
  },
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

  it('message and comment actions: each offered action of a posted message or comment succeeds', async () => {
    const room = await data('POST', '/api/v1/rooms', { name: `R ${uniq()}`, memberIds: [org.engineerId] });
    const top = await data('POST', '/api/v1/messages', { roomId: room.id, body: 'top' });
    for (const posted of [
      (await api('POST', '/api/v1/messages', { roomId: room.id, body: 'top 2' })).body,
      (await api('POST', '/api/v1/messages', { roomId: room.id, body: 'reply', parentId: top.id })).body,
    ]) {
      expect(posted.actions.map((a: any) => a.name)).toEqual(['listMessageThread', 'listMessages', 'setMessagePinned']);
      for (const a of posted.actions) {
        const r = await api(a.method, a.href, a.body);
        expect(r.status, JSON.stringify(a)).toBeLessThan(400);
      }
    }
    const t = await data('POST', '/api/v1/tasks', { title: 'Commented' });
    const comment = (await api('POST', '/api/v1/comments', { entityType: 'task', entityId: t.ref, body: 'mine' })).body;
    expect(comment.actions.map((a: any) => a.name)).toEqual(['getTask', 'listComments', 'setCommentArchived']);
    for (const a of comment.actions) {
      const r = await api(a.method, a.href, a.body);
      expect(r.status, JSON.stringify(a)).toBeLessThan(400);
    }
    // Someone else's comment: no archive offered to a caller who is neither its author nor the task's owner.
    const theirs = (await eng('POST', '/api/v1/comments', { entityType: 'task', entityId: t.ref, body: 'theirs' })).body.data;
    const listed = await api('GET', `/api/v1/comments?entityType=task&entityId=${t.ref}`);
    expect(listed.body.data.map((c: any) => c.id)).toContain(theirs.id);
  });

  it('a room offers join only to a non-member of an open room, archive only to its admin, never on an archived room', async () => {
    const open = (await eng('POST', '/api/v1/rooms', { name: `Open ${uniq()}`, memberIds: [me] })).body.data;
    const asMember = (await api('GET', `/api/v1/rooms/${open.id}`)).body.actions.map((a: any) => a.name);
    expect(asMember).toContain('updateRoomMembership');
    expect(asMember).not.toContain('archiveRoom');
    const asAdmin = (await eng('GET', `/api/v1/rooms/${open.id}`)).body.actions.map((a: any) => a.name);
    expect(asAdmin).toContain('archiveRoom');
    await data('PATCH', `/api/v1/rooms/${open.id}/membership`, { joined: false });
    const left = (await api('GET', `/api/v1/rooms/${open.id}`)).body.actions;
    expect(left.find((a: any) => a.name === 'updateRoomMembership').body).toEqual({ joined: true });
    expect(left.map((a: any) => a.name)).not.toContain('listMessages');
    await eng('POST', `/api/v1/rooms/${open.id}/archive`);
    const archived = (await eng('GET', `/api/v1/rooms/${open.id}`)).body.actions.map((a: any) => a.name);
    expect(archived).not.toContain('archiveRoom');
    expect((await api('GET', `/api/v1/rooms/${open.id}`)).body.actions.map((a: any) => a.name)).not.toContain('updateRoomMembership');
  });

  it('offers only moves the state allows', async () => {
    const done = await api('GET', await factories['task (completed)']());
    const moves = done.body.actions.filter((a: any) => a.name === 'setTaskStatus').map((a: any) => a.body.status);
    expect(moves).toEqual(['todo']);
    const backlog = await api('GET', await factories['opportunity (backlog)']());
    expect(
      backlog.body.actions
        .filter((a: any) => a.name === 'setOpportunityState')
        .map((a: any) => a.body.state)
        .sort(),
    ).toEqual(['completed', 'in_progress']);
  });
});

describe('every offered action is also a tool call an agent can follow', () => {
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

  it('a toolset named by an action is what a default session must enable to call it, and enableFirst enables it in-session', async () => {
    const path = await factories.metric();
    const outside = (await api('GET', path)).body.actions.find((a: any) => a.toolset);
    expect(outside, 'some metric action leads outside the default list').toBeDefined();
    const plain = await mcpSession(org.apiKey, '');
    const args = outside.method === 'GET' ? outside.arguments : { ...outside.arguments, idempotencyKey: randomUUID() };
    const refused = await tool(plain, outside.tool, args);
    expect(refused.isError).toBe(true);
    expect(refused.body.error.suggestion).toContain(`enable_toolsets {"toolsets": ["${outside.toolset}"]}`);
    expect(outside.enableFirst).toEqual({ tool: 'enable_toolsets', arguments: { toolsets: [outside.toolset] } });
    expect((await tool(plain, outside.enableFirst.tool, outside.enableFirst.arguments)).isError).toBe(false);
    expect((await tool(plain, outside.tool, args)).isError).toBe(false);
    const byUrl = await mcpSession(org.apiKey, `?toolsets=${outside.toolset}`);
    expect((await tool(byUrl, outside.tool, { ...args, ...(outside.method === 'GET' ? {} : { idempotencyKey: randomUUID() }) })).isError).toBe(false);
  });
});
