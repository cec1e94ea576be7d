/**
 * Tags (spec 1 §2.1 `tagIds` on opportunities and tasks, spec 2 §4.21 "tag operations"): a name, unique in
 * the org regardless of case (unique index on (org_id, lower(name))), and an optional color. Entities carry tags
 * as a `tag_ids uuid[]` column; deleting a tag removes its id from every opportunity and task in the same
 * transaction. Insights carry them the same way.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { isUuid } from '../repositories/refs.js';
import { deleteTag, existingTagIds, findTagByName, insertTag, listTags, TAGGED, toTag, untagAll, updateTag } from '../repositories/tags.js';
import { isUniqueViolation } from './common.js';

export type Tag = Schema<'Tag'>;

const LIST_HREF = '/api/v1/tags';

/**
 * Checks that every id names a tag of the org and returns them lower-cased and de-duplicated (first occurrence
 * order). Throws 404 NOT_FOUND naming `${field}.${index}` (the index in `ids`) for the first id that names no tag;
 * the suggestion names GET /api/v1/tags.
 */
export async function assertTags(db: Knex, orgId: string, ids: string[], field: string): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!unique.length) return [];
  const valid = unique.filter(isUuid);
  const found = await existingTagIds(db, orgId, valid);
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
    const other = await findTagByName(this.db, actor.orgId, name, exceptId);
    return new ApiError('ALREADY_EXISTS', `A tag named ${other?.name ?? name} already exists in this org`, {
      details: [{ field: 'body.name', message: 'is taken (tag names are unique regardless of case)' }],
      ...(other ? { data: { tagId: other.id, name: other.name } } : {}),
      suggestion: other
        ? `Use the existing tag ${other.id} (${other.name}), or choose another name.`
        : 'Choose another name; GET /api/v1/tags lists the tags in use.',
    });
  }

  /** GET /api/v1/tags — the org's tags by name, case-insensitively; paged. */
  async list(actor: Actor, q: QueryParams<'listTags'> & { limit: number }): Promise<Page<Tag>> {
    const page = await listTags(this.db, actor.orgId, q);
    return { rows: page.rows.map(toTag), nextCursor: page.nextCursor };
  }

  /** POST /api/v1/tags — `{name, color?}` → the tag. 409 ALREADY_EXISTS naming body.name when the name is taken in any case. */
  async create(actor: Actor, input: RequestBody<'createTag'>): Promise<Tag> {
    try {
      return await this.db.transaction(async (trx) => {
        return toTag(await insertTag(trx, actor.orgId, { name: input.name, color: input.color?.toLowerCase() ?? null }));
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw await this.taken(actor, input.name);
      throw err;
    }
  }

  /** PATCH /api/v1/tags/{id} — name, color (null clears it). 404 when absent; 409 ALREADY_EXISTS for a taken name. */
  async update(actor: Actor, id: string, input: RequestBody<'updateTag'>): Promise<Tag> {
    try {
      return await this.db.transaction(async (trx) => {
        const patch: { name?: string; color?: string | null } = {};
        if (input.name !== undefined) patch.name = input.name;
        if (input.color !== undefined) patch.color = input.color?.toLowerCase() ?? null;
        const row = await updateTag(trx, actor.orgId, id, patch);
        if (!row) throw notFound('Tag', id, LIST_HREF);
        return toTag(row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw await this.taken(actor, input.name!, id);
      throw err;
    }
  }

  /** DELETE /api/v1/tags/{id} → `{id, deleted: true}`; removes the tag from every opportunity, task and insight in the same transaction. 404 when absent. */
  async delete(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const n = await deleteTag(trx, actor.orgId, id);
      if (!n) throw notFound('Tag', id, LIST_HREF);
      for (const table of TAGGED) await untagAll(trx, actor.orgId, table, id);
      return { id, deleted: true as const };
    });
  }
}
