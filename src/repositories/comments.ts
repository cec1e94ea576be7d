/**
 * The comments table (spec 2 §4.17): a thread per entity (entityType + entityId), one reply level; its row, mapper
 * and queries. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type CommentEntityType = Schema<'CommentEntityType'>;

/** A comment as read, with its author's name. */
export interface CommentRow {
  org_id: string;
  id: string;
  entity_type: CommentEntityType;
  entity_id: string;
  parent_id: string | null;
  author_id: string | null;
  author_name: string | null;
  body: string;
  system: boolean;
  edited: boolean;
  archived_at: Date | null;
  archived_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → components.schemas.Comment, with the comment's reaction counts and attachments. */
export const toComment = (r: CommentRow, reactions: Schema<'Comment'>['reactions'], attachments: Schema<'Comment'>['attachments']): Schema<'Comment'> => ({
  id: r.id,
  orgId: r.org_id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  parentId: r.parent_id,
  authorId: r.author_id,
  authorName: r.author_name,
  body: r.body,
  system: r.system,
  edited: r.edited,
  archived: r.archived_at != null,
  archivedAt: iso(r.archived_at),
  archivedBy: r.archived_by,
  reactions,
  attachments,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

const THREAD: ListOrder = {
  name: 'comments',
  direction: 'asc',
  keys: [
    { expr: 'c.created_at', type: 'timestamptz' },
    { expr: 'c.id', type: 'uuid' },
  ],
};

function selectComments(db: Knex, orgId: string) {
  return db('comments as c')
    .leftJoin('users as au', function () {
      this.on('au.org_id', 'c.org_id').andOn('au.id', 'c.author_id');
    })
    .select('c.*', 'au.name as author_name')
    .where('c.org_id', orgId);
}

/** Comment `id` with its author's name, or undefined. */
export async function findComment(db: Knex, orgId: string, id: string): Promise<CommentRow | undefined> {
  return selectComments(db, orgId).andWhere('c.id', id).first();
}

/** Comment `id` as stored (no author name), locked for update when `lock`; or undefined. */
export async function findCommentRow(db: Knex, orgId: string, id: string, lock = false): Promise<CommentRow | undefined> {
  const q = db('comments').where({ org_id: orgId, id });
  return (lock ? q.forUpdate() : q).first();
}

/** One page of an entity's thread, oldest first; archived comments only when `includeArchived`. */
export function listComments(
  db: Knex,
  orgId: string,
  f: { entityType: CommentEntityType; entityId: string; includeArchived: boolean },
  page: { cursor?: string; limit: number },
): Promise<Page<CommentRow>> {
  const query = selectComments(db, orgId).andWhere({ 'c.entity_type': f.entityType, 'c.entity_id': f.entityId });
  if (!f.includeArchived) query.whereNull('c.archived_at');
  return paginate<CommentRow & Record<string, unknown>>(query, THREAD, page);
}

/** The latest `limit` unarchived comments of an entity, oldest first. */
export async function listLatestComments(db: Knex, orgId: string, entityType: CommentEntityType, entityId: string, limit: number): Promise<CommentRow[]> {
  const rows = (await selectComments(db, orgId)
    .andWhere({ 'c.entity_type': entityType, 'c.entity_id': entityId })
    .whereNull('c.archived_at')
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(limit)) as CommentRow[];
  return rows.reverse();
}

/** Comment `id` on the given entity, as id and parent, or undefined. */
export async function findThreadComment(
  db: Knex,
  orgId: string,
  entityType: CommentEntityType,
  entityId: string,
  id: string,
): Promise<{ id: string; parent_id: string | null } | undefined> {
  return db('comments').select('id', 'parent_id').where({ org_id: orgId, id, entity_type: entityType, entity_id: entityId }).first();
}

/** Inserts a comment (system: no author) and returns its id. */
export async function insertComment(
  trx: Knex,
  orgId: string,
  v: { entityType: CommentEntityType; entityId: string; parentId?: string | null; authorId: string | null; body: string; system?: boolean },
): Promise<string> {
  const [row] = await trx('comments')
    .insert({
      org_id: orgId,
      entity_type: v.entityType,
      entity_id: v.entityId,
      ...(v.system ? {} : { parent_id: v.parentId ?? null }),
      author_id: v.authorId,
      ...(v.system ? { system: true } : {}),
      body: v.body,
    })
    .returning('id');
  return row.id as string;
}

/** Sets columns of comment `id`; the number of rows changed (updated_at set unless `touch` is false). */
export function updateComment(
  trx: Knex,
  orgId: string,
  id: string,
  patch: { body?: string; edited?: boolean; archived_at?: Knex.Raw | null; archived_by?: string | null },
  touch = true,
): Promise<number> {
  return trx('comments')
    .where({ org_id: orgId, id })
    .update(touch ? { ...patch, updated_at: trx.fn.now() } : patch);
}

/** Deletes comment `id` (its replies go with it); the number of rows deleted. */
export function deleteComment(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('comments').where({ org_id: orgId, id }).delete();
}

/** The author of comment `id` (null when the author was removed), or undefined when there is no such comment. */
export async function findCommentAuthor(db: Knex, orgId: string, id: string): Promise<{ author_id: string | null } | undefined> {
  return db('comments').select('author_id').where({ org_id: orgId, id }).first();
}

/** Deletes every comment on the `entityType` entities `entityIds` (their entities are being deleted). */
export async function deleteCommentsOn(trx: Knex, orgId: string, entityType: string, entityIds: string[]): Promise<void> {
  if (entityIds.length) await trx('comments').where({ org_id: orgId, entity_type: entityType }).whereIn('entity_id', entityIds).delete();
}
