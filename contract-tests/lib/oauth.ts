/**
 * OAuth 2.0 test helpers: PKCE pairs, a cookie jar, the authorize → consent → code round trip driven
 * over plain HTTP (the browser test drives the same pages in Chromium), and token-endpoint calls. Apps are
 * registered through the same function the admin CLI's app:create uses.
 */
import { createHash, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { registerApp } from '../../src/oauth/apps.js';

export const CALLBACK = 'http://127.0.0.1:9/callback';

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A cookie jar for one host: keeps name=value pairs, honours deletion; Path is ignored (the paths used are nested). */
export class Jar {
  cookies = new Map<string, string>();
  store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired =
        attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** GET without following redirects, with and into `jar`. */
export async function get(url: string, jar?: Jar, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, { redirect: 'manual', headers: { ...(jar ? { cookie: jar.header() } : {}), ...headers } });
  jar?.store(res);
  return res;
}

/** POST an urlencoded form without following redirects. `body` values may repeat (arrays). */
export async function postForm(url: string, body: Record<string, string | string[]>, jar?: Jar, headers: Record<string, string> = {}): Promise<Response> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const one of [v].flat()) form.append(k, one);
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(jar ? { cookie: jar.header() } : {}), ...headers },
  });
  jar?.store(res);
  return res;
}

/** Registers an app of `orgId` as `npm run admin -- app:create` does: {clientId, clientSecret, …}. */
export async function newApp(orgId: string, opts: { name?: string; redirectUris?: string[]; scopes?: string[] } = {}) {
  const db = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  try {
    return await registerApp(db, { orgId, name: opts.name ?? 'Test app', redirectUris: opts.redirectUris ?? [CALLBACK], scopes: opts.scopes });
  } finally {
    await db.destroy();
  }
}

export interface AuthorizeParams {
  client_id: string;
  scope?: string;
  state?: string;
  redirect_uri?: string;
  actor?: string;
  resource?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  response_type?: string;
  prompt?: string;
}

/** The /oauth/authorize URL for `params` (response_type code, the callback and S256 by default). */
export function authorizeUrl(base: string, params: AuthorizeParams): string {
  const all: Record<string, string | undefined> = { response_type: 'code', redirect_uri: CALLBACK, code_challenge_method: 'S256', ...params };
  const q = new URLSearchParams(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
  return `${base}/oauth/authorize?${q}`;
}

/** Where a 30x points, resolved against `base`. */
export const locationOf = (res: Response, base: string) => new URL(res.headers.get('location') ?? '', base);

/**
 * Drives one authorization over HTTP: authorize → sign in with `adminKey` (unless the jar already holds a session) →
 * the consent page → approve the requested scopes minus `untick` (or deny) → the redirect back to the client.
 * Returns the final redirect URL (with `code` or `error`) and the page HTML the admin saw.
 */
export async function consent(base: string, params: AuthorizeParams, opts: { adminKey: string; jar?: Jar; untick?: string[]; decision?: 'approve' | 'deny' }) {
  const jar = opts.jar ?? new Jar();
  let res = await get(authorizeUrl(base, params), jar);
  if (res.status !== 303 && res.status !== 302) throw new Error(`authorize: ${res.status} ${await res.text()}`);
  let at = locationOf(res, base);
  if (!at.pathname.startsWith('/oauth/interaction/')) return { redirect: at, page: '' }; // an error redirect straight away
  let page = await (await get(at.toString(), jar)).text();
  if (page.includes('name="credential"')) {
    res = await postForm(`${at.origin}${at.pathname}/login`, { credential: opts.adminKey }, jar);
    if (res.status !== 303) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    page = await (await get(at.toString(), jar)).text();
  }
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!csrf) throw new Error(`no consent form: ${page}`);
  const offered = [...page.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]);
  const ticked = offered.filter((s) => !(opts.untick ?? []).includes(s));
  res = await postForm(`${at.origin}${at.pathname}/confirm`, { csrf, decision: opts.decision ?? 'approve', scope: ticked }, jar);
  if (res.status !== 303) throw new Error(`confirm: ${res.status} ${await res.text()}`);
  at = locationOf(res, base);
  res = await get(at.toString(), jar); // /oauth/authorize/:uid resumes and redirects to the client
  return { redirect: locationOf(res, base), page, status: res.status };
}

/** POST /api/oauth/token with a form body; client credentials by HTTP Basic unless `inBody`. Returns status and JSON. */
export async function token(base: string, app: { clientId: string; clientSecret?: string }, body: Record<string, string>, opts: { inBody?: boolean } = {}) {
  const headers: Record<string, string> = {};
  const form: Record<string, string> = { ...body };
  if (opts.inBody || !app.clientSecret) Object.assign(form, { client_id: app.clientId, ...(app.clientSecret ? { client_secret: app.clientSecret } : {}) });
  else headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}`;
  const res = await postForm(`${base}/api/oauth/token`, form, undefined, headers);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** A full authorization for `app` approved by `adminKey`: the token response (access_token, refresh_token, scope, …). */
export async function authorizeAndExchange(
  base: string,
  app: { clientId: string; clientSecret?: string },
  adminKey: string,
  opts: { scope: string; actor?: string; untick?: string[] },
) {
  const { verifier, challenge } = pkce();
  const { redirect } = await consent(
    base,
    { client_id: app.clientId, scope: opts.scope, state: 'st', code_challenge: challenge, actor: opts.actor },
    { adminKey, untick: opts.untick },
  );
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code: ${redirect}`);
  const r = await token(base, app, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier });
  if (r.status !== 200) throw new Error(`token: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { access_token: string; refresh_token: string; scope: string; expires_in: number; token_type: string };
}
