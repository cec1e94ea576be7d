/**
 * Collaboration across orgs, retries and batches (another org's ids read as 404, Idempotency-Key, batch), and the
 * room and message tools over MCP (spec 2 §4.21).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { newOrg } from '../lib/orgs.js';
import { compactListBody } from '../../src/mcp/shape.js';
import * as sdk from '../../sdk/src/index';
import type { Message, Room } from '../../sdk/src/index';
import { as, envelope as expectStatus, failure as expectFailure, must } from '../lib/sdkAs.js';
import { admin, ann, bob, createRoom, dan, ids, inbox, useCollaborationOrg } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useCollaborationOrg();

describe('tenancy, idempotency and batch', () => {
  it("another org's room, message and comment ids read as 404 on every operation that takes them", async () => {
    const other = await newOrg('Collab tenancy org');
    const them = as(other.apiKey);
    const room = expectStatus(await sdk.createRoom({ name: 'Theirs', memberIds: [other.engineerId] }, undefined, them), 201).data;
    const msg = expectStatus(await sdk.createMessage({ roomId: room.id, body: 'Their message' }, undefined, them), 201).data;
    const task = expectStatus(await sdk.createTask({ title: 'Their task' }, undefined, them), 201).data;
    const comment = expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.id, body: 'Their comment' }, undefined, them), 201).data;
    const theirSystem = expectStatus(await sdk.listRooms(undefined, them), 200).data.find((r) => r.kind === 'system')?.id ?? '';
    const myRoom = await createRoom(admin, [ann.id]);
    const myTask = expectStatus(await sdk.createTask({ title: 'Mine' }, undefined, admin.o), 201).data;

    const A = admin.o;
    /** [what is called, as the admin, with one of their ids; the field the 404 names] */
    const calls: [string, () => Promise<{ status: number; data: unknown; headers: Headers }>, string][] = [
      ['getRoom', () => sdk.getRoom(room.id, A), 'path.id'],
      ['updateRoom', () => sdk.updateRoom(room.id, { name: 'Mine now' }, undefined, A), 'path.id'],
      ['archiveRoom', () => sdk.archiveRoom(room.id, undefined, A), 'path.id'],
      ['listRoomMembers', () => sdk.listRoomMembers(room.id, undefined, A), 'path.id'],
      ['addRoomMember', () => sdk.addRoomMember(room.id, { userId: ann.id }, undefined, A), 'path.id'],
      ['removeRoomMember', () => sdk.removeRoomMember(room.id, other.engineerId, undefined, A), 'path.id'],
      ['updateRoomMembership', () => sdk.updateRoomMembership(room.id, { joined: true }, undefined, A), 'path.id'],
      ['updateRoomMembership of their system room', () => sdk.updateRoomMembership(theirSystem, { pinned: true }, undefined, A), 'path.id'],
      ['getRoom of their system room', () => sdk.getRoom(theirSystem, A), 'path.id'],
      ['addRoomMember of their user', () => sdk.addRoomMember(myRoom.id, { userId: other.engineerId }, undefined, A), 'body.userId'],
      ['listMessages', () => sdk.listMessages({ roomId: room.id }, A), 'query.roomId'],
      ['listMessages of their system room', () => sdk.listMessages({ roomId: theirSystem }, A), 'query.roomId'],
      ['listPinnedMessages', () => sdk.listPinnedMessages({ roomId: room.id }, A), 'query.roomId'],
      ['searchMessages', () => sdk.searchMessages({ roomId: room.id }, A), 'query.roomId'],
      ['createMessage', () => sdk.createMessage({ roomId: room.id, body: 'Hi' }, undefined, A), 'body.roomId'],
      ['createMessage with their parent', () => sdk.createMessage({ roomId: myRoom.id, body: 'Hi', parentId: msg.id }, undefined, A), 'body.parentId'],
      ['listMessageThread', () => sdk.listMessageThread(msg.id, undefined, A), 'path.id'],
      ['updateMessage', () => sdk.updateMessage(msg.id, { body: 'Edited' }, undefined, A), 'path.id'],
      ['deleteMessage', () => sdk.deleteMessage(msg.id, undefined, A), 'path.id'],
      ['setMessagePinned', () => sdk.setMessagePinned(msg.id, { pinned: true }, undefined, A), 'path.id'],
      ['setMessageReaction', () => sdk.setMessageReaction(msg.id, { emoji: '👍', on: true }, undefined, A), 'path.id'],
      ['listComments', () => sdk.listComments({ entityType: 'task', entityId: task.id }, A), 'query.entityId'],
      ['createComment', () => sdk.createComment({ entityType: 'task', entityId: task.id, body: 'Hi' }, undefined, A), 'body.entityId'],
      [
        'createComment with their parent',
        () => sdk.createComment({ entityType: 'task', entityId: myTask.id, body: 'Hi', parentId: comment.id }, undefined, A),
        'body.parentId',
      ],
      ['updateComment', () => sdk.updateComment(comment.id, { body: 'Edited' }, undefined, A), 'path.id'],
      ['deleteComment', () => sdk.deleteComment(comment.id, undefined, A), 'path.id'],
      ['setCommentArchived', () => sdk.setCommentArchived(comment.id, { archived: true }, undefined, A), 'path.id'],
      ['setCommentReaction', () => sdk.setCommentReaction(comment.id, { emoji: '👍', on: true }, undefined, A), 'path.id'],
      ['createDmRoom', () => sdk.createDmRoom({ userId: other.userId }, undefined, A), 'body.userId'],
    ];
    for (const [name, call, field] of calls) {
      const r = await call();
      expect(r.status, `${name}: ${JSON.stringify(r.data).slice(0, 300)}`).toBe(404);
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.data), name).not.toMatch(/Theirs|Their message|Their comment|Their task/);
    }
    // and nothing of theirs changed
    expect(expectStatus(await sdk.listMessages({ roomId: room.id }, them), 200).data[0]).toMatchObject({
      id: msg.id,
      body: 'Their message',
      pinned: false,
      reactions: [],
    });
    expect(expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.id }, them), 200).data[0]).toMatchObject({
      id: comment.id,
      body: 'Their comment',
      archived: false,
    });
    expect(expectStatus(await sdk.getRoom(room.id, them), 200).data).toMatchObject({ name: 'Theirs', archived: false, memberCount: 2 });
    // their messages are not searchable here
    expect(expectStatus(await sdk.searchMessages({ query: 'Their message' }, admin.o), 200).data).toEqual([]);
  });

  it('POST /messages twice with one Idempotency-Key makes one message; the second answer is replayed', async () => {
    const room = await createRoom(admin, [ann.id]);
    const key = randomUUID();
    const first = await sdk.createMessage({ roomId: room.id, body: 'Exactly once, @Ann Lee' }, { 'Idempotency-Key': key }, admin.o);
    expectStatus(first, 201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await sdk.createMessage({ roomId: room.id, body: 'Exactly once, @Ann Lee' }, { 'Idempotency-Key': key }, admin.o);
    expectStatus(again, 201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const made = expectStatus(first, 201).data;
    expect(expectStatus(again, 201).data).toEqual(made);
    expect(ids(expectStatus(await sdk.listMessages({ roomId: room.id }, admin.o), 200).data)).toEqual([made.id]);
    expect(await inbox(ann, { entityId: made.id })).toHaveLength(1); // notified once
    const conflict = await sdk.createMessage({ roomId: room.id, body: 'Something else' }, { 'Idempotency-Key': key }, admin.o);
    expectFailure(conflict, 409, 'IDEMPOTENCY_CONFLICT');
    // a DM open and a member add replay too
    const dmKey = randomUUID();
    const dm1 = expectStatus(await sdk.createDmRoom({ userId: ann.id }, { 'Idempotency-Key': dmKey }, admin.o), 201);
    const dm2 = await sdk.createDmRoom({ userId: ann.id }, { 'Idempotency-Key': dmKey }, admin.o);
    expect(dm2.status).toBe(201);
    expect(dm2.headers.get('idempotent-replayed')).toBe('true');
    expect(must(dm2).id).toBe(dm1.data.id);
  });

  it("a batch runs createMessage and listMessages in order: 207 with each entry's envelope", async () => {
    const room = await createRoom(admin, [ann.id]);
    const r = await sdk.runBatch(
      {
        operations: [
          { id: 'post', method: 'POST', path: '/api/v1/messages', body: { roomId: room.id, body: 'From a batch' } },
          { id: 'list', method: 'GET', path: `/api/v1/messages?roomId=${room.id}` },
          { id: 'react', method: 'POST', path: '/api/v1/rooms/dm', body: { userId: 'me' } },
        ],
      },
      undefined,
      admin.o,
    );
    const { post: created, list, react } = expectStatus(r, 207).data ?? {};
    expect(created).toMatchObject({ status: 201, ok: true, data: { roomId: room.id, body: 'From a batch', authorId: admin.id } });
    expect(created.actions?.map((a) => a.name)).toContain('setMessagePinned');
    expect(list).toMatchObject({ status: 200, ok: true, pagination: { hasMore: false } });
    expect(ids(list.data as Message[])).toEqual([(created.data as Message).id]);
    expect(react).toMatchObject({ status: 400, ok: false, error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.userId' }] } });
    // capability and membership per entry, with the caller's credential
    const asBob = await sdk.runBatch({ operations: [{ id: 'list', method: 'GET', path: `/api/v1/messages?roomId=${room.id}` }] }, undefined, bob.o);
    expect(expectStatus(asBob, 207).data?.list).toMatchObject({ status: 403, ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  let mcp: Client;
  let bobMcp: Client;
  /** A tool's answer: its structured content, else its JSON text, as the REST envelope of D or a failure. */
  const call = async <D = Message>(c: Client, name: string, args: Record<string, unknown> = {}) => {
    const r = await c.callTool({ name, arguments: args });
    const text = (r.content as { text: string }[])[0]?.text;
    const body = bodyOf<D>(r.structuredContent ?? JSON.parse(text));
    return { isError: Boolean(r.isError), body };
  };
  beforeAll(async () => {
    mcp = await mcpAs(admin.key, '?toolsets=rooms,messages');
    bobMcp = await mcpAs(bob.key, '?toolsets=rooms,messages');
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
    const plain = await mcpAs(admin.key);
    try {
      const defaults = (await plain.listTools()).tools.map((t) => t.name);
      for (const n of [...rooms, ...messages]) expect(defaults).not.toContain(n);
      for (const n of ['list_comments', 'create_comment']) expect(defaults).not.toContain(n);
    } finally {
      await plain.close();
    }
  });

  it('create_dm_room, create_message and list_messages answer what REST answers', async () => {
    const dm = await call<Room>(mcp, 'create_dm_room', { userId: dan.id });
    expect(dm.isError, JSON.stringify(dm.body).slice(0, 400)).toBe(false);
    expect(dm.body.data).toMatchObject({ kind: 'dm', dmUserId: dan.id, name: 'Dan Ortiz' });
    const viaRest = expectStatus(await sdk.createDmRoom({ userId: dan.id }, undefined, admin.o), 200);
    expect(viaRest.data).toEqual(dm.body.data);
    expect((await call<Room>(mcp, 'create_dm_room', { userId: dan.id })).body.data.id).toBe(dm.body.data.id);

    const created = await call(mcp, 'create_message', { roomId: dm.body.data.id, body: 'Over MCP, @Dan' });
    expect(created.isError).toBe(false);
    expect(created.body.data).toMatchObject({ roomId: dm.body.data.id, authorId: admin.id, body: 'Over MCP, @Dan', parentId: null });
    const reply = await call(mcp, 'create_message', { roomId: dm.body.data.id, body: 'A reply', parentId: created.body.data.id });
    expect(reply.body.data.parentId).toBe(created.body.data.id);
    expect(await inbox(dan, { entityId: created.body.data.id })).toEqual([expect.objectContaining({ type: 'mention' })]);

    const listed = await call<Message[]>(mcp, 'list_messages', { roomId: dm.body.data.id, fields: ['*'] }); // every field, to compare with REST
    expect(listed.isError).toBe(false);
    const rest = expectStatus(await sdk.listMessages({ roomId: dm.body.data.id }, admin.o), 200);
    expect(listed.body.data).toEqual((compactListBody(rest) as { data: unknown }).data);
    expect(ids(listed.body.data)).toEqual([created.body.data.id]);
    expect(listed.body.data[0].replyCount).toBe(1);
    const thread = await call<Message[]>(mcp, 'list_message_thread', { id: created.body.data.id });
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
    expect(short.body.error.details?.[0].field).toBe('query');
    const tooMany = await call(mcp, 'list_messages', { roomId: open.id, limit: 101 });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.body.error.details).toEqual([{ field: 'limit', message: expect.stringContaining('100') }]);
  });
});
