/**
 * Where the data lives: DATABASE_URL when set, else the embedded Postgres under
 * `.data/pg` (`SEXTANT_DATA_DIR` moves `.data`). `npm start` and the admin CLI find it the same way, with no
 * variable to remember: if the cluster in the data directory is running, they connect to the port Postgres wrote
 * in its own `postmaster.pid`; otherwise they start it on `SEXTANT_PG_PORT` when set, else the port it used
 * last (`.data/pg/port`), else 54329 — or a free port when that one is taken by something else. Whoever starts it stops it.
 */
import pg from 'pg';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedUrl, freePort, portBusy, runningCluster, startEmbedded } from './embedded.js';
import { DatabaseUnavailableError } from './errors.js';

export { DatabaseUnavailableError };

/**
 * The checkout's root: the nearest directory above this module holding package.json. Walked rather than fixed
 * because this module runs both from `src/db/` (tsx, tests) and bundled into `dist/main.js` (`npm start`).
 */
export const ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();

/** The embedded cluster's port when neither SEXTANT_PG_PORT nor an earlier start says otherwise. */
export const DEFAULT_PG_PORT = 54329;
/** How long to wait for a database to accept a connection. */
const CONNECT_TIMEOUT_MS = 5000;

export interface Database {
  url: string;
  /** The embedded cluster (whether this process started it or found it running). */
  embedded: boolean;
  /** Where the embedded cluster lives, relative to the working directory (undefined for DATABASE_URL). */
  location?: string;
  /** Stops the embedded cluster if this process started it; a no-op otherwise. */
  stop: () => Promise<void>;
}

/** Tries one connection; resolves with the error when it fails, undefined when it works. */
async function connectError(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<Error | undefined> {
  let c: pg.Client | undefined;
  try {
    c = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
    c.on('error', () => {});
    await c.connect();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  } finally {
    await c?.end().catch(() => {});
  }
}

/** `postgres://user@host:port/db` without the password (in the userinfo or a query parameter), for messages. */
function redact(url: URL): string {
  const u = new URL(url);
  u.password = '';
  for (const key of [...u.searchParams.keys()]) if (/pass/i.test(key)) u.searchParams.set(key, '***');
  return u.toString();
}

/** DATABASE_URL as a URL, or a one-sentence refusal that never echoes it (it may hold a password). */
function parseDatabaseUrl(value: string, root: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // not a URL, or a port outside 0-65535
  }
  if (!url || !/^postgres(ql)?:$/.test(url.protocol)) {
    throw new DatabaseUnavailableError(
      `DATABASE_URL is not a postgres:// URL (postgres://user:password@host:5432/database): correct it, or unset it to use the embedded database under ${root}.`,
    );
  }
  return url;
}

/** A connection error in a few plain words. */
function reason(err: Error & { code?: string }): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return 'no answer';
    case '28P01':
    case '28000':
      return 'authentication failed';
    case '3D000':
      return 'the database does not exist';
    default:
      return /timeout/i.test(err.message) ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} s` : err.message;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The data directory (`SEXTANT_DATA_DIR`, default `.data` in the checkout). */
export const dataDir = (env: NodeJS.ProcessEnv = process.env) => resolve(env.SEXTANT_DATA_DIR ?? join(ROOT, '.data'));

/** Whether the embedded cluster of the data directory was ever initialised (`npm start` does it on first start). */
export const embeddedInitialised = (env: NodeJS.ProcessEnv = process.env) => existsSync(join(dataDir(env), 'pg', 'data', 'PG_VERSION'));

/**
 * Opens the database `npm start` and the admin CLI share. `log` receives progress sentences: `initialising` before
 * the first start's initdb (a few seconds), `started` once this process has started the cluster. Throws
 * DatabaseUnavailableError (one plain sentence) when DATABASE_URL is malformed or does not answer, or the
 * embedded cluster cannot start.
 */
export async function openDatabase(
  env: NodeJS.ProcessEnv = process.env,
  log: (message: string, event: 'initialising' | 'started') => void = () => {},
): Promise<Database> {
  const root = dataDir(env);
  const dir = join(root, 'pg');
  const near = relative(process.cwd(), dir);
  const location = near && !near.startsWith('..') ? near : dir;
  if (env.DATABASE_URL) {
    const url = parseDatabaseUrl(env.DATABASE_URL, location);
    const err = await connectError(env.DATABASE_URL);
    if (err) {
      throw new DatabaseUnavailableError(
        `Cannot reach the database at ${redact(url)} (${reason(err)}): start that Postgres, correct DATABASE_URL, or unset DATABASE_URL to use the embedded database under ${location}.`,
      );
    }
    return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  }

  mkdirSync(root, { recursive: true });
  // As root, Postgres runs as the postgres user (src/db/embedded.ts), which must be able to reach the cluster.
  if (process.getuid?.() === 0) chmodSync(root, 0o755);

  // Already running (npm start, or the CLI of a moment ago): use the port Postgres itself recorded.
  const running = runningCluster(dir);
  if (running) {
    const url = embeddedUrl(running.port);
    const deadline = Date.now() + 15_000;
    let err = await connectError(url, 1500);
    while (err && runningCluster(dir) && Date.now() < deadline) {
      await sleep(250); // starting up or shutting down
      err = await connectError(url, 1500);
    }
    if (!err) return { url, embedded: true, location, stop: async () => {} };
    if (runningCluster(dir)) {
      throw new DatabaseUnavailableError(
        `The embedded Postgres under ${location} (pid ${running.pid}) is running but does not answer on port ${running.port} (${reason(err)}): stop it with kill ${running.pid} and start again.`,
      );
    }
    // It stopped meanwhile: start it below.
  }

  const portFile = join(dir, 'port');
  const explicit = env.SEXTANT_PG_PORT !== undefined && env.SEXTANT_PG_PORT !== '';
  let port = explicit ? Number(env.SEXTANT_PG_PORT) : existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').trim()) : DEFAULT_PG_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    if (explicit)
      throw new DatabaseUnavailableError(`SEXTANT_PG_PORT=${env.SEXTANT_PG_PORT} is not a port number: set it to an integer from 1024 to 65535, or unset it.`);
    port = DEFAULT_PG_PORT;
  }
  if (await portBusy(port)) {
    if (explicit) {
      throw new DatabaseUnavailableError(
        `Port ${port} (SEXTANT_PG_PORT) is already in use by another program: set SEXTANT_PG_PORT to a free port, or unset it to let Sextant pick one.`,
      );
    }
    port = await freePort(); // another checkout's Postgres, say: never connect to someone else's cluster
  }
  const fresh = !existsSync(join(dir, 'data', 'PG_VERSION'));
  const start = (on: number) =>
    startEmbedded(dir, {
      persistent: true,
      port: on,
      onInitialise: () => log(`First start: initialising the embedded Postgres under ${location} (once; this takes a few seconds)`, 'initialising'),
    });
  let handle: Awaited<ReturnType<typeof start>>;
  try {
    handle = await start(port);
  } catch (err) {
    if (explicit || !(await portBusy(port))) throw err;
    port = await freePort(); // taken between the check and the start (another checkout or test run): take another
    handle = await start(port);
  }
  writeFileSync(portFile, `${port}\n`);
  log(`${fresh ? 'Initialised and started' : 'Started'} the embedded Postgres under ${location} on 127.0.0.1:${port}`, 'started');
  return { url: handle.url, embedded: true, location, stop: handle.stop };
}
