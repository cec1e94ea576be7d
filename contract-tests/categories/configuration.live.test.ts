/**
 * Delivery configuration on the real server (spec 2 §4.13, §4.21, §7, §8): the platform rules for categories, tags
 * and PRD templates — tenancy, idempotency, batch, rate limit, the activity log, actions — and the same operations
 * over MCP. The rules of each: categories-tags.live.test.ts and prd-templates.live.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import * as sdk from '../../sdk/src/index';
import type { Action, ErrorEnvelope, Tag } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { startServer } from '../../src/server.js';
import { compactListBody } from '../../src/mcp/shape.js';
import { allOf, as, envelope, failure as expectFailure, must as data, ok, raw } from '../lib/sdkAs.js';
import { useConfigurationOrg, databaseUrl, db, org, admin, eng, me, uniq, names, teamPrefix } from './_setup.js';
import { bodyOf, mcpAs } from '../lib/mcpTools.js';

useConfigurationOrg();
/** What a generated function resolves to, for a case table whose rows call different operations. */
type Made = { status: number; data: unknown; headers: Headers };
const categories = (who: RequestInit) => allOf((cursor) => sdk.listCategories({ cursor, limit: 200 }, who));
const tags = (who: RequestInit) => allOf((cursor) => sdk.listTags({ cursor, limit: 200 }, who));
const prdTemplates = (who: RequestInit) => allOf((cursor) => sdk.listPrdTemplates({ allTeams: true, cursor, limit: 200 }, who));
/** Follows an offered action as a client follows a link: raw HTTP, its href is data, not an SDK function. */
const follow = (a: Action) => raw(org.apiKey, a.method, a.href, a.body);

describe('tenancy, idempotency, batch, rate limit, activity log and actions (spec 2 §7, §8)', () => {
  it("another org's categories, tags and PRD templates read as 404 on every operation that names them", async () => {
    const other = await newOrg('Config tenancy org');
    const them = as(other.apiKey);
    const cat = data(await sdk.createCategory({ label: 'Their category' }, undefined, them));
    const theirBug = (await categories(them))[0];
    const tag = data(await sdk.createTag({ name: 'Their tag' }, undefined, them));
    const team = data(await sdk.createTeam({ name: 'Their team', prefix: 'THR' }, undefined, them));
    const prd = data(await sdk.createPrdTemplate({ name: 'Their PRD' }, undefined, them));
    const myTeam = data(await sdk.createTeam({ name: `Mine ${uniq()}`, prefix: teamPrefix() }, undefined, admin));

    const calls: [string, () => Promise<Made>, string][] = [
      [`GET /categories/${cat.id}`, () => sdk.getCategory(cat.id, admin), 'path.id'],
      [`PATCH /categories/${cat.id}`, () => sdk.updateCategory(cat.id, { label: 'Mine now' }, undefined, admin), 'path.id'],
      [`DELETE /categories/${cat.id}`, () => sdk.deleteCategory(cat.id, undefined, admin), 'path.id'],
      [`DELETE /categories/${theirBug.id}`, () => sdk.deleteCategory(theirBug.id, undefined, admin), 'path.id'],
      [`PATCH /tags/${tag.id}`, () => sdk.updateTag(tag.id, { name: 'Mine now' }, undefined, admin), 'path.id'],
      [`DELETE /tags/${tag.id}`, () => sdk.deleteTag(tag.id, undefined, admin), 'path.id'],
      [`GET /prd-templates/${prd.id}`, () => sdk.getPrdTemplate(prd.id, admin), 'path.id'],
      [`PATCH /prd-templates/${prd.id}`, () => sdk.updatePrdTemplate(prd.id, { name: 'Mine now' }, undefined, admin), 'path.id'],
      [`DELETE /prd-templates/${prd.id}`, () => sdk.deletePrdTemplate(prd.id, undefined, admin), 'path.id'],
      ['POST /prd-templates', () => sdk.createPrdTemplate({ name: 'In their team', teamId: team.id }, undefined, admin), 'body.teamId'],
      [`PATCH /teams/${myTeam.id}`, () => sdk.updateTeam(myTeam.id, { defaultPrdTemplateId: prd.id }, undefined, admin), 'body.defaultPrdTemplateId'],
    ];
    for (const [label, call, field] of calls) {
      const r = await call();
      expectFailure(r, 404, 'NOT_FOUND', field);
      expect(JSON.stringify(r.data), label).not.toMatch(/Their/);
    }
    // lists are per org, and nothing of theirs changed
    expect(names(await categories(admin))).not.toContain('Their category');
    expect(names(await tags(admin))).not.toContain('Their tag');
    expect(names(await prdTemplates(admin))).not.toContain('Their PRD');
    expect(data(await sdk.getCategory(cat.id, them))).toEqual(cat);
    expect(data(await sdk.getPrdTemplate(prd.id, them))).toEqual(prd);
    expect(names(await tags(them))).toEqual(['Their tag']);
  });

  it('a create retried with its Idempotency-Key is made once and replayed; another body under the key is 409', async () => {
    const cases: { text: string; create: (text: string, key: string) => Promise<Made>; list: () => Promise<{ name?: string; label?: string }[]> }[] = [
      { text: `Once ${uniq()}`, create: (label, key) => sdk.createCategory({ label }, { 'Idempotency-Key': key }, admin), list: () => categories(admin) },
      { text: `Once ${uniq()}`, create: (name, key) => sdk.createTag({ name }, { 'Idempotency-Key': key }, admin), list: () => tags(admin) },
      { text: `Once ${uniq()}`, create: (name, key) => sdk.createPrdTemplate({ name }, { 'Idempotency-Key': key }, admin), list: () => prdTemplates(admin) },
    ];
    for (const { text, create, list } of cases) {
      const key = randomUUID();
      const first = ok(await create(text, key), 201);
      const again = await create(text, key);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(ok(again, 201)).toEqual(first);
      expect((await list()).filter((x) => (x.name ?? x.label) === text)).toHaveLength(1);
      expectFailure(await create('Something else', key), 409, 'IDEMPOTENCY_CONFLICT');
    }
    // a delete replays its answer instead of a 404
    const tag = data(await sdk.createTag({ name: `Deleted once ${uniq()}` }, undefined, admin));
    const key = randomUUID();
    ok(await sdk.deleteTag(tag.id, { 'Idempotency-Key': key }, admin));
    const replay = ok(await sdk.deleteTag(tag.id, { 'Idempotency-Key': key }, admin));
    expect(replay).toEqual({ id: tag.id, deleted: true });
  });

  it("a batch runs each entry with the caller's credential: creates, a duplicate refused, a capability refused", async () => {
    const name = `Batched ${uniq()}`;
    const r = await sdk.runBatch(
      {
        operations: [
          { id: 'tag', method: 'POST', path: '/api/v1/tags', body: { name } },
          { id: 'dup', method: 'POST', path: '/api/v1/tags', body: { name: name.toLowerCase() } },
          { id: 'cat', method: 'POST', path: '/api/v1/categories', body: { label: name } },
          { id: 'list', method: 'GET', path: '/api/v1/tags?limit=200' },
        ],
      },
      undefined,
      admin,
    );
    const { tag, dup, cat, list } = ok(r, 207);
    expect(tag).toMatchObject({ status: 201, ok: true, data: { name } });
    expect(dup).toMatchObject({ status: 409, ok: false, error: { code: 'ALREADY_EXISTS', details: [{ field: 'body.name' }] } });
    expect(cat).toMatchObject({ status: 201, ok: true, data: { label: name } });
    expect((list.data as Tag[]).map((x) => x.id)).toContain((tag.data as Tag).id);
    const asEng = ok(
      await sdk.runBatch({ operations: [{ id: 'cat', method: 'POST', path: '/api/v1/categories', body: { label: 'No' } }] }, undefined, eng),
      207,
    );
    expect(asEng.cat).toMatchObject({ status: 403, ok: false, error: { code: 'FORBIDDEN' } });
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
      expect(((await over.json()) as ErrorEnvelope).error.code).toBe('RATE_LIMITED');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close(0);
    }
  });

  it('every write is in the activity log, attributed to the caller, in the same transaction', async () => {
    const cat = data(await sdk.createCategory({ label: `Logged ${uniq()}` }, undefined, admin));
    data(await sdk.updateCategory(cat.id, { color: '#123456' }, undefined, admin));
    data(await sdk.deleteCategory(cat.id, undefined, admin));
    const tag = data(await sdk.createTag({ name: `Logged ${uniq()}` }, undefined, eng));
    data(await sdk.updateTag(tag.id, { color: '#abcdef' }, undefined, admin));
    const prd = data(await sdk.createPrdTemplate({ name: `Logged ${uniq()}` }, undefined, admin));
    data(await sdk.updatePrdTemplate(prd.id, { content: 'v2' }, undefined, admin));
    type Row = { action: string; actor_user_id: string | null; changes: { field: string }[] };
    const log = async (type: string, id: string) =>
      (await db('activities').where({ org_id: org.orgId, entity_type: type, entity_id: id }).orderBy('seq')).map((r: Row) => ({
        action: r.action,
        actor: r.actor_user_id,
        fields: r.changes.map((c) => c.field),
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
    const bug = (await categories(admin)).find((c) => c.slug === 'bug')!;
    const before = (await log('category', bug.id)).length;
    expect((await sdk.deleteCategory(bug.id, undefined, admin)).status).toBe(409);
    expect((await log('category', bug.id)).length).toBe(before);
  });

  it('the actions of a category, a tag and a PRD template succeed when followed', async () => {
    const cat = envelope(await sdk.createCategory({ label: `Act ${uniq()}` }, undefined, admin), 201);
    const tag = envelope(await sdk.createTag({ name: `Act ${uniq()}` }, undefined, admin), 201);
    const team = data(await sdk.createTeam({ name: `Act ${uniq()}`, prefix: teamPrefix() }, undefined, admin));
    const prd = envelope(await sdk.createPrdTemplate({ name: `Act ${uniq()}`, teamId: team.id }, undefined, admin), 201);
    for (const body of [cat, tag, prd, envelope(await sdk.getCategory(cat.data.id, admin))]) {
      expect(body.actions.length).toBeGreaterThan(0);
      for (const a of body.actions) expect((await follow(a)).status, JSON.stringify(a)).toBeLessThan(400);
    }
  });
});

describe('over MCP (spec 2 §4.21)', () => {
  const sessions: Client[] = [];
  async function connect(key: string, query: string) {
    const c = await mcpAs(key, query);
    sessions.push(c);
    return c;
  }
  /** A tool's answer: its structured content, else its JSON text, read as the envelope of a T (untyped by nature). */
  const call = async <T = { id: string }>(c: Client, name: string, args: Record<string, unknown> = {}) => {
    const r = await c.callTool({ name, arguments: args });
    return { isError: Boolean(r.isError), body: bodyOf<T>(r.structuredContent ?? JSON.parse((r.content as { text: string }[])[0].text)) };
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
    const made = await call<Tag>(mcp, 'create_tag', { name, color: '#00FF00' });
    expect(made.isError, JSON.stringify(made.body).slice(0, 400)).toBe(false);
    expect(made.body.data).toMatchObject({ name, color: '#00ff00', orgId: org.orgId });
    expect(made.body.actions).toContainEqual(expect.objectContaining({ tool: 'list_tags', toolset: 'tags' }));
    const listed = await call<Tag[]>(mcp, 'list_tags', { limit: 200, fields: ['*'] }); // every field, to compare with REST
    expect(listed.isError).toBe(false);
    const rest = envelope(await sdk.listTags({ limit: 200 }, admin));
    expect(listed.body.data).toEqual((compactListBody(rest) as { data: Tag[] }).data);
    expect(listed.body.data.map((x) => x.id)).toContain(made.body.data.id);

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
    expect(data(await sdk.getCategory(cat.body.data.id, admin))).toEqual(cat.body.data);
    const system = await call(mcp, 'delete_category', { id: (await categories(admin)).find((c) => c.system)?.id });
    expect(system.isError).toBe(true);
    expect(system.body.error).toMatchObject({ code: 'INVALID_STATE_TRANSITION', data: { system: true } });
    const prd = await call(mcp, 'create_prd_template', { name: `MCP PRD ${uniq()}`, content: '# Hi' });
    expect(prd.isError).toBe(false);
    expect((await call(mcp, 'get_prd_template', { id: prd.body.data.id })).body.data).toEqual(data(await sdk.getPrdTemplate(prd.body.data.id, admin)));
  });
});
