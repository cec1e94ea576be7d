/**
 * `npm run bench`, throughput part: the full stack as `npm start` runs it (node bin/start.mjs in its own process, logs
 * on at info, written to a file) against a floor doing the same work on the same rows (node:http + pg, named
 * statements, the same envelope: bench/servers.ts), and the same stack with metrics and tracing on, on a real Postgres
 * (DATABASE_URL, else an embedded one in a throwaway directory), for
 *   GET /api/v1/tasks/{id} and GET /api/v1/tasks?limit=50, each with one key and with 100 keys (real traffic is
 *   many keys), 16 connections, full stack and floor alternated in ROUNDS rounds of SECONDS s;
 * then cold start (process start → first 200 on /readyz, database already up, median of 3) and idle RSS of
 * `npm start`'s process. Prints req/s, p50/p99 latency and the ratio per case against the goals: ratio ≥ 0.8,
 * cold start ≤ 1.5 s, idle RSS ≤ 150 MB. Env: BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (16).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../src/db/connect.js';
import { freePort, startEmbedded } from '../src/db/embedded.js';
import { createDb, migrate } from '../src/db/knex.js';
import { createServices } from '../src/services/index.js';
import { createObjectStore } from '../src/storage/index.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KEYS = 100;

let dir: string | undefined;
let databaseUrl = process.env.DATABASE_URL;
let stopDb = async () => {};
if (!databaseUrl) {
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-data', 'bench-'));
  const pg = await startEmbedded(dir, { persistent: false });
  databaseUrl = pg.url;
  stopDb = pg.stop;
}

// Seed: one org, a team, 500 tasks, and 100 keys of one pm user.
const db = createDb(databaseUrl);
await migrate(db);
// Files go to a local store in the bench's own directory (the bench uploads none).
const services = createServices(
  db,
  await createObjectStore(
    { driver: 'local', dir: join(ROOT, '.test-data', 'bench-files'), secretKeyFile: join(ROOT, '.test-data', 'bench-secret.key') },
    () => 'http://127.0.0.1',
  ),
);
const org = await services.orgs.createOrg('Bench org');
const actor = await services.orgs.authenticate(`Bearer ${org.apiKey}`);
const team = await services.teams.create(actor, { name: 'Bench', prefix: 'BEN' });
let taskId = '';
for (let i = 0; i < 500; i++) taskId = (await services.tasks.create(actor, { title: `Task ${i}`, teamId: team.id })).id;
const pm = await services.orgs.createUser({ orgId: org.orgId, name: 'Bench PM', email: 'pm@bench.test', role: 'pm' });
const keys = [pm.apiKey];
while (keys.length < KEYS) keys.push((await services.orgs.createKey({ userId: pm.userId })).apiKey);
await db.destroy();

const logDir = mkdtempSync(join(ROOT, '.test-data', 'bench-logs-'));

/** Waits until `port` answers 200 on /readyz. */
async function ready(port: number): Promise<void> {
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 10));
}

/**
 * Sextant as `npm start` runs it (node bin/start.mjs, the bundle), logs on at info into a file of the bench's, with
 * `env` on top (metrics and tracing for the observed run).
 */
async function startSextant(name: string, env: Record<string, string> = {}): Promise<{ port: number; proc: ChildProcess }> {
  const port = await freePort();
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const proc = spawn(process.execPath, ['bin/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'info', SEXTANT_RATE_LIMIT: '1000000000', ...env },
  });
  await ready(port);
  return { port, proc };
}

/** The floor (bench/servers.ts) in its own process. */
async function startFloor(): Promise<{ port: number; proc: ChildProcess }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/servers.ts'), databaseUrl!], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => proc.stdout!.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))));
  return { port, proc };
}

// An OTLP collector stub for the observed run: takes every export and answers 200.
const collector = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
});
await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
const collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;

const sextant = await startSextant('sextant');
const bare = await startFloor();
const observed = await startSextant('observed', { SEXTANT_METRICS_TOKEN: 'bench', OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl });

/** One autocannon run; with several keys each request takes the next one in turn. */
function load(port: number, path: string, withKeys: string[], seconds: number, connections = CONNECTIONS) {
  let i = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${withKeys[i++ % withKeys.length]}` } }) }],
  });
}

const cases = [
  { name: 'GET /api/v1/tasks/{id}, 1 key', path: `/api/v1/tasks/${taskId}`, keys: [org.apiKey] },
  { name: 'GET /api/v1/tasks/{id}, 100 keys', path: `/api/v1/tasks/${taskId}`, keys },
  { name: 'GET /api/v1/tasks?limit=50, 1 key', path: '/api/v1/tasks?limit=50', keys: [org.apiKey] },
  { name: 'GET /api/v1/tasks?limit=50, 100 keys', path: '/api/v1/tasks?limit=50', keys },
];
/** With metrics and tracing on, compared with the same stack without them (goal: within 10%). */
const observedCases = [cases[0], cases[2]];
type Sample = { rps: number; p50: number; p99: number };
type Which = 'sextant' | 'bare' | 'observed';
const results = new Map<string, Record<Which, Sample[]>>(cases.map((c) => [c.name, { sextant: [], bare: [], observed: [] }]));
const portOf: Record<Which, number> = { sextant: sextant.port, bare: bare.port, observed: observed.port };

for (const c of cases) {
  // warm-up: JIT, pools, prepared statements
  for (const port of Object.values(portOf)) await load(port, c.path, c.keys, 1, 4);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    const which: Which[] = observedCases.includes(c) ? ['sextant', 'bare', 'observed'] : ['sextant', 'bare'];
    if (round % 2 === 1) which.reverse(); // alternated, so neither side always runs on a warmer machine
    for (const w of which) {
      const r = await load(portOf[w], c.path, c.keys, SECONDS);
      if (r.non2xx) throw new Error(`${w} ${c.name}: ${r.non2xx} non-2xx responses`);
      results.get(c.name)![w].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    }
  }
}
// The scrape works on the observed server (a wrong token here would mean the run measured nothing).
const scrape = await fetch(`http://127.0.0.1:${observed.port}/metrics`, { headers: { authorization: 'Bearer bench' } });
if (scrape.status !== 200 || !(await scrape.text()).includes('sextant_requests_total')) throw new Error(`observed server: /metrics answered ${scrape.status}`);
// The servers exit before the database stops, so none sees its connections terminated.
await Promise.all(
  [sextant.proc, bare.proc, observed.proc].map(
    (proc) =>
      new Promise((resolve) => {
        proc.once('exit', resolve);
        proc.kill();
      }),
  ),
);

// Cold start and idle RSS of the process `npm start` runs (node bin/start.mjs: the bundle, built once before), database already up.
async function coldStart(): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const log = openSync(join(logDir, 'cold-start.log'), 'a');
  const proc = spawn(process.execPath, ['bin/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'info' },
  });
  await ready(port);
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 3000)); // idle
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))![1]) / 1024;
  await new Promise((resolve) => {
    proc.once('exit', resolve);
    proc.kill('SIGTERM');
  });
  return { ms, rssMb };
}

const starts: { ms: number; rssMb: number }[] = [];
for (let i = 0; i < 3; i++) starts.push(await coldStart());
await stopDb();
collector.close();
if (dir) rmSync(dir, { recursive: true, force: true });
rmSync(logDir, { recursive: true, force: true });

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\n${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections, 500 tasks; Sextant as npm start runs it (logs on, to a file)`);
console.log('goals: ratio to the floor ≥ 0.8, p99 ≤ 3 × p50, metrics and tracing on within 10% of off\n');
const cell = (xs: Sample[]) =>
  `${mean(xs.map((x) => x.rps))
    .toFixed(0)
    .padStart(9)}${mean(xs.map((x) => x.p50))
    .toFixed(1)
    .padStart(6)}${mean(xs.map((x) => x.p99))
    .toFixed(1)
    .padStart(6)}`;
const rps = (xs: Sample[]) => mean(xs.map((x) => x.rps));
console.log('case                                    sextant req/s p50 p99 ms   floor req/s p50 p99 ms  ratio  p99/p50');
for (const c of cases) {
  const r = results.get(c.name)!;
  const spread = mean(r.sextant.map((x) => x.p99)) / mean(r.sextant.map((x) => x.p50));
  console.log(
    `${c.name.padEnd(40)}${cell(r.sextant)}     ${cell(r.bare)}  ${(rps(r.sextant) / rps(r.bare)).toFixed(2).padStart(5)}  ${spread.toFixed(1).padStart(6)}`,
  );
}
console.log('\nwith metrics (SEXTANT_METRICS_TOKEN) and tracing (OTLP to a local collector stub) on:');
for (const c of observedCases) {
  const r = results.get(c.name)!;
  console.log(
    `${c.name.padEnd(40)}${cell(r.observed)}   vs off ${rps(r.sextant).toFixed(0).padStart(6)} req/s  ratio ${(rps(r.observed) / rps(r.sextant)).toFixed(2)}`,
  );
}
console.log(`\ncold start (process start → first 200 on /readyz, median of 3): ${median(starts.map((s) => s.ms)).toFixed(0)} ms (goal ≤ 1500)`);
console.log(`idle RSS after start (median of 3): ${median(starts.map((s) => s.rssMb)).toFixed(0)} MB (goal ≤ 150)`);
