/**
 * The messages table (spec 1 §2.10 Message; spec 2 §4.17): its row, the row → Message mapper and its queries. Every
 * function takes the knex (or transaction) first and the org id second and only reads or writes that org's rows;
 * lookups return undefined for a message that is absent or in another org (the service decides who may read it
 * and the 404). Reactions are ./reactions.ts', attachments ./attachments.ts'.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Message = Schema<'Message'>;

/** A messages row as stored. */
export interface StoredMessageRow {
  org_id: string;
  id: string;
  room_id: string;
  parent_id: string | null;
  author_id: string | null;
  body: string;
  system: boolean;
  edited: boolean;
  deleted: boolean;
  pinned: boolean;
  pinned_at: Date | null;
  pinned_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A messages row as read: with its author's name and its reply count. */
export interface MessageRow extends StoredMessageRow {
  author_name: string | null;
  reply_count: string | number;
}

/** Row → API shape, with the message's reactions and attachments. */
export const toMessage = (r: MessageRow, reactions: Message['reactions'], attachments: Message['attachments']): Message => ({
  id: r.id,
  orgId: r.org_id,
  roomId: r.room_id,
  parentId: r.parent_id,
  authorId: r.author_id,
  authorName: r.author_name,
  body: r.body,
  system: r.system,
  edited: r.edited,
  deleted: r.deleted,
  pinned: r.pinned,
  pinnedAt: iso(r.pinned_at),
  pinnedBy: r.pinned_by,
  replyCount: Number(r.reply_count),
  reactions,
  attachments,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

const TOP_LEVEL: ListOrder = {
  name: 'messages',
  direction: 'desc',
  keys: [
    { expr: 'msg.created_at', type: 'timestamptz' },
    { expr: 'msg.id', type: 'uuid' },
  ],
};
const THREAD: ListOrder = {
  name: 'message-thread',
  direction: 'asc',
  keys: [
    { expr: 'msg.created_at', type: 'timestamptz' },
    { expr: 'msg.id', type: 'uuid' },
  ],
};
const PINNED: ListOrder = {
  name: 'pinned-messages',
  direction: 'desc',
  keys: [
    { expr: 'msg.pinned_at', type: 'timestamptz' },
    { expr: 'msg.id', type: 'uuid' },
  ],
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The org's messages (`msg`) with the author's name and the reply count. */
function messageQuery(db: Knex, orgId: string) {
  return db('messages as msg')
    .leftJoin('users as au', function () {
      this.on('au.org_id', 'msg.org_id').andOn('au.id', 'msg.author_id');
    })
    .select(
      'msg.*',
      'au.name as author_name',
      db.raw('(SELECT count(*) FROM messages rp WHERE rp.org_id = msg.org_id AND rp.parent_id = msg.id) AS reply_count'),
    )
    .where('msg.org_id', orgId);
}

/** Room ids `userId` reads: rooms with their membership row, and the system room. */
function roomsOf(db: Knex, orgId: string, userId: string) {
  return db('rooms as r')
    .select('r.id')
    .where('r.org_id', orgId)
    .andWhere((w) => {
      w.where('r.kind', 'system').orWhereExists(
        db('room_members as m').select(db.raw('1')).whereRaw('m.org_id = r.org_id AND m.room_id = r.id').andWhere('m.user_id', userId),
      );
    });
}

/** Message `id` as read (author name, reply count); undefined when none. */
export async function findMessageView(db: Knex, orgId: string, id: string): Promise<MessageRow | undefined> {
  return messageQuery(db, orgId).andWhere('msg.id', id).first();
}

/** Message `id` as stored, locked FOR UPDATE when `lock`; undefined when none. */
export async function findMessage(db: Knex, orgId: string, id: string, lock = false): Promise<StoredMessageRow | undefined> {
  const q = db('messages').where({ org_id: orgId, id });
  return (await (lock ? q.forUpdate() : q).first()) as StoredMessageRow | undefined;
}

/** Message `id` of room `roomId` (id and parent); undefined when it is no message of that room. */
export async function findMessageInRoom(db: Knex, orgId: string, roomId: string, id: string): Promise<Pick<StoredMessageRow, 'id' | 'parent_id'> | undefined> {
  return db('messages').select('id', 'parent_id').where({ org_id: orgId, id, room_id: roomId }).first();
}

/** A page of the room's top-level messages, newest first. */
export async function listTopLevelMessages(db: Knex, orgId: string, roomId: string, page: { cursor?: string; limit: number }): Promise<Page<MessageRow>> {
  return paginate<MessageRow & Record<string, unknown>>(messageQuery(db, orgId).andWhere('msg.room_id', roomId).whereNull('msg.parent_id'), TOP_LEVEL, page);
}

/** A page of the replies to top-level message `topId`, oldest first. */
export async function listThread(db: Knex, orgId: string, topId: string, page: { cursor?: string; limit: number }): Promise<Page<MessageRow>> {
  return paginate<MessageRow & Record<string, unknown>>(messageQuery(db, orgId).andWhere('msg.parent_id', topId), THREAD, page);
}

/** A page of pinned messages, newest pin first: of room `roomId` when given, else of every room `userId` reads. */
export async function listPinnedMessages(
  db: Knex,
  orgId: string,
  userId: string,
  roomId: string | undefined,
  page: { cursor?: string; limit: number },
): Promise<Page<MessageRow>> {
  const query = messageQuery(db, orgId).andWhere('msg.pinned', true);
  if (roomId) query.andWhere('msg.room_id', roomId);
  else query.whereIn('msg.room_id', roomsOf(db, orgId, userId));
  return paginate<MessageRow & Record<string, unknown>>(query, PINNED, page);
}

/** Search filters: `dmKey` is the DM's key (the pair's sorted ids joined by ':'), `from`/`to` ISO times. */
export interface MessageSearch {
  text: string;
  roomId?: string;
  authorId?: string;
  dmKey?: string;
  from?: string;
  to?: string;
  limit: number;
}

/**
 * Live messages in the rooms `userId` reads whose body contains `text` (case-insensitive, best first by trigram
 * word similarity then newest; newest first without text), narrowed by each filter given; at most `limit`.
 */
export async function searchMessages(db: Knex, orgId: string, userId: string, q: MessageSearch): Promise<MessageRow[]> {
  const query = messageQuery(db, orgId)
    .andWhere('msg.deleted', false)
    .whereIn('msg.room_id', roomsOf(db, orgId, userId));
  if (q.roomId) query.andWhere('msg.room_id', q.roomId);
  if (q.dmKey) query.whereIn('msg.room_id', db('rooms').select('id').where({ org_id: orgId, dm_key: q.dmKey }));
  if (q.authorId) query.andWhere('msg.author_id', q.authorId);
  if (q.from) query.andWhere('msg.created_at', '>=', q.from);
  if (q.to) query.andWhere('msg.created_at', '<=', q.to);
  if (q.text) {
    query.andWhereRaw(`msg.body ILIKE ? ESCAPE '\\'`, [`%${likeEscape(q.text)}%`]);
    query.orderByRaw('word_similarity(?, msg.body) DESC, msg.created_at DESC, msg.id DESC', [q.text]);
  } else {
    query.orderByRaw('msg.created_at DESC, msg.id DESC');
  }
  return (await query.limit(q.limit)) as MessageRow[];
}

/** Inserts a message and returns its id. */
export async function insertMessage(
  trx: Knex,
  orgId: string,
  values: { room_id: string; parent_id?: string | null; author_id: string | null; body: string; system?: boolean },
): Promise<string> {
  const [row] = await trx('messages')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return row.id;
}

/** Sets `patch` (and updated_at) on the message; returns the rows changed. */
export async function updateMessage(trx: Knex, orgId: string, id: string, patch: { body?: string; edited?: boolean }): Promise<number> {
  return trx('messages')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Pins the message now by `userId`, or unpins it; returns the rows changed. */
export async function setMessagePin(trx: Knex, orgId: string, id: string, pinned: boolean, userId: string): Promise<number> {
  return trx('messages')
    .where({ org_id: orgId, id })
    .update(pinned ? { pinned, pinned_at: trx.fn.now(), pinned_by: userId } : { pinned, pinned_at: null, pinned_by: null });
}

/** How many replies top-level message `id` has. */
export async function countReplies(db: Knex, orgId: string, id: string): Promise<number> {
  return Number((await db('messages').where({ org_id: orgId, parent_id: id }).count<{ count: string }[]>('* as count'))[0].count);
}

/** Turns the message into a tombstone: empty body, deleted, unpinned. */
export async function tombstoneMessage(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('messages')
    .where({ org_id: orgId, id })
    .update({ body: '', deleted: true, pinned: false, pinned_at: null, pinned_by: null, updated_at: trx.fn.now() });
}

/** Deletes the message; returns the rows deleted. */
export async function deleteMessage(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('messages').where({ org_id: orgId, id }).delete();
}

/** Deletes message `id` when it is a tombstone without replies left; returns the rows deleted. */
export async function deleteEmptyTombstone(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('messages')
    .where({ org_id: orgId, id, deleted: true })
    .whereNotExists(trx('messages as rp').select(trx.raw('1')).whereRaw('rp.org_id = messages.org_id AND rp.parent_id = messages.id'))
    .delete();
}

/** The author of message `id` (null when the author was removed), or undefined when there is no such message. */
export async function findMessageAuthor(db: Knex, orgId: string, id: string): Promise<{ author_id: string | null } | undefined> {
  return db('messages').select('author_id').where({ org_id: orgId, id }).first();
}
