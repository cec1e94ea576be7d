/**
 * Tags (spec 1 §2.1 `tagIds` on opportunities and tasks, spec 2 §4.21 "tag operations"): a name, unique in
 * the org regardless of case (unique index on (org_id, lower(name))), and an optional color. Entities carry tags
 * as a `tag_ids uuid[]` column; deleting a tag removes its id from every opportunity and task in the same
 * transaction. Insights carry them the same way.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { isUuid } from '../repositories/refs.js';
import { iso, isUniqueViolation } from './common.js';

export type Tag = components['schemas']['Tag'];

const LIST_HREF = '/api/v1/tags';
const LIST: ListOrder = { name: 'tags', direction: 'asc', keys: [{ expr: 'lower(name)', type: 'text' }, { expr: 'id', type: 'uuid' }] };
/** Tables whose `tag_ids` hold tag ids. */
const TAGGED = ['opportunities', 'tasks', 'insights'] as const;

interface TagRow { org_id: string; id: string; name: string; color: string | null; created_at: Date; updated_at: Date }
const toTag = (r: TagRow): Tag => ({ id: r.id, orgId: r.org_id, name: r.name, color: r.color, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)! });

/**
 * Checks that every id names a tag of the org and returns them lower-cased and de-duplicated (first occurrence
 * order). Throws 404 NOT_FOUND naming `${field}.${index}` (the index in `ids`) for the first id that names no tag;
 * the suggestion names GET /api/v1/tags.
 */
export async function assertTags(db: Knex, orgId: string, ids: string[], field: string): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!unique.length) return [];
  const valid = unique.filter(isUuid);
  const rows: { id: string }[] = valid.length ? await db('tags').select('id').where({ org_id: orgId }).whereIn('id', valid) : [];
  const found = new Set(rows.map((r) => r.id));
  const index = ids.findIndex((id) => !found.has(id.toLowerCase()));
  if (index >= 0) {
    const name = `${field}.${index}`;
    const err = new ApiError('NOT_FOUND', `${name}: tag ${ids[index]} not found`, {
      details: [{ field: name, message: 'is not a tag of this org' }],
      suggestion: 'List tags with GET /api/v1/tags to find valid tag ids, or create one with POST /api/v1/tags.',
    });
    err.subject = ids[index];
    throw err;
  }
  return unique;
}

export class TagService {
  constructor(private readonly db: Knex) {}

  private async taken(actor: Actor, name: string, exceptId?: string): Promise<ApiError> {
    const q = this.db('tags').select('id', 'name').where({ org_id: actor.orgId }).whereRaw('lower(name) = lower(?)', [name]);
    const other = (await (exceptId ? q.whereNot({ id: exceptId }) : q).first()) as { id: string; name: string } | undefined;
    return new ApiError('ALREADY_EXISTS', `A tag named ${other?.name ?? name} already exists in this org`, {
      details: [{ field: 'body.name', message: 'is taken (tag names are unique regardless of case)' }],
      ...(other ? { data: { tagId: other.id, name: other.name } } : {}),
      suggestion: other
        ? `Use the existing tag ${other.id} (${other.name}), or choose another name.`
        : 'Choose another name; GET /api/v1/tags lists the tags in use.',
    });
  }

  /** GET /api/v1/tags — the org's tags by name, case-insensitively; paged. */
  async list(actor: Actor, q: { cursor?: string; limit: number }): Promise<Page<Tag>> {
    const page = await paginate<TagRow & Record<string, unknown>>(this.db('tags').select('*').where({ org_id: actor.orgId }), LIST, q);
    return { rows: page.rows.map(toTag), nextCursor: page.nextCursor };
  }

  /** POST /api/v1/tags — `{name, color?}` → the tag. 409 ALREADY_EXISTS naming body.name when the name is taken in any case. */
  async create(actor: Actor, input: { name: string; color?: string | null }): Promise<Tag> {
    try {
      return await this.db.transaction(async (trx) => {
        const [row] = await trx('tags').insert({ org_id: actor.orgId, name: input.name, color: input.color?.toLowerCase() ?? null }).returning('*');
        return toTag(row as TagRow);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw await this.taken(actor, input.name);
      throw err;
    }
  }

  /** PATCH /api/v1/tags/{id} — name, color (null clears it). 404 when absent; 409 ALREADY_EXISTS for a taken name. */
  async update(actor: Actor, id: string, input: { name?: string; color?: string | null }): Promise<Tag> {
    try {
      return await this.db.transaction(async (trx) => {
        const patch: Record<string, unknown> = { updated_at: trx.fn.now() };
        if (input.name !== undefined) patch.name = input.name;
        if (input.color !== undefined) patch.color = input.color?.toLowerCase() ?? null;
        const [row] = await trx('tags').where({ org_id: actor.orgId, id }).update(patch).returning('*');
        if (!row) throw notFound('Tag', id, LIST_HREF);
        return toTag(row as TagRow);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw await this.taken(actor, input.name!, id);
      throw err;
    }
  }

  /** DELETE /api/v1/tags/{id} → `{id, deleted: true}`; removes the tag from every opportunity, task and insight in the same transaction. 404 when absent. */
  async delete(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const n = await trx('tags').where({ org_id: actor.orgId, id }).delete();
      if (!n) throw notFound('Tag', id, LIST_HREF);
      for (const table of TAGGED) {
        await trx(table)
          .where({ org_id: actor.orgId })
          .whereRaw('tag_ids @> ARRAY[?]::uuid[]', [id])
          .update({ tag_ids: trx.raw('array_remove(tag_ids, ?::uuid)', [id]), updated_at: trx.fn.now() });
      }
      return { id, deleted: true as const };
    });
  }
}
