/**
 * The categories table (spec 1 §2.10 Category; spec 2 §4.13): its row, row → API mapper and queries, and the count of
 * what is filed under a category. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Category = Schema<'Category'>;

/** A categories row as read. */
export interface CategoryRow {
  org_id: string;
  id: string;
  label: string;
  slug: string;
  color: string;
  sort_order: number;
  system: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Row → components.schemas.Category. */
export const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  orgId: r.org_id,
  label: r.label,
  slug: r.slug,
  color: r.color,
  sortOrder: r.sort_order,
  system: r.system,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /categories order: sort order, then label, then id. */
const LIST: ListOrder = {
  name: 'categories',
  direction: 'asc',
  keys: [
    { expr: 'sort_order', type: 'int' },
    { expr: 'label', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** One page of the org's categories by sort order, label, id. */
export function listCategories(db: Knex, orgId: string, page: { cursor?: string; limit: number }): Promise<Page<CategoryRow>> {
  return paginate<CategoryRow & Record<string, unknown>>(db('categories').select('*').where({ org_id: orgId }), LIST, page);
}

/** Category `id` (a UUID) of the org, with `forUpdate` locked, or undefined. */
export async function findCategory(db: Knex, orgId: string, id: string, forUpdate = false): Promise<CategoryRow | undefined> {
  const q = db('categories').select('*').where({ org_id: orgId, id });
  return (await (forUpdate ? q.forUpdate() : q).first()) as CategoryRow | undefined;
}

/** Whether `id` (a lower-case UUID) names a category of the org. */
export async function categoryExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return !!(await db('categories').select('id').where({ org_id: orgId, id }).first());
}

/** The org's slugs equal to `base` or starting with `base-`. */
export function slugsLike(db: Knex, orgId: string, base: string): Promise<string[]> {
  return db('categories')
    .where({ org_id: orgId })
    .andWhere((q) => q.where('slug', base).orWhere('slug', 'like', `${base}-%`))
    .pluck('slug');
}

/** The highest sort order among the org's categories, or null when it has none. */
export async function maxSortOrder(db: Knex, orgId: string): Promise<number | null> {
  const { max } = (await db('categories').where({ org_id: orgId }).max('sort_order as max').first()) as { max: number | null };
  return max;
}

/** Inserts a category; a taken slug raises Postgres' unique violation. */
export async function insertCategory(
  trx: Knex,
  orgId: string,
  values: { label: string; slug: string; color: string; sort_order: number },
): Promise<CategoryRow> {
  const [row] = await trx('categories')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row as CategoryRow;
}

/** Updates category `id` of the org (updated_at set to now); undefined when there is none. */
export async function updateCategory(
  trx: Knex,
  orgId: string,
  id: string,
  patch: { label?: string; color?: string; sort_order?: number },
): Promise<CategoryRow | undefined> {
  const [row] = await trx('categories')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row as CategoryRow | undefined;
}

/** Deletes category `id` of the org; the number of rows deleted. A referenced category raises 23503 (RESTRICT). */
export function deleteCategory(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('categories').where({ org_id: orgId, id }).delete();
}

/** What is filed under category `id`: the org's tasks, opportunities, and time entries logged on it as a misc category. */
export async function categoryUsage(db: Knex, orgId: string, id: string): Promise<{ tasks: number; opportunities: number; timeEntries: number }> {
  const count = async (table: string, column = 'category_id') =>
    Number(
      (
        (await db(table)
          .where({ org_id: orgId, [column]: id })
          .count('* as n')
          .first()) as { n: string | number }
      ).n,
    );
  return { tasks: await count('tasks'), opportunities: await count('opportunities'), timeEntries: await count('time_entries', 'misc_category_id') };
}
