/**
 * `npm run bench`, reference page part: how long GET /docs takes to show its first operation in headless Chromium
 * (Debian's chromium driven by playwright-core, as the browser tests: contract-tests/lib/browser.ts), on the real
 * server (src/server.ts, in this process) over a real Postgres (DATABASE_URL, else an embedded one in a throwaway
 * directory). Each run is a fresh browser context (a cold cache, as a first visit), then one warm run in the same
 * context (the revalidated visit: 304s and the immutable script from the cache).
 *
 * Prints the first request after the server's start (which prerenders the page's first part, once), then per run:
 * the main-thread work of a first render with JavaScript off (Chromium's counters: parsing the HTML with its
 * prerendered part, style, layout — about the wall time on an idle machine), the time to first render
 * (navigation start → the first operation's heading laid out, in ms, from the page's own clock, watched from before
 * the page's first script), the main thread's counters then, and what the page fetched (bytes on the wire and the
 * content-encoding of the documents and the scripts). Goal: first render ≤ 2000 ms (median of the cold runs).
 * Env: BENCH_DOCS_RUNS (3).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../contract-tests/lib/browser.js';
import { ROOT } from '../src/db/connect.js';
import { startEmbedded } from '../src/db/embedded.js';
import { startServer } from '../src/server.js';

const RUNS = Number(process.env.BENCH_DOCS_RUNS ?? 3);
const GOAL_MS = 2000;

let dir: string | undefined;
let databaseUrl = process.env.DATABASE_URL;
let stopDb = async () => {};
if (!databaseUrl) {
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-data', 'bench-docs-'));
  const pg = await startEmbedded(dir, { persistent: false });
  databaseUrl = pg.url;
  stopDb = pg.stop;
}
const running = await startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), worker: false });
const base = `http://127.0.0.1:${running.port}`;
const browser = await launchBrowser();

interface Fetched {
  url: string;
  status: number;
  encoding: string;
  bytes: number;
}

/** One visit of /docs in `context`: ms to the first operation's heading, and what was fetched. */
async function visit(context: BrowserContext): Promise<{ ms: number; whole: number; fetched: Fetched[]; split: Record<string, number>; nodes: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  const sizes = new Map<string, number>();
  const responses = new Map<string, { url: string; status: number; encoding: string }>();
  cdp.on('Network.responseReceived', (e) =>
    responses.set(e.requestId, {
      url: e.response.url,
      status: e.response.status,
      encoding: String(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? ''),
    }),
  );
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  // The page's clock from its first moment: a script run before any of the page's records, on every frame, when the
  // first operation's heading is first laid out (performance.now() is ms since navigation start). Polling from the
  // test process instead would start late on a loaded machine, after the page may have moved on.
  // (A string: a function would be serialised as tsx compiled it, naming helpers the page does not have.)
  await page.addInitScript(`(function check() {
    var h = document.querySelector('[data-section-id*="/operation/"] h2');
    if (h && h.getBoundingClientRect().height > 0) window.firstRender = performance.now();
    else requestAnimationFrame(check);
  })();`);
  await page.goto(`${base}/docs`, { waitUntil: 'commit' });
  const seen = await page.waitForFunction(() => (window as unknown as { firstRender?: number }).firstRender ?? false, undefined, {
    polling: 50,
    timeout: 300_000,
  });
  const ms = (await seen.jsonValue()) as number;
  // Where the main thread's time went until then, in ms (Chromium's own counters, in seconds): read as soon as the
  // first render is seen, so it may include the start of Redoc's work after it.
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const split = Object.fromEntries(
    ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'].map((k) => [k.replace('Duration', ''), Math.round((metrics[k] ?? 0) * 1000)]),
  );
  const nodes = metrics.Nodes ?? 0;
  // Then the whole document, swapped in for the first part.
  await page.locator('html[data-docs="complete"]').waitFor({ state: 'attached', timeout: 600_000 });
  const whole = (await page.evaluate(() => performance.now())) as number;
  const fetched = [...responses.entries()]
    .filter(([, r]) => r.url.startsWith(base))
    .map(([id, r]) => ({ ...r, url: r.url.slice(base.length), bytes: sizes.get(id) ?? 0 }));
  await page.close();
  return { ms, whole, fetched, split, nodes };
}

/**
 * The first render's own main-thread work: the page loaded with JavaScript off (no Redoc at all, so what is counted
 * is parsing the HTML with its prerendered part, style and layout), Chromium's counters at the load event, in ms.
 * On an idle machine this is about the wall time of a first render (the transfer is local).
 */
async function withoutScript(): Promise<{ ms: number; split: Record<string, number>; shown: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/docs`, { waitUntil: 'load' });
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const split = Object.fromEntries(
    ['RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'].map((k) => [k.replace('Duration', ''), Math.round((metrics[k] ?? 0) * 1000)]),
  );
  const shown = (await page.locator('[data-section-id*="/operation/"] h2').first().boundingBox()) !== null;
  await context.close();
  return { ms: split.Task, split, shown };
}

// The first request after a start prerenders the page's first part (src/http/docsPrerender.ts), once.
const started = performance.now();
await fetch(`${base}/docs`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
console.log(`docs: first request after start (prerenders the first part, once): ${(performance.now() - started).toFixed(0)} ms`);

const cold: number[] = [];
const ownWork: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const bare = await withoutScript();
  ownWork.push(bare.ms);
  console.log(
    `docs: run ${i + 1} without JavaScript: first operation ${bare.shown ? 'shown' : 'NOT SHOWN'}, main thread to load ${JSON.stringify(bare.split)} ms`,
  );
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const first = await visit(context);
  cold.push(first.ms);
  const again = await visit(context);
  const show = (f: Fetched[]) => f.map((x) => `${x.url} ${x.status} ${x.encoding || 'identity'} ${(x.bytes / 1024).toFixed(0)} KB`).join(', ');
  console.log(
    `docs: run ${i + 1} cold ${first.ms.toFixed(0)} ms (whole document ${first.whole.toFixed(0)} ms), main thread to first render ${JSON.stringify(first.split)} ms, ${first.nodes} DOM nodes [${show(first.fetched)}]`,
  );
  console.log(`docs: run ${i + 1} warm ${again.ms.toFixed(0)} ms (whole document ${again.whole.toFixed(0)} ms) [${show(again.fetched)}]`);
  await context.close();
}
const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const median = medianOf(cold);
console.log(
  `docs: first render of the first operation, median of ${RUNS} cold visits: ${median.toFixed(0)} ms (goal ≤ ${GOAL_MS} ms) ${median <= GOAL_MS ? 'OK' : 'OVER'}; ` +
    `its own main-thread work (no JavaScript), median: ${medianOf(ownWork).toFixed(0)} ms`,
);

await browser.close();
await running.close();
await stopDb();
if (dir) rmSync(dir, { recursive: true, force: true });
