/**
 * OAuth 2.0 for third-party apps (spec 2 §5.4-5.7), driven over HTTP against the real server: metadata
 * (RFC 8414, RFC 9728, the MCP 401 challenge), every refusal of /oauth/authorize (RFC 6749 §4.1.2.1: HTML 400 before
 * the client is trusted, redirects after), the consent page's sign-in and CSRF, the token endpoint's grants and
 * errors in RFC 6749 form, PKCE, scope downgrade, scopes as the entire permission set (a task:read token cannot
 * write, on REST, batch and MCP), refresh rotation with reuse detection, actor=app attribution surviving the
 * approving admin's deactivation (admin CLI user:deactivate), demotion, and the admin CLI's app:create and
 * login-link. The browser flow is oauth-browser.test.ts; the MCP SDK client and two instances are oauth-mcp.test.ts.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { hashKey } from '../../src/auth/keys.js';
import { ROOT } from '../../src/db/connect.js';
import { client, data } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { authorizeAndExchange, authorizeUrl, CALLBACK, consent, get, Jar, locationOf, newApp, pkce, postForm, token } from '../lib/oauth.js';

const { baseUrl, databaseUrl } = inject('contract');
const db = createDb(databaseUrl, { min: 0, max: 2 });
afterAll(() => db.destroy());

/** Runs the admin CLI as the README says (`npm run --silent admin -- … --json`) on the test database. */
function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args, '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DEBUG: '', SEXTANT_PUBLIC_URL: baseUrl },
      },
      (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr }),
    );
  });
}

let org: Awaited<ReturnType<typeof newOrg>>;
let app: Awaited<ReturnType<typeof newApp>>;
beforeAll(async () => {
  org = await newOrg('OAuth org');
  app = await newApp(org.orgId, { name: 'Roadmap Sync' });
});

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

describe('POST /api/oauth/token (RFC 6749 §4.1.3, §5, §6)', () => {
  it('exchanges a code with PKCE for sextant_oat_ / sextant_ort_ tokens, stored only as hashes', async () => {
    const { verifier, challenge } = pkce();
    const { redirect } = await consent(
      baseUrl,
      { client_id: app.clientId, scope: 'task:read task:create', state: 'q', code_challenge: challenge },
      { adminKey: org.apiKey },
    );
    expect(redirect.searchParams.get('state')).toBe('q');
    expect(redirect.searchParams.get('iss')).toBe(baseUrl);
    const code = redirect.searchParams.get('code')!;
    const r = await token(baseUrl, app, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/no-store/);
    expect(r.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'task:read task:create' });
    expect(r.body.access_token).toMatch(/^sextant_oat_[A-Za-z0-9_-]{43}$/);
    expect(r.body.refresh_token).toMatch(/^sextant_ort_[A-Za-z0-9_-]{43}$/);
    expect(r.body.id_token).toBeUndefined();
    // Neither the code nor a token is stored anywhere in the clear.
    const stored = await db.raw(
      `SELECT count(*)::int AS n FROM oauth_records WHERE payload::text LIKE ? OR payload::text LIKE ? OR payload::text LIKE ? OR id IN (?, ?)`,
      [`%${r.body.access_token}%`, `%${r.body.refresh_token}%`, `%${code}%`, r.body.access_token, r.body.refresh_token],
    );
    expect(stored.rows[0].n).toBe(0);
    expect(
      await db('oauth_records')
        .where({ model: 'AccessToken', id: hashKey(r.body.access_token) })
        .first('id'),
    ).toBeDefined();
    // A code is single use: replaying it is invalid_grant and revokes what it issued.
    const again = await token(baseUrl, app, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await client(r.body.access_token)('GET', '/api/v1/viewer')).status).toBe(401);
  });

  it('refuses a wrong code_verifier, a wrong redirect_uri, a wrong secret, a JSON body and unknown grant types', async () => {
    const { verifier, challenge } = pkce();
    const { redirect } = await consent(
      baseUrl,
      { client_id: app.clientId, scope: 'task:read', state: 'q', code_challenge: challenge },
      { adminKey: org.apiKey },
    );
    const code = redirect.searchParams.get('code')!;
    expect(await token(baseUrl, app, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: pkce().verifier })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.any(String) },
    });
    const wrongSecret = await token(
      baseUrl,
      { ...app, clientSecret: 'sextant_app_wrong' },
      { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier },
    );
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic/);
    const json = await fetch(`${baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
    expect(await token(baseUrl, app, { grant_type: 'password', username: 'a', password: 'b' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await token(baseUrl, app, { grant_type: 'client_credentials' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    // Client credentials in the body work as well as HTTP Basic (spec 2 §5.4).
    const ok = await token(
      baseUrl,
      app,
      {
        grant_type: 'authorization_code',
        code: (
          await consent(baseUrl, { client_id: app.clientId, scope: 'task:read', state: 'q', code_challenge: challenge }, { adminKey: org.apiKey })
        ).redirect.searchParams.get('code')!,
        redirect_uri: CALLBACK,
        code_verifier: verifier,
      },
      { inBody: true },
    );
    expect(ok.status).toBe(200);
  });

  it('rotates the refresh token on every refresh; reusing an old one revokes the whole family', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read task:create' });
    const r1 = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).toMatch(/^sextant_ort_/);
    expect(r1.body.refresh_token).not.toBe(t.refresh_token);
    expect(r1.body.access_token).not.toBe(t.access_token);
    expect((await client(r1.body.access_token)('GET', '/api/v1/viewer')).status).toBe(200);
    // A narrower scope on refresh gives a narrower access token.
    const narrow = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: r1.body.refresh_token, scope: 'task:read' });
    expect(narrow.body.scope).toBe('task:read');
    const viewer = await data(client(narrow.body.access_token), 'GET', '/api/v1/viewer');
    expect(viewer.capabilities).toEqual(['task:read']);
    // Reuse of the first, already rotated refresh token: invalid_grant, and everything of the family dies.
    expect(await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: narrow.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    for (const at of [t.access_token, r1.body.access_token, narrow.body.access_token]) expect((await client(at)('GET', '/api/v1/viewer')).status).toBe(401);
    const grant = await db('oauth_grants').where({ grant_id: viewer.credential.id }).first('revoked_at');
    expect(grant.revoked_at).not.toBeNull();
  });

  it('refuses an expired access token with 401 and says to refresh', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    await db('oauth_records')
      .where({ model: 'AccessToken', id: hashKey(t.access_token) })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    const r = await client(t.access_token)('GET', '/api/v1/viewer');
    expect(r.status).toBe(401);
    expect(r.body.error.suggestion).toMatch(/grant_type=refresh_token/);
    expect((await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).status).toBe(200);
  });
});

describe("a token's scopes are its entire permission set (spec 2 §5.5)", () => {
  it('scope downgrade: what the admin unticks is not granted; never org:manage or compensation:read', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, {
      scope: 'task:read task:create task:delete org:manage compensation:read',
      untick: ['task:delete'],
    });
    expect(t.scope).toBe('task:read task:create');
    const v = await data(client(t.access_token), 'GET', '/api/v1/viewer');
    expect(v.capabilities).toEqual(['task:create', 'task:read']);
    expect(v.credential).toMatchObject({ type: 'oauth', clientId: app.clientId, appName: 'Roadmap Sync', actor: 'user' });
    expect(v.userId).toBe(org.userId);
  });

  it('a task:read token reads tasks but is refused every write with 403, on REST, batch and MCP', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    const api = client(t.access_token);
    const list = await api('GET', '/api/v1/tasks');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    const write = await api('POST', '/api/v1/tasks', { title: 'Not allowed' });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatchObject({ code: 'FORBIDDEN', data: { missing: ['task:create'] } });
    expect((await api('GET', '/api/v1/objectives')).status).toBe(403);
    const batch = await api('POST', '/api/v1/batch', { operations: [{ id: 'one', method: 'POST', path: '/api/v1/tasks', body: { title: 'x' } }] });
    expect(JSON.stringify(batch.body)).toMatch(/FORBIDDEN/);
    const mcp = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'create_task', arguments: { title: 'x' } } }),
    });
    expect(mcp.status).toBe(200);
    expect(await mcp.text()).toMatch(/FORBIDDEN/);
    expect(await db('tasks').where({ org_id: org.orgId, title: 'Not allowed' }).first()).toBeUndefined();
  });

  it('a token acting as a user loses what a demotion takes away, at the next request', async () => {
    const pmOrg = await newOrg('OAuth demotion');
    const second = await newUser(pmOrg.orgId, 'admin', 'Second admin');
    const pmApp = await newApp(pmOrg.orgId);
    const t = await authorizeAndExchange(baseUrl, pmApp, second.apiKey, { scope: 'task:read opportunity:create' });
    expect((await data(client(t.access_token), 'GET', '/api/v1/viewer')).capabilities).toEqual(['opportunity:create', 'task:read']);
    await db('users').where({ id: second.userId }).update({ org_role: 'engineer' });
    expect((await data(client(t.access_token), 'GET', '/api/v1/viewer')).capabilities).toEqual(['task:read']);
  });
});

describe('actor=app (spec 2 §5.6) and user:deactivate', () => {
  it("attributes writes to the app and survives the approving admin's deactivation; user-acting grants do not", async () => {
    const o = await newOrg('OAuth actor app');
    const approver = await newUser(o.orgId, 'admin', 'Approving admin');
    const a = await newApp(o.orgId, { name: 'Release Bot' });
    const asApp = await authorizeAndExchange(baseUrl, a, approver.apiKey, { scope: 'room:create room:read user:read opportunity:read', actor: 'app' });
    const asUser = await authorizeAndExchange(baseUrl, a, approver.apiKey, { scope: 'room:read', actor: undefined });
    const appApi = client(asApp.access_token);
    const me = await data(appApi, 'GET', '/api/v1/viewer');
    expect(me.credential).toMatchObject({ type: 'oauth', actor: 'app', appName: 'Release Bot' });
    expect(me.userId).not.toBe(approver.userId);
    expect(me.name).toBe('Release Bot');
    const appUser = await data(appApi, 'GET', `/api/v1/users/${me.userId}`);
    expect(appUser).toMatchObject({ kind: 'app', name: 'Release Bot', deactivatedAt: null });
    const room = await data(appApi, 'POST', '/api/v1/rooms', { name: 'Release notes', memberIds: [o.userId] });
    expect(room.createdBy).toBe(me.userId);
    const log = await data(client(o.apiKey), 'GET', `/api/v1/activities?entityType=room&entityId=${room.id}`);
    expect(log[0]).toMatchObject({ actorId: me.userId, actorType: 'app' });

    // The real admin CLI: deactivating the approver revokes their keys and the grants acting as them, not the app's.
    const out = await cli(['user:deactivate', '--user', approver.userId]);
    expect(out.code, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ userId: approver.userId, revokedKeys: 1, revokedGrants: 1 });
    expect((await client(approver.apiKey)('GET', '/api/v1/viewer')).status).toBe(401);
    expect((await client(asUser.access_token)('GET', '/api/v1/viewer')).status).toBe(401);
    expect(await token(baseUrl, a, { grant_type: 'refresh_token', refresh_token: asUser.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await appApi('GET', `/api/v1/rooms/${room.id}`)).status).toBe(200);
    const refreshed = await token(baseUrl, a, { grant_type: 'refresh_token', refresh_token: asApp.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await client(refreshed.body.access_token)('GET', '/api/v1/viewer')).status).toBe(200);
    const gone = await data(client(o.apiKey), 'GET', `/api/v1/users/${approver.userId}`);
    expect(gone.deactivatedAt).not.toBeNull();
    // Again: nothing changes, exit 0.
    expect(JSON.parse((await cli(['user:deactivate', '--user', approver.userId])).stdout)).toMatchObject({ alreadyDeactivated: true });
    // A deactivated admin cannot sign in to the consent page.
    const jar = new Jar();
    const at = locationOf(await get(authorizeUrl(baseUrl, { client_id: a.clientId, scope: 'room:read', code_challenge: pkce().challenge }), jar), baseUrl);
    expect((await postForm(`${at}/login`, { credential: approver.apiKey }, jar)).status).toBe(403);
  });
});

describe('admin CLI: app:create and login-link', () => {
  it('app:create prints the client id and secret once, stores only a hash, and the app works', async () => {
    const out = await cli(['app:create', '--org', org.orgId, '--name', 'CLI App', '--redirect-uri', CALLBACK, '--scopes', 'task:read,task:create']);
    expect(out.code, out.stderr).toBe(0);
    const made = JSON.parse(out.stdout);
    expect(made).toMatchObject({
      clientId: expect.stringMatching(/^app_/),
      clientSecret: expect.stringMatching(/^sextant_app_/),
      redirectUris: [CALLBACK],
      scopes: ['task:read', 'task:create'],
    });
    const row = await db('oauth_records')
      .where({ model: 'Client', id: hashKey(made.clientId) })
      .first('payload');
    expect(JSON.stringify(row.payload)).not.toContain(made.clientSecret);
    const t = await authorizeAndExchange(baseUrl, made, org.apiKey, { scope: 'task:read' });
    expect(t.scope).toBe('task:read');
  });

  it('app:create and login-link refuse bad input with exit 2 before writing', async () => {
    const bad = [
      ['app:create', '--org', org.orgId, '--name', 'X', '--redirect-uri', 'http://example.com/cb'], // http off loopback
      ['app:create', '--org', org.orgId, '--name', 'X', '--redirect-uri', CALLBACK, '--scopes', 'org:manage'],
      ['app:create', '--org', '00000000-0000-4000-8000-000000000000', '--name', 'X', '--redirect-uri', CALLBACK],
      ['login-link', '--user', org.engineerId],
    ];
    for (const args of bad) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(JSON.parse(r.stderr.trim().split('\n').pop()!).error.message).toMatch(/https|never be granted|no org|not an active org admin/);
    }
  });

  it('login-link: opening the link only shows a button (previewers cannot use it up); the button signs in once', async () => {
    const jar = new Jar();
    const at = locationOf(
      await get(authorizeUrl(baseUrl, { client_id: app.clientId, scope: 'task:read', state: 'l', code_challenge: pkce().challenge }), jar),
      baseUrl,
    );
    const out = await cli(['login-link', '--user', org.userId, '--next', at.pathname]);
    expect(out.code, out.stderr).toBe(0);
    const { url, expiresAt } = JSON.parse(out.stdout);
    expect(url.startsWith(`${baseUrl}/oauth/login?token=`)).toBe(true);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    for (let i = 0; i < 2; i++) {
      // a link previewer fetching it twice changes nothing
      const shown = await get(url, new Jar());
      expect(shown.status).toBe(200);
      expect(await shown.text()).toMatch(/Sign in as Admin/);
    }
    const token = new URL(url).searchParams.get('token')!;
    const used = await postForm(`${baseUrl}/oauth/login`, { token, next: at.pathname }, jar);
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe(at.pathname);
    expect(await (await get(at.toString(), jar)).text()).toMatch(/name="csrf"/);
    expect((await postForm(`${baseUrl}/oauth/login`, { token }, new Jar())).status).toBe(400); // once only
    expect((await get(url, new Jar())).status).toBe(400);
  });

  it('app:list shows what an org connected; app:revoke ends every grant of an app at once', async () => {
    const o = await newOrg('OAuth app revoke');
    const a = await newApp(o.orgId, { name: 'Revocable' });
    const asUser = await authorizeAndExchange(baseUrl, a, o.apiKey, { scope: 'task:read' });
    const asApp = await authorizeAndExchange(baseUrl, a, o.apiKey, { scope: 'task:read', actor: 'app' });
    const listed = await cli(['app:list', '--org', o.orgId]);
    expect(listed.code, listed.stderr).toBe(0);
    const apps = JSON.parse(listed.stdout).apps;
    expect(apps).toEqual([expect.objectContaining({ clientId: a.clientId, name: 'Revocable', registeredBy: 'org', activeGrants: 2 })]);
    expect(apps[0].grants.map((g: { actor: string }) => g.actor).sort()).toEqual(['app', 'user']);
    const revoked = await cli(['app:revoke', '--org', o.orgId, '--client', a.clientId, '--delete']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout)).toEqual({ orgId: o.orgId, clientId: a.clientId, revokedGrants: 2, deleted: true });
    for (const t of [asUser, asApp]) {
      expect((await client(t.access_token)('GET', '/api/v1/viewer')).status).toBe(401);
      expect((await token(baseUrl, a, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).status).toBeGreaterThanOrEqual(400);
    }
    expect((await get(authorizeUrl(baseUrl, { client_id: a.clientId, scope: 'task:read', code_challenge: pkce().challenge }))).status).toBe(400); // unregistered
    expect((await cli(['app:revoke', '--org', o.orgId, '--client', 'app_neverconnected'])).code).toBe(2);
  });
});

describe('hardening', () => {
  it('works when the browser calls the server localhost while its public URL says 127.0.0.1', async () => {
    const local = baseUrl.replace('127.0.0.1', 'localhost');
    const { verifier, challenge } = pkce();
    const { redirect } = await consent(
      local,
      { client_id: app.clientId, scope: 'task:read', state: 'lh', code_challenge: challenge },
      { adminKey: org.apiKey },
    );
    expect(redirect.searchParams.get('state')).toBe('lh');
    const code = redirect.searchParams.get('code');
    expect(code).toBeTruthy();
    expect((await token(local, app, { grant_type: 'authorization_code', code: code!, redirect_uri: CALLBACK, code_verifier: verifier })).status).toBe(200);
    // MCP clients compare the protected resource with the URL they called (RFC 9728 §3.3).
    const res = await fetch(`${local}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${local}/.well-known/oauth-protected-resource/api/mcp"`);
    expect(await (await fetch(`${local}/.well-known/oauth-protected-resource/api/mcp`)).json()).toMatchObject({
      resource: `${local}/api/mcp`,
      authorization_servers: [baseUrl],
    });
  });

  it('the consent page offers only grantable scopes and names the others as never granted', async () => {
    const jar = new Jar();
    const at = locationOf(
      await get(
        authorizeUrl(baseUrl, { client_id: app.clientId, scope: 'task:read compensation:read org:manage foo:bar', code_challenge: pkce().challenge }),
        jar,
      ),
      baseUrl,
    );
    await postForm(`${at}/login`, { credential: org.apiKey }, jar);
    const html = await (await get(at.toString(), jar)).text();
    expect([...html.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1])).toEqual(['task:read']);
    expect(html).toMatch(/never granted to apps: .*compensation:read.*org:manage.*foo:bar/s);
  });

  it('refuses actor values other than app, a refresh token as a bearer, and an http redirect off this machine at registration', async () => {
    const jar = new Jar();
    const at = locationOf(
      await get(authorizeUrl(baseUrl, { client_id: app.clientId, scope: 'task:read', state: 'ab', code_challenge: pkce().challenge, actor: 'bogus' }), jar),
      baseUrl,
    );
    const ended = await get(at.toString(), jar); // the consent page ends it at once
    expect(ended.status).toBe(303);
    const back = locationOf(await get(locationOf(ended, baseUrl).toString(), jar), baseUrl);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/actor must be app/);
    expect(back.searchParams.get('state')).toBe('ab');
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    const r = await client(t.refresh_token)('GET', '/api/v1/viewer');
    expect(r.status).toBe(401);
    expect(r.body.error.message).toMatch(/refresh token/);
    const reg = await fetch(`${baseUrl}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://evil.example/cb'] }),
    });
    expect(reg.status).toBe(400);
    expect((await reg.json()).error).toBe('invalid_redirect_uri');
  });

  it('notifications and follows need their scopes: a task:read token cannot read what the admin was told', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    const api = client(t.access_token);
    for (const [method, path, body] of [
      ['GET', '/api/v1/notifications'],
      ['POST', '/api/v1/notifications/read-all', {}],
      ['GET', '/api/v1/notifications/unread-count'],
    ] as const) {
      const r = await api(method, path, body);
      expect(r.status, path).toBe(403);
      expect(r.body.error.suggestion).toMatch(/authorize again with scope notification:/);
    }
    expect((await client(org.apiKey)('GET', '/api/v1/notifications')).status).toBe(200); // keys of every role hold them
  });

  it("one rate limit per grant: a refreshed token shares its family's allowance", async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    const r1 = await client(t.access_token)('GET', '/api/v1/viewer');
    const fresh = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    const r2 = await client(fresh.body.access_token)('GET', '/api/v1/viewer');
    expect(Number(r2.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(r1.headers.get('x-ratelimit-remaining')));
  });

  it("keys are for people: none for an app's user or a deactivated user, and an app's user takes no role", async () => {
    const o = await newOrg('OAuth keys for people');
    const a = await newApp(o.orgId, { name: 'Keyless' });
    const asApp = await authorizeAndExchange(baseUrl, a, o.apiKey, { scope: 'user:read', actor: 'app' });
    const appUserId = (await data(client(asApp.access_token), 'GET', '/api/v1/viewer')).userId;
    const made = await cli(['key:create', '--user', appUserId]);
    expect(made.code).toBe(2);
    expect(JSON.parse(made.stderr.trim().split('\n').pop()!).error.message).toMatch(/app's user/);
    const role = await client(o.apiKey)('PATCH', `/api/v1/users/${appUserId}`, { orgRole: 'admin' });
    expect(role.status).toBe(400);
    expect(role.body.error.details[0].field).toBe('body.orgRole');
  });
});

describe('dynamic client registration (RFC 7591), for MCP clients', () => {
  const register = (body: unknown) =>
    fetch(`${baseUrl}/api/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('registers a public client (no secret) and refuses an org, an ungrantable scope or a bad redirect', async () => {
    const ok = await register({
      client_name: 'Some MCP client',
      redirect_uris: ['http://127.0.0.1:7777/cb'],
      token_endpoint_auth_method: 'none',
      scope: 'task:read',
    });
    expect(ok.status).toBe(201);
    const made = await ok.json();
    expect(made.client_id).toMatch(/^dcr_/);
    expect(made.client_secret).toBeUndefined();
    for (const [body, error] of [
      [{ redirect_uris: ['http://127.0.0.1:7777/cb'], org_id: org.orgId }, 'invalid_client_metadata'],
      [{ redirect_uris: ['http://127.0.0.1:7777/cb'], scope: 'org:manage' }, 'invalid_client_metadata'],
      [{ redirect_uris: ['not a url'] }, 'invalid_redirect_uri'],
    ] as const) {
      const res = await register(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
  });

  it('limits registrations per address (429 with Retry-After in RFC form)', async () => {
    const intoMinute = new Date().getUTCSeconds();
    if (intoMinute > 50) await new Promise((r) => setTimeout(r, (61 - intoMinute) * 1000)); // stay inside one window
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => register({ redirect_uris: ['http://127.0.0.1:7777/cb'], token_endpoint_auth_method: 'none' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused[0].json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/too many client registrations/) });
  });

  it('the purge drops self-registered clients no admin approved within 7 days, and keeps approved ones', async () => {
    const { purgeSessions } = await import('../../src/oauth/sessions.js');
    const [stale, approved] = await Promise.all([
      db('oauth_records')
        .insert({
          model: 'Client',
          id: hashKey('dcr_stale_test'),
          payload: { client_id: 'dcr_stale_test', redirect_uris: [CALLBACK] },
          created_at: db.raw("now() - interval '8 days'"),
        })
        .then(() => 'dcr_stale_test'),
      db('oauth_records')
        .insert({
          model: 'Client',
          id: hashKey('dcr_approved_test'),
          payload: { client_id: 'dcr_approved_test', redirect_uris: [CALLBACK] },
          created_at: db.raw("now() - interval '8 days'"),
        })
        .then(() => 'dcr_approved_test'),
    ]);
    await db('oauth_grants').insert({
      grant_id: 'g-approved-test',
      org_id: org.orgId,
      client_id: approved,
      actor_type: 'user',
      user_id: org.userId,
      approved_by: org.userId,
      scopes: ['task:read'],
      resource: `${baseUrl}/api`,
    });
    await purgeSessions(db);
    expect(
      await db('oauth_records')
        .where({ model: 'Client', id: hashKey(stale) })
        .first(),
    ).toBeUndefined();
    expect(
      await db('oauth_records')
        .where({ model: 'Client', id: hashKey(approved) })
        .first(),
    ).toBeDefined();
    expect(
      await db('oauth_records')
        .where({ model: 'Client', id: hashKey(app.clientId) })
        .first(),
    ).toBeDefined(); // app:create apps stay
  });
});
