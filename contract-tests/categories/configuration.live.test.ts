/**
 * Delivery configuration on the real server and a real Postgres (spec 2 §4.13, §4.21, §7, §8; spec 1
 * §2.10): categories (the system Bug and Incident in every new org, slug derivation, uniqueness suffix and
 * immutability, sort order, refused deletes with the counts), tags (names unique per org regardless of case,
 * deletion strips them from every opportunity and task), PRD templates (visibility by team membership, allTeams,
 * org-wide writes need prd_template:update, team defaults), and the platform rules for all of them: tenancy,
 * idempotency, batch, rate limit, the activity log, actions, and the same operations over MCP.
 *
 * References from tasks and opportunities to categories and tags are written through SQL on the test database:
 * the services that accept `categoryId` and `tagIds` on tasks and opportunities land separately, and the rules
 * tested here hold whichever way the reference was made.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pino from 'pino';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { startServer } from '../../src/server.js';
import { compactListBody } from '../../src/mcp/shape.js';
import { assertCategory, slugify } from '../../src/services/categories.js';
import { assertTags } from '../../src/services/tags.js';
import { readPrdTemplate } from '../../src/services/prdTemplates.js';
import type { ApiError } from '../../src/core/errors.js';
import type { Actor } from '../../src/core/actor.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';

const { baseUrl, databaseUrl } = inject('contract');
type Api = ReturnType<typeof client>;

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let me: string;
let n = 0;
const uniq = () => `${Date.now().toString(36)}${n++}`;

const names = (list: any[]) => list.map((x) => x.name ?? x.label);
const teamPrefix = () => `C${(n++ % 900) + 100}`;

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Configuration org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  me = org.userId;
});
afterAll(async () => {
  await db?.destroy();
});

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

describe('PRD templates (spec 2 §4.13, spec 1 §2.10)', () => {
  let o: Awaited<ReturnType<typeof newOrg>>;
  let boss: Api; // org admin: prd_template:update, member of no team
  let alice: Api; // engineer, member of Alpha
  let alphaId: string;
  let betaId: string;
  let alphaPrefix: string;
  let pm: { userId: string; apiKey: string };
  const t: Record<'wide' | 'alpha' | 'beta', any> = {} as any;

  beforeAll(async () => {
    o = await newOrg('PRD org');
    boss = client(o.apiKey);
    alice = client(o.engineerKey);
    pm = await newUser(o.orgId, 'pm', 'Pat PM');
    alphaPrefix = teamPrefix();
    alphaId = (await data(boss, 'POST', '/api/v1/teams', { name: 'Alpha', prefix: alphaPrefix })).id;
    betaId = (await data(boss, 'POST', '/api/v1/teams', { name: 'Beta', prefix: teamPrefix() })).id;
    await data(boss, 'POST', `/api/v1/teams/${alphaId}/members`, { userId: o.engineerId });
    t.wide = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'A org-wide PRD', content: '## Problem\n' }), 201).data;
    t.alpha = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'B alpha PRD', content: '## Alpha\n', teamId: alphaPrefix }), 201).data;
    t.beta = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'C beta PRD', teamId: betaId }), 201).data;
  });

  it('creates with name, markdown content and team (UUID or prefix); null teamId is org-wide', async () => {
    expect(t.wide).toMatchObject({ orgId: o.orgId, name: 'A org-wide PRD', content: '## Problem\n', teamId: null, createdBy: o.userId });
    expect(t.alpha).toMatchObject({ teamId: alphaId, content: '## Alpha\n' });
    expect(t.beta).toMatchObject({ teamId: betaId, content: '' });
    const got = expectStatus(await boss('GET', `/api/v1/prd-templates/${t.alpha.id}`), 200);
    expect(got.data).toEqual(t.alpha);
    expect(got.actions.map((a: any) => a.rel)).toEqual(['self', 'prdTemplates', 'team']);
    expectFailure(await boss('POST', '/api/v1/prd-templates', { name: 'Nowhere', teamId: 'ZZZ' }), 404, 'NOT_FOUND', 'body.teamId');
    expectFailure(await boss('POST', '/api/v1/prd-templates', { name: 'Nowhere', teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
  });

  it("a member sees org-wide templates and their teams'; another team's is 404; allTeams needs prd_template:update", async () => {
    expect(names(await all(alice, '/api/v1/prd-templates'))).toEqual(['A org-wide PRD', 'B alpha PRD']);
    expectStatus(await alice('GET', `/api/v1/prd-templates/${t.alpha.id}`), 200);
    const hidden = expectFailure(await alice('GET', `/api/v1/prd-templates/${t.beta.id}`), 404, 'NOT_FOUND', 'path.id');
    expect(JSON.stringify(hidden)).not.toContain('C beta PRD');
    const forbidden = expectFailure(await alice('GET', '/api/v1/prd-templates?allTeams=true'), 403, 'FORBIDDEN', 'query.allTeams');
    expect(forbidden.suggestion).toMatch(/allTeams/);
    // with prd_template:update: the default list is still org-wide plus own teams (none), allTeams lists all, any template reads
    expect(names(await all(boss, '/api/v1/prd-templates'))).toEqual(['A org-wide PRD']);
    expect(names(await all(boss, '/api/v1/prd-templates?allTeams=true'))).toEqual(['A org-wide PRD', 'B alpha PRD', 'C beta PRD']);
    expectStatus(await boss('GET', `/api/v1/prd-templates/${t.beta.id}`), 200);
    // joining a team shows its templates; leaving hides them again
    await data(boss, 'POST', `/api/v1/teams/${betaId}/members`, { userId: o.engineerId });
    expect(names(await all(alice, '/api/v1/prd-templates'))).toEqual(['A org-wide PRD', 'B alpha PRD', 'C beta PRD']);
    await data(boss, 'DELETE', `/api/v1/teams/${betaId}/members/${o.engineerId}`);
    expectFailure(await alice('GET', `/api/v1/prd-templates/${t.beta.id}`), 404, 'NOT_FOUND', 'path.id');
  });

  it("an org-wide template needs prd_template:update to create, edit or delete; a team's needs membership (403 with a suggestion)", async () => {
    // an engineer holds prd_template:read only
    expect(expectFailure(await alice('POST', '/api/v1/prd-templates', { name: 'Mine' }), 403, 'FORBIDDEN').data.missing).toEqual(['prd_template:create']);
    // a key with create but not update: org-wide refused, a team it is not in refused, its own team's allowed
    const keys = new OrgService(db);
    const creator = client((await keys.createKey({ userId: pm.userId, capabilities: ['prd_template:read', 'prd_template:create', 'team:read'] })).apiKey);
    const wide = expectFailure(await creator('POST', '/api/v1/prd-templates', { name: 'Org-wide by creator' }), 403, 'FORBIDDEN');
    expect(wide.message).toMatch(/org-wide/);
    expect(wide.suggestion).toMatch(/teamId/);
    expect(wide.data).toEqual({ required: ['prd_template:update'], missing: ['prd_template:update'] });
    expectFailure(await creator('POST', '/api/v1/prd-templates', { name: 'Beta by creator', teamId: betaId }), 403, 'FORBIDDEN');
    await data(boss, 'POST', `/api/v1/teams/${betaId}/members`, { userId: pm.userId });
    const own = expectStatus(await creator('POST', '/api/v1/prd-templates', { name: 'Beta by creator', teamId: betaId }), 201).data;
    expect(own).toMatchObject({ teamId: betaId, createdBy: pm.userId });

    // a key with delete but not update: its team's template yes, an org-wide one no
    const deleter = client((await keys.createKey({ userId: pm.userId, capabilities: ['prd_template:read', 'prd_template:delete'] })).apiKey);
    expectFailure(await deleter('DELETE', `/api/v1/prd-templates/${t.wide.id}`), 403, 'FORBIDDEN');
    expectFailure(await deleter('DELETE', `/api/v1/prd-templates/${t.alpha.id}`), 404, 'NOT_FOUND', 'path.id'); // Alpha's is invisible to a non-member
    expect(expectStatus(await deleter('DELETE', `/api/v1/prd-templates/${own.id}`), 200).data).toEqual({ id: own.id, deleted: true });
    await data(boss, 'DELETE', `/api/v1/teams/${betaId}/members/${pm.userId}`);

    // with prd_template:update (the pm's own key): edit, move to org-wide and back, delete
    const pmApi = client(pm.apiKey);
    const made = expectStatus(await pmApi('POST', '/api/v1/prd-templates', { name: 'PM org-wide', content: 'v1' }), 201).data;
    const edited = expectStatus(await pmApi('PATCH', `/api/v1/prd-templates/${made.id}`, { content: 'v2', teamId: alphaId }), 200).data;
    expect(edited).toMatchObject({ name: 'PM org-wide', content: 'v2', teamId: alphaId });
    expect(expectStatus(await pmApi('PATCH', `/api/v1/prd-templates/${made.id}`, { teamId: null }), 200).data.teamId).toBeNull();
    expectFailure(await pmApi('PATCH', `/api/v1/prd-templates/${made.id}`, { teamId: randomUUID() }), 404, 'NOT_FOUND', 'body.teamId');
    expectStatus(await pmApi('DELETE', `/api/v1/prd-templates/${made.id}`), 200);
    expectFailure(await pmApi('GET', `/api/v1/prd-templates/${made.id}`), 404, 'NOT_FOUND', 'path.id');
  });

  it("a team's defaultPrdTemplateId: an org-wide template or its own; another team's or none is 404 naming the field; null clears", async () => {
    const set = (teamId: string, id: string | null) => boss('PATCH', `/api/v1/teams/${teamId}`, { defaultPrdTemplateId: id });
    expect(expectStatus(await set(alphaId, t.wide.id), 200).data).toMatchObject({ id: alphaId, defaultPrdTemplateId: t.wide.id });
    expect(expectStatus(await set(alphaId, t.alpha.id), 200).data.defaultPrdTemplateId).toBe(t.alpha.id);
    expect((await data(boss, 'GET', `/api/v1/teams/${alphaId}`)).defaultPrdTemplateId).toBe(t.alpha.id);
    const other = expectFailure(await set(alphaId, t.beta.id), 404, 'NOT_FOUND', 'body.defaultPrdTemplateId');
    expect(other.suggestion).toMatch(/teamId/);
    expectFailure(await set(alphaId, randomUUID()), 404, 'NOT_FOUND', 'body.defaultPrdTemplateId');
    expect((await data(boss, 'GET', `/api/v1/teams/${alphaId}`)).defaultPrdTemplateId).toBe(t.alpha.id); // unchanged by the refusals
    expect(expectStatus(await set(alphaId, null), 200).data.defaultPrdTemplateId).toBeNull();
    expectFailure(await boss('PATCH', `/api/v1/teams/${randomUUID()}`, { defaultPrdTemplateId: t.wide.id }), 404, 'NOT_FOUND', 'path.id');

    // moving a template to another team takes it away as the old team's default; deleting one clears defaults
    const moving = expectStatus(await boss('POST', '/api/v1/prd-templates', { name: 'Moving', teamId: alphaId }), 201).data;
    await data(boss, 'PATCH', `/api/v1/teams/${alphaId}`, { defaultPrdTemplateId: moving.id });
    await data(boss, 'PATCH', `/api/v1/prd-templates/${moving.id}`, { teamId: betaId });
    expect((await data(boss, 'GET', `/api/v1/teams/${alphaId}`)).defaultPrdTemplateId).toBeNull();
    await data(boss, 'PATCH', `/api/v1/teams/${betaId}`, { defaultPrdTemplateId: moving.id });
    await data(boss, 'DELETE', `/api/v1/prd-templates/${moving.id}`);
    expect((await data(boss, 'GET', `/api/v1/teams/${betaId}`)).defaultPrdTemplateId).toBeNull();
  });

  it('readPrdTemplate, assertCategory and assertTags (for opportunities and tasks) answer 404 naming the field', async () => {
    const actor = (userId: string, caps: string[]): Actor => ({
      orgId: o.orgId,
      userId,
      name: 'x',
      email: 'x@test.dev',
      role: 'engineer',
      orgRole: 'engineer',
      capabilities: new Set(caps),
      credential: { type: 'api_key', id: 'k' },
    });
    const aliceActor = actor(o.engineerId, ['prd_template:read']);
    expect(await readPrdTemplate(db, aliceActor, t.alpha.id, 'body.prdTemplateId')).toEqual({
      id: t.alpha.id,
      name: 'B alpha PRD',
      content: '## Alpha\n',
      teamId: alphaId,
    });
    expect((await readPrdTemplate(db, aliceActor, t.wide.id, 'body.prdTemplateId')).teamId).toBeNull();
    const caught = async (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e) => e as ApiError,
      );
    const hidden = await caught(readPrdTemplate(db, aliceActor, t.beta.id, 'body.prdTemplateId'));
    expect(hidden).toMatchObject({ code: 'NOT_FOUND', status: 404, details: [{ field: 'body.prdTemplateId', message: expect.any(String) }] });
    expect(hidden!.suggestion).toContain('/api/v1/prd-templates');
    expect((await readPrdTemplate(db, actor(o.engineerId, ['prd_template:update']), t.beta.id, 'f')).id).toBe(t.beta.id);
    expect(await caught(readPrdTemplate(db, { ...actor(org.userId, ['prd_template:update']), orgId: org.orgId }, t.wide.id, 'f'))).toMatchObject({
      code: 'NOT_FOUND',
    }); // another org

    const cats = await all(boss, '/api/v1/categories');
    await expect(assertCategory(db, o.orgId, cats[0].id, 'body.categoryId')).resolves.toBeUndefined();
    const noCat = await caught(assertCategory(db, org.orgId, cats[0].id, 'body.categoryId'));
    expect(noCat).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.categoryId', message: expect.any(String) }] });
    expect(noCat!.suggestion).toContain('/api/v1/categories');

    const a = await data(boss, 'POST', '/api/v1/tags', { name: 'a-tag' });
    const b = await data(boss, 'POST', '/api/v1/tags', { name: 'b-tag' });
    expect(await assertTags(db, o.orgId, [a.id.toUpperCase(), b.id, a.id], 'body.tagIds')).toEqual([a.id, b.id]);
    expect(await assertTags(db, o.orgId, [], 'body.tagIds')).toEqual([]);
    const noTag = await caught(assertTags(db, o.orgId, [a.id, randomUUID()], 'body.tagIds'));
    expect(noTag).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.tagIds.1', message: expect.any(String) }] });
    expect(noTag!.suggestion).toContain('/api/v1/tags');
  });
});

describe('tenancy, idempotency, batch, rate limit, activity log and actions (spec 2 §7, §8)', () => {
  it("another org's categories, tags and PRD templates read as 404 on every operation that names them", async () => {
    const other = await newOrg('Config tenancy org');
    const them = client(other.apiKey);
    const cat = await data(them, 'POST', '/api/v1/categories', { label: 'Their category' });
    const theirBug = (await all(them, '/api/v1/categories'))[0];
    const tag = await data(them, 'POST', '/api/v1/tags', { name: 'Their tag' });
    const team = await data(them, 'POST', '/api/v1/teams', { name: 'Their team', prefix: 'THR' });
    const prd = await data(them, 'POST', '/api/v1/prd-templates', { name: 'Their PRD' });
    const myTeam = await data(admin, 'POST', '/api/v1/teams', { name: `Mine ${uniq()}`, prefix: teamPrefix() });

    const calls: [string, string, unknown?, string?][] = [
      ['GET', `/api/v1/categories/${cat.id}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/categories/${cat.id}`, { label: 'Mine now' }, 'path.id'],
      ['DELETE', `/api/v1/categories/${cat.id}`, undefined, 'path.id'],
      ['DELETE', `/api/v1/categories/${theirBug.id}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/tags/${tag.id}`, { name: 'Mine now' }, 'path.id'],
      ['DELETE', `/api/v1/tags/${tag.id}`, undefined, 'path.id'],
      ['GET', `/api/v1/prd-templates/${prd.id}`, undefined, 'path.id'],
      ['PATCH', `/api/v1/prd-templates/${prd.id}`, { name: 'Mine now' }, 'path.id'],
      ['DELETE', `/api/v1/prd-templates/${prd.id}`, undefined, 'path.id'],
      ['POST', '/api/v1/prd-templates', { name: 'In their team', teamId: team.id }, 'body.teamId'],
      ['PATCH', `/api/v1/teams/${myTeam.id}`, { defaultPrdTemplateId: prd.id }, 'body.defaultPrdTemplateId'],
    ];
    for (const [method, path, body, field] of calls) {
      const r = await admin(method, path, body);
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.body), `${method} ${path}`).not.toMatch(/Their/);
    }
    // lists are per org, and nothing of theirs changed
    expect(names(await all(admin, '/api/v1/categories'))).not.toContain('Their category');
    expect(names(await all(admin, '/api/v1/tags'))).not.toContain('Their tag');
    expect(names(await all(admin, '/api/v1/prd-templates?allTeams=true'))).not.toContain('Their PRD');
    expect(await data(them, 'GET', `/api/v1/categories/${cat.id}`)).toEqual(cat);
    expect(await data(them, 'GET', `/api/v1/prd-templates/${prd.id}`)).toEqual(prd);
    expect(names(await all(them, '/api/v1/tags'))).toEqual(['Their tag']);
  });

  it('a create retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    for (const [path, body, other] of [
      ['/api/v1/categories', { label: `Once ${uniq()}` }, { label: 'Something else' }],
      ['/api/v1/tags', { name: `Once ${uniq()}` }, { name: 'Something else' }],
      ['/api/v1/prd-templates', { name: `Once ${uniq()}` }, { name: 'Something else' }],
    ] as const) {
      const key = randomUUID();
      const first = expectStatus(await admin('POST', path, body, { 'idempotency-key': key }), 201);
      const again = await admin('POST', path, body, { 'idempotency-key': key });
      expectStatus(again, 201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.data).toEqual(first.data);
      const list = await all(admin, `${path}${path.includes('prd') ? '?allTeams=true' : ''}`);
      expect(list.filter((x) => (x.name ?? x.label) === ((body as any).name ?? (body as any).label))).toHaveLength(1);
      expectFailure(await admin('POST', path, other, { 'idempotency-key': key }), 409, 'IDEMPOTENCY_CONFLICT');
    }
    // a delete replays its answer instead of a 404
    const tag = await data(admin, 'POST', '/api/v1/tags', { name: `Deleted once ${uniq()}` });
    const key = randomUUID();
    expectStatus(await admin('DELETE', `/api/v1/tags/${tag.id}`, undefined, { 'idempotency-key': key }), 200);
    const replay = expectStatus(await admin('DELETE', `/api/v1/tags/${tag.id}`, undefined, { 'idempotency-key': key }), 200);
    expect(replay.data).toEqual({ id: tag.id, deleted: true });
  });

  it("a batch runs each entry with the caller's credential: creates, a duplicate refused, a capability refused", async () => {
    const name = `Batched ${uniq()}`;
    const r = await admin('POST', '/api/v1/batch', {
      operations: [
        { id: 'tag', method: 'POST', path: '/api/v1/tags', body: { name } },
        { id: 'dup', method: 'POST', path: '/api/v1/tags', body: { name: name.toLowerCase() } },
        { id: 'cat', method: 'POST', path: '/api/v1/categories', body: { label: name } },
        { id: 'list', method: 'GET', path: '/api/v1/tags?limit=200' },
      ],
    });
    expectStatus(r, 207);
    const { tag, dup, cat, list } = r.body.data;
    expect(tag).toMatchObject({ status: 201, ok: true, data: { name } });
    expect(dup).toMatchObject({ status: 409, ok: false, error: { code: 'ALREADY_EXISTS', details: [{ field: 'body.name' }] } });
    expect(cat).toMatchObject({ status: 201, ok: true, data: { label: name } });
    expect(list.data.map((x: any) => x.id)).toContain(tag.data.id);
    const asEng = expectStatus(
      await eng('POST', '/api/v1/batch', { operations: [{ id: 'cat', method: 'POST', path: '/api/v1/categories', body: { label: 'No' } }] }),
      207,
    );
    expect(asEng.data.cat).toMatchObject({ status: 403, ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('the rate limit counts these operations like any other: X-RateLimit-* on each answer, then 429 with Retry-After', async () => {
    const limit = 4;
    const server = await startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), rateLimit: limit });
    try {
      const { apiKey } = await newOrg('Config rate org');
      const into = Date.now() % 60_000;
      if (into > 50_000) await new Promise((res) => setTimeout(res, 60_500 - into)); // exact counts within one minute
      const base = `http://127.0.0.1:${server.port}`;
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const replies = [
        await call('GET', '/api/v1/categories'),
        await call('POST', '/api/v1/tags', { name: 'rated' }),
        await call('GET', '/api/v1/prd-templates'),
        await call('GET', '/api/v1/tags'),
      ];
      expect(replies.map((x) => x.status)).toEqual([200, 201, 200, 200]);
      expect(replies.map((x) => x.headers.get('x-ratelimit-remaining'))).toEqual(['3', '2', '1', '0']);
      for (const x of replies) expect(x.headers.get('x-ratelimit-limit')).toBe(String(limit));
      const over = await call('POST', '/api/v1/categories', { label: 'Too many' });
      expect(over.status).toBe(429);
      expect((await over.json()).error.code).toBe('RATE_LIMITED');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close(0);
    }
  });

  it('every write is in the activity log, attributed to the caller, in the same transaction', async () => {
    const cat = await data(admin, 'POST', '/api/v1/categories', { label: `Logged ${uniq()}` });
    await data(admin, 'PATCH', `/api/v1/categories/${cat.id}`, { color: '#123456' });
    await data(admin, 'DELETE', `/api/v1/categories/${cat.id}`);
    const tag = await data(eng, 'POST', '/api/v1/tags', { name: `Logged ${uniq()}` });
    await data(admin, 'PATCH', `/api/v1/tags/${tag.id}`, { color: '#abcdef' });
    const prd = await data(admin, 'POST', '/api/v1/prd-templates', { name: `Logged ${uniq()}` });
    await data(admin, 'PATCH', `/api/v1/prd-templates/${prd.id}`, { content: 'v2' });
    const log = async (type: string, id: string) =>
      (await db('activities').where({ org_id: org.orgId, entity_type: type, entity_id: id }).orderBy('seq')).map((r: any) => ({
        action: r.action,
        actor: r.actor_user_id,
        fields: r.changes.map((c: any) => c.field),
      }));
    const catLog = await log('category', cat.id);
    expect(catLog.map((x) => x.action)).toEqual(['created', 'updated', 'deleted']);
    expect(catLog.every((x) => x.actor === me)).toBe(true);
    expect(catLog[1].fields).toContain('color');
    const tagLog = await log('tag', tag.id);
    expect(tagLog.map((x) => [x.action, x.actor])).toEqual([
      ['created', org.engineerId],
      ['updated', me],
    ]);
    expect((await log('prd_template', prd.id)).map((x) => x.action)).toEqual(['created', 'updated']);
    // a refused write leaves no entry
    const bug = (await all(admin, '/api/v1/categories')).find((c) => c.slug === 'bug');
    const before = (await log('category', bug.id)).length;
    expectStatus(await admin('DELETE', `/api/v1/categories/${bug.id}`), 409);
    expect((await log('category', bug.id)).length).toBe(before);
  });

  it('the actions of a category, a tag and a PRD template succeed when followed', async () => {
    const cat = expectStatus(await admin('POST', '/api/v1/categories', { label: `Act ${uniq()}` }), 201);
    const tag = expectStatus(await admin('POST', '/api/v1/tags', { name: `Act ${uniq()}` }), 201);
    const team = await data(admin, 'POST', '/api/v1/teams', { name: `Act ${uniq()}`, prefix: teamPrefix() });
    const prd = expectStatus(await admin('POST', '/api/v1/prd-templates', { name: `Act ${uniq()}`, teamId: team.id }), 201);
    for (const body of [cat, tag, prd, expectStatus(await admin('GET', `/api/v1/categories/${cat.data.id}`), 200)]) {
      expect(body.actions.length).toBeGreaterThan(0);
      for (const a of body.actions) expect((await admin(a.method, a.href, a.body)).status, JSON.stringify(a)).toBeLessThan(400);
    }
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  async function connect(key: string, query: string) {
    const c = new Client({ name: 'configuration-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp${query}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    sessions.push(c);
    return c;
  }
  const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => {
    const r = await c.callTool({ name, arguments: args });
    return { isError: Boolean(r.isError), body: (r.structuredContent as any) ?? JSON.parse((r.content as any)[0].text) };
  };
  afterAll(async () => {
    for (const c of sessions) await c.close();
  });

  it('?toolsets=tags lists the tag tools, which the default list leaves out; the other toolsets list theirs', async () => {
    const tagTools = ['list_tags', 'create_tag', 'update_tag', 'delete_tag'];
    const withTags = (await (await connect(org.apiKey, '?toolsets=tags')).listTools()).tools.map((t) => t.name);
    expect(withTags).toEqual(expect.arrayContaining([...tagTools, 'whoami']));
    expect(withTags).not.toContain('list_categories');
    const plain = (await (await connect(org.apiKey, '')).listTools()).tools.map((t) => t.name);
    for (const name of tagTools) expect(plain).not.toContain(name);
    const others = (await (await connect(org.apiKey, '?toolsets=categories,prd-templates')).listTools()).tools;
    expect(others.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'list_categories',
        'create_category',
        'get_category',
        'update_category',
        'delete_category',
        'list_prd_templates',
        'create_prd_template',
        'get_prd_template',
        'update_prd_template',
        'delete_prd_template',
      ]),
    );
    // descriptions are written for agents: no spec sections, no REST paths
    for (const t of others) expect(t.description, t.name).not.toMatch(/§|\/api\//);
  });

  it('create_tag makes a tag that list_tags and REST agree on; a duplicate is an error naming the argument', async () => {
    const mcp = await connect(org.engineerKey, '?toolsets=tags');
    const name = `Via MCP ${uniq()}`;
    const made = await call(mcp, 'create_tag', { name, color: '#00FF00' });
    expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
    expect(made.body.data).toMatchObject({ name, color: '#00ff00', orgId: org.orgId });
    expect(made.body.actions).toContainEqual(expect.objectContaining({ tool: 'list_tags', toolset: 'tags' }));
    const listed = await call(mcp, 'list_tags', { limit: 200, fields: ['*'] }); // every field, to compare with REST
    expect(listed.isError).toBe(false);
    const rest = expectStatus(await admin('GET', '/api/v1/tags?limit=200'), 200);
    expect(listed.body.data).toEqual((compactListBody(rest) as any).data);
    expect(listed.body.data.map((x: any) => x.id)).toContain(made.body.data.id);

    const dup = await call(mcp, 'create_tag', { name: name.toUpperCase() });
    expect(dup.isError).toBe(true);
    expect(dup.body.error.code).toBe('ALREADY_EXISTS');
    expect(dup.body.error.details).toEqual([{ field: 'name', message: expect.any(String) }]);
    expect(dup.body.error.suggestion).not.toContain('/api/v1');
    // an engineer's session may not delete it
    const refused = await call(mcp, 'delete_tag', { id: made.body.data.id });
    expect(refused.isError).toBe(true);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });

  it('create_category and create_prd_template answer what REST reads back', async () => {
    const mcp = await connect(org.apiKey, '?toolsets=categories,prd-templates');
    const cat = await call(mcp, 'create_category', { label: `MCP category ${uniq()}`, idempotencyKey: randomUUID() });
    expect(cat.isError, JSON.stringify(cat.body).slice(0, 400)).toBe(false);
    expect(await data(admin, 'GET', `/api/v1/categories/${cat.body.data.id}`)).toEqual(cat.body.data);
    const system = await call(mcp, 'delete_category', { id: (await all(admin, '/api/v1/categories')).find((c) => c.system).id });
    expect(system.isError).toBe(true);
    expect(system.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { system: true } });
    const prd = await call(mcp, 'create_prd_template', { name: `MCP PRD ${uniq()}`, content: '# Hi' });
    expect(prd.isError).toBe(false);
    expect((await call(mcp, 'get_prd_template', { id: prd.body.data.id })).body.data).toEqual(
      await data(admin, 'GET', `/api/v1/prd-templates/${prd.body.data.id}`),
    );
  });
});
