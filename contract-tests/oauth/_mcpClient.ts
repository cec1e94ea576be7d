/**
 * The MCP client side of the OAuth tests (spec 2 §5.4-5.7): an in-memory OAuthClientProvider as an MCP host
 * application implements it, registration sent from an address of its own in 127.0.0.0/8 (the registration limit is
 * per address), and one-shot viewer and revoke requests against a given server. Used by oauth-mcp.live.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { Sextant, SextantError, type Viewer } from '../../sdk/src/index';
import { checkedFetch } from '../lib/contract.js';
import { postForm } from '../lib/oauth.js';

/**
 * GET /api/v1/viewer on `base` (either instance) with `bearer`, through a typed client of its own (the plain SDK
 * functions know one base URL): the status, and the Viewer when it answered 200. No retries, so a 401 is the answer.
 */
export async function viewer(base: string, bearer: string): Promise<{ status: number; viewer?: Viewer }> {
  const api = new Sextant({ baseUrl: base, apiKey: bearer, fetch: checkedFetch, retry: false });
  try {
    const envelope = await api.platform.getViewer();
    return { status: 200, viewer: envelope.data };
  } catch (err) {
    if (err instanceof SextantError) return { status: err.status, viewer: undefined };
    throw err;
  }
}

/** POST /api/oauth/revoke on `base` (form body; `auth`: client credentials sent as HTTP Basic, or none). Status, content type, raw body. */
export async function revoke(base: string, body: Record<string, string>, auth?: { clientId: string; clientSecret: string }) {
  const headers: Record<string, string> = auth
    ? { authorization: `Basic ${Buffer.from(`${encodeURIComponent(auth.clientId)}:${encodeURIComponent(auth.clientSecret)}`).toString('base64')}` }
    : {};
  const res = await postForm(`${base}/api/oauth/revoke`, body, undefined, headers);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/**
 * Open registration is limited per client address (src/oauth/routes.ts, REGISTRATIONS_PER_MINUTE), and every test
 * file comes from 127.0.0.1 (oauth.test.ts exhausts that address's allowance on purpose). The SDK's registration is
 * therefore sent from an address of its own in 127.0.0.0/8, as a client on another machine would be. Where the
 * system cannot bind one (only 127.0.0.1 configured), it waits out a 429 (Retry-After) and tries again.
 */
export const OWN_ADDRESS = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
export async function registerFromOwnAddress(url: URL, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await postFrom(url, init, OWN_ADDRESS).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRNOTAVAIL') return fetch(url, init);
      throw err;
    });
    if (res.status !== 429 || attempt >= 2) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 60) * 1000 + 250));
  }
}

/** A one-shot request over node:http from `localAddress`, as a fetch Response (small bodies only). */
export function postFrom(url: URL, init: RequestInit, localAddress: string): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => {
    headers[k] = v;
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) for (const one of [v ?? []].flat()) h.append(k, one);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(init.body === undefined || init.body === null ? undefined : String(init.body));
  });
}

/** An in-memory OAuthClientProvider, as an MCP host application implements it; it records what the SDK asks of it. */
export class MemoryAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  /** Every token set the SDK saved, in order. */
  history: OAuthTokens[] = [];
  verifier?: string;
  /** Every URL the SDK sent "the user" to. */
  authorizations: URL[] = [];
  readonly stateValue = randomBytes(16).toString('base64url');
  constructor(readonly callback: string) {}
  get redirectUrl() {
    return this.callback;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP SDK test client',
      redirect_uris: [this.callback],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return this.stateValue;
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(c: OAuthClientInformationMixed) {
    this.client = c;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(t: OAuthTokens) {
    this.saved = t;
    this.history.push(t);
  }
  redirectToAuthorization(url: URL) {
    this.authorizations.push(url);
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error('no code verifier saved');
    return this.verifier;
  }
}
