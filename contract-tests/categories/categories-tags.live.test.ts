/**
 * Categories and tags on the real server and a real Postgres (spec 2 §4.13, §4.21; spec 1 §2.10): the system Bug
 * and Incident in every new org, slug derivation, uniqueness suffix and immutability, sort order, refused deletes with
 * the counts; tag names unique per org regardless of case, deletion stripping them from every opportunity and task.
 *
 * References from tasks and opportunities to categories and tags are written through SQL on the test database as
 * well as through the API: the rules tested here hold whichever way the reference was made.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { slugify } from '../../src/services/categories.js';
import { allOf, as, envelope, failure as expectFailure, must as data, ok, raw } from '../lib/sdkAs.js';
import { useConfigurationOrg, db, org, admin, eng, uniq, names } from './_setup.js';

useConfigurationOrg();
/** Every category (or tag) `who` reads, in pages of `limit`. */
const categories = (who: RequestInit, limit = 200) => allOf((cursor) => sdk.listCategories({ cursor, limit }, who));
const tags = (who: RequestInit, limit = 200) => allOf((cursor) => sdk.listTags({ cursor, limit }, who));
const newCategory = async (body: sdk.CreateCategoryBody, who: RequestInit = admin) => ok(await sdk.createCategory(body, undefined, who), 201);
const newTag = async (body: sdk.CreateTagBody, who: RequestInit = admin) => ok(await sdk.createTag(body, undefined, who), 201);
const newTask = async (body: sdk.CreateTaskBody) => ok(await sdk.createTask(body, undefined, admin), 201);

describe('categories (spec 2 §4.13, spec 1 §2.10)', () => {
  it('a new org has the system categories Bug and Incident, first in sort order', async () => {
    const fresh = await newOrg('Fresh categories org');
    const list = await categories(as(fresh.apiKey));
    expect(list).toEqual([
      expect.objectContaining({ orgId: fresh.orgId, label: 'Bug', slug: 'bug', color: '#d73a4a', sortOrder: 0, system: true }),
      expect.objectContaining({ orgId: fresh.orgId, label: 'Incident', slug: 'incident', color: '#b60205', sortOrder: 1, system: true }),
    ]);
    // every role reads them
    expect(names(await categories(as(fresh.engineerKey)))).toEqual(['Bug', 'Incident']);
  });

  it('the slug is derived from the label, made unique in the org by a numeric suffix, and never changes', async () => {
    const key = (await newOrg('Slug org')).apiKey;
    const o = as(key);
    const create = (label: string, extra: Partial<sdk.CreateCategoryBody> = {}) => newCategory({ label, ...extra }, o);
    const debt = await create('Tech Debt!!', { color: '#FBCA04' });
    expect(debt).toMatchObject({ label: 'Tech Debt!!', slug: 'tech-debt', color: '#fbca04', system: false });
    expect((await create('tech   debt')).slug).toBe('tech-debt-2');
    expect((await create('  Tech-Debt ')).slug).toBe('tech-debt-3');
    expect((await create('Bug')).slug).toBe('bug-2'); // the system Bug holds bug
    expect((await create('Café au lait')).slug).toBe('cafe-au-lait');
    const symbols = await create('***');
    expect(symbols.slug).toBe('category');
    expect(symbols.color).toBe('#6e7781'); // the default color

    const renamed = ok(await sdk.updateCategory(debt.id, { label: 'Legacy cleanup' }, undefined, o));
    expect(renamed).toMatchObject({ id: debt.id, label: 'Legacy cleanup', slug: 'tech-debt' });
    expect(ok(await sdk.getCategory(debt.id, o)).slug).toBe('tech-debt');
    // the slug is not an input: refused naming it (raw HTTP, the SDK's types do not let it be sent)
    expectFailure(await raw<ErrorEnvelope>(key, 'PATCH', `/api/v1/categories/${debt.id}`, { slug: 'cleanup' }), 400, 'VALIDATION_FAILED', 'body.slug');
    expectFailure(await raw<ErrorEnvelope>(key, 'POST', '/api/v1/categories', { label: 'X', slug: 'x' }), 400, 'VALIDATION_FAILED', 'body.slug');
    // the freed label's slug is derived again, the old one stays taken
    expect((await create('Tech Debt')).slug).toBe('tech-debt-4');
    expect((await create('Legacy cleanup')).slug).toBe('legacy-cleanup');
    // colors are #rrggbb, said in words
    const bad = expectFailure(await sdk.createCategory({ label: 'Red', color: 'red' }, undefined, o), 400, 'VALIDATION_FAILED', 'body.color');
    expect(bad.suggestion).toContain('six hex digits');
    expect(slugify('Ünïcödé — 2.0')).toBe('unicode-2-0');
  });

  it('concurrent creates with one label get distinct slugs', async () => {
    const o = as((await newOrg('Slug race org')).apiKey);
    const replies = await Promise.all(Array.from({ length: 5 }, () => sdk.createCategory({ label: 'Race' }, undefined, o)));
    expect(replies.map((r) => ok(r, 201).slug).sort()).toEqual(['race', 'race-2', 'race-3', 'race-4', 'race-5']);
  });

  it('new categories go last unless sortOrder is given; lists are by sort order, then label, and page', async () => {
    const o = as((await newOrg('Sort org')).apiKey);
    const create = (body: sdk.CreateCategoryBody) => newCategory(body, o);
    const feature = await create({ label: 'Feature' });
    expect(feature.sortOrder).toBe(2); // after Bug (0) and Incident (1)
    expect((await create({ label: 'Chore' })).sortOrder).toBe(3);
    expect((await create({ label: 'Analytics', sortOrder: 1 })).sortOrder).toBe(1);
    expect(names(await categories(o))).toEqual(['Bug', 'Analytics', 'Incident', 'Feature', 'Chore']);
    expect((await create({ label: 'Zed' })).sortOrder).toBe(4);

    const bug = (await categories(o)).find((c) => c.slug === 'bug')!;
    expect(ok(await sdk.updateCategory(bug.id, { sortOrder: 10 }, undefined, o))).toMatchObject({
      sortOrder: 10,
      system: true,
      slug: 'bug',
    });
    const everything = await categories(o);
    expect(names(everything)).toEqual(['Analytics', 'Incident', 'Feature', 'Chore', 'Zed', 'Bug']);
    // pages of 2 give the same order
    expect(names(await categories(o, 2))).toEqual(names(everything));
    const first = envelope(await sdk.listCategories({ limit: 2 }, o));
    expect(first.pagination.hasMore).toBe(true);
    expect(first.actions).toContainEqual(expect.objectContaining({ rel: 'next' }));
  });

  it('a system category is never deleted: 409 with error.data.system; it may be relabelled and recoloured', async () => {
    const bug = (await categories(admin)).find((c) => c.system && c.slug === 'bug')!;
    const err = expectFailure(await sdk.deleteCategory(bug.id, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toEqual({ system: true });
    expect(err.suggestion).toMatch(/PATCH/);
    const relabelled = ok(await sdk.updateCategory(bug.id, { label: 'Defect', color: '#AA0000' }, undefined, admin));
    expect(relabelled).toMatchObject({ label: 'Defect', slug: 'bug', color: '#aa0000', system: true });
    ok(await sdk.updateCategory(bug.id, { label: 'Bug', color: '#d73a4a' }, undefined, admin));
    expect(ok(await sdk.getCategory(bug.id, admin)).system).toBe(true);
  });

  it('a category used by tasks or opportunities is not deleted: 409 naming the counts; unused, it is', async () => {
    const cat = await newCategory({ label: `In use ${uniq()}` });
    const tasks = [await newTask({ title: 'Filed 1' }), await newTask({ title: 'Filed 2' })];
    const opp = data(await sdk.createOpportunity({ title: 'Filed opp' }, undefined, admin));
    await db('tasks')
      .where({ org_id: org.orgId })
      .whereIn(
        'id',
        tasks.map((t) => t.id),
      )
      .update({ category_id: cat.id });
    await db('opportunities').where({ org_id: org.orgId, id: opp.id }).update({ category_id: cat.id });

    const err = expectFailure(await sdk.deleteCategory(cat.id, undefined, admin), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toEqual({ tasks: 2, opportunities: 1, timeEntries: 0 });
    expect(err.message).toContain('2 task');
    expect(err.suggestion).toContain(`categoryId=${cat.id}`);
    ok(await sdk.getCategory(cat.id, admin)); // still there

    await db('tasks').where({ org_id: org.orgId, id: tasks[0].id }).update({ category_id: null });
    await db('opportunities').where({ org_id: org.orgId, id: opp.id }).update({ category_id: null });
    expect(expectFailure(await sdk.deleteCategory(cat.id, undefined, admin), 409, 'INVALID_STATE_TRANSITION').data).toEqual({
      tasks: 1,
      opportunities: 0,
      timeEntries: 0,
    });
    await db('tasks').where({ org_id: org.orgId, id: tasks[1].id }).update({ category_id: null });

    expect(ok(await sdk.deleteCategory(cat.id, undefined, admin))).toEqual({ id: cat.id, deleted: true });
    expectFailure(await sdk.getCategory(cat.id, admin), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.deleteCategory(cat.id, undefined, admin), 404, 'NOT_FOUND', 'path.id');
  });

  it('time logged on a category as a misc category keeps it too: 409 counting timeEntries', async () => {
    const cat = await newCategory({ label: `Misc time ${uniq()}` });
    const entry = ok(await sdk.createTimeEntry({ entryDate: '2026-11-02', hours: 1.5, miscCategoryId: cat.id, note: 'hiring loop' }, undefined, admin), 201);
    expect(expectFailure(await sdk.deleteCategory(cat.id, undefined, admin), 409, 'INVALID_STATE_TRANSITION').data).toEqual({
      tasks: 0,
      opportunities: 0,
      timeEntries: 1,
    });
    ok(await sdk.deleteTimeEntry(entry.id, undefined, admin));
    expect(ok(await sdk.deleteCategory(cat.id, undefined, admin))).toEqual({ id: cat.id, deleted: true });
  });

  it('references made through the API count the same: a task filed with categoryId and tagIds (POST /tasks)', async () => {
    const cat = await newCategory({ label: `Via API ${uniq()}` });
    const tag = await newTag({ name: `Via API ${uniq()}` });
    const task = await newTask({ title: 'Filed via API', categoryId: cat.id, tagIds: [tag.id] });
    expect(task).toMatchObject({ categoryId: cat.id, tagIds: [tag.id] });
    expect(expectFailure(await sdk.deleteCategory(cat.id, undefined, admin), 409, 'INVALID_STATE_TRANSITION').data).toEqual({
      tasks: 1,
      opportunities: 0,
      timeEntries: 0,
    });
    ok(await sdk.deleteTag(tag.id, undefined, admin));
    expect(data(await sdk.getTask(task.ref, admin)).tagIds).toEqual([]);
  });

  it('every role reads categories; an engineer may not create, update or delete them (403 naming the capability)', async () => {
    const cat = await newCategory({ label: `Guarded ${uniq()}` });
    ok(await sdk.getCategory(cat.id, eng));
    expect(expectFailure(await sdk.createCategory({ label: 'Mine' }, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['category:create']);
    expect(expectFailure(await sdk.updateCategory(cat.id, { label: 'Mine' }, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['category:update']);
    expect(expectFailure(await sdk.deleteCategory(cat.id, undefined, eng), 403, 'FORBIDDEN').data?.missing).toEqual(['category:delete']);
  });
});

describe('tags (spec 2 §4.21, spec 1 §2.1 tagIds)', () => {
  it('names are unique in the org regardless of case: 409 ALREADY_EXISTS naming body.name and the existing tag', async () => {
    const name = `Onboarding ${uniq()}`;
    const tag = await newTag({ name, color: '#1D76DB' });
    expect(tag).toMatchObject({ orgId: org.orgId, name, color: '#1d76db' });
    const dup = expectFailure(await sdk.createTag({ name: name.toUpperCase() }, undefined, admin), 409, 'ALREADY_EXISTS', 'body.name');
    expect(dup.data).toEqual({ tagId: tag.id, name });
    expect(dup.suggestion).toContain(tag.id);
    // an engineer may create tags too, under the same rule
    expectFailure(await sdk.createTag({ name: name.toLowerCase() }, undefined, eng), 409, 'ALREADY_EXISTS', 'body.name');
    const other = await newTag({ name: `Other ${uniq()}` }, eng);
    expect(other.color).toBeNull();
    // renaming onto a taken name is refused; a tag may change the case of its own name
    expectFailure(await sdk.updateTag(other.id, { name: name.toLowerCase() }, undefined, admin), 409, 'ALREADY_EXISTS', 'body.name');
    expect(ok(await sdk.updateTag(tag.id, { name: name.toLowerCase() }, undefined, admin)).name).toBe(name.toLowerCase());
    // null clears the color
    expect(ok(await sdk.updateTag(tag.id, { color: null }, undefined, admin)).color).toBeNull();
    // another org may use the same name
    await newTag({ name }, as((await newOrg('Tag twin org')).apiKey));
    // an engineer creates but does not update or delete tags
    expectFailure(await sdk.updateTag(other.id, { name: 'x' }, undefined, eng), 403, 'FORBIDDEN');
    expectFailure(await sdk.deleteTag(other.id, undefined, eng), 403, 'FORBIDDEN');
    expectFailure(await sdk.updateTag(randomUUID(), { name: 'Nobody' }, undefined, admin), 404, 'NOT_FOUND', 'path.id');
  });

  it('lists by name regardless of case, paged', async () => {
    const o = as((await newOrg('Tag list org')).apiKey);
    for (const name of ['beta', 'Alpha', 'gamma', 'Delta']) await newTag({ name }, o);
    expect(names(await tags(o))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await tags(o, 3))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
  });

  it('deleting a tag removes it from every opportunity and task that carries it, nothing else', async () => {
    const gone = await newTag({ name: `Gone ${uniq()}` });
    const kept = await newTag({ name: `Kept ${uniq()}` });
    const t1 = await newTask({ title: 'Tagged 1' });
    const t2 = await newTask({ title: 'Tagged 2' });
    const opp = data(await sdk.createOpportunity({ title: 'Tagged opp' }, undefined, admin));
    await db('tasks')
      .where({ org_id: org.orgId, id: t1.id })
      .update({ tag_ids: db.raw('ARRAY[?, ?]::uuid[]', [gone.id, kept.id]) });
    await db('tasks')
      .where({ org_id: org.orgId, id: t2.id })
      .update({ tag_ids: db.raw('ARRAY[?]::uuid[]', [gone.id]) });
    await db('opportunities')
      .where({ org_id: org.orgId, id: opp.id })
      .update({ tag_ids: db.raw('ARRAY[?, ?]::uuid[]', [kept.id, gone.id]) });

    expect(ok(await sdk.deleteTag(gone.id, undefined, admin))).toEqual({ id: gone.id, deleted: true });
    expect(data(await sdk.getTask(t1.ref, admin)).tagIds).toEqual([kept.id]);
    expect(data(await sdk.getTask(t2.ref, admin)).tagIds).toEqual([]);
    expect(data(await sdk.getOpportunity(opp.ref, admin)).tagIds).toEqual([kept.id]);
    expect(await db('tasks').where({ org_id: org.orgId }).whereRaw('tag_ids @> ARRAY[?]::uuid[]', [gone.id]).count('* as n').first()).toEqual({ n: 0 });
    expect(names(await tags(admin))).not.toContain(gone.name);
    expectFailure(await sdk.deleteTag(gone.id, undefined, admin), 404, 'NOT_FOUND', 'path.id');
  });
});
