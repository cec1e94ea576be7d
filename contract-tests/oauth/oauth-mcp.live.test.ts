/**
 * OAuth 2.0 end to end with a stock MCP client, and across two server instances ("revocation on two
 * instances"; spec 2 §5.4-5.8):
 *
 *   1. The MCP SDK's own client OAuth (`@modelcontextprotocol/sdk` 1.32.2: `Client` + `StreamableHTTPClientTransport`
 *      with an `authProvider`) against the running server: the 401 with `WWW-Authenticate: Bearer resource_metadata=…`
 *      (spec 2 §5.8), RFC 9728 and RFC 8414 discovery, RFC 7591 self-registration (a `dcr_` public client), the consent
 *      page driven over HTTP by the org admin (unverified badge, scopes unticked = downgraded, spec 2 §5.4), the code
 *      redeemed by `finishAuth`, tools called with the token (the granted scopes are the whole permission set, spec 2
 *      §5.5), an expired access token refreshed by the SDK on its own, and no token value ever stored in clear.
 *   2. RFC 7009 revocation seen across instances (spec 2 §5.4): a second process (`npm start`'s entry) on the same
 *      database with the same public URL and secret key serves the same issuer and keys; tokens from instance A work
 *      and refresh on B; a refresh token revoked at B kills its family on A at the very next request; unknown tokens,
 *      another client's token and a missing client authentication get the RFC 7009 / RFC 6749 answers.
 *   3. Reuse detection under a race: two simultaneous refreshes of one refresh token (one on each instance), 8 times:
 *      exactly one wins, the other is invalid_grant, and the whole family ends dead (the winner's tokens included).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed } from '@modelcontextprotocol/sdk/shared/auth.js';
import { createDb } from '../../src/db/knex.js';
import { sha256 } from '../../src/oauth/adapter.js';
import { GRANTABLE } from '../../src/oauth/provider.js';
import { newOrg } from '../lib/orgs.js';
import { authorizeAndExchange, get, Jar, locationOf, newApp, postForm } from '../lib/oauth.js';
import { token } from './_tokens.js';
import { startInstance, stopAll } from '../lib/processes.js';
import type { Viewer } from '../../sdk/src/index';
import { bodyOf } from '../lib/mcpTools.js';
import { MemoryAuthProvider, registerFromOwnAddress, revoke, viewer } from './_mcpClient.js';

const { baseUrl, databaseUrl, filesDir } = inject('contract');
const db = createDb(databaseUrl, { min: 0, max: 2 });
const MCP_METADATA = `${baseUrl}/.well-known/oauth-protected-resource/api/mcp`;

let org: Awaited<ReturnType<typeof newOrg>>;
/** Instance B: another server process on the same database, same public URL (issuer) and secret key. */
let instanceB: Promise<string>;
let dataDirB: string;

beforeAll(async () => {
  // The in-process server's secret: SEXTANT_SECRET_KEY when the run sets one, else its key file (contract-tests/setup/live.ts).
  const secret = process.env.SEXTANT_SECRET_KEY ?? readFileSync(join(dirname(filesDir), 'secret.key'), 'utf8').trim();
  dataDirB = mkdtempSync(join(tmpdir(), 'sextant-oauth-b-'));
  instanceB = startInstance(databaseUrl, { SEXTANT_PUBLIC_URL: baseUrl, SEXTANT_SECRET_KEY: secret, SEXTANT_DATA_DIR: dataDirB, SEXTANT_WORKER: '0' }).then(
    (s) => s.base,
  );
  instanceB.catch(() => {}); // awaited by the tests that need it
  org = await newOrg('OAuth MCP org');
});
afterAll(async () => {
  await stopAll();
  await db.destroy();
  if (dataDirB) rmSync(dataDirB, { recursive: true, force: true });
});

describe('the MCP SDK client authorizes itself with OAuth', () => {
  // The timeout covers waiting out one registration window where no own address can be bound (see registerFromOwnAddress).
  it('401 → discovery → self-registration → consent with downgraded scopes → tools with the granted scopes only → silent refresh; no token stored in clear', {
    timeout: 150_000,
  }, async () => {
    const callback = 'http://127.0.0.1:39417/callback';
    const provider = new MemoryAuthProvider(callback);
    const trace: { call: string; status: number; wwwAuthenticate: string | null }[] = [];
    let lastTokenBody = '';
    const tracingFetch = async (url: string | URL, init?: RequestInit) => {
      if (new URL(url).pathname === '/api/oauth/token') lastTokenBody = String(init?.body ?? '');
      const res = new URL(url).pathname === '/api/oauth/register' ? await registerFromOwnAddress(new URL(url), init ?? {}) : await fetch(url, init);
      trace.push({ call: `${init?.method ?? 'GET'} ${new URL(url).pathname}`, status: res.status, wwwAuthenticate: res.headers.get('www-authenticate') });
      return res;
    };
    const mcpUrl = new URL(`${baseUrl}/api/mcp?toolsets=all`);
    const connect = async () => {
      const c = new Client({ name: 'oauth-mcp-test', version: '1.0.0' });
      await c.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider, fetch: tracingFetch }));
      return c;
    };

    // 1. No token yet: the SDK gets a 401, discovers, registers and asks for the user to be sent to the authorize URL.
    const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider, fetch: tracingFetch });
    await expect(new Client({ name: 'oauth-mcp-test', version: '1.0.0' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(trace.map((t) => t.call)).toEqual([
      'POST /api/mcp',
      'GET /.well-known/oauth-protected-resource/api/mcp',
      'GET /.well-known/oauth-authorization-server',
      'POST /api/oauth/register',
    ]);
    expect(trace[0].status).toBe(401);
    expect(trace[0].wwwAuthenticate).toBe(`Bearer resource_metadata="${MCP_METADATA}"`);
    expect(trace.slice(1).map((t) => t.status)).toEqual([200, 200, 201]);
    const client = provider.client as OAuthClientInformationMixed & { token_endpoint_auth_method?: string };
    expect(client.client_id).toMatch(/^dcr_/);
    expect(client.client_secret).toBeUndefined(); // a public client: PKCE, no secret
    expect(client.token_endpoint_auth_method).toBe('none');
    const stored = await db('oauth_records')
      .where({ model: 'Client', id: sha256(client.client_id) })
      .first('payload');
    expect(stored.payload.org_id).toBeUndefined(); // self-registered: no org vouches for it

    expect(provider.authorizations).toHaveLength(1);
    const authUrl = provider.authorizations[0];
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: callback,
      code_challenge_method: 'S256',
      state: provider.stateValue,
      resource: `${baseUrl}/api/mcp`,
      scope: GRANTABLE.join(' '),
    });

    // 2. The org admin opens the URL: sign in with the admin key, the consent page, untick two scopes, approve.
    const jar = new Jar();
    let res = await get(authUrl.toString(), jar);
    expect(res.status).toBe(303);
    const interaction = locationOf(res, baseUrl);
    expect(interaction.pathname).toMatch(/^\/oauth\/interaction\/[\w-]+$/);
    const signIn = await (await get(interaction.toString(), jar)).text();
    expect(signIn).toContain('name="credential"');
    res = await postForm(`${interaction.origin}${interaction.pathname}/login`, { credential: org.apiKey }, jar);
    expect(res.status).toBe(303);
    const page = await (await get(interaction.toString(), jar)).text();
    expect(page).toContain('MCP SDK test client');
    expect(page).toContain('Unverified: registered itself');
    expect(page).not.toContain(`Registered by`);
    expect(page).toContain('the MCP server (agent tools)');
    expect(page).toContain('127.0.0.1:39417'); // the host it sends the admin back to
    const offered = [...page.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]);
    expect(offered).toEqual([...GRANTABLE]);
    const untick = ['vision:create', 'task:delete'];
    const granted = offered.filter((s) => !untick.includes(s));
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
    expect(csrf).toBeTruthy();
    res = await postForm(`${interaction.origin}${interaction.pathname}/confirm`, { csrf: csrf!, decision: 'approve', scope: granted }, jar);
    expect(res.status).toBe(303);
    const resume = locationOf(res, baseUrl);
    expect(resume.pathname).toBe(`/oauth/authorize/${interaction.pathname.split('/').pop()}`);
    res = await get(resume.toString(), jar);
    expect(res.status).toBe(303);
    const back = locationOf(res, baseUrl);
    expect(`${back.origin}${back.pathname}`).toBe(callback);
    expect(back.searchParams.get('state')).toBe(provider.stateValue);
    expect(back.searchParams.get('iss')).toBe(baseUrl);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    // 3. The client redeems the code, reconnects and calls tools: the token is the admin's, with the ticked scopes only.
    trace.length = 0;
    await first.finishAuth(code!);
    const exchange = trace.map((t) => `${t.call} ${t.status}`);
    expect(exchange.at(-1)).toBe('POST /api/oauth/token 200'); // after re-reading the metadata, nothing else
    expect(exchange.filter((c) => !c.startsWith('GET /.well-known/'))).toEqual(['POST /api/oauth/token 200']);
    expect(provider.history).toHaveLength(1);
    const issued = provider.saved!;
    expect(issued.access_token).toMatch(/^sextant_oat_/);
    expect(issued.refresh_token).toMatch(/^sextant_ort_/);
    expect(issued.token_type.toLowerCase()).toBe('bearer');
    expect(issued.scope?.split(' ').sort()).toEqual([...granted].sort());

    const mcp = await connect();
    try {
      const who = await mcp.callTool({ name: 'whoami', arguments: {} });
      expect(who.isError).toBeFalsy();
      const me = bodyOf<Viewer>(who.structuredContent).data;
      expect(me.credential).toEqual({ type: 'oauth', id: expect.any(String), clientId: client.client_id, appName: 'MCP SDK test client', actor: 'user' });
      expect(me.userId).toBe(org.userId);
      expect(me.orgId).toBe(org.orgId);
      expect(me.capabilities).toEqual([...granted].sort());
      expect(me.capabilities).not.toContain('vision:create');

      const allowed = await mcp.callTool({ name: 'list_visions', arguments: {} });
      expect(allowed.isError).toBeFalsy();
      const refused = await mcp.callTool({ name: 'create_vision', arguments: { name: 'Not allowed', narrative: 'vision:create was unticked' } });
      expect(refused.isError).toBe(true);
      expect(bodyOf<unknown>(refused.structuredContent).error.code).toBe('FORBIDDEN');

      // 4. The access token expires: the next call gets a 401, and the SDK refreshes on its own and retries.
      await db('oauth_records')
        .where({ model: 'AccessToken', id: sha256(issued.access_token) })
        .update({ expires_at: db.raw("now() - interval '1 second'") });
      expect((await viewer(baseUrl, issued.access_token)).status).toBe(401);
      trace.length = 0;
      const again = await mcp.callTool({ name: 'whoami', arguments: {} });
      expect(again.isError).toBeFalsy();
      const calls = trace.map((t) => `${t.call} ${t.status}`);
      expect(calls.at(0)).toBe('POST /api/mcp 401');
      expect(calls.at(-1)).toBe('POST /api/mcp 200');
      expect(calls.slice(1, -1).filter((c) => !c.startsWith('GET /.well-known/'))).toEqual(['POST /api/oauth/token 200']); // a refresh, no registration
      expect(new URLSearchParams(lastTokenBody).get('grant_type')).toBe('refresh_token');
      expect(new URLSearchParams(lastTokenBody).get('resource')).toBe(`${baseUrl}/api/mcp`);
      expect(provider.authorizations).toHaveLength(1); // no second trip to the admin
      expect(provider.history).toHaveLength(2);
      const refreshed = provider.saved!;
      expect(refreshed.access_token).toMatch(/^sextant_oat_/);
      expect(refreshed.refresh_token).toMatch(/^sextant_ort_/);
      expect(refreshed.access_token).not.toBe(issued.access_token);
      expect(refreshed.refresh_token).not.toBe(issued.refresh_token);
      expect(refreshed.scope?.split(' ').sort()).toEqual([...granted].sort());
      expect(bodyOf<Viewer>(again.structuredContent).data.capabilities).toEqual([...granted].sort());
      expect(bodyOf<Viewer>(again.structuredContent).data.credential.id).toBe(me.credential.id); // the same grant (refresh family)
      expect((await viewer(baseUrl, refreshed.access_token)).status).toBe(200);

      // 5. The database never held a usable value: ids are SHA-256 hashes, payloads hold no token, code or verifier.
      const values = [code!, provider.verifier!, ...provider.history.flatMap((t) => [t.access_token, t.refresh_token!])];
      for (const v of values) {
        const leaked = await db('oauth_records').where({ id: v }).orWhereRaw('position(? in payload::text) > 0', [v]).count<{ n: string }[]>('* as n');
        expect(Number(leaked[0].n), 'a token value stored in clear').toBe(0);
      }
      const hashed = await db('oauth_records').whereIn('id', [refreshed.access_token, refreshed.refresh_token!].map(sha256)).pluck('model');
      expect(hashed.sort()).toEqual(['AccessToken', 'RefreshToken']);
    } finally {
      await mcp.close();
    }
  });
});

describe('revocation on two instances (spec 2 §5.4)', () => {
  it('both instances serve the same issuer and keys; a refresh token revoked at B ends its family on A at the next request', async () => {
    const b = await instanceB;
    const metaA = await (await fetch(`${baseUrl}/.well-known/oauth-authorization-server`)).json();
    const metaB = await (await fetch(`${b}/.well-known/oauth-authorization-server`)).json();
    expect(metaA.issuer).toBe(baseUrl);
    expect(metaB.issuer).toBe(baseUrl);
    // Every URL comes from the shared public URL, not the Host a request carries: B, reached on its own port,
    // advertises exactly what A does.
    expect(metaB).toEqual(metaA);
    expect(new URL(metaA.token_endpoint).origin).toBe(baseUrl);
    const jwksA = await (await fetch(`${baseUrl}/oauth/jwks`)).json();
    expect(jwksA.keys).toHaveLength(1);
    expect(await (await fetch(`${b}/oauth/jwks`)).json()).toEqual(jwksA);
    expect(await (await fetch(`${b}/.well-known/oauth-protected-resource/api/mcp`)).json()).toEqual(await (await fetch(MCP_METADATA)).json());

    const app = await newApp(org.orgId, { name: 'Two-instance app' });
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read task:create' });
    const onB = await viewer(b, t.access_token);
    expect(onB.status).toBe(200);
    expect(onB.viewer?.credential).toMatchObject({ type: 'oauth', clientId: app.clientId, actor: 'user' });

    // Refresh at B: rotation (a new refresh token), and the new access token works on A.
    const r = await token(b, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.access_token).toMatch(/^sextant_oat_/);
    expect(r.body.refresh_token).toMatch(/^sextant_ort_/);
    expect(r.body.refresh_token).not.toBe(t.refresh_token);
    expect(r.body.scope).toBe('task:read task:create');
    expect((await viewer(baseUrl, r.body.access_token)).status).toBe(200);
    expect((await viewer(baseUrl, t.access_token)).status).toBe(200); // rotation keeps the earlier access token until it expires

    // Revoke the live refresh token at B: 200, empty body; on A every token of the family is dead at once.
    const rv = await revoke(b, { token: r.body.refresh_token, token_type_hint: 'refresh_token' }, app);
    expect(rv.status).toBe(200);
    expect(rv.text).toBe('');
    expect((await viewer(baseUrl, r.body.access_token)).status).toBe(401);
    expect((await viewer(baseUrl, t.access_token)).status).toBe(401);
    expect((await viewer(b, r.body.access_token)).status).toBe(401);
    const dead = await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: r.body.refresh_token });
    expect(dead.status).toBe(400);
    expect(dead.body.error).toBe('invalid_grant');
    const grantId = onB.viewer!.credential.id;
    await expect.poll(async () => (await db('oauth_grants').where({ grant_id: grantId }).first('revoked_at'))?.revoked_at).toBeInstanceOf(Date);
    expect(await db('oauth_records').where({ model: 'Grant', grant_id: grantId }).first()).toBeUndefined();
  });

  it("unknown token → 200; another app's token → 400 invalid_request and it keeps working; no client authentication → RFC 6749 error, never the envelope", async () => {
    const b = await instanceB;
    const app = await newApp(org.orgId, { name: 'Revoking app' });
    const other = await newApp(org.orgId, { name: 'Other app' });
    const theirs = await authorizeAndExchange(baseUrl, other, org.apiKey, { scope: 'task:read' });

    for (const base of [baseUrl, b]) {
      const unknown = await revoke(base, { token: `sextant_oat_${randomBytes(24).toString('base64url')}` }, app);
      expect(unknown.status).toBe(200);
      expect(unknown.text).toBe('');
    }

    for (const tok of [theirs.access_token, theirs.refresh_token]) {
      const foreign = await revoke(b, { token: tok }, app);
      expect(foreign.status).toBe(400);
      expect(foreign.type).toMatch(/^application\/json/);
      expect(JSON.parse(foreign.text)).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    expect((await viewer(baseUrl, theirs.access_token)).status).toBe(200);
    expect((await viewer(b, theirs.access_token)).status).toBe(200);

    for (const base of [baseUrl, b]) {
      const anonymous = await revoke(base, { token: theirs.access_token });
      expect([400, 401]).toContain(anonymous.status);
      expect(anonymous.type).toMatch(/^application\/json/);
      const body = JSON.parse(anonymous.text);
      expect(typeof body.error).toBe('string'); // RFC 6749 §5.2: {error, error_description}, not {ok, error: {code, …}, meta}
      expect(typeof body.error_description).toBe('string');
      expect(body).not.toHaveProperty('ok');
      expect(body).not.toHaveProperty('meta');
    }
    const wrongSecret = await revoke(b, { token: theirs.access_token }, { clientId: app.clientId, clientSecret: `${app.clientSecret}x` });
    expect(wrongSecret.status).toBe(401);
    expect(JSON.parse(wrongSecret.text).error).toBe('invalid_client');
    expect((await viewer(baseUrl, theirs.access_token)).status).toBe(200); // none of these revoked it

    // Its own app may revoke it (an access token revokes the whole family too).
    const own = await revoke(b, { token: theirs.access_token }, other);
    expect(own.status).toBe(200);
    expect((await viewer(baseUrl, theirs.access_token)).status).toBe(401);
    expect((await token(baseUrl, other, { grant_type: 'refresh_token', refresh_token: theirs.refresh_token })).body.error).toBe('invalid_grant');
  });
});

describe('reuse detection under a race', () => {
  it('two simultaneous refreshes of one refresh token (A and B), 8 rounds: exactly one wins, and the whole family ends dead', async () => {
    const b = await instanceB;
    const app = await newApp(org.orgId, { name: 'Racing app' });
    const seen: string[] = [];
    for (let round = 0; round < 8; round++) {
      const fam = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
      const grantId = (await viewer(baseUrl, fam.access_token)).viewer!.credential.id;
      // Alternate which instance gets the first request out.
      const bases = round % 2 ? [b, baseUrl] : [baseUrl, b];
      const racers = await Promise.all(bases.map((base) => token(base, app, { grant_type: 'refresh_token', refresh_token: fam.refresh_token })));
      seen.push(racers.map((r) => r.status).join('/'));
      const winners = racers.filter((r) => r.status === 200);
      const losers = racers.filter((r) => r.status !== 200);
      expect(winners, `round ${round}: ${JSON.stringify(racers.map((r) => r.body))}`).toHaveLength(1);
      expect(losers[0].status).toBe(400);
      expect(losers[0].body.error).toBe('invalid_grant');
      const won = winners[0].body;
      expect(won.access_token).toMatch(/^sextant_oat_/);
      // The family is dead everywhere: the winner's new tokens, the first access token, on both instances.
      for (const base of [baseUrl, b]) {
        expect((await viewer(base, won.access_token)).status, `round ${round}: winner's access token on ${base}`).toBe(401);
        expect((await viewer(base, fam.access_token)).status).toBe(401);
      }
      for (const base of [baseUrl, b]) {
        const r = await token(base, app, { grant_type: 'refresh_token', refresh_token: won.refresh_token });
        expect(r.status).toBe(400);
        expect(r.body.error).toBe('invalid_grant');
      }
      expect(await db('oauth_records').where({ model: 'Grant', grant_id: grantId }).first()).toBeUndefined();
      await expect.poll(async () => (await db('oauth_grants').where({ grant_id: grantId }).first('revoked_at'))?.revoked_at).toBeInstanceOf(Date);
    }
    expect(
      seen.every((s) => s === '200/400' || s === '400/200'),
      seen.join(' '),
    ).toBe(true); // either instance may win
  });
});
