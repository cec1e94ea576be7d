/**
 * Browser tests in a real headless Chromium: Debian's `chromium` package driven by playwright-core (Playwright's
 * own browser downloads are never used).
 *
 * Where the browser comes from (`ensureChromium`): `SEXTANT_CHROMIUM` when set, else `/usr/bin/chromium`, else —
 * when the process runs as root and `apt-get` exists, as on a fresh Debian 12 CI machine — the test setup installs
 * the `chromium` package itself (`apt-get update`, then `apt-get install -y --no-install-recommends chromium`; needs
 * network). The recommends it skips are not needed headless: chromium-sandbox (we run with --no-sandbox),
 * fonts-liberation (fonts still come through the hard dependency libfontconfig1 → fontconfig-config →
 * fonts-dejavu-core), libgl1-mesa-dri (rendering falls back to software), upower, udev, notification-daemon and
 * system-config-printer.
 *
 * When it runs: lazily, not in a vitest globalSetup — a browser test file calls `launchBrowser()` (or
 * `ensureChromium()`) in its `beforeAll` with a long hook timeout, e.g. `beforeAll(async () => { browser = await
 * launchBrowser(); }, 300_000)`, so `vitest run src/...` never touches apt. Vitest runs files in several worker
 * processes, so two browser files may ask at once: a lock file in os.tmpdir() (created with `open(..., 'wx')`,
 * which fails when it exists) lets one worker run apt while the others wait for it to finish, then re-check
 * `/usr/bin/chromium`. A lock left by a dead process (its pid no longer runs) is removed and taken over.
 */
import { spawn } from 'node:child_process';
import { constants as fsConstants, mkdirSync } from 'node:fs';
import { access, open, readFile, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The checkout (two levels above contract-tests/lib). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const LOCK = join(tmpdir(), 'sextant-chromium-apt.lock');
/** How long a worker waits for another worker's apt install before giving up, in ms. */
const LOCK_WAIT_MS = 600_000;
/** How much of apt's output an error message carries, in characters (the end of it). */
const TAIL_CHARS = 4_000;

const HOW_TO_INSTALL =
  `Browser tests need Chromium. Install it with \`sudo apt-get install chromium\` (Debian; run the tests as root ` +
  `and they install it themselves), or set SEXTANT_CHROMIUM to the path of a Chromium or Chrome executable.`;

const exists = (path: string, mode = fsConstants.F_OK) =>
  access(path, mode).then(
    () => true,
    () => false,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first `name` on PATH that is executable, or undefined. */
async function onPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (await exists(join(dir, name), fsConstants.X_OK)) return join(dir, name);
  }
  return undefined;
}

/** Runs `command args` with stdin closed, output captured; rejects with the command, its exit and the output's tail. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (b: Buffer) => {
      out = (out + b.toString()).slice(-TAIL_CHARS);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (err) => reject(new Error(`${command} ${args.join(' ')} could not start: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}). ${HOW_TO_INSTALL}\n--- last output ---\n${out}`));
    });
  });
}

/** Whether a process with this pid runs (signal 0 probes without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** apt-get update + install of `chromium`, one worker at a time (see the module docstring). */
async function aptInstallChromium(aptGet: string): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    try {
      handle = await open(LOCK, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Another worker installs: wait for the browser, or for the lock to go (it failed: try ourselves).
      if (await exists(DEBIAN_CHROMIUM)) return;
      const owner = Number((await readFile(LOCK, 'utf8').catch(() => '')).trim());
      if (owner && !alive(owner)) await unlink(LOCK).catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`Waited ${LOCK_WAIT_MS / 1000} s for another apt-get install of chromium (lock ${LOCK}). ${HOW_TO_INSTALL}`);
      await sleep(1_000);
      continue;
    }
    try {
      await handle.writeFile(String(process.pid));
      await handle.close();
      if (await exists(DEBIAN_CHROMIUM)) return; // installed while we were taking the lock
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      // Wait for dpkg's own lock too, should some other apt run on the machine.
      const wait = ['-o', 'DPkg::Lock::Timeout=300'];
      await run(aptGet, [...wait, 'update'], env);
      await run(aptGet, [...wait, 'install', '-y', '--no-install-recommends', 'chromium'], env);
      if (!(await exists(DEBIAN_CHROMIUM))) throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing. ${HOW_TO_INSTALL}`);
      return;
    } finally {
      await unlink(LOCK).catch(() => undefined);
    }
  }
}

let chromiumPath: Promise<string> | undefined;

/**
 * The path of the Chromium executable the browser tests use: `SEXTANT_CHROMIUM` when set, else `/usr/bin/chromium`,
 * else installs Debian's `chromium` with apt-get when the process is root and apt-get exists (several minutes on
 * first run; give the calling hook a timeout of ~300 s). The answer is kept for the rest of the process.
 *
 * Rejects when `SEXTANT_CHROMIUM` is not an executable file, when apt-get fails (the message carries the end of
 * its output), or when there is no Chromium and it cannot be installed (the message says how to install it).
 */
export function ensureChromium(): Promise<string> {
  chromiumPath ??= (async () => {
    const fromEnv = process.env.SEXTANT_CHROMIUM;
    if (fromEnv) {
      if (!(await exists(fromEnv, fsConstants.X_OK))) throw new Error(`SEXTANT_CHROMIUM=${fromEnv} is not an executable file. ${HOW_TO_INSTALL}`);
      return fromEnv;
    }
    if (await exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    const aptGet = process.getuid?.() === 0 ? await onPath('apt-get') : undefined;
    if (!aptGet) throw new Error(`No Chromium at ${DEBIAN_CHROMIUM}. ${HOW_TO_INSTALL}`);
    await aptInstallChromium(aptGet);
    return DEBIAN_CHROMIUM;
  })();
  // A failure is not kept: a later call tries again.
  chromiumPath.catch(() => (chromiumPath = undefined));
  return chromiumPath;
}

/**
 * A new headless Chromium (from `ensureChromium`, so it may install it first) driven by playwright-core. The caller
 * closes it (`await browser.close()` in `afterAll`). Rejects as `ensureChromium` does, or when the browser does not
 * start (Playwright's message carries the browser's log).
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = await ensureChromium();
  return chromium.launch({
    executablePath,
    headless: true,
    // --no-sandbox: Chromium refuses to start as root with its sandbox on, and tests run as root in CI.
    // --disable-dev-shm-usage: /dev/shm is often tiny in containers; shared memory goes to /tmp instead.
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

/**
 * An absolute path `test-results/screenshots/<name>` in the checkout for a test to save a screenshot to
 * (`page.screenshot({ path: screenshotPath('board') })`); `.png` is added when `name` has no extension, and
 * characters other than letters, digits, `.`, `_` and `-` become `_`. Creates the folder; test-results/ is
 * git-ignored. An existing file of that name is overwritten by the screenshot.
 */
export function screenshotPath(name: string): string {
  const dir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  let file = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '_') || 'screenshot';
  if (!/\.[A-Za-z0-9]+$/.test(file)) file += '.png';
  return join(dir, file);
}

/** A request that failed: a network error (`failure`) or an HTTP answer with status >= 400 (`status`). */
export interface FailedRequest {
  method: string;
  url: string;
  /** HTTP status, for an answer with status >= 400. */
  status?: number;
  /** Chromium's error text (e.g. `net::ERR_CONNECTION_REFUSED`), for a request that got no answer. */
  failure?: string;
}

export interface PageProblems {
  /** `console.error` output of the page: the text, then ` @ url:line` when known. */
  consoleErrors: string[];
  /** Uncaught exceptions in the page: their stack (or message). */
  pageErrors: string[];
  /** Failed requests, less the ones `expected` accepted. */
  failedRequests: FailedRequest[];
}

/**
 * Starts collecting what went wrong in `page` from now on, into arrays a test asserts are empty at the end
 * (`expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] })`). The arrays fill as
 * events arrive; read them after the page has settled.
 *
 * `expected` returns true for a failed request the test expects (e.g. a 404 it provokes): it is not recorded.
 * Chromium's own console line for a failed load ("Failed to load resource: ...") is left out of `consoleErrors`
 * because the request itself is in `failedRequests` (or was expected).
 */
export function watchPage(page: Page, options: { expected?: (request: FailedRequest) => boolean } = {}): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  const record = (r: FailedRequest) => {
    if (!options.expected?.(r)) problems.failedRequests.push(r);
  };
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || msg.text().startsWith('Failed to load resource:')) return;
    const { url, lineNumber } = msg.location();
    problems.consoleErrors.push(url ? `${msg.text()} @ ${url}:${lineNumber}` : msg.text());
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.stack ?? err.message));
  page.on('requestfailed', (req) => record({ method: req.method(), url: req.url(), failure: req.failure()?.errorText ?? 'failed' }));
  page.on('response', (res) => {
    if (res.status() >= 400) record({ method: res.request().method(), url: res.url(), status: res.status() });
  });
  return problems;
}
