/**
 * The OAuth consent flow in a real headless Chromium (spec 2 §5.4, §5.6): Debian's chromium
 * driven by playwright-core (contract-tests/lib/browser.ts installs it with apt when missing and running as root).
 * An app registered as app:create registers it sends the browser to /oauth/authorize; the org admin signs in on the
 * consent page by pasting an admin API key, unticks a scope and approves; the browser lands on the app's callback
 * with a code and the state, and the code (with its PKCE verifier) gives tokens with the downgraded scope. A second
 * authorization signs in with a one-time sign-in link (admin CLI login-link) and is denied. No console errors, no
 * failed requests; screenshots go to test-results/screenshots/.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { createLoginLink } from '../../src/oauth/sessions.js';
import { launchBrowser, screenshotPath, watchPage } from '../lib/browser.js';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { authorizeUrl, newApp, pkce } from '../lib/oauth.js';
import { token } from './_tokens.js';

const { baseUrl, databaseUrl } = inject('contract');
let browser: Browser;
let callbackServer: Server;
let callback: string;
let org: Awaited<ReturnType<typeof newOrg>>;
let app: Awaited<ReturnType<typeof newApp>>;
useSdk();

beforeAll(async () => {
  // The app's own callback page: what a real integration serves at its redirect URI.
  callbackServer = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Connected</title><link rel="icon" href="data:,"><p>Connected</p>'),
  );
  await new Promise<void>((r) => callbackServer.listen(0, '127.0.0.1', r));
  callback = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
  org = await newOrg('Browser org');
  app = await newApp(org.orgId, { name: 'Roadmap Sync', redirectUris: [callback] });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => callbackServer?.close(r));
});

describe('authorize → consent → token in a real browser', () => {
  it('an admin signs in with a key, unticks a scope and approves; the code gives a downgraded token', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const { verifier, challenge } = pkce();
    await page.goto(
      authorizeUrl(baseUrl, {
        client_id: app.clientId,
        redirect_uri: callback,
        scope: 'task:read task:create task:delete',
        state: 'browser-1',
        code_challenge: challenge,
      }),
    );
    await expect(page.getByRole('heading', { name: 'Sign in to review Roadmap Sync' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('oauth-sign-in') });
    await page.getByLabel('Your admin API key, or a sign-in link').fill(org.apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await page.locator('h1').innerText()).toBe('Roadmap Sync wants access to Browser org');
    expect(await page.locator('body').innerText()).toMatch(/act as you/);
    const boxes = page.locator('input[name="scope"]');
    expect(await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['task:read', 'task:create', 'task:delete']);
    await page.locator('input[name="scope"][value="task:delete"]').uncheck();
    await page.screenshot({ path: screenshotPath('oauth-consent'), fullPage: true });
    await Promise.all([page.waitForURL((u) => u.toString().startsWith(callback)), page.getByRole('button', { name: 'Approve' }).click()]);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('state')).toBe('browser-1');
    expect(landed.searchParams.get('iss')).toBe(baseUrl);
    const code = landed.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(await page.locator('body').innerText()).toBe('Connected');
    const t = await token(baseUrl, app, { grant_type: 'authorization_code', code: code!, redirect_uri: callback, code_verifier: verifier });
    expect(t.status).toBe(200);
    expect(t.body.scope).toBe('task:read task:create');
    const viewer = must(await sdk.getViewer(as(t.body.access_token)));
    expect(viewer).toMatchObject({ userId: org.userId, capabilities: ['task:create', 'task:read'], credential: { type: 'oauth', actor: 'user' } });
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    // The session cookie is HttpOnly: the page's scripts cannot read it.
    const cookies = await context.cookies(`${baseUrl}/oauth/interaction`);
    expect(cookies.find((c) => c.name === 'sextant_admin')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/oauth' });
    await context.close();
  });

  it('an admin signs in with a one-time link (login-link) and denies; the app gets access_denied', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(
      authorizeUrl(baseUrl, {
        client_id: app.clientId,
        redirect_uri: callback,
        scope: 'task:read',
        state: 'browser-2',
        code_challenge: pkce().challenge,
        actor: 'app',
      }),
    );
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const consentPath = new URL(page.url()).pathname;
    const db = createDb(databaseUrl, { min: 0, max: 1 });
    const link = await createLoginLink(db, org.userId, baseUrl, consentPath).finally(() => db.destroy());
    await page.goto(link.url); // opening the link shows who it signs in; the button uses it
    expect(await page.locator('h1').innerText()).toBe('Sign in as Admin');
    await Promise.all([page.waitForURL((u) => u.pathname === consentPath), page.getByRole('button', { name: 'Sign in' }).click()]);
    expect(new URL(page.url()).pathname).toBe(consentPath);
    expect(await page.locator('body').innerText()).toMatch(/act as itself/);
    await Promise.all([page.waitForURL((u) => u.toString().startsWith(callback)), page.getByRole('button', { name: 'Deny' }).click()]);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('state')).toBe('browser-2');
    expect(landed.searchParams.get('code')).toBeNull();
    // The link worked once: opening it again shows the used-link page.
    const again = await page.goto(link.url);
    expect(again?.status()).toBe(400);
    expect(await page.locator('body').innerText()).toMatch(/has been used/);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests.map((r) => r.url)).toEqual([link.url]); // only the deliberate second use
    await context.close();
  });
});
