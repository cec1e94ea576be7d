/**
 * Cross-cutting rules on the real server: auth (spec 2 §5), tenancy (spec 1 §1, spec 2 §7: another org's id is
 * 404), error envelopes with details and suggestions (spec 2 §7), list limits (spec 2 §4.2), financial fields.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, envelope, errorOf, must, ok, raw, useSdk } from '../lib/sdkAs.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let admin: RequestInit;
let other: RequestInit;
let me: string;

useSdk();
beforeAll(async () => {
  org = await newOrg('Rules org');
  admin = as(org.apiKey);
  other = as(inject('contract').otherOrgKey);
  me = ok(await sdk.getViewer(admin)).userId;
});

/** The failure envelope of an answer (SDK or raw): status, ok false, the code, a suggestion and a request id. */
const expectError = (r: { status: number; data: unknown }, status: number, code: string) => {
  expect(r.status).toBe(status);
  const body = r.data as ErrorEnvelope;
  expect(body.ok).toBe(false);
  expect(body.error.code).toBe(code);
  expect(body.error.suggestion).toMatch(/\w/);
  expect(body.meta.requestId).toMatch(/^[0-9a-f-]{36}$/);
};

/** The document's path items, read as data: the methods each declares (and whether another route serves it). */
type PathItem = Record<string, { 'x-served-by'?: unknown } | undefined>;
const paths = (doc as unknown as { paths: Record<string, PathItem> }).paths;

describe('auth (spec 2 §5)', () => {
  it('401 without a credential, with a malformed one and with an unknown key', async () => {
    // No options: useSdk() configures no default key, so the request carries no credential.
    const none = await sdk.listVisions();
    expectError(none, 401, 'UNAUTHORIZED');
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expectError(await sdk.listVisions(undefined, as('not-a-key')), 401, 'UNAUTHORIZED');
    expectError(await sdk.listVisions(undefined, as('sextant_live_doesnotexist')), 401, 'UNAUTHORIZED');
  });

  it('403 when the key lacks the capability, naming it', async () => {
    const r = await sdk.createVision({ name: 'x', narrative: 'y' }, undefined, as(org.engineerKey));
    expectError(r, 403, 'FORBIDDEN');
    expect(errorOf(r).data?.missing).toEqual(['vision:create']);
  });

  it('public documents need no credential', async () => {
    expect((await sdk.getOpenApiDocument()).status).toBe(200);
    expect((await sdk.getSchema()).status).toBe(200);
  });

  it('demoting a user limits their existing keys from the next request (spec 2 §5.2)', async () => {
    const pm = await newUser(org.orgId, 'pm');
    const pmKey = as(pm.apiKey);
    expect((await sdk.createVision({ name: 'Before demotion', kind: 'product', narrative: 'n' }, undefined, pmKey)).status).toBe(201);
    expect((await sdk.updateUser(pm.userId, { orgRole: 'engineer' }, undefined, admin)).status).toBe(200);
    const refused = await sdk.createVision({ name: 'After demotion', kind: 'product', narrative: 'n' }, undefined, pmKey);
    expectError(refused, 403, 'FORBIDDEN');
    const viewer = ok(await sdk.getViewer(pmKey));
    expect(viewer.role).toBe('engineer');
    expect(viewer.capabilities).not.toContain('vision:create');
    expect(viewer.capabilities).not.toContain('cost:read');
    expect(viewer.capabilities).toContain('task:create');
  });

  it("writes are attributed to the key's user", async () => {
    const v = await sdk.createVision({ name: 'Owned', kind: 'product', narrative: 'n' }, undefined, admin);
    expect(must(v).ownerId).toBe(me);
  });
});

describe('tenancy', () => {
  it("another org's ids and refs read as 404 and its rows never list", async () => {
    const created = await sdk.createVision({ name: 'Private', narrative: 'Ours alone' }, undefined, admin);
    expect(created.status).toBe(201);
    const v = must(created);
    expectError(await sdk.getVision(v.id, other), 404, 'NOT_FOUND');
    expectError(await sdk.getVisionChildren(v.id, other), 404, 'NOT_FOUND');
    expectError(await sdk.updateVision(v.id, { name: 'stolen' }, undefined, other), 404, 'NOT_FOUND');
    const theirs = await sdk.listVisions({ limit: 200 }, other);
    expect(ok(theirs).map((x) => x.id)).not.toContain(v.id);
    // refs are per org: the other org's VIS-1 is its own (or absent), never ours
    const ref = await sdk.getVision(v.ref, other);
    if (ref.status === 200) expect(ref.data.data.orgId).not.toBe(org.orgId);
    // references to another org's rows in a body are 404 too
    const theirUser = ok(await sdk.getViewer(other)).userId;
    const obj = await sdk.createObjective({ title: 'x', visionId: v.id, driId: theirUser }, undefined, admin);
    expectError(obj, 404, 'NOT_FOUND');
    expect(errorOf(obj).details).toEqual([{ field: 'body.driId', message: 'is not a user of this org' }]);
  });
});

describe('errors (spec 2 §7)', () => {
  it('validation failures list each field, name allowed enum values, and write nothing', async () => {
    const before = ok(await sdk.listMetrics({ limit: 200 }, admin)).length;
    // Raw: an enum value and a field the SDK's types refuse.
    const r = await raw<ErrorEnvelope>(org.apiKey, 'POST', '/api/v1/metrics', { name: '', unit: 'furlongs', extra: 1 });
    expectError(r, 400, 'VALIDATION_FAILED');
    expect(r.data.error.details).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: expect.stringMatching(/fewer than 1/) },
        { field: 'body.unit', message: 'must be one of: percentage, count, currency, ratio, duration, custom' },
        { field: 'body.extra', message: 'is not a field of this operation' },
      ]),
    );
    expect(ok(await sdk.listMetrics({ limit: 200 }, admin)).length).toBe(before);
  });

  it('bad JSON, missing body, bad path params, limit over 200, bad cursor are 400s', async () => {
    // Raw: a body that is not JSON, and no body at all.
    expectError(await raw(org.apiKey, 'POST', '/api/v1/visions', '{"name": '), 400, 'VALIDATION_FAILED');
    expectError(await raw(org.apiKey, 'POST', '/api/v1/visions'), 400, 'VALIDATION_FAILED');
    const badId = await sdk.getVision('not-a-ref', admin);
    expectError(badId, 400, 'VALIDATION_FAILED');
    expect(errorOf(badId).details?.[0].field).toBe('path.id');
    const limit = await sdk.listTasks({ limit: 201 }, admin);
    expectError(limit, 400, 'VALIDATION_FAILED');
    expect(errorOf(limit).details).toEqual([{ field: 'query.limit', message: 'must be a plain decimal integer from 1 to 200' }]);
    expectError(await sdk.listTasks({ cursor: 'garbage' }, admin), 400, 'VALIDATION_FAILED');
    const visionsCursor = envelope(await sdk.listVisions({ limit: 1 }, admin)).pagination.cursor;
    if (visionsCursor) expectError(await sdk.listTasks({ cursor: visionsCursor }, admin), 400, 'VALIDATION_FAILED');
  });

  it('huge numbers and dates Postgres cannot hold are 400, not 500', async () => {
    const r = await sdk.createTask({ title: 't', dueDate: '99999-01-01T00:00:00Z' }, undefined, admin);
    expect(r.status).toBe(400);
    // Money and targets beyond their columns are refused by the document's bounds, naming the field.
    const cost = await sdk.createOpportunity({ title: 'Costly', estimatedCost: 1e300 }, undefined, admin);
    expectError(cost, 400, 'VALIDATION_FAILED');
    expect(errorOf(cost).details).toEqual([{ field: 'body.estimatedCost', message: expect.stringMatching(/99999999999999/) }]);
    const salary = await sdk.updateUser(me, { salaryMonthly: 1e13, salaryCurrency: 'EUR' }, undefined, admin);
    expect((errorOf(salary).details ?? []).map((d) => d.field)).toContain('body.salaryMonthly');
    const version = await sdk.renameVisionVersion('VIS-1', 2147483648, { note: 'x' }, undefined, admin);
    expect(errorOf(version).details).toEqual([{ field: 'path.version', message: expect.stringMatching(/2147483647/) }]);
  });

  it('unknown routes and methods answer in the envelope', async () => {
    // Raw: paths and a method the document does not have.
    expectError(await raw(org.apiKey, 'GET', '/api/v1/nope'), 404, 'NOT_FOUND');
    expectError(await raw(org.apiKey, 'GET', '/elsewhere'), 404, 'NOT_FOUND');
    expect((await raw(org.apiKey, 'PUT', '/api/v1/visions')).status).toBe(405);
  });

  it('every other method on every path of the document is 405 METHOD_NOT_ALLOWED with Allow naming the documented ones', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const placeholder = '00000000-0000-4000-8000-000000000000';
    let checked = 0;
    for (const [path, item] of Object.entries(paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      const documented = METHODS.filter((m) => item[m.toLowerCase()] && !item[m.toLowerCase()]?.['x-served-by']);
      if (!documented.length) continue;
      // A literal sibling (e.g. /tasks/bulk beside /tasks/{id}) takes other methods under the template: probe with
      // a value no literal path has.
      const url = path.replace(/\{[^}]+\}/g, placeholder);
      for (const method of METHODS.filter((m) => !documented.includes(m))) {
        // Raw: a method the document does not declare on this path.
        const r = await raw(org.apiKey, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
        const siblings = Object.entries(paths)
          .filter(([p]) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url))
          .map(([, v]) => v);
        if (siblings.some((v) => v[method.toLowerCase()])) continue; // another template of the same shape takes it
        expectError(r, 405, 'METHOD_NOT_ALLOWED');
        expect(r.headers.get('allow')?.split(', ').sort(), `${method} ${path}`).toEqual(expect.arrayContaining(documented));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('every response carries X-Request-Id equal to meta.requestId', async () => {
    const r = await sdk.getViewer(admin);
    expect(r.headers.get('x-request-id')).toBe(envelope(r).meta.requestId);
  });
});

describe('financial fields (spec 1 §2.1, spec 2 §5.3)', () => {
  it('estimatedCost and salaries are stripped for engineers and shown to leadership', async () => {
    const o = must(await sdk.createOpportunity({ title: 'Costly', estimatedCost: 5000 }, undefined, admin));
    expect(o.estimatedCost).toBe(5000);
    const eng = as(org.engineerKey);
    const seen = await sdk.getOpportunity(o.ref, eng);
    expect(seen.status).toBe(200);
    expect(ok(seen)).not.toHaveProperty('estimatedCost');
    await sdk.updateUser(me, { salaryMonthly: 7000, salaryCurrency: 'USD' }, undefined, admin);
    const user = await sdk.getUser(me, eng);
    expect(must(user)).not.toHaveProperty('salaryMonthly');
    expect(ok(await sdk.getUser(me, admin)).salaryMonthly).toBe(7000);
  });

  it('salary fields travel as a pair', async () => {
    const r = await sdk.updateUser(me, { salaryMonthly: 1 }, undefined, admin);
    expectError(r, 400, 'VALIDATION_FAILED');
    expect(errorOf(r).details?.[0].field).toBe('body.salaryCurrency');
  });
});
