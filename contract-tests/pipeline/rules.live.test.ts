/**
 * Cross-cutting rules on the real server: auth (spec 2 §5), tenancy (spec 1 §1, spec 2 §7: another org's id is
 * 404), error envelopes with details and suggestions (spec 2 §7), list limits (spec 2 §4.2), financial fields.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';

let org: Awaited<ReturnType<typeof newOrg>>;
let admin: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
let me: string;

beforeAll(async () => {
  org = await newOrg('Rules org');
  admin = client(org.apiKey);
  other = client(inject('contract').otherOrgKey);
  me = (await admin('GET', '/api/v1/viewer')).body.data.userId;
});

const expectError = (r: { status: number; body: any }, status: number, code: string) => {
  expect(r.status).toBe(status);
  expect(r.body.ok).toBe(false);
  expect(r.body.error.code).toBe(code);
  expect(r.body.error.suggestion).toMatch(/\w/);
  expect(r.body.meta.requestId).toMatch(/^[0-9a-f-]{36}$/);
};

describe('auth (spec 2 §5)', () => {
  it('401 without a credential, with a malformed one and with an unknown key', async () => {
    const none = await client()('GET', '/api/v1/visions');
    expectError(none, 401, 'UNAUTHORIZED');
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expectError(await client('not-a-key')('GET', '/api/v1/visions'), 401, 'UNAUTHORIZED');
    expectError(await client('sextant_live_doesnotexist')('GET', '/api/v1/visions'), 401, 'UNAUTHORIZED');
  });

  it('403 when the key lacks the capability, naming it', async () => {
    const r = await client(org.engineerKey)('POST', '/api/v1/visions', { name: 'x', narrative: 'y' });
    expectError(r, 403, 'FORBIDDEN');
    expect(r.body.error.data.missing).toEqual(['vision:create']);
  });

  it('public documents need no credential', async () => {
    expect((await client()('GET', '/api/v1/openapi.json')).status).toBe(200);
    expect((await client()('GET', '/api/v1/schema')).status).toBe(200);
  });

  it('demoting a user limits their existing keys from the next request (spec 2 §5.2)', async () => {
    const pm = await newUser(org.orgId, 'pm');
    const pmKey = client(pm.apiKey);
    expect((await pmKey('POST', '/api/v1/visions', { name: 'Before demotion', kind: 'product', narrative: 'n' })).status).toBe(201);
    expect((await admin('PATCH', `/api/v1/users/${pm.userId}`, { orgRole: 'engineer' })).status).toBe(200);
    const refused = await pmKey('POST', '/api/v1/visions', { name: 'After demotion', kind: 'product', narrative: 'n' });
    expectError(refused, 403, 'FORBIDDEN');
    const viewer = (await pmKey('GET', '/api/v1/viewer')).body.data;
    expect(viewer.role).toBe('engineer');
    expect(viewer.capabilities).not.toContain('vision:create');
    expect(viewer.capabilities).not.toContain('cost:read');
    expect(viewer.capabilities).toContain('task:create');
  });

  it("writes are attributed to the key's user", async () => {
    const v = await admin('POST', '/api/v1/visions', { name: 'Owned', kind: 'product', narrative: 'n' });
    expect(v.body.data.ownerId).toBe(me);
  });
});

describe('tenancy', () => {
  it("another org's ids and refs read as 404 and its rows never list", async () => {
    const v = await admin('POST', '/api/v1/visions', { name: 'Private', narrative: 'Ours alone' });
    expect(v.status).toBe(201);
    expectError(await other('GET', `/api/v1/visions/${v.body.data.id}`), 404, 'NOT_FOUND');
    expectError(await other('GET', `/api/v1/visions/${v.body.data.id}/children`), 404, 'NOT_FOUND');
    expectError(await other('PATCH', `/api/v1/visions/${v.body.data.id}`, { name: 'stolen' }), 404, 'NOT_FOUND');
    const theirs = await other('GET', '/api/v1/visions?limit=200');
    expect(theirs.body.data.map((x: any) => x.id)).not.toContain(v.body.data.id);
    // refs are per org: the other org's VIS-1 is its own (or absent), never ours
    const ref = await other('GET', `/api/v1/visions/${v.body.data.ref}`);
    if (ref.status === 200) expect(ref.body.data.orgId).not.toBe(org.orgId);
    // references to another org's rows in a body are 404 too
    const theirUser = (await other('GET', '/api/v1/viewer')).body.data.userId;
    const obj = await admin('POST', '/api/v1/objectives', { title: 'x', visionId: v.body.data.id, driId: theirUser });
    expectError(obj, 404, 'NOT_FOUND');
    expect(obj.body.error.details).toEqual([{ field: 'body.driId', message: 'is not a user of this org' }]);
  });
});

describe('errors (spec 2 §7)', () => {
  it('validation failures list each field, name allowed enum values, and write nothing', async () => {
    const before = (await admin('GET', '/api/v1/metrics?limit=200')).body.data.length;
    const r = await admin('POST', '/api/v1/metrics', { name: '', unit: 'furlongs', extra: 1 });
    expectError(r, 400, 'VALIDATION_FAILED');
    expect(r.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: expect.stringMatching(/fewer than 1/) },
        { field: 'body.unit', message: 'must be one of: percentage, count, currency, ratio, duration, custom' },
        { field: 'body.extra', message: 'is not a field of this operation' },
      ]),
    );
    expect((await admin('GET', '/api/v1/metrics?limit=200')).body.data.length).toBe(before);
  });

  it('bad JSON, missing body, bad path params, limit over 200, bad cursor are 400s', async () => {
    expectError(await admin('POST', '/api/v1/visions', '{"name": '), 400, 'VALIDATION_FAILED');
    expectError(await admin('POST', '/api/v1/visions'), 400, 'VALIDATION_FAILED');
    const badId = await admin('GET', '/api/v1/visions/not-a-ref');
    expectError(badId, 400, 'VALIDATION_FAILED');
    expect(badId.body.error.details[0].field).toBe('path.id');
    const limit = await admin('GET', '/api/v1/tasks?limit=201');
    expectError(limit, 400, 'VALIDATION_FAILED');
    expect(limit.body.error.details).toEqual([{ field: 'query.limit', message: 'must be a plain decimal integer from 1 to 200' }]);
    expectError(await admin('GET', '/api/v1/tasks?cursor=garbage'), 400, 'VALIDATION_FAILED');
    const visionsCursor = (await admin('GET', '/api/v1/visions?limit=1')).body.pagination.cursor;
    if (visionsCursor) expectError(await admin('GET', `/api/v1/tasks?cursor=${visionsCursor}`), 400, 'VALIDATION_FAILED');
  });

  it('huge numbers and dates Postgres cannot hold are 400, not 500', async () => {
    const r = await admin('POST', '/api/v1/tasks', { title: 't', dueDate: '99999-01-01T00:00:00Z' });
    expect(r.status).toBe(400);
    // Money and targets beyond their columns are refused by the document's bounds, naming the field.
    const cost = await admin('POST', '/api/v1/opportunities', { title: 'Costly', estimatedCost: 1e300 });
    expectError(cost, 400, 'VALIDATION_FAILED');
    expect(cost.body.error.details).toEqual([{ field: 'body.estimatedCost', message: expect.stringMatching(/99999999999999/) }]);
    const salary = await admin('PATCH', `/api/v1/users/${me}`, { salaryMonthly: 1e13, salaryCurrency: 'EUR' });
    expect(salary.body.error.details.map((d: { field: string }) => d.field)).toContain('body.salaryMonthly');
    const version = await admin('POST', '/api/v1/visions/VIS-1/versions/2147483648/rename', { note: 'x' });
    expect(version.body.error.details).toEqual([{ field: 'path.version', message: expect.stringMatching(/2147483647/) }]);
  });

  it('unknown routes and methods answer in the envelope', async () => {
    expectError(await admin('GET', '/api/v1/nope'), 404, 'NOT_FOUND');
    expectError(await admin('GET', '/elsewhere'), 404, 'NOT_FOUND');
    expect((await admin('PUT', '/api/v1/visions')).status).toBe(405);
  });

  it('every other method on every path of the document is 405 METHOD_NOT_ALLOWED with Allow naming the documented ones', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const placeholder = '00000000-0000-4000-8000-000000000000';
    let checked = 0;
    for (const [path, item] of Object.entries((doc as any).paths as Record<string, Record<string, any>>)) {
      if (!path.startsWith('/api/v1/')) continue;
      const documented = METHODS.filter((m) => item[m.toLowerCase()] && !item[m.toLowerCase()]['x-served-by']);
      if (!documented.length) continue;
      // A literal sibling (e.g. /tasks/bulk beside /tasks/{id}) takes other methods under the template: probe with
      // a value no literal path has.
      const url = path.replace(/\{[^}]+\}/g, placeholder);
      for (const method of METHODS.filter((m) => !documented.includes(m))) {
        const r = await admin(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
        const siblings = Object.entries((doc as any).paths as Record<string, Record<string, any>>)
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
    const r = await admin('GET', '/api/v1/viewer');
    expect(r.headers.get('x-request-id')).toBe(r.body.meta.requestId);
  });
});

describe('financial fields (spec 1 §2.1, spec 2 §5.3)', () => {
  it('estimatedCost and salaries are stripped for engineers and shown to leadership', async () => {
    const o = await admin('POST', '/api/v1/opportunities', { title: 'Costly', estimatedCost: 5000 });
    expect(o.body.data.estimatedCost).toBe(5000);
    const eng = client(org.engineerKey);
    const seen = await eng('GET', `/api/v1/opportunities/${o.body.data.ref}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).not.toHaveProperty('estimatedCost');
    await admin('PATCH', `/api/v1/users/${me}`, { salaryMonthly: 7000, salaryCurrency: 'USD' });
    const user = await eng('GET', `/api/v1/users/${me}`);
    expect(user.body.data).not.toHaveProperty('salaryMonthly');
    expect((await admin('GET', `/api/v1/users/${me}`)).body.data.salaryMonthly).toBe(7000);
  });

  it('salary fields travel as a pair', async () => {
    const r = await admin('PATCH', `/api/v1/users/${me}`, { salaryMonthly: 1 });
    expectError(r, 400, 'VALIDATION_FAILED');
    expect(r.body.error.details[0].field).toBe('body.salaryCurrency');
  });
});
