/**
 * Rooms on the real server and a real Postgres (spec 2 §4.17): private-room invisibility, open rooms and joining,
 * DM idempotency under concurrency, membership applied in order, admin rules, archive as terminal.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { newOrg } from '../lib/orgs.js';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { envelope as expectStatus, failure as expectFailure, must, raw } from '../lib/sdkAs.js';
import { admin, ann, annabel, bob, cara, createRoom, dan, db, ids, org, post, setMembership, sorted, systemRoomId, useCollaborationOrg } from './_setup.js';

useCollaborationOrg();

describe('rooms: private invisibility and open rooms (spec 2 §4.17)', () => {
  it('a private room is 404 to a non-member of the same org on every read and write; unlisted for them', async () => {
    const room = await createRoom(admin, [ann.id], 'private');
    expect(room).toMatchObject({
      kind: 'group',
      visibility: 'private',
      memberCount: 2,
      createdBy: admin.id,
      archived: false,
      dmUserId: null,
      membership: { roomId: room.id, userId: admin.id, joined: true, role: 'admin', pinned: false, notificationLevel: 'all' },
    });
    const msg = await post(admin, room.id, 'Private plans');
    expect(expectStatus(await sdk.getRoom(room.id, ann.o), 200).data.membership).toMatchObject({ joined: true, role: 'member' });

    expectFailure(await sdk.getRoom(room.id, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.listRoomMembers(room.id, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.listMessages({ roomId: room.id }, bob.o), 404, 'NOT_FOUND', 'query.roomId');
    expectFailure(await sdk.createMessage({ roomId: room.id, body: 'Let me in' }, undefined, bob.o), 404, 'NOT_FOUND', 'body.roomId');
    expectFailure(await setMembership(bob, room.id, { joined: true }), 404, 'NOT_FOUND'); // a private room cannot be joined
    expectFailure(await sdk.listPinnedMessages({ roomId: room.id }, bob.o), 404, 'NOT_FOUND', 'query.roomId');
    expectFailure(await sdk.searchMessages({ roomId: room.id }, bob.o), 404, 'NOT_FOUND', 'query.roomId');
    expectFailure(await sdk.listMessageThread(msg.id, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.setMessageReaction(msg.id, { emoji: '👀', on: true }, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    const missing = await sdk.getRoom(room.id, bob.o);
    expect(JSON.stringify(missing.data)).not.toContain(room.name); // the 404 does not leak the name
    for (const scope of ['mine', 'open'] as const) {
      expect(ids(expectStatus(await sdk.listRooms({ scope, limit: 200 }, bob.o), 200).data)).not.toContain(room.id);
    }
    // writes on the room itself are 404 too (not 403: nothing says it exists)
    expectFailure(await sdk.updateRoom(room.id, { name: 'Found it' }, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.archiveRoom(room.id, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.addRoomMember(room.id, { userId: 'me' }, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.removeRoomMember(room.id, 'me', undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await setMembership(bob, room.id, { pinned: true }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.updateMessage(msg.id, { body: 'x' }, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.setMessagePinned(msg.id, { pinned: true }, undefined, bob.o), 404, 'NOT_FOUND', 'path.id');
    // a member who leaves a private room loses sight of it
    expect(expectStatus(await setMembership(ann, room.id, { joined: false }), 200).data).toEqual({
      roomId: room.id,
      userId: ann.id,
      joined: false,
      role: null,
      pinned: false,
      notificationLevel: 'all',
    });
    expectFailure(await sdk.getRoom(room.id, ann.o), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.listMessages({ roomId: room.id }, ann.o), 404, 'NOT_FOUND', 'query.roomId');
  });

  it('an open room: visible, 403 on messages until joined through PATCH membership; scope=open lists it, scope=mine lists the system room', async () => {
    const room = await createRoom(admin, [ann.id], 'open');
    const seen = expectStatus(await sdk.getRoom(room.id, bob.o), 200);
    expect(seen.data.membership).toEqual({ roomId: room.id, userId: bob.id, joined: false, role: null, pinned: false, notificationLevel: 'all' });
    expect(seen.actions).toContainEqual(expect.objectContaining({ name: 'updateRoomMembership', body: { joined: true } }));
    expect(seen.actions.map((a) => a.name)).not.toContain('archiveRoom');

    const list = expectFailure(await sdk.listMessages({ roomId: room.id }, bob.o), 403, 'FORBIDDEN');
    expect(list.suggestion).toContain(`PATCH /api/v1/rooms/${room.id}/membership`);
    expect(list.suggestion).toContain('"joined": true');
    expectFailure(await sdk.createMessage({ roomId: room.id, body: 'Hello?' }, undefined, bob.o), 403, 'FORBIDDEN');

    const open = expectStatus(await sdk.listRooms({ scope: 'open', limit: 200 }, bob.o), 200).data;
    expect(open.find((r) => r.id === room.id)).toMatchObject({ kind: 'group', visibility: 'open', membership: { joined: false, role: null } });
    for (const r of open) expect([r.kind, r.visibility, r.archived]).toEqual(['group', 'open', false]);
    const mineBefore = expectStatus(await sdk.listRooms({ limit: 200 }, bob.o), 200).data;
    expect(ids(mineBefore)).not.toContain(room.id);
    const system = mineBefore.find((r) => r.kind === 'system');
    expect(system).toMatchObject({ id: systemRoomId, name: 'Announcements', membership: { joined: true } });
    expect(system?.memberCount).toBe(7); // every user of the org: Admin, Eng and the five named users
    const everyone = expectStatus(await sdk.listRoomMembers(systemRoomId, { limit: 200 }, bob.o), 200).data;
    expect(sorted(everyone.map((m) => m.userId))).toEqual(sorted([admin.id, org.engineerId, ann.id, annabel.id, bob.id, cara.id, dan.id]));
    expect(everyone.map((m) => m.name)).toEqual([...everyone.map((m) => m.name)].sort((x, y) => (x < y ? -1 : 1))); // by name

    const joined = expectStatus(await setMembership(bob, room.id, { joined: true }), 200);
    expect(joined.data).toEqual({ roomId: room.id, userId: bob.id, joined: true, role: 'member', pinned: false, notificationLevel: 'all' });
    expect(expectStatus(await sdk.listMessages({ roomId: room.id }, bob.o), 200).data).toEqual([]);
    const m = await post(bob, room.id, 'Hello, joined');
    expect(m).toMatchObject({ roomId: room.id, authorId: bob.id, authorName: 'Bob Ray', parentId: null, system: false });
    expect(ids(expectStatus(await sdk.listRooms({ scope: 'mine', limit: 200 }, bob.o), 200).data)).toContain(room.id);
    expect(expectStatus(await sdk.getRoom(room.id, admin.o), 200).data.memberCount).toBe(3);
  });

  it('creating a group room needs another member of the org', async () => {
    expectFailure(await sdk.createRoom({ name: 'Alone', memberIds: [admin.id] }, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION', 'body.memberIds');
    expectFailure(await sdk.createRoom({ name: 'Alone', memberIds: ['me'] }, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION', 'body.memberIds');
    expectFailure(await sdk.createRoom({ name: 'Nobody', memberIds: [] }, undefined, admin.o), 400, 'VALIDATION_FAILED', 'body.memberIds');
    const other = await newOrg('Collab stranger org');
    expectFailure(await sdk.createRoom({ name: 'Stranger', memberIds: [ann.id, other.engineerId] }, undefined, admin.o), 404, 'NOT_FOUND', 'body.memberIds.1');
  });
});

describe('rooms: direct messages (spec 2 §4.17)', () => {
  it('the same pair always gets the same room: 201, then 200 from either side', async () => {
    const first = await sdk.createDmRoom({ userId: bob.id }, undefined, admin.o);
    const room = expectStatus(first, 201).data;
    expect(room).toMatchObject({
      kind: 'dm',
      visibility: 'private',
      name: 'Bob Ray',
      dmUserId: bob.id,
      memberCount: 2,
      archived: false,
      membership: { joined: true, role: 'member' },
    });
    const again = expectStatus(await sdk.createDmRoom({ userId: bob.id }, undefined, admin.o), 200).data;
    expect(again?.id).toBe(room.id);
    const fromBob = expectStatus(await sdk.createDmRoom({ userId: admin.id }, undefined, bob.o), 200).data;
    expect(fromBob).toMatchObject({ id: room.id, name: 'Admin', dmUserId: admin.id });
    // A third user does not see it; scope=open never lists DMs.
    expectFailure(await sdk.getRoom(room.id, dan.o), 404, 'NOT_FOUND');
    expect(ids(expectStatus(await sdk.listRooms({ scope: 'open', limit: 200 }, admin.o), 200).data)).not.toContain(room.id);
    expect(expectStatus(await sdk.listRooms({ limit: 200 }, admin.o), 200).data.find((r) => r.id === room.id)).toMatchObject({
      kind: 'dm',
      dmUserId: bob.id,
    });
  });

  it('10 concurrent opens from both users of a pair make exactly one room', async () => {
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? sdk.createDmRoom({ userId: cara.id }, undefined, ann.o) : sdk.createDmRoom({ userId: ann.id }, undefined, cara.o),
    );
    const replies = await Promise.all(calls);
    for (const r of replies) expect([200, 201], JSON.stringify(r.data).slice(0, 400)).toContain(r.status);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(replies.map((r) => must(r).id)).size).toBe(1);
    const key = sorted([ann.id, cara.id]).join(':');
    const rows = await db('rooms').where({ org_id: org.orgId, kind: 'dm', dm_key: key }).count<{ count: string }[]>('* as count');
    expect(Number(rows[0].count)).toBe(1);
    const members = expectStatus(await sdk.listRoomMembers(must(replies[0]).id, undefined, ann.o), 200).data;
    expect(sorted(members.map((m) => m.userId))).toEqual(sorted([ann.id, cara.id]));
  });

  it("not with yourself (400), not with another org's user (404)", async () => {
    const me = expectFailure(await sdk.createDmRoom({ userId: 'me' }, undefined, admin.o), 400, 'VALIDATION_FAILED', 'body.userId');
    expect(me.suggestion).toMatch(/another user/);
    expectFailure(await sdk.createDmRoom({ userId: admin.id }, undefined, admin.o), 400, 'VALIDATION_FAILED', 'body.userId');
    const other = await newOrg('Collab DM other org');
    expectFailure(await sdk.createDmRoom({ userId: other.engineerId }, undefined, admin.o), 404, 'NOT_FOUND', 'body.userId');
    expectFailure(await sdk.createDmRoom({ userId: randomUUID() }, undefined, admin.o), 404, 'NOT_FOUND', 'body.userId');
  });
});

describe('rooms: membership, absolute and applied in the order join, pin, level, leave', () => {
  it('join, pin and mute in one call; pin then leave in one call; pinning needs membership', async () => {
    const room = await createRoom(admin, [ann.id]);
    const all = expectStatus(await setMembership(bob, room.id, { joined: true, pinned: true, notificationLevel: 'none' }), 200);
    expect(all.data).toEqual({ roomId: room.id, userId: bob.id, joined: true, role: 'member', pinned: true, notificationLevel: 'none' });
    expect(expectStatus(await sdk.getRoom(room.id, bob.o), 200).data.membership).toEqual(all.data);
    // absolute: the same values again change nothing
    expect(expectStatus(await setMembership(bob, room.id, { joined: true, pinned: true }), 200).data).toEqual(all.data);

    // pin is applied before leave: the call succeeds and ends outside the room
    const left = expectStatus(await setMembership(bob, room.id, { pinned: true, joined: false }), 200);
    expect(left.data).toMatchObject({ roomId: room.id, userId: bob.id, joined: false, role: null });
    expect(expectStatus(await sdk.listRoomMembers(room.id, undefined, admin.o), 200).data.map((m) => m.userId)).not.toContain(bob.id);
    // without the join, a pin is refused: the join above really ran first
    const pinOnly = expectFailure(await setMembership(bob, room.id, { pinned: true }), 403, 'FORBIDDEN');
    expect(pinOnly.suggestion).toMatch(/joined true/);
    // leaving when not a member is a no-op success
    expect(expectStatus(await setMembership(bob, room.id, { joined: false }), 200).data).toMatchObject({ joined: false, role: null });
  });

  it('the last admin cannot leave (422) until another admin exists; nobody leaves a DM or the system room (422)', async () => {
    const room = await createRoom(admin, [ann.id]);
    const last = expectFailure(await setMembership(admin, room.id, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');
    expect(last.suggestion).toContain('role admin');
    expect(expectStatus(await sdk.addRoomMember(room.id, { userId: ann.id, role: 'admin' }, undefined, admin.o), 200).data).toMatchObject({
      userId: ann.id,
      role: 'admin',
    });
    expect(expectStatus(await setMembership(admin, room.id, { joined: false }), 200).data).toMatchObject({ joined: false, role: null });
    // Ann is now the last admin
    expectFailure(await setMembership(ann, room.id, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');

    const dm = expectStatus(await sdk.createDmRoom({ userId: dan.id }, undefined, admin.o), 201).data;
    expectFailure(await setMembership(admin, dm.id, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');
    expectFailure(await setMembership(admin, dm.id, { pinned: true, joined: false }), 422, 'BUSINESS_RULE_VIOLATION');
    // the refused call changed nothing, also not the pin it applied first
    expect(expectStatus(await sdk.getRoom(dm.id, admin.o), 200).data.membership).toMatchObject({ joined: true, pinned: false });
    expectFailure(await setMembership(dan, systemRoomId, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');

    // The system room keeps a pin and a level for its implicit members.
    const sys = expectStatus(await setMembership(dan, systemRoomId, { pinned: true, notificationLevel: 'all' }), 200).data;
    expect(sys).toEqual({ roomId: systemRoomId, userId: dan.id, joined: true, role: 'member', pinned: true, notificationLevel: 'all' });
    expect(expectStatus(await sdk.getRoom(systemRoomId, dan.o), 200).data.membership).toEqual(sys);
  });
});

describe('rooms: admin rules and archive (spec 2 §4.17)', () => {
  it('only admins edit, archive and add; admins remove others but not themselves; members remove themselves; adds are idempotent', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    expectFailure(await sdk.updateRoom(room.id, { name: 'Mine now' }, undefined, ann.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.archiveRoom(room.id, undefined, ann.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.addRoomMember(room.id, { userId: cara.id }, undefined, ann.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.removeRoomMember(room.id, bob.id, undefined, ann.o), 403, 'FORBIDDEN');

    const self = expectFailure(await sdk.removeRoomMember(room.id, 'me', undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION');
    expect(self.suggestion).toContain('role admin');
    expectFailure(await sdk.removeRoomMember(room.id, admin.id, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION');
    expectFailure(await sdk.addRoomMember(room.id, { userId: 'me', role: 'member' }, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION'); // nor demote themself

    expect(expectStatus(await sdk.removeRoomMember(room.id, 'me', undefined, bob.o), 200).data).toEqual({ roomId: room.id, userId: bob.id, deleted: true });
    expectFailure(await sdk.removeRoomMember(room.id, bob.id, undefined, admin.o), 404, 'NOT_FOUND', 'path.userId');

    const added = expectStatus(await sdk.addRoomMember(room.id, { userId: cara.id }, undefined, admin.o), 201).data;
    expect(added).toMatchObject({ roomId: room.id, userId: cara.id, name: 'Cara Diaz', role: 'member' });
    const again = expectStatus(await sdk.addRoomMember(room.id, { userId: cara.id }, undefined, admin.o), 200).data;
    expect(again).toEqual(added);
    expect(expectStatus(await sdk.removeRoomMember(room.id, cara.id, undefined, admin.o), 200).data).toEqual({
      roomId: room.id,
      userId: cara.id,
      deleted: true,
    });

    const renamed = expectStatus(await sdk.updateRoom(room.id, { description: 'Now described' }, undefined, admin.o), 200).data;
    expect(renamed).toMatchObject({ name: room.name, description: 'Now described' });
    const members = expectStatus(await sdk.listRoomMembers(room.id, undefined, admin.o), 200).data;
    expect(Object.fromEntries(members.map((m) => [m.userId, m.role]))).toEqual({ [admin.id]: 'admin', [ann.id]: 'member' });
  });

  it('DMs and the system room refuse edit, archive and member changes (422)', async () => {
    const dm = expectStatus(await sdk.createDmRoom({ userId: annabel.id }, undefined, admin.o), 201).data;
    for (const id of [dm.id, systemRoomId]) {
      expectFailure(await sdk.updateRoom(id, { name: 'Renamed' }, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION');
      expectFailure(await sdk.archiveRoom(id, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION');
      expectFailure(await sdk.addRoomMember(id, { userId: cara.id }, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION');
    }
    expectFailure(await sdk.removeRoomMember(dm.id, annabel.id, undefined, admin.o), 422, 'BUSINESS_RULE_VIOLATION');
    expect(expectStatus(await sdk.getRoom(systemRoomId, admin.o), 200).data).toMatchObject({
      kind: 'system',
      name: 'Announcements',
      archived: false,
    });
  });

  it('archive is terminal: every write refused with 409, reads still work, archiving again returns it unchanged', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const top = await post(ann, room.id, 'Before the archive');
    const reply = await post(admin, room.id, 'A reply', top.id);
    const archived = expectStatus(await sdk.archiveRoom(room.id, undefined, admin.o), 200);
    expect(archived.data).toMatchObject({ id: room.id, archived: true });
    expect(archived.data.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(archived.actions.map((a) => a.name)).not.toContain('archiveRoom');
    const again = expectStatus(await sdk.archiveRoom(room.id, undefined, admin.o), 200).data;
    expect(again.archivedAt).toBe(archived.data.archivedAt);

    expectFailure(await sdk.createMessage({ roomId: room.id, body: 'Too late' }, undefined, ann.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.createMessage({ roomId: room.id, body: 'Too late', parentId: top.id }, undefined, ann.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.updateMessage(top.id, { body: 'Edited late' }, undefined, ann.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.deleteMessage(top.id, undefined, ann.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.setMessagePinned(top.id, { pinned: true }, undefined, bob.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.setMessageReaction(top.id, { emoji: '👍', on: true }, undefined, bob.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.addRoomMember(room.id, { userId: cara.id }, undefined, admin.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.removeRoomMember(room.id, bob.id, undefined, admin.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.updateRoom(room.id, { name: 'Renamed late' }, undefined, admin.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await setMembership(cara, room.id, { joined: true }), 409, 'INVALID_STATE_TRANSITION');

    expect(expectStatus(await sdk.getRoom(room.id, ann.o), 200).data).toMatchObject({ archived: true, membership: { joined: true } });
    expect(ids(expectStatus(await sdk.listMessages({ roomId: room.id }, ann.o), 200).data)).toEqual([top.id]);
    expect(ids(expectStatus(await sdk.listMessageThread(top.id, undefined, ann.o), 200).data)).toEqual([reply.id]);
    expect(expectStatus(await sdk.listRoomMembers(room.id, undefined, ann.o), 200).data).toHaveLength(3);
    expect(ids(expectStatus(await sdk.listRooms({ limit: 200 }, ann.o), 200).data)).toContain(room.id);
    // Leaving stays possible in an archived room, by DELETE of yourself as through the membership.
    expect(expectStatus(await sdk.removeRoomMember(room.id, 'me', undefined, bob.o), 200).data).toMatchObject({
      roomId: room.id,
      userId: bob.id,
      deleted: true,
    });
    expect(expectStatus(await sdk.listRoomMembers(room.id, undefined, ann.o), 200).data).toHaveLength(2);
    expect(ids(expectStatus(await sdk.listRooms({ scope: 'open', limit: 200 }, cara.o), 200).data)).not.toContain(room.id);
    // no hard delete: DELETE is no operation on a room, and the room stays
    // a method the document has no operation for: raw HTTP
    const del = await raw<ErrorEnvelope>(admin.key, 'DELETE', `/api/v1/rooms/${room.id}`);
    expect(del.status).toBe(405);
    expect(del.data.error.suggestion).toMatch(/GET or PATCH/);
    expect(expectStatus(await sdk.getRoom(room.id, admin.o), 200).data.archived).toBe(true);
  });
});
