/**
 * POST /api/v1/batch (spec 2 §4.3, §7): each entry goes through the same pipeline as a direct call
 * (auth, capability, validation, per-entry envelopes), 207 with one envelope per id, at most 20, no nesting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { BatchEntryResult, BatchOperation, Task } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, errorOf, useSdk } from '../lib/sdkAs.js';

useSdk();
let org: Awaited<ReturnType<typeof newOrg>>;
/** Runs a batch as `key` (the org's admin unless given). */
const batch = (operations: BatchOperation[], key: string = org.apiKey) => sdk.runBatch({ operations }, undefined, as(key));
/** The entries of a 207 answer, by id (asserts the 207). */
const entries = (res: Awaited<ReturnType<typeof batch>>): Record<string, BatchEntryResult> => envelope(res, 207).data ?? {};
beforeAll(async () => {
  org = await newOrg('Batch org');
});

describe('batch', () => {
  it("runs entries in order and answers 207 with each entry's own envelope and status", async () => {
    const r = await batch([
      { id: 'create', method: 'POST', path: '/api/v1/tasks', body: { title: 'From a batch' } },
      { id: 'list', method: 'GET', path: '/api/v1/tasks?limit=1' },
      { id: 'bad', method: 'POST', path: '/api/v1/tasks', body: { title: 'x', priority: 'urgnet' } },
      { id: 'nowhere', method: 'GET', path: '/api/v1/nothing-here' },
    ]);
    expect(r.status).toBe(207);
    const byId = entries(r);
    expect(Object.keys(byId)).toEqual(['create', 'list', 'bad', 'nowhere']);
    const { create, list, bad, nowhere } = byId;
    expect(create).toMatchObject({ status: 201, ok: true, data: { title: 'From a batch' } });
    expect(create.actions?.length).toBeGreaterThan(0);
    expect(list).toMatchObject({ status: 200, ok: true, pagination: { hasMore: false } });
    expect((list.data as Task[]).map((t) => t.id)).toEqual([(create.data as Task).id]);
    expect(bad).toMatchObject({ status: 400, ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(bad.error?.details).toContainEqual({ field: 'body.priority', message: expect.stringContaining('did you mean urgent?') });
    expect(nowhere).toMatchObject({ status: 404, ok: false, error: { code: 'NOT_FOUND' } });
    expect(create.meta.requestId).not.toBe(envelope(r, 207).meta.requestId);
  });

  it("checks capability per entry with the caller's credential", async () => {
    const r = await batch(
      [
        { id: 'vision', method: 'POST', path: '/api/v1/visions', body: { name: 'No', kind: 'product', narrative: 'n' } },
        { id: 'me', method: 'GET', path: '/api/v1/viewer' },
      ],
      org.engineerKey,
    );
    expect(r.status).toBe(207);
    expect(entries(r).vision).toMatchObject({ status: 403, error: { code: 'FORBIDDEN', data: { missing: ['vision:create'] } } });
    expect(entries(r).me).toMatchObject({ status: 200, data: { role: 'engineer' } });
  });

  it('refuses more than 20 operations with a suggestion to split', async () => {
    // The types do not count items: the server's maxItems does.
    const operations = Array.from({ length: 21 }, (_, i): BatchOperation => ({ id: `op${i}`, method: 'GET', path: '/api/v1/viewer' }));
    const r = await batch(operations);
    expect(r.status).toBe(400);
    expect(errorOf(r).details).toContainEqual({ field: 'body.operations', message: 'must have at most 20 items' });
    expect(errorOf(r).suggestion).toMatch(/at most 20 items in body\.operations \(At most 20; for more, send them in several batches\)/);
  });

  it('refuses a batch inside a batch and duplicate ids', async () => {
    const nested = await batch([
      { id: 'inner', method: 'POST', path: '/api/v1/batch', body: { operations: [{ id: 'x', method: 'GET', path: '/api/v1/viewer' }] } },
      { id: 'ok', method: 'GET', path: '/api/v1/viewer' },
    ]);
    expect(nested.status).toBe(207);
    expect(entries(nested).inner).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.operations.0.path', message: 'is /api/v1/batch' }] },
    });
    expect(entries(nested).ok.status).toBe(200);
    const dup = await batch([
      { id: 'a', method: 'GET', path: '/api/v1/viewer' },
      { id: 'a', method: 'GET', path: '/api/v1/viewer' },
    ]);
    expect(dup.status).toBe(400);
    expect(errorOf(dup).details?.[0]?.field).toBe('body.operations.1.id');
  });

  it('needs a credential, and entries cannot leave /api/v1', async () => {
    // No RequestInit: useSdk configures no key, so this call sends no credential.
    expect((await sdk.runBatch({ operations: [{ id: 'a', method: 'GET', path: '/api/v1/viewer' }] })).status).toBe(401);
    // /api/mcp breaks the path's ^/api/v1/ pattern on purpose (its type is a plain string; the server must refuse it).
    const r = await batch([{ id: 'a', method: 'GET', path: '/api/mcp' }]);
    expect(r.status).toBe(400);
    expect(errorOf(r).details?.[0]?.field).toBe('body.operations.0.path');
  });
});
