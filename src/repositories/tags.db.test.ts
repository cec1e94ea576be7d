/**
 * The tags query module against Postgres: org scoping, the case-insensitive name order and paging, the name lookup,
 * insert/update/delete, and removing a tag from every tagged table (spec 2 §4.21).
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { deleteTag, existingTagIds, findTagByName, insertTag, listTags, toTag, untagAll, updateTag } from './tags.js';

const t = useTestDb();

describe('tags query module', () => {
  it('lists only the org’s tags, by name case-insensitively then id, across pages', async () => {
    const a = await t.newOrg('Tags A');
    const b = await t.newOrg('Tags B');
    const names = ['beta', 'Alpha', 'gamma', 'Delta', 'alpha2'];
    for (const name of names) await insertTag(t.db, a.orgId, { name, color: null });
    await insertTag(t.db, b.orgId, { name: 'aaa-other-org', color: '#ffffff' });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listTags(t.db, a.orgId, { cursor, limit: 2 });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      seen.push(...page.rows.map((r) => r.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
  });

  it('finds ids and names only in the org, names in any case, except the given id', async () => {
    const a = await t.newOrg('Tags find A');
    const b = await t.newOrg('Tags find B');
    const mine = await insertTag(t.db, a.orgId, { name: 'Urgent', color: '#ff0000' });
    const theirs = await insertTag(t.db, b.orgId, { name: 'Urgent', color: null });
    expect(await existingTagIds(t.db, a.orgId, [mine.id, theirs.id])).toEqual(new Set([mine.id]));
    expect(await existingTagIds(t.db, a.orgId, [])).toEqual(new Set());
    expect(await findTagByName(t.db, a.orgId, 'uRGENT')).toEqual({ id: mine.id, name: 'Urgent' });
    expect(await findTagByName(t.db, a.orgId, 'urgent', mine.id)).toBeUndefined();
    expect(await findTagByName(t.db, a.orgId, 'other')).toBeUndefined();
  });

  it('maps a row to the API shape', async () => {
    const a = await t.newOrg('Tags map');
    const row = await insertTag(t.db, a.orgId, { name: 'UX', color: '#00ff00' });
    const tag = toTag(row);
    expect(Object.keys(tag).sort()).toEqual(['color', 'createdAt', 'id', 'name', 'orgId', 'updatedAt']);
    expect(tag).toMatchObject({ id: row.id, orgId: a.orgId, name: 'UX', color: '#00ff00' });
    expect(new Date(tag.createdAt).toISOString()).toBe(tag.createdAt);
  });

  it('updates and deletes only within the org; a taken name in any case is a unique violation', async () => {
    const a = await t.newOrg('Tags write A');
    const b = await t.newOrg('Tags write B');
    const tag = await insertTag(t.db, a.orgId, { name: 'Old', color: '#000000' });
    await expect(insertTag(t.db, a.orgId, { name: 'OLD', color: null })).rejects.toMatchObject({ code: '23505' });
    expect(await updateTag(t.db, b.orgId, tag.id, { name: 'Hijack' })).toBeUndefined();
    const updated = await updateTag(t.db, a.orgId, tag.id, { color: null });
    expect(updated).toMatchObject({ id: tag.id, name: 'Old', color: null });
    expect(updated!.updated_at.getTime()).toBeGreaterThanOrEqual(tag.updated_at.getTime());
    expect(await deleteTag(t.db, b.orgId, tag.id)).toBe(0);
    expect(await deleteTag(t.db, a.orgId, tag.id)).toBe(1);
    expect(await deleteTag(t.db, a.orgId, tag.id)).toBe(0);
  });

  it('untagAll removes the id from the org’s tagged rows and leaves other tags and orgs alone', async () => {
    const a = await t.newOrg('Tags untag A');
    const b = await t.newOrg('Tags untag B');
    const x = await insertTag(t.db, a.orgId, { name: 'x', color: null });
    const y = await insertTag(t.db, a.orgId, { name: 'y', color: null });
    const [mine, plain] = await t
      .db('tasks')
      .insert([
        { org_id: a.orgId, number: 1, title: 'both', tag_ids: [x.id, y.id], created_by: a.userId },
        { org_id: a.orgId, number: 2, title: 'y only', tag_ids: [y.id], created_by: a.userId },
      ])
      .returning('id');
    // Another org's row carrying the same uuid (no foreign key on tag_ids) must be left untouched.
    const [other] = await t
      .db('tasks')
      .insert({ org_id: b.orgId, number: 1, title: 'other', tag_ids: [x.id], created_by: b.userId })
      .returning('id');
    expect(await untagAll(t.db, a.orgId, 'tasks', x.id)).toBe(1);
    const tags = async (id: string) => (await t.db('tasks').where({ id }).first('tag_ids')).tag_ids;
    expect(await tags(mine.id)).toEqual([y.id]);
    expect(await tags(plain.id)).toEqual([y.id]);
    expect(await tags(other.id)).toEqual([x.id]);
  });
});
