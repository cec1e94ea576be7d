/**
 * The admin CLI's OAuth commands on the real server (spec 2 §5.4, §5.7): app:create, login-link, app:list and
 * app:revoke, and their refusals.
 */
import { describe, expect, it } from 'vitest';
import { hashKey } from '../../src/auth/keys.js';
import * as sdk from '../../sdk/src/index';
import { as, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { authorizeAndExchange, authorizeUrl, CALLBACK, get, Jar, locationOf, newApp, pkce, postForm } from '../lib/oauth.js';
import { token } from './_tokens.js';
import { useOAuthOrg, baseUrl, db, cli, org, app } from './_setup.js';

useOAuthOrg();
useSdk();

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
      expect((await sdk.getViewer(as(t.access_token))).status).toBe(401);
      expect((await token(baseUrl, a, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).status).toBeGreaterThanOrEqual(400);
    }
    expect((await get(authorizeUrl(baseUrl, { client_id: a.clientId, scope: 'task:read', code_challenge: pkce().challenge }))).status).toBe(400); // unregistered
    expect((await cli(['app:revoke', '--org', o.orgId, '--client', 'app_neverconnected'])).code).toBe(2);
  });
});
