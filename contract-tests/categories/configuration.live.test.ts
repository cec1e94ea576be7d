/**
 * Delivery configuration on the real server (spec 2 §4.13, §4.21, §7, §8): the platform rules for categories, tags
 * and PRD templates — tenancy, idempotency, batch, rate limit, the activity log, actions — and the same operations
 * over MCP. The rules of each: categories-tags.live.test.ts and prd-templates.live.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { all, client, data } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { startServer } from '../../src/server.js';
import { compactListBody } from '../../src/mcp/shape.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { useConfigurationOrg, baseUrl, databaseUrl, db, org, admin, eng, me, uniq, names, teamPrefix } from './_setup.js';

useConfigurationOrg();

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
