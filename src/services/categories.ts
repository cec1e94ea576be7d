/**
 * Categories (spec 1 §2.10 Category; spec 2 §4.13, §7): what tasks and opportunities are filed under.
 *
 * - `slug` is derived from the label at creation (lower case, every run of other characters than a-z and 0-9 one
 *   dash, accents dropped; `category` when nothing is left) and made unique in the org by the smallest free numeric
 *   suffix from 2 (`bug` → `bug-2`). It never changes: PATCH has no slug and keeps it when the label changes.
 * - `sortOrder`: a new category goes last (highest sort order + 1) unless one is given; lists are by sort order,
 *   then label, then id.
 * - System categories (Bug, Incident) are made for every org by a trigger on `orgs` (migration
 *   20261204000000_delivery); they can be relabelled, recoloured and reordered, never deleted (409, data
 *   `{system: true}`). A category that tasks or opportunities reference is not deleted either (409, data
 *   `{tasks, opportunities}`); the foreign keys (RESTRICT) are the safety net for a reference made concurrently.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import {
  categoryExists,
  categoryUsage,
  type CategoryRow,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  maxSortOrder,
  slugsLike,
  toCategory,
  updateCategory,
} from '../repositories/categories.js';
import type { Page } from '../repositories/paging.js';
import { isUuid } from '../repositories/refs.js';
import { isUniqueViolation } from './common.js';

export type Category = Schema<'Category'>;

const LIST_HREF = '/api/v1/categories';
/** The color of a category created without one. */
export const DEFAULT_CATEGORY_COLOR = '#6e7781';

/**
 * The slug of a label (spec 1 §2.10 "slug, derived"): lower case, accents dropped, each run of characters other
 * than a-z and 0-9 one dash, no dash at either end; `category` when nothing is left. `'Tech Debt!'` → `tech-debt`.
 */
export function slugify(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'category';
}

/** The first of `base`, `base-2`, `base-3` … that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * 404 NOT_FOUND unless `id` is a category of the org. `field` names the input that held it (`body.categoryId`),
 * in `details` as `[{ field, message }]`; the suggestion names GET /api/v1/categories.
 */
export async function assertCategory(db: Knex, orgId: string, id: string, field: string): Promise<void> {
  if (!(isUuid(id) && (await categoryExists(db, orgId, id.toLowerCase())))) {
    const err = new ApiError('NOT_FOUND', `${field}: category ${id} not found`, {
      details: [{ field, message: 'is not a category of this org' }],
      suggestion: 'List categories with GET /api/v1/categories to find a valid category id.',
    });
    err.subject = id;
    throw err;
  }
}

export class CategoryService {
  constructor(private readonly db: Knex) {}

  private async row(actor: Actor, id: string, db: Knex = this.db, forUpdate = false): Promise<CategoryRow> {
    const row = await findCategory(db, actor.orgId, id, forUpdate);
    if (!row) throw notFound('Category', id, LIST_HREF);
    return row;
  }

  /** GET /api/v1/categories — the org's categories by sort order, then label; paged. */
  async list(actor: Actor, q: QueryParams<'listCategories'> & { limit: number }): Promise<Page<Category>> {
    const page = await listCategories(this.db, actor.orgId, q);
    return { rows: page.rows.map(toCategory), nextCursor: page.nextCursor };
  }

  /** GET /api/v1/categories/{id} — 404 when absent or in another org. */
  async get(actor: Actor, id: string): Promise<Category> {
    return toCategory(await this.row(actor, id));
  }

  /**
   * POST /api/v1/categories — `{label, color?, sortOrder?}` → the category, with its slug derived from the label
   * and made unique in the org; last in the sort order unless `sortOrder` is given.
   */
  async create(actor: Actor, input: RequestBody<'createCategory'>): Promise<Category> {
    const base = slugify(input.label);
    // A concurrent create may take the slug between the read and the insert: each attempt is its own savepoint.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(async (trx) => {
          const taken = await slugsLike(trx, actor.orgId, base);
          const slug = freeSlug(base, new Set(taken));
          let sortOrder = input.sortOrder;
          if (sortOrder === undefined) {
            const max = await maxSortOrder(trx, actor.orgId);
            sortOrder = max == null ? 0 : max + 1;
          }
          const row = await insertCategory(trx, actor.orgId, {
            label: input.label,
            slug,
            color: (input.color ?? DEFAULT_CATEGORY_COLOR).toLowerCase(),
            sort_order: sortOrder,
          });
          return toCategory(row);
        });
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 9) throw err;
      }
    }
  }

  /** PATCH /api/v1/categories/{id} — label, color, sortOrder; the slug stays. System categories may be edited too. */
  async update(actor: Actor, id: string, input: RequestBody<'updateCategory'>): Promise<Category> {
    return this.db.transaction(async (trx) => {
      await this.row(actor, id, trx, true);
      const patch: { label?: string; color?: string; sort_order?: number } = {};
      if (input.label !== undefined) patch.label = input.label;
      if (input.color !== undefined) patch.color = input.color.toLowerCase();
      if (input.sortOrder !== undefined) patch.sort_order = input.sortOrder;
      // Locked above, so the row is there.
      return toCategory((await updateCategory(trx, actor.orgId, id, patch)) as CategoryRow);
    });
  }

  /** How many tasks and opportunities of the org are filed under category `id`. Time entries do not exist yet (spec 1 §2.10 Time entry); add them here when they do. */
  /** What is filed under the category: tasks, opportunities, and time entries logged on it as a misc category. */
  private usage(db: Knex, orgId: string, id: string): Promise<{ tasks: number; opportunities: number; timeEntries: number }> {
    return categoryUsage(db, orgId, id);
  }

  private inUse(label: string, id: string, usage: { tasks: number; opportunities: number; timeEntries: number }) {
    return new ApiError(
      'INVALID_STATE_TRANSITION',
      `Category ${label} is used by ${usage.tasks} task(s), ${usage.opportunities} opportunity(ies) and ${usage.timeEntries} time entry(ies)`,
      {
        data: usage,
        suggestion: `Move them to another category first (list them with GET /api/v1/tasks?categoryId=${id} and GET /api/v1/opportunities?categoryId=${id}, then PATCH each categoryId; time entries logged on it keep it until their authors move them), and delete again.`,
      },
    );
  }

  /**
   * DELETE /api/v1/categories/{id} → `{id, deleted: true}`. Errors: 404 when absent; 409 INVALID_STATE_TRANSITION
   * for a system category (data `{system: true}`) or one still referenced (data `{tasks, opportunities, timeEntries}`: counts).
   */
  async delete(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      // The row lock waits for transactions that are filing work under it (they hold a key-share lock), so the
      // counts below see their rows, and blocks new references until this one commits.
      const row = await this.row(actor, id, trx, true);
      if (row.system) {
        throw new ApiError('INVALID_STATE_TRANSITION', `Category ${row.label} is a system category and cannot be deleted`, {
          data: { system: true },
          suggestion: `Keep it; you may relabel, recolour or reorder it with PATCH /api/v1/categories/${id}.`,
        });
      }
      const usage = await this.usage(trx, actor.orgId, id);
      if (usage.tasks || usage.opportunities || usage.timeEntries) throw this.inUse(row.label, id, usage);
      try {
        await trx.transaction(async (sp) => {
          await deleteCategory(sp, actor.orgId, id);
        });
      } catch (err) {
        // A reference made after the counts: the RESTRICT foreign key refuses the delete (23001 restrict_violation;
        // 23503 from a NO ACTION key). The row lock above should leave no such window; this keeps it a 409 if one opens.
        if (['23001', '23503'].includes(String((err as { code?: string }).code))) throw this.inUse(row.label, id, await this.usage(trx, actor.orgId, id));
        throw err;
      }
      return { id, deleted: true as const };
    });
  }
}
