/**
 * The rooms and room_members query modules against Postgres: org scoping, the list's two scopes over generated
 * rooms (group open/private, archived or not, joined or not, DMs, the system room) paged at several limits against
 * an in-memory filter, a DM read by either member, the members of a group room and of the system room, the
 * membership writes and the mappers' shapes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  archiveRoom,
  findDmRoomId,
  findRoomFor,
  findSystemRoom,
  insertDmRoom,
  insertGroupRoom,
  listRooms,
  lockRoom,
  toMembership,
  toRoom,
  updateRoom,
  type RoomRow,
} from './rooms.js';
import {
  countRoomAdmins,
  deleteMembership,
  findMembership,
  findRoomMember,
  insertMembers,
  insertMembership,
  listRoomMembers,
  roomAudience,
  toRoomMember,
  updateMembership,
} from './roomMembers.js';

const t = useTestDb();
const NAMES = ['alpha', 'beta', 'Beta', 'gamma'];

async function all(orgId: string, userId: string, scope: 'mine' | 'open', limit: number): Promise<RoomRow[]> {
  const rows: RoomRow[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await listRooms(t.db, orgId, userId, scope, { cursor, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

describe('rooms query modules', () => {
  it('listRooms: scope mine and open over generated rooms, every page size, equal the in-memory filter by name, id', async () => {
    const other = await t.newOrg('Rooms other');
    await insertGroupRoom(t.db, other.orgId, { name: 'alpha', description: '', visibility: 'open', created_by: other.userId });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            name: fc.constantFrom(...NAMES),
            visibility: fc.constantFrom('open' as const, 'private' as const),
            archived: fc.boolean(),
            joined: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        fc.constantFrom('mine' as const, 'open' as const),
        fc.integer({ min: 1, max: 4 }),
        async (specs, scope, limit) => {
          const org = await t.newOrg('Rooms list');
          const system = await findSystemRoom(t.db, org.orgId);
          const made = [{ id: system.id, name: system.name, kind: 'system', visibility: system.visibility, archived: false, joined: true }];
          for (const s of specs) {
            const id = await insertGroupRoom(t.db, org.orgId, { name: s.name, description: '', visibility: s.visibility, created_by: org.userId });
            if (s.joined) await insertMembers(t.db, org.orgId, id, [{ userId: org.userId, role: 'member' }]);
            if (s.archived) await archiveRoom(t.db, org.orgId, id);
            made.push({ id, kind: 'group', ...s });
          }
          const want = made
            .filter((r) => (scope === 'mine' ? r.joined : r.kind === 'group' && r.visibility === 'open' && !r.archived))
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
            .map((r) => [r.id, r.joined]);
          expect((await all(org.orgId, org.userId, scope, limit)).map((r) => [r.id, r.my_joined])).toEqual(want);
        },
      ),
      { seed: 30032, numRuns: 12 },
    );
  });

  it("findRoomFor: only the org's room; a DM is named after the other member; the mappers' shapes", async () => {
    const a = await t.newOrg('Rooms find A');
    const b = await t.newOrg('Rooms find B');
    const bob = await t.newUser(a.orgId, 'engineer', 'Bob');
    const key = [a.userId, bob.userId].sort().join(':');
    const dm = (await insertDmRoom(t.db, a.orgId, { name: 'x', dm_key: key, created_by: a.userId }))!;
    expect(await insertDmRoom(t.db, a.orgId, { name: 'x', dm_key: key, created_by: bob.userId })).toBeUndefined();
    expect([await findDmRoomId(t.db, a.orgId, key), await findDmRoomId(t.db, b.orgId, key)]).toEqual([dm, undefined]);
    await insertMembers(t.db, a.orgId, dm, [
      { userId: a.userId, role: 'member' },
      { userId: bob.userId, role: 'member' },
    ]);
    expect(await findRoomFor(t.db, b.orgId, b.userId, dm)).toBeUndefined();
    const mine = (await findRoomFor(t.db, a.orgId, a.userId, dm))!;
    expect(toRoom(mine, a.userId)).toEqual({
      id: dm,
      orgId: a.orgId,
      kind: 'dm',
      name: 'Bob',
      description: '',
      visibility: 'private',
      archived: false,
      archivedAt: null,
      createdBy: a.userId,
      dmUserId: bob.userId,
      memberCount: 2,
      membership: { roomId: dm, userId: a.userId, joined: true, role: 'member', pinned: false, notificationLevel: 'all' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(toRoom((await findRoomFor(t.db, a.orgId, bob.userId, dm))!, bob.userId).dmUserId).toBe(a.userId);
    const system = await findSystemRoom(t.db, a.orgId);
    const sys = (await findRoomFor(t.db, a.orgId, bob.userId, system.id))!;
    expect([Number(sys.member_count), toMembership(sys, bob.userId)]).toEqual([
      2,
      { roomId: system.id, userId: bob.userId, joined: true, role: 'member', pinned: false, notificationLevel: 'mentions' },
    ]);
    await t.db.transaction(async (trx) => {
      await lockRoom(trx, a.orgId, dm);
      expect(await updateRoom(trx, b.orgId, dm, { name: 'stolen' })).toBe(0);
      expect(await archiveRoom(trx, b.orgId, dm)).toBe(0);
      expect(await updateRoom(trx, a.orgId, dm, { description: 'd' })).toBe(1);
    });
  });

  it("members: a group room's rows and the system room's every user, by name; membership writes stay in the org", async () => {
    const a = await t.newOrg('Rooms members A');
    const b = await t.newOrg('Rooms members B');
    const zed = await t.newUser(a.orgId, 'engineer', 'Zed');
    const amy = await t.newUser(a.orgId, 'engineer', 'Amy');
    const room = await insertGroupRoom(t.db, a.orgId, { name: 'r', description: '', visibility: 'open', created_by: a.userId });
    await insertMembers(t.db, a.orgId, room, [
      { userId: a.userId, role: 'admin' },
      { userId: zed.userId, role: 'member' },
    ]);
    const page = await listRoomMembers(t.db, a.orgId, { id: room, kind: 'group' }, { limit: 1 });
    const rest = await listRoomMembers(t.db, a.orgId, { id: room, kind: 'group' }, { cursor: page.nextCursor!, limit: 5 });
    expect([...page.rows, ...rest.rows].map((m) => m.user_id)).toEqual([a.userId, zed.userId]);
    expect(toRoomMember(page.rows[0])).toEqual({
      roomId: room,
      userId: a.userId,
      name: page.rows[0].name,
      email: page.rows[0].email,
      role: 'admin',
      joinedAt: expect.any(String),
    });
    expect((await listRoomMembers(t.db, b.orgId, { id: room, kind: 'group' }, { limit: 5 })).rows).toEqual([]);
    const system = await findSystemRoom(t.db, a.orgId);
    const everyone = await listRoomMembers(t.db, a.orgId, { id: system.id, kind: 'system' }, { limit: 10 });
    expect(everyone.rows.map((m) => [m.role, m.joined_at])).toEqual(everyone.rows.map(() => ['member', null]));
    expect(everyone.rows.map((m) => m.name)).toEqual([...everyone.rows.map((m) => m.name)].sort());
    expect(new Set(everyone.rows.map((m) => m.user_id))).toEqual(new Set([a.userId, zed.userId, amy.userId]));
    expect(await findRoomMember(t.db, a.orgId, { id: room, kind: 'group' }, amy.userId)).toBeUndefined();
    expect((await findRoomMember(t.db, a.orgId, { id: system.id, kind: 'system' }, amy.userId))?.role).toBe('member');

    expect(await findMembership(t.db, b.orgId, room, zed.userId)).toBeUndefined();
    expect(await updateMembership(t.db, b.orgId, room, zed.userId, { role: 'admin' })).toBeUndefined();
    expect((await updateMembership(t.db, a.orgId, room, zed.userId, { role: 'admin', pinned: true }))?.pinned).toBe(true);
    expect(await countRoomAdmins(t.db, a.orgId, room)).toBe(2);
    const sys = await insertMembership(t.db, a.orgId, system.id, amy.userId, { role: 'member', notification_level: 'none' });
    expect([sys.role, sys.pinned, sys.notification_level]).toEqual(['member', false, 'none']);
    expect(await roomAudience(t.db, a.orgId, system.id)).toEqual([{ user_id: amy.userId, notification_level: 'none' }]);
    expect(await deleteMembership(t.db, b.orgId, room, zed.userId)).toBe(0);
    expect(await deleteMembership(t.db, a.orgId, room, zed.userId)).toBe(1);
    expect(await countRoomAdmins(t.db, a.orgId, room)).toBe(1);
  });
});
