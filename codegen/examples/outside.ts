/**
 * The recorder's calls of the operations served outside the pipeline (`x-served-by`: the OAuth 2.0 authorization
 * server and its consent pages, MCP, the inbound GitHub webhook): plain HTTP, as their clients make them. The OAuth
 * forms are recorded as the fields sent (request examples of their form bodies).
 */
import type { Knex } from 'knex';
import { CALLBACK, Jar, authorizeUrl, get, locationOf, pkce, postForm, token } from '../../contract-tests/lib/oauth.js';
// The suite's typing of vitest's inject(), which the OAuth helpers' module uses (not called here).
import type {} from '../../contract-tests/setup/types.js';
import type { Json } from '../../src/core/json.js';
import { githubSignature } from '../../src/integrations/github.js';
import { registerApp } from '../../src/oauth/apps.js';
import type { Recording } from './inject.js';
import type { PlanContext } from './plan.js';

type Recorded = Record<string, Recording>;

const getJson = async (c: PlanContext, id: string, path: string): Promise<Recorded> => {
  const res = await fetch(`${c.baseUrl}${path}`);
  if (!res.ok) throw new Error(`${id}: GET ${path} answered ${res.status}`);
  return { [id]: { status: res.status, response: await res.json() } };
};

/**
 * One authorization code flow of an app registered for the org, approved by the admin's key: the forms of each step
 * and the token answer, recorded; resolves with the access token (a person acting as themselves).
 */
async function authorize(
  c: PlanContext,
  db: Knex,
  scope: string,
  recorded: Recorded,
): Promise<{ access_token: string; refresh_token: string; app: { clientId: string; clientSecret: string } }> {
  const app = await registerApp(db, { orgId: c.orgId, name: 'Northwind planning assistant', redirectUris: [CALLBACK] });
  const { verifier, challenge } = pkce();
  const jar = new Jar();
  let res = await get(authorizeUrl(c.baseUrl, { client_id: app.clientId, scope, state: 'af0ifjsldkj', code_challenge: challenge }), jar);
  const at = locationOf(res, c.baseUrl);
  const signIn = { credential: c.apiKey };
  res = await postForm(`${at.origin}${at.pathname}/login`, signIn, jar);
  if (res.status !== 303) throw new Error(`sign-in: ${res.status}`);
  recorded.signInOAuthConsent = { status: 303, request: signIn };
  const page = await (await get(at.toString(), jar)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!csrf) throw new Error('no consent form');
  const confirm = { csrf, decision: 'approve', scope: [...page.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1]) };
  res = await postForm(`${at.origin}${at.pathname}/confirm`, confirm, jar);
  if (res.status !== 303) throw new Error(`confirm: ${res.status}`);
  recorded.confirmOAuthConsent = { status: 303, request: confirm };
  recorded.signOutOAuthConsent = { status: 303, request: { csrf } };
  res = await get(locationOf(res, c.baseUrl).toString(), jar);
  const code = locationOf(res, c.baseUrl).searchParams.get('code');
  if (!code) throw new Error('no code');
  const form = { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier };
  const t = await token(c.baseUrl, app, form);
  if (t.status !== 200) throw new Error(`token: ${t.status} ${JSON.stringify(t.body)}`);
  recorded.createOAuthToken = { status: 200, request: form, response: t.body };
  return { ...t.body, app };
}

/** An OAuth access token of the org admin acting as themselves (publishing direction documents needs a person). */
export async function personToken(c: PlanContext, db: Knex): Promise<string> {
  return (await authorize(c, db, 'direction:read direction:create direction:update direction:delete vision:read strategy:read', {})).access_token;
}

/** After the pipeline's operations: each returns the recordings of the operations it covers. */
export const OUTSIDE: Record<string, (c: PlanContext, db: Knex) => Promise<Recorded>> = {
  metadata: async (c) => ({
    ...(await getJson(c, 'getOAuthServerMetadata', '/.well-known/oauth-authorization-server')),
    ...(await getJson(c, 'getApiResourceMetadata', '/.well-known/oauth-protected-resource')),
    ...(await getJson(c, 'getMcpResourceMetadata', '/.well-known/oauth-protected-resource/api/mcp')),
  }),
  registration: async (c) => {
    const request = {
      redirect_uris: ['https://assistant.example.com/oauth/callback'],
      client_name: 'Northwind release assistant',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      scope: 'task:read task:update opportunity:read',
    };
    const res = await c.fetchJson('POST', '/api/oauth/register', request, { authorization: '' });
    if (res.status !== 201) throw new Error(`registerOAuthClient: ${res.status} ${JSON.stringify(res.body)}`);
    return { registerOAuthClient: { status: 201, request, response: res.body } };
  },
  flow: async (c, db) => {
    const recorded: Recorded = {};
    const t = await authorize(c, db, 'task:read task:update', recorded);
    const revoke = { token: t.refresh_token, token_type_hint: 'refresh_token' };
    const basic = `Basic ${Buffer.from(`${encodeURIComponent(t.app.clientId)}:${encodeURIComponent(t.app.clientSecret)}`).toString('base64')}`;
    const res = await postForm(`${c.baseUrl}/api/oauth/revoke`, revoke, undefined, { authorization: basic });
    if (res.status !== 200) throw new Error(`revokeOAuthToken: ${res.status}`);
    recorded.revokeOAuthToken = { status: 200, request: revoke };
    // A sign-in link's form (the admin CLI's login:link prints the URL with its one-time token).
    recorded.signInWithLoginLink = { status: 200, request: { token: 'redacted-secret-value', next: '/oauth/interaction/7pLmQ2xV9cJ0aR4sT8uW1' } };
    return recorded;
  },
  github: async (c) => {
    const payload = {
      action: 'opened',
      number: 42,
      pull_request: {
        number: 42,
        title: `${c.id('ref:tasks')} Fix the rounding in the tax step`,
        state: 'open',
        merged: false,
        merged_at: null,
        html_url: 'https://github.com/northwind/checkout/pull/42',
        head: { ref: `${c.id('ref:tasks').toLowerCase()}-tax-rounding`, sha: '9fceb02d0ae598e95dc970b74767f19372d61af8' },
        base: { ref: 'main' },
        user: { login: 'octocat' },
      },
      repository: { full_name: 'northwind/checkout', private: true },
      sender: { login: 'octocat' },
    };
    const body = JSON.stringify(payload);
    const res = await fetch(`${c.baseUrl}/api/integrations/github/${c.id('integrations')}/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'GitHub-Hookshot/044aadd',
        'x-github-event': 'pull_request',
        'x-github-delivery': '72d3162e-cc78-11e3-81ab-4c9367dc0958',
        'x-github-hook-id': '1',
        'x-hub-signature-256': githubSignature(c.id('secret:integration'), body),
      },
      body,
    });
    if (res.status !== 200) throw new Error(`receiveGithubWebhook: ${res.status} ${await res.text()}`);
    return { receiveGithubWebhook: { status: 200, request: payload, response: (await res.json()) as Json } };
  },
};
