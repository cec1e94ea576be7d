/**
 * Idempotency (spec 2 §8) on real Postgres: replay of the stored first response, conflicts for a
 * different body and for an in-flight duplicate, one effect for concurrent identical requests, validation
 * failures not stored, refusals stored, expiry and purge; over REST, MCP and inside a batch.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Knex } from 'knex';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { createDb } from '../../src/db/knex.js';
import { IdempotencyStore, requestHash } from '../../src/platform/idempotency.js';
import { OrgService } from '../../src/services/orgs.js';

const { baseUrl, databaseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let api: ReturnType<typeof client>;
let db: Knex;
let me: string;

const tasksTitled = async (title: string) => Number((await db('tasks').where({ org_id: org.orgId, title }).count<{ count: number }[]>('* as count'))[0].count);

beforeAll(async () => {
  org = await newOrg('Idempotency org');
  api = client(org.apiKey);
  db = createDb(databaseUrl, { min: 0, max: 2 });
  me = (await api('GET', '/api/v1/viewer')).body.data.userId;
});
afterAll(async () => {
  await db?.destroy();
});

describe('Idempotency-Key over REST', () => {
  it('replays the first response unchanged, with Idempotent-Replayed and meta.idempotencyKey, and does no work', async () => {
    const key = randomUUID();
    const title = `Replay ${key}`;
    const first = await api('POST', '/api/v1/tasks', { title }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.body.meta.idempotencyKey).toBe(key);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await api('POST', '/api/v1/tasks', { title }, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await tasksTitled(title)).toBe(1);
  });

  it('the same key with a different body is 409 IDEMPOTENCY_CONFLICT with a suggestion', async () => {
    const key = randomUUID();
    expect((await api('POST', '/api/v1/tasks', { title: 'One' }, { 'idempotency-key': key })).status).toBe(201);
    const other = await api('POST', '/api/v1/tasks', { title: 'Two' }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(other.body.error.suggestion).toMatch(/new Idempotency-Key/);
    expect(await tasksTitled('Two')).toBe(0);
  });

  it('another key of the same user reusing the Idempotency-Key is 409, never a replay of an answer it may not see', async () => {
    // An admin key's answer carries cost; an engineer-role key of the same user must not get it replayed.
    const dbOrgs = new OrgService(db);
    const weaker = client((await dbOrgs.createKey({ userId: me, role: 'engineer' })).apiKey);
    await api('PATCH', `/api/v1/users/${me}`, { salaryMonthly: 8000, salaryCurrency: 'USD', weeklyHours: 40 });
    const tasks = await api('POST', '/api/v1/tasks', { title: `Costed ${randomUUID()}` });
    const key = randomUUID();
    const body = { entryDate: '2026-11-02', hours: 1, taskId: tasks.body.data.ref };
    const first = await api('POST', '/api/v1/time-entries', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.body.data.cost).toBe(46.15);
    const reused = await weaker('POST', '/api/v1/time-entries', body, { 'idempotency-key': key });
    expect([reused.status, reused.body.error?.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(reused.body)).not.toContain('46.15');
    expect(reused.body.error.details).toEqual([{ field: 'header.Idempotency-Key', message: 'was used with a different body, query or credential' }]);
    // The key's own retry still replays.
    const again = await api('POST', '/api/v1/time-entries', body, { 'idempotency-key': key });
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.data.id]).toEqual([201, 'true', first.body.data.id]);
  });

  it('keys are scoped by method and path, and by the credential user', async () => {
    const key = randomUUID();
    const a = await api('POST', '/api/v1/tasks', { title: `Scoped ${key}` }, { 'idempotency-key': key });
    const other = await api('POST', '/api/v1/visions', { name: `Scoped ${key}`, kind: 'product', narrative: 'n' }, { 'idempotency-key': key });
    expect([a.status, other.status]).toEqual([201, 201]);
    const asEngineer = await client(org.engineerKey)('POST', '/api/v1/tasks', { title: `Scoped ${key}` }, { 'idempotency-key': key });
    expect(asEngineer.status).toBe(201);
    expect(asEngineer.headers.get('idempotent-replayed')).toBeNull();
    expect(await tasksTitled(`Scoped ${key}`)).toBe(2);
  });

  it('a validation failure is not stored: the corrected request with the same key runs', async () => {
    const key = randomUUID();
    const bad = await api('POST', '/api/v1/tasks', { title: '' }, { 'idempotency-key': key });
    expect(bad.status).toBe(400);
    const good = await api('POST', '/api/v1/tasks', { title: `Fixed ${key}` }, { 'idempotency-key': key });
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a refusal by the operation is stored and replayed', async () => {
    const key = randomUUID();
    const t = (await api('POST', '/api/v1/tasks', { title: 'Refused move' })).body.data;
    const first = await api('POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'completed' }, { 'idempotency-key': key });
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('INVALID_STATE_TRANSITION');
    const again = await api('POST', `/api/v1/tasks/${t.ref}/set-status`, { status: 'completed' }, { 'idempotency-key': key });
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.error).toEqual(first.body.error);
  });

  it('a malformed key is a 400 naming the header', async () => {
    const r = await api('POST', '/api/v1/tasks', { title: 'x' }, { 'idempotency-key': 'has space' });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toContainEqual({ field: 'header.Idempotency-Key', message: expect.stringContaining('printable') });
  });

  it('N concurrent identical requests have exactly one effect', async () => {
    const key = randomUUID();
    const title = `Concurrent ${key}`;
    const replies = await Promise.all(Array.from({ length: 12 }, () => api('POST', '/api/v1/tasks', { title }, { 'idempotency-key': key })));
    expect(await tasksTitled(title)).toBe(1);
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect([r.status, r.body.error.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('a duplicate that arrives while the first is still running is 409 with Retry-After', async () => {
    const key = randomUUID();
    const body = { title: `In flight ${key}` };
    // The first request has claimed the key and not finished (as another instance would have), with this credential.
    const credential = (await api('GET', '/api/v1/viewer')).body.data.credential.id;
    await new IdempotencyStore(db).claim({ orgId: org.orgId, userId: me, method: 'POST', path: '/api/v1/tasks', key }, requestHash({}, body, credential));
    const dup = await api('POST', '/api/v1/tasks', body, { 'idempotency-key': key });
    expect([dup.status, dup.body.error.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(dup.headers.get('retry-after')).toBe('1');
    expect(dup.body.error.suggestion).toMatch(/retry with the same key/i);
    expect(await tasksTitled(body.title)).toBe(0);
  });

  it('expired records are purged, and an expired key runs again', async () => {
    const key = randomUUID();
    const body = { title: `Expired ${key}` };
    expect((await api('POST', '/api/v1/tasks', body, { 'idempotency-key': key })).status).toBe(201);
    await db('idempotency_records')
      .where({ org_id: org.orgId, key })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    const again = await api('POST', '/api/v1/tasks', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await tasksTitled(body.title)).toBe(2);

    await db('idempotency_records')
      .where({ org_id: org.orgId, key })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    expect(await new IdempotencyStore(db).purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await db('idempotency_records').where({ org_id: org.orgId, key }).first()).toBeUndefined();
  });

  it('stores records for 24 hours', async () => {
    const key = randomUUID();
    await api('POST', '/api/v1/tasks', { title: 'TTL' }, { 'idempotency-key': key });
    const row = await db('idempotency_records').select(db.raw('extract(epoch from expires_at - created_at) as ttl')).where({ org_id: org.orgId, key }).first();
    expect(Number(row.ttl)).toBe(24 * 3600);
  });
});

describe('idempotencyKey over MCP and inside a batch', () => {
  it('a write tool takes idempotencyKey and replays', async () => {
    const mcp = new Client({ name: 'idempotency-test', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } } }),
    );
    try {
      const key = randomUUID();
      const title = `MCP ${key}`;
      const first = await mcp.callTool({ name: 'create_task', arguments: { title, idempotencyKey: key } });
      const second = await mcp.callTool({ name: 'create_task', arguments: { title, idempotencyKey: key } });
      expect(first.isError).toBeFalsy();
      expect((second.structuredContent as any).data).toEqual((first.structuredContent as any).data);
      expect((second.structuredContent as any).meta.idempotencyKey).toBe(key);
      expect(await tasksTitled(title)).toBe(1);
      const conflict = await mcp.callTool({ name: 'create_task', arguments: { title: 'Else', idempotencyKey: key } });
      expect(conflict.isError).toBe(true);
      expect((conflict.structuredContent as any).error.code).toBe('IDEMPOTENCY_CONFLICT');
    } finally {
      await mcp.close();
    }
  });

  it('batch entries are idempotent: by their own key, or by <batch key>:<id>', async () => {
    const batchKey = randomUUID();
    const entryKey = randomUUID();
    const body = {
      operations: [
        { id: 'a', method: 'POST', path: '/api/v1/tasks', body: { title: `Batch A ${batchKey}` } },
        { id: 'b', method: 'POST', path: '/api/v1/tasks', body: { title: `Batch B ${batchKey}` }, idempotencyKey: entryKey },
      ],
    };
    const first = await api('POST', '/api/v1/batch', body, { 'idempotency-key': batchKey });
    const second = await api('POST', '/api/v1/batch', body, { 'idempotency-key': batchKey });
    expect([first.status, second.status]).toEqual([207, 207]);
    expect(second.body.data.a.headers['Idempotent-Replayed']).toBe('true');
    expect(second.body.data.b.data).toEqual(first.body.data.b.data);
    expect(first.body.data.a.meta.idempotencyKey).toBe(`${batchKey}:a`);
    expect(await tasksTitled(`Batch A ${batchKey}`)).toBe(1);
    expect(await tasksTitled(`Batch B ${batchKey}`)).toBe(1);
    // The entry key is the entry's own: a direct call with it replays the batch entry's result.
    const direct = await api('POST', '/api/v1/tasks', { title: `Batch B ${batchKey}` }, { 'idempotency-key': entryKey });
    expect(direct.headers.get('idempotent-replayed')).toBe('true');
  });
});
