/**
 * `npm run bench`, throughput part: the full stack against a bare
 * node:http + pg handler running the same credential lookup and row read (bench/servers.ts), on a real Postgres
 * (DATABASE_URL, else an embedded one in a throwaway directory), for
 *   GET /api/v1/tasks/{id} and GET /api/v1/tasks?limit=50, each with one key and with 100 keys (real traffic is
 *   many keys), 16 connections, full stack and floor alternated in ROUNDS rounds of SECONDS s;
 * then cold start (process start → first 200 on /readyz, database already up, median of 3) and idle RSS of
 * `npm start`'s process. Prints req/s, p50/p99 latency and the ratio per case against the goals: ratio ≥ 0.8,
 * cold start ≤ 1.5 s, idle RSS ≤ 150 MB. Env: BENCH_ROUNDS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (16).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

async function serve(kind: 'sextant' | 'bare'): Promise<{ port: number; proc: ChildProcess }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/servers.ts'), kind, databaseUrl!], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const port = await new Promise<number>((resolve) => proc.stdout!.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))));
  return { port, proc };
}
const sextant = await serve('sextant');
const bare = await serve('bare');

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
type Sample = { rps: number; p50: number; p99: number };
const results = new Map<string, { sextant: Sample[]; bare: Sample[] }>(cases.map((c) => [c.name, { sextant: [], bare: [] }]));

for (const c of cases) {
  // warm-up: JIT, pools, prepared statements
  for (const port of [sextant.port, bare.port]) await load(port, c.path, c.keys, 1, 4);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    const order = round % 2 === 0 ? (['sextant', 'bare'] as const) : (['bare', 'sextant'] as const);
    for (const which of order) {
      const r = await load(which === 'sextant' ? sextant.port : bare.port, c.path, c.keys, SECONDS);
      if (r.non2xx) throw new Error(`${which} ${c.name}: ${r.non2xx} non-2xx responses`);
      results.get(c.name)![which].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    }
  }
}
// Both servers exit before the database stops, so neither sees its connections terminated.
await Promise.all(
  [sextant.proc, bare.proc].map(
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
  const proc = spawn(process.execPath, ['bin/start.mjs'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'silent' },
  });
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 10));
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
if (dir) rmSync(dir, { recursive: true, force: true });

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\n${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections, 500 tasks; goal: ratio ≥ 0.8\n`);
console.log('case                                     sextant req/s  p50  p99 ms    bare req/s  p50  p99 ms   ratio');
for (const c of cases) {
  const r = results.get(c.name)!;
  const row = (xs: Sample[]) =>
    `${mean(xs.map((x) => x.rps))
      .toFixed(0)
      .padStart(13)}${mean(xs.map((x) => x.p50))
      .toFixed(0)
      .padStart(5)}${mean(xs.map((x) => x.p99))
      .toFixed(0)
      .padStart(5)}   `;
  const ratio = mean(r.sextant.map((x) => x.rps)) / mean(r.bare.map((x) => x.rps));
  console.log(`${c.name.padEnd(40)}${row(r.sextant)}${row(r.bare)}${ratio.toFixed(2).padStart(7)}`);
}
console.log(`\ncold start (process start → first 200 on /readyz, median of 3): ${median(starts.map((s) => s.ms)).toFixed(0)} ms (goal ≤ 1500)`);
console.log(`idle RSS after start (median of 3): ${median(starts.map((s) => s.rssMb)).toFixed(0)} MB (goal ≤ 150)`);
