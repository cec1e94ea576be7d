/**
 * Collaboration on the real server and a real Postgres (spec 2 §4.17, spec 1 §2.10): rooms (private-room
 * invisibility, open rooms and joining, DM idempotency under concurrency, membership ordering, admin rules, archive
 * as terminal), messages (two-level threads and tombstones, author-only edits, system-message protection, search
 * filters and the 2-character rule over the trigram index, reactions, the 100-per-page limit), comments (order,
 * paging, one reply level, archive by author or entity owner, refs, the entity's read capability), mentions and
 * room notification levels without leaks, tenancy, idempotency, batch, and the same operations over MCP.
 *
 * Everything runs in orgs of its own (newOrg), with named users so that mentions can be told apart:
 * "Admin" (org admin), "Ann Lee" (pm), "Annabel Stone" (engineer: `@Ann` is ambiguous), "Bob Ray" (engineer),
 * "Cara Diaz" (sales), "Dan Ortiz" (operations).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client, } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { compactListBody } from '../../src/mcp/shape.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;
interface Person { id: string; key: string; api: Api; name: string }

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Person;
let ann: Person; // "Ann Lee", pm
let annabel: Person; // "Annabel Stone", engineer
let bob: Person; // "Bob Ray", engineer
let cara: Person; // "Cara Diaz", sales
let dan: Person; // "Dan Ortiz", operations
let systemRoomId: string;
const tag = () => Math.random().toString(36).slice(2, 8);

async function person(role: Parameters<typeof newUser>[1], name: string): Promise<Person> {
  const u = await newUser(org.orgId, role, name);
  return { id: u.userId, key: u.apiKey, api: client(u.apiKey), name };
}

async function createRoom(by: Person, memberIds: string[], visibility: 'open' | 'private' = 'open', name = `Room ${tag()}`) {
  return expectStatus(await by.api('POST', '/api/v1/rooms', { name, visibility, memberIds }), 201).data;
}
async function post(by: Person, roomId: string, body: string, parentId?: string) {
  return expectStatus(await by.api('POST', '/api/v1/messages', { roomId, body, ...(parentId ? { parentId } : {}) }), 201).data;
}
async function setMembership(by: Person, roomId: string, body: Record<string, unknown>) {
  return by.api('PATCH', `/api/v1/rooms/${roomId}/membership`, body);
}
/** The caller's notifications (newest 200), optionally of one type and about one entity. */
async function inbox(p: Person, filter: { type?: string; entityId?: string } = {}) {
  const list = expectStatus(await p.api('GET', '/api/v1/notifications?limit=200'), 200).data as any[];
  return list.filter((n) => (!filter.type || n.type === filter.type) && (!filter.entityId || n.entityId === filter.entityId));
}
const ids = (list: any[]) => list.map((x) => x.id);
const sorted = (list: string[]) => [...list].sort();

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Collaboration org');
  admin = { id: org.userId, key: org.apiKey, api: client(org.apiKey), name: 'Admin' };
  ann = await person('pm', 'Ann Lee');
  annabel = await person('engineer', 'Annabel Stone');
  bob = await person('engineer', 'Bob Ray');
  cara = await person('sales', 'Cara Diaz');
  dan = await person('operations', 'Dan Ortiz');
  const mine = expectStatus(await admin.api('GET', '/api/v1/rooms?limit=200'), 200).data as any[];
  systemRoomId = mine.find((r) => r.kind === 'system').id;
});
afterAll(async () => {
  await db?.destroy();
});

describe('rooms: private invisibility and open rooms (spec 2 §4.17)', () => {
  it('a private room is 404 to a non-member of the same org on every read and write; unlisted for them', async () => {
    const room = await createRoom(admin, [ann.id], 'private');
    expect(room).toMatchObject({ kind: 'group', visibility: 'private', memberCount: 2, createdBy: admin.id, archived: false, dmUserId: null,
      membership: { roomId: room.id, userId: admin.id, joined: true, role: 'admin', pinned: false, notificationLevel: 'all' } });
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
    expect(expectStatus(await setMembership(ann, room.id, { joined: false }), 200).data).toEqual({ roomId: room.id, userId: ann.id, joined: false, role: null, pinned: false, notificationLevel: 'all' });
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
    expect(room).toMatchObject({ kind: 'dm', visibility: 'private', name: 'Bob Ray', dmUserId: bob.id, memberCount: 2, archived: false,
      membership: { joined: true, role: 'member' } });
    const again = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: bob.id }), 200).data;
    expect(again.id).toBe(room.id);
    const fromBob = expectStatus(await bob.api('POST', '/api/v1/rooms/dm', { userId: admin.id }), 200).data;
    expect(fromBob).toMatchObject({ id: room.id, name: 'Admin', dmUserId: admin.id });
    // A third user does not see it; scope=open never lists DMs.
    expectFailure(await dan.api('GET', `/api/v1/rooms/${room.id}`), 404, 'NOT_FOUND');
    expect(ids(expectStatus(await admin.api('GET', '/api/v1/rooms?scope=open&limit=200'), 200).data)).not.toContain(room.id);
    expect(expectStatus(await admin.api('GET', '/api/v1/rooms?limit=200'), 200).data.find((r: any) => r.id === room.id)).toMatchObject({ kind: 'dm', dmUserId: bob.id });
  });

  it('10 concurrent opens from both users of a pair make exactly one room', async () => {
    const calls = Array.from({ length: 10 }, (_, i) => (i % 2 ? ann.api('POST', '/api/v1/rooms/dm', { userId: cara.id }) : cara.api('POST', '/api/v1/rooms/dm', { userId: ann.id })));
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

  it('not with yourself (400), not with another org\'s user (404)', async () => {
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
    expect(expectStatus(await admin.api('POST', `/api/v1/rooms/${room.id}/members`, { userId: ann.id, role: 'admin' }), 200).data).toMatchObject({ userId: ann.id, role: 'admin' });
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
    expect(expectStatus(await admin.api('DELETE', `/api/v1/rooms/${room.id}/members/${cara.id}`), 200).data).toEqual({ roomId: room.id, userId: cara.id, deleted: true });

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
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${systemRoomId}`), 200).data).toMatchObject({ kind: 'system', name: 'Announcements', archived: false });
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
    expect(expectStatus(await bob.api('DELETE', `/api/v1/rooms/${room.id}/members/me`), 200).data).toMatchObject({ roomId: room.id, userId: bob.id, deleted: true });
    expect(expectStatus(await ann.api('GET', `/api/v1/rooms/${room.id}/members`), 200).data).toHaveLength(2);
    expect(ids(expectStatus(await cara.api('GET', '/api/v1/rooms?scope=open&limit=200'), 200).data)).not.toContain(room.id);
    // no hard delete: DELETE is no operation on a room, and the room stays
    const del = await admin.api('DELETE', `/api/v1/rooms/${room.id}`);
    expect(del.status).toBe(405);
    expect(del.body.error.suggestion).toMatch(/GET or PATCH/);
    expect(expectStatus(await admin.api('GET', `/api/v1/rooms/${room.id}`), 200).data.archived).toBe(true);
  });
});

describe('messages: two-level threads and tombstones', () => {
  it('a reply to a reply attaches to the top-level message; threads oldest first and paged; replyCount; lists newest first', async () => {
    const room = await createRoom(admin, [ann.id]);
    const top = await post(admin, room.id, 'Top-level');
    expect(top).toMatchObject({ parentId: null, replyCount: 0, edited: false, deleted: false, pinned: false, pinnedAt: null, pinnedBy: null, reactions: [] });
    const r1 = await post(ann, room.id, 'First reply', top.id);
    const r2 = await post(admin, room.id, 'Reply to the reply', r1.id);
    const r3 = await post(admin, room.id, 'Reply to the reply of a reply', r2.id);
    expect([r1.parentId, r2.parentId, r3.parentId]).toEqual([top.id, top.id, top.id]);
    const top2 = await post(ann, room.id, 'Second top-level');

    const list = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data;
    expect(ids(list)).toEqual([top2.id, top.id]); // top-level only, newest first
    expect(list.map((m: any) => m.replyCount)).toEqual([0, 3]);

    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 200).data)).toEqual([r1.id, r2.id, r3.id]);
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${r2.id}/thread`), 200).data)).toEqual([r1.id, r2.id, r3.id]);
    const page1 = expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread?limit=2`), 200);
    expect(ids(page1.data)).toEqual([r1.id, r2.id]);
    expect(page1.pagination.hasMore).toBe(true);
    const page2 = expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread?limit=2&cursor=${encodeURIComponent(page1.pagination.cursor)}`), 200);
    expect(ids(page2.data)).toEqual([r3.id]);
    expect(page2.pagination.hasMore).toBe(false);

    const listPage = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}&limit=1`), 200);
    expect(ids(listPage.data)).toEqual([top2.id]);
    const listNext = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}&limit=1&cursor=${encodeURIComponent(listPage.pagination.cursor)}`), 200);
    expect(ids(listNext.data)).toEqual([top.id]);

    // a parent from another room is not a parent here
    const elsewhere = await createRoom(admin, [ann.id]);
    expectFailure(await admin.api('POST', '/api/v1/messages', { roomId: elsewhere.id, body: 'x', parentId: top.id }), 404, 'NOT_FOUND', 'body.parentId');
  });

  it('a deleted top-level message with replies stays as a tombstone; its thread stays readable; the last reply takes it away', async () => {
    const room = await createRoom(admin, [ann.id]);
    const top = await post(admin, room.id, 'Soon a tombstone');
    const r1 = await post(ann, room.id, 'Reply one', top.id);
    const r2 = await post(admin, room.id, 'Reply two', top.id);
    const lone = await post(admin, room.id, 'No replies');

    expect(expectStatus(await admin.api('DELETE', `/api/v1/messages/${top.id}`), 200).data).toEqual({ id: top.id, deleted: true });
    expect(expectStatus(await admin.api('DELETE', `/api/v1/messages/${lone.id}`), 200).data).toEqual({ id: lone.id, deleted: true });
    const list = expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data;
    expect(ids(list)).toEqual([top.id]); // the lone message is gone; the tombstone stays
    expect(list[0]).toMatchObject({ deleted: true, body: '', replyCount: 2, pinned: false });
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 200).data)).toEqual([r1.id, r2.id]);
    // a tombstone takes no edits, and can still be replied to (its thread lives on)
    expectFailure(await admin.api('PATCH', `/api/v1/messages/${top.id}`, { body: 'Back' }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin.api('DELETE', `/api/v1/messages/${top.id}`), 409, 'INVALID_STATE_TRANSITION');

    expectStatus(await ann.api('DELETE', `/api/v1/messages/${r1.id}`), 200);
    expectStatus(await admin.api('DELETE', `/api/v1/messages/${r2.id}`), 200);
    expect(expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data).toEqual([]);
    expectFailure(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('messages: author-only edits and system messages', () => {
  it('only the author edits or deletes (403 for others); an edit sets edited', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const m = await post(ann, room.id, 'Ann wrote this');
    expect(m.edited).toBe(false);
    const byBob = expectFailure(await bob.api('PATCH', `/api/v1/messages/${m.id}`, { body: 'Bob rewrote it' }), 403, 'FORBIDDEN');
    expect(byBob.suggestion).toContain('parentId');
    expectFailure(await admin.api('PATCH', `/api/v1/messages/${m.id}`, { body: 'Even the room admin cannot' }), 403, 'FORBIDDEN');
    expectFailure(await bob.api('DELETE', `/api/v1/messages/${m.id}`), 403, 'FORBIDDEN');
    expectFailure(await admin.api('DELETE', `/api/v1/messages/${m.id}`), 403, 'FORBIDDEN');
    const edited = expectStatus(await ann.api('PATCH', `/api/v1/messages/${m.id}`, { body: 'Ann rewrote this' }), 200).data;
    expect(edited).toMatchObject({ id: m.id, body: 'Ann rewrote this', edited: true, authorId: ann.id });
    expect(expectStatus(await bob.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0]).toMatchObject({ id: m.id, body: 'Ann rewrote this', edited: true });
    // pinning is for any member
    const pinned = expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/pinned`, { pinned: true }), 200).data;
    expect(pinned).toMatchObject({ pinned: true, pinnedBy: bob.id });
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/pinned?roomId=${room.id}`), 200).data)).toEqual([m.id]);
    expect(ids(expectStatus(await ann.api('GET', '/api/v1/messages/pinned?limit=100'), 200).data)).toContain(m.id);
    expect(ids(expectStatus(await cara.api('GET', '/api/v1/messages/pinned?limit=100'), 200).data)).not.toContain(m.id); // not her room
    expect(expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/pinned`, { pinned: true }), 200).data.pinnedAt).toBe(pinned.pinnedAt); // absolute
    const later = await post(bob, room.id, 'Pinned later');
    expectStatus(await ann.api('POST', `/api/v1/messages/${later.id}/pinned`, { pinned: true }), 200);
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/pinned?roomId=${room.id}`), 200).data)).toEqual([later.id, m.id]); // most recently pinned first
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/pinned`, { pinned: false }), 200).data).toMatchObject({ pinned: false, pinnedAt: null, pinnedBy: null });
    expect(expectStatus(await ann.api('DELETE', `/api/v1/messages/${m.id}`), 200).data).toEqual({ id: m.id, deleted: true });
  });

  it('an opportunity decision posts a system message in the system room and a system comment; neither can be edited or deleted', async () => {
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Decided ${tag()}`, leadId: ann.id }), 201).data;
    // spec 1 §3.2 names cancelled too, but setOpportunityState offers backlog, in_progress and completed; completed is a decision
    expectStatus(await admin.api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' }), 200);

    const rooms = expectStatus(await bob.api('GET', '/api/v1/rooms?scope=mine&limit=200'), 200).data as any[];
    const system = rooms.find((r) => r.kind === 'system');
    expect(system.id).toBe(systemRoomId);
    const messages = expectStatus(await bob.api('GET', `/api/v1/messages?roomId=${system.id}`), 200).data as any[];
    const sysMsg = messages.find((m) => m.body.includes(opp.ref));
    expect(sysMsg).toMatchObject({ system: true, authorId: null, parentId: null, roomId: system.id });
    expect(sysMsg.body).toContain('completed');
    for (const who of [admin, bob]) {
      const edit = expectFailure(await who.api('PATCH', `/api/v1/messages/${sysMsg.id}`, { body: 'Rewritten history' }), 403, 'FORBIDDEN');
      expect(edit.message).toMatch(/System messages/);
      expectFailure(await who.api('DELETE', `/api/v1/messages/${sysMsg.id}`), 403, 'FORBIDDEN');
    }
    // members can reply to it in its thread
    const reply = await post(bob, system.id, 'Nice work', sysMsg.id);
    expect(reply.parentId).toBe(sysMsg.id);

    const comments = expectStatus(await bob.api('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`), 200).data as any[];
    const sysComment = comments.find((c) => c.system);
    expect(sysComment).toMatchObject({ system: true, authorId: null, entityType: 'opportunity', entityId: opp.id });
    expect(sysComment.body).toContain('completed');
    expect(sysComment.body).toContain(opp.ref);
    for (const who of [admin, ann]) {
      expectFailure(await who.api('PATCH', `/api/v1/comments/${sysComment.id}`, { body: 'Rewritten' }), 403, 'FORBIDDEN');
      expectFailure(await who.api('DELETE', `/api/v1/comments/${sysComment.id}`), 403, 'FORBIDDEN');
    }
  });

  it('a system message notifies members whose system-room level is all, and nobody at the default level', async () => {
    // Dan set the system room to all (membership test above); Cara keeps the default (mentions).
    expect(expectStatus(await setMembership(dan, systemRoomId, { notificationLevel: 'all' }), 200).data.notificationLevel).toBe('all');
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Announced ${tag()}` }), 201).data;
    expectStatus(await admin.api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' }), 200);
    const sysMsg = (expectStatus(await dan.api('GET', `/api/v1/messages?roomId=${systemRoomId}`), 200).data as any[]).find((m) => m.body.includes(opp.ref));
    expect(await inbox(dan, { type: 'message', entityId: sysMsg.id })).toEqual([expect.objectContaining({ entityType: 'message', actorId: null, linkUrl: `/api/v1/messages?roomId=${systemRoomId}` })]);
    expect(await inbox(cara, { entityId: sysMsg.id })).toEqual([]);
    // people may talk in the system room too: its default level (mentions) takes mentions only
    const said = await post(admin, systemRoomId, 'Welcome, @Cara');
    expect(await inbox(cara, { entityId: said.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    expect(await inbox(dan, { entityId: said.id })).toEqual([expect.objectContaining({ type: 'message' })]);
    expect(await inbox(bob, { entityId: said.id })).toEqual([]);
  });
});

describe('messages: search (spec 2 §4.17, §8)', () => {
  const token = `zircon${tag()}`;
  let s1: any; let s2: any; let dm: any;
  let a1: any; let a2: any; let a3: any; let a4: any; let a5: any;

  beforeAll(async () => {
    s1 = await createRoom(admin, [ann.id, bob.id]);
    s2 = await createRoom(admin, [cara.id], 'private');
    dm = (await admin.api('POST', '/api/v1/rooms/dm', { userId: bob.id })).body.data;
    a1 = await post(admin, s1.id, `The ${token.toUpperCase()} plan`);
    a2 = await post(ann, s1.id, `About ${token} later`);
    a3 = await post(admin, s2.id, `${token} is a secret`);
    a4 = await post(admin, dm.id, `Between us: ${token}`);
    a5 = await post(ann, s1.id, 'Nothing to see');
  });

  it('matches a case-insensitive substring, only in rooms the caller is a member of', async () => {
    const q = token.slice(2, 9); // a substring from inside the word
    expect(sorted(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${q}`), 200).data))).toEqual(sorted([a1.id, a2.id, a3.id, a4.id]));
    expect(sorted(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${token.toUpperCase()}`), 200).data))).toEqual(sorted([a1.id, a2.id, a3.id, a4.id]));
    expect(sorted(ids(expectStatus(await bob.api('GET', `/api/v1/messages/search?query=${token}`), 200).data))).toEqual(sorted([a1.id, a2.id, a4.id]));
    expect(ids(expectStatus(await cara.api('GET', `/api/v1/messages/search?query=${token}`), 200).data)).toEqual([a3.id]);
    expect(expectStatus(await dan.api('GET', `/api/v1/messages/search?query=${token}`), 200).data).toEqual([]);
    // an open room one has not joined is not searched either
    expect(expectStatus(await annabel.api('GET', `/api/v1/messages/search?query=${token}`), 200).data).toEqual([]);
    expectFailure(await annabel.api('GET', `/api/v1/messages/search?query=${token}&roomId=${s1.id}`), 403, 'FORBIDDEN');
    // case-insensitive beyond ASCII
    const room = await createRoom(admin, [ann.id]);
    const umlaut = await post(admin, room.id, `Ärger über ${tag()}`);
    for (const q of ['ärger', 'ÄRGER', 'ÜBER']) {
      expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(q)}&roomId=${room.id}`), 200).data)).toEqual([umlaut.id]);
    }
  });

  it('each filter narrows: roomId, authorId, dmWith, from, to', async () => {
    const search = async (params: string, who: Person = admin) => sorted(ids(expectStatus(await who.api('GET', `/api/v1/messages/search?query=${token}&${params}`), 200).data));
    expect(await search(`roomId=${s1.id}`)).toEqual(sorted([a1.id, a2.id]));
    expect(await search(`authorId=${ann.id}`)).toEqual([a2.id]);
    expect(await search('authorId=me')).toEqual(sorted([a1.id, a3.id, a4.id]));
    expect(await search(`dmWith=${bob.id}`)).toEqual([a4.id]);
    expect(await search(`dmWith=${admin.id}`, bob)).toEqual([a4.id]);
    expect(await search(`dmWith=${dan.id}`)).toEqual([]);
    expect(await search(`from=${encodeURIComponent(a3.createdAt)}`)).toEqual(sorted([a3.id, a4.id])); // inclusive
    expect(await search(`to=${encodeURIComponent(a2.createdAt)}`)).toEqual(sorted([a1.id, a2.id])); // inclusive
    expect(await search(`from=${encodeURIComponent(a2.createdAt)}&to=${encodeURIComponent(a3.createdAt)}`)).toEqual(sorted([a2.id, a3.id]));
    expect(await search(`roomId=${s1.id}&authorId=me`)).toEqual([a1.id]);
    expect(await search('to=2000-01-01T00:00:00Z')).toEqual([]);
    expectFailure(await admin.api('GET', `/api/v1/messages/search?query=${token}&from=${encodeURIComponent(a3.createdAt)}&to=${encodeURIComponent(a1.createdAt)}`), 400, 'VALIDATION_FAILED', 'query.from');
  });

  it('a query under 2 characters needs a filter (400 naming query.query); with one it is answered', async () => {
    const short = expectFailure(await admin.api('GET', '/api/v1/messages/search?query=z'), 400, 'VALIDATION_FAILED', 'query.query');
    expect(short.suggestion).toMatch(/2 or more characters/);
    expect(short.suggestion).toMatch(/roomId/);
    expectFailure(await admin.api('GET', '/api/v1/messages/search'), 400, 'VALIDATION_FAILED', 'query.query');
    expectFailure(await admin.api('GET', '/api/v1/messages/search?query=%20z%20'), 400, 'VALIDATION_FAILED', 'query.query');
    // one character with a filter: the substring still applies (a5 has no z)
    expect(sorted(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=z&roomId=${s1.id}`), 200).data))).toEqual(sorted([a1.id, a2.id]));
    // no query, a filter: every message of the filter, newest first
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?roomId=${s1.id}`), 200).data)).toEqual([a5.id, a2.id, a1.id]);
  });

  it('wildcards are literal, deleted messages are not found, at most 40 results', async () => {
    const w = `pct${tag()}`;
    const literal = await post(admin, s1.id, `${w}a%b literal`);
    await post(admin, s1.id, `${w}axxb wildcard`);
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(`${w}a%b`)}`), 200).data)).toEqual([literal.id]);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(`${w}a_b`)}`), 200).data).toEqual([]);
    expectStatus(await admin.api('DELETE', `/api/v1/messages/${literal.id}`), 200);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(`${w}a%b`)}`), 200).data).toEqual([]);

    const bulk = `bulk${tag()}`;
    const room = await createRoom(admin, [ann.id]);
    const batch = Array.from({ length: 45 }, (_, i) => ({ id: `m${i}`, method: 'POST', path: '/api/v1/messages', body: { roomId: room.id, body: `${bulk} number ${i}` } }));
    for (let i = 0; i < batch.length; i += 20) expectStatus(await admin.api('POST', '/api/v1/batch', { operations: batch.slice(i, i + 20) }), 207);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${bulk}&limit=40`), 200).data).toHaveLength(40);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${bulk}`), 200).data.length).toBeLessThanOrEqual(40);
    // best matches first: a whole-word match ranks above the query buried inside a longer word
    const rank = `rank${tag()}`;
    const buried = await post(admin, s1.id, `x${rank}y`);
    const whole = await post(admin, s1.id, `The ${rank} itself`);
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${rank}`), 200).data)).toEqual([whole.id, buried.id]);
    const over = expectFailure(await admin.api('GET', `/api/v1/messages/search?query=${bulk}&limit=41`), 400, 'VALIDATION_FAILED', 'query.limit');
    expect(over.suggestion).toContain('40');
  });

  it('the body substring predicate is served by the messages_body_trgm index, not a table scan', async () => {
    // As platform.test.ts does for global search: the test tables are small, so scans are priced out and the
    // predicate the search uses (ILIKE '%…%' on body) must be answerable from the trigram GIN index alone. (With an
    // org_id = … term added, the planner may prefer another org_id-leading index on a table this small.)
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const plan = (await trx.raw(`EXPLAIN SELECT id FROM messages WHERE body ILIKE ?`, [`%${token}%`])).rows
        .map((r: any) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on messages_body_trgm/);
      expect(plan).toMatch(/Index Cond: \(body ~~\* /);
      expect(plan).not.toMatch(/Seq Scan/);
      const def = (await trx.raw(`SELECT indexdef FROM pg_indexes WHERE indexname = 'messages_body_trgm'`)).rows[0]?.indexdef;
      expect(def).toMatch(/USING gin \(org_id, body gin_trgm_ops\)/); // org_id first (conventions: tenant tables)
    });
  });
});

describe('reactions: aggregates per caller', () => {
  it('on messages: counts, reactedByMe per caller, on:false removes, repeats do not double count', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const m = await post(admin, room.id, 'React to me');
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
    const two = expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 200).data;
    expect(two).toEqual([{ emoji: '👍', count: 2, reactedByMe: true }]);
    const rocket = expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: ':rocket:', on: true }), 200).data;
    expect(rocket).toHaveLength(2);
    expect(rocket).toEqual(expect.arrayContaining([{ emoji: '👍', count: 2, reactedByMe: true }, { emoji: ':rocket:', count: 1, reactedByMe: true }]));
    // as each caller sees it on the list
    const asAdmin = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0].reactions;
    expect(asAdmin).toEqual(expect.arrayContaining([{ emoji: '👍', count: 2, reactedByMe: false }, { emoji: ':rocket:', count: 1, reactedByMe: false }]));
    expect(asAdmin).toHaveLength(2);
    const asAnn = expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0].reactions;
    expect(asAnn).toEqual(expect.arrayContaining([{ emoji: '👍', count: 2, reactedByMe: true }, { emoji: ':rocket:', count: 1, reactedByMe: false }]));
    // off
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: false }), 200).data)
      .toEqual(expect.arrayContaining([{ emoji: '👍', count: 1, reactedByMe: false }, { emoji: ':rocket:', count: 1, reactedByMe: false }]));
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: false }), 200).data).toHaveLength(2); // absolute
    expect(expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: ':rocket:', on: false }), 200).data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
    expectFailure(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: 'two words', on: true }), 400, 'VALIDATION_FAILED', 'body.emoji');
    expectFailure(await cara.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 403, 'FORBIDDEN'); // open room, not joined
  });

  it('on comments: the same aggregate', async () => {
    const task = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: `Reacted ${tag()}` }), 201).data;
    const c = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'React here' }), 201).data;
    expect(expectStatus(await ann.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
    expect(expectStatus(await ann.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([{ emoji: '👍', count: 1, reactedByMe: true }]);
    expect(expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([{ emoji: '👍', count: 2, reactedByMe: true }]);
    const rocket = expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: ':rocket:', on: true }), 200).data;
    expect(rocket).toHaveLength(2);
    expect(rocket).toEqual(expect.arrayContaining([{ emoji: '👍', count: 2, reactedByMe: true }, { emoji: ':rocket:', count: 1, reactedByMe: true }]));
    const asAdmin = expectStatus(await admin.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 200).data.find((x: any) => x.id === c.id).reactions;
    expect(asAdmin).toHaveLength(2);
    expect(asAdmin).toEqual(expect.arrayContaining([{ emoji: '👍', count: 2, reactedByMe: false }, { emoji: ':rocket:', count: 1, reactedByMe: false }]));
    expect(expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: false }), 200).data)
      .toEqual(expect.arrayContaining([{ emoji: '👍', count: 1, reactedByMe: false }, { emoji: ':rocket:', count: 1, reactedByMe: true }]));
    expect(expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: ':rocket:', on: false }), 200).data).toEqual([{ emoji: '👍', count: 1, reactedByMe: false }]);
  });
});

describe('messages: page size (spec 2 §8)', () => {
  it('more than 100 per page is 400 naming limit, with a suggestion that says 100', async () => {
    const room = await createRoom(admin, [ann.id]);
    for (const path of [`/api/v1/messages?roomId=${room.id}&limit=101`, `/api/v1/messages?roomId=${room.id}&limit=200`]) {
      const err = expectFailure(await admin.api('GET', path), 400, 'VALIDATION_FAILED', 'query.limit');
      expect(err.suggestion).toMatch(/\b100\b/);
    }
    expect(expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}&limit=100`), 200).data).toEqual([]);
    const top = await post(admin, room.id, 'Threaded');
    expect(expectFailure(await admin.api('GET', `/api/v1/messages/${top.id}/thread?limit=101`), 400, 'VALIDATION_FAILED', 'query.limit').suggestion).toMatch(/\b100\b/);
    expect(expectFailure(await admin.api('GET', '/api/v1/messages/pinned?limit=101'), 400, 'VALIDATION_FAILED', 'query.limit').suggestion).toMatch(/\b100\b/);
  });
});

describe('mentions and notifications', () => {
  let room: any;
  beforeAll(async () => {
    // Ann and Annabel at level all (the default), Bob none, Cara mentions; Dan is not a member.
    room = await createRoom(admin, [ann.id, annabel.id, bob.id, cara.id]);
    expectStatus(await setMembership(bob, room.id, { notificationLevel: 'none' }), 200);
    expectStatus(await setMembership(cara, room.id, { notificationLevel: 'mentions' }), 200);
  });

  it('@"Full Name" and an unambiguous prefix notify with type mention and a link; others at level all get message', async () => {
    const m = await post(admin, room.id, 'Please check, @"ann lee"');
    const toAnn = await inbox(ann, { entityId: m.id });
    expect(toAnn).toEqual([expect.objectContaining({ type: 'mention', entityType: 'message', entityId: m.id, actorId: admin.id, linkUrl: `/api/v1/messages?roomId=${room.id}`, readAt: null })]);
    expect(toAnn[0].title).toContain('Admin mentioned you');
    expect(toAnn[0].body).toBe('Please check, @"ann lee"');
    expect(await inbox(annabel, { entityId: m.id })).toEqual([expect.objectContaining({ type: 'message', linkUrl: `/api/v1/messages?roomId=${room.id}` })]);
    expect(await inbox(bob, { entityId: m.id })).toEqual([]); // level none
    expect(await inbox(cara, { entityId: m.id })).toEqual([]); // level mentions, not mentioned
    expect(await inbox(admin, { entityId: m.id })).toEqual([]); // the author
    const self = await post(admin, room.id, 'Note to @Admin');
    expect(await inbox(admin, { entityId: self.id })).toEqual([]); // mentioning yourself notifies nobody

    const prefix = await post(admin, room.id, 'Thoughts, @annab?');
    expect(await inbox(annabel, { entityId: prefix.id })).toEqual([expect.objectContaining({ type: 'mention', entityId: prefix.id })]);
    expect(await inbox(ann, { entityId: prefix.id })).toEqual([expect.objectContaining({ type: 'message' })]);

    // a reply's link is its thread
    const reply = await post(admin, room.id, '@Cara see above', m.id);
    expect(await inbox(cara, { entityId: reply.id })).toEqual([expect.objectContaining({ type: 'mention', linkUrl: `/api/v1/messages/${m.id}/thread` })]);
  });

  it('an ambiguous (@Ann) or unknown (@Nobody) mention is text: the post succeeds and nobody is mentioned', async () => {
    const m = await post(admin, room.id, 'Hey @Ann and @Nobody, thoughts?');
    expect(m.body).toBe('Hey @Ann and @Nobody, thoughts?');
    for (const p of [ann, annabel, bob, cara, dan]) expect(await inbox(p, { type: 'mention', entityId: m.id })).toEqual([]);
    // level all still hears of the message itself
    expect(await inbox(ann, { entityId: m.id })).toEqual([expect.objectContaining({ type: 'message' })]);
    // an email address is no mention
    const mail = await post(admin, room.id, 'Write to bob@example.com');
    expect(await inbox(bob, { entityId: mail.id })).toEqual([]);
    expect(await inbox(ann, { type: 'mention', entityId: mail.id })).toEqual([]);
  });

  it('levels: none gets nothing, mentions gets only mentions, all gets message for ordinary posts', async () => {
    const plain = await post(ann, room.id, 'An ordinary update');
    expect(await inbox(admin, { entityId: plain.id })).toEqual([expect.objectContaining({ type: 'message', actorId: ann.id })]);
    expect(await inbox(annabel, { entityId: plain.id })).toEqual([expect.objectContaining({ type: 'message' })]);
    expect(await inbox(bob, { entityId: plain.id })).toEqual([]);
    expect(await inbox(cara, { entityId: plain.id })).toEqual([]);

    const named = await post(ann, room.id, '@Bob @Cara @Annabel please look');
    expect(await inbox(bob, { entityId: named.id })).toEqual([]); // none: not even a mention
    expect(await inbox(cara, { entityId: named.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    expect(await inbox(annabel, { entityId: named.id })).toEqual([expect.objectContaining({ type: 'mention' })]); // one, not also message
    expect(await inbox(admin, { entityId: named.id })).toEqual([expect.objectContaining({ type: 'message' })]);

    // an edit notifies mentions new to it, and sends no new message notifications
    const edited = expectStatus(await ann.api('PATCH', `/api/v1/messages/${plain.id}`, { body: 'An ordinary update, @Cara' }), 200).data;
    expect(edited.edited).toBe(true);
    expect(await inbox(cara, { entityId: plain.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    expect(await inbox(annabel, { entityId: plain.id })).toHaveLength(1);
  });

  it('mentioning someone who cannot read the room notifies nobody (no leak)', async () => {
    const secret = await createRoom(admin, [ann.id], 'private');
    const m = await post(admin, secret.id, 'Should @"Dan Ortiz" and @Bob know? @"Ann Lee" does');
    expect(await inbox(dan, { entityId: m.id })).toEqual([]);
    expect(await inbox(bob, { entityId: m.id })).toEqual([]);
    expect(await inbox(ann, { entityId: m.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    // a DM: only its two members
    const dm = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: cara.id }), 201).data;
    const inDm = await post(admin, dm.id, 'Just us, @Dan');
    expect(await inbox(dan, { entityId: inDm.id })).toEqual([]);
    expect(await inbox(cara, { entityId: inDm.id })).toEqual([expect.objectContaining({ type: 'message', title: 'Admin sent you a message' })]);
  });

  it('on comments: mentions notify with a link to the thread; a muted entity gets no mention; ambiguous ones nobody', async () => {
    const task = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: `Mentioned ${tag()}` }), 201).data;
    const c = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: '@"Bob Ray" can you take this?' }), 201).data;
    expect(await inbox(bob, { type: 'mention', entityId: task.id })).toEqual([expect.objectContaining({
      type: 'mention', entityType: 'task', entityId: task.id, actorId: admin.id, linkUrl: `/api/v1/comments?entityType=task&entityId=${task.id}`,
    })]);
    expect(c.body).toBe('@"Bob Ray" can you take this?');

    expect(expectStatus(await cara.api('POST', '/api/v1/subscriptions', { entityType: 'task', entityId: task.ref, subscribed: false }), 200).data.subscribed).toBe(false);
    expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: '@Cara and @Dan, FYI' }), 201);
    expect(await inbox(cara, { type: 'mention', entityId: task.id })).toEqual([]);
    expect(await inbox(dan, { type: 'mention', entityId: task.id })).toHaveLength(1);

    expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: '@Ann or @nobody?' }), 201);
    expect(await inbox(ann, { type: 'mention', entityId: task.id })).toEqual([]);
    expect(await inbox(annabel, { type: 'mention', entityId: task.id })).toEqual([]);

    // an edit adding a mention notifies the newly mentioned only
    const edited = expectStatus(await admin.api('PATCH', `/api/v1/comments/${c.id}`, { body: '@"Bob Ray" can you take this? cc @Annabel' }), 200).data;
    expect(edited.edited).toBe(true);
    expect(await inbox(annabel, { type: 'mention', entityId: task.id })).toHaveLength(1);
    expect(await inbox(bob, { type: 'mention', entityId: task.id })).toHaveLength(1);
  });
});

describe('comments on entities (spec 2 §4.17)', () => {
  let task: any;
  let c1: any; let c2: any; let c3: any; let c4: any;

  beforeAll(async () => {
    expectStatus(await admin.api('POST', '/api/v1/teams', { name: 'Engineering', prefix: 'ENG' }), 201);
    task = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: 'Commented task', teamId: 'ENG', ownerId: bob.id }), 201).data;
  });

  it('by ref (ENG-n) or UUID: oldest first, one reply level, paged with a cursor', async () => {
    expect(task.ref).toMatch(/^ENG-\d+$/);
    c1 = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'First' }), 201).data;
    expect(c1).toMatchObject({ entityType: 'task', entityId: task.id, parentId: null, authorId: admin.id, authorName: 'Admin', system: false, edited: false,
      archived: false, archivedAt: null, archivedBy: null, reactions: [] });
    c2 = expectStatus(await ann.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.id, body: 'Reply', parentId: c1.id }), 201).data;
    c3 = expectStatus(await cara.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Reply to the reply', parentId: c2.id }), 201).data;
    expect([c2.parentId, c3.parentId]).toEqual([c1.id, c1.id]);
    c4 = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Second' }), 201).data;

    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 200).data)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.id}`), 200).data)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    const page1 = expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&limit=2`), 200);
    expect(ids(page1.data)).toEqual([c1.id, c2.id]);
    expect(page1.pagination.hasMore).toBe(true);
    const page2 = expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&limit=2&cursor=${encodeURIComponent(page1.pagination.cursor)}`), 200);
    expect(ids(page2.data)).toEqual([c3.id, c4.id]);
    expect(page2.pagination.hasMore).toBe(false);

    // a parent on another entity is not a parent here
    const other = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: 'Other task' }), 201).data;
    expectFailure(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: other.ref, body: 'x', parentId: c1.id }), 404, 'NOT_FOUND', 'body.parentId');
    expectFailure(await admin.api('GET', '/api/v1/comments?entityType=task&entityId=ENG-99999'), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: 'ENG-99999', body: 'x' }), 404, 'NOT_FOUND', 'body.entityId');
    expect(expectFailure(await admin.api('GET', `/api/v1/comments?entityType=tsk&entityId=${task.ref}`), 400, 'VALIDATION_FAILED', 'query.entityType').details[0].message).toContain('task');
  });

  it('author-only edit and delete; archive by the author or the entity owner, not a third user; includeArchived', async () => {
    expectFailure(await ann.api('PATCH', `/api/v1/comments/${c1.id}`, { body: 'Not mine' }), 403, 'FORBIDDEN');
    expectFailure(await bob.api('DELETE', `/api/v1/comments/${c1.id}`), 403, 'FORBIDDEN'); // even the task owner
    expect(expectStatus(await admin.api('PATCH', `/api/v1/comments/${c4.id}`, { body: 'Second, edited' }), 200).data).toMatchObject({ id: c4.id, body: 'Second, edited', edited: true });

    const third = expectFailure(await dan.api('POST', `/api/v1/comments/${c4.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expect(third.suggestion).toContain(task.ref);
    const byOwner = expectStatus(await bob.api('POST', `/api/v1/comments/${c4.id}/archived`, { archived: true }), 200).data; // Bob owns the task
    expect(byOwner).toMatchObject({ id: c4.id, archived: true, archivedBy: bob.id });
    expect(byOwner.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 200).data)).toEqual([c1.id, c2.id, c3.id]);
    const all = expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&includeArchived=true`), 200).data;
    expect(ids(all)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(all[3]).toMatchObject({ archived: true, archivedBy: bob.id });
    // the author archives their own, and restores
    expect(expectStatus(await cara.api('POST', `/api/v1/comments/${c3.id}/archived`, { archived: true }), 200).data.archived).toBe(true);
    expect(expectStatus(await cara.api('POST', `/api/v1/comments/${c3.id}/archived`, { archived: false }), 200).data).toMatchObject({ archived: false, archivedAt: null, archivedBy: null });
    expect(expectStatus(await admin.api('POST', `/api/v1/comments/${c4.id}/archived`, { archived: false }), 200).data.archived).toBe(false);

    // deleting a top-level comment takes its replies
    expect(expectStatus(await admin.api('DELETE', `/api/v1/comments/${c1.id}`), 200).data).toEqual({ id: c1.id, deleted: true });
    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&includeArchived=true`), 200).data)).toEqual([c4.id]);
    expectFailure(await admin.api('PATCH', `/api/v1/comments/${c2.id}`, { body: 'gone' }), 404, 'NOT_FOUND', 'path.id');
  });

  it('archive by an opportunity\'s lead; comments by OPP-n', async () => {
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Led ${tag()}`, leadId: ann.id }), 201).data;
    const c = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'Worth it?' }), 201).data;
    expect(c.entityId).toBe(opp.id);
    expectFailure(await cara.api('POST', `/api/v1/comments/${c.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expect(expectStatus(await ann.api('POST', `/api/v1/comments/${c.id}/archived`, { archived: true }), 200).data).toMatchObject({ archived: true, archivedBy: ann.id });
    expect(expectStatus(await bob.api('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`), 200).data).toEqual([]);
  });

  it('archive by the objective\'s DRI and the metric\'s steward (the entity\'s owner)', async () => {
    const vision = expectStatus(await admin.api('POST', '/api/v1/visions', { name: `Vision ${tag()}`, kind: 'product', narrative: 'n' }), 201).data;
    const objective = expectStatus(await admin.api('POST', '/api/v1/objectives', { title: 'Owned objective', visionId: vision.ref, driId: cara.id }), 201).data;
    const metric = expectStatus(await admin.api('POST', '/api/v1/metrics', { name: `Metric ${tag()}`, unit: 'count', stewardId: dan.id }), 201).data;
    const onObjective = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'objective', entityId: objective.ref, body: 'On the objective' }), 201).data;
    const onMetric = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'metric', entityId: metric.ref, body: 'On the metric' }), 201).data;
    expectFailure(await dan.api('POST', `/api/v1/comments/${onObjective.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expectFailure(await cara.api('POST', `/api/v1/comments/${onMetric.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expect(expectStatus(await cara.api('POST', `/api/v1/comments/${onObjective.id}/archived`, { archived: true }), 200).data.archivedBy).toBe(cara.id);
    expect(expectStatus(await dan.api('POST', `/api/v1/comments/${onMetric.id}/archived`, { archived: true }), 200).data.archivedBy).toBe(dan.id);
    const onVision = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'vision', entityId: vision.ref, body: 'On the vision' }), 201).data;
    expect(onVision).toMatchObject({ entityType: 'vision', entityId: vision.id });
    expectFailure(await dan.api('POST', `/api/v1/comments/${onVision.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
  });

  it('needs the entity\'s read capability: a key without task:read reads the task\'s thread as 404; without comment:read 403', async () => {
    const c = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Visible to task readers' }), 201).data;
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Readable ${tag()}` }), 201).data;
    const keys = new OrgService(db);
    const commentsOnly = client((await keys.createKey({ userId: admin.id, capabilities: ['comment:read', 'comment:create', 'comment:update', 'comment:delete', 'opportunity:read'] })).apiKey);
    expectFailure(await commentsOnly('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await commentsOnly('GET', `/api/v1/comments?entityType=task&entityId=${task.id}`), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await commentsOnly('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'x' }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await commentsOnly('PATCH', `/api/v1/comments/${c.id}`, { body: 'mine, but unreadable' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await commentsOnly('DELETE', `/api/v1/comments/${c.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await commentsOnly('POST', `/api/v1/comments/${c.id}/archived`, { archived: true }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await commentsOnly('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 404, 'NOT_FOUND', 'path.id');
    expectStatus(await commentsOnly('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`), 200);
    expectStatus(await commentsOnly('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'Readable entity' }), 201);

    const noComments = client((await keys.createKey({ userId: admin.id, capabilities: ['task:read'] })).apiKey);
    const forbidden = expectFailure(await noComments('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 403, 'FORBIDDEN');
    expect(JSON.stringify(forbidden.data)).toContain('comment:read');
    expect(expectStatus(await admin.api('PATCH', `/api/v1/comments/${c.id}`, { body: 'Still mine' }), 200).data.body).toBe('Still mine');
  });
});

describe('tenancy, idempotency and batch', () => {
  it('another org\'s room, message and comment ids read as 404 on every operation that takes them', async () => {
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
    expect(expectStatus(await them('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0]).toMatchObject({ id: msg.id, body: 'Their message', pinned: false, reactions: [] });
    expect(expectStatus(await them('GET', `/api/v1/comments?entityType=task&entityId=${task.id}`), 200).data[0]).toMatchObject({ id: comment.id, body: 'Their comment', archived: false });
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

  it('a batch runs createMessage and listMessages in order: 207 with each entry\'s envelope', async () => {
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
    return { isError: Boolean(r.isError), body: r.structuredContent as any ?? JSON.parse((r.content as any)[0].text) };
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
    const rooms = ['list_rooms', 'create_room', 'get_room', 'update_room', 'archive_room', 'create_dm_room', 'list_room_members', 'add_room_member', 'remove_room_member', 'update_room_membership'];
    const messages = ['list_messages', 'list_message_thread', 'list_pinned_messages', 'search_messages', 'create_message', 'update_message', 'delete_message', 'set_message_pinned', 'set_message_reaction'];
    expect(names).toEqual(expect.arrayContaining([...rooms, ...messages, 'list_comments', 'create_comment', 'whoami']));
    for (const n of ['update_comment', 'delete_comment', 'set_comment_archived', 'set_comment_reaction']) expect(names).not.toContain(n);
    const plain = await connect(admin.key, '');
    try {
      const defaults = (await plain.listTools()).tools.map((t) => t.name);
      for (const n of [...rooms, ...messages]) expect(defaults).not.toContain(n);
      expect(defaults).toEqual(expect.arrayContaining(['list_comments', 'create_comment']));
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
