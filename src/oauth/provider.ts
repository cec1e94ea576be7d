/**
 * Sextant's OAuth 2.0 authorization server (spec 2 §5.4-5.7), built on oidc-provider 9.13.3 (pinned: the
 * token prefix below overrides a prototype method, and contract-tests/oauth/*.live.test.ts pin the behaviour). What the library does:
 * the authorization code flow with PKCE (S256 required), refresh-token rotation with reuse detection, RFC 7009
 * revocation, client authentication by HTTP Basic or the body, RFC 7591 registration, RFC 8707 resource indicators,
 * RFC 8414 metadata, RFC 9207 `iss`. What Sextant adds (the glue): storage (adapter.ts), the consent page
 * (routes.ts, sessions.ts), the `sextant_oat_` / `sextant_ort_` prefixes, scopes = capabilities, the org and actor of a grant.
 *
 * Lifetimes: access token 1 h; refresh token 30 days, renewed by each rotation; a grant (a refresh family) at most
 * 1 year or until revoked; authorization code 60 s, single use; consent interaction 10 min.
 *
 * The subject (accountId) of every grant is chosen by the consent page: `user:<orgId>:<userId>` (the token acts as
 * the approving admin) or `app:<orgId>:<userId of the app's user>` (actor=app).
 */
/// <reference path="./oidc-provider.d.ts" />
import type { Metrics } from '../platform/metrics.js';
import { createECDH, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { ALL_CAPABILITIES, KEY_FORBIDDEN } from '../auth/capabilities.js';
import { OAUTH_PREFIX } from '../auth/keys.js';
import { knexAdapter, RECORDS, sha256 } from './adapter.js';
import { isLoopbackHost } from '../core/publicUrl.js';
import { revokeGrants } from './grants.js';
import { recordAudit } from '../services/audit.js';
import { errorPage } from './pages.js';
import { clientMetadataProblem } from './clientLimits.js';
import { redirectUriProblem } from './redirects.js';

/** Refresh tokens begin with this (so secret scanners can tell them from access tokens). */
export const REFRESH_PREFIX = 'sextant_ort_';
/** Scopes an app may be granted: every capability but compensation:read and org:manage (spec 2 §5.3). */
export const GRANTABLE: readonly string[] = ALL_CAPABILITIES.filter((c) => !KEY_FORBIDDEN.has(c));
/** Lifetimes in seconds (documented in the README and on POST /api/oauth/token). */
export const TTL = { AccessToken: 3600, AuthorizationCode: 60, RefreshToken: 30 * 24 * 3600, Grant: 365 * 24 * 3600, Interaction: 600, Session: 600 };

/** The two protected resources a token can be issued for (RFC 8707): the REST API (default) and the MCP endpoint. */
export const resourcesOf = (issuer: string) => ({ api: `${issuer}/api`, mcp: `${issuer}/api/mcp` });

/**
 * `origin` when it is the issuer's origin or, for a loopback issuer, another loopback spelling of it on the same
 * port (localhost, 127.0.0.1, [::1]): a local server is reached by all three, and an MCP client insists that the
 * protected resource it is told about is the URL it called (RFC 9728 §3.3). Else undefined.
 */
export function sameServer(issuer: string, origin: string): string | undefined {
  const a = URL.parse(issuer);
  const b = URL.parse(origin);
  if (!a || !b) return undefined;
  if (a.origin === b.origin) return b.origin;
  return isLoopbackHost(a.hostname) && isLoopbackHost(b.hostname) && a.port === b.port && a.protocol === b.protocol ? b.origin : undefined;
}

/** The parts of oidc-provider Sextant calls, typed (the package ships no declarations). */
export interface OAuthProvider {
  callback(): (req: unknown, res: unknown) => void;
  interactionDetails(req: unknown, res: unknown): Promise<InteractionDetails>;
  interactionFinished(req: unknown, res: unknown, result: Record<string, unknown>, opts?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  /** Saves `result` and returns the absolute URL to resume the authorization at. */
  interactionResult(req: unknown, res: unknown, result: Record<string, unknown>, opts?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  Client: {
    find(id: string): Promise<OAuthClient | undefined>;
    validate(metadata: Record<string, unknown>): Promise<void>;
    adapter: { upsert(id: string, payload: Record<string, unknown>): Promise<void> };
  };
  Grant: new (init: { accountId: string; clientId: string }) => OAuthGrant;
  proxy: boolean;
  on(event: string, listener: (ctx: unknown, arg: never) => void): void;
}
export interface InteractionDetails {
  uid: string;
  prompt: { name: string; reasons: string[] };
  params: { client_id: string; redirect_uri: string; scope?: string; state?: string; resource?: string | string[]; actor?: string };
}
export interface OAuthClient {
  clientId: string;
  clientName?: string;
  redirectUris: string[];
  clientAuthMethod: string;
  /** Set for apps registered by the admin CLI (app:create); absent for self-registered (RFC 7591) clients. */
  org_id?: string;
}
export interface OAuthGrant {
  addResourceScope(resource: string, scope: string): void;
  rejectResourceScope(resource: string, scope: string): void;
  addOIDCScope(scope: string): void;
  rejectOIDCScope(scope: string): void;
  save(): Promise<string>;
}

/** Keys every instance derives alike from the server's secret key (src/storage/secretKey.ts). */
function keysFrom(secret: Buffer) {
  const derive = (label: string) => createHmac('sha256', secret).update(`sextant oauth ${label}`).digest();
  // oidc-provider needs a signing key even though Sextant issues no JWTs (no openid scope, opaque tokens): a P-256
  // key derived from the secret, so every instance serves the same jwks without a second secret to distribute.
  const d = derive('signing key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const pub = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: pub.subarray(1, 33).toString('base64url'),
    y: pub.subarray(33).toString('base64url'),
    use: 'sig',
    alg: 'ES256',
    kid: sha256(pub.toString('hex')).slice(0, 16),
  };
  return { jwks: { keys: [jwk] }, cookieKeys: [derive('cookies').toString('base64url')], csrfKey: derive('csrf') };
}

/**
 * Builds the authorization server for `issuer` (the public base URL every instance shares): `{provider, csrfKey,
 * resources}`. When oidc-provider ends a grant (revocation, reuse detection) Sextant's oauth_grants row is marked.
 */
/**
 * How oidc-provider's "Unsupported runtime" line is logged on the runtime `nodeVersion` (process.versions.node) with
 * `release` (process.release): `debug` on a Node 20 LTS release of 20.19 or later, the runtime the README supports and
 * the suites run; `warn` everywhere else, where the line may be true.
 */
export function runtimeWarningLevel(nodeVersion: string, release: { lts?: string | boolean } | undefined): 'debug' | 'warn' {
  const [major, minor] = nodeVersion.split('.').map(Number);
  return major === 20 && minor >= 19 && typeof release?.lts === 'string' ? 'debug' : 'warn';
}

export async function createProvider(opts: ProviderOptions) {
  // oidc-provider 9 warns "Unsupported runtime" at import on any Node older than 22 LTS (it compares
  // process.release.lts names), yet Node 20.19+ has every API it uses (crypto.hash, URL.parse) and the OAuth suites
  // run it on Node 20: on Node 20 that one line would tell operators something untrue, so it is logged at debug only.
  // On any other runtime it fires for (a non-LTS release, Bun, Deno) it stays a warning. Its other lines
  // ("oidc-provider WARNING/NOTICE: …", printed while it is configured) go to the log as warnings; anything else
  // printed meanwhile passes through.
  const runtimeLevel = runtimeWarningLevel(process.versions.node, process.release);
  const { warn, info } = console;
  const filter =
    (original: (...a: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] !== 'string' || !args[0].includes('oidc-provider')) original.apply(console, args);
      else if (args[0].includes('Unsupported runtime')) opts.logger[runtimeLevel]({ detail: args.join(' ') }, 'oidc-provider');
      else opts.logger.warn({ detail: args.join(' ') }, 'oidc-provider');
    };
  Object.assign(console, { warn: filter(warn), info: filter(info) });
  try {
    return await build(opts);
  } finally {
    Object.assign(console, { warn, info });
  }
}

/** `metrics`: where token requests and reuse are counted, when metrics are on. */
interface ProviderOptions {
  db: Knex;
  issuer: string;
  secret: Buffer;
  logger: Logger;
  metrics?: Metrics;
}

/** The audit row of a reused refresh token or code of grant `grantId` (`oauth_token.reuse_detected`), when Sextant knows the grant. */
async function recordTokenReuse(db: Knex, grantId: string, token: 'refresh_token' | 'authorization_code'): Promise<void> {
  const g = await db('oauth_grants').where({ grant_id: grantId }).first('org_id', 'user_id', 'client_id');
  if (!g) return;
  await recordAudit(db, {
    orgId: g.org_id,
    actor: { kind: 'system', userId: g.user_id, credentialId: `oauth:${grantId}` },
    action: 'oauth_token.reuse_detected',
    target: { kind: 'oauth_app', id: g.client_id },
    outcome: 'denied',
    details: { reused: token, grantId, grantRevoked: true },
  });
}

async function build(opts: ProviderOptions) {
  const { db, issuer, logger } = opts;
  const oidc = await import('oidc-provider');
  const Provider = oidc.default;
  const { errors, interactionPolicy } = oidc;
  const resources = resourcesOf(issuer);
  const known = new Set(Object.values(resources));
  const { jwks, cookieKeys, csrfKey } = keysFrom(opts.secret);

  /** A second redemption of a code or refresh token: end the whole grant on every instance, then refuse. */
  async function onDoubleConsume(model: string, id: string): Promise<never> {
    const row = await db(RECORDS)
      .where({ model, id: sha256(id) })
      .first('grant_id');
    if (row?.grant_id) await revokeGrants(db, [row.grant_id]);
    logger.warn({ model, grantId: row?.grant_id }, 'oauth: a used code or refresh token was presented again; its grant is revoked');
    throw new errors.InvalidGrant(`${model === 'RefreshToken' ? 'refresh token' : 'authorization code'} already used`);
  }

  // Every authorization goes through an org admin on the consent page: both prompts are requested unless this very
  // interaction resolved them (so prompt=none gives login_required, and nothing is ever approved silently).
  const policy = interactionPolicy.base();
  const always = (name: string, code: string, key: 'login' | 'consent') =>
    new interactionPolicy.Check(name, 'an org admin approves every authorization', code, (ctx: { oidc: { result?: Record<string, unknown> } }) =>
      ctx.oidc.result?.[key] ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    );
  policy.get('login').checks.add(always('sextant_admin_login', 'login_required', 'login'));
  policy.get('consent').checks.add(always('sextant_admin_consent', 'consent_required', 'consent'));

  const provider = new Provider<OAuthProvider>(issuer, {
    adapter: knexAdapter(db, onDoubleConsume),
    clients: [],
    jwks,
    cookies: { keys: cookieKeys, long: { signed: true, httpOnly: true, sameSite: 'lax' }, short: { signed: true, httpOnly: true, sameSite: 'lax' } },
    async findAccount(_ctx: unknown, id: string) {
      const m = /^(user|app):([0-9a-f-]{36}):([0-9a-f-]{36})$/.exec(id);
      if (!m) return undefined;
      // A deactivated user's refreshes fail (invalid_grant); an app's user is never deactivated with its approver.
      const u = await db('users').where({ org_id: m[2], id: m[3] }).whereNull('deactivated_at').first('id');
      return u ? { accountId: id, claims: () => ({ sub: id }) } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      introspection: { enabled: false },
      revocation: {
        enabled: true,
        // RFC 7009 §2.1: only the client a token was issued to may revoke it; a public client's attempt is ignored.
        allowedPolicy: async (_ctx: unknown, client: OAuthClient, token: { clientId: string }) => {
          if (token.clientId === client.clientId) return true;
          if (client.clientAuthMethod === 'none') return false;
          throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
        },
      },
      // RFC 7591, open: stock MCP clients register themselves without a token. A registered client can do nothing
      // until an org admin approves it on the consent page, which labels it unverified and shows its redirect host.
      registration: {
        enabled: true,
        initialAccessToken: false,
        issueRegistrationAccessToken: false,
        idFactory: () => `dcr_${randomBytes(12).toString('base64url')}`,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resources.api,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          const u = URL.parse(indicator);
          const alias = u && sameServer(issuer, u.origin) ? `${issuer}${u.pathname}` : indicator;
          if (!known.has(alias)) throw new errors.InvalidTarget(`unknown resource ${indicator}; use ${resources.api} or ${resources.mcp}`);
          return { scope: GRANTABLE.join(' '), audience: indicator, accessTokenFormat: 'opaque' };
        },
      },
    },
    // Capabilities are also static scopes: discovery lists them, a registration may name them, and a client's
    // registered `scope` is an allow-list at /oauth/authorize (invalid_scope beyond it).
    scopes: [...GRANTABLE],
    extraParams: ['actor'],
    extraClientMetadata: {
      properties: ['org_id'],
      // Called once per registration (one extra property), with the raw metadata, before oidc-provider validates
      // or stores anything: the place to bound what an open registration may store.
      validator(ctx: { oidc?: { route?: string } } | undefined, key: string, value: unknown, metadata: { redirect_uris?: unknown }) {
        if (ctx?.oidc?.route !== 'registration') return;
        const tooLong = clientMetadataProblem(metadata as Record<string, unknown>);
        if (tooLong) throw new errors.InvalidClientMetadata(tooLong);
        if (key === 'org_id' && value !== undefined) {
          throw new errors.InvalidClientMetadata('org_id cannot be registered dynamically; an org admin registers org apps with the admin CLI');
        }
        // The same rule as app:create: https, or http only on a loopback host (RFC 8252 §7.3).
        for (const uri of Array.isArray(metadata?.redirect_uris) ? metadata.redirect_uris : []) {
          const problem = typeof uri === 'string' ? redirectUriProblem(uri) : 'is not a string';
          if (problem) throw new errors.InvalidRedirectUri(`redirect_uris: ${problem}`);
        }
      },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    },
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
    ttl: { ...TTL },
    rotateRefreshToken: true,
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    revokeGrantPolicy: () => true,
    // Never silently reuse an earlier grant of the same client: each approval is a new refresh family.
    loadExistingGrant: async (ctx: { oidc: { result?: { consent?: { grantId?: string } }; provider: { Grant: { find(id: string): Promise<unknown> } } } }) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/interaction/${interaction.uid}` },
    renderError: async (ctx: { type: string; body: string; status: number }, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description ?? '');
    },
  });
  provider.proxy = issuer.startsWith('https:'); // behind TLS offload: trust X-Forwarded-Proto (cookies Secure, URLs https)

  // A refused request is the client's mistake, answered in RFC form: logged at debug, without a stack. Our faults are errors.
  provider.on('server_error', (_ctx: unknown, err: Error) => logger.error({ err }, 'oauth server_error'));
  for (const event of ['authorization.error', 'grant.error', 'revocation.error', 'registration_create.error']) {
    provider.on(event, (_ctx: unknown, err: Error & { error?: string; error_detail?: string }) => {
      logger.debug({ error: err.error ?? err.message, detail: err.error_detail }, `oauth ${event}`);
    });
  }
  const tokens = opts.metrics?.oauthTokens;
  if (tokens) {
    type TokenCtx = { oidc?: { params?: { grant_type?: unknown } } };
    // Only the grant types this server offers are labels, so a client cannot grow the series with made-up values.
    const grantType = (ctx: unknown) => {
      const g = (ctx as TokenCtx).oidc?.params?.grant_type;
      return g === 'authorization_code' || g === 'refresh_token' || g === 'client_credentials' ? g : 'other';
    };
    provider.on('grant.success', (ctx: unknown) => tokens.inc({ grant_type: grantType(ctx), outcome: 'issued' }));
    provider.on('grant.error', (ctx: unknown, err: { error_detail?: string }) => {
      tokens.inc({ grant_type: grantType(ctx), outcome: 'refused' });
      // Reuse, whichever path caught it (oidc-provider's consumed check or onDoubleConsume above): "… already used".
      if (/already used/.test(err.error_detail ?? '')) opts.metrics?.oauthTokenReuse.inc();
    });
  }
  // Reuse of a refresh token or code (either path: oidc-provider's consumed check or onDoubleConsume) ends the grant
  // inside oidc-provider; its audit row follows once the refusal is known, naming the grant's org, user and app.
  provider.on('grant.error', (ctx: unknown, err: { error_detail?: string }) => {
    if (!/already used/.test(err.error_detail ?? '')) return;
    type Entities = { Grant?: { jti?: string }; RefreshToken?: { grantId?: string }; AuthorizationCode?: { grantId?: string } };
    const e = (ctx as { oidc?: { entities?: Entities } }).oidc?.entities ?? {};
    const grantId = e.Grant?.jti ?? e.RefreshToken?.grantId ?? e.AuthorizationCode?.grantId;
    if (!grantId) return;
    void recordTokenReuse(db, grantId, /refresh/.test(err.error_detail ?? '') ? 'refresh_token' : 'authorization_code').catch((error: unknown) =>
      logger.error({ err: error, grantId }, 'oauth: could not record a token reuse in the audit log'),
    );
  });
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    void db('oauth_grants')
      .where({ grant_id: grantId })
      .whereNull('revoked_at')
      .update({ revoked_at: db.fn.now() })
      .catch((err: unknown) => logger.error({ err, grantId }, 'oauth: could not mark a revoked grant'));
  });

  // sextant_oat_ / sextant_ort_: the opaque token value is the model's id, so the prefix goes on the id.
  const p = provider as unknown as Record<
    string,
    { prototype: { generateTokenId(): string; clientSecret?: string; compareClientSecret?: (s: string) => boolean } }
  >;
  const atGen = p.AccessToken.prototype.generateTokenId;
  p.AccessToken.prototype.generateTokenId = function generateTokenId() {
    return OAUTH_PREFIX + atGen.call(this);
  };
  const rtGen = p.RefreshToken.prototype.generateTokenId;
  p.RefreshToken.prototype.generateTokenId = function generateTokenId() {
    return REFRESH_PREFIX + rtGen.call(this);
  };
  // Client secrets are stored hashed (adapter.ts): compare the hash of what the client sent, in constant time.
  p.Client.prototype.compareClientSecret = function compareClientSecret(this: { clientSecret: string }, actual: string) {
    const stored = this.clientSecret;
    const given = stored.startsWith('sha256:') ? `sha256:${sha256(actual)}` : actual;
    const a = Buffer.from(stored);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return { provider, csrfKey, resources };
}
