/**
 * OAuth hardening on the real server (spec 2 §5.4-5.7): another spelling of the host, only grantable scopes offered,
 * actor values, refresh tokens as bearers, http redirects, scoped notifications, one rate limit per grant, keys for
 * people only; and dynamic client registration (RFC 7591) for MCP clients with its limit and purge.
 */
import { describe, expect, it } from 'vitest';
import { hashKey } from '../../src/auth/keys.js';
import * as sdk from '../../sdk/src/index';
import { as, errorOf, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { authorizeAndExchange, authorizeUrl, CALLBACK, consent, get, Jar, locationOf, newApp, pkce, postForm } from '../lib/oauth.js';
import { token } from './_tokens.js';
import { useOAuthOrg, baseUrl, db, cli, org, app } from './_setup.js';

useOAuthOrg();
useSdk();

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
    const r = await sdk.getViewer(as(t.refresh_token));
    expect(r.status).toBe(401);
    expect(errorOf(r).message).toMatch(/refresh token/);
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
    const bearer = as(t.access_token);
    for (const [path, send] of [
      ['GET /api/v1/notifications', () => sdk.listNotifications(undefined, bearer)],
      ['POST /api/v1/notifications/read-all', () => sdk.readAllNotifications(undefined, bearer)],
      ['GET /api/v1/notifications/unread-count', () => sdk.getNotificationUnreadCount(bearer)],
    ] as const) {
      const r = await send();
      expect(r.status, path).toBe(403);
      expect(errorOf(r).suggestion).toMatch(/authorize again with scope notification:/);
    }
    expect((await sdk.listNotifications(undefined, as(org.apiKey))).status).toBe(200); // keys of every role hold them
  });

  it("one rate limit per grant: a refreshed token shares its family's allowance", async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    const r1 = await sdk.getViewer(as(t.access_token));
    const fresh = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    const r2 = await sdk.getViewer(as(fresh.body.access_token));
    expect(Number(r2.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(r1.headers.get('x-ratelimit-remaining')));
  });

  it("keys are for people: none for an app's user or a deactivated user, and an app's user takes no role", async () => {
    const o = await newOrg('OAuth keys for people');
    const a = await newApp(o.orgId, { name: 'Keyless' });
    const asApp = await authorizeAndExchange(baseUrl, a, o.apiKey, { scope: 'user:read', actor: 'app' });
    const appUserId = must(await sdk.getViewer(as(asApp.access_token))).userId;
    const made = await cli(['key:create', '--user', appUserId]);
    expect(made.code).toBe(2);
    expect(JSON.parse(made.stderr.trim().split('\n').pop()!).error.message).toMatch(/app's user/);
    const role = await sdk.updateUser(appUserId, { orgRole: 'admin' }, undefined, as(o.apiKey));
    expect(role.status).toBe(400);
    expect(errorOf(role).details?.[0]?.field).toBe('body.orgRole');
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
