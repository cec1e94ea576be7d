/**
 * Process lifecycle: `npm start` run as an operator runs it, on its own embedded Postgres in a
 * throwaway data directory. SIGTERM or SIGINT sent to exactly the npm pid stops everything it started (the
 * request in flight still gets its answer, the embedded Postgres stops cleanly) within 10 s; a busy port and an
 * unreachable database exit 1 with one sentence; the admin CLI finds the running cluster with no variable but the
 * data directory, and starts and stops it itself when the server is down. The probes (GET /healthz, GET /readyz)
 * are public and report draining, an unreachable database and pending migrations.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { ROOT } from '../../src/db/connect.js';
import { startProcess, stopAll } from '../lib/processes.js';
import { freePort } from '../../src/db/embedded.js';
import { createDb } from '../../src/db/knex.js';
import { HealthService } from '../../src/services/health.js';
import { startServer } from '../../src/server.js';

const run = promisify(execFile);
const { databaseUrl, baseUrl } = inject('contract');

let dataDir: string;
beforeAll(async () => {
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  dataDir = mkdtempSync(join(ROOT, '.test-data', 'lifecycle-'));
  // A free cluster port, remembered as an earlier start would have, so parallel runs never race for 54329.
  mkdirSync(join(dataDir, 'pg'), { recursive: true });
  writeFileSync(join(dataDir, 'pg', 'port'), `${await freePort()}\n`);
});
afterAll(async () => {
  await stopAll(); // every npm start of this file, even when a test failed half-way
  await waitUntil(() => clusterProcesses().length === 0, 10_000);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The environment of an operator with no DATABASE_URL: the embedded cluster under `dataDir`. */
const embeddedEnv = (extra: Record<string, string> = {}) => {
  const env: NodeJS.ProcessEnv = { ...process.env, SEXTANT_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ...extra };
  delete env.DATABASE_URL;
  if (!extra.SEXTANT_PG_PORT) delete env.SEXTANT_PG_PORT;
  return env;
};

/** `npm start`, resolved once it logs that it listens. */
const npmStart = (env: NodeJS.ProcessEnv) => startProcess('npm', ['start'], env);

/** Every live descendant of `pid` (from /proc: the shell-less npm → node → postgres, esbuild tree). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, pp] of parent)
      if (pp === p) {
        found.push(child);
        walk(child);
      }
  };
  walk(pid);
  return found;
}

/** Whether `pid` is still a running (not zombie) process. */
function alive(pid: number): boolean {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Processes whose command line names the throwaway data directory (the embedded postgres). */
const clusterProcesses = () =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        return readFileSync(`/proc/${e}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    });

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

const adminCli = (env: NodeJS.ProcessEnv, ...args: string[]) => run('npm', ['run', '--silent', 'admin', '--', ...args, '--json'], { cwd: ROOT, env });

let adminKey: string | undefined;

describe('npm start stops everything it started on a signal to the npm pid', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: the request in flight is answered, then npm, node and Postgres are gone within 10 s`, { timeout: 90_000 }, async () => {
      const s = await npmStart(embeddedEnv());
      if (!adminKey) await waitUntil(() => /Admin API key[^\n]*\n\n\s+sextant_live_\S+/.test(s.out()), 5000); // printed just after listening
      adminKey ??= /Admin API key[^\n]*\n\n\s+(sextant_live_\S+)/.exec(s.out())?.[1];
      expect(adminKey, 'the first start prints the admin key').toBeTruthy();
      if (signal === 'SIGTERM') expect(s.out()).toMatch(/First start: initialising the embedded Postgres under \S+ \(once; this takes a few seconds\)/);
      expect(existsSync(join(dataDir, 'pg', 'data', 'postmaster.pid'))).toBe(true);
      const tree = descendants(s.child.pid!);
      expect(tree.length).toBeGreaterThanOrEqual(2); // node and postgres at least

      // A request in flight: headers and half the body sent before the signal, the rest after.
      const body = JSON.stringify({ name: `Drained ${signal}`, kind: 'product', narrative: 'Sent across the shutdown.' });
      const socket = net.connect(Number(new URL(s.base).port), '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.write(
        `POST /api/v1/visions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${adminKey}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 200));

      const signalled = Date.now();
      process.kill(s.child.pid!, signal);
      await new Promise((r) => setTimeout(r, 300));
      socket.write(body.slice(10)); // a client keeps its side open until the answer
      const { code } = await s.exited;
      const allGone = await waitUntil(() => tree.every((p) => !alive(p)) && clusterProcesses().length === 0, 10_000 - (Date.now() - signalled));
      expect(allGone, `still running: ${tree.filter(alive).join(', ')} ${clusterProcesses().join(', ')}`).toBe(true);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(code).toBe(0);
      await waitUntil(() => answer.includes('\r\n\r\n{'), 2000);
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(answer).toContain(`Drained ${signal}`);
      expect(socket.destroyed || socket.readableEnded, 'the keep-alive connection was closed after its answer').toBe(true);
      expect(s.out()).toContain(`"signal":"${signal}","msg":"shutting down: draining requests"`);
      expect(s.out()).toContain('"msg":"stopped"');
      expect(existsSync(join(dataDir, 'pg', 'data', 'postmaster.pid')), 'Postgres removed its pid file: a clean stop').toBe(false);
    });
  }
});

describe('SIGHUP (the terminal closed)', () => {
  it('stops the same way, without writing to the terminal: node gone, Postgres stopped cleanly', { timeout: 60_000 }, async () => {
    const s = await npmStart(embeddedEnv());
    const node = descendants(s.child.pid!).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('bin/start.mjs'))!;
    expect(node).toBeGreaterThan(0);
    const before = s.out().length;
    process.kill(node, 'SIGHUP');
    expect(await waitUntil(() => !alive(node) && clusterProcesses().length === 0, 10_000)).toBe(true);
    expect(existsSync(join(dataDir, 'pg', 'data', 'postmaster.pid')), 'Postgres removed its pid file: a clean stop').toBe(false);
    expect(s.out().slice(before)).not.toContain('shutting down'); // nothing written to a hung-up terminal
    await s.exited;
  });
});

describe('a cluster that died under the server', () => {
  it('readiness says so, and SIGTERM still stops at once (exit 0, no forced exit)', { timeout: 60_000 }, async () => {
    const s = await npmStart(embeddedEnv());
    const pid = Number(readFileSync(join(dataDir, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await waitUntil(() => !alive(pid), 5000);
    const ready = await fetch(`${s.base}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).error.data.checks.database).toBe('unreachable');
    process.kill(s.child.pid!, 'SIGTERM');
    const { code } = await s.exited;
    expect(code).toBe(0);
    expect(s.out()).toContain('"msg":"stopped"');
    expect(s.out()).not.toContain('forced exit');
  });
});

describe('one sentence, exit 1, nothing left running', () => {
  it('a busy PORT', { timeout: 60_000 }, async () => {
    const blocker = net.createServer().listen(0);
    await new Promise((r) => blocker.once('listening', r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const err = await run('npm', ['start'], { cwd: ROOT, env: embeddedEnv({ PORT: String(port) }) }).then(
        () => undefined,
        (e) => e,
      );
      expect(err?.code).toBe(1);
      const ours = (err.stderr as string).split('\n').filter((l) => l.startsWith('sextant:'));
      expect(ours).toEqual([
        `sextant: Port ${port} is already in use by another program: stop that program, or start Sextant on a free port with PORT=<port>.`,
      ]);
      expect(err.stderr).not.toMatch(/^\s+at /m); // no stack trace
      expect(clusterProcesses(), 'the embedded Postgres it started is stopped again').toEqual([]);
    } finally {
      blocker.close();
    }
  });

  it('runs the bundle (dist/main.js), rebuilt first when any file it was built from is newer (cold start)', async () => {
    const bundle = join(ROOT, 'dist', 'main.js');
    if (!existsSync(bundle)) await run('npm', ['start'], { cwd: ROOT, env: embeddedEnv({ PORT: '80a' }) }).catch(() => undefined);
    utimesSync(bundle, 1000, 1000); // older than every source file: stale
    const err = await run('npm', ['start'], { cwd: ROOT, env: embeddedEnv({ PORT: '80a' }) }).then(
      () => undefined,
      (e) => e,
    );
    expect(err?.code).toBe(1); // the refusal comes from the rebuilt bundle's main
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    const manifest = () => JSON.parse(readFileSync(join(ROOT, 'dist', 'inputs.json'), 'utf8')) as { inputs: string[]; builds: string[][] };
    expect(manifest().inputs).toEqual(expect.arrayContaining(['src/main.ts', 'src/server.ts']));
    expect(readFileSync(bundle, 'utf8')).toMatch(/^\/\/ generated by bin\/start\.mjs/);
    // The MCP server is a chunk of its own, loaded on first use; a start that finds one of its chunks gone rebuilds.
    const mcpChunk = manifest().builds[0].find((f) => /^dist\/chunks\/server-[A-Z0-9]+\.js$/.test(f));
    expect(mcpChunk).toBeDefined();
    rmSync(join(ROOT, mcpChunk!));
    await run('npm', ['start'], { cwd: ROOT, env: embeddedEnv({ PORT: '80a' }) }).catch(() => undefined);
    expect(manifest().builds[0].every((f) => existsSync(join(ROOT, f)))).toBe(true);
  });

  it('a PORT that is not a port number, before touching the database', async () => {
    const err = await run('npm', ['start'], { cwd: ROOT, env: embeddedEnv({ PORT: '80a' }) }).then(
      () => undefined,
      (e) => e,
    );
    expect(err?.code).toBe(1);
    expect((err.stderr as string).split('\n').filter((l) => l.startsWith('sextant:'))).toEqual([
      'sextant: PORT=80a is not a port number: set PORT to an integer from 1 to 65535 (0 picks a free one).',
    ]);
    expect(clusterProcesses()).toEqual([]);
  });

  /** npm start with this DATABASE_URL (the embedded data directory named in messages is the test's). */
  const startWith = (databaseUrl: string) =>
    run('npm', ['start'], { cwd: ROOT, env: { ...process.env, SEXTANT_DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: '0' } }).then(
      () => undefined,
      (e) => e,
    );
  const sentences = (err: { stderr: string }) => err.stderr.split('\n').filter((l) => l.startsWith('sextant:'));

  it('an unreachable DATABASE_URL, without printing its password (in the userinfo or as a parameter)', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const under = relative(ROOT, join(dataDir, 'pg'));
    for (const [url, shown] of [
      [`postgres://ops:s3cret-pw@127.0.0.1:${port}/sextant`, `postgres://ops@127.0.0.1:${port}/sextant`],
      [`postgres://ops@127.0.0.1:${port}/sextant?password=s3cret-pw`, `postgres://ops@127.0.0.1:${port}/sextant?password=***`],
    ]) {
      const err = await startWith(url);
      expect(err?.code).toBe(1);
      expect(sentences(err)).toEqual([
        `sextant: Cannot reach the database at ${shown} (connection refused): start that Postgres, correct DATABASE_URL, or unset DATABASE_URL to use the embedded database under ${under}.`,
      ]);
      expect(err.stderr + err.stdout).not.toContain('s3cret-pw');
      expect(err.stderr).not.toMatch(/^\s+at /m);
    }
  });

  it('a DATABASE_URL that is not a postgres:// URL (a port out of range, another scheme), without echoing it', { timeout: 60_000 }, async () => {
    for (const url of ['postgres://ops:s3cret-pw@127.0.0.1:99999/x', 'mysql://ops:s3cret-pw@127.0.0.1/x']) {
      const err = await startWith(url);
      expect(err?.code).toBe(1);
      expect(sentences(err)).toEqual([
        `sextant: DATABASE_URL is not a postgres:// URL (postgres://user:password@host:5432/database): correct it, or unset it to use the embedded database under ${relative(ROOT, join(dataDir, 'pg'))}.`,
      ]);
      expect(err.stderr + err.stdout).not.toContain('s3cret-pw');
    }
  });
});

describe('the admin CLI finds the embedded database the way npm start does', () => {
  it('while the server runs on a non-default cluster port, with only the data directory in common', { timeout: 90_000 }, async () => {
    const pgPort = await freePort();
    const s = await npmStart(embeddedEnv({ SEXTANT_PG_PORT: String(pgPort) }));
    try {
      expect(readFileSync(join(dataDir, 'pg', 'port'), 'utf8').trim()).toBe(String(pgPort));
      const { stdout } = await adminCli(embeddedEnv(), 'org:create', '--name', 'Found by the CLI');
      const org = JSON.parse(stdout);
      const viewer = await fetch(`${s.base}/api/v1/viewer`, { headers: { authorization: `Bearer ${org.apiKey}` } });
      expect(viewer.status).toBe(200);
      expect((await viewer.json()).data.orgId).toBe(org.orgId);
    } finally {
      process.kill(s.child.pid!, 'SIGTERM');
      await s.exited;
    }
  });

  it('while the server is down: starts the cluster on its remembered port and stops it again', { timeout: 90_000 }, async () => {
    await waitUntil(() => clusterProcesses().length === 0, 5000);
    const { stdout } = await adminCli(embeddedEnv(), 'org:create', '--name', 'CLI alone');
    expect(JSON.parse(stdout).apiKey).toMatch(/^sextant_live_/);
    expect(clusterProcesses()).toEqual([]);
    // The next npm start sees that org: one database.
    const s = await npmStart(embeddedEnv());
    try {
      const viewer = await fetch(`${s.base}/api/v1/viewer`, { headers: { authorization: `Bearer ${JSON.parse(stdout).apiKey}` } });
      expect(viewer.status).toBe(200);
    } finally {
      process.kill(s.child.pid!, 'SIGTERM');
      await s.exited;
    }
  });
});

describe('health probes (GET /healthz, GET /readyz)', () => {
  it('are public, unmetered and answer ok / ready', async () => {
    for (const [path, data] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready', checks: { database: 'ok', migrations: 'ok', draining: false } }],
    ] as const) {
      const r = await fetch(`${baseUrl}${path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
      expect((await r.json()).data).toMatchObject(data);
    }
  });

  it('readiness: 503 with the failing check while draining and when the database does not answer', async () => {
    // No workers: this instance shares the suite's database, and a job it picked up (a webhook delivery to a slow
    // endpoint) would hold close() past the test's timeout once its pool is destroyed below.
    const other = await startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), worker: false });
    const readyz = async () => {
      const r = await fetch(`http://127.0.0.1:${other.port}/readyz`);
      return { status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() };
    };
    try {
      expect((await readyz()).status).toBe(200);
      other.services.health.markDraining();
      const draining = await readyz();
      expect(draining.status).toBe(503);
      expect(draining.retryAfter).toBe('5');
      expect(draining.body.error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'This instance is not ready: it is shutting down',
        data: { checks: { database: 'ok', draining: true } },
      });
      await Promise.all([other.db.destroy(), other.appDb.destroy()]); // the pools are gone: the database no longer answers this instance
      const down = await readyz();
      expect(down.status).toBe(503);
      expect(down.body.error.data.checks.database).toBe('unreachable');
    } finally {
      await other.close(0).catch(() => {});
    }
  });

  it('readiness: migrations pending on a database this build has not migrated', async () => {
    const admin = createDb(databaseUrl, { min: 0, max: 1 });
    const name = `sextant_empty_${Date.now().toString(36)}`;
    await admin.raw(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const empty = createDb(url.toString(), { min: 0, max: 1 });
    try {
      expect(await new HealthService(empty).readiness()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'pending', draining: false } });
      await empty.schema.createTable('knex_migrations', (t) => {
        t.increments('id');
        t.string('name');
      });
      await empty('knex_migrations').insert({ name: '20261120000000_core_hierarchy' });
      expect((await new HealthService(empty).readiness()).checks.migrations).toBe('pending');
    } finally {
      await empty.destroy();
      await admin.raw(`drop database ${name}`);
      await admin.destroy();
    }
  });
});
