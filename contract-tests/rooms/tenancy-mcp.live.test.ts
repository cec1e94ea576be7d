/**
 * Collaboration across orgs, retries and batches (another org's ids read as 404, Idempotency-Key, batch), and the
 * room and message tools over MCP (spec 2 §4.21).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { compactListBody } from '../../src/mcp/shape.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { admin, ann, baseUrl, bob, createRoom, dan, ids, inbox, useCollaborationOrg } from './_setup.js';

useCollaborationOrg();

describe('tenancy, idempotency and batch', () => {
  it("another org's room, message and comment ids read as 404 on every operation that takes them", async () => {
    const other = await newOrg('Collab tenancy org');
    const them = client(other.apiKey);
    const room = expectStatus(await them('POST', '/api/v1/rooms', { name: 'Theirs', memberIds: [other.engineerId] }), 201).data;
    const msg = expectStatus(await them('POST', '/api/v1/messages', { roomId: room.id, body: 'Their message' }), 201).data;
    const task = expectStatus(await them('POST', '/api/v1/tasks', { title: 'Their task' }), 201).data;
    const comment = expectStatus(await them('POST', '/api/v1/comments', { entityType: 'task', entityId: task.id, body: 'Their comment' }), 201).data;
    const theirSystem = (expectStatus(await them('GET', '/api/v1/rooms'), 200).data as any[]).find((r) => r.kind === 'system').id;
    const myRoom = await createRoom(admin, [ann.id]);
    const myTask = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: 'Mine' }), 201).data;

    const calls: [string, string, unknown?, string?][] = [
      ['GET', `/api/v1/rooms/${room.id}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/rooms/${room.id}`, { name: 'Mine now' }, 'path.id'],
      ['POST', `/api/v1/rooms/${room.id}/archive`, undefined, 'path.id'],
      ['GET', `/api/v1/rooms/${room.id}/members`, undefined, 'path.id'],
      ['POST', `/api/v1/rooms/${room.id}/members`, { userId: ann.id }, 'path.id'],
      ['DELETE', `/api/v1/rooms/${room.id}/members/${other.engineerId}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/rooms/${room.id}/membership`, { joined: true }, 'path.id'],
      ['PATCH', `/api/v1/rooms/${theirSystem}/membership`, { pinned: true }, 'path.id'],
      ['GET', `/api/v1/rooms/${theirSystem}`, undefined, 'path.id'],
      ['POST', `/api/v1/rooms/${myRoom.id}/members`, { userId: other.engineerId }, 'body.userId'],
      ['GET', `/api/v1/messages?roomId=${room.id}`, undefined, 'query.roomId'],
      ['GET', `/api/v1/messages?roomId=${theirSystem}`, undefined, 'query.roomId'],
      ['GET', `/api/v1/messages/pinned?roomId=${room.id}`, undefined, 'query.roomId'],
      ['GET', `/api/v1/messages/search?roomId=${room.id}`, undefined, 'query.roomId'],
      ['POST', '/api/v1/messages', { roomId: room.id, body: 'Hi' }, 'body.roomId'],
      ['POST', '/api/v1/messages', { roomId: myRoom.id, body: 'Hi', parentId: msg.id }, 'body.parentId'],
      ['GET', `/api/v1/messages/${msg.id}/thread`, undefined, 'path.id'],
      ['PATCH', `/api/v1/messages/${msg.id}`, { body: 'Edited' }, 'path.id'],
      ['DELETE', `/api/v1/messages/${msg.id}`, undefined, 'path.id'],
      ['POST', `/api/v1/messages/${msg.id}/pinned`, { pinned: true }, 'path.id'],
      ['POST', `/api/v1/messages/${msg.id}/reactions`, { emoji: '👍', on: true }, 'path.id'],
      ['GET', `/api/v1/comments?entityType=task&entityId=${task.id}`, undefined, 'query.entityId'],
      ['POST', '/api/v1/comments', { entityType: 'task', entityId: task.id, body: 'Hi' }, 'body.entityId'],
      ['POST', '/api/v1/comments', { entityType: 'task', entityId: myTask.id, body: 'Hi', parentId: comment.id }, 'body.parentId'],
      ['PATCH', `/api/v1/comments/${comment.id}`, { body: 'Edited' }, 'path.id'],
      ['DELETE', `/api/v1/comments/${comment.id}`, undefined, 'path.id'],
      ['POST', `/api/v1/comments/${comment.id}/archived`, { archived: true }, 'path.id'],
      ['POST', `/api/v1/comments/${comment.id}/reactions`, { emoji: '👍', on: true }, 'path.id'],
      ['POST', '/api/v1/rooms/dm', { userId: other.userId }, 'body.userId'],
    ];
    for (const [method, path, body, field] of calls) {
      const r = await admin.api(method, path, body);
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(404);
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Theirs|Their message|Their comment|Their task/);
    }
    // and nothing of theirs changed
    expect(expectStatus(await them('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0]).toMatchObject({
      id: msg.id,
      body: 'Their message',
      pinned: false,
      reactions: [],
    });
    expect(expectStatus(await them('GET', `/api/v1/comments?entityType=task&entityId=${task.id}`), 200).data[0]).toMatchObject({
      id: comment.id,
      body: 'Their comment',
      archived: false,
    });
    expect(expectStatus(await them('GET', `/api/v1/rooms/${room.id}`), 200).data).toMatchObject({ name: 'Theirs', archived: false, memberCount: 2 });
    // their messages are not searchable here
    expect(expectStatus(await admin.api('GET', '/api/v1/messages/search?query=Their%20message'), 200).data).toEqual([]);
  });

  it('POST /messages twice with one Idempotency-Key makes one message; the second answer is replayed', async () => {
    const room = await createRoom(admin, [ann.id]);
    const key = randomUUID();
    const first = await admin.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Exactly once, @Ann Lee' }, { 'idempotency-key': key });
    expectStatus(first, 201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await admin.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Exactly once, @Ann Lee' }, { 'idempotency-key': key });
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data)).toEqual([first.body.data.id]);
    expect(await inbox(ann, { entityId: first.body.data.id })).toHaveLength(1); // notified once
    const conflict = await admin.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Something else' }, { 'idempotency-key': key });
    expectFailure(conflict, 409, 'IDEMPOTENCY_CONFLICT');
    // a DM open and a member add replay too
    const dmKey = randomUUID();
    const dm1 = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: ann.id }, { 'idempotency-key': dmKey }), 201);
    const dm2 = await admin.api('POST', '/api/v1/rooms/dm', { userId: ann.id }, { 'idempotency-key': dmKey });
    expect(dm2.status).toBe(201);
    expect(dm2.headers.get('idempotent-replayed')).toBe('true');
    expect(dm2.body.data.id).toBe(dm1.data.id);
  });

  it("a batch runs createMessage and listMessages in order: 207 with each entry's envelope", async () => {
    const room = await createRoom(admin, [ann.id]);
    const r = await admin.api('POST', '/api/v1/batch', {
      operations: [
        { id: 'post', method: 'POST', path: '/api/v1/messages', body: { roomId: room.id, body: 'From a batch' } },
        { id: 'list', method: 'GET', path: `/api/v1/messages?roomId=${room.id}` },
        { id: 'react', method: 'POST', path: '/api/v1/rooms/dm', body: { userId: 'me' } },
      ],
    });
    expectStatus(r, 207);
    const { post: created, list, react } = r.body.data;
    expect(created).toMatchObject({ status: 201, ok: true, data: { roomId: room.id, body: 'From a batch', authorId: admin.id } });
    expect(created.actions.map((a: any) => a.name)).toContain('setMessagePinned');
    expect(list).toMatchObject({ status: 200, ok: true, pagination: { hasMore: false } });
    expect(ids(list.data)).toEqual([created.data.id]);
    expect(react).toMatchObject({ status: 400, ok: false, error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.userId' }] } });
    // capability and membership per entry, with the caller's credential
    const asBob = await bob.api('POST', '/api/v1/batch', { operations: [{ id: 'list', method: 'GET', path: `/api/v1/messages?roomId=${room.id}` }] });
    expectStatus(asBob, 207);
    expect(asBob.body.data.list).toMatchObject({ status: 403, ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  let mcp: Client;
  let bobMcp: Client;
  async function connect(key: string, query: string) {
    const c = new Client({ name: 'collaboration-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    return c;
  }
  const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => {
    const r = await c.callTool({ name, arguments: args });
    return { isError: Boolean(r.isError), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
  };
  beforeAll(async () => {
    mcp = await connect(admin.key, '?toolsets=rooms,messages');
    bobMcp = await connect(bob.key, '?toolsets=rooms,messages');
  });
  afterAll(async () => {
    await mcp?.close();
    await bobMcp?.close();
  });

  it('?toolsets=rooms,messages lists every room and message tool, besides the default list', async () => {
    const names = (await mcp.listTools()).tools.map((t) => t.name);
    const rooms = [
      'list_rooms',
      'create_room',
      'get_room',
      'update_room',
      'archive_room',
      'create_dm_room',
      'list_room_members',
      'add_room_member',
      'remove_room_member',
      'update_room_membership',
    ];
    const messages = [
      'list_messages',
      'list_message_thread',
      'list_pinned_messages',
      'search_messages',
      'create_message',
      'update_message',
      'delete_message',
      'set_message_pinned',
      'set_message_reaction',
    ];
    expect(names).toEqual(expect.arrayContaining([...rooms, ...messages, 'whoami', 'enable_toolsets']));
    // comments are a toolset of their own (enable_toolsets {"toolsets": ["comments"]})
    for (const n of ['list_comments', 'create_comment', 'update_comment', 'delete_comment', 'set_comment_archived', 'set_comment_reaction'])
      expect(names).not.toContain(n);
    const plain = await connect(admin.key, '');
    try {
      const defaults = (await plain.listTools()).tools.map((t) => t.name);
      for (const n of [...rooms, ...messages]) expect(defaults).not.toContain(n);
      for (const n of ['list_comments', 'create_comment']) expect(defaults).not.toContain(n);
    } finally {
      await plain.close();
    }
  });

  it('create_dm_room, create_message and list_messages answer what REST answers', async () => {
    const dm = await call(mcp, 'create_dm_room', { userId: dan.id });
    expect(dm.isError, JSON.stringify(dm.body).slice(0, 400)).toBe(false);
    expect(dm.body.data).toMatchObject({ kind: 'dm', dmUserId: dan.id, name: 'Dan Ortiz' });
    const viaRest = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: dan.id }), 200);
    expect(viaRest.data).toEqual(dm.body.data);
    expect((await call(mcp, 'create_dm_room', { userId: dan.id })).body.data.id).toBe(dm.body.data.id);

    const created = await call(mcp, 'create_message', { roomId: dm.body.data.id, body: 'Over MCP, @Dan' });
    expect(created.isError).toBe(false);
    expect(created.body.data).toMatchObject({ roomId: dm.body.data.id, authorId: admin.id, body: 'Over MCP, @Dan', parentId: null });
    const reply = await call(mcp, 'create_message', { roomId: dm.body.data.id, body: 'A reply', parentId: created.body.data.id });
    expect(reply.body.data.parentId).toBe(created.body.data.id);
    expect(await inbox(dan, { entityId: created.body.data.id })).toEqual([expect.objectContaining({ type: 'mention' })]);

    const listed = await call(mcp, 'list_messages', { roomId: dm.body.data.id, fields: ['*'] }); // every field, to compare with REST
    expect(listed.isError).toBe(false);
    const rest = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${dm.body.data.id}`), 200);
    expect(listed.body.data).toEqual((compactListBody(rest) as any).data);
    expect(ids(listed.body.data)).toEqual([created.body.data.id]);
    expect(listed.body.data[0].replyCount).toBe(1);
    const thread = await call(mcp, 'list_message_thread', { id: created.body.data.id });
    expect(ids(thread.body.data)).toEqual([reply.body.data.id]);
  });

  it('errors name tool arguments: a room one is not in, a missing argument, the 2-character rule', async () => {
    const secret = await createRoom(admin, [ann.id], 'private');
    const notIn = await call(bobMcp, 'create_message', { roomId: secret.id, body: 'Let me in' });
    expect(notIn.isError).toBe(true);
    expect(notIn.body.error.code).toBe('NOT_FOUND');
    expect(notIn.body.error.details).toEqual([{ field: 'roomId', message: expect.any(String) }]);
    expect(notIn.body.error.suggestion).toContain('list_rooms');
    expect(notIn.body.error.suggestion).not.toContain('/api/v1');

    const open = await createRoom(admin, [ann.id]);
    const notJoined = await call(bobMcp, 'list_messages', { roomId: open.id });
    expect(notJoined.isError).toBe(true);
    expect(notJoined.body.error.code).toBe('FORBIDDEN');
    expect(notJoined.body.error.suggestion).toContain('update_room_membership');

    const missing = await call(mcp, 'create_message', { roomId: open.id });
    expect(missing.isError).toBe(true);
    expect(missing.body.error.details).toEqual([{ field: 'body', message: 'is required' }]);

    const short = await call(mcp, 'search_messages', { query: 'x' });
    expect(short.isError).toBe(true);
    expect(short.body.error.details[0].field).toBe('query');
    const tooMany = await call(mcp, 'list_messages', { roomId: open.id, limit: 101 });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.body.error.details).toEqual([{ field: 'limit', message: expect.stringContaining('100') }]);
  });
});
