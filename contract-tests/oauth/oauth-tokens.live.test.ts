/**
 * OAuth tokens on the real server (spec 2 §5.4-5.6): the token endpoint's grants and errors in RFC 6749 form, PKCE,
 * refresh rotation with reuse detection, scope downgrade, scopes as the entire permission set (a task:read token
 * cannot write, on REST, batch and MCP), demotion, and actor=app attribution surviving the approving admin's
 * deactivation (admin CLI user:deactivate).
 */
import { describe, expect, it } from 'vitest';
import { hashKey } from '../../src/auth/keys.js';
import * as sdk from '../../sdk/src/index';
import { as, errorOf, must, useSdk } from '../lib/sdkAs.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { authorizeAndExchange, authorizeUrl, CALLBACK, consent, get, Jar, locationOf, newApp, pkce, postForm } from '../lib/oauth.js';
import { token } from './_tokens.js';
import { useOAuthOrg, baseUrl, db, cli, org, app } from './_setup.js';

useOAuthOrg();
useSdk();
/** GET /api/v1/viewer as `bearer` (an OAuth token or API key), the SDK's answer. */
const viewerAs = (bearer: string) => sdk.getViewer(as(bearer));

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
    expect((await viewerAs(r.body.access_token)).status).toBe(401);
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
    expect((await viewerAs(r1.body.access_token)).status).toBe(200);
    // A narrower scope on refresh gives a narrower access token.
    const narrow = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: r1.body.refresh_token, scope: 'task:read' });
    expect(narrow.body.scope).toBe('task:read');
    const viewer = must(await viewerAs(narrow.body.access_token));
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
    for (const at of [t.access_token, r1.body.access_token, narrow.body.access_token]) expect((await viewerAs(at)).status).toBe(401);
    const grant = await db('oauth_grants').where({ grant_id: viewer.credential.id }).first('revoked_at');
    expect(grant.revoked_at).not.toBeNull();
  });

  it('refuses an expired access token with 401 and says to refresh', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    await db('oauth_records')
      .where({ model: 'AccessToken', id: hashKey(t.access_token) })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    const r = await viewerAs(t.access_token);
    expect(r.status).toBe(401);
    expect(errorOf(r).suggestion).toMatch(/grant_type=refresh_token/);
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
    const v = must(await viewerAs(t.access_token));
    expect(v.capabilities).toEqual(['task:create', 'task:read']);
    expect(v.credential).toMatchObject({ type: 'oauth', clientId: app.clientId, appName: 'Roadmap Sync', actor: 'user' });
    expect(v.userId).toBe(org.userId);
  });

  it('a task:read token reads tasks but is refused every write with 403, on REST, batch and MCP', async () => {
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    const api = as(t.access_token);
    const list = await sdk.listTasks(undefined, api);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    const write = await sdk.createTask({ title: 'Not allowed' }, undefined, api);
    expect(write.status).toBe(403);
    expect(errorOf(write)).toMatchObject({ code: 'FORBIDDEN', data: { missing: ['task:create'] } });
    expect((await sdk.listObjectives(undefined, api)).status).toBe(403);
    const batch = await sdk.runBatch({ operations: [{ id: 'one', method: 'POST', path: '/api/v1/tasks', body: { title: 'x' } }] }, undefined, api);
    expect(JSON.stringify(batch.data)).toMatch(/FORBIDDEN/);
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
    expect(must(await viewerAs(t.access_token)).capabilities).toEqual(['opportunity:create', 'task:read']);
    await db('users').where({ id: second.userId }).update({ org_role: 'engineer' });
    expect(must(await viewerAs(t.access_token)).capabilities).toEqual(['task:read']);
  });
});

describe('actor=app (spec 2 §5.6) and user:deactivate', () => {
  it("attributes writes to the app and survives the approving admin's deactivation; user-acting grants do not", async () => {
    const o = await newOrg('OAuth actor app');
    const approver = await newUser(o.orgId, 'admin', 'Approving admin');
    const a = await newApp(o.orgId, { name: 'Release Bot' });
    const asApp = await authorizeAndExchange(baseUrl, a, approver.apiKey, { scope: 'room:create room:read user:read opportunity:read', actor: 'app' });
    const asUser = await authorizeAndExchange(baseUrl, a, approver.apiKey, { scope: 'room:read', actor: undefined });
    const appApi = as(asApp.access_token);
    const me = must(await sdk.getViewer(appApi));
    expect(me.credential).toMatchObject({ type: 'oauth', actor: 'app', appName: 'Release Bot' });
    expect(me.userId).not.toBe(approver.userId);
    expect(me.name).toBe('Release Bot');
    const appUser = must(await sdk.getUser(me.userId, appApi));
    expect(appUser).toMatchObject({ kind: 'app', name: 'Release Bot', deactivatedAt: null });
    const room = must(await sdk.createRoom({ name: 'Release notes', memberIds: [o.userId] }, undefined, appApi));
    expect(room.createdBy).toBe(me.userId);
    const log = must(await sdk.listActivities({ entityType: 'room', entityId: room.id }, as(o.apiKey)));
    expect(log[0]).toMatchObject({ actorId: me.userId, actorType: 'app' });

    // The real admin CLI: deactivating the approver revokes their keys and the grants acting as them, not the app's.
    const out = await cli(['user:deactivate', '--user', approver.userId]);
    expect(out.code, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ userId: approver.userId, revokedKeys: 1, revokedGrants: 1 });
    expect((await viewerAs(approver.apiKey)).status).toBe(401);
    expect((await viewerAs(asUser.access_token)).status).toBe(401);
    expect(await token(baseUrl, a, { grant_type: 'refresh_token', refresh_token: asUser.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await sdk.getRoom(room.id, appApi)).status).toBe(200);
    const refreshed = await token(baseUrl, a, { grant_type: 'refresh_token', refresh_token: asApp.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await viewerAs(refreshed.body.access_token)).status).toBe(200);
    const gone = must(await sdk.getUser(approver.userId, as(o.apiKey)));
    expect(gone.deactivatedAt).not.toBeNull();
    // Again: nothing changes, exit 0.
    expect(JSON.parse((await cli(['user:deactivate', '--user', approver.userId])).stdout)).toMatchObject({ alreadyDeactivated: true });
    // A deactivated admin cannot sign in to the consent page.
    const jar = new Jar();
    const at = locationOf(await get(authorizeUrl(baseUrl, { client_id: a.clientId, scope: 'room:read', code_challenge: pkce().challenge }), jar), baseUrl);
    expect((await postForm(`${at}/login`, { credential: approver.apiKey }, jar)).status).toBe(403);
  });
});
