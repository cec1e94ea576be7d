/**
 * POST /api/v1/batch (spec 2 §4.3, §7): each entry goes through the same pipeline as a direct call
 * (auth, capability, validation, per-entry envelopes), 207 with one envelope per id, at most 20, no nesting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  org = await newOrg('Batch org');
  api = client(org.apiKey);
});

describe('batch', () => {
  it("runs entries in order and answers 207 with each entry's own envelope and status", async () => {
    const r = await api('POST', '/api/v1/batch', {
      operations: [
        { id: 'create', method: 'POST', path: '/api/v1/tasks', body: { title: 'From a batch' } },
        { id: 'list', method: 'GET', path: '/api/v1/tasks?limit=1' },
        { id: 'bad', method: 'POST', path: '/api/v1/tasks', body: { title: 'x', priority: 'urgnet' } },
        { id: 'nowhere', method: 'GET', path: '/api/v1/nothing-here' },
      ],
    });
    expect(r.status).toBe(207);
    expect(Object.keys(r.body.data)).toEqual(['create', 'list', 'bad', 'nowhere']);
    const { create, list, bad, nowhere } = r.body.data;
    expect(create).toMatchObject({ status: 201, ok: true, data: { title: 'From a batch' } });
    expect(create.actions.length).toBeGreaterThan(0);
    expect(list).toMatchObject({ status: 200, ok: true, pagination: { hasMore: false } });
    expect(list.data.map((t: any) => t.id)).toEqual([create.data.id]);
    expect(bad).toMatchObject({ status: 400, ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(bad.error.details).toContainEqual({ field: 'body.priority', message: expect.stringContaining('did you mean urgent?') });
    expect(nowhere).toMatchObject({ status: 404, ok: false, error: { code: 'NOT_FOUND' } });
    expect(create.meta.requestId).not.toBe(r.body.meta.requestId);
  });

  it("checks capability per entry with the caller's credential", async () => {
    const r = await client(org.engineerKey)('POST', '/api/v1/batch', {
      operations: [
        { id: 'vision', method: 'POST', path: '/api/v1/visions', body: { name: 'No', kind: 'product', narrative: 'n' } },
        { id: 'me', method: 'GET', path: '/api/v1/viewer' },
      ],
    });
    expect(r.status).toBe(207);
    expect(r.body.data.vision).toMatchObject({ status: 403, error: { code: 'FORBIDDEN', data: { missing: ['vision:create'] } } });
    expect(r.body.data.me).toMatchObject({ status: 200, data: { role: 'engineer' } });
  });

  it('refuses more than 20 operations with a suggestion to split', async () => {
    const operations = Array.from({ length: 21 }, (_, i) => ({ id: `op${i}`, method: 'GET', path: '/api/v1/viewer' }));
    const r = await api('POST', '/api/v1/batch', { operations });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toContainEqual({ field: 'body.operations', message: 'must have at most 20 items' });
    expect(r.body.error.suggestion).toMatch(/at most 20 items in body\.operations \(At most 20; for more, send them in several batches\)/);
  });

  it('refuses a batch inside a batch and duplicate ids', async () => {
    const nested = await api('POST', '/api/v1/batch', {
      operations: [
        { id: 'inner', method: 'POST', path: '/api/v1/batch', body: { operations: [{ id: 'x', method: 'GET', path: '/api/v1/viewer' }] } },
        { id: 'ok', method: 'GET', path: '/api/v1/viewer' },
      ],
    });
    expect(nested.status).toBe(207);
    expect(nested.body.data.inner).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.operations.0.path', message: 'is /api/v1/batch' }] },
    });
    expect(nested.body.data.ok.status).toBe(200);
    const dup = await api('POST', '/api/v1/batch', {
      operations: [
        { id: 'a', method: 'GET', path: '/api/v1/viewer' },
        { id: 'a', method: 'GET', path: '/api/v1/viewer' },
      ],
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.details[0].field).toBe('body.operations.1.id');
  });

  it('needs a credential, and entries cannot leave /api/v1', async () => {
    expect((await client()('POST', '/api/v1/batch', { operations: [{ id: 'a', method: 'GET', path: '/api/v1/viewer' }] })).status).toBe(401);
    const r = await api('POST', '/api/v1/batch', { operations: [{ id: 'a', method: 'GET', path: '/api/mcp' }] });
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].field).toBe('body.operations.0.path');
  });
});
