/**
 * One suite, two targets, for collaboration (spec 2 §4.17): rooms (a group room, its members and the caller's
 * membership, a DM) and messages (posts, a two-level thread, pins, reactions, search, edit, delete), through the
 * generated SDK; comments are in comments.test.ts. Every response is validated against the OpenAPI document
 * (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only. The last
 * test fails when an operationId of the tags rooms or messages (contract-tests/lib/suiteTags.ts) was never exercised;
 * the other suite files cover the other tags.
 *
 * Org A is shared with hierarchy.test.ts, which runs at the same time and reads the admin's newest notifications:
 * so here only the admin writes messages (mentions and room notifications go to Eve, the engineer), and the admin's
 * own room notifications are set to mentions before Eve does anything in the room.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { isoDate, sdkAs } from './_setup.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** Requests as Eve, org A's engineer. */
const asEve = sdkAs(engineerKey);

describe('collaboration over the SDK (spec 2 §4.17)', () => {
  let me: string;
  let eveId: string;
  let eveName: string;
  let roomId: string;
  let dmId: string;
  let m1: string; // top-level, mentions Eve, gets the replies, pinned and reacted to
  let m2: string; // top-level, edited then deleted
  let reply1: string;
  let reply2: string;
  const token = `cobalt-${unique}`; // only m1's body contains it: what search finds

  it('who is who: the admin and a second user of the same org', async () => {
    const admin = await sdk.getViewer();
    const eve = await sdk.getViewer(asEve);
    if (admin.status !== 200 || eve.status !== 200) throw new Error(`viewer: ${admin.status} / ${eve.status}`);
    me = admin.data.data!.userId;
    eveId = eve.data.data!.userId;
    eveName = eve.data.data!.name;
    onLive(() => {
      expect(eveId).not.toBe(me);
      expect(eve.data.data!.orgId).toBe(admin.data.data!.orgId);
    });
  });

  it('rooms: create a group room, get, rename, list mine and open', async () => {
    const created = await sdk.createRoom({ name: `Checkout squad ${unique}`, description: 'Where checkout decisions happen', memberIds: [eveId] });
    expect(created.status).toBe(201);
    if (created.status !== 201) throw new Error('createRoom');
    roomId = created.data.data!.id;
    onLive(() => {
      expect(created.data.data).toMatchObject({
        kind: 'group',
        name: `Checkout squad ${unique}`,
        description: 'Where checkout decisions happen',
        visibility: 'open',
        archived: false,
        archivedAt: null,
        createdBy: me,
        dmUserId: null,
        memberCount: 2,
        membership: { roomId, userId: me, joined: true, role: 'admin', pinned: false },
      });
      // an admin of a live group room is offered archiving; a joined member its messages
      expect(created.data.actions.map((a) => a.name)).toEqual(expect.arrayContaining(['archiveRoom', 'listMessages']));
    });

    const got = await sdk.getRoom(roomId);
    expect(got.status).toBe(200);
    const gotByEve = await sdk.getRoom(roomId, asEve);
    expect(gotByEve.status).toBe(200);
    onLive(() => {
      if (got.status === 200) expect(got.data.data!.membership).toMatchObject({ joined: true, role: 'admin' });
      if (gotByEve.status === 200) {
        expect(gotByEve.data.data!.membership).toMatchObject({ userId: eveId, joined: true, role: 'member' });
        expect(gotByEve.data.actions.map((a) => a.name)).not.toContain('archiveRoom'); // a member may not archive
      }
    });

    const renamed = await sdk.updateRoom(roomId, { name: `Checkout and payments ${unique}` });
    expect(renamed.status).toBe(200);
    onLive(() => {
      if (renamed.status === 200) {
        expect(renamed.data.data!.name).toBe(`Checkout and payments ${unique}`);
        expect(renamed.data.data!.description).toBe('Where checkout decisions happen');
      }
    });
    if (live) {
      const byMember = await sdk.updateRoom(roomId, { name: 'Taken over' }, undefined, asEve);
      expect(byMember.status).toBe(403); // admins only
    }

    const mine = await sdk.listRooms({ limit: 200 });
    expect(mine.status).toBe(200);
    const open = await sdk.listRooms({ scope: 'open', limit: 200 });
    expect(open.status).toBe(200);
    onLive(() => {
      if (mine.status === 200) {
        const room = mine.data.data!.find((r) => r.id === roomId);
        expect(room).toMatchObject({ name: `Checkout and payments ${unique}`, membership: { joined: true, role: 'admin' } });
        expect(mine.data.data!.map((r) => r.kind)).toContain('system'); // mine includes the org's system room
      }
      if (open.status === 200) {
        expect(open.data.data!.map((r) => r.id)).toContain(roomId); // open lists joined rooms too
        for (const r of open.data.data!) expect([r.kind, r.visibility]).toEqual(['group', 'open']);
      }
    });
  });

  it('rooms: members, removal, idempotent add, my membership, leave and join', async () => {
    const members = await sdk.listRoomMembers(roomId);
    expect(members.status).toBe(200);
    onLive(() => {
      if (members.status === 200) {
        const roles = Object.fromEntries(members.data.data!.map((m) => [m.userId, m.role]));
        expect(roles).toEqual({ [me]: 'admin', [eveId]: 'member' });
      }
    });

    const removed = await sdk.removeRoomMember(roomId, eveId);
    expect(removed.status).toBe(200);
    onLive(() => {
      if (removed.status === 200) expect(removed.data.data).toEqual({ roomId, userId: eveId, deleted: true });
    });
    if (live) {
      const left = expectStatus(await sdk.listRoomMembers(roomId), 200);
      expect(left.data.data!.map((m) => m.userId)).toEqual([me]);
      const room = expectStatus(await sdk.getRoom(roomId), 200);
      expect(room.data.data!.memberCount).toBe(1);
      expect((await sdk.removeRoomMember(roomId, 'me')).status).toBe(422); // an admin cannot remove themself
    }

    const added = await sdk.addRoomMember(roomId, { userId: eveId });
    expect([200, 201]).toContain(added.status); // the mock answers either documented success
    onLive(() => {
      expect(added.status).toBe(201);
      if (added.status === 201) {
        expect(added.data.data).toMatchObject({ roomId, userId: eveId, name: eveName, role: 'member' });
        expect(added.data.data!.joinedAt).toMatch(isoDate);
      }
    });
    const promoted = await sdk.addRoomMember(roomId, { userId: eveId, role: 'admin' });
    expect([200, 201]).toContain(promoted.status);
    onLive(() => {
      expect(promoted.status).toBe(200); // already a member: the membership, with the role as sent
      if (promoted.status === 200) expect(promoted.data.data).toMatchObject({ userId: eveId, role: 'admin' });
    });

    // Mine first: pinned, and only mentions notify me (so nothing Eve does reaches the admin's inbox).
    const membership = await sdk.updateRoomMembership(roomId, { pinned: true, notificationLevel: 'mentions' });
    expect(membership.status).toBe(200);
    onLive(() => {
      if (membership.status === 200) {
        expect(membership.data.data).toEqual({ roomId, userId: me, joined: true, role: 'admin', pinned: true, notificationLevel: 'mentions' });
      }
    });
    if (live) {
      const room = expectStatus(await sdk.getRoom(roomId), 200);
      expect(room.data.data!.membership).toMatchObject({ pinned: true, notificationLevel: 'mentions' });
    }

    // Eve (now a second admin, so not the last one) leaves, finds the open room again and rejoins.
    const left = await sdk.updateRoomMembership(roomId, { joined: false }, undefined, asEve);
    expect(left.status).toBe(200);
    onLive(() => {
      if (left.status === 200) expect(left.data.data).toMatchObject({ roomId, userId: eveId, joined: false, role: null });
    });
    if (live) {
      const eveMine = expectStatus(await sdk.listRooms({ limit: 200 }, asEve), 200);
      expect(eveMine.data.data!.map((r) => r.id)).not.toContain(roomId);
      const eveOpen = expectStatus(await sdk.listRooms({ scope: 'open', limit: 200 }, asEve), 200);
      expect(eveOpen.data.data!.find((r) => r.id === roomId)?.membership).toMatchObject({ joined: false, role: null });
    }
    const rejoined = await sdk.updateRoomMembership(roomId, { joined: true, notificationLevel: 'all' }, undefined, asEve);
    expect(rejoined.status).toBe(200);
    onLive(() => {
      if (rejoined.status === 200) expect(rejoined.data.data).toMatchObject({ userId: eveId, joined: true, notificationLevel: 'all' });
    });
    if (live) {
      const after = expectStatus(await sdk.listRoomMembers(roomId), 200);
      expect(after.data.data!.map((m) => m.userId).sort()).toEqual([me, eveId].sort());
    }
  });

  it('rooms: a direct-message room is one room per pair', async () => {
    const first = await sdk.createDmRoom({ userId: eveId });
    expect([200, 201]).toContain(first.status);
    if (first.status !== 201 && first.status !== 200) throw new Error('createDmRoom');
    dmId = first.data.data!.id;
    const again = await sdk.createDmRoom({ userId: eveId });
    expect([200, 201]).toContain(again.status);
    const fromEve = await sdk.createDmRoom({ userId: me }, undefined, asEve);
    expect([200, 201]).toContain(fromEve.status);
    onLive(() => {
      expect([first.status, again.status, fromEve.status]).toEqual([201, 200, 200]);
      expect(first.data.data).toMatchObject({ kind: 'dm', visibility: 'private', name: eveName, dmUserId: eveId, memberCount: 2, archived: false });
      if (again.status === 200) expect(again.data.data!.id).toBe(dmId);
      if (fromEve.status === 200) expect(fromEve.data.data).toMatchObject({ id: dmId, dmUserId: me });
    });
    if (live) {
      expect((await sdk.createDmRoom({ userId: 'me' })).status).toBe(400); // not with yourself
      expect((await sdk.updateRoom(dmId, { name: 'Renamed DM' })).status).toBe(422); // DMs cannot be edited
      const mine = expectStatus(await sdk.listRooms({ limit: 200 }), 200);
      expect(mine.data.data!.find((r) => r.id === dmId)).toMatchObject({ kind: 'dm', dmUserId: eveId });
      const open = expectStatus(await sdk.listRooms({ scope: 'open', limit: 200 }), 200);
      expect(open.data.data!.map((r) => r.id)).not.toContain(dmId);
    }
  });

  it('messages: post, reply (two levels), list, thread, mention notifies', async () => {
    const first = await sdk.createMessage({ roomId, body: `Shipping the ${token} checkout fix today, @"${eveName}"` });
    expect(first.status).toBe(201);
    if (first.status !== 201) throw new Error('createMessage');
    m1 = first.data.data!.id;
    onLive(() => {
      expect(first.data.data).toMatchObject({
        roomId,
        parentId: null,
        authorId: me,
        system: false,
        edited: false,
        deleted: false,
        pinned: false,
        pinnedAt: null,
        replyCount: 0,
        reactions: [],
      });
    });
    const r1 = await sdk.createMessage({ roomId, body: 'Which environment first?', parentId: m1 });
    expect(r1.status).toBe(201);
    if (r1.status !== 201) throw new Error('reply');
    reply1 = r1.data.data!.id;
    // replying to a reply attaches to its top-level message
    const r2 = await sdk.createMessage({ roomId, body: 'Staging, then production.', parentId: reply1 });
    expect(r2.status).toBe(201);
    if (r2.status !== 201) throw new Error('reply to reply');
    reply2 = r2.data.data!.id;
    const second = await sdk.createMessage({ roomId, body: 'Standup moves to 10:00' });
    expect(second.status).toBe(201);
    if (second.status !== 201) throw new Error('second message');
    m2 = second.data.data!.id;
    onLive(() => {
      expect(r1.data.data!.parentId).toBe(m1);
      expect(r2.data.data!.parentId).toBe(m1);
    });

    const list = await sdk.listMessages({ roomId, limit: 100 });
    expect(list.status).toBe(200);
    onLive(() => {
      if (list.status === 200) {
        const mine = list.data.data!.filter((m) => !m.system);
        expect(mine.map((m) => m.id)).toEqual([m2, m1]); // top-level only, newest first
        expect(mine.find((m) => m.id === m1)!.replyCount).toBe(2);
      }
    });
    const thread = await sdk.listMessageThread(m1);
    expect(thread.status).toBe(200);
    onLive(() => {
      if (thread.status === 200) expect(thread.data.data!.map((m) => m.id)).toEqual([reply1, reply2]); // oldest first
    });
    if (live) {
      const viaReply = expectStatus(await sdk.listMessageThread(reply2), 200); // a reply's id gives its top-level message's thread
      expect(viaReply.data.data!.map((m) => m.id)).toEqual([reply1, reply2]);
      const asMember = expectStatus(await sdk.listMessages({ roomId }, asEve), 200);
      expect(asMember.data.data!.map((m) => m.id)).toEqual(expect.arrayContaining([m1, m2]));
      const mentions = expectStatus(await sdk.listNotifications({ types: 'mention', limit: 200 }, asEve), 200);
      expect(mentions.data.data!.find((n) => n.entityId === m1)).toMatchObject({ type: 'mention', entityType: 'message', actorId: me });
    }
  });

  it('messages: pin and list pinned, react, search', async () => {
    const pinned = await sdk.setMessagePinned(m1, { pinned: true });
    expect(pinned.status).toBe(200);
    onLive(() => {
      if (pinned.status === 200) {
        expect(pinned.data.data).toMatchObject({ id: m1, pinned: true, pinnedBy: me });
        expect(pinned.data.data!.pinnedAt).toMatch(isoDate);
      }
    });
    const inRoom = await sdk.listPinnedMessages({ roomId });
    expect(inRoom.status).toBe(200);
    const everywhere = await sdk.listPinnedMessages();
    expect(everywhere.status).toBe(200);
    onLive(() => {
      if (inRoom.status === 200) expect(inRoom.data.data!.map((m) => m.id)).toEqual([m1]);
      if (everywhere.status === 200) expect(everywhere.data.data!.map((m) => m.id)).toContain(m1);
    });

    const thumbs = await sdk.setMessageReaction(m1, { emoji: '👍', on: true });
    expect(thumbs.status).toBe(200);
    const again = await sdk.setMessageReaction(m1, { emoji: '👍', on: true }); // absolute: no second reaction
    expect(again.status).toBe(200);
    const rocket = await sdk.setMessageReaction(m1, { emoji: ':rocket:', on: true });
    expect(rocket.status).toBe(200);
    onLive(() => {
      if (thumbs.status === 200) expect(thumbs.data.data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
      if (again.status === 200) expect(again.data.data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
      if (rocket.status === 200) {
        expect(rocket.data.data).toHaveLength(2);
        expect(rocket.data.data).toEqual(
          expect.arrayContaining([
            { emoji: '👍', count: 1, reactedByMe: true },
            { emoji: ':rocket:', count: 1, reactedByMe: true },
          ]),
        );
      }
    });
    if (live) {
      // Eve's reaction adds to the count; reactedByMe is per caller
      const byEve = expectStatus(await sdk.setMessageReaction(m1, { emoji: '👍', on: true }, undefined, asEve), 200);
      expect(byEve.data.data!.find((r) => r.emoji === '👍')).toEqual({ emoji: '👍', count: 2, reactedByMe: true });
      const off = expectStatus(await sdk.setMessageReaction(m1, { emoji: ':rocket:', on: false }), 200);
      expect(off.data.data).toEqual([{ emoji: '👍', count: 2, reactedByMe: true }]);
      const offEve = expectStatus(await sdk.setMessageReaction(m1, { emoji: '👍', on: false }, undefined, asEve), 200);
      expect(offEve.data.data).toEqual([{ emoji: '👍', count: 1, reactedByMe: false }]);
      const list = expectStatus(await sdk.listMessages({ roomId }), 200);
      expect(list.data.data!.find((m) => m.id === m1)!.reactions).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
    }

    // case-insensitive substring, in rooms the caller is a member of
    const found = await sdk.searchMessages({ query: token.toLowerCase() });
    expect(found.status).toBe(200);
    const byRoomAndAuthor = await sdk.searchMessages({ roomId, authorId: 'me' }); // no query: a filter suffices
    expect(byRoomAndAuthor.status).toBe(200);
    onLive(() => {
      if (found.status === 200) expect(found.data.data!.map((m) => m.id)).toEqual([m1]);
      if (byRoomAndAuthor.status === 200) expect(byRoomAndAuthor.data.data!.map((m) => m.id).sort()).toEqual([m1, m2, reply1, reply2].sort());
    });
    if (live) {
      expect((await sdk.searchMessages({ query: 'c' })).status).toBe(400); // under 2 characters without a filter
      const dm = expectStatus(await sdk.createMessage({ roomId: dmId, body: `About ${token}: can you review?` }), 201);
      const inDm = expectStatus(await sdk.searchMessages({ query: token, dmWith: eveId }), 200);
      expect(inDm.data.data!.map((m) => m.id)).toEqual([dm.data.data!.id]);
      const before = expectStatus(await sdk.searchMessages({ roomId, to: '2000-01-01T00:00:00Z' }), 200);
      expect(before.data.data).toEqual([]);
    }
  });

  it('messages: edit and delete (author only)', async () => {
    const edited = await sdk.updateMessage(m2, { body: 'Standup moves to 10:30' });
    expect(edited.status).toBe(200);
    onLive(() => {
      if (edited.status === 200) expect(edited.data.data).toMatchObject({ id: m2, body: 'Standup moves to 10:30', edited: true });
    });
    if (live) {
      expect((await sdk.updateMessage(m1, { body: 'Eve was here' }, undefined, asEve)).status).toBe(403);
      expect((await sdk.deleteMessage(m1, undefined, asEve)).status).toBe(403);
    }

    const deleted = await sdk.deleteMessage(m2);
    expect(deleted.status).toBe(200);
    const deletedReply = await sdk.deleteMessage(reply2);
    expect(deletedReply.status).toBe(200);
    const deletedTop = await sdk.deleteMessage(m1); // it has a reply left: it stays, empty, so the thread is readable
    expect(deletedTop.status).toBe(200);
    onLive(() => {
      if (deleted.status === 200) expect(deleted.data.data).toEqual({ id: m2, deleted: true });
      if (deletedTop.status === 200) expect(deletedTop.data.data).toEqual({ id: m1, deleted: true });
    });
    if (live) {
      const list = expectStatus(await sdk.listMessages({ roomId }), 200);
      const mine = list.data.data!.filter((m) => !m.system);
      expect(mine.map((m) => m.id)).toEqual([m1]);
      expect(mine[0]).toMatchObject({ deleted: true, body: '' });
      const thread = expectStatus(await sdk.listMessageThread(m1), 200);
      expect(thread.data.data!.map((m) => m.id)).toEqual([reply1]);
    }
  });

  it('rooms: archive last; an archived room is read-only', async () => {
    const archived = await sdk.archiveRoom(roomId);
    expect(archived.status).toBe(200);
    onLive(() => {
      if (archived.status === 200) {
        expect(archived.data.data).toMatchObject({ id: roomId, archived: true });
        expect(archived.data.data!.archivedAt).toMatch(isoDate);
        expect(archived.data.actions.map((a) => a.name)).not.toContain('archiveRoom');
      }
    });
    if (live && archived.status === 200) {
      const again = expectStatus(await sdk.archiveRoom(roomId), 200); // unchanged
      expect(again.data.data!.archivedAt).toBe(archived.data.data!.archivedAt);
      expect((await sdk.createMessage({ roomId, body: 'Too late' })).status).toBe(409);
      expect((await sdk.updateRoom(roomId, { name: 'Too late' })).status).toBe(409);
      expect((await sdk.setMessagePinned(reply1, { pinned: true })).status).toBe(409);
      expect((await sdk.archiveRoom(dmId)).status).toBe(422); // DMs cannot be archived
    }
  });

  it('splits the tags between the suite files: each tag in exactly one (contract-tests/lib/suiteTags.ts)', () => {
    expect(splitProblems()).toEqual([]);
    expect(suiteTags['rooms/collaboration.test.ts']).toEqual(['rooms', 'messages']);
  });

  it('exercises every operationId of the tags rooms and messages (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['rooms', 'messages']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
