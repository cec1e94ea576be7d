/**
 * Idempotency (spec 2 §8) on real Postgres: replay of the stored first response, conflicts for a
 * different body and for an in-flight duplicate, one effect for concurrent identical requests, validation
 * failures not stored, refusals stored, expiry and purge; over REST, MCP and inside a batch.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, errorOf, must, ok, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';
import { IdempotencyStore, requestHash } from '../../src/platform/idempotency.js';
import { OrgService } from '../../src/services/orgs.js';
import { mcpAs } from '../lib/mcpTools.js';
import { structured } from './_setup.js';

const { databaseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let api: RequestInit;
let db: Knex;
let me: string;

const tasksTitled = async (title: string) => Number((await db('tasks').where({ org_id: org.orgId, title }).count<{ count: number }[]>('* as count'))[0].count);
/** The headers of a write sent with Idempotency-Key `key`. */
const idem = (key: string) => ({ 'Idempotency-Key': key });

useSdk();
beforeAll(async () => {
  org = await newOrg('Idempotency org');
  api = as(org.apiKey);
  db = createDb(databaseUrl, { min: 0, max: 2 });
  me = ok(await sdk.getViewer(api)).userId;
});
afterAll(async () => {
  await db?.destroy();
});

describe('Idempotency-Key over REST', () => {
  it('replays the first response unchanged, with Idempotent-Replayed and meta.idempotencyKey, and does no work', async () => {
    const key = randomUUID();
    const title = `Replay ${key}`;
    const first = await sdk.createTask({ title }, idem(key), api);
    expect(first.status).toBe(201);
    expect(envelope(first, 201).meta.idempotencyKey).toBe(key);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await sdk.createTask({ title }, idem(key), api);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(await tasksTitled(title)).toBe(1);
  });

  it('the same key with a different body is 409 IDEMPOTENCY_CONFLICT with a suggestion', async () => {
    const key = randomUUID();
    expect((await sdk.createTask({ title: 'One' }, idem(key), api)).status).toBe(201);
    const other = await sdk.createTask({ title: 'Two' }, idem(key), api);
    expect(other.status).toBe(409);
    expect(errorOf(other).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(errorOf(other).suggestion).toMatch(/new Idempotency-Key/);
    expect(await tasksTitled('Two')).toBe(0);
  });

  it('another key of the same user reusing the Idempotency-Key is 409, never a replay of an answer it may not see', async () => {
    // An admin key's answer carries cost; an engineer-role key of the same user must not get it replayed.
    const dbOrgs = new OrgService(db);
    const weaker = as((await dbOrgs.createKey({ userId: me, role: 'engineer' })).apiKey);
    await sdk.updateUser(me, { salaryMonthly: 8000, salaryCurrency: 'USD', weeklyHours: 40 }, undefined, api);
    const task = must(await sdk.createTask({ title: `Costed ${randomUUID()}` }, undefined, api));
    const key = randomUUID();
    const body = { entryDate: '2026-11-02', hours: 1, taskId: task.ref };
    const first = await sdk.createTimeEntry(body, idem(key), api);
    expect(first.status).toBe(201);
    expect(must(first).cost).toBe(46.15);
    const reused = await sdk.createTimeEntry(body, idem(key), weaker);
    expect([reused.status, errorOf(reused)?.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(reused.data)).not.toContain('46.15');
    expect(errorOf(reused).details).toEqual([{ field: 'header.Idempotency-Key', message: 'was used with a different body, query or credential' }]);
    // The key's own retry still replays.
    const again = await sdk.createTimeEntry(body, idem(key), api);
    expect([again.status, again.headers.get('idempotent-replayed'), must(again).id]).toEqual([201, 'true', must(first).id]);
  });

  it('keys are scoped by method and path, and by the credential user', async () => {
    const key = randomUUID();
    const a = await sdk.createTask({ title: `Scoped ${key}` }, idem(key), api);
    const other = await sdk.createVision({ name: `Scoped ${key}`, kind: 'product', narrative: 'n' }, idem(key), api);
    expect([a.status, other.status]).toEqual([201, 201]);
    const asEngineer = await sdk.createTask({ title: `Scoped ${key}` }, idem(key), as(org.engineerKey));
    expect(asEngineer.status).toBe(201);
    expect(asEngineer.headers.get('idempotent-replayed')).toBeNull();
    expect(await tasksTitled(`Scoped ${key}`)).toBe(2);
  });

  it('a validation failure is not stored: the corrected request with the same key runs', async () => {
    const key = randomUUID();
    const bad = await sdk.createTask({ title: '' }, idem(key), api);
    expect(bad.status).toBe(400);
    const good = await sdk.createTask({ title: `Fixed ${key}` }, idem(key), api);
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a refusal by the operation is stored and replayed', async () => {
    const key = randomUUID();
    const t = must(await sdk.createTask({ title: 'Refused move' }, undefined, api));
    const first = await sdk.setTaskStatus(t.ref, { status: 'completed' }, idem(key), api);
    expect(first.status).toBe(409);
    expect(errorOf(first).code).toBe('INVALID_STATE_TRANSITION');
    const again = await sdk.setTaskStatus(t.ref, { status: 'completed' }, idem(key), api);
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(errorOf(again)).toEqual(errorOf(first));
  });

  it('a malformed key is a 400 naming the header', async () => {
    const r = await sdk.createTask({ title: 'x' }, idem('has space'), api);
    expect(r.status).toBe(400);
    expect(errorOf(r).details).toContainEqual({ field: 'header.Idempotency-Key', message: expect.stringContaining('printable') });
  });

  it('N concurrent identical requests have exactly one effect', async () => {
    const key = randomUUID();
    const title = `Concurrent ${key}`;
    const replies = await Promise.all(Array.from({ length: 12 }, () => sdk.createTask({ title }, idem(key), api)));
    expect(await tasksTitled(title)).toBe(1);
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => must(r).id)).size).toBe(1);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect([r.status, errorOf(r).code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('a duplicate that arrives while the first is still running is 409 with Retry-After', async () => {
    const key = randomUUID();
    const body = { title: `In flight ${key}` };
    // The first request has claimed the key and not finished (as another instance would have), with this credential.
    const credential = ok(await sdk.getViewer(api)).credential.id;
    await new IdempotencyStore(db).claim({ orgId: org.orgId, userId: me, method: 'POST', path: '/api/v1/tasks', key }, requestHash({}, body, credential));
    const dup = await sdk.createTask(body, idem(key), api);
    expect([dup.status, errorOf(dup).code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(dup.headers.get('retry-after')).toBe('1');
    expect(errorOf(dup).suggestion).toMatch(/retry with the same key/i);
    expect(await tasksTitled(body.title)).toBe(0);
  });

  it('expired records are purged, and an expired key runs again', async () => {
    const key = randomUUID();
    const body = { title: `Expired ${key}` };
    expect((await sdk.createTask(body, idem(key), api)).status).toBe(201);
    await db('idempotency_records')
      .where({ org_id: org.orgId, key })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    const again = await sdk.createTask(body, idem(key), api);
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
    await sdk.createTask({ title: 'TTL' }, idem(key), api);
    const row = await db('idempotency_records').select(db.raw('extract(epoch from expires_at - created_at) as ttl')).where({ org_id: org.orgId, key }).first();
    expect(Number(row.ttl)).toBe(24 * 3600);
  });
});

describe('idempotencyKey over MCP and inside a batch', () => {
  it('a write tool takes idempotencyKey and replays', async () => {
    const mcp = await mcpAs(org.apiKey, '', 'idempotency-test');
    try {
      const key = randomUUID();
      const title = `MCP ${key}`;
      const first = await mcp.callTool({ name: 'create_task', arguments: { title, idempotencyKey: key } });
      const second = await mcp.callTool({ name: 'create_task', arguments: { title, idempotencyKey: key } });
      expect(first.isError).toBeFalsy();
      expect(structured<sdk.Task>(second).data).toEqual(structured<sdk.Task>(first).data);
      expect(structured(second).meta.idempotencyKey).toBe(key);
      expect(await tasksTitled(title)).toBe(1);
      const conflict = await mcp.callTool({ name: 'create_task', arguments: { title: 'Else', idempotencyKey: key } });
      expect(conflict.isError).toBe(true);
      expect(structured(conflict).error?.code).toBe('IDEMPOTENCY_CONFLICT');
    } finally {
      await mcp.close();
    }
  });

  it('batch entries are idempotent: by their own key, or by <batch key>:<id>', async () => {
    const batchKey = randomUUID();
    const entryKey = randomUUID();
    const body: sdk.RunBatchBody = {
      operations: [
        { id: 'a', method: 'POST', path: '/api/v1/tasks', body: { title: `Batch A ${batchKey}` } },
        { id: 'b', method: 'POST', path: '/api/v1/tasks', body: { title: `Batch B ${batchKey}` }, idempotencyKey: entryKey },
      ],
    };
    const first = await sdk.runBatch(body, idem(batchKey), api);
    const second = await sdk.runBatch(body, idem(batchKey), api);
    expect([first.status, second.status]).toEqual([207, 207]);
    const [one, two] = [envelope(first, 207).data ?? {}, envelope(second, 207).data ?? {}];
    expect(two.a.headers?.['Idempotent-Replayed']).toBe('true');
    expect(two.b.data).toEqual(one.b.data);
    expect(one.a.meta.idempotencyKey).toBe(`${batchKey}:a`);
    expect(await tasksTitled(`Batch A ${batchKey}`)).toBe(1);
    expect(await tasksTitled(`Batch B ${batchKey}`)).toBe(1);
    // The entry key is the entry's own: a direct call with it replays the batch entry's result.
    const direct = await sdk.createTask({ title: `Batch B ${batchKey}` }, idem(entryKey), api);
    expect(direct.headers.get('idempotent-replayed')).toBe('true');
  });
});
