/**
 * Rooms on the real server and a real Postgres (spec 2 §4.17): private-room invisibility, open rooms and joining,
 * DM idempotency under concurrency, membership applied in order, admin rules, archive as terminal.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { newOrg } from '../lib/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
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
    expect(expectStatus(await ann.api('GET', `/api/v1/rooms/${room.id}`), 200).data.membership).toMatchObject({ joined: true, role: 'member' });

    expectFailure(await bob.api('GET', `/api/v1/rooms/${room.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('GET', `/api/v1/rooms/${room.id}/members`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('GET', `/api/v1/messages?roomId=${room.id}`), 404, 'NOT_FOUND', 'query.roomId');
    expectFailure(await bob.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Let me in' }), 404, 'NOT_FOUND', 'body.roomId');
    expectFailure(await setMembership(bob, room.id, { joined: true }), 404, 'NOT_FOUND'); // a private room cannot be joined
    expectFailure(await bob.api('GET', `/api/v1/messages/pinned?roomId=${room.id}`), 404, 'NOT_FOUND', 'query.roomId');
    expectFailure(await bob.api('GET', `/api/v1/messages/search?roomId=${room.id}`), 404, 'NOT_FOUND', 'query.roomId');
    expectFailure(await bob.api('GET', `/api/v1/messages/${msg.id}/thread`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('POST', `/api/v1/messages/${msg.id}/reactions`, { emoji: '👀', on: true }), 404, 'NOT_FOUND', 'path.id');
    const missing = await bob.api('GET', `/api/v1/rooms/${room.id}`);
    expect(JSON.stringify(missing.body)).not.toContain(room.name); // the 404 does not leak the name
    for (const scope of ['mine', 'open']) {
      expect(ids(expectStatus(await bob.api('GET', `/api/v1/rooms?scope=${scope}&limit=200`), 200).data)).not.toContain(room.id);
    }
    // writes on the room itself are 404 too (not 403: nothing says it exists)
    expectFailure(await bob.api('PATCH', `/api/v1/rooms/${room.id}`, { name: 'Found it' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('POST', `/api/v1/rooms/${room.id}/archive`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: 'me' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('DELETE', `/api/v1/rooms/${room.id}/members/me`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await setMembership(bob, room.id, { pinned: true }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('PATCH', `/api/v1/messages/${msg.id}`, { body: 'x' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await bob.api('POST', `/api/v1/messages/${msg.id}/pinned`, { pinned: true }), 404, 'NOT_FOUND', 'path.id');
    // a member who leaves a private room loses sight of it
    expect(expectStatus(await setMembership(ann, room.id, { joined: false }), 200).data).toEqual({
      roomId: room.id,
      userId: ann.id,
      joined: false,
      role: null,
      pinned: false,
      notificationLevel: 'all',
    });
    expectFailure(await ann.api('GET', `/api/v1/rooms/${room.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 404, 'NOT_FOUND', 'query.roomId');
  });

  it('an open room: visible, 403 on messages until joined through PATCH membership; scope=open lists it, scope=mine lists the system room', async () => {
    const room = await createRoom(admin, [ann.id], 'open');
    const seen = expectStatus(await bob.api('GET', `/api/v1/rooms/${room.id}`), 200);
    expect(seen.data.membership).toEqual({ roomId: room.id, userId: bob.id, joined: false, role: null, pinned: false, notificationLevel: 'all' });
    expect(seen.actions).toContainEqual(expect.objectContaining({ name: 'updateRoomMembership', body: { joined: true } }));
    expect(seen.actions.map((a: any) => a.name)).not.toContain('archiveRoom');

    const list = expectFailure(await bob.api('GET', `/api/v1/messages?roomId=${room.id}`), 403, 'FORBIDDEN');
    expect(list.suggestion).toContain(`PATCH /api/v1/rooms/${room.id}/membership`);
    expect(list.suggestion).toContain('"joined": true');
    expectFailure(await bob.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Hello?' }), 403, 'FORBIDDEN');

    const open = expectStatus(await bob.api('GET', '/api/v1/rooms?scope=open&limit=200'), 200).data as any[];
    expect(open.find((r) => r.id === room.id)).toMatchObject({ kind: 'group', visibility: 'open', membership: { joined: false, role: null } });
    for (const r of open) expect([r.kind, r.visibility, r.archived]).toEqual(['group', 'open', false]);
    const mineBefore = expectStatus(await bob.api('GET', '/api/v1/rooms?limit=200'), 200).data as any[];
    expect(ids(mineBefore)).not.toContain(room.id);
    const system = mineBefore.find((r) => r.kind === 'system');
    expect(system).toMatchObject({ id: systemRoomId, name: 'Announcements', membership: { joined: true } });
    expect(system.memberCount).toBe(7); // every user of the org: Admin, Eng and the five named users
    const everyone = expectStatus(await bob.api('GET', `/api/v1/rooms/${systemRoomId}/members?limit=200`), 200).data as any[];
    expect(sorted(everyone.map((m) => m.userId))).toEqual(sorted([admin.id, org.engineerId, ann.id, annabel.id, bob.id, cara.id, dan.id]));
    expect(everyone.map((m) => m.name)).toEqual([...everyone.map((m) => m.name)].sort((x, y) => (x < y ? -1 : 1))); // by name

    const joined = expectStatus(await setMembership(bob, room.id, { joined: true }), 200);
    expect(joined.data).toEqual({ roomId: room.id, userId: bob.id, joined: true, role: 'member', pinned: false, notificationLevel: 'all' });
    expect(expectStatus(await bob.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data).toEqual([]);
    const m = await post(bob, room.id, 'Hello, joined');
    expect(m).toMatchObject({ roomId: room.id, authorId: bob.id, authorName: 'Bob Ray', parentId: null, system: false });
    expect(ids(expectStatus(await bob.api('GET', '/api/v1/rooms?scope=mine&limit=200'), 200).data)).toContain(room.id);
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${room.id}`), 200).data.memberCount).toBe(3);
  });

  it('creating a group room needs another member of the org', async () => {
    expectFailure(await admin.api('POST', '/api/v1/rooms', { name: 'Alone', memberIds: [admin.id] }), 422, 'BUSINESS_RULE_VIOLATION', 'body.memberIds');
    expectFailure(await admin.api('POST', '/api/v1/rooms', { name: 'Alone', memberIds: ['me'] }), 422, 'BUSINESS_RULE_VIOLATION', 'body.memberIds');
    expectFailure(await admin.api('POST', '/api/v1/rooms', { name: 'Nobody', memberIds: [] }), 400, 'VALIDATION_FAILED', 'body.memberIds');
    const other = await newOrg('Collab stranger org');
    expectFailure(await admin.api('POST', '/api/v1/rooms', { name: 'Stranger', memberIds: [ann.id, other.engineerId] }), 404, 'NOT_FOUND', 'body.memberIds.1');
  });
});

describe('rooms: direct messages (spec 2 §4.17)', () => {
  it('the same pair always gets the same room: 201, then 200 from either side', async () => {
    const first = await admin.api('POST', '/api/v1/rooms/dm', { userId: bob.id });
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
    const again = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: bob.id }), 200).data;
    expect(again.id).toBe(room.id);
    const fromBob = expectStatus(await bob.api('POST', '/api/v1/rooms/dm', { userId: admin.id }), 200).data;
    expect(fromBob).toMatchObject({ id: room.id, name: 'Admin', dmUserId: admin.id });
    // A third user does not see it; scope=open never lists DMs.
    expectFailure(await dan.api('GET', `/api/v1/rooms/${room.id}`), 404, 'NOT_FOUND');
    expect(ids(expectStatus(await admin.api('GET', '/api/v1/rooms?scope=open&limit=200'), 200).data)).not.toContain(room.id);
    expect(expectStatus(await admin.api('GET', '/api/v1/rooms?limit=200'), 200).data.find((r: any) => r.id === room.id)).toMatchObject({
      kind: 'dm',
      dmUserId: bob.id,
    });
  });

  it('10 concurrent opens from both users of a pair make exactly one room', async () => {
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? ann.api('POST', '/api/v1/rooms/dm', { userId: cara.id }) : cara.api('POST', '/api/v1/rooms/dm', { userId: ann.id }),
    );
    const replies = await Promise.all(calls);
    for (const r of replies) expect([200, 201], JSON.stringify(r.body).slice(0, 400)).toContain(r.status);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    const key = sorted([ann.id, cara.id]).join(':');
    const rows = await db('rooms').where({ org_id: org.orgId, kind: 'dm', dm_key: key }).count<{ count: string }[]>('* as count');
    expect(Number(rows[0].count)).toBe(1);
    const members = expectStatus(await ann.api('GET', `/api/v1/rooms/${replies[0].body.data.id}/members`), 200).data;
    expect(sorted(members.map((m: any) => m.userId))).toEqual(sorted([ann.id, cara.id]));
  });

  it("not with yourself (400), not with another org's user (404)", async () => {
    const me = expectFailure(await admin.api('POST', '/api/v1/rooms/dm', { userId: 'me' }), 400, 'VALIDATION_FAILED', 'body.userId');
    expect(me.suggestion).toMatch(/another user/);
    expectFailure(await admin.api('POST', '/api/v1/rooms/dm', { userId: admin.id }), 400, 'VALIDATION_FAILED', 'body.userId');
    const other = await newOrg('Collab DM other org');
    expectFailure(await admin.api('POST', '/api/v1/rooms/dm', { userId: other.engineerId }), 404, 'NOT_FOUND', 'body.userId');
    expectFailure(await admin.api('POST', '/api/v1/rooms/dm', { userId: randomUUID() }), 404, 'NOT_FOUND', 'body.userId');
  });
});

describe('rooms: membership, absolute and applied in the order join, pin, level, leave', () => {
  it('join, pin and mute in one call; pin then leave in one call; pinning needs membership', async () => {
    const room = await createRoom(admin, [ann.id]);
    const all = expectStatus(await setMembership(bob, room.id, { joined: true, pinned: true, notificationLevel: 'none' }), 200);
    expect(all.data).toEqual({ roomId: room.id, userId: bob.id, joined: true, role: 'member', pinned: true, notificationLevel: 'none' });
    expect(expectStatus(await bob.api('GET', `/api/v1/rooms/${room.id}`), 200).data.membership).toEqual(all.data);
    // absolute: the same values again change nothing
    expect(expectStatus(await setMembership(bob, room.id, { joined: true, pinned: true }), 200).data).toEqual(all.data);

    // pin is applied before leave: the call succeeds and ends outside the room
    const left = expectStatus(await setMembership(bob, room.id, { pinned: true, joined: false }), 200);
    expect(left.data).toMatchObject({ roomId: room.id, userId: bob.id, joined: false, role: null });
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${room.id}/members`), 200).data.map((m: any) => m.userId)).not.toContain(bob.id);
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
    expect(expectStatus(await admin.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: ann.id, role: 'admin' }), 200).data).toMatchObject({
      userId: ann.id,
      role: 'admin',
    });
    expect(expectStatus(await setMembership(admin, room.id, { joined: false }), 200).data).toMatchObject({ joined: false, role: null });
    // Ann is now the last admin
    expectFailure(await setMembership(ann, room.id, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');

    const dm = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: dan.id }), 201).data;
    expectFailure(await setMembership(admin, dm.id, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');
    expectFailure(await setMembership(admin, dm.id, { pinned: true, joined: false }), 422, 'BUSINESS_RULE_VIOLATION');
    // the refused call changed nothing, also not the pin it applied first
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${dm.id}`), 200).data.membership).toMatchObject({ joined: true, pinned: false });
    expectFailure(await setMembership(dan, systemRoomId, { joined: false }), 422, 'BUSINESS_RULE_VIOLATION');

    // The system room keeps a pin and a level for its implicit members.
    const sys = expectStatus(await setMembership(dan, systemRoomId, { pinned: true, notificationLevel: 'all' }), 200).data;
    expect(sys).toEqual({ roomId: systemRoomId, userId: dan.id, joined: true, role: 'member', pinned: true, notificationLevel: 'all' });
    expect(expectStatus(await dan.api('GET', `/api/v1/rooms/${systemRoomId}`), 200).data.membership).toEqual(sys);
  });
});

describe('rooms: admin rules and archive (spec 2 §4.17)', () => {
  it('only admins edit, archive and add; admins remove others but not themselves; members remove themselves; adds are idempotent', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    expectFailure(await ann.api('PATCH', `/api/v1/rooms/${room.id}`, { name: 'Mine now' }), 403, 'FORBIDDEN');
    expectFailure(await ann.api('POST', `/api/v1/rooms/${room.id}/archive`), 403, 'FORBIDDEN');
    expectFailure(await ann.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: cara.id }), 403, 'FORBIDDEN');
    expectFailure(await ann.api('DELETE', `/api/v1/rooms/${room.id}/members/${bob.id}`), 403, 'FORBIDDEN');

    const self = expectFailure(await admin.api('DELETE', `/api/v1/rooms/${room.id}/members/me`), 422, 'BUSINESS_RULE_VIOLATION');
    expect(self.suggestion).toContain('role admin');
    expectFailure(await admin.api('DELETE', `/api/v1/rooms/${room.id}/members/${admin.id}`), 422, 'BUSINESS_RULE_VIOLATION');
    expectFailure(await admin.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: 'me', role: 'member' }), 422, 'BUSINESS_RULE_VIOLATION'); // nor demote themself

    expect(expectStatus(await bob.api('DELETE', `/api/v1/rooms/${room.id}/members/me`), 200).data).toEqual({ roomId: room.id, userId: bob.id, deleted: true });
    expectFailure(await admin.api('DELETE', `/api/v1/rooms/${room.id}/members/${bob.id}`), 404, 'NOT_FOUND', 'path.userId');

    const added = expectStatus(await admin.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: cara.id }), 201).data;
    expect(added).toMatchObject({ roomId: room.id, userId: cara.id, name: 'Cara Diaz', role: 'member' });
    const again = expectStatus(await admin.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: cara.id }), 200).data;
    expect(again).toEqual(added);
    expect(expectStatus(await admin.api('DELETE', `/api/v1/rooms/${room.id}/members/${cara.id}`), 200).data).toEqual({
      roomId: room.id,
      userId: cara.id,
      deleted: true,
    });

    const renamed = expectStatus(await admin.api('PATCH', `/api/v1/rooms/${room.id}`, { description: 'Now described' }), 200).data;
    expect(renamed).toMatchObject({ name: room.name, description: 'Now described' });
    const members = expectStatus(await admin.api('GET', `/api/v1/rooms/${room.id}/members`), 200).data;
    expect(Object.fromEntries(members.map((m: any) => [m.userId, m.role]))).toEqual({ [admin.id]: 'admin', [ann.id]: 'member' });
  });

  it('DMs and the system room refuse edit, archive and member changes (422)', async () => {
    const dm = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: annabel.id }), 201).data;
    for (const id of [dm.id, systemRoomId]) {
      expectFailure(await admin.api('PATCH', `/api/v1/rooms/${id}`, { name: 'Renamed' }), 422, 'BUSINESS_RULE_VIOLATION');
      expectFailure(await admin.api('POST', `/api/v1/rooms/${id}/archive`), 422, 'BUSINESS_RULE_VIOLATION');
      expectFailure(await admin.api('POST', `/api/v1/rooms/${id}/members`, { userId: cara.id }), 422, 'BUSINESS_RULE_VIOLATION');
    }
    expectFailure(await admin.api('DELETE', `/api/v1/rooms/${dm.id}/members/${annabel.id}`), 422, 'BUSINESS_RULE_VIOLATION');
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${systemRoomId}`), 200).data).toMatchObject({
      kind: 'system',
      name: 'Announcements',
      archived: false,
    });
  });

  it('archive is terminal: every write refused with 409, reads still work, archiving again returns it unchanged', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const top = await post(ann, room.id, 'Before the archive');
    const reply = await post(admin, room.id, 'A reply', top.id);
    const archived = expectStatus(await admin.api('POST', `/api/v1/rooms/${room.id}/archive`), 200);
    expect(archived.data).toMatchObject({ id: room.id, archived: true });
    expect(archived.data.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(archived.actions.map((a: any) => a.name)).not.toContain('archiveRoom');
    const again = expectStatus(await admin.api('POST', `/api/v1/rooms/${room.id}/archive`), 200).data;
    expect(again.archivedAt).toBe(archived.data.archivedAt);

    expectFailure(await ann.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Too late' }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await ann.api('POST', '/api/v1/messages', { roomId: room.id, body: 'Too late', parentId: top.id }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await ann.api('PATCH', `/api/v1/messages/${top.id}`, { body: 'Edited late' }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await ann.api('DELETE', `/api/v1/messages/${top.id}`), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await bob.api('POST', `/api/v1/messages/${top.id}/pinned`, { pinned: true }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await bob.api('POST', `/api/v1/messages/${top.id}/reactions`, { emoji: '👍', on: true }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: cara.id }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin.api('DELETE', `/api/v1/rooms/${room.id}/members/${bob.id}`), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin.api('PATCH', `/api/v1/rooms/${room.id}`, { name: 'Renamed late' }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await setMembership(cara, room.id, { joined: true }), 409, 'INVALID_STATE_TRANSITION');

    expect(expectStatus(await ann.api('GET', `/api/v1/rooms/${room.id}`), 200).data).toMatchObject({ archived: true, membership: { joined: true } });
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data)).toEqual([top.id]);
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 200).data)).toEqual([reply.id]);
    expect(expectStatus(await ann.api('GET', `/api/v1/rooms/${room.id}/members`), 200).data).toHaveLength(3);
    expect(ids(expectStatus(await ann.api('GET', '/api/v1/rooms?limit=200'), 200).data)).toContain(room.id);
    // Leaving stays possible in an archived room, by DELETE of yourself as through the membership.
    expect(expectStatus(await bob.api('DELETE', `/api/v1/rooms/${room.id}/members/me`), 200).data).toMatchObject({
      roomId: room.id,
      userId: bob.id,
      deleted: true,
    });
    expect(expectStatus(await ann.api('GET', `/api/v1/rooms/${room.id}/members`), 200).data).toHaveLength(2);
    expect(ids(expectStatus(await cara.api('GET', '/api/v1/rooms?scope=open&limit=200'), 200).data)).not.toContain(room.id);
    // no hard delete: DELETE is no operation on a room, and the room stays
    const del = await admin.api('DELETE', `/api/v1/rooms/${room.id}`);
    expect(del.status).toBe(405);
    expect(del.body.error.suggestion).toMatch(/GET or PATCH/);
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${room.id}`), 200).data.archived).toBe(true);
  });
});
