/**
 * The messages query module against Postgres: org scoping, top-level and thread listing, pinned messages of one
 * room or of the rooms a user reads, and the search filters in every combination against an in-memory filter.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findSystemRoom, insertGroupRoom } from './rooms.js';
import { insertMembers } from './roomMembers.js';
import {
  countReplies,
  deleteEmptyTombstone,
  deleteMessage,
  findMessage,
  findMessageView,
  insertMessage,
  findMessageAuthor,
  listPinnedMessages,
  listThread,
  listTopLevelMessages,
  searchMessages,
  setMessagePin,
  tombstoneMessage,
  toMessage,
} from './messages.js';

const t = useTestDb();

describe('messages query module', () => {
  it('lists, pins, searches (every filter combination) and deletes within the org and the rooms a user reads', async () => {
    const a = await t.newOrg('Messages A');
    const b = await t.newOrg('Messages B');
    const bob = await t.newUser(a.orgId, 'engineer', 'Bob');
    const sys = await findSystemRoom(t.db, a.orgId);
    const room = await insertGroupRoom(t.db, a.orgId, { name: 'r', description: '', visibility: 'private', created_by: a.userId });
    await insertMembers(t.db, a.orgId, room, [{ userId: a.userId, role: 'admin' }]);
    const m1 = await insertMessage(t.db, a.orgId, { room_id: room, author_id: a.userId, body: 'hello world' });
    const m2 = await insertMessage(t.db, a.orgId, { room_id: sys.id, author_id: bob.userId, body: 'Hello 100%' });
    const r1 = await insertMessage(t.db, a.orgId, { room_id: room, parent_id: m1, author_id: a.userId, body: 'reply' });
    expect(await findMessage(t.db, b.orgId, m1)).toBeUndefined();
    expect(toMessage((await findMessageView(t.db, a.orgId, m1))!, [], [])).toMatchObject({
      id: m1,
      roomId: room,
      authorId: a.userId,
      replyCount: 1,
      body: 'hello world',
    });
    expect((await listTopLevelMessages(t.db, a.orgId, room, { limit: 5 })).rows.map((r) => r.id)).toEqual([m1]);
    expect((await listTopLevelMessages(t.db, b.orgId, room, { limit: 5 })).rows).toEqual([]);
    expect((await listThread(t.db, a.orgId, m1, { limit: 5 })).rows.map((r) => r.id)).toEqual([r1]);
    await setMessagePin(t.db, a.orgId, m1, true, a.userId);
    await setMessagePin(t.db, a.orgId, m2, true, a.userId);
    expect((await listPinnedMessages(t.db, a.orgId, a.userId, undefined, { limit: 5 })).rows.map((r) => r.id).sort()).toEqual([m1, m2].sort());
    expect((await listPinnedMessages(t.db, a.orgId, bob.userId, undefined, { limit: 5 })).rows.map((r) => r.id)).toEqual([m2]);
    expect((await listPinnedMessages(t.db, a.orgId, a.userId, room, { limit: 5 })).rows.map((r) => r.id)).toEqual([m1]);
    const msgs = [
      { id: m1, room, author: a.userId, body: 'hello world' },
      { id: m2, room: sys.id, author: bob.userId, body: 'Hello 100%' },
      { id: r1, room, author: a.userId, body: 'reply' },
    ];
    for (const text of ['', 'hello', '100%', '%']) {
      for (const roomId of [undefined, room, sys.id]) {
        for (const authorId of [undefined, a.userId, bob.userId]) {
          const want = msgs
            .filter((m) => m.body.toLowerCase().includes(text.toLowerCase()) && (!roomId || m.room === roomId) && (!authorId || m.author === authorId))
            .map((m) => m.id)
            .sort();
          const got = (await searchMessages(t.db, a.orgId, a.userId, { text, roomId, authorId, limit: 10 })).map((r) => r.id).sort();
          expect([text, roomId, authorId, got]).toEqual([text, roomId, authorId, want]);
        }
      }
    }
    expect(await searchMessages(t.db, a.orgId, bob.userId, { text: 'hello', limit: 10 })).toHaveLength(1);
    expect(await countReplies(t.db, a.orgId, m1)).toBe(1);
    await tombstoneMessage(t.db, a.orgId, m1);
    expect(await deleteEmptyTombstone(t.db, a.orgId, m1)).toBe(0);
    expect(await deleteMessage(t.db, b.orgId, r1)).toBe(0);
    expect(await deleteMessage(t.db, a.orgId, r1)).toBe(1);
    expect(await deleteEmptyTombstone(t.db, a.orgId, m1)).toBe(1);
  });
});

describe('message authors', () => {
  it("reads a message's author in its own org only", async () => {
    const a = await t.newOrg('Authors A');
    const b = await t.newOrg('Authors B');
    const room = await insertGroupRoom(t.db, a.orgId, { name: 'authors', description: '', visibility: 'open', created_by: a.userId });
    const m = await insertMessage(t.db, a.orgId, { room_id: room, author_id: a.userId, body: 'mine' });
    expect(await findMessageAuthor(t.db, a.orgId, m)).toEqual({ author_id: a.userId });
    expect(await findMessageAuthor(t.db, b.orgId, m)).toBeUndefined();
  });
});
