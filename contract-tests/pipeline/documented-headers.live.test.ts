/**
 * Every Sextant-specific header the server sends on a response (X-*, WWW-Authenticate, Retry-After,
 * Idempotent-Replayed) is declared on that response in the document (spec 2 §5, §8): success and error answers
 * of a sample of operations, each compared with the response object of its operation and status.
 */
import { describe, expect, inject, it } from 'vitest';
import { undeclaredHeaders } from '../lib/contract.js';

const { baseUrl, adminKey } = inject('contract');
const missingId = '00000000-0000-4000-8000-00000000dead';

/** [document path, method, request path, auth, body] */
const cases: [string, string, string, boolean, unknown?][] = [
  ['/api/v1/tasks', 'get', '/api/v1/tasks', true],
  ['/api/v1/tasks', 'get', '/api/v1/tasks', false],
  ['/api/v1/tasks/{id}', 'get', `/api/v1/tasks/${missingId}`, true],
  ['/api/v1/visions', 'post', '/api/v1/visions', true, {}],
  ['/api/v1/visions', 'post', '/api/v1/visions', false, {}],
  ['/api/v1/strategies/{id}', 'patch', `/api/v1/strategies/${missingId}`, true, { name: 'x' }],
  ['/api/v1/files', 'post', '/api/v1/files', true, { sha256: 'a'.repeat(64), filename: 'a.txt', contentType: 'text/plain', size: 104857601 }],
  ['/api/v1/opportunities', 'get', '/api/v1/opportunities', true],
];

describe('documented response headers', () => {
  it.each(cases)('%s %s as %s (auth %s): every Sextant header sent is documented', async (path, method, url, auth, body) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method: method.toUpperCase(),
      headers: { ...(auth ? { authorization: `Bearer ${adminKey}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    let sent = 0;
    res.headers.forEach((_value, name) => {
      if (/^x-/i.test(name)) sent++;
    });
    expect(sent).toBeGreaterThan(0);
    expect({ status: res.status, undocumented: undeclaredHeaders(path, method, res.status, res.headers) }).toEqual({ status: res.status, undocumented: [] });
  });
});
