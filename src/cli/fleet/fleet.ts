/**
 * A fleet on one machine: one Postgres, N server instances (`node bin/start.mjs`, each its own process) and HAProxy
 * in front of them (src/cli/fleet/haproxy.ts). `npm run fleet` (src/cli/fleet.ts) and the fleet tests
 * (contract-tests/fleet/) both start it through `startFleet`.
 *
 * Layout under the data directory `dataDir` (default `.data`, as `npm start`):
 *   fleet/pg/         the fleet's Postgres 15 primary and its streaming replica (src/cli/fleet/postgres.ts), unless
 *                     `databaseUrl` (DATABASE_URL) is given or `replica` is false
 *   pg/               the embedded Postgres, with `replica: false` and no `databaseUrl`
 *   files/, secret.key  shared by every instance (SEXTANT_FILES_DIR, SEXTANT_SECRET_KEY): one deployment
 *   server.json       names the balancer (pid of the fleet), so the admin CLI's links name the balancer
 *   fleet/haproxy.cfg, fleet/haproxy.log, fleet/haproxy.sock (the runtime API)
 *   fleet/<name>/     each instance's own data directory; fleet/<name>.log its output
 *
 * Start order: Postgres; the first instance alone (it migrates and, on an empty database, creates the default
 * org and prints its admin key once — two instances starting together would each create one); the others together;
 * then HAProxy, and every instance seen up by its health checks. Stop order (`stop`): HAProxy stops taking
 * connections and finishes those it has (soft stop), the instances drain and exit (SIGTERM), then the Postgres the
 * fleet started (its replica, then its primary). The replica's URL reaches every instance as DATABASE_REPLICA_URL
 * beside DATABASE_URL (decision 0059): with DATABASE_URL given, the replica is DATABASE_REPLICA_URL's, if any.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, dataDir as defaultDataDir, openDatabase } from '../../db/connect.js';
import { portBusy } from '../../db/embedded.js';
import { removeServerState, writeServerState } from '../../db/serverState.js';
import { loadSecretKey } from '../../storage/secretKey.js';
import { CHECK_INTER_MS, PREDRAIN_MS, ensureHaproxy, haproxyConfig, serverStates } from './haproxy.js';
import { startReplicated, type Cluster } from './postgres.js';

export interface FleetOptions {
  /** How many instances (default 3). */
  instances?: number;
  /** The balancer's port (default 3000, as `npm start`). */
  port?: number;
  /** The first instance's port; the others follow (default port + 1). */
  basePort?: number;
  /** Explicit instance ports (tests: free ones); wins over basePort. */
  instancePorts?: number[];
  /** The interface the balancer listens on (default 127.0.0.1); instances always listen on 127.0.0.1. */
  host?: string;
  /** The URL clients use (default http://<host>:<port>): every instance's SEXTANT_PUBLIC_URL (OAuth issuer, links). */
  publicUrl?: string;
  /** The data directory (default SEXTANT_DATA_DIR, else `.data`). */
  dataDir?: string;
  /**
   * An existing Postgres (default DATABASE_URL); without one, the fleet's Postgres 15 and its replica under the data
   * directory (or the embedded cluster, with `replica: false`). `''`: the fleet's own, whatever DATABASE_URL says.
   */
  databaseUrl?: string;
  /** With `databaseUrl`: its hot standby for the heavy reads (default DATABASE_REPLICA_URL; none when unset). */
  replicaUrl?: string;
  /** Whether the instances read heavy operations from a replica (default true; false: none, as --no-replica). */
  replica?: boolean;
  /** Extra environment of every instance (e.g. SEXTANT_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Progress sentences. */
  log?: (line: string) => void;
}

export interface Instance {
  name: string;
  port: number;
  /** The running process (undefined while stopped). */
  child?: ChildProcess;
  pid?: number;
  /** Its log file. */
  logFile: string;
}

export interface Fleet {
  /** The balancer's URL (what clients use). */
  url: string;
  databaseUrl: string;
  /** The replica the instances read heavy operations from (DATABASE_REPLICA_URL), if any. */
  replicaUrl?: string;
  /** The Postgres clusters the fleet started itself (Postgres 15: the primary and its replica), if it did. */
  clusters?: { primary: Cluster; replica?: Cluster };
  dataDir: string;
  instances: Instance[];
  haproxyPid: number;
  /** The admin key the first start printed (an empty database only). */
  adminKey?: string;
  /** SIGTERM to instance `i` (it pre-drains, drains and exits); resolves when it has exited. */
  stopInstance(i: number): Promise<void>;
  /** SIGKILL to instance `i`; resolves when it is gone. */
  killInstance(i: number): Promise<void>;
  /** Starts instance `i` again on its port; resolves once it is ready and HAProxy sees it up. */
  startInstance(i: number): Promise<void>;
  /** Resolves once HAProxy reports instance `i` as `status` (UP or DOWN). */
  waitFor(i: number, status: 'UP' | 'DOWN'): Promise<void>;
  /** Stops everything the fleet started, in order. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long an instance may take to become ready, in ms. */
const READY_WITHIN_MS = 90_000;
/** How long an instance or HAProxy may take to exit after its stop signal before it is killed, in ms. */
const EXIT_WITHIN_MS = 20_000;

/** Resolves when `child` has exited (at once when it already has). */
const exited = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));

/** Sends `signal`, then SIGKILL if the process has not exited within EXIT_WITHIN_MS. */
async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WITHIN_MS);
  await exited(child);
  clearTimeout(timer);
}

/** The last lines of a log file, for messages. */
const tail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/** Starts a fleet (see the module docstring); throws one sentence when a port is taken or HAProxy is missing. */
export async function startFleet(opts: FleetOptions = {}): Promise<Fleet> {
  const log = opts.log ?? (() => {});
  const count = opts.instances ?? 3;
  const port = opts.port ?? 3000;
  const host = opts.host ?? '127.0.0.1';
  const ports = opts.instancePorts ?? Array.from({ length: count }, (_, i) => (opts.basePort ?? port + 1) + i);
  if (ports.length !== count || !Number.isInteger(count) || count < 1) throw new Error(`--instances must be a whole number from 1, one port each.`);
  for (const p of [port, ...ports]) {
    if (await portBusy(p)) throw new Error(`Port ${p} is already in use by another program: stop it, or choose other ports (--port, --base-port).`);
  }
  const dataDir = opts.dataDir ?? defaultDataDir();
  const fleetDir = join(dataDir, 'fleet');
  mkdirSync(fleetDir, { recursive: true });
  const url = (opts.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '');
  const haproxy = await ensureHaproxy(log);

  const started: (() => Promise<void>)[] = []; // undone in reverse when a later step fails
  try {
    // One Postgres: DATABASE_URL (and DATABASE_REPLICA_URL, if any); else the fleet's Postgres 15 with a streaming
    // replica; else (no replica wanted) the embedded one. Started here once; the instances get the URLs.
    const given = opts.databaseUrl ?? process.env.DATABASE_URL;
    const wantReplica = opts.replica !== false;
    let database: { url: string; stop: () => Promise<void> };
    let replicaUrl: string | undefined;
    let clusters: Fleet['clusters'];
    if (given || !wantReplica) {
      database = await openDatabase({ ...process.env, SEXTANT_DATA_DIR: dataDir, DATABASE_URL: given }, log);
      replicaUrl = given && wantReplica ? (opts.replicaUrl ?? (process.env.DATABASE_REPLICA_URL || undefined)) : undefined;
    } else {
      const pg = await startReplicated({ dir: join(fleetDir, 'pg'), within: dataDir, log });
      clusters = { primary: pg.primary, replica: pg.replica };
      database = { url: pg.primary.url, stop: pg.stop };
      replicaUrl = pg.replica?.url;
    }
    started.push(database.stop);
    // One deployment: the instances share the secret key and the file store.
    const secret = loadSecretKey(join(dataDir, 'secret.key'), { ...process.env, ...opts.env }).toString('hex');
    const env = (name: string, p: number): NodeJS.ProcessEnv => ({
      ...process.env,
      SEXTANT_FILES_DIR: join(dataDir, 'files'),
      SEXTANT_TRUST_PROXY: 'loopback',
      ...opts.env,
      DATABASE_URL: database.url,
      DATABASE_REPLICA_URL: replicaUrl ?? '',
      SEXTANT_SECRET_KEY: secret,
      SEXTANT_PUBLIC_URL: url,
      SEXTANT_DATA_DIR: join(fleetDir, name),
      SEXTANT_PREDRAIN_MS: opts.env?.SEXTANT_PREDRAIN_MS ?? String(PREDRAIN_MS),
      HOST: '127.0.0.1',
      PORT: String(p),
    });
    const instances: Instance[] = ports.map((p, i) => ({ name: `i${i + 1}`, port: p, logFile: join(fleetDir, `i${i + 1}.log`) }));

    /** Spawns instance `i` and resolves once its /readyz answers 200; rejects with its log's end if it exits first. */
    const spawnInstance = async (i: number): Promise<string> => {
      const inst = instances[i];
      const out = createWriteStream(inst.logFile, { flags: 'a' });
      const child = spawn(process.execPath, [join(ROOT, 'bin/start.mjs')], { cwd: ROOT, env: env(inst.name, inst.port), stdio: ['ignore', 'pipe', 'pipe'] });
      let printed = '';
      child.stdout!.on('data', (b: Buffer) => {
        if (printed.length < 64_000) printed += b.toString();
        out.write(b);
      });
      child.stderr!.pipe(out);
      child.once('exit', () => out.end());
      inst.child = child;
      inst.pid = child.pid;
      const gone = exited(child).then(() => 'exited' as const);
      const deadline = Date.now() + READY_WITHIN_MS;
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${inst.port}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        // Ready, and its first lines written (the admin key is printed just after "Sextant listening").
        if (ready && printed.includes('Sextant listening')) break;
        if ((await Promise.race([gone, sleep(200)])) === 'exited' || Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`Instance ${inst.name} (port ${inst.port}) did not become ready; its log ends:\n${tail(inst.logFile)}`);
        }
      }
      return printed;
    };

    const first = await spawnInstance(0);
    started.push(() => Promise.all(instances.map((x) => stopChild(x.child, 'SIGTERM'))).then(() => {}));
    const adminKey = /Admin API key[^\n]*\n\n\s+(\S+)/.exec(first)?.[1];
    await Promise.all(instances.slice(1).map((_, i) => spawnInstance(i + 1)));

    // The runtime API's socket path must fit a unix socket address (108 bytes): a deep data directory uses /tmp.
    let statsSocket = join(fleetDir, 'haproxy.sock');
    if (statsSocket.length > 100) statsSocket = join(tmpdir(), `sextant-haproxy-${process.pid}.sock`);
    rmSync(statsSocket, { force: true });
    const cfg = join(fleetDir, 'haproxy.cfg');
    writeFileSync(
      cfg,
      haproxyConfig({
        bind: { host, port },
        servers: instances.map((x) => ({ name: x.name, host: '127.0.0.1', port: x.port })),
        statsSocket,
        proto: url.startsWith('https:') ? 'https' : 'http',
      }),
    );
    const haproxyLog = join(fleetDir, 'haproxy.log');
    const hlog = createWriteStream(haproxyLog, { flags: 'a' });
    const balancer = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    balancer.stdout!.pipe(hlog);
    balancer.stderr!.pipe(hlog);
    // Soft stop (SIGUSR1): stops listening, finishes the connections it has, exits.
    started.push(() => stopChild(balancer, 'SIGUSR1'));
    const balancerGone = exited(balancer).then(() => 'exited' as const);

    const waitFor = async (i: number, status: 'UP' | 'DOWN') => {
      const deadline = Date.now() + READY_WITHIN_MS;
      for (;;) {
        const states = await serverStates(statsSocket).catch(() => new Map<string, string>());
        if (states.get(instances[i].name) === status) return;
        if ((await Promise.race([balancerGone, sleep(CHECK_INTER_MS / 2)])) === 'exited') throw new Error(`HAProxy exited; its log ends:\n${tail(haproxyLog)}`);
        if (Date.now() > deadline) throw new Error(`HAProxy did not see ${instances[i].name} ${status} (it says ${states.get(instances[i].name)})`);
      }
    };
    await Promise.all(instances.map((_, i) => waitFor(i, 'UP')));
    writeServerState(dataDir, { port, publicUrl: url });

    let stopping: Promise<void> | undefined;
    return {
      url,
      databaseUrl: database.url,
      replicaUrl,
      clusters,
      dataDir,
      instances,
      haproxyPid: balancer.pid!,
      adminKey,
      stopInstance: (i) => stopChild(instances[i].child, 'SIGTERM'),
      killInstance: (i) => stopChild(instances[i].child, 'SIGKILL'),
      startInstance: async (i) => {
        await spawnInstance(i);
        await waitFor(i, 'UP');
      },
      waitFor,
      stop: () =>
        (stopping ??= (async () => {
          removeServerState(dataDir);
          for (const undo of started.reverse()) await undo().catch(() => undefined);
          rmSync(statsSocket, { force: true });
        })()),
    };
  } catch (err) {
    for (const undo of started.reverse()) await undo().catch(() => undefined);
    throw err;
  }
}
