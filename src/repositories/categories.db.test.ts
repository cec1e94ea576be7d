/**
 * The categories query module against Postgres: org scoping, the sort order / label / id order and paging, slug and
 * sort-order lookups, update/delete within the org, and the usage count (spec 1 §2.10, spec 2 §4.13).
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  categoryExists,
  categoryUsage,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  maxSortOrder,
  slugsLike,
  toCategory,
  updateCategory,
} from './categories.js';

const t = useTestDb();
const color = '#123456';

describe('categories query module', () => {
  it('lists only the org’s categories by sort order, label, id, across pages', async () => {
    const a = await t.newOrg('Cat A');
    const b = await t.newOrg('Cat B');
    const base = (await maxSortOrder(t.db, a.orgId)) ?? 0;
    for (const [label, sort] of [
      ['Zed', 1],
      ['Beta', 2],
      ['Alpha', 2],
      ['Gamma', 0],
    ] as const) {
      await insertCategory(t.db, a.orgId, { label, slug: label.toLowerCase(), color, sort_order: base + 10 + sort });
    }
    await insertCategory(t.db, b.orgId, { label: 'Other', slug: 'other', color, sort_order: -100 });
    const all = (await t.db('categories').where({ org_id: a.orgId }).select('*')).sort(
      (x, y) => x.sort_order - y.sort_order || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0) || (x.id < y.id ? -1 : 1),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listCategories(t.db, a.orgId, { cursor, limit: 2 });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.id));
    expect(seen.slice(-4).length).toBe(4);
    expect(await maxSortOrder(t.db, a.orgId)).toBe(base + 12);
  });

  it('finds, checks and slugs only within the org; maps to the API shape', async () => {
    const a = await t.newOrg('Cat find A');
    const b = await t.newOrg('Cat find B');
    const mine = await insertCategory(t.db, a.orgId, { label: 'Tech debt', slug: 'tech-debt', color, sort_order: 50 });
    await insertCategory(t.db, a.orgId, { label: 'Tech debt', slug: 'tech-debt-2', color, sort_order: 51 });
    await insertCategory(t.db, a.orgId, { label: 'Tech', slug: 'tech', color, sort_order: 52 });
    await insertCategory(t.db, b.orgId, { label: 'Tech debt', slug: 'tech-debt-3', color, sort_order: 0 });
    expect(await findCategory(t.db, b.orgId, mine.id)).toBeUndefined();
    expect(await findCategory(t.db, a.orgId, mine.id, true)).toMatchObject({ id: mine.id, slug: 'tech-debt' });
    expect(await categoryExists(t.db, a.orgId, mine.id)).toBe(true);
    expect(await categoryExists(t.db, b.orgId, mine.id)).toBe(false);
    expect((await slugsLike(t.db, a.orgId, 'tech-debt')).sort()).toEqual(['tech-debt', 'tech-debt-2']);
    const api = toCategory(mine);
    expect(Object.keys(api).sort()).toEqual(['color', 'createdAt', 'id', 'label', 'orgId', 'slug', 'sortOrder', 'system', 'updatedAt']);
    expect(api).toMatchObject({ id: mine.id, orgId: a.orgId, label: 'Tech debt', slug: 'tech-debt', color, sortOrder: 50, system: false });
  });

  it('updates, deletes and counts usage only within the org', async () => {
    const a = await t.newOrg('Cat write A');
    const b = await t.newOrg('Cat write B');
    const cat = await insertCategory(t.db, a.orgId, { label: 'Ops', slug: 'ops', color, sort_order: 60 });
    expect(await updateCategory(t.db, b.orgId, cat.id, { label: 'X' })).toBeUndefined();
    expect(await updateCategory(t.db, a.orgId, cat.id, { label: 'Operations', sort_order: 61 })).toMatchObject({
      label: 'Operations',
      slug: 'ops',
      sort_order: 61,
    });
    expect(await categoryUsage(t.db, a.orgId, cat.id)).toEqual({ tasks: 0, opportunities: 0, timeEntries: 0 });
    await t.db('tasks').insert({ org_id: a.orgId, number: 1, title: 'filed', category_id: cat.id, created_by: a.userId });
    expect(await categoryUsage(t.db, a.orgId, cat.id)).toEqual({ tasks: 1, opportunities: 0, timeEntries: 0 });
    expect(await categoryUsage(t.db, b.orgId, cat.id)).toEqual({ tasks: 0, opportunities: 0, timeEntries: 0 });
    await expect(deleteCategory(t.db, a.orgId, cat.id)).rejects.toMatchObject({ code: '23001' }); // restrict_violation: the foreign key is ON DELETE RESTRICT;
    await t.db('tasks').where({ org_id: a.orgId }).update({ category_id: null });
    expect(await deleteCategory(t.db, b.orgId, cat.id)).toBe(0);
    expect(await deleteCategory(t.db, a.orgId, cat.id)).toBe(1);
  });
});
