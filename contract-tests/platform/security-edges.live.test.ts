/**
 * The server's edges: the headers every kind of response carries (src/http/securityHeaders.ts: nosniff, no referrer,
 * a CSP that loads nothing, no-store when a credential was sent, HSTS only behind an https public URL) on the real
 * app — the API's successes and failures, the probes, MCP, the OAuth server's metadata and the /docs page — and
 * where `npm start`'s entry listens: 127.0.0.1 unless HOST says otherwise, one sentence for a HOST that is not this
 * machine's.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newOrg } from '../lib/orgs.js';
import { startInstance, stopAll } from '../lib/processes.js';
import { authorizeUrl, newApp } from '../lib/oauth.js';
import { CONTENT_SECURITY_POLICY, HSTS } from '../../src/http/securityHeaders.js';

const { baseUrl, databaseUrl } = inject('contract');
let key: string;
let orgId: string;

beforeAll(async () => {
  const org = await newOrg('Edges org');
  key = org.apiKey;
  orgId = org.orgId;
});
afterAll(stopAll);

const auth = () => ({ authorization: `Bearer ${key}` });
const mcpInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'edges', version: '1' } },
  }),
};

/** [what, request, expected status, whether a credential is sent, whether the route sends its own CSP]. */
const responses: [string, () => [string, RequestInit], number, boolean, boolean][] = [
  ['an authenticated read', () => ['/api/v1/viewer', { headers: auth() }], 200, true, false],
  ['an authenticated 404', () => ['/api/v1/tasks/00000000-0000-4000-8000-000000000000', { headers: auth() }], 404, true, false],
  ['a 401 without a credential', () => ['/api/v1/viewer', {}], 401, false, false],
  ['a bad credential', () => ['/api/v1/viewer', { headers: { authorization: 'Bearer sextant_live_nope' } }], 401, true, false],
  ['the readiness probe', () => ['/readyz', {}], 200, false, false],
  ['the served document', () => ['/api/v1/openapi.json', {}], 200, false, false],
  ['an MCP initialize', () => ['/api/mcp', { ...mcpInit, headers: { ...mcpInit.headers, ...auth() } }], 200, true, false],
  ['the OAuth server metadata', () => ['/.well-known/oauth-authorization-server', {}], 200, false, true],
  ['the /docs page', () => ['/docs', {}], 200, false, true],
];

describe('every response carries the security headers (http public URL: no HSTS)', () => {
  it.each(responses)('%s', async (_what, request, status, credential, ownCsp) => {
    const [path, init] = request();
    const res = await fetch(`${baseUrl}${path}`, init);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const csp = res.headers.get('content-security-policy');
    if (ownCsp) expect(csp).toMatch(/frame-ancestors 'none'/);
    else expect(csp).toBe(CONTENT_SECURITY_POLICY);
    if (credential) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the authorization server’s own pages', () => {
  it('a form_post answer may run the one script oidc-provider writes (its hash in script-src), nothing else', async () => {
    const app = await newApp(orgId);
    // A request without PKCE is refused to the client's redirect URI, in the response mode it asked for: a
    // self-posting form.
    const url = authorizeUrl(baseUrl, { client_id: app.clientId, state: 's1' });
    const res = await fetch(`${url}&response_mode=form_post`, { redirect: 'manual' });
    const html = await res.text();
    expect(res.status, html.slice(0, 1500)).toBe(400); // an error answer, delivered by the form
    expect(html).toMatch(/<form[^>]*method="post"/i);
    expect(html).toContain('invalid_request');
    const csp = res.headers.get('content-security-policy') ?? '';
    const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(/\s+/)).toContain(hash);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/** The local addresses (hex, as in /proc/net/tcp*) of sockets listening on `port`. */
function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f.length > 3 && f[3] === '0A' && f[1].endsWith(`:${hexPort}`))
      .map((f) => f[1].split(':')[0]),
  );
}

describe('where `npm start` listens (HOST)', () => {
  it('127.0.0.1 by default; every interface with HOST=0.0.0.0; HSTS behind an https public URL', async () => {
    const local = await startInstance(databaseUrl, { SEXTANT_WORKER: '0' });
    const port = Number(new URL(local.base).port);
    expect(listeners(port)).toEqual(['0100007F']);
    expect(local.out()).toMatch(/"host":"127\.0\.0\.1","port":\d+/);

    const every = await startInstance(databaseUrl, { SEXTANT_WORKER: '0', HOST: '0.0.0.0', SEXTANT_PUBLIC_URL: 'https://sextant.example.com' });
    expect(listeners(Number(new URL(every.base).port))).toEqual(['00000000']);
    const res = await fetch(`${every.base}/api/v1/viewer`, { headers: auth() });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('a HOST that is not this machine’s exits 1 with one sentence naming it', async () => {
    const failed = await startInstance(databaseUrl, { SEXTANT_WORKER: '0', HOST: '203.0.113.7' }).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failed).toMatch(/exited with 1/);
    expect(failed).toContain('sextant: HOST=203.0.113.7 is not an address of this machine: set HOST to one of its addresses');
  });
});
