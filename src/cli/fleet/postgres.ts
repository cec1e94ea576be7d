/**
 * The fleet's Postgres with a streaming replica (decision 0059): Debian's postgresql-15 for both (the embedded
 * Postgres is 18 and ships no pg_basebackup, and pg_basebackup 15 cannot copy an 18 server). `startReplicated`:
 *  1. the primary: `initdb` once under `<dir>/primary` (password auth, a database `sextant`; wal_level=replica), then
 *     `postgres` on 127.0.0.1 only;
 *  2. the replica: `pg_basebackup -R -X stream` of the primary once into `<dir>/replica` (-R writes standby.signal and
 *     primary_conninfo), then `postgres` there: a hot standby, streaming from the primary.
 * Each cluster keeps the port it used in `<dir>/<name>.port` and takes it again when it is free. Both run as children of
 * this process (as the `postgres` user when this process is root: Postgres refuses to run as root); `stop` stops the
 * replica, then the primary (SIGINT: fast shutdown). The binaries: SEXTANT_PG_BIN, else /usr/lib/postgresql/15/bin,
 * installed with apt-get when missing and this process is root (as the fleet installs HAProxy).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, portBusy } from '../../db/embedded.js';
import { run } from './haproxy.js';

export const PG_PACKAGE = 'postgresql-15';
const PASSWORD = 'password'; // loopback only, as the embedded cluster's (src/db/embedded.ts)
const USER = 'postgres';
const DATABASE = 'sextant';
/** How long a cluster may take to accept connections, in ms. */
const READY_WITHIN_MS = 60_000;
/** How long a cluster may take to stop after SIGINT before it is killed, in ms. */
const STOP_WITHIN_MS = 20_000;

/** The postgresql-15 binaries directory (SEXTANT_PG_BIN, else Debian's). */
export const pgBin = () => process.env.SEXTANT_PG_BIN || '/usr/lib/postgresql/15/bin';

/** Whether this process could get postgresql-15: installed, or installable (root with apt-get). */
export const postgres15Obtainable = (): boolean => existsSync(join(pgBin(), 'pg_basebackup')) || (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'));

/** The binaries directory, installing postgresql-15 with apt-get first when it is missing and this process is root. */
export async function ensurePostgres15(log: (line: string) => void): Promise<string> {
  const bin = pgBin();
  if (existsSync(join(bin, 'pg_basebackup'))) return bin;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    throw new Error(
      `The fleet's replica needs Debian's ${PG_PACKAGE} (${bin}/pg_basebackup is missing): install it (sudo apt-get install ${PG_PACKAGE}), run as root to have it installed, or start the fleet with --no-replica.`,
    );
  log(`Installing ${PG_PACKAGE} with apt-get (once)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], env);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', PG_PACKAGE], env);
  return bin;
}

/** The `postgres` OS user's ids when this process is root (Postgres refuses to run as root), else undefined. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${USER}:`));
  if (!line)
    throw new Error(`Running as root, the fleet's Postgres must run as the ${USER} user, and there is none: install ${PG_PACKAGE}, or run as another user.`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Gives `dir` and everything under it to `owner` (a fresh cluster directory). */
function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  chownSync(dir, owner.uid, owner.gid);
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, name.name);
    if (name.isDirectory()) chownTree(p, owner);
    else chownSync(p, owner.uid, owner.gid);
  }
}

export const clusterUrl = (port: number, database = DATABASE) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/** Resolves once `url` accepts a connection (and `check` on it passes); rejects when `child` exits first or time runs out. */
async function ready(url: string, child: ChildProcess, log: string, check?: (c: pg.Client) => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Postgres exited while starting; its log ends:\n${tail(log)}`);
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    c.on('error', () => {});
    try {
      await c.connect();
      if (!check || (await check(c))) return;
    } catch {
      // starting up
    } finally {
      await c.end().catch(() => {});
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Postgres did not accept connections within ${READY_WITHIN_MS / 1000} s; its log ends:\n${tail(log)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const tail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/** The port `file` names when free, else a free one. */
async function portOf(file: string): Promise<number> {
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : NaN;
  return Number.isInteger(last) && last > 0 && !(await portBusy(last)) ? last : freePort();
}

/** Stops a cluster's postgres (SIGINT: fast shutdown), killing it after STOP_WITHIN_MS. */
function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

export interface Cluster {
  url: string;
  port: number;
  child: ChildProcess;
  /** Its data directory. */
  dir: string;
  /** Stops it (fast shutdown); resolves when it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on its port after `stop` (tests: a replica that comes back); resolves once it answers. */
  restart: () => Promise<void>;
}

export interface Replicated {
  primary: Cluster;
  /** Undefined with `replica: false`. */
  replica?: Cluster;
  /** Stops the replica, then the primary. */
  stop: () => Promise<void>;
}

/**
 * Starts the primary (initialised on first use) and, unless `replica` is false, its hot standby, under `dir`. See the
 * module docstring. `within`: a directory above `dir` up to which the postgres user is given search permission.
 */
export async function startReplicated(opts: { dir: string; replica?: boolean; log?: (line: string) => void; within?: string }): Promise<Replicated> {
  const log = opts.log ?? (() => {});
  const bin = await ensurePostgres15(log);
  const owner = postgresUser();
  mkdirSync(opts.dir, { recursive: true });
  if (owner) {
    // The postgres user must reach the clusters: `dir` and its parents up to `within` (the fleet's data directory,
    // which a test makes with mkdtemp, 0700) get search permission.
    for (let d = resolve(opts.dir); ; d = dirname(d)) {
      chmodSync(d, statSync(d).mode | 0o755);
      if (!opts.within || d === resolve(opts.within) || dirname(d) === d) break;
    }
  }
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const env = { ...process.env, PGPASSWORD: PASSWORD, LC_ALL: 'C' };
  const exec = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(join(bin, tool), args, { ...as, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      const onData = (b: Buffer) => {
        out = (out + b.toString()).slice(-4000);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${out}`))));
    });

  const launch = async (name: 'primary' | 'replica', extra: string[] = [], check?: (c: pg.Client) => Promise<boolean>): Promise<Cluster> => {
    const dir = join(opts.dir, name);
    const portFile = join(opts.dir, `${name}.port`);
    const port = await portOf(portFile);
    writeFileSync(portFile, `${port}\n`);
    const logFile = join(opts.dir, `${name}.log`);
    const start = () => {
      const out = createWriteStream(logFile, { flags: 'a' });
      const child = spawn(
        join(bin, 'postgres'),
        [
          '-D',
          dir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'wal_level=replica',
          '-c',
          'max_connections=200',
          ...extra,
        ],
        { ...as, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout!.pipe(out);
      child.stderr!.pipe(out);
      return child;
    };
    const cluster: Cluster = {
      url: clusterUrl(port),
      port,
      dir,
      child: start(),
      stop: () => stopPostgres(cluster.child),
      restart: async () => {
        cluster.child = start();
        await ready(cluster.url, cluster.child, logFile, check);
      },
    };
    await ready(name === 'primary' ? clusterUrl(port, 'postgres') : cluster.url, cluster.child, logFile, check);
    return cluster;
  };

  // 1. The primary.
  const primaryDir = join(opts.dir, 'primary');
  const fresh = !existsSync(join(primaryDir, 'PG_VERSION'));
  if (fresh) {
    log(`Initialising the fleet's Postgres 15 under ${primaryDir} (once)`);
    mkdirSync(primaryDir, { recursive: true, mode: 0o700 });
    const pwfile = join(opts.dir, 'pwfile');
    writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
    if (owner) chownTree(opts.dir, owner);
    await exec('initdb', ['-D', primaryDir, '-U', USER, '--pwfile', pwfile, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C']);
  }
  const primary = await launch('primary');
  const started: Cluster[] = [primary];
  try {
    const admin = new pg.Client({ connectionString: clusterUrl(primary.port, 'postgres') });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
    log(`Started the fleet's Postgres 15 (primary) on 127.0.0.1:${primary.port}`);
    if (opts.replica === false) return { primary, stop: () => primary.stop() };

    // 2. The replica: a base backup of the primary, once; then a hot standby streaming from it.
    const replicaDir = join(opts.dir, 'replica');
    if (!existsSync(join(replicaDir, 'PG_VERSION'))) {
      log(`Copying the primary into ${replicaDir} (pg_basebackup, once)`);
      mkdirSync(replicaDir, { recursive: true, mode: 0o700 });
      if (owner) chownSync(replicaDir, owner.uid, owner.gid);
      await exec('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', USER, '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    }
    // The primary's address given here (over what -R wrote): the primary's port may have changed since the copy.
    const conninfo = `host=127.0.0.1 port=${primary.port} user=${USER} password=${PASSWORD} application_name=fleet_replica`;
    const replica = await launch(
      'replica',
      ['-c', `primary_conninfo=${conninfo}`],
      async (c) => (await c.query('SELECT pg_is_in_recovery() AS r')).rows[0].r === true,
    );
    started.push(replica);
    log(`Started its replica (hot standby, streaming) on 127.0.0.1:${replica.port}`);
    return {
      primary,
      replica,
      stop: async () => {
        await replica.stop();
        await primary.stop();
      },
    };
  } catch (err) {
    for (const c of started.reverse()) await c.stop();
    throw err;
  }
}
