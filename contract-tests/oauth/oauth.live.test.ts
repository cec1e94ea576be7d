/**
 * OAuth 2.0 for third-party apps (spec 2 §5.4-5.7), driven over HTTP against the real server: metadata
 * (RFC 8414, RFC 9728, the MCP 401 challenge), every refusal of /oauth/authorize (RFC 6749 §4.1.2.1: HTML 400 before
 * the client is trusted, redirects after), and the consent page's sign-in and CSRF. Tokens and scopes:
 * oauth-tokens.live.test.ts; the admin CLI: oauth-admin-cli.live.test.ts; hardening and registration:
 * oauth-hardening.live.test.ts. The browser flow is oauth-browser.test.ts; the MCP SDK client and two instances are
 * oauth-mcp.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { newOrg } from '../lib/orgs.js';
import { authorizeUrl, CALLBACK, consent, get, Jar, locationOf, newApp, pkce, postForm } from '../lib/oauth.js';
import { useOAuthOrg, baseUrl, db, org, app } from './_setup.js';

useOAuthOrg();

describe('metadata an OAuth or MCP client discovers (RFC 8414, RFC 9728)', () => {
  it('serves authorization server metadata naming the endpoints, S256 and the grantable capabilities', async () => {
    const res = await fetch(`${baseUrl}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    const m = await res.json();
    expect(m).toMatchObject({
      issuer: baseUrl,
      authorization_endpoint: `${baseUrl}/oauth/authorize`,
      token_endpoint: `${baseUrl}/api/oauth/token`,
      revocation_endpoint: `${baseUrl}/api/oauth/revoke`,
      registration_endpoint: `${baseUrl}/api/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(m.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(m.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post', 'none']));
    expect(m.scopes_supported).toEqual(expect.arrayContaining(['task:read', 'task:create', 'opportunity:update']));
    expect(m.scopes_supported).not.toContain('org:manage');
    expect(m.scopes_supported).not.toContain('compensation:read');
    // A forged Host or X-Forwarded-Host never changes the advertised endpoints (they come from SEXTANT_PUBLIC_URL).
    const { request } = await import('node:http');
    const forged = await new Promise<string>((resolve, reject) => {
      const u = new URL(`${baseUrl}/.well-known/oauth-authorization-server`);
      request({ host: u.hostname, port: u.port, path: u.pathname, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(forged)).toMatchObject({
      issuer: baseUrl,
      authorization_endpoint: `${baseUrl}/oauth/authorize`,
      token_endpoint: `${baseUrl}/api/oauth/token`,
    });
  });

  it('serves protected resource metadata for the MCP endpoint and the REST API', async () => {
    const mcp = await (await fetch(`${baseUrl}/.well-known/oauth-protected-resource/api/mcp`)).json();
    expect(mcp).toMatchObject({ resource: `${baseUrl}/api/mcp`, authorization_servers: [baseUrl], bearer_methods_supported: ['header'] });
    expect(mcp.scopes_supported).toContain('task:read');
    const api = await (await fetch(`${baseUrl}/.well-known/oauth-protected-resource`)).json();
    expect(api).toMatchObject({ resource: `${baseUrl}/api`, authorization_servers: [baseUrl] });
  });

  it('answers an unauthenticated MCP request 401 with the resource metadata pointer; REST 401 names Bearer', async () => {
    const res = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${baseUrl}/.well-known/oauth-protected-resource/api/mcp"`);
    const rest = await fetch(`${baseUrl}/api/v1/viewer`, { headers: { authorization: 'Bearer sextant_oat_nope' } });
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toBe('Bearer');
    expect((await rest.json()).error).toMatchObject({ code: 'UNAUTHORIZED', suggestion: expect.stringContaining('refresh token') });
  });
});

describe('GET /oauth/authorize refusals (RFC 6749 §4.1.2.1)', () => {
  const base = () => ({ client_id: app.clientId, scope: 'task:read', state: 'xyz', code_challenge: pkce().challenge });

  it('shows an HTML 400, never a redirect, for an unknown client or an unregistered redirect_uri', async () => {
    for (const params of [
      { ...base(), client_id: 'app_nope' },
      { ...base(), redirect_uri: 'http://127.0.0.1:9/elsewhere' },
      { ...base(), redirect_uri: `${CALLBACK}/` },
    ]) {
      const res = await get(authorizeUrl(baseUrl, params));
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toMatch(/invalid_(client|redirect_uri)/);
    }
  });

  it('redirects PKCE and request errors to the client with error, state and iss', async () => {
    const cases: [Record<string, string | undefined>, string][] = [
      [{ code_challenge: undefined }, 'invalid_request'], // PKCE is required
      [{ code_challenge_method: 'plain' }, 'invalid_request'], // only S256
      [{ prompt: 'none' }, 'login_required'], // an admin approves every authorization
      [{ resource: 'https://elsewhere.example/api' }, 'invalid_target'],
    ];
    for (const [extra, error] of cases) {
      const res = await get(authorizeUrl(baseUrl, { ...base(), ...extra } as never));
      expect(res.status, `${JSON.stringify(extra)}`).toBe(303);
      const to = locationOf(res, baseUrl);
      expect(`${to.origin}${to.pathname}`).toBe(CALLBACK);
      expect(to.searchParams.get('error'), JSON.stringify(extra)).toBe(error);
      expect(to.searchParams.get('state')).toBe('xyz');
      expect(to.searchParams.get('iss')).toBe(baseUrl);
    }
    const token = await get(authorizeUrl(baseUrl, { ...base(), response_type: 'token' }));
    expect(locationOf(token, baseUrl).hash).toMatch(/error=unsupported_response_type/);
  });

  it('refuses a scope outside what app:create --scopes allowed (invalid_scope)', async () => {
    const narrow = await newApp(org.orgId, { scopes: ['task:read'] });
    const res = await get(authorizeUrl(baseUrl, { client_id: narrow.clientId, scope: 'task:create', state: 's', code_challenge: pkce().challenge }));
    expect(locationOf(res, baseUrl).searchParams.get('error')).toBe('invalid_scope');
  });

  it('redirects access_denied with the state when the admin denies', async () => {
    const { redirect } = await consent(baseUrl, base(), { adminKey: org.apiKey, decision: 'deny' });
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('xyz');
    expect(redirect.searchParams.get('code')).toBeNull();
  });

  it('never lets an admin of another org approve an org app (access_denied)', async () => {
    const other = await newOrg('OAuth other org');
    const page = await consent(baseUrl, base(), { adminKey: other.apiKey, decision: 'approve' }).catch((e: Error) => e.message);
    // The page offers no scopes for another org's app, only a way back; approving anyway is denied.
    expect(String(typeof page === 'string' ? page : page.page)).toMatch(/another org/);
    const jar = new Jar();
    const start = await get(authorizeUrl(baseUrl, base()), jar);
    const at = locationOf(start, baseUrl);
    await postForm(`${at}/login`, { credential: other.apiKey }, jar);
    const html = await (await get(at.toString(), jar)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1];
    const done = await postForm(`${at}/confirm`, { csrf, decision: 'approve', scope: 'task:read' }, jar);
    const back = locationOf(await get(locationOf(done, baseUrl).toString(), jar), baseUrl);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });
});

describe('the consent page (sign-in, CSRF)', () => {
  async function start() {
    const jar = new Jar();
    const res = await get(authorizeUrl(baseUrl, { client_id: app.clientId, scope: 'task:read', state: 's', code_challenge: pkce().challenge }), jar);
    return { jar, at: locationOf(res, baseUrl) };
  }

  it('asks to sign in first, and refuses a non-admin key or a bad one with 403 and no session', async () => {
    const { jar, at } = await start();
    const page = await get(at.toString(), jar);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(await page.text()).toMatch(/Sign in to review Roadmap Sync/);
    for (const credential of [org.engineerKey, 'sextant_live_forged', 'not-a-link']) {
      const res = await postForm(`${at}/login`, { credential }, jar);
      expect(res.status, credential).toBe(403);
      expect(jar.cookies.has('sextant_admin')).toBe(false);
    }
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and shows the app, redirect host and scopes', async () => {
    const { jar, at } = await start();
    const res = await postForm(`${at}/login`, { credential: org.apiKey }, jar);
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sextant_admin='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/oauth/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; Secure behind https (SEXTANT_PUBLIC_URL https://…)
    const html = await (await get(at.toString(), jar)).text();
    expect(html).toMatch(/Roadmap Sync/);
    expect(html).toMatch(/Registered by OAuth org/);
    expect(html).toMatch(/127\.0\.0\.1:9/);
    expect(html).toMatch(/name="scope" value="task:read"/);
  });

  it("refuses a confirm without the page's CSRF token (403) and grants nothing", async () => {
    const { jar, at } = await start();
    await postForm(`${at}/login`, { credential: org.apiKey }, jar);
    const before = await db('oauth_grants').where({ org_id: org.orgId }).count<{ count: string }[]>('* as count');
    for (const csrf of ['', 'forged']) {
      const res = await postForm(`${at}/confirm`, { csrf, decision: 'approve', scope: 'task:read' }, jar);
      expect(res.status).toBe(403);
    }
    const after = await db('oauth_grants').where({ org_id: org.orgId }).count<{ count: string }[]>('* as count');
    expect(after[0].count).toBe(before[0].count);
  });

  it('answers an unknown or expired interaction with an HTML 400', async () => {
    const res = await get(`${baseUrl}/oauth/interaction/nope`, new Jar());
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/expired/);
  });
});
