/**
 * `actions` are few and true (spec 2 §4.1): for every kind of resource, each action offered by its
 * GET is followed as given (method, href, body) on a fresh copy of that state, and none may fail for reasons of
 * state or validation. GET actions are followed one level further.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { Action } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, must, ok, raw, useSdk } from '../lib/sdkAs.js';
import { createRouter } from '../../src/core/router.js';
import { operations } from '../../src/generated/operations.js';
import { toolCatalog } from '../../src/generated/mcp-tools.js';
import { mcpAs } from '../lib/mcpTools.js';
import { type Answer, structured } from './_setup.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let api: RequestInit;
let eng: RequestInit;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

useSdk();
beforeAll(async () => {
  org = await newOrg('Actions org');
  api = as(org.apiKey);
  eng = as(org.engineerKey);
  me = ok(await sdk.getViewer(api)).userId;
});

const sessions: Client[] = [];
afterAll(async () => {
  for (const c of sessions) await c.close();
});
/** An MCP session of the official SDK client with `query` (e.g. ?toolsets=all). */
async function mcpSession(key: string, query: string) {
  const c = await mcpAs(key, query, 'actions-test');
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

/**
 * Raw: a GET of a path a factory built (any kind of resource), or an action followed as given (method, href, body),
 * as a client follows a link; the answer is read as any envelope.
 */
const follow = (key: string, method: string, href: string, body?: unknown) => raw<Answer | undefined>(key, method, href, body);
/** The actions of an answer read generically (none when it has no envelope). */
const actionsOf = (r: { data: Answer | undefined }): Action[] => r.data?.actions ?? [];

/** Each factory builds a fresh resource in a typical state and returns the GET path whose actions are followed. */
const factories: Record<string, () => Promise<string>> = {
  vision: async () => `/api/v1/visions/${must(await sdk.createVision({ name: `V ${uniq()}`, kind: 'product', narrative: 'n' }, undefined, api)).ref}`,
  objective: async () => {
    const v = must(await sdk.createVision({ name: `V ${uniq()}`, kind: 'product', narrative: 'n' }, undefined, api));
    const m = must(await sdk.createMetric({ name: `M ${uniq()}`, unit: 'count' }, undefined, api));
    const o = must(
      await sdk.createObjective({ title: 'O', visionId: v.ref, driId: me, metric: { metricId: m.id, operator: 'gte', target: 5 } }, undefined, api),
    );
    return `/api/v1/objectives/${o.ref}`;
  },
  metric: async () => {
    const m = must(await sdk.createMetric({ name: `M ${uniq()}`, unit: 'count' }, undefined, api));
    must(await sdk.createMetricValue(m.ref, { value: 3 }, undefined, api));
    return `/api/v1/metrics/${m.ref}`;
  },
  'opportunity (backlog)': async () => `/api/v1/opportunities/${must(await sdk.createOpportunity({ title: 'Opp' }, undefined, api)).ref}`,
  'opportunity (completed)': async () => {
    const o = must(await sdk.createOpportunity({ title: 'Done opp' }, undefined, api));
    must(await sdk.setOpportunityState(o.ref, { state: 'completed' }, undefined, api));
    return `/api/v1/opportunities/${o.ref}`;
  },
  'task (backlog)': async () => `/api/v1/tasks/${must(await sdk.createTask({ title: 'T' }, undefined, api)).ref}`,
  'task (completed)': async () => {
    const t = must(await sdk.createTask({ title: 'T', status: 'in_progress' }, undefined, api));
    must(await sdk.setTaskStatus(t.ref, { status: 'completed' }, undefined, api));
    return `/api/v1/tasks/${t.ref}`;
  },
  team: async () => {
    const t = must(await sdk.createTeam({ name: `Team ${uniq()}`, prefix: `Q${(n++ % 900) + 100}`.slice(0, 4) }, undefined, api));
    must(await sdk.addTeamMember(t.id, { userId: me }, undefined, api));
    return `/api/v1/teams/${t.id}`;
  },
  user: async () => `/api/v1/users/${me}`,
  subscription: async () => {
    const t = must(await sdk.createTask({ title: 'Followed' }, undefined, api));
    must(await sdk.setSubscription({ entityType: 'task', entityId: t.ref, subscribed: true }, undefined, api));
    return `/api/v1/subscriptions?entityType=task&entityId=${t.ref}`;
  },
  viewer: async () => '/api/v1/viewer',
  'vision AI context': async () =>
    `/api/v1/ai/context/vision/${must(await sdk.createVision({ name: `V ${uniq()}`, kind: 'product', narrative: 'n' }, undefined, api)).ref}`,
  // Collaboration: a group room the caller administers, an open one it has left, its DM, the system room,
  // a room's messages and an entity's comment thread.
  'room (group, admin)': async () => `/api/v1/rooms/${must(await sdk.createRoom({ name: `R ${uniq()}`, memberIds: [org.engineerId] }, undefined, api)).id}`,
  'room (open, not joined)': async () => {
    const r = must(await sdk.createRoom({ name: `Open ${uniq()}`, memberIds: [me] }, undefined, eng));
    must(await sdk.updateRoomMembership(r.id, { joined: false }, undefined, api));
    return `/api/v1/rooms/${r.id}`;
  },
  'room (dm)': async () => `/api/v1/rooms/${must(await sdk.createDmRoom({ userId: org.engineerId }, undefined, api)).id}`,
  'room (system)': async () => {
    const system = must(await sdk.listRooms(undefined, api)).find((r) => r.kind === 'system');
    if (!system) throw new Error('no system room');
    return `/api/v1/rooms/${system.id}`;
  },
  'messages of a room': async () => {
    const r = must(await sdk.createRoom({ name: `R ${uniq()}`, memberIds: [org.engineerId] }, undefined, api));
    must(await sdk.createMessage({ roomId: r.id, body: 'hello' }, undefined, api));
    return `/api/v1/messages?roomId=${r.id}`;
  },
  // Templates: a template, an instance with an active step, an opportunity a template drives.
  template: async () =>
    `/api/v1/templates/${must(await sdk.createTemplate({ name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'One' }, { title: 'Two' }] }, undefined, api)).id}`,
  'template instance (active step)': async () => {
    const t = must(
      await sdk.createTemplate({ name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'One' }, { title: 'Two' }] }, undefined, api),
    );
    const o = must(await sdk.createOpportunity({ title: 'Driven', workflowId: t.id, initialState: 'in_progress' }, undefined, api));
    return `/api/v1/templates/instances/opportunity/${o.ref}`;
  },
  'opportunity (on a template)': async () => {
    const t = must(await sdk.createTemplate({ name: `Tpl ${uniq()}`, defaultEntityType: 'opportunity', steps: [{ title: 'One' }] }, undefined, api));
    return `/api/v1/opportunities/${must(await sdk.createOpportunity({ title: 'Driven', workflowId: t.id }, undefined, api)).ref}`;
  },
  'comments on a task': async () => {
    const t = must(await sdk.createTask({ title: 'Discussed' }, undefined, api));
    must(await sdk.createComment({ entityType: 'task', entityId: t.ref, body: 'first' }, undefined, api));
    return `/api/v1/comments?entityType=task&entityId=${t.ref}`;
  },
  // Delivery configuration: a category, an org-wide PRD template and a team's (tags have no single read).
  category: async () => `/api/v1/categories/${must(await sdk.createCategory({ label: `C ${uniq()}` }, undefined, api)).id}`,
  'category (system)': async () => {
    const system = must(await sdk.listCategories(undefined, api)).find((c) => c.system);
    if (!system) throw new Error('no system category');
    return `/api/v1/categories/${system.id}`;
  },
  'PRD template (org-wide)': async () =>
    `/api/v1/prd-templates/${must(await sdk.createPrdTemplate({ name: `P ${uniq()}`, content: '# PRD' }, undefined, api)).id}`,
  'customer (prospect)': async () => `/api/v1/customers/${must(await sdk.createCustomer({ name: `Cu ${uniq()}` }, undefined, api)).ref}`,
  'customer (pilot)': async () => `/api/v1/customers/${must(await sdk.createCustomer({ name: `Cu ${uniq()}`, status: 'pilot' }, undefined, api)).ref}`,
  'customer (churned)': async () => {
    const c = must(await sdk.createCustomer({ name: `Cu ${uniq()}`, status: 'live' }, undefined, api));
    must(await sdk.updateCustomer(c.ref, { status: 'churned', reason: 'Budget cut this year' }, undefined, api));
    return `/api/v1/customers/${c.ref}`;
  },
  'contacts of a customer': async () => {
    const c = must(await sdk.createCustomer({ name: `Cu ${uniq()}` }, undefined, api));
    must(await sdk.createCustomerContact(c.ref, { name: 'Pat Primary', primary: true }, undefined, api));
    return `/api/v1/customers/${c.ref}/contacts`;
  },
  'insight (created)': async () =>
    `/api/v1/insights/${must(await sdk.createInsight({ verbatim: 'Ask', source: 'interview', stakeholderUserId: 'me' }, undefined, api)).ref}`,
  'insight (in review, with work)': async () => {
    const i = must(await sdk.createInsight({ verbatim: 'Ask', source: 'sales', stakeholderUserId: 'me' }, undefined, api));
    const t = must(await sdk.createTask({ title: 'Work for the ask' }, undefined, api));
    must(await sdk.attachInsight(i.ref, { entityType: 'task', entityId: t.ref }, undefined, api));
    const team = must(await sdk.createTeam({ name: `Reviewers ${uniq()}`, prefix: `R${(n++ % 900) + 100}`.slice(0, 4) }, undefined, api));
    must(await sdk.setInsightReviewTeam(i.ref, { teamId: team.id }, undefined, api));
    return `/api/v1/insights/${i.ref}`;
  },
  // Strategies: a draft (publish and archive offered to its owner), an active one, an archived one.
  'strategy (draft)': async () => `/api/v1/strategies/${must(await sdk.createStrategy({ name: `S ${uniq()}`, content: 'c' }, undefined, api)).ref}`,
  'strategy (active)': async () => {
    const s = must(await sdk.createStrategy({ name: `S ${uniq()}`, content: 'c' }, undefined, api));
    must(await sdk.publishStrategy(s.ref, undefined, api));
    return `/api/v1/strategies/${s.ref}`;
  },
  'strategy (archived)': async () => {
    const s = must(await sdk.createStrategy({ name: `S ${uniq()}`, content: 'c' }, undefined, api));
    must(await sdk.archiveStrategy(s.ref, undefined, api));
    return `/api/v1/strategies/${s.ref}`;
  },
  'PRD template (team)': async () => {
    const t = must(await sdk.createTeam({ name: `Team ${uniq()}`, prefix: `P${(n++ % 900) + 100}`.slice(0, 4) }, undefined, api));
    return `/api/v1/prd-templates/${must(await sdk.createPrdTemplate({ name: `P ${uniq()}`, teamId: t.id }, undefined, api)).id}`;
  },
};

describe('every offered action succeeds when followed (spec 2 §4.1)', () => {
  for (const [kind, make] of Object.entries(factories)) {
    it(kind, async () => {
      const first = await follow(org.apiKey, 'GET', await make());
      expect(first.status).toBe(200);
      const count = actionsOf(first).length;
      expect(count, `${kind} offers actions`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const fresh = await follow(org.apiKey, 'GET', await make());
        const a = actionsOf(fresh)[i];
        const r = await follow(org.apiKey, a.method, a.href, a.body);
        expect(r.status, `${kind}: ${JSON.stringify(a)} → ${r.status} ${JSON.stringify(r.data?.error ?? '')}`).toBeLessThan(400);
        if (a.method === 'GET') {
          for (const b of actionsOf(r).filter((x) => x.method === 'GET')) {
            const rr = await follow(org.apiKey, 'GET', b.href);
            expect(rr.status, `${kind} → ${a.href} → ${b.href}: ${JSON.stringify(rr.data?.error ?? '')}`).toBe(200);
          }
        }
      }
    });
  }

  it('notification actions', async () => {
    const t = must(await sdk.createTask({ title: 'Notify', ownerId: org.engineerId }, undefined, api));
    const list = await sdk.listNotifications({ unreadOnly: true }, eng);
    const note = must(list).find((x) => x.entityId === t.id);
    if (!note) throw new Error(`no notification of ${t.id}`);
    expect(envelope(list).actions.map((a) => a.name)).toContain('readAllNotifications');
    const pinned = await sdk.pinNotification(note.id, undefined, eng);
    for (const a of actionsOf({ data: pinned.data as Answer })) {
      const r = await follow(org.engineerKey, a.method, a.href, a.body);
      expect(r.status, JSON.stringify(a)).toBeLessThan(400);
    }
  });

  it('message and comment actions: each offered action of a posted message or comment succeeds', async () => {
    const room = must(await sdk.createRoom({ name: `R ${uniq()}`, memberIds: [org.engineerId] }, undefined, api));
    const top = must(await sdk.createMessage({ roomId: room.id, body: 'top' }, undefined, api));
    for (const posted of [
      (await sdk.createMessage({ roomId: room.id, body: 'top 2' }, undefined, api)).data as Answer,
      (await sdk.createMessage({ roomId: room.id, body: 'reply', parentId: top.id }, undefined, api)).data as Answer,
    ]) {
      expect((posted.actions ?? []).map((a) => a.name)).toEqual(['listMessageThread', 'listMessages', 'setMessagePinned']);
      for (const a of posted.actions ?? []) {
        const r = await follow(org.apiKey, a.method, a.href, a.body);
        expect(r.status, JSON.stringify(a)).toBeLessThan(400);
      }
    }
    const t = must(await sdk.createTask({ title: 'Commented' }, undefined, api));
    const comment = (await sdk.createComment({ entityType: 'task', entityId: t.ref, body: 'mine' }, undefined, api)).data as Answer;
    expect((comment.actions ?? []).map((a) => a.name)).toEqual(['getTask', 'listComments', 'setCommentArchived']);
    for (const a of comment.actions ?? []) {
      const r = await follow(org.apiKey, a.method, a.href, a.body);
      expect(r.status, JSON.stringify(a)).toBeLessThan(400);
    }
    // Someone else's comment: no archive offered to a caller who is neither its author nor the task's owner.
    const theirs = must(await sdk.createComment({ entityType: 'task', entityId: t.ref, body: 'theirs' }, undefined, eng));
    const listed = await sdk.listComments({ entityType: 'task', entityId: t.ref }, api);
    expect(must(listed).map((c) => c.id)).toContain(theirs.id);
  });

  it('a room offers join only to a non-member of an open room, archive only to its admin, never on an archived room', async () => {
    const open = must(await sdk.createRoom({ name: `Open ${uniq()}`, memberIds: [me] }, undefined, eng));
    const namesAs = async (who: RequestInit) => ((await sdk.getRoom(open.id, who)).data as Answer).actions?.map((a) => a.name) ?? [];
    const asMember = await namesAs(api);
    expect(asMember).toContain('updateRoomMembership');
    expect(asMember).not.toContain('archiveRoom');
    const asAdmin = await namesAs(eng);
    expect(asAdmin).toContain('archiveRoom');
    must(await sdk.updateRoomMembership(open.id, { joined: false }, undefined, api));
    const left = ((await sdk.getRoom(open.id, api)).data as Answer).actions ?? [];
    expect(left.find((a) => a.name === 'updateRoomMembership')?.body).toEqual({ joined: true });
    expect(left.map((a) => a.name)).not.toContain('listMessages');
    await sdk.archiveRoom(open.id, undefined, eng);
    const archived = await namesAs(eng);
    expect(archived).not.toContain('archiveRoom');
    expect(await namesAs(api)).not.toContain('updateRoomMembership');
  });

  it('offers only moves the state allows', async () => {
    const done = await follow(org.apiKey, 'GET', await factories['task (completed)']());
    const moves = actionsOf(done)
      .filter((a) => a.name === 'setTaskStatus')
      .map((a) => a.body?.status);
    expect(moves).toEqual(['todo']);
    const backlog = await follow(org.apiKey, 'GET', await factories['opportunity (backlog)']());
    expect(
      actionsOf(backlog)
        .filter((a) => a.name === 'setOpportunityState')
        .map((a) => String(a.body?.state))
        .sort(),
    ).toEqual(['completed', 'in_progress']);
  });
});

describe('every offered action is also a tool call an agent can follow', () => {
  let all: Client;
  beforeAll(async () => {
    all = await mcpSession(org.apiKey, '?toolsets=all');
  });
  /** A tool call's outcome: whether it is an error, and its structured content read as an envelope. */
  const tool = async (c: Client, name: string, args: Record<string, unknown>) => {
    const r = await c.callTool({ name, arguments: args });
    return { isError: Boolean(r.isError), body: structured(r) };
  };

  for (const [kind, make] of Object.entries(factories)) {
    it(kind, async () => {
      const first = toolCallOf(await make());
      const got = await tool(all, first.name, first.arguments);
      expect(got.isError, JSON.stringify(got.body)).toBe(false);
      const offered = got.body.actions ?? [];
      const count = offered.length;
      expect(count, `${kind} offers actions over MCP`).toBeGreaterThan(0);
      for (const a of offered) {
        expect(a.tool, JSON.stringify(a)).toBe(operations[a.name as keyof typeof operations].tool);
        expect(a.arguments).toBeTypeOf('object');
        // toolset is named exactly when the tool is outside the default list
        expect(a.toolset, JSON.stringify(a)).toBe(isDefault.get(a.tool!) ? undefined : operations[a.name as keyof typeof operations].tag);
      }
      for (let i = 0; i < count; i++) {
        const freshCall = toolCallOf(await make());
        const a = ((await tool(all, freshCall.name, freshCall.arguments)).body.actions ?? [])[i];
        const args = a.method === 'GET' ? { ...a.arguments } : { ...a.arguments, idempotencyKey: randomUUID() };
        const r = await tool(all, a.tool!, args);
        expect(r.isError, `${kind}: ${a.tool} ${JSON.stringify(args)} → ${JSON.stringify(r.body?.error ?? '')}`).toBe(false);
      }
    });
  }

  it('the REST answer carries the same actions in tool form', async () => {
    const path = await factories['task (backlog)']();
    const rest = actionsOf(await follow(org.apiKey, 'GET', path));
    const viaMcp = (await tool(all, 'get_task', toolCallOf(path).arguments)).body.actions;
    expect(viaMcp).toEqual(rest);
    const move = rest.find((a) => a.name === 'setTaskStatus');
    expect(move).toMatchObject({ tool: 'set_task_status', arguments: { id: expect.any(String), status: move?.body?.status } });
  });

  it('a toolset named by an action is what a default session must enable to call it, and enableFirst enables it in-session', async () => {
    const path = await factories.metric();
    const outside = actionsOf(await follow(org.apiKey, 'GET', path)).find((a) => a.toolset);
    expect(outside, 'some metric action leads outside the default list').toBeDefined();
    if (!outside?.tool || !outside.enableFirst) throw new Error(`no tool or enableFirst in ${JSON.stringify(outside)}`);
    const plain = await mcpSession(org.apiKey, '');
    const args = outside.method === 'GET' ? { ...outside.arguments } : { ...outside.arguments, idempotencyKey: randomUUID() };
    const refused = await tool(plain, outside.tool, args);
    expect(refused.isError).toBe(true);
    expect(refused.body.error?.suggestion).toContain(`enable_toolsets {"toolsets": ["${outside.toolset}"]}`);
    expect(outside.enableFirst).toEqual({ tool: 'enable_toolsets', arguments: { toolsets: [outside.toolset] } });
    expect((await tool(plain, outside.enableFirst.tool, outside.enableFirst.arguments)).isError).toBe(false);
    expect((await tool(plain, outside.tool, args)).isError).toBe(false);
    const byUrl = await mcpSession(org.apiKey, `?toolsets=${outside.toolset}`);
    expect((await tool(byUrl, outside.tool, { ...args, ...(outside.method === 'GET' ? {} : { idempotencyKey: randomUUID() }) })).isError).toBe(false);
  });
});
