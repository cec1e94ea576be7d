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
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { ExternalLink } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope as expectReply, must, ok as okData, raw, refusedBy as refused, useSdk } from '../lib/sdkAs.js';
import { authorizeAndExchange, newApp } from '../lib/oauth.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

const { baseUrl, databaseUrl, otherOrgKey } = inject('contract');
useSdk();
/** Per-call options of a key. */
type Api = RequestInit;
type EntityType = sdk.CreateExternalBlockerBody['entityType'];

const db = createDb(databaseUrl, { min: 0, max: 2 });
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const blockerBody = (entityType: EntityType, entityId: string, extra: Partial<sdk.CreateExternalBlockerBody> = {}): sdk.CreateExternalBlockerBody => ({
  entityType,
  entityId,
  url: 'https://vendor.example/tickets/1',
  title: 'Vendor ticket',
  ...extra,
});
const messageBody = (
  entityType: EntityType,
  entityId: string,
  extra: Partial<sdk.CreateExternalMessageLinkBody> = {},
): sdk.CreateExternalMessageLinkBody & { messageId: string } => ({
  entityType,
  entityId,
  provider: 'slack',
  channelId: 'C1',
  messageId: `m-${uniq()}`,
  url: 'https://acme.slack.com/archives/C1/p1',
  ...extra,
});

const block = (body: sdk.CreateExternalBlockerBody, who: Api = admin) => sdk.createExternalBlocker(body, undefined, who);
const linkMessage = (body: sdk.CreateExternalMessageLinkBody, who: Api = admin, headers?: sdk.CreateExternalMessageLinkHeaders) =>
  sdk.createExternalMessageLink(body, headers, who);
const unblock = (id: string, who: Api = admin) => sdk.deleteExternalBlocker(id, undefined, who);
const links = (params: sdk.ListExternalLinksParams, who: Api = admin) => sdk.listExternalLinks(params, who);
const newTask = async (title: string, extra: Partial<sdk.CreateTaskBody> = {}) => must(await sdk.createTask({ title, ...extra }, undefined, admin));
const newOpportunity = async (title: string) => must(await sdk.createOpportunity({ title }, undefined, admin));

beforeAll(async () => {
  org = await newOrg('External links org');
  admin = as(org.apiKey);
  eng = as(org.engineerKey);
  me = must(await sdk.getViewer(admin)).userId;
});
afterAll(async () => {
  await db.destroy();
});

describe('capabilities: task:* from the operation, opportunity:* for an opportunity (spec 2 §4.19)', () => {
  it('an engineer (task:update, no opportunity:update) adds a blocker to a task but gets 403 on an opportunity; reads both', async () => {
    const task = await newTask('Engineer blocked');
    const opp = await newOpportunity('Engineer cannot block');
    const made = expectReply(await block(blockerBody('task', task.ref), eng), 201);
    expect(made.data).toMatchObject({ entityType: 'task', entityId: task.id, kind: 'blocker', createdById: org.engineerId });
    expect(made.actions.map((a) => a.rel ?? a.name)).toEqual(['links', 'entity', 'deleteExternalBlocker']);

    for (const send of [() => block(blockerBody('opportunity', opp.ref), eng), () => linkMessage(messageBody('opportunity', opp.ref), eng)]) {
      const err = refused(await send(), 403, 'FORBIDDEN');
      expect(err.message).toBe("Changing an opportunity's external links needs opportunity:update, which this credential does not hold");
      expect(err.data).toEqual({ required: ['opportunity:update'], missing: ['opportunity:update'] });
      expect(err.suggestion).toMatch(/Use a key whose role grants opportunity:update/);
    }
    // the opportunity's blocker made by the admin: the engineer reads it, but may not remove it
    const oppBlocker = okData(await block(blockerBody('opportunity', opp.ref)), 201);
    expect(must(await links({ entityType: 'opportunity', entityId: opp.ref }, eng)).map((l) => l.id)).toEqual([oppBlocker.id]);
    refused(await unblock(oppBlocker.id, eng), 403, 'FORBIDDEN');
    expect(must(await links({ entityType: 'opportunity', entityId: opp.ref }))).toHaveLength(1);
    // and one without task:update at all is refused by the operation itself
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read', 'opportunity:read'] });
    refused(await block(blockerBody('task', task.ref), as(apiKey)), 403, 'FORBIDDEN');
  });

  it("a key without opportunity:read lists a task's links but gets 403 for an opportunity's (before any lookup)", async () => {
    const task = await newTask('Readable');
    const { apiKey } = await new OrgService(db).createKey({ userId: me, role: 'engineer', capabilities: ['task:read'] });
    const narrow = as(apiKey);
    expect(okData(await links({ entityType: 'task', entityId: task.ref }, narrow))).toEqual([]);
    const err = refused(await links({ entityType: 'opportunity', entityId: 'OPP-999999' }, narrow), 403, 'FORBIDDEN');
    expect(err.message).toBe("Reading an opportunity's external links needs opportunity:read, which this credential does not hold");
    expect(err.data!.missing).toEqual(['opportunity:read']);
  });

  it('an OAuth token granted task:update and opportunity:read but not opportunity:update is told to authorize again with the scope', async () => {
    const opp = await newOpportunity('OAuth blocked');
    const app = await newApp(org.orgId, { name: 'Linking agent' });
    const tok = as((await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read task:update opportunity:read' })).access_token);
    const err = refused(await block(blockerBody('opportunity', opp.ref), tok), 403, 'FORBIDDEN');
    expect(err.suggestion).toMatch(/authorize again with scope opportunity:update/);
    expect(okData(await links({ entityType: 'opportunity', entityId: opp.ref }, tok))).toEqual([]);
  });
});

describe('refs and tenancy', () => {
  it('TASK-<n>, <TEAM>-<n>, OPP-<n> and UUIDs name the entity; the links are stored on the UUID', async () => {
    const plain = await newTask('No team');
    expect(plain.ref).toMatch(/^TASK-\d+$/);
    const prefix = `L${(Date.now() % 900) + 100}`.slice(0, 4);
    const team = must(await sdk.createTeam({ name: `Links ${uniq()}`, prefix }, undefined, admin));
    const teamed = await newTask('Team task', { teamId: team.id });
    expect(teamed.ref).toBe(`${prefix}-${teamed.number}`);
    const opp = await newOpportunity('By ref');
    for (const [type, ref, id] of [
      ['task', plain.ref, plain.id],
      ['task', teamed.ref, teamed.id],
      ['opportunity', opp.ref, opp.id],
    ] as const) {
      const link = okData(await block(blockerBody(type, ref)), 201);
      expect(link.entityId).toBe(id);
      expect(must(await links({ entityType: type, entityId: id })).map((l) => l.id)).toEqual([link.id]);
      expect(must(await links({ entityType: type, entityId: ref })).map((l) => l.id)).toEqual([link.id]);
    }
    // a ref of the other type names nothing
    refused(await links({ entityType: 'opportunity', entityId: plain.ref }), 404, 'NOT_FOUND', 'query.entityId');
    refused(await block(blockerBody('task', opp.ref)), 404, 'NOT_FOUND', 'body.entityId');
    // an entity type that is not one is a validation error with the allowed values (raw HTTP: the SDK's types refuse it)
    const bad = refused(
      await raw(org.apiKey, 'GET', `/api/v1/external-links?entityType=tasks&entityId=${plain.ref}`),
      400,
      'VALIDATION_FAILED',
      'query.entityType',
    );
    expect(bad.suggestion).toMatch(/task/);
  });

  it("another org's task, opportunity and blocker are 404 (naming the field), and nothing is written", async () => {
    const other = as(otherOrgKey);
    const task = await newTask('Private task');
    const opp = await newOpportunity('Private opportunity');
    const blocker = okData(await block(blockerBody('task', task.ref)), 201);
    const err = refused(await links({ entityType: 'task', entityId: task.id }, other), 404, 'NOT_FOUND', 'query.entityId');
    expect(err.suggestion).toContain('/api/v1/tasks');
    refused(await links({ entityType: 'opportunity', entityId: opp.id }, other), 404, 'NOT_FOUND', 'query.entityId');
    refused(await block(blockerBody('task', task.id), other), 404, 'NOT_FOUND', 'body.entityId');
    refused(await linkMessage(messageBody('opportunity', opp.id), other), 404, 'NOT_FOUND', 'body.entityId');
    refused(await unblock(blocker.id, other), 404, 'NOT_FOUND', 'path.blockerId');
    expect(must(await links({ entityType: 'task', entityId: task.ref })).map((l) => l.id)).toEqual([blocker.id]);
    expect(must(await links({ entityType: 'opportunity', entityId: opp.ref }))).toEqual([]);
  });
});

describe('chat message links are idempotent (spec 2 §4.19)', () => {
  it('the same (provider, channelId, messageId) on the same entity: 201, then 200 with the same link, one row', async () => {
    const task = await newTask('Discussed in chat');
    const body = messageBody('task', task.ref, { title: 'First excerpt' });
    const first = expectReply(await linkMessage(body), 201);
    expect(first.data).toMatchObject({
      kind: 'message',
      provider: 'slack',
      channelId: 'C1',
      messageId: body.messageId,
      title: 'First excerpt',
      createdById: me,
    });
    const again = expectReply(await linkMessage({ ...body, entityId: task.id, title: 'Another excerpt', url: 'https://acme.slack.com/other' }, eng), 200);
    expect(again.data).toEqual(first.data);
    const rows = await db('external_links').where({ org_id: org.orgId, entity_id: task.id, kind: 'message' });
    expect(rows).toHaveLength(1);
    // another message, another channel, or the same message on another entity: new links
    expect((await linkMessage({ ...body, messageId: `${body.messageId}-2` })).status).toBe(201);
    expect((await linkMessage({ ...body, channelId: 'C2' })).status).toBe(201);
    const opp = await newOpportunity('Same thread');
    expect((await linkMessage({ ...body, entityType: 'opportunity', entityId: opp.ref })).status).toBe(201);
    expect(must(await links({ entityType: 'task', entityId: task.ref, kind: 'message' }))).toHaveLength(3);
    // the same with an Idempotency-Key replays the first answer
    const key = randomUUID();
    const keyed = await linkMessage({ ...body, messageId: 'keyed' }, admin, { 'Idempotency-Key': key });
    expect(keyed.status).toBe(201);
    const replay = await linkMessage({ ...body, messageId: 'keyed' }, admin, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('only blockers are removed; lists; removal with the entity', () => {
  it('a pull request or message link is 404 with a suggestion; a blocker is removed once', async () => {
    const task = await newTask('Has a PR');
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
    const msg = okData(await linkMessage(messageBody('task', task.ref)), 201);
    const prErr = refused(await unblock(pr.id), 404, 'NOT_FOUND', 'path.blockerId');
    expect(prErr.message).toBe(`External link ${pr.id} is a pull request link, not a blocker`);
    expect(prErr.suggestion).toMatch(/Only blockers are removed here/);
    expect(prErr.data).toMatchObject({ kind: 'pull_request' });
    const msgErr = refused(await unblock(msg.id), 404, 'NOT_FOUND', 'path.blockerId');
    expect(msgErr.message).toMatch(/chat message link, not a blocker/);
    refused(await unblock(randomUUID()), 404, 'NOT_FOUND', 'path.blockerId');

    const blocker = okData(await block(blockerBody('task', task.ref, { provider: 'zendesk' })), 201);
    const listed = expectReply(await links({ entityType: 'task', entityId: task.ref }), 200);
    expect(listed.data.map((l) => l.kind)).toEqual(['pull_request', 'message', 'blocker']);
    expect(listed.data[0]).toMatchObject({ externalId: 'acme/api#7', state: 'open', provider: 'github' });
    expect(listed.actions.map((a) => a.rel ?? a.name)).toEqual(['entity']);
    expect(must(await links({ entityType: 'task', entityId: task.ref, kind: 'pull_request' })).map((l) => l.id)).toEqual([pr.id]);
    // paging follows the order; the next action's href is followed as a client follows a link (raw HTTP)
    const page1 = expectReply(await links({ entityType: 'task', entityId: task.ref, limit: 2 }), 200);
    expect(page1.data.map((l) => l.kind)).toEqual(['pull_request', 'message']);
    const next = page1.actions.find((a) => a.rel === 'next')!;
    expect(must(await raw<{ data: ExternalLink[] }>(org.apiKey, 'GET', next.href!)).map((l) => l.id)).toEqual([blocker.id]);

    const gone = expectReply(await unblock(blocker.id), 200);
    expect(gone.data).toEqual({ id: blocker.id, deleted: true });
    expect(gone.actions.map((a) => a.rel ?? a.name)).toEqual(['links', 'entity']);
    refused(await unblock(blocker.id), 404, 'NOT_FOUND');
  });

  it('links are removed with their task', async () => {
    const task = await newTask('Short lived');
    const blocker = okData(await block(blockerBody('task', task.ref)), 201);
    await db('tasks').where({ org_id: org.orgId, id: task.id }).delete();
    expect(await db('external_links').where({ id: blocker.id })).toEqual([]);
  });
});

describe("activity log (spec 2 §4.3): links are the entity's externalLink", () => {
  it('adding and removing a blocker on an opportunity are its activity rows, by the caller', async () => {
    const opp = await newOpportunity('Logged');
    const blocker = okData(await block(blockerBody('opportunity', opp.ref, { title: 'Waiting on legal' })), 201);
    must(await unblock(blocker.id));
    const rows = must(await sdk.listActivities({ entityType: 'opportunity', entityId: opp.ref }, admin)).filter((a) => a.subject === 'externalLink');
    expect(rows.map((a) => a.action)).toEqual(['removed', 'added']);
    expect(rows.every((a) => a.entityId === opp.id && a.actorId === me)).toBe(true);
    expect(rows[1].changes).toEqual(expect.arrayContaining([{ field: 'title', from: null, to: 'Waiting on legal' }]));
  });
});

describe('MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('the external-links toolset: create, list and delete through tool calls, ids as arguments; refusals in tool terms', async () => {
    const c = await mcpAs(org.engineerKey, '?toolsets=external-links');
    sessions.push(c);
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['list_external_links', 'create_external_blocker', 'delete_external_blocker', 'create_external_message_link']),
    );
    /** A tool's structured result: the REST envelope's data (typed by the caller) or its error. */
    const call = <T = ExternalLink>(name: string, args: Record<string, unknown>) => callTool<T>(c, name, args);
    const task = await newTask('Agent blocked');
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
    const listed = await call<ExternalLink[]>('list_external_links', { entityType: 'task', entityId: task.ref });
    expect(listed.body.data.map((l) => l.id)).toEqual([made.body.data.id, msg.body.data.id]);
    expect((await call<unknown>('delete_external_blocker', { blockerId: made.body.data.id })).body.data).toEqual({ id: made.body.data.id, deleted: true });
    const notBlocker = await call('delete_external_blocker', { blockerId: msg.body.data.id });
    expect(notBlocker.isError).toBe(true);
    expect(notBlocker.body.error.code).toBe('NOT_FOUND');
    const opp = await newOpportunity('Not for engineers');
    const forbidden = await call('create_external_blocker', { entityType: 'opportunity', entityId: opp.ref, url: 'https://x.example', title: 'x' });
    expect(forbidden.isError).toBe(true);
    expect(forbidden.body.error).toMatchObject({ code: 'FORBIDDEN', data: { missing: ['opportunity:update'] } });
    // no REST vocabulary reaches the agent
    for (const e of [notBlocker.body.error, forbidden.body.error]) {
      const text = [e.message, e.suggestion, ...(e.details ?? []).flatMap((d) => [d.field, d.message])].join(' | ');
      expect(text).not.toMatch(/\/api\/v1\/|\b(body|path|query)\.\w/);
    }
    expect(notBlocker.body.error.suggestion).toContain('list_external_links');
    expect(notBlocker.body.error.details).toEqual([{ field: 'blockerId', message: 'names a message link, not a blocker' }]);
  });
});
