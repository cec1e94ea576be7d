/**
 * Messages in rooms (spec 1 §2.10 Message; spec 2 §4.17, §8).
 *
 * Only members read or post (a private room is 404 to others, an open one 403 until joined; everyone is a member
 * of the system room). Threads have two levels: a reply's parentId is always a top-level message, and a reply to a
 * reply attaches to that reply's top-level message. Authors edit (edited true) and delete their own messages;
 * system messages (posted by the service, no author) are neither editable nor deletable. A top-level message with
 * replies is deleted as a tombstone (deleted true, empty body) so its thread stays readable; it goes when its last
 * reply goes. Archived rooms refuse every write (409).
 *
 * Notifications, in the message's transaction: each user the body @mentions who can read the room and whose level
 * there is all or mentions gets `mention`; every other member whose level is `all` gets `message` (the system room's
 * default level is mentions, other rooms' all). The author is never notified.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound, requireCapability } from '../core/errors.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { reactionCounts, setReaction, type ReactionCount } from '../repositories/reactions.js';
import { notifyMentions, parseMentions } from './mentions.js';
import { defaultLevel, type RoomRow, type RoomService } from './rooms.js';
import { iso } from './common.js';
import { isUuid } from '../repositories/refs.js';
import { attachmentSummaries, replaceAttachments } from '../repositories/attachments.js';

export type Message = components['schemas']['Message'];

interface MessageRow {
  org_id: string; id: string; room_id: string; parent_id: string | null; author_id: string | null; author_name: string | null; body: string;
  system: boolean; edited: boolean; deleted: boolean; pinned: boolean; pinned_at: Date | null; pinned_by: string | null;
  reply_count: string | number; created_at: Date; updated_at: Date;
}

const TOP_LEVEL: ListOrder = { name: 'messages', direction: 'desc', keys: [{ expr: 'msg.created_at', type: 'timestamptz' }, { expr: 'msg.id', type: 'uuid' }] };
const THREAD: ListOrder = { name: 'message-thread', direction: 'asc', keys: [{ expr: 'msg.created_at', type: 'timestamptz' }, { expr: 'msg.id', type: 'uuid' }] };
const PINNED: ListOrder = { name: 'pinned-messages', direction: 'desc', keys: [{ expr: 'msg.pinned_at', type: 'timestamptz' }, { expr: 'msg.id', type: 'uuid' }] };

/** Longest excerpt of a message body in a notification. */
const EXCERPT = 200;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class MessageService {
  constructor(private readonly db: Knex, private readonly rooms: RoomService) {}

  private query(db: Knex, orgId: string) {
    return db('messages as msg')
      .leftJoin('users as au', function () {
        this.on('au.org_id', 'msg.org_id').andOn('au.id', 'msg.author_id');
      })
      .select('msg.*', 'au.name as author_name',
        db.raw('(SELECT count(*) FROM messages rp WHERE rp.org_id = msg.org_id AND rp.parent_id = msg.id) AS reply_count'))
      .where('msg.org_id', orgId);
  }

  /** Rows → API messages, with one query for all their reactions. */
  private async toMessages(db: Knex, actor: Actor, rows: MessageRow[]): Promise<Message[]> {
    const reactions = await reactionCounts(db, 'message_reactions', actor.orgId, rows.map((r) => r.id), actor.userId);
    const attachments = await attachmentSummaries(db, actor.orgId, 'message', rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id, orgId: r.org_id, roomId: r.room_id, parentId: r.parent_id, authorId: r.author_id, authorName: r.author_name, body: r.body,
      system: r.system, edited: r.edited, deleted: r.deleted, pinned: r.pinned, pinnedAt: iso(r.pinned_at), pinnedBy: r.pinned_by,
      replyCount: Number(r.reply_count), reactions: reactions.get(r.id) ?? [], attachments: attachments.get(r.id) ?? [], createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
    }));
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<Message> {
    const row = await this.query(db, actor.orgId).andWhere('msg.id', id).first();
    return (await this.toMessages(db, actor, [row]))[0];
  }

  /**
   * The message and its room for the caller: 404 when the message is absent or its room invisible to the caller,
   * 403 when the caller has not joined its (open) room. `lock` takes the message row for update.
   */
  private async load(db: Knex, actor: Actor, id: string, lock = false, field = 'path.id'): Promise<{ msg: MessageRow; room: RoomRow }> {
    const q = db('messages').where({ org_id: actor.orgId, id });
    const msg = (await (lock ? q.forUpdate() : q).first()) as MessageRow | undefined;
    if (!msg) throw notFound('Message', id, '/api/v1/messages?roomId=…', field);
    const room = await this.rooms.load(actor, msg.room_id, { db }).catch((err: unknown) => {
      // A message in a room the caller cannot see does not exist for them.
      if (err instanceof ApiError && err.code === 'NOT_FOUND') throw notFound('Message', id, '/api/v1/messages?roomId=…', field);
      throw err;
    });
    if (!room.my_joined) await this.rooms.loadJoined(actor, room.id, { db });
    return { msg, room };
  }

  /** The UUID of a message the caller can read (its activity log, spec 2 §4.3); 404 naming `field` otherwise. */
  async readableId(actor: Actor, id: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'message:read', 'Reading the activity log of a message');
    if (!isUuid(id)) throw notFound('Message', id, '/api/v1/messages?roomId=…', field);
    return (await this.load(this.db, actor, id.toLowerCase(), false, field)).msg.id;
  }

  private assertAuthor(msg: MessageRow, actor: Actor, what: 'edit' | 'delete'): void {
    if (msg.system) {
      throw new ApiError('FORBIDDEN', `System messages cannot be ${what === 'edit' ? 'edited' : 'deleted'}`, {
        data: { messageId: msg.id, system: true },
        suggestion: 'System messages record what the service did; reply in their thread instead (POST /api/v1/messages with parentId).',
      });
    }
    if (msg.author_id !== actor.userId) {
      throw new ApiError('FORBIDDEN', `Only the author may ${what} message ${msg.id}`, {
        data: { messageId: msg.id, authorId: msg.author_id },
        suggestion: 'Reply in its thread instead (POST /api/v1/messages with parentId).',
      });
    }
  }

  private assertNotDeleted(msg: MessageRow): void {
    if (msg.deleted) {
      throw new ApiError('INVALID_STATE_TRANSITION', `Message ${msg.id} was deleted`, {
        data: { messageId: msg.id, deleted: true },
        suggestion: 'Only its thread remains; read it with GET /api/v1/messages/{id}/thread.',
      });
    }
  }

  /** GET /messages?roomId: top-level messages, newest first. */
  async list(actor: Actor, roomId: string, q: { cursor?: string; limit: number }): Promise<Page<Message>> {
    await this.rooms.loadJoined(actor, roomId, { field: 'query.roomId' });
    const page = await paginate<MessageRow & Record<string, unknown>>(this.query(this.db, actor.orgId).andWhere('msg.room_id', roomId).whereNull('msg.parent_id'), TOP_LEVEL, q);
    return { rows: await this.toMessages(this.db, actor, page.rows), nextCursor: page.nextCursor };
  }

  /** GET /messages/{id}/thread: replies to the top-level message (`id`'s own top-level message for a reply), oldest first. */
  async thread(actor: Actor, id: string, q: { cursor?: string; limit: number }): Promise<Page<Message>> {
    const { msg } = await this.load(this.db, actor, id);
    const page = await paginate<MessageRow & Record<string, unknown>>(this.query(this.db, actor.orgId).andWhere('msg.parent_id', msg.parent_id ?? msg.id), THREAD, q);
    return { rows: await this.toMessages(this.db, actor, page.rows), nextCursor: page.nextCursor };
  }

  /** Room ids the caller reads: rooms with a membership row, and the system room. */
  private myRooms(db: Knex, actor: Actor) {
    return db('rooms as r').select('r.id').where('r.org_id', actor.orgId).andWhere((w) => {
      w.where('r.kind', 'system').orWhereExists(db('room_members as m').select(db.raw('1')).whereRaw('m.org_id = r.org_id AND m.room_id = r.id').andWhere('m.user_id', actor.userId));
    });
  }

  /** GET /messages/pinned: pinned messages of one room or of all the caller's rooms, newest pin first. */
  async pinned(actor: Actor, roomId: string | undefined, q: { cursor?: string; limit: number }): Promise<Page<Message>> {
    const query = this.query(this.db, actor.orgId).andWhere('msg.pinned', true);
    if (roomId) {
      await this.rooms.loadJoined(actor, roomId, { field: 'query.roomId' });
      query.andWhere('msg.room_id', roomId);
    } else {
      query.whereIn('msg.room_id', this.myRooms(this.db, actor));
    }
    const page = await paginate<MessageRow & Record<string, unknown>>(query, PINNED, q);
    return { rows: await this.toMessages(this.db, actor, page.rows), nextCursor: page.nextCursor };
  }

  /**
   * GET /messages/search: messages whose body contains `query` (case-insensitive), in the caller's rooms, best
   * first (trigram word similarity, then newest), at most `limit` (≤ 40). A query under 2 characters needs a
   * filter. The substring test is answered by the (org_id, body) trigram index.
   */
  async search(actor: Actor, q: { query?: string; roomId?: string; authorId?: string; dmWith?: string; from?: string; to?: string; limit: number }): Promise<Message[]> {
    const text = (q.query ?? '').trim();
    const filtered = Boolean(q.roomId || q.authorId || q.dmWith || q.from || q.to);
    if (text.length < 2 && !filtered) {
      throw invalidField('query.query', 'must be at least 2 characters when no filter is given',
        'Search for 2 or more characters, or narrow by roomId, authorId, dmWith, from or to.');
    }
    if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to)) {
      throw invalidField('query.from', 'is after to', 'Set from to a time at or before to.');
    }
    const query = this.query(this.db, actor.orgId).andWhere('msg.deleted', false).whereIn('msg.room_id', this.myRooms(this.db, actor));
    if (q.roomId) {
      await this.rooms.loadJoined(actor, q.roomId, { field: 'query.roomId' });
      query.andWhere('msg.room_id', q.roomId);
    }
    if (q.dmWith) {
      const key = [actor.userId, q.dmWith.toLowerCase()].sort().join(':');
      query.whereIn('msg.room_id', this.db('rooms').select('id').where({ org_id: actor.orgId, dm_key: key }));
    }
    if (q.authorId) query.andWhere('msg.author_id', q.authorId);
    if (q.from) query.andWhere('msg.created_at', '>=', q.from);
    if (q.to) query.andWhere('msg.created_at', '<=', q.to);
    if (text) {
      query.andWhereRaw(`msg.body ILIKE ? ESCAPE '\\'`, [`%${likeEscape(text)}%`]);
      query.orderByRaw('word_similarity(?, msg.body) DESC, msg.created_at DESC, msg.id DESC', [text]);
    } else {
      query.orderByRaw('msg.created_at DESC, msg.id DESC');
    }
    const rows = (await query.limit(q.limit)) as MessageRow[];
    return this.toMessages(this.db, actor, rows);
  }

  /** Who hears about a new message in `room`: every member's user id with their notification level. */
  private async audience(db: Knex, room: RoomRow): Promise<Map<string, string>> {
    const levels = new Map<string, string>();
    if (room.kind === 'system') {
      for (const u of await db('users').select('id').where('org_id', room.org_id)) levels.set(u.id, defaultLevel('system'));
    }
    for (const m of await db('room_members').select('user_id', 'notification_level').where({ org_id: room.org_id, room_id: room.id })) {
      levels.set(m.user_id, m.notification_level);
    }
    return levels;
  }

  private label(room: RoomRow): string {
    return room.kind === 'dm' ? 'a direct message' : `#${room.name}`;
  }

  /**
   * Notifications for message `id` in `room` (module comment): mentions among `mentionText`, then `message` for
   * members at level all (when `everyone`: a new message, not an edit).
   */
  private async notify(db: Knex, actor: Actor | null, room: RoomRow, msg: { id: string; parentId: string | null; body: string }, mentionText: string, everyone: boolean): Promise<void> {
    const levels = await this.audience(db, room);
    const linkUrl = msg.parentId ? `/api/v1/messages/${msg.parentId}/thread` : `/api/v1/messages?roomId=${room.id}`;
    const mentioned = actor
      ? await notifyMentions(db, actor, {
        text: mentionText, title: `${actor.name} mentioned you in ${this.label(room)}`, body: excerpt(msg.body), linkUrl,
        entityType: 'message', entityId: msg.id,
        canRead: (userId) => levels.has(userId),
        wants: (userId) => levels.get(userId) !== 'none',
      })
      : [];
    if (!everyone) return;
    const skip = new Set([...mentioned, ...(actor ? [actor.userId] : [])]);
    const rest = [...levels].filter(([userId, level]) => level === 'all' && !skip.has(userId)).map(([userId]) => userId);
    if (!rest.length) return;
    const title = actor ? (room.kind === 'dm' ? `${actor.name} sent you a message` : `${actor.name} in #${room.name}`) : `New in #${room.name}`;
    await db('notifications').insert(rest.map((userId) => ({
      org_id: room.org_id, user_id: userId, type: 'message', title, body: excerpt(msg.body), link_url: linkUrl,
      entity_type: 'message', entity_id: msg.id, actor_user_id: actor?.userId ?? null,
    })));
  }

  /** POST /messages: a message or reply (to the top-level message of `parentId`) in a live room the caller joined. */
  async create(actor: Actor, input: { roomId: string; body: string; parentId?: string; attachments?: string[] }): Promise<Message> {
    return this.db.transaction(async (trx) => {
      const room = await this.rooms.loadJoined(actor, input.roomId, { db: trx, field: 'body.roomId' });
      this.rooms.assertLive(room);
      let parentId: string | null = null;
      if (input.parentId) {
        const parent = await trx('messages').select('id', 'parent_id').where({ org_id: actor.orgId, id: input.parentId, room_id: input.roomId }).first();
        if (!parent) {
          throw new ApiError('NOT_FOUND', `Message ${input.parentId} is not a message of this room`, {
            details: [{ field: 'body.parentId', message: 'names no message of this room' }],
            suggestion: `Reply to a message listed by GET /api/v1/messages?roomId=${input.roomId}, or leave parentId out to post a top-level message.`,
          });
        }
        parentId = parent.parent_id ?? parent.id;
      }
      const [row] = await trx('messages').insert({ org_id: actor.orgId, room_id: input.roomId, parent_id: parentId, author_id: actor.userId, body: input.body }).returning('id');
      if (input.attachments?.length) await replaceAttachments(trx, actor.orgId, actor.userId, 'message', row.id, input.attachments, 'body.attachments');
      await this.notify(trx, actor, room, { id: row.id, parentId, body: input.body }, input.body, true);
      return this.one(trx, actor, row.id);
    });
  }

  /** PATCH /messages/{id}: the author's new body; mentions new to this edit notify. `attachments`, when sent, replaces the files attached. */
  async update(actor: Actor, id: string, body: string, attachments?: string[]): Promise<Message> {
    return this.db.transaction(async (trx) => {
      const { msg, room } = await this.load(trx, actor, id, true);
      this.assertAuthor(msg, actor, 'edit');
      this.rooms.assertLive(room);
      this.assertNotDeleted(msg);
      if (body !== msg.body) {
        await trx('messages').where({ org_id: actor.orgId, id }).update({ body, edited: true, updated_at: trx.fn.now() });
        const before = new Set(parseMentions(msg.body));
        const fresh = parseMentions(body).filter((f) => !before.has(f));
        if (fresh.length) await this.notify(trx, actor, room, { id, parentId: msg.parent_id, body }, fresh.map((f) => `@"${f}"`).join(' '), false);
      }
      if (attachments) {
        await replaceAttachments(trx, actor.orgId, actor.userId, 'message', id, attachments, 'body.attachments');
        if (body === msg.body) await trx('messages').where({ org_id: actor.orgId, id }).update({ edited: true, updated_at: trx.fn.now() });
      }
      return this.one(trx, actor, id);
    });
  }

  /** DELETE /messages/{id}: removes the author's message, or leaves a tombstone of a top-level message with replies. */
  async remove(actor: Actor, id: string): Promise<{ result: { id: string; deleted: true }; roomId: string }> {
    return this.db.transaction(async (trx) => {
      const { msg, room } = await this.load(trx, actor, id, true);
      this.assertAuthor(msg, actor, 'delete');
      this.rooms.assertLive(room);
      this.assertNotDeleted(msg);
      const replies = msg.parent_id ? 0 : Number((await trx('messages').where({ org_id: actor.orgId, parent_id: id }).count<{ count: string }[]>('* as count'))[0].count);
      if (replies > 0) {
        await trx('message_reactions').where({ org_id: actor.orgId, message_id: id }).delete();
        await trx('file_attachments').where({ org_id: actor.orgId, entity_type: 'message', entity_id: id }).delete();
        await trx('messages').where({ org_id: actor.orgId, id }).update({ body: '', deleted: true, pinned: false, pinned_at: null, pinned_by: null, updated_at: trx.fn.now() });
      } else {
        await trx('messages').where({ org_id: actor.orgId, id }).delete();
        if (msg.parent_id) {
          // The last reply of a deleted top-level message takes its tombstone with it.
          await trx('messages').where({ org_id: actor.orgId, id: msg.parent_id, deleted: true })
            .whereNotExists(trx('messages as rp').select(trx.raw('1')).whereRaw('rp.org_id = messages.org_id AND rp.parent_id = messages.id')).delete();
        }
      }
      return { result: { id, deleted: true as const }, roomId: msg.room_id };
    });
  }

  /** POST /messages/{id}/pinned: absolute; any member of the live room. */
  async setPinned(actor: Actor, id: string, pinned: boolean): Promise<Message> {
    return this.db.transaction(async (trx) => {
      const { msg, room } = await this.load(trx, actor, id, true);
      this.rooms.assertLive(room);
      this.assertNotDeleted(msg);
      if (msg.pinned !== pinned) {
        await trx('messages').where({ org_id: actor.orgId, id })
          .update(pinned ? { pinned, pinned_at: trx.fn.now(), pinned_by: actor.userId } : { pinned, pinned_at: null, pinned_by: null });
      }
      return this.one(trx, actor, id);
    });
  }

  /** POST /messages/{id}/reactions: absolute; returns the message's reaction counts. */
  async react(actor: Actor, id: string, emoji: string, on: boolean): Promise<ReactionCount[]> {
    return this.db.transaction(async (trx) => {
      const { msg, room } = await this.load(trx, actor, id);
      this.rooms.assertLive(room);
      this.assertNotDeleted(msg);
      return setReaction(trx, 'message_reactions', actor.orgId, id, actor.userId, emoji.normalize('NFC'), on);
    });
  }

  /**
   * A system message from the service in the org's system room (no author; members who set the room's level to all
   * are notified), in `db` — the caller's write transaction. Returns its id.
   */
  async postSystem(db: Knex, orgId: string, body: string): Promise<string> {
    const room = await db('rooms').select('*').where({ org_id: orgId, kind: 'system' }).first();
    const [row] = await db('messages').insert({ org_id: orgId, room_id: room.id, author_id: null, system: true, body }).returning('id');
    await this.notify(db, null, { ...room, my_joined: true } as RoomRow, { id: row.id, parentId: null, body }, '', true);
    return row.id;
  }

  /**
   * A message the service writes for `actor` in the org's system room (a publication such as a strategy going
   * active): an ordinary message by the actor (they may edit or delete it), in `db` — the caller's write
   * transaction. Members at level all are notified as for any message; the body is not scanned for mentions (the
   * service composed it). Returns its id.
   */
  async postAsInSystemRoom(db: Knex, actor: Actor, body: string): Promise<string> {
    const room = await db('rooms').select('*').where({ org_id: actor.orgId, kind: 'system' }).first();
    const [row] = await db('messages').insert({ org_id: actor.orgId, room_id: room.id, author_id: actor.userId, body }).returning('id');
    await this.notify(db, actor, { ...room, my_joined: true } as RoomRow, { id: row.id, parentId: null, body }, '', true);
    return row.id;
  }
}
