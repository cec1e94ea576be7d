/**
 * The tags table (spec 1 §2.1 `tagIds`, spec 2 §4.21): its row, row → API mapper and queries. Tag names are unique
 * in the org regardless of case (unique index on (org_id, lower(name))); entities carry tags in a `tag_ids uuid[]`
 * column. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Tag = Schema<'Tag'>;

/** A tags row as read. */
export interface TagRow {
  org_id: string;
  id: string;
  name: string;
  color: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → components.schemas.Tag. */
export const toTag = (r: TagRow): Tag => ({
  id: r.id,
  orgId: r.org_id,
  name: r.name,
  color: r.color,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /tags order: name case-insensitively, then id. */
const LIST: ListOrder = {
  name: 'tags',
  direction: 'asc',
  keys: [
    { expr: 'lower(name)', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** Tables whose `tag_ids` hold tag ids. */
export const TAGGED = ['opportunities', 'tasks', 'insights'] as const;

/** One page of the org's tags by name, case-insensitively. */
export function listTags(db: Knex, orgId: string, page: { cursor?: string; limit: number }): Promise<Page<TagRow>> {
  return paginate<TagRow & Record<string, unknown>>(db('tags').select('*').where({ org_id: orgId }), LIST, page);
}

/** The ids among `ids` (UUIDs) that name tags of the org. */
export async function existingTagIds(db: Knex, orgId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows: { id: string }[] = await db('tags').select('id').where({ org_id: orgId }).whereIn('id', ids);
  return new Set(rows.map((r) => r.id));
}

/** The org's tag named `name` in any case (other than `exceptId`), or undefined. */
export async function findTagByName(db: Knex, orgId: string, name: string, exceptId?: string): Promise<{ id: string; name: string } | undefined> {
  const q = db('tags').select('id', 'name').where({ org_id: orgId }).whereRaw('lower(name) = lower(?)', [name]);
  return (await (exceptId ? q.whereNot({ id: exceptId }) : q).first()) as { id: string; name: string } | undefined;
}

/** Inserts a tag; a taken name raises Postgres' unique violation. */
export async function insertTag(trx: Knex, orgId: string, values: { name: string; color: string | null }): Promise<TagRow> {
  const [row] = await trx('tags').insert({ org_id: orgId, name: values.name, color: values.color }).returning('*');
  return row as TagRow;
}

/** Updates tag `id` of the org (updated_at set to now); undefined when there is none. */
export async function updateTag(trx: Knex, orgId: string, id: string, patch: { name?: string; color?: string | null }): Promise<TagRow | undefined> {
  const [row] = await trx('tags')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row as TagRow | undefined;
}

/** Deletes tag `id` of the org; the number of rows deleted (0 or 1). */
export function deleteTag(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('tags').where({ org_id: orgId, id }).delete();
}

/** Removes tag `id` from the `tag_ids` of every row of `table` in the org that carries it (updated_at set to now). */
export function untagAll(trx: Knex, orgId: string, table: (typeof TAGGED)[number], id: string): Promise<number> {
  return trx(table)
    .where({ org_id: orgId })
    .whereRaw('tag_ids @> ARRAY[?]::uuid[]', [id])
    .update({ tag_ids: trx.raw('array_remove(tag_ids, ?::uuid)', [id]), updated_at: trx.fn.now() });
}
