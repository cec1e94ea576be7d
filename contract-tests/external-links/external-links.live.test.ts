/**
 * External links on the real server (spec 2 §4.19): the entity's capability on top of the operation's
 * (engineers hold task:update but not opportunity:update; an OAuth token without opportunity:update; a key without
 * opportunity:read), refs accepted for both entity types (TASK-<n>, <TEAM>-<n>, OPP-<n>), tenancy (another org's
 * entity and link are 404), the chat message link idempotent on (entity, provider, channelId, messageId) (200 with
 * the same link, one row), only blockers removed (a pull request or message link is 404 with a suggestion), links
 * gone with their entity, the activity log (`externalLink` subject), and MCP reachability.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client, data } from '../lib/http.js';
import { expectReply, okData, refused } from '../lib/expect.js';
import { newOrg } from '../lib/orgs.js';
import { authorizeAndExchange, newApp } from '../lib/oauth.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';

const { baseUrl, databaseUrl, otherOrgKey } = inject('contract');
type Api = ReturnType<typeof client>;

const db = createDb(databaseUrl, { min: 0, max: 2 });
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const blockerBody = (entityType: string, entityId: string, extra: Record<string, unknown> = {}) => ({
  entityType,
  entityId,
  url: 'https://vendor.example/tickets/1',
  title: 'Vendor ticket',
  ...extra,
});
const messageBody = (entityType: string, entityId: string, extra: Record<string, unknown> = {}) => ({
  entityType,
  entityId,
  provider: 'slack',
  channelId: 'C1',
  messageId: `m-${uniq()}`,
  url: 'https://acme.slack.com/archives/C1/p1',
  ...extra,
});

beforeAll(async () => {
  org = await newOrg('External links org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = (await data(admin, 'GET', '/api/v1/viewer')).userId;
});
afterAll(async () => {
  await db.destroy();
});

describe('capabilities: task:* from the operation, opportunity:* for an opportunity (spec 2 §4.19)', () => {
  it('an engineer (task:update, no opportunity:update) adds a blocker to a task but gets 403 on an opportunity; reads both', async () => {
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Engineer blocked' });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Engineer cannot block' });
    const made = expectReply(await eng('POST', '/api/v1/external-links/blockers', blockerBody('task', task.ref)), 201);
    expect(made.data).toMatchObject({ entityType: 'task', entityId: task.id, kind: 'blocker', createdById: org.engineerId });
    expect(made.actions.map((a: any) => a.rel ?? a.name)).toEqual(['links', 'entity', 'deleteExternalBlocker']);

    for (const [path, body] of [
      ['/api/v1/external-links/blockers', blockerBody('opportunity', opp.ref)],
      ['/api/v1/external-links/messages', messageBody('opportunity', opp.ref)],
    ] as const) {
      const err = refused(await eng('POST', path, body), 403, 'FORBIDDEN');
      expect(err.message).toBe("Changing an opportunity's external links needs opportunity:update, which this credential does not hold");
      expect(err.data).toEqual({ required: ['opportunity:update'], missing: ['opportunity:update'] });
      expect(err.suggestion).toMatch(/Use a key whose role grants opportunity:update/);
    }
    // the opportunity's blocker made by the admin: the engineer reads it, but may not remove it
    const oppBlocker = okData(await admin('POST', '/api/v1/external-links/blockers', blockerBody('opportunity', opp.ref)), 201);
    expect((await data(eng, 'GET', `/api/v1/external-links?entityType=opportunity&entityId=${opp.ref}`)).map((l: any) => l.id)).toEqual([oppBlocker.id]);
    refused(await eng('DELETE', `/api/v1/external-links/blockers/${oppBlocker.id}`), 403, 'FORBIDDEN');
    expect(await data(admin, 'GET', `/api/v1/external-links?entityType=opportunity&entityId=${opp.ref}`)).toHaveLength(1);
    // and one without task:update at all is refused by the operation itself
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read', 'opportunity:read'] });
    refused(await client(apiKey)('POST', '/api/v1/external-links/blockers', blockerBody('task', task.ref)), 403, 'FORBIDDEN');
  });

  it("a key without opportunity:read lists a task's links but gets 403 for an opportunity's (before any lookup)", async () => {
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Readable' });
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read'] });
    const narrow = client(apiKey);
    expect(okData(await narrow('GET', `/api/v1/external-links?entityType=task&entityId=${task.ref}`))).toEqual([]);
    const err = refused(await narrow('GET', '/api/v1/external-links?entityType=opportunity&entityId=OPP-999999'), 403, 'FORBIDDEN');
    expect(err.message).toBe("Reading an opportunity's external links needs opportunity:read, which this credential does not hold");
    expect(err.data.missing).toEqual(['opportunity:read']);
  });

  it('an OAuth token granted task:update and opportunity:read but not opportunity:update is told to authorize again with the scope', async () => {
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'OAuth blocked' });
    const app = await newApp(org.orgId, { name: 'Linking agent' });
    const tok = client((await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read task:update opportunity:read' })).access_token);
    const err = refused(await tok('POST', '/api/v1/external-links/blockers', blockerBody('opportunity', opp.ref)), 403, 'FORBIDDEN');
    expect(err.suggestion).toMatch(/authorize again with scope opportunity:update/);
    expect(okData(await tok('GET', `/api/v1/external-links?entityType=opportunity&entityId=${opp.ref}`))).toEqual([]);
  });
});

describe('refs and tenancy', () => {
  it('TASK-<n>, <TEAM>-<n>, OPP-<n> and UUIDs name the entity; the links are stored on the UUID', async () => {
    const plain = await data(admin, 'POST', '/api/v1/tasks', { title: 'No team' });
    expect(plain.ref).toMatch(/^TASK-\d+$/);
    const prefix = `L${(Date.now() % 900) + 100}`.slice(0, 4);
    const team = await data(admin, 'POST', '/api/v1/teams', { name: `Links ${uniq()}`, prefix });
    const teamed = await data(admin, 'POST', '/api/v1/tasks', { title: 'Team task', teamId: team.id });
    expect(teamed.ref).toBe(`${prefix}-${teamed.number}`);
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'By ref' });
    for (const [type, ref, id] of [
      ['task', plain.ref, plain.id],
      ['task', teamed.ref, teamed.id],
      ['opportunity', opp.ref, opp.id],
    ]) {
      const link = okData(await admin('POST', '/api/v1/external-links/blockers', blockerBody(type, ref)), 201);
      expect(link.entityId).toBe(id);
      expect((await data(admin, 'GET', `/api/v1/external-links?entityType=${type}&entityId=${id}`)).map((l: any) => l.id)).toEqual([link.id]);
      expect((await data(admin, 'GET', `/api/v1/external-links?entityType=${type}&entityId=${ref}`)).map((l: any) => l.id)).toEqual([link.id]);
    }
    // a ref of the other type names nothing
    refused(await admin('GET', `/api/v1/external-links?entityType=opportunity&entityId=${plain.ref}`), 404, 'NOT_FOUND', 'query.entityId');
    refused(await admin('POST', '/api/v1/external-links/blockers', blockerBody('task', opp.ref)), 404, 'NOT_FOUND', 'body.entityId');
    // an entity type that is not one is a validation error with the allowed values
    const bad = refused(await admin('GET', `/api/v1/external-links?entityType=tasks&entityId=${plain.ref}`), 400, 'VALIDATION_FAILED', 'query.entityType');
    expect(bad.suggestion).toMatch(/task/);
  });

  it("another org's task, opportunity and blocker are 404 (naming the field), and nothing is written", async () => {
    const other = client(otherOrgKey);
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Private task' });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Private opportunity' });
    const blocker = okData(await admin('POST', '/api/v1/external-links/blockers', blockerBody('task', task.ref)), 201);
    const err = refused(await other('GET', `/api/v1/external-links?entityType=task&entityId=${task.id}`), 404, 'NOT_FOUND', 'query.entityId');
    expect(err.suggestion).toContain('/api/v1/tasks');
    refused(await other('GET', `/api/v1/external-links?entityType=opportunity&entityId=${opp.id}`), 404, 'NOT_FOUND', 'query.entityId');
    refused(await other('POST', '/api/v1/external-links/blockers', blockerBody('task', task.id)), 404, 'NOT_FOUND', 'body.entityId');
    refused(await other('POST', '/api/v1/external-links/messages', messageBody('opportunity', opp.id)), 404, 'NOT_FOUND', 'body.entityId');
    refused(await other('DELETE', `/api/v1/external-links/blockers/${blocker.id}`), 404, 'NOT_FOUND', 'path.blockerId');
    expect((await data(admin, 'GET', `/api/v1/external-links?entityType=task&entityId=${task.ref}`)).map((l: any) => l.id)).toEqual([blocker.id]);
    expect(await data(admin, 'GET', `/api/v1/external-links?entityType=opportunity&entityId=${opp.ref}`)).toEqual([]);
  });
});

describe('chat message links are idempotent (spec 2 §4.19)', () => {
  it('the same (provider, channelId, messageId) on the same entity: 201, then 200 with the same link, one row', async () => {
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Discussed in chat' });
    const body = messageBody('task', task.ref, { title: 'First excerpt' });
    const first = expectReply(await admin('POST', '/api/v1/external-links/messages', body), 201);
    expect(first.data).toMatchObject({
      kind: 'message',
      provider: 'slack',
      channelId: 'C1',
      messageId: body.messageId,
      title: 'First excerpt',
      createdById: me,
    });
    const again = expectReply(
      await eng('POST', '/api/v1/external-links/messages', { ...body, entityId: task.id, title: 'Another excerpt', url: 'https://acme.slack.com/other' }),
      200,
    );
    expect(again.data).toEqual(first.data);
    const rows = await db('external_links').where({ org_id: org.orgId, entity_id: task.id, kind: 'message' });
    expect(rows).toHaveLength(1);
    // another message, another channel, or the same message on another entity: new links
    expect((await admin('POST', '/api/v1/external-links/messages', { ...body, messageId: `${body.messageId}-2` })).status).toBe(201);
    expect((await admin('POST', '/api/v1/external-links/messages', { ...body, channelId: 'C2' })).status).toBe(201);
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Same thread' });
    expect((await admin('POST', '/api/v1/external-links/messages', { ...body, entityType: 'opportunity', entityId: opp.ref })).status).toBe(201);
    expect(await data(admin, 'GET', `/api/v1/external-links?entityType=task&entityId=${task.ref}&kind=message`)).toHaveLength(3);
    // the same with an Idempotency-Key replays the first answer
    const key = randomUUID();
    const keyed = await admin('POST', '/api/v1/external-links/messages', { ...body, messageId: 'keyed' }, { 'idempotency-key': key });
    expect(keyed.status).toBe(201);
    const replay = await admin('POST', '/api/v1/external-links/messages', { ...body, messageId: 'keyed' }, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('only blockers are removed; lists; removal with the entity', () => {
  it('a pull request or message link is 404 with a suggestion; a blocker is removed once', async () => {
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Has a PR' });
    const [pr] = await db('external_links')
      .insert({
        org_id: org.orgId,
        entity_type: 'task',
        entity_id: task.id,
        kind: 'pull_request',
        provider: 'github',
        url: 'https://github.com/acme/api/pull/7',
        title: 'Fix export',
        external_id: 'acme/api#7',
        state: 'open',
      })
      .returning('id');
    const msg = okData(await admin('POST', '/api/v1/external-links/messages', messageBody('task', task.ref)), 201);
    const prErr = refused(await admin('DELETE', `/api/v1/external-links/blockers/${pr.id}`), 404, 'NOT_FOUND', 'path.blockerId');
    expect(prErr.message).toBe(`External link ${pr.id} is a pull request link, not a blocker`);
    expect(prErr.suggestion).toMatch(/Only blockers are removed here/);
    expect(prErr.data).toMatchObject({ kind: 'pull_request' });
    const msgErr = refused(await admin('DELETE', `/api/v1/external-links/blockers/${msg.id}`), 404, 'NOT_FOUND', 'path.blockerId');
    expect(msgErr.message).toMatch(/chat message link, not a blocker/);
    refused(await admin('DELETE', `/api/v1/external-links/blockers/${randomUUID()}`), 404, 'NOT_FOUND', 'path.blockerId');

    const blocker = okData(await admin('POST', '/api/v1/external-links/blockers', blockerBody('task', task.ref, { provider: 'zendesk' })), 201);
    const listed = expectReply(await admin('GET', `/api/v1/external-links?entityType=task&entityId=${task.ref}`), 200);
    expect(listed.data.map((l: any) => l.kind)).toEqual(['pull_request', 'message', 'blocker']);
    expect(listed.data[0]).toMatchObject({ externalId: 'acme/api#7', state: 'open', provider: 'github' });
    expect(listed.actions.map((a: any) => a.rel ?? a.name)).toEqual(['entity']);
    expect((await data(admin, 'GET', `/api/v1/external-links?entityType=task&entityId=${task.ref}&kind=pull_request`)).map((l: any) => l.id)).toEqual([pr.id]);
    // paging follows the order
    const page1 = expectReply(await admin('GET', `/api/v1/external-links?entityType=task&entityId=${task.ref}&limit=2`), 200);
    expect(page1.data.map((l: any) => l.kind)).toEqual(['pull_request', 'message']);
    const next = page1.actions.find((a: any) => a.rel === 'next');
    expect((await data(admin, 'GET', next.href)).map((l: any) => l.id)).toEqual([blocker.id]);

    const gone = expectReply(await admin('DELETE', `/api/v1/external-links/blockers/${blocker.id}`), 200);
    expect(gone.data).toEqual({ id: blocker.id, deleted: true });
    expect(gone.actions.map((a: any) => a.rel ?? a.name)).toEqual(['links', 'entity']);
    refused(await admin('DELETE', `/api/v1/external-links/blockers/${blocker.id}`), 404, 'NOT_FOUND');
  });

  it('links are removed with their task', async () => {
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Short lived' });
    const blocker = okData(await admin('POST', '/api/v1/external-links/blockers', blockerBody('task', task.ref)), 201);
    await db('tasks').where({ org_id: org.orgId, id: task.id }).delete();
    expect(await db('external_links').where({ id: blocker.id })).toEqual([]);
  });
});

describe("activity log (spec 2 §4.3): links are the entity's externalLink", () => {
  it('adding and removing a blocker on an opportunity are its activity rows, by the caller', async () => {
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Logged' });
    const blocker = okData(await admin('POST', '/api/v1/external-links/blockers', blockerBody('opportunity', opp.ref, { title: 'Waiting on legal' })), 201);
    await data(admin, 'DELETE', `/api/v1/external-links/blockers/${blocker.id}`);
    const rows = (await data(admin, 'GET', `/api/v1/activities?entityType=opportunity&entityId=${opp.ref}`)).filter((a: any) => a.subject === 'externalLink');
    expect(rows.map((a: any) => a.action)).toEqual(['removed', 'added']);
    expect(rows.every((a: any) => a.entityId === opp.id && a.actorId === me)).toBe(true);
    expect(rows[1].changes).toEqual(expect.arrayContaining([{ field: 'title', from: null, to: 'Waiting on legal' }]));
  });
});

describe('MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('the external-links toolset: create, list and delete through tool calls, ids as arguments; refusals in tool terms', async () => {
    const c = new Client({ name: 'external-links-test', version: '1.0.0' });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=external-links`), {
        requestInit: { headers: { authorization: `Bearer ${org.engineerKey}` } },
      }),
    );
    sessions.push(c);
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['list_external_links', 'create_external_blocker', 'delete_external_blocker', 'create_external_message_link']),
    );
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = await c.callTool({ name, arguments: args });
      return { isError: Boolean(r.isError), body: r.structuredContent as any };
    };
    const task = await data(admin, 'POST', '/api/v1/tasks', { title: 'Agent blocked' });
    const made = await call('create_external_blocker', {
      entityType: 'task',
      entityId: task.ref,
      url: 'https://vendor.example/t/9',
      title: 'Vendor',
      idempotencyKey: randomUUID(),
    });
    expect(made.isError, JSON.stringify(made.body)).toBe(false);
    expect(made.body.data).toMatchObject({ kind: 'blocker', entityId: task.id });
    const msg = await call('create_external_message_link', {
      entityType: 'task',
      entityId: task.ref,
      provider: 'slack',
      channelId: 'C9',
      messageId: 'm9',
      url: 'https://acme.slack.com/x',
    });
    expect(msg.isError).toBe(false);
    const again = await call('create_external_message_link', {
      entityType: 'task',
      entityId: task.ref,
      provider: 'slack',
      channelId: 'C9',
      messageId: 'm9',
      url: 'https://acme.slack.com/x',
    });
    expect(again.body.data.id).toBe(msg.body.data.id);
    const listed = await call('list_external_links', { entityType: 'task', entityId: task.ref });
    expect(listed.body.data.map((l: any) => l.id)).toEqual([made.body.data.id, msg.body.data.id]);
    expect((await call('delete_external_blocker', { blockerId: made.body.data.id })).body.data).toEqual({ id: made.body.data.id, deleted: true });
    const notBlocker = await call('delete_external_blocker', { blockerId: msg.body.data.id });
    expect(notBlocker.isError).toBe(true);
    expect(notBlocker.body.error.code).toBe('NOT_FOUND');
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Not for engineers' });
    const forbidden = await call('create_external_blocker', { entityType: 'opportunity', entityId: opp.ref, url: 'https://x.example', title: 'x' });
    expect(forbidden.isError).toBe(true);
    expect(forbidden.body.error).toMatchObject({ code: 'FORBIDDEN', data: { missing: ['opportunity:update'] } });
    // no REST vocabulary reaches the agent
    for (const e of [notBlocker.body.error, forbidden.body.error]) {
      const text = [e.message, e.suggestion, ...(e.details ?? []).flatMap((d: any) => [d.field, d.message])].join(' | ');
      expect(text).not.toMatch(/\/api\/v1\/|\b(body|path|query)\.\w/);
    }
    expect(notBlocker.body.error.suggestion).toContain('list_external_links');
    expect(notBlocker.body.error.details).toEqual([{ field: 'blockerId', message: 'names a message link, not a blocker' }]);
  });
});
