/**
 * The room_members table (spec 1 §2.10 Room; spec 2 §4.17): one row per member of a group room or DM, and a row for
 * a user who stored a pin or notification level on the system room (everyone is its member without one). Every
 * function takes the knex (or transaction) first and the org id second and only reads or writes that org's rows.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import type { RoomRow } from './rooms.js';

type RoomMember = Schema<'RoomMember'>;
type Level = Schema<'RoomMembership'>['notificationLevel'];
type Role = 'admin' | 'member';

/** A room_members row as stored. */
export interface RoomMembershipRow {
  org_id: string;
  room_id: string;
  user_id: string;
  role: Role;
  pinned: boolean;
  notification_level: Level;
  created_at: Date;
  updated_at: Date;
}

/** A member as listed: the user's name and email with the role (joined_at null for the system room's implicit members). */
export interface RoomMemberRow {
  room_id: string;
  user_id: string;
  name: string;
  email: string;
  role: Role;
  joined_at: Date | null;
}

/** Row → API shape. */
export const toRoomMember = (m: RoomMemberRow): RoomMember => ({
  roomId: m.room_id,
  userId: m.user_id,
  name: m.name,
  email: m.email,
  role: m.role,
  joinedAt: iso(m.joined_at),
});

/** Members order: name, then user id. */
const MEMBERS: ListOrder = {
  name: 'room-members',
  direction: 'asc',
  keys: [
    { expr: 'u.name', type: 'text' },
    { expr: 'u.id', type: 'uuid' },
  ],
};

/** The room's members (`u` users): every user of the org for the system room (a stored row only adds a role), else the rows. */
function memberQuery(db: Knex, orgId: string, r: Pick<RoomRow, 'id' | 'kind'>) {
  if (r.kind === 'system') {
    return db('users as u')
      .leftJoin('room_members as m', function () {
        this.on('m.org_id', 'u.org_id')
          .andOn('m.user_id', 'u.id')
          .andOn('m.room_id', db.raw('?', [r.id]));
      })
      .select(
        db.raw('? AS room_id', [r.id]),
        'u.id as user_id',
        'u.name',
        'u.email',
        db.raw(`coalesce(m.role, 'member') AS role`),
        db.raw('NULL::timestamptz AS joined_at'),
      )
      .where('u.org_id', orgId);
  }
  return db('room_members as m')
    .join('users as u', function () {
      this.on('u.org_id', 'm.org_id').andOn('u.id', 'm.user_id');
    })
    .select('m.room_id', 'u.id as user_id', 'u.name', 'u.email', 'm.role', 'm.created_at as joined_at')
    .where({ 'm.org_id': orgId, 'm.room_id': r.id });
}

/** A page of the room's members, by name then id. 400 (from paginate) for a bad cursor. */
export async function listRoomMembers(
  db: Knex,
  orgId: string,
  r: Pick<RoomRow, 'id' | 'kind'>,
  page: { cursor?: string; limit: number },
): Promise<Page<RoomMemberRow>> {
  return paginate<RoomMemberRow & Record<string, unknown>>(memberQuery(db, orgId, r), MEMBERS, page);
}

/** Member `userId` of the room as listed; undefined when they are not one. */
export async function findRoomMember(db: Knex, orgId: string, r: Pick<RoomRow, 'id' | 'kind'>, userId: string): Promise<RoomMemberRow | undefined> {
  return (await memberQuery(db, orgId, r).andWhere('u.id', userId).first()) as RoomMemberRow | undefined;
}

/** `userId`'s membership row in the room; undefined when none. */
export async function findMembership(db: Knex, orgId: string, roomId: string, userId: string): Promise<RoomMembershipRow | undefined> {
  return db('room_members').where({ org_id: orgId, room_id: roomId, user_id: userId }).first();
}

/** Inserts membership rows of one room (defaults for what a row leaves out). */
export async function insertMembers(trx: Knex, orgId: string, roomId: string, members: { userId: string; role: Role }[]): Promise<void> {
  await trx('room_members').insert(members.map((m) => ({ org_id: orgId, room_id: roomId, user_id: m.userId, role: m.role })));
}

/** Inserts `userId`'s membership with `values` and returns the row. */
export async function insertMembership(
  trx: Knex,
  orgId: string,
  roomId: string,
  userId: string,
  values: { role: Role; pinned?: boolean; notification_level?: Level },
): Promise<RoomMembershipRow> {
  const [row] = await trx('room_members')
    .insert({ org_id: orgId, room_id: roomId, user_id: userId, ...values })
    .returning('*');
  return row;
}

/** Sets `patch` (and updated_at) on `userId`'s membership and returns the row (undefined when none). */
export async function updateMembership(
  trx: Knex,
  orgId: string,
  roomId: string,
  userId: string,
  patch: { role?: Role; pinned?: boolean; notification_level?: Level },
): Promise<RoomMembershipRow | undefined> {
  const [row] = await trx('room_members')
    .where({ org_id: orgId, room_id: roomId, user_id: userId })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

/** Deletes `userId`'s membership; returns the rows deleted (0 when they were no member). */
export async function deleteMembership(trx: Knex, orgId: string, roomId: string, userId: string): Promise<number> {
  return trx('room_members').where({ org_id: orgId, room_id: roomId, user_id: userId }).delete();
}

/** How many admins the room has. */
export async function countRoomAdmins(db: Knex, orgId: string, roomId: string): Promise<number> {
  const admins = await db('room_members').where({ org_id: orgId, room_id: roomId, role: 'admin' }).count<{ count: string }[]>('* as count');
  return Number(admins[0].count);
}

/** Every membership row of the room: user and notification level (who hears of a new message). */
export async function roomAudience(db: Knex, orgId: string, roomId: string): Promise<{ user_id: string; notification_level: Level }[]> {
  return db('room_members').select('user_id', 'notification_level').where({ org_id: orgId, room_id: roomId });
}
