/**
 * The rooms table (spec 1 §2.10 Room; spec 2 §4.17): its row as one user reads it, the row → Room mapper and its
 * queries. Every function takes the knex (or transaction) first and the org id second and only reads or writes that
 * org's rows; lookups return undefined for a room that is absent or in another org (the service decides who may
 * see it and the 404). Members are room_members' (./roomMembers.ts).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Room = Schema<'Room'>;
type RoomMembership = Schema<'RoomMembership'>;
type Level = RoomMembership['notificationLevel'];

/** A room row as read for a user: its columns plus that user's membership and the member count. */
export interface RoomRow {
  org_id: string;
  id: string;
  kind: Room['kind'];
  name: string;
  description: string;
  visibility: Room['visibility'];
  dm_key: string | null;
  created_by: string | null;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
  my_joined: boolean;
  my_role: 'admin' | 'member' | null;
  my_pinned: boolean | null;
  my_level: Level | null;
  member_count: string | number;
  dm_other_id: string | null;
  dm_other_name: string | null;
}

/** A rooms row as stored. */
export type StoredRoomRow = Pick<
  RoomRow,
  'org_id' | 'id' | 'kind' | 'name' | 'description' | 'visibility' | 'dm_key' | 'created_by' | 'archived_at' | 'created_at' | 'updated_at'
>;

/** Notification level of a member without a stored one: every message in rooms one joined, mentions in the system room. */
export const defaultLevel = (kind: Room['kind']): Level => (kind === 'system' ? 'mentions' : 'all');

/** Row → the user's membership (the system room's implicit one included). */
export function toMembership(r: RoomRow, userId: string): RoomMembership {
  return {
    roomId: r.id,
    userId,
    joined: r.my_joined,
    role: r.my_joined ? (r.kind === 'system' ? (r.my_role ?? 'member') : r.my_role) : null,
    pinned: r.my_pinned ?? false,
    notificationLevel: r.my_level ?? defaultLevel(r.kind),
  };
}

/** Row → API shape; a DM is named after its other member. */
export function toRoom(r: RoomRow, userId: string): Room {
  return {
    id: r.id,
    orgId: r.org_id,
    kind: r.kind,
    name: r.kind === 'dm' ? (r.dm_other_name ?? r.name) : r.name,
    description: r.description,
    visibility: r.visibility,
    archived: r.archived_at != null,
    archivedAt: iso(r.archived_at),
    createdBy: r.created_by,
    dmUserId: r.dm_other_id,
    memberCount: Number(r.member_count),
    membership: toMembership(r, userId),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** GET /rooms order: name, then id. */
const LIST: ListOrder = {
  name: 'rooms',
  direction: 'asc',
  keys: [
    { expr: 'r.name', type: 'text' },
    { expr: 'r.id', type: 'uuid' },
  ],
};

/** The org's rooms (`r`) with `userId`'s membership (`m`), the member count and a DM's other member. */
export function roomQuery(db: Knex, orgId: string, userId: string) {
  return db('rooms as r')
    .leftJoin('room_members as m', function () {
      this.on('m.org_id', 'r.org_id')
        .andOn('m.room_id', 'r.id')
        .andOn('m.user_id', db.raw('?', [userId]));
    })
    .select(
      'r.*',
      'm.role as my_role',
      'm.pinned as my_pinned',
      'm.notification_level as my_level',
      db.raw(`(m.user_id IS NOT NULL OR r.kind = 'system') AS my_joined`),
      db.raw(`CASE WHEN r.kind = 'system' THEN (SELECT count(*) FROM users u WHERE u.org_id = r.org_id)
        ELSE (SELECT count(*) FROM room_members x WHERE x.org_id = r.org_id AND x.room_id = r.id) END AS member_count`),
      db.raw(`o.id AS dm_other_id`),
      db.raw('o.name AS dm_other_name'),
    )
    .leftJoin('users as o', function () {
      this.on('o.org_id', 'r.org_id').andOn(
        db.raw(`o.id = (CASE WHEN split_part(r.dm_key, ':', 1) = ? THEN split_part(r.dm_key, ':', 2) ELSE split_part(r.dm_key, ':', 1) END)::uuid`, [userId]),
      );
    })
    .where('r.org_id', orgId);
}

/** Room `id` (a UUID) of the org as `userId` reads it, whether or not they may see it; undefined when none. */
export async function findRoomFor(db: Knex, orgId: string, userId: string, id: string): Promise<RoomRow | undefined> {
  return (await roomQuery(db, orgId, userId).andWhere('r.id', id).first()) as RoomRow | undefined;
}

/** Locks the room row FOR UPDATE (writes that check and change membership take it first). */
export async function lockRoom(trx: Knex, orgId: string, id: string): Promise<void> {
  await trx('rooms').where({ org_id: orgId, id }).forUpdate().first('id');
}

/**
 * A page of rooms for `userId`, by name then id: scope `mine` (rooms with their membership row, and the system
 * room) or `open` (live open group rooms). 400 (from paginate) for a bad cursor.
 */
export async function listRooms(
  db: Knex,
  orgId: string,
  userId: string,
  scope: 'mine' | 'open',
  page: { cursor?: string; limit: number },
): Promise<Page<RoomRow>> {
  const query = roomQuery(db, orgId, userId);
  if (scope === 'open') query.andWhere({ 'r.kind': 'group', 'r.visibility': 'open' }).whereNull('r.archived_at');
  else query.andWhere((w) => w.whereNotNull('m.user_id').orWhere('r.kind', 'system'));
  return paginate<RoomRow & Record<string, unknown>>(query, LIST, page);
}

/** Inserts a group room and returns its id. */
export async function insertGroupRoom(
  trx: Knex,
  orgId: string,
  values: { name: string; description: string; visibility: Room['visibility']; created_by: string },
): Promise<string> {
  const [room] = await trx('rooms')
    .insert({ org_id: orgId, kind: 'group', ...values })
    .returning('id');
  return room.id;
}

/** Inserts the DM of `dmKey` (the pair's sorted ids joined by ':'); returns its id, or undefined when it exists already. */
export async function insertDmRoom(trx: Knex, orgId: string, values: { name: string; dm_key: string; created_by: string }): Promise<string | undefined> {
  const inserted = await trx('rooms')
    .insert({ org_id: orgId, kind: 'dm', name: values.name, visibility: 'private', dm_key: values.dm_key, created_by: values.created_by })
    .onConflict(['org_id', 'dm_key'])
    .ignore()
    .returning('id');
  return inserted[0]?.id;
}

/** The id of the DM of `dmKey`; undefined when none. */
export async function findDmRoomId(db: Knex, orgId: string, dmKey: string): Promise<string | undefined> {
  return (await db('rooms').select('id').where({ org_id: orgId, dm_key: dmKey }).first())?.id;
}

/** Sets name and/or description (and updated_at); returns the rows changed. */
export async function updateRoom(trx: Knex, orgId: string, id: string, patch: { name?: string; description?: string }): Promise<number> {
  return trx('rooms')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Archives the room now; returns the rows changed. */
export async function archiveRoom(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('rooms').where({ org_id: orgId, id }).update({ archived_at: trx.fn.now(), updated_at: trx.fn.now() });
}

/** The org's system room (every org has one). */
export async function findSystemRoom(db: Knex, orgId: string): Promise<StoredRoomRow> {
  return db('rooms').select('*').where({ org_id: orgId, kind: 'system' }).first();
}
