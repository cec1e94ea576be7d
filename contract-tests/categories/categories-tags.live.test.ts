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
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { slugify } from '../../src/services/categories.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { useConfigurationOrg, db, org, admin, eng, uniq, names } from './_setup.js';

useConfigurationOrg();

describe('categories (spec 2 §4.13, spec 1 §2.10)', () => {
  it('a new org has the system categories Bug and Incident, first in sort order', async () => {
    const fresh = await newOrg('Fresh categories org');
    const list = await all(client(fresh.apiKey), '/api/v1/categories');
    expect(list).toEqual([
      expect.objectContaining({ orgId: fresh.orgId, label: 'Bug', slug: 'bug', color: '#d73a4a', sortOrder: 0, system: true }),
      expect.objectContaining({ orgId: fresh.orgId, label: 'Incident', slug: 'incident', color: '#b60205', sortOrder: 1, system: true }),
    ]);
    // every role reads them
    expect(names(await all(client(fresh.engineerKey), '/api/v1/categories'))).toEqual(['Bug', 'Incident']);
  });

  it('the slug is derived from the label, made unique in the org by a numeric suffix, and never changes', async () => {
    const o = client((await newOrg('Slug org')).apiKey);
    const create = async (label: string, extra: Record<string, unknown> = {}) =>
      expectStatus(await o('POST', '/api/v1/categories', { label, ...extra }), 201).data;
    const debt = await create('Tech Debt!!', { color: '#FBCA04' });
    expect(debt).toMatchObject({ label: 'Tech Debt!!', slug: 'tech-debt', color: '#fbca04', system: false });
    expect((await create('tech   debt')).slug).toBe('tech-debt-2');
    expect((await create('  Tech-Debt ')).slug).toBe('tech-debt-3');
    expect((await create('Bug')).slug).toBe('bug-2'); // the system Bug holds bug
    expect((await create('Café au lait')).slug).toBe('cafe-au-lait');
    const symbols = await create('***');
    expect(symbols.slug).toBe('category');
    expect(symbols.color).toBe('#6e7781'); // the default color

    const renamed = expectStatus(await o('PATCH', `/api/v1/categories/${debt.id}`, { label: 'Legacy cleanup' }), 200).data;
    expect(renamed).toMatchObject({ id: debt.id, label: 'Legacy cleanup', slug: 'tech-debt' });
    expect(expectStatus(await o('GET', `/api/v1/categories/${debt.id}`), 200).data.slug).toBe('tech-debt');
    // the slug is not an input: refused naming it
    expectFailure(await o('PATCH', `/api/v1/categories/${debt.id}`, { slug: 'cleanup' }), 400, 'VALIDATION_FAILED', 'body.slug');
    expectFailure(await o('POST', '/api/v1/categories', { label: 'X', slug: 'x' }), 400, 'VALIDATION_FAILED', 'body.slug');
    // the freed label's slug is derived again, the old one stays taken
    expect((await create('Tech Debt')).slug).toBe('tech-debt-4');
    expect((await create('Legacy cleanup')).slug).toBe('legacy-cleanup');
    // colors are #rrggbb, said in words
    const bad = expectFailure(await o('POST', '/api/v1/categories', { label: 'Red', color: 'red' }), 400, 'VALIDATION_FAILED', 'body.color');
    expect(bad.suggestion).toContain('six hex digits');
    expect(slugify('Ünïcödé — 2.0')).toBe('unicode-2-0');
  });

  it('concurrent creates with one label get distinct slugs', async () => {
    const o = client((await newOrg('Slug race org')).apiKey);
    const replies = await Promise.all(Array.from({ length: 5 }, () => o('POST', '/api/v1/categories', { label: 'Race' })));
    for (const r of replies) expectStatus(r, 201);
    expect(replies.map((r) => r.body.data.slug).sort()).toEqual(['race', 'race-2', 'race-3', 'race-4', 'race-5']);
  });

  it('new categories go last unless sortOrder is given; lists are by sort order, then label, and page', async () => {
    const o = client((await newOrg('Sort org')).apiKey);
    const create = async (body: Record<string, unknown>) => expectStatus(await o('POST', '/api/v1/categories', body), 201).data;
    const feature = await create({ label: 'Feature' });
    expect(feature.sortOrder).toBe(2); // after Bug (0) and Incident (1)
    expect((await create({ label: 'Chore' })).sortOrder).toBe(3);
    expect((await create({ label: 'Analytics', sortOrder: 1 })).sortOrder).toBe(1);
    expect(names(await all(o, '/api/v1/categories'))).toEqual(['Bug', 'Analytics', 'Incident', 'Feature', 'Chore']);
    expect((await create({ label: 'Zed' })).sortOrder).toBe(4);

    const bug = (await all(o, '/api/v1/categories')).find((c) => c.slug === 'bug');
    expect(expectStatus(await o('PATCH', `/api/v1/categories/${bug.id}`, { sortOrder: 10 }), 200).data).toMatchObject({
      sortOrder: 10,
      system: true,
      slug: 'bug',
    });
    const everything = await all(o, '/api/v1/categories');
    expect(names(everything)).toEqual(['Analytics', 'Incident', 'Feature', 'Chore', 'Zed', 'Bug']);
    // pages of 2 give the same order
    expect(names(await all(o, '/api/v1/categories', 2))).toEqual(names(everything));
    const first = expectStatus(await o('GET', '/api/v1/categories?limit=2'), 200);
    expect(first.pagination.hasMore).toBe(true);
    expect(first.actions).toContainEqual(expect.objectContaining({ rel: 'next' }));
  });

  it('a system category is never deleted: 409 with error.data.system; it may be relabelled and recoloured', async () => {
    const bug = (await all(admin, '/api/v1/categories')).find((c) => c.system && c.slug === 'bug');
    const err = expectFailure(await admin('DELETE', `/api/v1/categories/${bug.id}`), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toEqual({ system: true });
    expect(err.suggestion).toMatch(/PATCH/);
    const relabelled = expectStatus(await admin('PATCH', `/api/v1/categories/${bug.id}`, { label: 'Defect', color: '#AA0000' }), 200).data;
    expect(relabelled).toMatchObject({ label: 'Defect', slug: 'bug', color: '#aa0000', system: true });
    expectStatus(await admin('PATCH', `/api/v1/categories/${bug.id}`, { label: 'Bug', color: '#d73a4a' }), 200);
    expect(expectStatus(await admin('GET', `/api/v1/categories/${bug.id}`), 200).data.system).toBe(true);
  });

  it('a category used by tasks or opportunities is not deleted: 409 naming the counts; unused, it is', async () => {
    const cat = await data(admin, 'POST', '/api/v1/categories', { label: `In use ${uniq()}` });
    const tasks = [await data(admin, 'POST', '/api/v1/tasks', { title: 'Filed 1' }), await data(admin, 'POST', '/api/v1/tasks', { title: 'Filed 2' })];
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Filed opp' });
    await db('tasks')
      .where({ org_id: org.orgId })
      .whereIn(
        'id',
        tasks.map((t) => t.id),
      )
      .update({ category_id: cat.id });
    await db('opportunities').where({ org_id: org.orgId, id: opp.id }).update({ category_id: cat.id });

    const err = expectFailure(await admin('DELETE', `/api/v1/categories/${cat.id}`), 409, 'INVALID_STATE_TRANSITION');
    expect(err.data).toEqual({ tasks: 2, opportunities: 1, timeEntries: 0 });
    expect(err.message).toContain('2 task');
    expect(err.suggestion).toContain(`categoryId=${cat.id}`);
    expectStatus(await admin('GET', `/api/v1/categories/${cat.id}`), 200); // still there

    await db('tasks').where({ org_id: org.orgId, id: tasks[0].id }).update({ category_id: null });
    await db('opportunities').where({ org_id: org.orgId, id: opp.id }).update({ category_id: null });
    expect(expectFailure(await admin('DELETE', `/api/v1/categories/${cat.id}`), 409, 'INVALID_STATE_TRANSITION').data).toEqual({
      tasks: 1,
      opportunities: 0,
      timeEntries: 0,
    });
    await db('tasks').where({ org_id: org.orgId, id: tasks[1].id }).update({ category_id: null });

    expect(expectStatus(await admin('DELETE', `/api/v1/categories/${cat.id}`), 200).data).toEqual({ id: cat.id, deleted: true });
    expectFailure(await admin('GET', `/api/v1/categories/${cat.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('DELETE', `/api/v1/categories/${cat.id}`), 404, 'NOT_FOUND', 'path.id');
  });

  it('time logged on a category as a misc category keeps it too: 409 counting timeEntries', async () => {
    const cat = await data(admin, 'POST', '/api/v1/categories', { label: `Misc time ${uniq()}` });
    const entry = expectStatus(
      await admin('POST', '/api/v1/time-entries', { entryDate: '2026-11-02', hours: 1.5, miscCategoryId: cat.id, note: 'hiring loop' }),
      201,
    ).data;
    expect(expectFailure(await admin('DELETE', `/api/v1/categories/${cat.id}`), 409, 'INVALID_STATE_TRANSITION').data).toEqual({
      tasks: 0,
      opportunities: 0,
      timeEntries: 1,
    });
    expectStatus(await admin('DELETE', `/api/v1/time-entries/${entry.id}`), 200);
    expect(expectStatus(await admin('DELETE', `/api/v1/categories/${cat.id}`), 200).data).toEqual({ id: cat.id, deleted: true });
  });

  it('references made through the API count the same: a task filed with categoryId and tagIds (POST /tasks)', async () => {
    const cat = await data(admin, 'POST', '/api/v1/categories', { label: `Via API ${uniq()}` });
    const tag = await data(admin, 'POST', '/api/v1/tags', { name: `Via API ${uniq()}` });
    const task = expectStatus(await admin('POST', '/api/v1/tasks', { title: 'Filed via API', categoryId: cat.id, tagIds: [tag.id] }), 201).data;
    expect(task).toMatchObject({ categoryId: cat.id, tagIds: [tag.id] });
    expect(expectFailure(await admin('DELETE', `/api/v1/categories/${cat.id}`), 409, 'INVALID_STATE_TRANSITION').data).toEqual({
      tasks: 1,
      opportunities: 0,
      timeEntries: 0,
    });
    expectStatus(await admin('DELETE', `/api/v1/tags/${tag.id}`), 200);
    expect((await data(admin, 'GET', `/api/v1/tasks/${task.ref}`)).tagIds).toEqual([]);
  });

  it('every role reads categories; an engineer may not create, update or delete them (403 naming the capability)', async () => {
    const cat = await data(admin, 'POST', '/api/v1/categories', { label: `Guarded ${uniq()}` });
    expectStatus(await eng('GET', `/api/v1/categories/${cat.id}`), 200);
    expect(expectFailure(await eng('POST', '/api/v1/categories', { label: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['category:create']);
    expect(expectFailure(await eng('PATCH', `/api/v1/categories/${cat.id}`, { label: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['category:update']);
    expect(expectFailure(await eng('DELETE', `/api/v1/categories/${cat.id}`), 403, 'FORBIDDEN').data.missing).toEqual(['category:delete']);
  });
});

describe('tags (spec 2 §4.21, spec 1 §2.1 tagIds)', () => {
  it('names are unique in the org regardless of case: 409 ALREADY_EXISTS naming body.name and the existing tag', async () => {
    const name = `Onboarding ${uniq()}`;
    const tag = expectStatus(await admin('POST', '/api/v1/tags', { name, color: '#1D76DB' }), 201).data;
    expect(tag).toMatchObject({ orgId: org.orgId, name, color: '#1d76db' });
    const dup = expectFailure(await admin('POST', '/api/v1/tags', { name: name.toUpperCase() }), 409, 'ALREADY_EXISTS', 'body.name');
    expect(dup.data).toEqual({ tagId: tag.id, name });
    expect(dup.suggestion).toContain(tag.id);
    // an engineer may create tags too, under the same rule
    expectFailure(await eng('POST', '/api/v1/tags', { name: name.toLowerCase() }), 409, 'ALREADY_EXISTS', 'body.name');
    const other = expectStatus(await eng('POST', '/api/v1/tags', { name: `Other ${uniq()}` }), 201).data;
    expect(other.color).toBeNull();
    // renaming onto a taken name is refused; a tag may change the case of its own name
    expectFailure(await admin('PATCH', `/api/v1/tags/${other.id}`, { name: name.toLowerCase() }), 409, 'ALREADY_EXISTS', 'body.name');
    expect(expectStatus(await admin('PATCH', `/api/v1/tags/${tag.id}`, { name: name.toLowerCase() }), 200).data.name).toBe(name.toLowerCase());
    // null clears the color
    expect(expectStatus(await admin('PATCH', `/api/v1/tags/${tag.id}`, { color: null }), 200).data.color).toBeNull();
    // another org may use the same name
    expectStatus(await client((await newOrg('Tag twin org')).apiKey)('POST', '/api/v1/tags', { name }), 201);
    // an engineer creates but does not update or delete tags
    expectFailure(await eng('PATCH', `/api/v1/tags/${other.id}`, { name: 'x' }), 403, 'FORBIDDEN');
    expectFailure(await eng('DELETE', `/api/v1/tags/${other.id}`), 403, 'FORBIDDEN');
    expectFailure(await admin('PATCH', `/api/v1/tags/${randomUUID()}`, { name: 'Nobody' }), 404, 'NOT_FOUND', 'path.id');
  });

  it('lists by name regardless of case, paged', async () => {
    const o = client((await newOrg('Tag list org')).apiKey);
    for (const name of ['beta', 'Alpha', 'gamma', 'Delta']) expectStatus(await o('POST', '/api/v1/tags', { name }), 201);
    expect(names(await all(o, '/api/v1/tags'))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(await all(o, '/api/v1/tags', 3))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
  });

  it('deleting a tag removes it from every opportunity and task that carries it, nothing else', async () => {
    const gone = await data(admin, 'POST', '/api/v1/tags', { name: `Gone ${uniq()}` });
    const kept = await data(admin, 'POST', '/api/v1/tags', { name: `Kept ${uniq()}` });
    const t1 = await data(admin, 'POST', '/api/v1/tasks', { title: 'Tagged 1' });
    const t2 = await data(admin, 'POST', '/api/v1/tasks', { title: 'Tagged 2' });
    const opp = await data(admin, 'POST', '/api/v1/opportunities', { title: 'Tagged opp' });
    await db('tasks')
      .where({ org_id: org.orgId, id: t1.id })
      .update({ tag_ids: db.raw('ARRAY[?, ?]::uuid[]', [gone.id, kept.id]) });
    await db('tasks')
      .where({ org_id: org.orgId, id: t2.id })
      .update({ tag_ids: db.raw('ARRAY[?]::uuid[]', [gone.id]) });
    await db('opportunities')
      .where({ org_id: org.orgId, id: opp.id })
      .update({ tag_ids: db.raw('ARRAY[?, ?]::uuid[]', [kept.id, gone.id]) });

    expect(expectStatus(await admin('DELETE', `/api/v1/tags/${gone.id}`), 200).data).toEqual({ id: gone.id, deleted: true });
    expect((await data(admin, 'GET', `/api/v1/tasks/${t1.ref}`)).tagIds).toEqual([kept.id]);
    expect((await data(admin, 'GET', `/api/v1/tasks/${t2.ref}`)).tagIds).toEqual([]);
    expect((await data(admin, 'GET', `/api/v1/opportunities/${opp.ref}`)).tagIds).toEqual([kept.id]);
    expect(await db('tasks').where({ org_id: org.orgId }).whereRaw('tag_ids @> ARRAY[?]::uuid[]', [gone.id]).count('* as n').first()).toEqual({ n: 0 });
    expect(names(await all(admin, '/api/v1/tags'))).not.toContain(gone.name);
    expectFailure(await admin('DELETE', `/api/v1/tags/${gone.id}`), 404, 'NOT_FOUND', 'path.id');
  });
});
