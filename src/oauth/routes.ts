/**
 * The OAuth routes (spec 2 §5.4-5.7), mounted by src/server.ts before the JSON body parser and outside the
 * API envelope (their clients expect RFC 6749 / 7009 / 7591 / 8414 / 9728 answers and HTML pages):
 *
 *   GET  /oauth/authorize, /oauth/authorize/{uid}     oidc-provider: validates, then redirects to the consent page
 *   GET  /oauth/interaction/{uid}                      the consent page (sign-in first when no admin is signed in)
 *   POST /oauth/interaction/{uid}/login                sign in with an admin API key or a sign-in link
 *   POST /oauth/interaction/{uid}/confirm              approve (the ticked scopes) or deny; CSRF-protected
 *   POST /oauth/interaction/{uid}/logout               sign out of the consent page
 *   GET  /oauth/login?token=&next=                     a one-time sign-in link (admin CLI login-link)
 *   POST /api/oauth/token | revoke | register          oidc-provider (token, RFC 7009 revocation, RFC 7591)
 *   GET  /.well-known/oauth-authorization-server       oidc-provider (RFC 8414; also openid-configuration)
 *   GET  /.well-known/oauth-protected-resource[/api/mcp]   RFC 9728 metadata for the REST API and the MCP endpoint
 *
 * The provider is built on the first OAuth request (a process that never sees one never loads oidc-provider).
 */
import type { Metrics } from '../platform/metrics.js';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { parse as parseCookies } from 'cookie';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { appUser, recordGrant } from './apps.js';
import { auditApproved, auditDenied } from './consentAudit.js';
import { createProvider, GRANTABLE, resourcesOf, sameServer, type OAuthProvider } from './provider.js';
import { errorPage, esc, page } from './pages.js';
import { consentPage, requestedScopes } from './consentPage.js';
import { isLoopbackHost } from '../core/publicUrl.js';
import { adminByKey, endSession, peekLoginLink, redeemLoginLink, SESSION_COOKIE, SESSION_TTL, sessionAdmin, startSession } from './sessions.js';

/** Paths oidc-provider serves itself (routes are full paths; it is mounted at the root). */
const PROVIDER_PATHS = [
  /^\/oauth\/authorize(\/|$)/,
  /^\/oauth\/jwks$/,
  /^\/api\/oauth\/(token|revoke|register)$/,
  /^\/\.well-known\/(oauth-authorization-server|openid-configuration)$/,
];
/** The Content-Security-Policy of what oidc-provider answers: no script but the one whose hash it adds. */
const PROVIDER_CSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";
/** oidc-provider's own login session: dropped on /oauth/authorize so each authorization stands alone (see below). */
const PROVIDER_SESSION_COOKIES = new Set(['_session', '_session.sig']);
export const MCP_METADATA_PATH = '/.well-known/oauth-protected-resource/api/mcp';

/**
 * The `WWW-Authenticate` value of a 401 from /api/mcp: where an MCP client finds how to get a token (RFC 9728 §5.1).
 * `origin` is the one the client called, when it is the issuer's or a loopback spelling of it (see sameServer).
 */
export const mcpChallenge = (issuer: string, origin?: string) =>
  `Bearer resource_metadata="${(origin && sameServer(issuer, origin)) || issuer}${MCP_METADATA_PATH}"`;

/** The origin a request was made to (scheme from the public URL: TLS ends in front of Sextant). */
export const requestOrigin = (publicUrl: string, host: string | undefined) => (host ? `${new URL(publicUrl).protocol}//${host}` : undefined);

/**
 * Open registration (RFC 7591) is limited per client address (`req.ip`: behind a proxy, set SEXTANT_TRUST_PROXY so
 * it is the client's, not the proxy's): this many a minute, counted in Postgres across instances.
 */
export const REGISTRATIONS_PER_MINUTE = 10;
/**
 * The token and revocation endpoints are limited per client and address: by the client id a request authenticates
 * with over HTTP Basic (RFC 6749 §2.3.1; every app Sextant registers does) together with the caller's address, so one
 * caller guessing codes, replaying refresh tokens or guessing a secret is slowed without touching any other — and,
 * client ids being public, a stranger sending a client's id cannot use up that client's own requests. An app's
 * backend refreshing its users' tokens (one each an hour) fits many thousands of users.
 */
export const TOKEN_REQUESTS_PER_MINUTE = 300;
/**
 * A public client (PKCE, no secret) names itself only in the form body, which anyone can claim and which
 * oidc-provider reads itself: its requests count against the caller's address alone, with room for the many
 * clients one address (a NAT, an office) may hold.
 */
export const TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE = 600;

/** Counts one request in `bucket`'s current minute (shared by every instance); the seconds to wait when over `limit`, else 0. */
async function windowWait(db: Knex, bucket: string, limit: number): Promise<number> {
  const { rows } = await db.raw(
    `INSERT INTO rate_limit_windows AS r (bucket, window_start, count, last_allowed, last_granted)
    VALUES (?, date_trunc('minute', now()), 1, true, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = r.count + 1
    RETURNING r.count, 60 - extract(epoch FROM now() - date_trunc('minute', now()))::int AS wait`,
    [bucket],
  );
  return Number(rows[0].count) > limit ? Math.max(1, Number(rows[0].wait)) : 0;
}

/** The client id in an HTTP Basic Authorization header (form-urlencoded, RFC 6749 §2.3.1), else undefined. */
export function basicClientId(authorization: string | undefined): string | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  try {
    return decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
  } catch {
    return undefined; // not percent-encoded correctly: oidc-provider refuses it, counted by address meanwhile
  }
}

/** Which limit a provider request falls under: its bucket and limit, or undefined for requests not limited here. */
function limitOf(req: Request): { bucket: string; limit: number; what: string } | undefined {
  if (req.method !== 'POST') return undefined;
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (req.path === '/api/oauth/register')
    return { bucket: `oauth-register:${address}`, limit: REGISTRATIONS_PER_MINUTE, what: 'client registrations from this address' };
  const endpoint = /^\/api\/oauth\/(token|revoke)$/.exec(req.path)?.[1];
  if (!endpoint) return undefined;
  const client = basicClientId(req.get('authorization'));
  // Hashed: the id is the caller's to choose, and the bucket is a primary key with a bounded size.
  return client
    ? {
        bucket: `oauth-${endpoint}:client:${createHash('sha256').update(`${client}\n${address}`).digest('base64url')}`,
        limit: TOKEN_REQUESTS_PER_MINUTE,
        what: `${endpoint} requests from this client at this address`,
      }
    : { bucket: `oauth-${endpoint}:address:${address}`, limit: TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE, what: `${endpoint} requests from this address` };
}

export function oauthRoutes(deps: { db: Knex; logger: Logger; publicUrl: () => string; secret: Buffer; metrics?: Metrics }): Router {
  const { db, logger } = deps;
  let built: Promise<{ provider: OAuthProvider; csrfKey: Buffer; callback: (req: unknown, res: unknown) => void; issuer: string }> | undefined;
  const server = () => {
    built ??= (async () => {
      const issuer = deps.publicUrl();
      const made = await createProvider({ db, issuer, secret: deps.secret, logger, metrics: deps.metrics });
      return { ...made, callback: made.provider.callback(), issuer };
    })();
    built.catch(() => {
      built = undefined;
    });
    return built;
  };
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 500 });
  const secure = () => deps.publicUrl().startsWith('https:');

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!PROVIDER_PATHS.some((r) => r.test(req.path))) return next();
    const limited = limitOf(req);
    if (limited) {
      try {
        const wait = await windowWait(db, limited.bucket, limited.limit);
        if (wait) {
          res
            .status(429)
            .set({ 'Retry-After': String(wait), 'Cache-Control': 'no-store' })
            .json({
              error: 'invalid_request',
              error_description: `too many ${limited.what}: at most ${limited.limit} a minute; retry in ${wait} s`,
            });
          return;
        }
      } catch (err) {
        // The database is down or refusing: the provider could not answer either. Said in OAuth's terms (RFC 6749 §5.2).
        logger.error({ err }, 'oauth rate limit check failed');
        res.status(500).set('Cache-Control', 'no-store').json({ error: 'server_error', error_description: 'the request could not be counted; retry shortly' });
        return;
      }
    }
    // The pages oidc-provider writes itself (a form_post answer, its error page) may run the one inline script it
    // adds: it appends that script's hash to a script-src it finds, and the default policy has none.
    res.setHeader('Content-Security-Policy', PROVIDER_CSP);
    // oidc-provider keeps its own login session. Sextant's subject differs per grant (the admin, or the app), and a
    // session left from an earlier authorization in the same browser would make it run a logout round trip first.
    // The consent page's own session does the remembering, so every authorization starts without one.
    if (PROVIDER_PATHS[0].test(req.path) && req.headers.cookie) {
      req.headers.cookie = req.headers.cookie
        .split(';')
        .filter((c) => !PROVIDER_SESSION_COOKIES.has(c.split('=')[0].trim()))
        .join(';');
    }
    // oidc-provider builds its endpoint URLs (metadata, redirects) from the request's Host: pin it to the public URL,
    // so a forged Host or X-Forwarded-Host can never make discovery advertise another origin.
    const pub = new URL(deps.publicUrl());
    req.headers.host = pub.host;
    delete req.headers['x-forwarded-host'];
    req.headers['x-forwarded-proto'] = pub.protocol.slice(0, -1);
    try {
      (await server()).callback(req, res);
    } catch (err) {
      next(err);
    }
  });

  // RFC 9728: which authorization server issues tokens for the REST API and for the MCP endpoint.
  const resourceMetadata = (which: 'api' | 'mcp') => (req: Request, res: Response) => {
    const issuer = deps.publicUrl();
    // A loopback server answers as whichever spelling the client used (localhost or 127.0.0.1): RFC 9728 §3.3 wants
    // `resource` to be the URL the client called. Any other Host gets the public URL.
    const origin = sameServer(issuer, requestOrigin(issuer, req.headers.host) ?? '') ?? issuer;
    res.set({ 'Cache-Control': 'no-store', Vary: 'Host' }).json({
      resource: resourcesOf(origin)[which],
      authorization_servers: [issuer],
      scopes_supported: GRANTABLE,
      bearer_methods_supported: ['header'],
      resource_name: which === 'mcp' ? 'Sextant MCP server' : 'Sextant REST API',
      resource_documentation: `${issuer}/api/v1/openapi.json`,
    });
  };
  router.get('/.well-known/oauth-protected-resource', resourceMetadata('api'));
  router.get(MCP_METADATA_PATH, resourceMetadata('mcp'));

  const html = (res: Response, status: number, body: string) => {
    res
      .status(status)
      .set({
        'Cache-Control': 'no-store',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
      })
      .type('html')
      .send(body);
  };
  const cookieOf = (req: Request) => parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
  const setSession = (res: Response, sid: string) =>
    res.cookie(SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/oauth', maxAge: SESSION_TTL * 1000 });
  const csrfFor = (key: Buffer, sid: string, uid: string) => createHmac('sha256', key).update(`${sid}.${uid}`).digest('base64url');
  const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** The interaction of `uid` for this browser, or an HTML 400 when it is unknown, expired or from another browser. */
  async function interaction(req: Request, res: Response) {
    const s = await server();
    try {
      const details = await s.provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) throw new InteractionGone();
      const client = await s.provider.Client.find(details.params.client_id);
      if (!client) throw new InteractionGone();
      return { s, details, client };
    } catch (err) {
      // oidc-provider's SessionNotFound (no or an expired interaction cookie); anything else is ours to report.
      if (!(err instanceof InteractionGone) && (err as { name?: string }).name !== 'SessionNotFound') throw err;
      html(res, 400, errorPage('invalid_request', 'This authorization request has expired (they last 10 minutes) or was started in another browser.'));
      return undefined;
    }
  }

  /** Plain http off this machine: a pasted key would cross the network in the clear, so the page says so. */
  const insecure = () => {
    const u = new URL(deps.publicUrl());
    return u.protocol === 'http:' && !isLoopbackHost(u.hostname);
  };
  const signInPage = (res: Response, uid: string, appName: string, status = 200, problem?: string) =>
    html(
      res,
      status,
      page(
        'Sign in',
        `
<h1>Sign in to review ${esc(appName)}</h1>
<p>An org admin approves every app that connects to Sextant.</p>
${insecure() ? '<p class="error" role="alert">This server is served over plain http: prefer a sign-in link to pasting a key, and ask your operator to set SEXTANT_PUBLIC_URL to an https address.</p>' : ''}
${problem ? `<p class="error" role="alert">${esc(problem)}</p>` : ''}
<form method="post" action="/oauth/interaction/${esc(uid)}/login">
<label for="credential">Your admin API key, or a sign-in link</label>
<input id="credential" name="credential" type="password" autocomplete="off" required>
<p class="muted">A sign-in link comes from <span class="code">npm run --silent admin -- login-link --user &lt;your user id&gt;</span>; it works once, for 15 minutes.</p>
<button type="submit">Sign in</button></form>`,
      ),
    );

  router.get('/oauth/interaction/:uid', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const it = await interaction(req, res);
      if (!it) return;
      const { s, details, client } = it;
      if (details.params.actor !== undefined && details.params.actor !== 'app') {
        return finishRelative(s.provider, req, res, {
          error: 'invalid_request',
          error_description: `actor must be app (or left out to act as the approving admin), not ${JSON.stringify(details.params.actor)}`,
        });
      }
      const appName = client.clientName ?? client.clientId;
      const admin = await sessionAdmin(db, cookieOf(req));
      if (!admin) return signInPage(res, details.uid, appName);
      html(res, 200, consentPage(admin, details, client, csrfFor(s.csrfKey, admin.sid, details.uid), resourcesOf(s.issuer)));
    } catch (err) {
      next(err);
    }
  });

  router.post('/oauth/interaction/:uid/login', form, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const it = await interaction(req, res);
      if (!it) return;
      const given = String(req.body?.credential ?? '').trim();
      const appName = it.client.clientName ?? it.client.clientId;
      let who: { orgId: string; userId: string } | { refused: string };
      if (given.startsWith('sextant_')) who = await adminByKey(db, given);
      else {
        let t = given;
        try {
          t = new URL(given).searchParams.get('token') ?? given;
        } catch {
          /* a bare token */
        }
        who = (await redeemLoginLink(db, t)) ?? {
          refused: 'That sign-in link has been used, has expired (links last 15 minutes) or is not valid. Print a new one with the admin CLI.',
        };
      }
      if ('refused' in who) return signInPage(res, it.details.uid, appName, 403, who.refused);
      setSession(res, await startSession(db, who.orgId, who.userId));
      res.redirect(303, `/oauth/interaction/${it.details.uid}`);
    } catch (err) {
      next(err);
    }
  });

  router.post('/oauth/interaction/:uid/logout', form, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const it = await interaction(req, res);
      if (!it) return;
      const admin = await sessionAdmin(db, cookieOf(req));
      if (admin && sameToken(String(req.body?.csrf ?? ''), csrfFor(it.s.csrfKey, admin.sid, it.details.uid))) await endSession(db, admin.sid);
      res.clearCookie(SESSION_COOKIE, { path: '/oauth' });
      res.redirect(303, `/oauth/interaction/${it.details.uid}`);
    } catch (err) {
      next(err);
    }
  });

  router.post('/oauth/interaction/:uid/confirm', form, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const it = await interaction(req, res);
      if (!it) return;
      const { s, details, client } = it;
      const admin = await sessionAdmin(db, cookieOf(req));
      if (!admin) return signInPage(res, details.uid, client.clientName ?? client.clientId, 403, 'Your session has ended: sign in again.');
      if (!sameToken(String(req.body?.csrf ?? ''), csrfFor(s.csrfKey, admin.sid, details.uid))) {
        return html(res, 403, errorPage('invalid_request', 'This form is out of date or did not come from this page. Reload the page and try again.'));
      }
      const finish = (result: Record<string, unknown>) => finishRelative(s.provider, req, res, result);
      if (details.params.actor !== undefined && details.params.actor !== 'app')
        return finish({ error: 'invalid_request', error_description: 'actor must be app' });
      const deny = { error: 'access_denied', error_description: 'the org admin denied the request' };
      if (req.body?.decision !== 'approve') return auditDenied(db, req, admin, client, requestedScopes(details).grantable).then(() => finish(deny));
      if (client.org_id && client.org_id !== admin.orgId) return finish({ error: 'access_denied', error_description: 'this app is registered to another org' });
      const { grantable: requested } = requestedScopes(details);
      const ticked = new Set([req.body?.scope ?? []].flat().map(String));
      // Never more than an admin holds, never compensation:read or org:manage, only what the admin ticked.
      const granted = requested.filter((sc) => ticked.has(sc));
      const denied = requested.filter((sc) => !granted.includes(sc));
      if (!granted.length) return finish({ error: 'invalid_scope', error_description: 'no requested scope was granted' });
      const resource = [details.params.resource ?? resourcesOf(s.issuer).api].flat()[0];
      const actorType = details.params.actor === 'app' ? 'app' : 'user';
      const { grantId, accountId } = await db.transaction(async (trx) => {
        const userId = actorType === 'app' ? await appUser(trx, admin.orgId, client.clientId, client.clientName ?? client.clientId) : admin.userId;
        const subject = `${actorType}:${admin.orgId}:${userId}`;
        const grant = new s.provider.Grant({ accountId: subject, clientId: client.clientId });
        grant.addResourceScope(resource, granted.join(' '));
        if (denied.length) grant.rejectResourceScope(resource, denied.join(' '));
        // Capabilities are static scopes too: mark them on the OIDC side as well, or the consent prompt comes back.
        grant.addOIDCScope(granted.join(' '));
        if (denied.length) grant.rejectOIDCScope(denied.join(' '));
        const id = await grant.save();
        await recordGrant(trx, {
          grantId: id,
          orgId: admin.orgId,
          clientId: client.clientId,
          actorType,
          userId,
          approvedBy: admin.userId,
          scopes: granted,
          resource,
        });
        await auditApproved(trx, req, admin, client, { grantId: id, actor: actorType, scopes: granted, refusedScopes: denied });
        return { grantId: id, accountId: subject };
      });
      // Both prompts at once: login names the token's subject (the actor), consent points at the grant.
      await finish({ login: { accountId, remember: false }, consent: { grantId } });
    } catch (err) {
      next(err);
    }
  });

  // A one-time sign-in link (admin CLI login-link). Opening it (GET) only shows who it signs in, with a button: link
  // previewers and mail scanners fetch URLs, and must not use the link up. The button (POST) redeems it, starts a
  // session and goes back to the consent page it names.
  const nextOf = (v: unknown) => (typeof v === 'string' && /^\/oauth\/interaction\/[\w-]+$/.test(v) ? v : undefined);
  const linkGone = (res: Response) =>
    html(
      res,
      400,
      errorPage('invalid_request', 'This sign-in link has been used, has expired (links last 15 minutes) or is not valid. Print a new one with the admin CLI.'),
    );
  router.get('/oauth/login', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const who = token ? await peekLoginLink(db, token) : undefined;
      if (!who) return linkGone(res);
      const back = nextOf(req.query.next);
      html(
        res,
        200,
        page(
          'Sign in',
          `<h1>Sign in as ${esc(who.name)}</h1><p>Admin of ${esc(who.orgName)}, to review apps that ask for access.</p>
<form method="post" action="/oauth/login"><input type="hidden" name="token" value="${esc(token)}">${back ? `<input type="hidden" name="next" value="${esc(back)}">` : ''}
<button type="submit">Sign in</button></form><p class="muted">The link works once, within 15 minutes of being printed.</p>`,
        ),
      );
    } catch (err) {
      next(err);
    }
  });
  router.post('/oauth/login', form, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const who = typeof req.body?.token === 'string' ? await redeemLoginLink(db, req.body.token) : undefined;
      if (!who) return linkGone(res);
      setSession(res, await startSession(db, who.orgId, who.userId));
      const back = nextOf(req.body?.next);
      if (back) return res.redirect(303, back);
      html(res, 200, page('Signed in', '<h1>You are signed in</h1><p>Return to the tab that asked you to approve an app and reload it.</p>'));
    } catch (err) {
      next(err);
    }
  });

  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  router.use(['/oauth', '/api/oauth'], (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A path segment whose percent-encoding is not UTF-8 (`%`, `%E0%A4%A`, an encoded lone surrogate): the router
    // cannot decode the route parameter and hands on a URIError marked 400. The request is at fault, not the server.
    if (err instanceof URIError) {
      html(res, 400, errorPage('invalid_request', 'This address is not valid: part of it is not correctly percent-encoded. Start again from the app.'));
      return;
    }
    // Other refusals of the request itself (a form body too large or unreadable: body-parser's 4xx).
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      html(res, status, errorPage('invalid_request', 'This request could not be read. Start again from the app.'));
      return;
    }
    logger.error({ err, requestId: req.requestId }, 'oauth page failed');
    html(res, 500, errorPage('server_error', `Something went wrong on our side (request ${req.requestId}). Start again from the app.`));
  });
  return router;
}

class InteractionGone extends Error {}

/**
 * Ends the interaction with `result` and sends the browser on with a relative 303 (oidc-provider's own redirect is
 * absolute, on the issuer's origin: a browser that came in on another spelling of the host, localhost for
 * 127.0.0.1, would arrive there without the resume cookie).
 */
async function finishRelative(provider: OAuthProvider, req: Request, res: Response, result: Record<string, unknown>): Promise<void> {
  const to = new URL(await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false }));
  res.redirect(303, `${to.pathname}${to.search}`);
}
