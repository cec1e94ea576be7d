/**
 * Per-client limits on the token and revocation endpoints (src/oauth/routes.ts): a client authenticating with HTTP
 * Basic gets TOKEN_REQUESTS_PER_MINUTE requests a minute per endpoint from one address, then 429 with Retry-After and
 * an RFC 6749 error body, while another client on the same address, and the same client id from another address
 * (a stranger cannot use up a client's requests by sending its public id), are unaffected; a request naming no client by Basic counts
 * against its address (TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE). Each case calls from a loopback address of its own,
 * so no other test's requests share its buckets, and starts early in a minute so the window cannot roll over mid-case.
 */
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { assertConformsAt } from '../lib/contract.js';
import { basicClientId, TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE, TOKEN_REQUESTS_PER_MINUTE } from '../../src/oauth/routes.js';

const { baseUrl } = inject('contract');

interface Answer {
  status: number;
  retryAfter?: string;
  body: { error?: string; error_description?: string };
}

/** POST a form to `path` from loopback address `from`, with HTTP Basic credentials when `client` is given. */
function post(path: string, from: string, form: Record<string, string>, client?: string): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const body = new URLSearchParams(form).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) };
  if (client) headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(client)}:wrong-secret`).toString('base64')}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress: from }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body: JSON.parse(text || '{}') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits for the next minute when fewer than 20 s of this one are left (the limits count per clock minute). */
async function earlyInMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 200));
}

/** `n` requests, 20 at a time; their statuses in order. */
async function burst(n: number, send: () => Promise<Answer>): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < n; i += 20) out.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, send))));
  return out;
}

const FORMS = {
  '/api/oauth/token': { grant_type: 'refresh_token', refresh_token: 'sextant_ort_nope' },
  '/api/oauth/revoke': { token: 'sextant_oat_nope' },
} as const;

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('%s', (path) => {
  const from = path.endsWith('token') ? '127.0.60.1' : '127.0.61.1';
  it(`a Basic client gets ${TOKEN_REQUESTS_PER_MINUTE} a minute from an address, then 429; other clients and addresses are unaffected`, async () => {
    await earlyInMinute();
    const client = `limits-${randomUUID()}`;
    const answers = await burst(TOKEN_REQUESTS_PER_MINUTE, () => post(path, from, FORMS[path], client));
    // An unknown client with a wrong secret: oidc-provider's own refusal, never the limit's.
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    expect(new Set(answers.map((a) => a.body.error))).toEqual(new Set(['invalid_client']));

    const over = await post(path, from, FORMS[path], client);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    expect(over.body.error).toBe('invalid_request');
    expect(over.body.error_description).toContain(`at most ${TOKEN_REQUESTS_PER_MINUTE} a minute`);
    assertConformsAt(path, 'post', 429, over.body);
    assertConformsAt(path, 'post', 401, answers[0].body);

    const other = await post(path, from, FORMS[path], `limits-${randomUUID()}`);
    expect(other.status).toBe(401);
    expect(other.body.error).toBe('invalid_client');
    const elsewhere = await post(path, path.endsWith('token') ? '127.0.60.2' : '127.0.61.2', FORMS[path], client);
    expect(elsewhere.status).toBe(401);
  });

  it(`without Basic credentials the address gets ${TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE} a minute, then 429`, async () => {
    await earlyInMinute();
    const address = path.endsWith('token') ? '127.0.62.1' : '127.0.63.1';
    const form = { ...FORMS[path], client_id: `public-${randomUUID()}` };
    const answers = await burst(TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE, () => post(path, address, form));
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    const over = await post(path, address, form);
    expect(over.status).toBe(429);
    expect(over.body.error_description).toContain('from this address');
    assertConformsAt(path, 'post', 429, over.body);
    // Another address is unaffected.
    expect((await post(path, path.endsWith('token') ? '127.0.62.2' : '127.0.63.2', form)).status).not.toBe(429);
  });
});

describe('basicClientId', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  it.each([
    ['Basic ' + b64('app-1:secret'), 'app-1'],
    ['basic ' + b64('app-1:secret'), 'app-1'],
    ['Basic ' + b64(`${encodeURIComponent('a b:c')}:s`), 'a b:c'],
    ['Basic ' + b64('a+b:s'), 'a b'],
    ['Basic ' + b64('no-colon'), undefined],
    ['Basic ' + b64(':secret'), undefined],
    ['Basic ' + b64('%E0%A4%A:s'), undefined],
    ['Bearer ' + b64('app:s'), undefined],
    ['Basic not base64!', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, id) => {
    expect(basicClientId(header)).toBe(id);
  });
});
