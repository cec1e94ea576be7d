/**
 * Comments on entities (spec 2 §4.17): the thread of a vision, objective, metric, opportunity or
 * task, oldest first, with one reply level (a reply to a reply attaches to its top-level comment).
 *
 * Access: the comment capability of the operation, and the read capability of the entity; without the latter the
 * entity — and so its thread — reads as 404 (spec 2 §7: nothing says it exists). Authors edit (edited true) and
 * delete (with its replies) their own comments; system comments (no author) record decisions the service made and
 * are neither editable nor deletable. Archiving (absolute) is for the author and the entity's owner: the vision's
 * owner, the objective's DRI, the metric's steward, the opportunity's lead, the task's owner; archived comments are
 * hidden from the default list.
 *
 * Mentions (@Name, @"Full Name") notify, in the comment's transaction, the users who can read the entity (their
 * org role grants its read capability) and have not muted it.
 */
import { findEntityRow } from '../repositories/refs.js';
import { findFollow } from '../repositories/subscriptions.js';
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound, requireCapability } from '../core/errors.js';
import { ROLE_CAPABILITIES, isOrgRole } from '../auth/capabilities.js';
import type { Page } from '../repositories/paging.js';
import { findUserRole } from '../repositories/users.js';
import { findIdInOrg, isUuid, refOf, type RefTable } from '../repositories/refs.js';
import { reactionCounts, setReaction, type ReactionCount } from '../repositories/reactions.js';
import { notifyMentions, parseMentions } from './mentions.js';
import {
  type CommentRow,
  deleteComment,
  findComment,
  findCommentRow,
  findThreadComment,
  insertComment,
  listComments,
  listLatestComments,
  toComment,
  updateComment,
} from '../repositories/comments.js';
import { attachmentSummaries, replaceAttachments } from '../repositories/attachments.js';
import type { QueryParams, RequestBody } from '../core/api.js';

export type Comment = components['schemas']['Comment'];
export type CommentEntityType = components['schemas']['CommentEntityType'];

/** Where each commentable entity lives, who owns it, the capability that reads it and where to list it. */
const ENTITIES: Record<CommentEntityType, { table: string; owner: string; read: string; label: string; list: string }> = {
  vision: { table: 'visions', owner: 'owner_id', read: 'vision:read', label: 'Vision', list: '/api/v1/visions' },
  objective: { table: 'objectives', owner: 'dri_id', read: 'objective:read', label: 'Objective', list: '/api/v1/objectives' },
  metric: { table: 'metrics', owner: 'steward_id', read: 'metric:read', label: 'Metric', list: '/api/v1/metrics' },
  opportunity: { table: 'opportunities', owner: 'lead_id', read: 'opportunity:read', label: 'Opportunity', list: '/api/v1/opportunities' },
  task: { table: 'tasks', owner: 'owner_id', read: 'task:read', label: 'Task', list: '/api/v1/tasks' },
};

const EXCERPT = 200;

export class CommentService {
  constructor(private readonly db: Knex) {}

  private async toComments(db: Knex, actor: Actor, rows: CommentRow[]): Promise<Comment[]> {
    const reactions = await reactionCounts(
      db,
      'comment_reactions',
      actor.orgId,
      rows.map((r) => r.id),
      actor.userId,
    );
    const attachments = await attachmentSummaries(
      db,
      actor.orgId,
      'comment',
      rows.map((r) => r.id),
    );
    return rows.map((r) => toComment(r, reactions.get(r.id) ?? [], attachments.get(r.id) ?? []));
  }

  private async one(db: Knex, actor: Actor, id: string): Promise<Comment> {
    const row = (await findComment(db, actor.orgId, id))!;
    return (await this.toComments(db, actor, [row]))[0];
  }

  /**
   * The entity `idOrRef` of `type` in the caller's org (a UUID: the pipeline resolved a ref), with its title, ref
   * and owner; 404 naming `field` when it is absent, in another org, or the caller lacks its read capability.
   */
  private async entity(
    db: Knex,
    actor: Actor,
    type: CommentEntityType,
    idOrRef: string,
    field: string,
  ): Promise<{ id: string; ref: string; title: string; ownerId: string | null }> {
    const e = ENTITIES[type];
    const missing = () => notFound(e.label, idOrRef, e.list, field);
    if (!actor.capabilities.has(e.read)) throw missing();
    const id = await findIdInOrg(db, e.table, actor.orgId, idOrRef);
    if (!id) throw missing();
    const row = await findEntityRow(db, e.table, actor.orgId, id);
    if (!row) throw missing();
    const ref = type === 'task' ? `${row.prefix}-${row.number}` : refOf(e.table as RefTable, row.number as number);
    return { id, ref, title: String(row.title ?? row.name), ownerId: (row[e.owner] as string | null | undefined) ?? null };
  }

  /** The comment `id` and its entity for the caller (404 when either is absent or the entity unreadable). */
  private async load(db: Knex, actor: Actor, id: string, lock = false, field = 'path.id') {
    const row = await findCommentRow(db, actor.orgId, id, lock);
    const missing = () => notFound('Comment', id, '/api/v1/comments?entityType=…&entityId=…', field);
    if (!row) throw missing();
    const entity = await this.entity(db, actor, row.entity_type, row.entity_id, field).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === 'NOT_FOUND') throw missing();
      throw err;
    });
    return { row, entity };
  }

  /** The UUID of a comment the caller can read (its activity log, spec 2 §4.3); 404 naming `field` otherwise. */
  async readableId(actor: Actor, id: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'comment:read', 'Reading the activity log of a comment');
    if (!isUuid(id)) throw notFound('Comment', id, '/api/v1/comments?entityType=…&entityId=…', field);
    return (await this.load(this.db, actor, id.toLowerCase(), false, field)).row.id;
  }

  private assertAuthor(row: CommentRow, actor: Actor, what: 'edit' | 'delete'): void {
    if (row.system) {
      throw new ApiError('FORBIDDEN', `System comments cannot be ${what === 'edit' ? 'edited' : 'deleted'}`, {
        data: { commentId: row.id, system: true },
        suggestion: 'System comments record decisions the service made; reply to them (POST /api/v1/comments with parentId) instead.',
      });
    }
    if (row.author_id !== actor.userId) {
      throw new ApiError('FORBIDDEN', `Only the author may ${what} comment ${row.id}`, {
        data: { commentId: row.id, authorId: row.author_id },
        suggestion: 'Reply to it instead (POST /api/v1/comments with parentId).',
      });
    }
  }

  /** Mention notifications for `text` in a comment on `entity`, to users who can read the entity and have not muted it. */
  private async mention(
    db: Knex,
    actor: Actor,
    type: CommentEntityType,
    entity: { id: string; ref: string; title: string },
    commentBody: string,
    text: string,
  ) {
    const read = ENTITIES[type].read;
    await notifyMentions(db, actor, {
      text,
      title: `${actor.name} mentioned you on ${entity.ref}: ${entity.title}`,
      body: commentBody.length > EXCERPT ? `${commentBody.slice(0, EXCERPT - 1)}…` : commentBody,
      linkUrl: `/api/v1/comments?entityType=${type}&entityId=${entity.id}`,
      entityType: type,
      entityId: entity.id,
      canRead: async (userId) => {
        const role = (await findUserRole(db, actor.orgId, userId)) ?? '';
        return isOrgRole(role) && ROLE_CAPABILITIES[role].includes(read);
      },
      wants: async (userId) => (await findFollow(db, { orgId: actor.orgId, userId, entityType: type, entityId: entity.id })) !== false,
    });
  }

  /** GET /comments: the entity's thread, oldest first; `entityId` is the resolved UUID (for the handler's actions). */
  async list(actor: Actor, q: QueryParams<'listComments'> & { includeArchived: boolean; limit: number }): Promise<Page<Comment> & { entityId: string }> {
    const entity = await this.entity(this.db, actor, q.entityType, q.entityId, 'query.entityId');
    const page = await listComments(this.db, actor.orgId, { entityType: q.entityType, entityId: entity.id, includeArchived: q.includeArchived }, q);
    return { rows: await this.toComments(this.db, actor, page.rows), nextCursor: page.nextCursor, entityId: entity.id };
  }

  /**
   * The latest `limit` comments of an entity the caller was already found to read (context bundles),
   * oldest first, archived ones left out.
   */
  async latest(actor: Actor, entityType: CommentEntityType, entityId: string, limit: number): Promise<Comment[]> {
    return this.toComments(this.db, actor, await listLatestComments(this.db, actor.orgId, entityType, entityId, limit));
  }

  /** POST /comments: a comment or a reply (to the top-level comment of `parentId`, on the same entity). */
  async create(actor: Actor, input: RequestBody<'createComment'>): Promise<Comment> {
    return this.db.transaction(async (trx) => {
      const entity = await this.entity(trx, actor, input.entityType, input.entityId, 'body.entityId');
      let parentId: string | null = null;
      if (input.parentId) {
        const parent = await findThreadComment(trx, actor.orgId, input.entityType, entity.id, input.parentId);
        if (!parent) {
          throw new ApiError('NOT_FOUND', `Comment ${input.parentId} is not a comment on ${entity.ref}`, {
            details: [{ field: 'body.parentId', message: `names no comment on this ${input.entityType}` }],
            suggestion: `Reply to a comment listed by GET /api/v1/comments?entityType=${input.entityType}&entityId=${entity.ref}, or leave parentId out.`,
          });
        }
        parentId = parent.parent_id ?? parent.id;
      }
      const row = {
        id: await insertComment(trx, actor.orgId, { entityType: input.entityType, entityId: entity.id, parentId, authorId: actor.userId, body: input.body }),
      };
      if (input.attachments?.length) await replaceAttachments(trx, actor.orgId, actor.userId, 'comment', row.id, input.attachments, 'body.attachments');
      await this.mention(trx, actor, input.entityType, entity, input.body, input.body);
      return this.one(trx, actor, row.id);
    });
  }

  /** PATCH /comments/{id}: the author's new body; mentions new to this edit notify. `attachments`, when sent, replaces the files attached. */
  async update(actor: Actor, id: string, body: string, attachments?: string[]): Promise<Comment> {
    return this.db.transaction(async (trx) => {
      const { row, entity } = await this.load(trx, actor, id, true);
      this.assertAuthor(row, actor, 'edit');
      if (body !== row.body) {
        await updateComment(trx, actor.orgId, id, { body, edited: true });
        const before = new Set(parseMentions(row.body));
        const fresh = parseMentions(body).filter((f) => !before.has(f));
        if (fresh.length) await this.mention(trx, actor, row.entity_type, entity, body, fresh.map((f) => `@"${f}"`).join(' '));
      }
      if (attachments) {
        await replaceAttachments(trx, actor.orgId, actor.userId, 'comment', id, attachments, 'body.attachments');
        if (body === row.body) await updateComment(trx, actor.orgId, id, { edited: true });
      }
      return this.one(trx, actor, id);
    });
  }

  /** DELETE /comments/{id}: the author's comment and its replies. */
  async remove(actor: Actor, id: string): Promise<{ result: { id: string; deleted: true }; entityType: CommentEntityType; entityId: string }> {
    return this.db.transaction(async (trx) => {
      const { row } = await this.load(trx, actor, id, true);
      this.assertAuthor(row, actor, 'delete');
      await deleteComment(trx, actor.orgId, id);
      return { result: { id, deleted: true as const }, entityType: row.entity_type, entityId: row.entity_id };
    });
  }

  /** POST /comments/{id}/archived: absolute; the author or the entity's owner. */
  async setArchived(actor: Actor, id: string, archived: boolean): Promise<Comment> {
    return this.db.transaction(async (trx) => {
      const { row, entity } = await this.load(trx, actor, id, true);
      if (row.author_id !== actor.userId && entity.ownerId !== actor.userId) {
        throw new ApiError('FORBIDDEN', `Only the comment's author or the owner of ${entity.ref} may archive it`, {
          data: { commentId: id, authorId: row.author_id, ownerId: entity.ownerId },
          suggestion: `Ask the author or the owner of ${entity.ref} to archive it.`,
        });
      }
      if ((row.archived_at != null) !== archived) {
        await updateComment(
          trx,
          actor.orgId,
          id,
          archived ? { archived_at: trx.fn.now(), archived_by: actor.userId } : { archived_at: null, archived_by: null },
          false,
        );
      }
      return this.one(trx, actor, id);
    });
  }

  /** POST /comments/{id}/reactions: absolute; returns the comment's reaction counts. */
  async react(actor: Actor, id: string, emoji: string, on: boolean): Promise<ReactionCount[]> {
    return this.db.transaction(async (trx) => {
      await this.load(trx, actor, id);
      return setReaction(trx, 'comment_reactions', actor.orgId, id, actor.userId, emoji.normalize('NFC'), on);
    });
  }

  /** A system comment (no author) recording a decision the service made, in `db` — the caller's write transaction. */
  async addSystem(db: Knex, orgId: string, entityType: CommentEntityType, entityId: string, body: string): Promise<string> {
    return insertComment(db, orgId, { entityType, entityId, authorId: null, body, system: true });
  }
}
