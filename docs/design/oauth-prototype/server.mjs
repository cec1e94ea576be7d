/**
 * Prototype of Sextant's OAuth 2.0 authorization server: oidc-provider 9 mounted in an express 5 app next to
 * ordinary routes, a knex/Postgres adapter, a Sextant-owned consent interaction, opaque `sextant_oat_` tokens,
 * refresh rotation with reuse detection, RFC 7009 revocation, RFC 7591 registration, RFC 8414 + RFC 9728 metadata,
 * and an MCP endpoint that answers 401 with the resource-metadata pointer.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express from 'express';
import Provider, { errors, interactionPolicy } from 'oidc-provider';
import { knexAdapter, sha256, TABLE } from './adapter.mjs';

export const AT_PREFIX = 'sextant_oat_';
export const RT_PREFIX = 'sextant_ort_';
export const KEY_PREFIX = 'sextant_live_';

/** A slice of Sextant's capability list (src/auth/capabilities.ts). */
export const ADMIN_CAPS = ['task:read', 'task:create', 'task:update', 'task:delete', 'objective:read', 'objective:create', 'cost:read', 'compensation:read', 'org:manage'];
export const ENGINEER_CAPS = ['task:read', 'task:create', 'task:update', 'objective:read'];
/** Never grantable to an app (spec 2 §5.3 for keys; issue 16 for apps). */
export const NEVER_GRANTED = new Set(['compensation:read', 'org:manage']);
export const GRANTABLE = ADMIN_CAPS.filter((c) => !NEVER_GRANTED.has(c));

/** Sextant-owned glue tables (prototype stand-ins for orgs/users/api_keys + the grant record). */
export async function migrateGlue(db) {
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.text('id').primary(); t.text('org_id').notNullable(); t.text('org_role').notNullable();
      t.timestamp('deactivated_at', { useTz: true });
    });
    await db.schema.createTable('api_keys', (t) => {
      t.text('key_hash').primary(); t.text('user_id').notNullable();
    });
    await db.schema.createTable('oauth_grants', (t) => {
      t.text('grant_id').primary(); t.text('org_id').notNullable(); t.text('client_id').notNullable();
      t.text('actor_type').notNullable(); // 'user' | 'app'
      t.text('user_id'); // the user the token acts as (actor_type = user)
      t.text('approved_by').notNullable(); // the admin who consented
      t.specificType('scopes', 'text[]').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('revoked_at', { useTz: true });
    });
  }
}

/** Tiny cookie reader (the prototype has no cookie-parser). */
function readCookies(req) {
  const out = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {object} o
 * @param {import('knex').Knex} o.db
 * @param {string} o.issuer   the public base URL (same on every instance)
 * @param {object} o.jwks     private JWKS shared by every instance (only used for signing that we do not do; still required)
 * @param {string[]} o.cookieKeys  shared secrets for oidc-provider's signed cookies and our admin session
 */
export function createServer({ db, issuer, jwks, cookieKeys, log = () => {} }) {
  const API_RESOURCE = `${issuer}/api`; // what apps get by default (defaultResource)
  const MCP_RESOURCE = `${issuer}/api/mcp`; // what RFC 9728 metadata for /api/mcp names, and MCP clients send
  const RESOURCES = new Set([API_RESOURCE, MCP_RESOURCE]);
  const PRM_PATH = '/.well-known/oauth-protected-resource/api/mcp';

  /** A second consume of the same code / refresh token (two concurrent redemptions): kill the whole grant. */
  const stats = { doubleConsume: 0 };
  async function onDoubleConsume(model, id) {
    stats.doubleConsume += 1;
    const row = await db(TABLE).where({ model, id: sha256(id) }).first('grant_id');
    if (row?.grant_id) {
      await db(TABLE).where({ grant_id: row.grant_id }).del();
      await db('oauth_grants').where({ grant_id: row.grant_id }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
    }
    throw new errors.InvalidGrant(`${model === 'RefreshToken' ? 'refresh token' : 'authorization code'} already used`);
  }

  // Every authorization goes through our page: both prompts are requested unless this very interaction resolved them.
  const policy = interactionPolicy.base();
  policy.get('login').checks.add(new interactionPolicy.Check('sextant_always_login', 'an org admin approves every authorization', 'login_required',
    (ctx) => (ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT)));
  policy.get('consent').checks.add(new interactionPolicy.Check('sextant_always_consent', 'an org admin approves every authorization', 'consent_required',
    (ctx) => (ctx.oidc.result?.consent ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT)));

  const configuration = {
    adapter: knexAdapter(db, { onDoubleConsume: (m, id) => onDoubleConsume(m, id) }),
    clients: [], // all clients live in the table (admin CLI app:create or RFC 7591 registration)
    jwks,
    cookies: {
      keys: cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    // The token's subject IS the actor our consent code chose: user:<org>:<user> or app:<org>:<client>.
    async findAccount(ctx, id) {
      const m = /^(user|app):([^:]+):(.+)$/.exec(id);
      if (!m) return undefined;
      if (m[1] === 'user') {
        const u = await db('users').where({ id: m[3], org_id: m[2] }).whereNull('deactivated_at').first('id');
        if (!u) return undefined; // deactivated admin: user-acting refresh fails (invalid_grant)
      }
      return { accountId: id, claims: () => ({ sub: id }) };
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        // RFC 7009 §2.1: only the client the token was issued to may revoke it (public clients: silently ignored).
        allowedPolicy: async (ctx, client, token) => {
          if (token.clientId === client.clientId) return true;
          if (client.clientAuthMethod === 'none') return false;
          throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
        },
      },
      introspection: { enabled: true, allowedPolicy: async (ctx, client, token) => token.clientId === client.clientId },
      registration: {
        enabled: true,
        initialAccessToken: false, // open registration, which is what MCP clients need (see notes for the risks)
        issueRegistrationAccessToken: false, // no RFC 7592 management
        idFactory: () => `dcr_${randomBytes(12).toString('base64url')}`,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE, // clients that send no `resource` get the API
        useGrantedResource: () => true, // token requests without `resource` use the one granted at authorize
        getResourceServerInfo: (ctx, resourceIndicator) => {
          if (!RESOURCES.has(resourceIndicator)) throw new errors.InvalidTarget(`unknown resource ${resourceIndicator}`);
          // (an `accessTokenTTL` here is only read by the DEFAULT ttl.AccessToken function; ours is a number)
          return { scope: GRANTABLE.join(' '), audience: resourceIndicator, accessTokenFormat: 'opaque' };
        },
      },
    },
    // Capabilities are also "static" scopes: discovery lists them, RFC 7591 `scope` may name them, and a client's
    // registered `scope` becomes an allow-list checked at /oauth/authorize (invalid_scope otherwise).
    scopes: GRANTABLE,
    extraParams: ['actor'], // /oauth/authorize?actor=app
    extraClientMetadata: {
      properties: ['org_id'],
      validator(ctx, key, value) {
        if (key === 'org_id' && value !== undefined && ctx?.oidc?.route === 'registration') {
          throw new errors.InvalidClientMetadata('org_id cannot be registered dynamically');
        }
      },
    },
    responseTypes: ['code'],
    pkce: { required: () => true }, // S256 is the only method oidc-provider 9 knows
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    clientDefaults: { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic', id_token_signed_response_alg: 'ES256' }, // the only key is EC P-256
    routes: {
      authorization: '/oauth/authorize',
      jwks: '/oauth/jwks',
      end_session: '/oauth/session/end',
      userinfo: '/oauth/userinfo',
      token: '/api/oauth/token',
      revocation: '/api/oauth/revoke',
      introspection: '/api/oauth/introspect',
      registration: '/api/oauth/register',
    },
    ttl: {
      AccessToken: 3600, // 1 h
      AuthorizationCode: 60,
      RefreshToken: 30 * 24 * 3600, // 30 days, renewed by each rotation
      Grant: 365 * 24 * 3600, // the family's hard limit
      Interaction: 600,
      Session: 600, // oidc-provider's own login session is only a per-authorization artifact here
    },
    rotateRefreshToken: true, // every refresh returns a new RT; reusing an old one revokes the grant
    issueRefreshToken: (ctx, client) => client.grantTypeAllowed('refresh_token'), // no offline_access needed
    expiresWithSession: () => false, // tokens must not die with the consent page's session
    revokeGrantPolicy: () => true, // revoking an AT (not only an RT) also destroys the Grant
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined; // never silently reuse an old grant
    },
    interactions: { policy, url: (ctx, interaction) => `/oauth/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Authorization error</title><h1>${esc(out.error)}</h1><p>${esc(out.error_description ?? '')}</p>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (ctx, err) => log('oidc server_error', err));
  provider.on('grant.revoked', async (ctx, grantId) => {
    await db('oauth_grants').where({ grant_id: grantId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  });

  // --- sextant_oat_ / sextant_ort_ prefixes: the token value is the model's id (opaque format), so prefix the id. ---
  const atGen = provider.AccessToken.prototype.generateTokenId;
  provider.AccessToken.prototype.generateTokenId = function generateTokenId() { return AT_PREFIX + atGen.call(this); };
  const rtGen = provider.RefreshToken.prototype.generateTokenId;
  provider.RefreshToken.prototype.generateTokenId = function generateTokenId() { return RT_PREFIX + rtGen.call(this); };
  // --- client secrets stored as sha256 (the adapter hashes on write): compare the hash of what the client sent. ---
  provider.Client.prototype.compareClientSecret = function compareClientSecret(actual) {
    const stored = this.clientSecret;
    const given = stored.startsWith('sha256:') ? `sha256:${sha256(actual)}` : actual;
    const a = Buffer.from(stored); const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  // ------------------------------------------------------------------ Sextant-side helpers
  /** app:create --org --name --redirect-uri [--scopes] : returns the secret once. */
  async function createApp({ orgId, name, redirectUris, scopes, authMethod = 'client_secret_basic' }) {
    const clientId = `app_${randomBytes(9).toString('base64url')}`;
    const clientSecret = `sextant_app_${randomBytes(32).toString('base64url')}`;
    const metadata = {
      client_id: clientId, client_secret: clientSecret, client_name: name, redirect_uris: redirectUris,
      grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'],
      token_endpoint_auth_method: authMethod, org_id: orgId, ...(scopes ? { scope: scopes.join(' ') } : {}),
    };
    try { await provider.Client.validate(metadata); } catch (e) { e.message = `${e.message}: ${e.error_description}`; throw e; } // same validation as registration
    await provider.Client.adapter.upsert(clientId, metadata); // adapter hashes client_secret
    return { clientId, clientSecret };
  }

  /** The Actor of a bearer token: `sextant_live_` keys and `sextant_oat_` tokens, one SQL round trip each. */
  async function authenticate(authorization) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!m) return undefined;
    const token = m[1];
    if (token.startsWith(KEY_PREFIX)) {
      const row = await db('api_keys as k').join('users as u', 'u.id', 'k.user_id').where('k.key_hash', sha256(token)).whereNull('u.deactivated_at')
        .first('u.id as user_id', 'u.org_id', 'u.org_role');
      if (!row) return undefined;
      return { kind: 'user', orgId: row.org_id, userId: row.user_id, capabilities: new Set(row.org_role === 'admin' ? ADMIN_CAPS : ENGINEER_CAPS), credential: { type: 'api_key' } };
    }
    if (!token.startsWith(AT_PREFIX)) return undefined;
    // A token is live only while its Grant row is: a token saved by a request that raced a revocation
    // (reuse detection, RFC 7009) can outlive the DELETE, but never the missing Grant.
    const row = await db(`${TABLE} as r`).join('oauth_grants as g', 'g.grant_id', 'r.grant_id')
      .join(`${TABLE} as gr`, function grantRow() { this.on('gr.grant_id', 'r.grant_id').andOnVal('gr.model', 'Grant'); })
      .leftJoin('users as u', 'u.id', 'g.user_id')
      .where({ 'r.model': 'AccessToken', 'r.id': sha256(token) }).where('r.expires_at', '>', db.fn.now()).where('gr.expires_at', '>', db.fn.now()).whereNull('g.revoked_at')
      .first('r.payload', 'g.org_id', 'g.actor_type', 'g.user_id', 'g.client_id', 'g.grant_id', 'u.org_role', 'u.deactivated_at');
    if (!row) return undefined;
    let caps = (row.payload.scope ?? '').split(' ').filter((s) => s && !NEVER_GRANTED.has(s));
    if (row.actor_type === 'user') {
      if (row.deactivated_at) return undefined;
      const userCaps = new Set(row.org_role === 'admin' ? ADMIN_CAPS : ENGINEER_CAPS); // demotion applies at once
      caps = caps.filter((c) => userCaps.has(c));
    }
    return {
      kind: row.actor_type, orgId: row.org_id, userId: row.user_id ?? undefined, appId: row.client_id,
      capabilities: new Set(caps), credential: { type: 'oauth', grantId: row.grant_id, clientId: row.client_id },
    };
  }

  // ------------------------------------------------------------------ admin session for the consent page
  const [cookieKey] = cookieKeys;
  const adminSessions = new Map(); // prototype: in memory. Sextant: a table, so any instance serves the page.
  const csrfFor = (sid, uid) => createHmac('sha256', cookieKey).update(`${sid}.${uid}`).digest('base64url');
  async function adminOf(req) {
    const sid = readCookies(req).sx_admin;
    const userId = sid && adminSessions.get(sid);
    if (!userId) return undefined;
    const u = await db('users').where({ id: userId }).whereNull('deactivated_at').first('id', 'org_id', 'org_role');
    return u ? { sid, ...u } : undefined;
  }

  // ------------------------------------------------------------------ the express app
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');

  // oidc-provider only sees its own paths, mounted at the root (routes carry the full paths), BEFORE any body parser.
  const callback = provider.callback();
  const OIDC_PATHS = [/^\/oauth\/authorize(\/|$)/, /^\/oauth\/jwks$/, /^\/api\/oauth\//, /^\/\.well-known\/(oauth-authorization-server|openid-configuration)$/];
  // oidc-provider's own login session is not used (the admin signs in to OUR page, and the subject differs per grant:
  // user:… or app:…). If it carried over from an earlier authorization in the same browser, a different subject
  // would make oidc-provider run its logout round trip (an auto-submitting form to /oauth/session/end/confirm)
  // before resuming. So each authorization starts without one: its cookie is dropped on /oauth/authorize[/:uid].
  const SESSION_COOKIES = new Set(['_session', '_session.sig']);
  const dropProviderSession = (req) => {
    if (!req.headers.cookie) return;
    req.headers.cookie = req.headers.cookie.split(';').filter((c) => !SESSION_COOKIES.has(c.split('=')[0].trim())).join(';');
  };
  app.use((req, res, next) => {
    if (!OIDC_PATHS.some((r) => r.test(req.path))) return next();
    if (OIDC_PATHS[0].test(req.path)) dropProviderSession(req);
    return callback(req, res);
  });

  // RFC 9728 protected resource metadata for /api/mcp (path-inserted well-known URL; `resource` = that URL).
  app.get(PRM_PATH, (req, res) => {
    res.json({
      resource: MCP_RESOURCE,
      authorization_servers: [issuer],
      scopes_supported: GRANTABLE,
      bearer_methods_supported: ['header'],
      resource_name: 'Sextant MCP',
    });
  });

  // The consent interaction (Sextant's own page).
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  app.get('/oauth/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const admin = await adminOf(req);
      const client = await provider.Client.find(details.params.client_id);
      res.set('Cache-Control', 'no-store');
      if (!admin) {
        return res.type('html').send(`<!doctype html><h1>Sign in to approve ${esc(client.clientName ?? client.clientId)}</h1>
<form method="post" action="/oauth/interaction/${esc(details.uid)}/login"><input name="api_key" type="password" placeholder="admin API key"><button>Sign in</button></form>`);
      }
      const requested = (details.params.scope ?? '').split(' ').filter(Boolean);
      res.type('html').send(`<!doctype html><h1>${esc(client.clientName ?? client.clientId)} wants access to your org</h1>
<p>Acting as: ${details.params.actor === 'app' ? 'the app itself' : 'you'}</p>
<form method="post" action="/oauth/interaction/${esc(details.uid)}/confirm">
<input type="hidden" name="csrf" value="${csrfFor(admin.sid, details.uid)}">
${requested.map((s) => `<label><input type="checkbox" name="scope" value="${esc(s)}" checked>${esc(s)}</label>`).join('\n')}
<button name="decision" value="approve">Approve</button><button name="decision" value="deny">Deny</button></form>`);
    } catch (err) { next(err); }
  });

  app.post('/oauth/interaction/:uid/login', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res); // 400 SessionNotFound without the interaction cookie
      const key = String(req.body.api_key ?? '');
      const row = key.startsWith(KEY_PREFIX) && await db('api_keys as k').join('users as u', 'u.id', 'k.user_id')
        .where('k.key_hash', sha256(key)).whereNull('u.deactivated_at').first('u.id', 'u.org_role');
      if (!row || row.org_role !== 'admin') return res.status(403).type('html').send('<p>Only an org admin can approve apps.</p>');
      const sid = randomBytes(32).toString('base64url');
      adminSessions.set(sid, row.id);
      res.cookie('sx_admin', sid, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/oauth/interaction' });
      res.redirect(303, `/oauth/interaction/${details.uid}`);
    } catch (err) { next(err); }
  });

  app.post('/oauth/interaction/:uid/confirm', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const admin = await adminOf(req);
      const csrf = String(req.body.csrf ?? '');
      if (!admin || csrf.length === 0 || csrf !== csrfFor(admin.sid, details.uid)) return res.status(403).send('bad session or CSRF token');
      const client = await provider.Client.find(details.params.client_id);
      if (req.body.decision !== 'approve') {
        return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'the org admin denied the request' }, { mergeWithLastSubmission: false });
      }
      if (client.org_id && client.org_id !== admin.org_id) {
        return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'this app belongs to another org' }, { mergeWithLastSubmission: false });
      }
      const requested = (details.params.scope ?? '').split(' ').filter(Boolean);
      const ticked = new Set([req.body.scope ?? []].flat());
      const adminCaps = new Set(admin.org_role === 'admin' ? ADMIN_CAPS : ENGINEER_CAPS);
      // Never more than the approving admin holds; never compensation:read / org:manage; only what was ticked.
      const granted = requested.filter((s) => ticked.has(s) && adminCaps.has(s) && !NEVER_GRANTED.has(s));
      const denied = requested.filter((s) => !granted.includes(s));
      if (!granted.length) {
        return provider.interactionFinished(req, res, { error: 'invalid_scope', error_description: 'no requested scope can be granted' }, { mergeWithLastSubmission: false });
      }
      const actorType = details.params.actor === 'app' ? 'app' : 'user';
      const accountId = actorType === 'app' ? `app:${admin.org_id}:${client.clientId}` : `user:${admin.org_id}:${admin.id}`;
      const resource = details.params.resource; // defaultResource() filled it in when the client sent none
      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      grant.addResourceScope(resource, granted);
      if (denied.length) grant.rejectResourceScope(resource, denied);
      // capabilities are also static scopes: mark them "encountered" on the OIDC side too, or the consent check loops
      if (!process.env.PROTO_SKIP_OIDC_SCOPE) { // experiment flag: shows the loop without it
        grant.addOIDCScope(granted);
        if (denied.length) grant.rejectOIDCScope(denied);
      }
      const grantId = await grant.save();
      await db('oauth_grants').insert({
        grant_id: grantId, org_id: admin.org_id, client_id: client.clientId, actor_type: actorType,
        user_id: actorType === 'user' ? admin.id : null, approved_by: admin.id, scopes: granted,
      });
      // both prompts at once: login decides the token's subject (the actor), consent points at the grant.
      await provider.interactionFinished(req, res, { login: { accountId, remember: false }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (err) { next(err); }
  });

  // The MCP endpoint: 401 with the RFC 9728 pointer, else a tiny stateless MCP server.
  app.post('/api/mcp', express.json(), async (req, res, next) => {
    try {
      const actor = await authenticate(req.get('authorization'));
      if (!actor) {
        res.set('WWW-Authenticate', `Bearer resource_metadata="${issuer}${PRM_PATH}"`);
        return res.status(401).json({ error: 'invalid_token' });
      }
      const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
      const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
      const server = new McpServer({ name: 'sextant-proto', version: '0.0.0' });
      server.registerTool('whoami', { description: 'who is calling' }, async () => ({
        content: [{ type: 'text', text: JSON.stringify({ ...actor, capabilities: [...actor.capabilities] }) }],
      }));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => { transport.close(); server.close(); });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) { next(err); }
  });

  // Ordinary API routes next to the provider.
  app.get('/api/v1/whoami', async (req, res) => {
    const actor = await authenticate(req.get('authorization'));
    if (!actor) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: { code: 'UNAUTHORIZED' } });
    res.json({ data: { ...actor, capabilities: [...actor.capabilities].sort() } });
  });
  app.post('/api/v1/tasks', async (req, res) => {
    const actor = await authenticate(req.get('authorization'));
    if (!actor) return res.status(401).json({ error: { code: 'UNAUTHORIZED' } });
    if (!actor.capabilities.has('task:create')) return res.status(403).json({ error: { code: 'FORBIDDEN', capability: 'task:create' } });
    res.status(201).json({ data: { createdBy: actor.kind === 'app' ? { type: 'app', id: actor.appId } : { type: 'user', id: actor.userId } } });
  });
  app.get('/healthz', (req, res) => res.json({ ok: true }));

  app.use((err, req, res, next) => { // eslint-disable-line no-unused-vars
    log('express error', err);
    res.status(err.statusCode ?? err.status ?? 500).json({ error: err.error ?? 'internal', error_description: err.error_description ?? err.message });
  });

  return { app, provider, createApp, authenticate, stats, API_RESOURCE, MCP_RESOURCE, PRM_PATH };
}

