/**
 * The API reference page in a real headless Chromium (Debian's chromium driven by playwright-core;
 * contract-tests/lib/browser.ts installs it with apt when missing and running as root). GET /docs renders the
 * bundled document with Redoc, served by the server itself: the test asserts the page makes no request to any
 * other origin and has no console error, page error or failed request; that every tag, operation, webhook event
 * and component schema, the auth schemes and the platform rules of info.description have their section; that an
 * operation shows its generated curl, SDK and CLI samples; and that Redoc's search finds an operation by name.
 * The samples themselves (codegen/codeSamples.ts) are checked against the real thing: the curl samples of reads
 * that name no entity answer 200 on this server, and every CLI sample, run by the CLI in-process, sends the request
 * its curl sample shows.
 * It also checks what makes the page fast (src/http/docs.ts, src/http/docsPrerender.ts): with JavaScript off the
 * page already shows the first operation — its first render is in the HTML, waiting for no script, whatever the
 * document's size — with no CSP violation; the live page then replaces the prerendered part; a `<n>` placeholder
 * shows as written (`OPP-<n>`); and every file of the page came compressed (br or gzip). How long the first render
 * takes is measured by `npm run bench` (bench/docs.bench.ts), not asserted here (a timing on a shared CI machine).
 * The page is loaded once (Redoc renders the whole document up front: the slow part). Screenshot:
 * test-results/screenshots/docs.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotPath, watchPage, type PageProblems } from '../lib/browser.js';
import { newOrg } from '../lib/orgs.js';
import { main as cliMain } from '../../src/cli/sextant/main.js';

const { baseUrl } = inject('contract');
const origin = new URL(baseUrl).origin;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** How long Redoc may take to render the whole document on a loaded CI machine. */
const RENDER_MS = 180_000;

interface Sample {
  lang: string;
  label: string;
  source: string;
}
/** What this test reads of one operation of the served document. */
interface ServedOperation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  'x-codeSamples'?: Sample[];
  'x-served-by'?: string;
  requestBody?: { content: Record<string, { example?: Record<string, unknown> }> };
}
type ServedPathItem = Partial<Record<(typeof METHODS)[number], ServedOperation>>;
/** What this test reads of the served OpenAPI document (GET /api/v1/openapi.json). */
interface ServedDocument {
  paths: Record<string, ServedPathItem>;
  webhooks?: Record<string, ServedPathItem>;
  tags: { name: string }[];
  components: { schemas: Record<string, unknown> };
}

/** The words of a sample as sh reads them (its own quoting: bare words, '…' with '\'' escapes, "…", `\` newlines). */
function shellWords(source: string): string[] {
  const text = source.replace(/\\\n\s*/g, ' ');
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '\\') word = (word ?? '') + text[++i];
    else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}
const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
        )
      : v;

let browser: Browser;
let page: Page;
let problems: PageProblems;
let doc: ServedDocument;
const requested: string[] = [];
/** The content-encoding of each response of this origin, by URL ('' for none). */
const encodings = new Map<string, string>();

/** Every operation of the document: where it lives, its tag, id and samples. */
const operationsOf = (d: ServedDocument) =>
  (['paths', 'webhooks'] as const).flatMap((where) =>
    Object.entries(d[where] ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((m) => {
        const op = item[m];
        return op ? [{ where, path, tag: op.tags[0], id: op.operationId, op }] : [];
      }),
    ),
  );

beforeAll(async () => {
  doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as ServedDocument;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  problems = watchPage(page);
  page.on('request', (r) => requested.push(r.url()));
  page.on('response', (r) => void encodings.set(r.url(), r.headers()['content-encoding'] ?? ''));
  await page.goto(`${baseUrl}/docs`);
  // The page renders the first tag, then the whole document, and marks the swap (src/http/docs.ts).
  await page.locator('html[data-docs="complete"]').waitFor({ state: 'attached', timeout: RENDER_MS });
}, 300_000 + RENDER_MS);

afterAll(async () => {
  await browser?.close();
});

describe('GET /docs', () => {
  it('serves the shell with a strict Content-Security-Policy and the Redoc bundle without outside URLs', async () => {
    const res = await fetch(`${baseUrl}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/https?:|unsafe-inline|unsafe-eval/);
    const html = await res.text();
    // No inline script or style; everything the page loads (scripts, styles, preloads, images) from this origin.
    expect(html).not.toMatch(/<script>|<style| style="/);
    const loads = [...html.matchAll(/<(?:script|link|img)\b[^>]*?\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(loads.length).toBeGreaterThanOrEqual(6);
    expect(loads.filter((url) => !url.startsWith('/') && !url.startsWith('data:'))).toEqual([]);
    const bundleUrl = /<link rel="preload" href="(\/docs\/redoc\.[A-Za-z0-9_-]{27}\.js)" as="script">/.exec(html)?.[1];
    expect(bundleUrl).toBeDefined();
    const bundle = await fetch(`${baseUrl}${bundleUrl}`);
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).not.toContain('cdn.redoc.ly');
    // A revalidation (fetch adds `Cache-Control: no-cache` to a conditional request unless one is given).
    const again = await fetch(`${baseUrl}${bundleUrl}`, {
      headers: { 'If-None-Match': bundle.headers.get('etag')!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const missing = await fetch(`${baseUrl}/docs/nothing-here.js`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
  });

  it('every operation of the served document carries its generated samples (curl; SDK and CLI in the pipeline)', () => {
    const ops = operationsOf(doc).filter((o) => o.where === 'paths');
    expect(ops.length).toBeGreaterThan(250);
    for (const { id, op } of ops) {
      const labels = (op['x-codeSamples'] as Sample[] | undefined)?.map((s) => s.label);
      expect(labels, id).toEqual(op['x-served-by'] ? ['curl'] : ['curl', 'SDK', 'CLI']);
    }
    const createTask = operationsOf(doc).find((o) => o.id === 'createTask')!.op['x-codeSamples'] as Sample[];
    expect(createTask[0].source).toMatch(/^curl -X POST "\$SEXTANT_URL\/api\/v1\/tasks" \\\n {2}-H "Authorization: Bearer \$SEXTANT_API_KEY"/);
    expect(createTask[0].source).toContain(`-H "Idempotency-Key: $(node -p 'crypto.randomUUID()')"`);
    expect(createTask[1].source).toContain("import { configure, createTask } from '@sextant/sdk';");
    // The samples are written from the body's (recorded) example: the CLI names each of its fields as a flag.
    const body = doc.paths['/api/v1/tasks'].post!.requestBody!.content['application/json'].example!;
    expect(createTask[2].source).toMatch(/^sextant tasks create \\\n/);
    expect(createTask[2].source).toContain(`--title '${body.title}'`);
    expect(createTask[2].source).toContain(`--priority ${body.priority}`);
  });

  it('the curl samples of the reads that need no id answer 200 as written (URL, query and credential)', async () => {
    const { apiKey } = await newOrg('Docs samples org');
    // GETs whose sample names no entity (no path parameter, no placeholder id or value in the query).
    const runnable = operationsOf(doc).filter(
      (o) =>
        o.where === 'paths' &&
        !o.op['x-served-by'] &&
        !o.path.includes('{') &&
        /^curl "[^"<]+"(\n|$| )/.test((o.op['x-codeSamples'] as Sample[])[0].source) &&
        !(o.op['x-codeSamples'] as Sample[])[0].source.includes('3fa85f64'),
    );
    expect(runnable.length).toBeGreaterThan(20);
    const statuses: Record<string, number> = {};
    for (const { id, op } of runnable) {
      const curl = (op['x-codeSamples'] as Sample[])[0].source;
      const url = /^curl "\$SEXTANT_URL([^"]+)"/.exec(curl)![1];
      const auth = curl.includes('-H "Authorization: Bearer $SEXTANT_API_KEY"');
      expect(auth, id).toBe((op.security ?? []).length > 0);
      statuses[id] = (await fetch(`${baseUrl}${url}`, { headers: auth ? { authorization: `Bearer ${apiKey}` } : {} })).status;
    }
    // Operations needing one of several optional parameters, which the document cannot mark required: their
    // sample shows none until a parameter gets an `example` (codegen/codeSamples.ts then shows it).
    const needsAFilter: Record<string, number> = { listAgentRuns: 400, listBlockingInsights: 400 };
    expect(Object.fromEntries(Object.entries(statuses).filter(([, status]) => status !== 200))).toEqual(needsAFilter);
  });

  it('every CLI sample, run by the CLI itself, sends the request its curl sample shows', async () => {
    const differ: string[] = [];
    for (const { id, path, op } of operationsOf(doc).filter((o) => o.where === 'paths' && !o.op['x-served-by'])) {
      const [curl, , cli] = (op['x-codeSamples'] as Sample[]).map((x) => shellWords(x.source));
      const url = curl.find((w) => w.startsWith('$SEXTANT_URL'))!.replace('$SEXTANT_URL', '');
      const data = curl.indexOf('-d');
      const method = curl[1] === '-X' ? curl[2] : 'GET';
      const sent: { method: string; url: string; body?: string }[] = [];
      const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
        sent.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body as string | undefined });
        return new Response(JSON.stringify({ ok: true, data: {}, meta: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch;
      let stderr = '';
      const code = await cliMain({
        argv: cli.slice(1),
        fetch: fakeFetch,
        env: { SEXTANT_URL: 'http://cli.test', SEXTANT_API_KEY: 'sextant_live_x', XDG_CONFIG_HOME: '/nonexistent-sextant-docs' },
        stdout: { write: () => true },
        stderr: { write: (t: string) => ((stderr += t), true) },
      });
      const got = sent[0] && {
        method: sent[0].method,
        url: decodeURIComponent(sent[0].url.replace('http://cli.test', '')),
        body: sent[0].body ? sortKeys(JSON.parse(sent[0].body)) : undefined,
      };
      const want = { method, url: decodeURIComponent(url), body: data >= 0 ? sortKeys(JSON.parse(curl[data + 1])) : undefined };
      if (code !== 0 || JSON.stringify(got) !== JSON.stringify(want))
        differ.push(`${id} (${path}): exit ${code} ${stderr.trim()} sent ${JSON.stringify(got)}, curl ${JSON.stringify(want)}`);
    }
    expect(differ).toEqual([]);
  });

  it('renders offline: every tag, operation, webhook, schema, auth scheme and platform rule, with no error', async () => {
    const sections = new Set(await page.locator('[data-section-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id'))));
    const expected = [
      ...doc.tags.map((t) => `tag/${t.name}`),
      ...operationsOf(doc).map((o) => `tag/${o.tag}/operation/${o.id}`),
      ...Object.keys(doc.components.schemas).map((name) => `schema/${name}`),
      ...[
        'Authentication',
        'Authentication/bearerAuth',
        'Authentication/oauth2',
        'Errors',
        'Platform-rules/Idempotency',
        'Platform-rules/Rate-limits',
        'Platform-rules/Paging',
        'Platform-rules/Batch',
        'Platform-rules/Actions',
      ].map((s) => `section/${s}`),
    ];
    expect(expected.filter((id) => !sections.has(id))).toEqual([]);
    // Webhook events render as such, in the webhooks tag.
    const event = page.locator('[data-section-id="tag/webhooks/operation/receiveVisionCreatedEvent"]');
    // Sections off screen are not laid out (content-visibility: auto), so have no innerText until scrolled to.
    await event.scrollIntoViewIfNeeded();
    await expect.poll(() => event.locator('h2').innerText(), { timeout: 10_000 }).toMatch(/vision\.created\s*Webhook/);
    expect(await page.locator('[data-item-id="tag/webhooks"]').count()).toBe(1);

    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    // Only this server: the document, the bundle, and Redoc's search worker (a blob: URL of this origin).
    expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith(`blob:${origin}/`) && !url.startsWith('data:'))).toEqual([]);
    expect(requested).toContain(`${origin}/docs/openapi.json`);
    // Fetched once: the page's preload is the fetch Redoc makes.
    expect(requested.filter((url) => url === `${origin}/docs/openapi.json`)).toHaveLength(1);
  });

  it('with JavaScript off, shows the first operation and the first tag’s menu already: the first render waits for no script', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, javaScriptEnabled: false });
    try {
      const bare = await context.newPage();
      // With scripting off Chromium refuses the page's script preload (as `csp`): that one is expected.
      const bareProblems = watchPage(bare, { expected: (r) => r.failure === 'csp' && /\/docs\/redoc\.[A-Za-z0-9_-]{27}\.js$/.test(r.url) });
      const bareRequests: string[] = [];
      bare.on('request', (r) => bareRequests.push(r.url()));
      await bare.goto(`${baseUrl}/docs`, { waitUntil: 'load' });
      const tag = doc.tags[0].name;
      const ops = operationsOf(doc).filter((o) => o.where === 'paths' && o.tag === tag);
      const heading = bare.locator(`[data-section-id="tag/${tag}/operation/${ops[0].id}"] h2`);
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.boundingBox()).not.toBeNull();
      expect(await heading.innerText()).toBe((ops[0].op as { summary?: string }).summary);
      // The whole first tag, in the page and in its menu; nothing of the rest (the schema section, webhooks).
      const sections = await bare.locator('[data-section-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id')));
      expect(sections.filter((id) => id?.includes('/operation/'))).toEqual(ops.map((o) => `tag/${tag}/operation/${o.id}`));
      expect(await bare.locator(`[data-item-id="tag/${tag}/operation/${ops[0].id}"]`).count()).toBe(1);
      // Styled as the live page (the prerendered stylesheet applies: the menu is beside the content, not above it).
      const menu = await bare.locator('.menu-content').boundingBox();
      expect(menu?.x).toBe(0);
      expect(menu?.y).toBe(0);
      expect((await heading.boundingBox())!.x).toBeGreaterThan(menu!.width);
      // No CSP violation (Chromium reports them as console errors) and nothing from another origin.
      expect(bareProblems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
      expect(bareRequests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
      await bare.screenshot({ path: screenshotPath('docs-no-javascript') });
    } finally {
      await context.close();
    }
  });

  it('shows the first operation, placeholders as written, and got every file of the page compressed', async () => {
    const first = operationsOf(doc).find((o) => o.where === 'paths' && o.tag === doc.tags[0].name)!;
    await expect(page.locator(`[data-section-id="tag/${first.tag}/operation/${first.id}"] h2`).first().isVisible()).resolves.toBe(true);
    // The live page replaced the prerendered part (whose elements carry data-docs-style).
    expect(await page.locator('#redoc').count()).toBe(1);
    expect(await page.locator('[data-docs-style]').count()).toBe(0);
    // `OPP-<n>` in a description is text, not an <n> element (Markdown passes tags through as HTML).
    const opportunity = page.locator('[data-section-id="tag/opportunities/operation/getOpportunity"]');
    await opportunity.evaluate((el) => el.scrollIntoView());
    await expect.poll(() => opportunity.innerText(), { timeout: 10_000 }).toContain('OPP-<n>');
    expect(await page.locator('#redoc n').count()).toBe(0);
    // The page, its scripts, its styles (the prerendered part's included) and its document.
    const files = [...encodings.keys()].filter((url) => url.startsWith(`${origin}/docs`));
    for (const name of ['redoc', 'init', 'docs', 'first'])
      expect(
        files.some((url) => new RegExp(`/docs/${name}\\.[A-Za-z0-9_-]{27}\\.(js|css)$`).test(url)),
        name,
      ).toBe(true);
    expect(files).toContain(`${origin}/docs`);
    expect(files).toContain(`${origin}/docs/openapi.json`);
    for (const url of files) expect(encodings.get(url), url).toMatch(/^(br|gzip)$/);
  });

  it('shows an operation’s curl, SDK and CLI samples', async () => {
    const section = page.locator('[data-section-id="tag/tasks/operation/createTask"]');
    const samples = operationsOf(doc).find((o) => o.id === 'createTask')!.op['x-codeSamples'] as Sample[];
    for (const sample of samples) {
      await section.getByRole('tab', { name: sample.label, exact: true }).click();
      const shown = await section.locator('.react-tabs__tab-panel--selected pre').allInnerTexts();
      expect(
        shown.some((text) => text.includes(sample.source.split('\n')[0])),
        `${sample.label}: ${shown.join(' | ')}`,
      ).toBe(true);
    }
    await section.getByRole('tab', { name: 'SDK', exact: true }).click();
    await section.evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: screenshotPath('docs') });
  });

  it('search finds an operation by its summary and leads to it', async () => {
    await page.getByPlaceholder('Search...').fill('import runs');
    const result = page.locator('[data-role="search:results"] [data-item-id="tag/import-runs/operation/listImportRuns"]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toMatch(/List import runs/);
    await result.click();
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 10_000 }).toBe('#tag/import-runs/operation/listImportRuns');
    await page.screenshot({ path: screenshotPath('docs-search') });
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });
});
