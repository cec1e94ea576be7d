/**
 * Rooms and their members (spec 1 §2.10 Room; spec 2 §4.17).
 *
 * Kinds: `dm` (two users, private, the same pair always gets the same room), `group` (a channel: its creator is
 * its admin, at least one other member; open — anyone in the org may find and join it — or private, invisible as
 * 404 to non-members) and `system` (one per org, "Announcements", where the service posts; every user of the org is
 * a member of it without a row, and may store a pin or notification level for it).
 * Rooms are never deleted; archiving a group room is terminal and makes it read-only.
 *
 * Who may do what (403 FORBIDDEN otherwise): admins rename, describe, archive and add members; admins remove others
 * and members remove themselves, but an admin never removes themself (422; they make someone else admin and leave
 * through their membership while another admin remains). DMs and the system room refuse edits, archive and member
 * changes (422). Archived rooms refuse writes (409 INVALID_STATE_TRANSITION).
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { roomMachine, roomState } from '../core/machines/room.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { findUsersIn } from '../repositories/users.js';
import { assertUser, iso } from './common.js';
import { isUuid } from '../repositories/refs.js';
import {
  archiveRoom,
  defaultLevel,
  findDmRoomId,
  findRoomFor,
  insertDmRoom,
  insertGroupRoom,
  listRooms,
  lockRoom,
  roomQuery as roomsFor,
  toMembership,
  toRoom,
  updateRoom,
  type RoomRow,
} from '../repositories/rooms.js';
import {
  countRoomAdmins,
  deleteMembership,
  findMembership,
  findRoomMember,
  insertMembers,
  insertMembership,
  listRoomMembers,
  toRoomMember,
  updateMembership,
  type RoomMembershipRow,
} from '../repositories/roomMembers.js';

export { defaultLevel, toMembership, toRoom, type RoomRow } from '../repositories/rooms.js';

export type Room = Schema<'Room'>;
export type RoomMembership = Schema<'RoomMembership'>;
type RoomMember = Schema<'RoomMember'>;

const LIST_HREF = '/api/v1/rooms';

/** Rooms with the caller's membership (`m`), the member count and a DM's other member. */
export const roomQuery = (db: Knex, actor: Actor) => roomsFor(db, actor.orgId, actor.userId);

/** Whether the caller may see the room at all: open group rooms and the system room, else members only. */
const visible = (r: RoomRow) => r.my_joined || r.kind === 'system' || (r.kind === 'group' && r.visibility === 'open');

export class RoomService {
  constructor(private readonly db: Knex) {}

  /**
   * The room as the caller sees it; 404 when absent, in another org, or private (DMs included) and the caller is not
   * a member. `lock` takes the row for update (writes that check and change membership).
   */
  async load(actor: Actor, id: string, opts: { db?: Knex; lock?: boolean; field?: string } = {}): Promise<RoomRow> {
    const db = opts.db ?? this.db;
    if (opts.lock) await lockRoom(db, actor.orgId, id);
    const row = await findRoomFor(db, actor.orgId, actor.userId, id);
    if (!row || !visible(row)) throw notFound('Room', id, LIST_HREF, opts.field);
    return row;
  }

  /** The UUID of a room the caller can see (its activity log, spec 2 §4.3); 404 naming `field` otherwise. */
  async readableId(actor: Actor, id: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'room:read', 'Reading the activity log of a room');
    if (!isUuid(id)) throw notFound('Room', id, LIST_HREF, field);
    return (await this.load(actor, id.toLowerCase(), { field })).id;
  }

  /** The room for reading or posting messages: 404 as `load`, 403 for an open room the caller has not joined. */
  async loadJoined(actor: Actor, id: string, opts: { db?: Knex; field?: string } = {}): Promise<RoomRow> {
    const row = await this.load(actor, id, opts);
    if (!row.my_joined) {
      throw new ApiError('FORBIDDEN', `You are not a member of room ${row.name}`, {
        data: { roomId: id },
        suggestion: `Join the room first with PATCH /api/v1/rooms/${id}/membership {"joined": true}, then retry.`,
      });
    }
    return row;
  }

  /** 409 when the room is archived (read-only). */
  assertLive(r: RoomRow): void {
    if (r.archived_at) {
      throw new ApiError('INVALID_STATE_TRANSITION', `Room ${r.name} is archived and read-only`, {
        data: { roomId: r.id, archivedAt: iso(r.archived_at) },
        suggestion: 'Archived rooms keep their history but take no changes; post in another room (GET /api/v1/rooms).',
      });
    }
  }

  private assertGroup(r: RoomRow, what: string): void {
    if (r.kind !== 'group') {
      throw new ApiError('BUSINESS_RULE_VIOLATION', `${what} is not possible in ${r.kind === 'dm' ? 'a direct-message room' : 'the system room'}`, {
        data: { roomId: r.id, kind: r.kind },
        suggestion:
          r.kind === 'dm'
            ? 'A DM always has exactly its two users; create a group room (POST /api/v1/rooms) to talk with more people.'
            : 'The system room belongs to the service; create a group room (POST /api/v1/rooms) for your own conversations.',
      });
    }
  }

  private assertAdmin(r: RoomRow, what: string): void {
    if (r.my_role !== 'admin') {
      throw new ApiError('FORBIDDEN', `Only an admin of room ${r.name} may ${what}`, {
        data: { roomId: r.id, role: r.my_role },
        suggestion: `Ask an admin of the room (GET /api/v1/rooms/${r.id}/members lists them with their role).`,
      });
    }
  }

  /** GET /rooms: scope mine (the caller's rooms and the system room) or open (live open group rooms), by name. */
  async list(actor: Actor, q: QueryParams<'listRooms'> & { scope: 'mine' | 'open'; limit: number }): Promise<Page<Room>> {
    const page = await listRooms(this.db, actor.orgId, actor.userId, q.scope, q);
    return { rows: page.rows.map((r) => toRoom(r, actor.userId)), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, id: string): Promise<Room> {
    return toRoom(await this.load(actor, id), actor.userId);
  }

  /** POST /rooms: a group room; the caller is admin, `memberIds` (other users of the org, at least one) members. */
  async create(actor: Actor, input: RequestBody<'createRoom'>): Promise<Room> {
    const others = [...new Set(input.memberIds.map((id) => id.toLowerCase()))].filter((id) => id !== actor.userId);
    if (!others.length) {
      throw new ApiError('BUSINESS_RULE_VIOLATION', 'A group room needs at least one member besides you', {
        details: [{ field: 'body.memberIds', message: 'names no user other than you' }],
        suggestion: 'Add another user of the org to memberIds (GET /api/v1/users lists them), or open a DM with POST /api/v1/rooms/dm.',
      });
    }
    return this.db.transaction(async (trx) => {
      const found = new Set((await findUsersIn(trx, actor.orgId, others)).map((u) => u.id));
      const missing = input.memberIds.findIndex((id) => id.toLowerCase() !== actor.userId && !found.has(id.toLowerCase()));
      if (missing >= 0) throw notFound('User', input.memberIds[missing], '/api/v1/users', `body.memberIds.${missing}`);
      const roomId = await insertGroupRoom(trx, actor.orgId, {
        name: input.name,
        description: input.description ?? '',
        visibility: input.visibility ?? 'open',
        created_by: actor.userId,
      });
      await insertMembers(trx, actor.orgId, roomId, [
        { userId: actor.userId, role: 'admin' },
        ...others.map((userId) => ({ userId, role: 'member' as const })),
      ]);
      return toRoom(await this.load(actor, roomId, { db: trx }), actor.userId);
    });
  }

  /** PATCH /rooms/{id}: name and description of a live group room, by an admin. */
  async update(actor: Actor, id: string, input: RequestBody<'updateRoom'>): Promise<Room> {
    return this.db.transaction(async (trx) => {
      const r = await this.load(actor, id, { db: trx, lock: true });
      this.assertGroup(r, 'Editing');
      this.assertAdmin(r, 'edit it');
      this.assertLive(r);
      await updateRoom(trx, actor.orgId, id, input);
      return toRoom(await this.load(actor, id, { db: trx }), actor.userId);
    });
  }

  /** POST /rooms/{id}/archive: terminal (roomMachine); archiving an archived room returns it unchanged. */
  async archive(actor: Actor, id: string): Promise<Room> {
    return this.db.transaction(async (trx) => {
      const r = await this.load(actor, id, { db: trx, lock: true });
      this.assertGroup(r, 'Archiving');
      this.assertAdmin(r, 'archive it');
      if (roomMachine.can(roomState(r), 'archived')) await archiveRoom(trx, actor.orgId, id);
      return toRoom(await this.load(actor, id, { db: trx }), actor.userId);
    });
  }

  /**
   * POST /rooms/dm: the DM between the caller and `userId`, created on first use. Two concurrent calls for one pair
   * meet on the unique (org_id, dm_key) row: the loser's insert does nothing and it reads the winner's room.
   */
  async openDm(actor: Actor, userId: string): Promise<{ room: Room; created: boolean }> {
    if (userId.toLowerCase() === actor.userId) {
      throw new ApiError('VALIDATION_FAILED', 'A direct-message room needs another user', {
        details: [{ field: 'body.userId', message: 'is you' }],
        suggestion: 'Set userId to another user of the org (GET /api/v1/users lists them).',
      });
    }
    return this.db.transaction(async (trx) => {
      await assertUser(trx, actor.orgId, userId, 'body.userId');
      const other = userId.toLowerCase();
      const pair = [actor.userId, other].sort();
      const names = await findUsersIn(trx, actor.orgId, pair);
      const name = names
        .map((u) => u.name)
        .sort()
        .join(', ');
      const inserted = await insertDmRoom(trx, actor.orgId, { name, dm_key: pair.join(':'), created_by: actor.userId });
      let id: string;
      if (inserted) {
        id = inserted;
        await insertMembers(
          trx,
          actor.orgId,
          id,
          pair.map((u) => ({ userId: u, role: 'member' as const })),
        );
      } else {
        id = (await findDmRoomId(trx, actor.orgId, pair.join(':')))!;
      }
      return { room: toRoom(await this.load(actor, id, { db: trx }), actor.userId), created: inserted !== undefined };
    });
  }

  /** GET /rooms/{id}/members, by name. */
  async members(actor: Actor, id: string, q: QueryParams<'listRoomMembers'> & { limit: number }): Promise<Page<RoomMember>> {
    const r = await this.load(actor, id);
    const page = await listRoomMembers(this.db, actor.orgId, r, q);
    return { rows: page.rows.map(toRoomMember), nextCursor: page.nextCursor };
  }

  /** POST /rooms/{id}/members: adds `userId` with `role` (default member), or sets the role of a member when given (idempotent; created says which). */
  async addMember(actor: Actor, id: string, userId: string, role: 'admin' | 'member' | undefined): Promise<{ member: RoomMember; created: boolean }> {
    return this.db.transaction(async (trx) => {
      const r = await this.load(actor, id, { db: trx, lock: true });
      this.assertGroup(r, 'Adding members');
      this.assertAdmin(r, 'add members');
      this.assertLive(r);
      await assertUser(trx, actor.orgId, userId, 'body.userId');
      const user = userId.toLowerCase();
      const before = await findMembership(trx, actor.orgId, id, user);
      if (!before) await insertMembers(trx, actor.orgId, id, [{ userId: user, role: role ?? 'member' }]);
      else if (role && before.role !== role) {
        if (before.role === 'admin' && user === actor.userId) this.refuseSelfDemotion(r, 'demote');
        await updateMembership(trx, actor.orgId, id, user, { role });
      }
      const member = (await findRoomMember(trx, actor.orgId, r, user))!;
      return { member: toRoomMember(member), created: !before };
    });
  }

  private refuseSelfDemotion(r: RoomRow, what: 'remove' | 'demote' = 'remove'): never {
    throw new ApiError(
      'BUSINESS_RULE_VIOLATION',
      what === 'remove' ? `An admin cannot remove themself from room ${r.name}` : `An admin cannot demote themself in room ${r.name}`,
      {
        data: { roomId: r.id },
        suggestion: `Make another member admin (POST /api/v1/rooms/${r.id}/members with role admin), then leave with PATCH /api/v1/rooms/${r.id}/membership {"joined": false}.`,
      },
    );
  }

  /** DELETE /rooms/{id}/members/{userId}: admins remove others (not in an archived room), members themselves (also from an archived room); an admin never themself. */
  async removeMember(actor: Actor, id: string, userId: string) {
    return this.db.transaction(async (trx) => {
      const r = await this.load(actor, id, { db: trx, lock: true, field: 'path.id' });
      this.assertGroup(r, 'Removing members');
      const user = userId.toLowerCase();
      if (user === actor.userId && r.my_role === 'admin') this.refuseSelfDemotion(r);
      if (user !== actor.userId) {
        this.assertAdmin(r, 'remove other members');
        this.assertLive(r);
      }
      // Leaving (removing yourself) stays possible in an archived room, as through the membership.
      const n = await deleteMembership(trx, actor.orgId, id, user);
      if (!n) {
        throw new ApiError('NOT_FOUND', `User ${userId} is not a member of room ${r.name}`, {
          details: [{ field: 'path.userId', message: 'is not a member of this room' }],
          suggestion: `Check userId; list the room's members with GET /api/v1/rooms/${id}/members.`,
        });
      }
      return { roomId: id, userId: user, deleted: true as const };
    });
  }

  /**
   * PATCH /rooms/{id}/membership: the caller's membership, absolute values applied in the order join, pin, level,
   * leave (spec 2 §4.17). Joining needs an open live group room; leaving is refused in DMs and the system room and
   * for the last admin. A pin or level on the system room is stored in a row of its own.
   */
  async setMembership(actor: Actor, id: string, input: RequestBody<'updateRoomMembership'>): Promise<RoomMembership> {
    return this.db.transaction(async (trx) => {
      const r = await this.load(actor, id, { db: trx, lock: true });
      let row: RoomMembershipRow | undefined = await findMembership(trx, actor.orgId, id, actor.userId);
      // 1. join
      if (input.joined === true && !r.my_joined) {
        if (r.kind !== 'group' || r.visibility !== 'open') this.assertGroup(r, 'Joining');
        this.assertLive(r);
        row = await insertMembership(trx, actor.orgId, id, actor.userId, { role: 'member' });
      }
      const joined = Boolean(row) || r.kind === 'system';
      if ((input.pinned !== undefined || input.notificationLevel !== undefined) && !joined) {
        throw new ApiError('FORBIDDEN', `You are not a member of room ${r.name}`, {
          data: { roomId: id },
          suggestion: 'Send joined true in the same call (or first) to join the room, then pin it or set its notificationLevel.',
        });
      }
      // 2. pin, 3. level (the system room's implicit membership gets a row when one is set)
      const changes: { pinned?: boolean; notification_level?: RoomMembership['notificationLevel'] } = {};
      if (input.pinned !== undefined) changes.pinned = input.pinned;
      if (input.notificationLevel !== undefined) changes.notification_level = input.notificationLevel;
      if (Object.keys(changes).length) {
        if (!row) row = await insertMembership(trx, actor.orgId, id, actor.userId, { role: 'member', notification_level: defaultLevel(r.kind), ...changes });
        else if (Object.entries(changes).some(([k, v]) => row?.[k as keyof typeof changes] !== v))
          row = await updateMembership(trx, actor.orgId, id, actor.userId, changes);
      }
      // 4. leave
      if (input.joined === false && (row || r.kind === 'system')) {
        if (r.kind !== 'group') this.assertGroup(r, 'Leaving');
        if (row?.role === 'admin') {
          if ((await countRoomAdmins(trx, actor.orgId, id)) <= 1) {
            throw new ApiError('BUSINESS_RULE_VIOLATION', `You are the last admin of room ${r.name}`, {
              data: { roomId: id },
              suggestion: `Make another member admin first (POST /api/v1/rooms/${id}/members with role admin), or archive the room (POST /api/v1/rooms/${id}/archive).`,
            });
          }
        }
        await deleteMembership(trx, actor.orgId, id, actor.userId);
        row = undefined;
      }
      // After leaving a private room the caller can no longer see it: answer with the membership it now has.
      const after = await this.load(actor, id, { db: trx }).catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'NOT_FOUND') return { ...r, my_joined: false, my_role: null, my_pinned: null, my_level: null };
        throw err;
      });
      return toMembership(after, actor.userId);
    });
  }
}
