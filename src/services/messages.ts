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
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound, requireCapability } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { deleteReactionsOf, reactionCounts, setReaction, type ReactionCount } from '../repositories/reactions.js';
import { notifyMentions, parseMentions } from './mentions.js';
import type { RoomService } from './rooms.js';
import { isUuid } from '../repositories/refs.js';
import { attachmentSummaries, deleteAttachmentsOf, replaceAttachments } from '../repositories/attachments.js';
import { defaultLevel, findSystemRoom, type RoomRow } from '../repositories/rooms.js';
import { roomAudience } from '../repositories/roomMembers.js';
import { insertNotifications } from '../repositories/notifications.js';
import { listUserIds } from '../repositories/users.js';
import {
  countReplies,
  deleteEmptyTombstone,
  deleteMessage,
  findMessage,
  findMessageInRoom,
  findMessageView,
  insertMessage,
  listPinnedMessages,
  listThread,
  listTopLevelMessages,
  searchMessages,
  setMessagePin,
  tombstoneMessage,
  toMessage,
  updateMessage,
  type MessageRow,
  type StoredMessageRow,
} from '../repositories/messages.js';

export type Message = Schema<'Message'>;
type Paging = { cursor?: string; limit: number };

/** Longest excerpt of a message body in a notification. */
const EXCERPT = 200;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);

export class MessageService {
  constructor(
    private readonly db: Knex,
    private readonly rooms: RoomService,
  ) {}

  /** Rows → API messages, with one query for all their reactions. */
  private async toMessages(db: Knex, actor: Actor, rows: MessageRow[]): Promise<Message[]> {
    const reactions = await reactionCounts(
      db,
      'message_reactions',
      actor.orgId,
      rows.map((r) => r.id),
      actor.userId,
    );
    const attachments = await attachmentSummaries(
      db,
      actor.orgId,
      'message',
      rows.map((r) => r.id),
    );
    return rows.map((r) => toMessage(r, reactions.get(r.id) ?? [], attachments.get(r.id) ?? []));
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<Message> {
    const row = (await findMessageView(db, actor.orgId, id))!;
    return (await this.toMessages(db, actor, [row]))[0];
  }

  /**
   * The message and its room for the caller: 404 when the message is absent or its room invisible to the caller,
   * 403 when the caller has not joined its (open) room. `lock` takes the message row for update.
   */
  private async load(db: Knex, actor: Actor, id: string, lock = false, field = 'path.id'): Promise<{ msg: StoredMessageRow; room: RoomRow }> {
    const msg = await findMessage(db, actor.orgId, id, lock);
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

  private assertAuthor(msg: StoredMessageRow, actor: Actor, what: 'edit' | 'delete'): void {
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

  private assertNotDeleted(msg: StoredMessageRow): void {
    if (msg.deleted) {
      throw new ApiError('INVALID_STATE_TRANSITION', `Message ${msg.id} was deleted`, {
        data: { messageId: msg.id, deleted: true },
        suggestion: 'Only its thread remains; read it with GET /api/v1/messages/{id}/thread.',
      });
    }
  }

  /** GET /messages?roomId: top-level messages, newest first. */
  async list(actor: Actor, roomId: string, q: Paging): Promise<Page<Message>> {
    await this.rooms.loadJoined(actor, roomId, { field: 'query.roomId' });
    const page = await listTopLevelMessages(this.db, actor.orgId, roomId, q);
    return { rows: await this.toMessages(this.db, actor, page.rows), nextCursor: page.nextCursor };
  }

  /** GET /messages/{id}/thread: replies to the top-level message (`id`'s own top-level message for a reply), oldest first. */
  async thread(actor: Actor, id: string, q: Paging): Promise<Page<Message>> {
    const { msg } = await this.load(this.db, actor, id);
    const page = await listThread(this.db, actor.orgId, msg.parent_id ?? msg.id, q);
    return { rows: await this.toMessages(this.db, actor, page.rows), nextCursor: page.nextCursor };
  }

  /** GET /messages/pinned: pinned messages of one room or of all the caller's rooms, newest pin first. */
  async pinned(actor: Actor, roomId: string | undefined, q: Paging): Promise<Page<Message>> {
    if (roomId) await this.rooms.loadJoined(actor, roomId, { field: 'query.roomId' });
    const page = await listPinnedMessages(this.db, actor.orgId, actor.userId, roomId, q);
    return { rows: await this.toMessages(this.db, actor, page.rows), nextCursor: page.nextCursor };
  }

  /**
   * GET /messages/search: messages whose body contains `query` (case-insensitive), in the caller's rooms, best
   * first (trigram word similarity, then newest), at most `limit` (≤ 40). A query under 2 characters needs a
   * filter. The substring test is answered by the (org_id, body) trigram index.
   */
  async search(actor: Actor, q: QueryParams<'searchMessages'> & { limit: number }): Promise<Message[]> {
    const text = (q.query ?? '').trim();
    const filtered = Boolean(q.roomId || q.authorId || q.dmWith || q.from || q.to);
    if (text.length < 2 && !filtered) {
      throw invalidField(
        'query.query',
        'must be at least 2 characters when no filter is given',
        'Search for 2 or more characters, or narrow by roomId, authorId, dmWith, from or to.',
      );
    }
    if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to)) {
      throw invalidField('query.from', 'is after to', 'Set from to a time at or before to.');
    }
    if (q.roomId) await this.rooms.loadJoined(actor, q.roomId, { field: 'query.roomId' });
    const dmKey = q.dmWith ? [actor.userId, q.dmWith.toLowerCase()].sort().join(':') : undefined;
    const rows = await searchMessages(this.db, actor.orgId, actor.userId, {
      text,
      roomId: q.roomId,
      authorId: q.authorId,
      dmKey,
      from: q.from,
      to: q.to,
      limit: q.limit,
    });
    return this.toMessages(this.db, actor, rows);
  }

  /** Who hears about a new message in `room`: every member's user id with their notification level. */
  private async audience(db: Knex, room: RoomRow): Promise<Map<string, string>> {
    const levels = new Map<string, string>();
    if (room.kind === 'system') {
      for (const id of await listUserIds(db, room.org_id)) levels.set(id, defaultLevel('system'));
    }
    for (const m of await roomAudience(db, room.org_id, room.id)) {
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
  private async notify(
    db: Knex,
    actor: Actor | null,
    room: RoomRow,
    msg: { id: string; parentId: string | null; body: string },
    mentionText: string,
    everyone: boolean,
  ): Promise<void> {
    const levels = await this.audience(db, room);
    const linkUrl = msg.parentId ? `/api/v1/messages/${msg.parentId}/thread` : `/api/v1/messages?roomId=${room.id}`;
    const mentioned = actor
      ? await notifyMentions(db, actor, {
          text: mentionText,
          title: `${actor.name} mentioned you in ${this.label(room)}`,
          body: excerpt(msg.body),
          linkUrl,
          entityType: 'message',
          entityId: msg.id,
          canRead: (userId) => levels.has(userId),
          wants: (userId) => levels.get(userId) !== 'none',
        })
      : [];
    if (!everyone) return;
    const skip = new Set([...mentioned, ...(actor ? [actor.userId] : [])]);
    const rest = [...levels].filter(([userId, level]) => level === 'all' && !skip.has(userId)).map(([userId]) => userId);
    if (!rest.length) return;
    const title = actor ? (room.kind === 'dm' ? `${actor.name} sent you a message` : `${actor.name} in #${room.name}`) : `New in #${room.name}`;
    await insertNotifications(
      db,
      room.org_id,
      rest.map((userId) => ({
        user_id: userId,
        type: 'message',
        title,
        body: excerpt(msg.body),
        link_url: linkUrl,
        entity_type: 'message',
        entity_id: msg.id,
        actor_user_id: actor?.userId ?? null,
      })),
    );
  }

  /** POST /messages: a message or reply (to the top-level message of `parentId`) in a live room the caller joined. */
  async create(actor: Actor, input: RequestBody<'createMessage'>): Promise<Message> {
    return this.db.transaction(async (trx) => {
      const room = await this.rooms.loadJoined(actor, input.roomId, { db: trx, field: 'body.roomId' });
      this.rooms.assertLive(room);
      let parentId: string | null = null;
      if (input.parentId) {
        const parent = await findMessageInRoom(trx, actor.orgId, input.roomId, input.parentId);
        if (!parent) {
          throw new ApiError('NOT_FOUND', `Message ${input.parentId} is not a message of this room`, {
            details: [{ field: 'body.parentId', message: 'names no message of this room' }],
            suggestion: `Reply to a message listed by GET /api/v1/messages?roomId=${input.roomId}, or leave parentId out to post a top-level message.`,
          });
        }
        parentId = parent.parent_id ?? parent.id;
      }
      const id = await insertMessage(trx, actor.orgId, { room_id: input.roomId, parent_id: parentId, author_id: actor.userId, body: input.body });
      if (input.attachments?.length) await replaceAttachments(trx, actor.orgId, actor.userId, 'message', id, input.attachments, 'body.attachments');
      await this.notify(trx, actor, room, { id, parentId, body: input.body }, input.body, true);
      return this.one(trx, actor, id);
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
        await updateMessage(trx, actor.orgId, id, { body, edited: true });
        const before = new Set(parseMentions(msg.body));
        const fresh = parseMentions(body).filter((f) => !before.has(f));
        if (fresh.length) await this.notify(trx, actor, room, { id, parentId: msg.parent_id, body }, fresh.map((f) => `@"${f}"`).join(' '), false);
      }
      if (attachments) {
        await replaceAttachments(trx, actor.orgId, actor.userId, 'message', id, attachments, 'body.attachments');
        if (body === msg.body) await updateMessage(trx, actor.orgId, id, { edited: true });
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
      const replies = msg.parent_id ? 0 : await countReplies(trx, actor.orgId, id);
      if (replies > 0) {
        await deleteReactionsOf(trx, 'message_reactions', actor.orgId, id);
        await deleteAttachmentsOf(trx, actor.orgId, 'message', id);
        await tombstoneMessage(trx, actor.orgId, id);
      } else {
        await deleteMessage(trx, actor.orgId, id);
        // The last reply of a deleted top-level message takes its tombstone with it.
        if (msg.parent_id) await deleteEmptyTombstone(trx, actor.orgId, msg.parent_id);
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
        await setMessagePin(trx, actor.orgId, id, pinned, actor.userId);
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
    const room = await findSystemRoom(db, orgId);
    const id = await insertMessage(db, orgId, { room_id: room.id, author_id: null, system: true, body });
    await this.notify(db, null, { ...room, my_joined: true } as RoomRow, { id, parentId: null, body }, '', true);
    return id;
  }

  /**
   * A message the service writes for `actor` in the org's system room (a publication such as a strategy going
   * active): an ordinary message by the actor (they may edit or delete it), in `db` — the caller's write
   * transaction. Members at level all are notified as for any message; the body is not scanned for mentions (the
   * service composed it). Returns its id.
   */
  async postAsInSystemRoom(db: Knex, actor: Actor, body: string): Promise<string> {
    const room = await findSystemRoom(db, actor.orgId);
    const id = await insertMessage(db, actor.orgId, { room_id: room.id, author_id: actor.userId, body });
    await this.notify(db, actor, { ...room, my_joined: true } as RoomRow, { id, parentId: null, body }, '', true);
    return id;
  }
}
