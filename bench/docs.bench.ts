/**
 * `npm run bench`, reference page part: how long GET /docs takes to show its first operation in headless Chromium
 * (Debian's chromium driven by playwright-core, as the browser tests: contract-tests/lib/browser.ts), on the real
 * server (src/server.ts, in this process) over a real Postgres (DATABASE_URL, else an embedded one in a throwaway
 * directory). Each run is a fresh browser context (a cold cache, as a first visit), then one warm run in the same
 * context (the revalidated visit: 304s and the immutable script from the cache).
 *
 * Prints per run: time to first render (navigation start → the first operation's heading laid out, in ms, from the
 * page's own clock), and what the page fetched (bytes on the wire and the content-encoding of the document and the
 * scripts). Goal: first render ≤ 2000 ms (median of the cold runs). Env: BENCH_DOCS_RUNS (3).
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
  await page.goto(`${base}/docs`, { waitUntil: 'commit' });
  // The page's clock: performance.now() is ms since navigation start.
  const ms = (
    await page.waitForFunction(
      () => {
        const h = document.querySelector('[data-section-id*="/operation/"] h2');
        return h && h.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 300_000 },
    )
  ).jsonValue() as unknown as number;
  // Where the main thread's time went until then, in ms (Chromium's own counters, in seconds).
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
  return { ms: await ms, whole, fetched, split, nodes };
}

const cold: number[] = [];
for (let i = 0; i < RUNS; i++) {
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
const median = [...cold].sort((a, b) => a - b)[Math.floor(cold.length / 2)];
console.log(
  `docs: first render of the first operation, median of ${RUNS} cold visits: ${median.toFixed(0)} ms (goal ≤ ${GOAL_MS} ms) ${median <= GOAL_MS ? 'OK' : 'OVER'}`,
);

await browser.close();
await running.close();
await stopDb();
if (dir) rmSync(dir, { recursive: true, force: true });
