/**
 * `npm run bench` (issue 2 §7): full-stack GET /api/v1/tasks/{id} and GET /api/v1/tasks?limit=50 against a bare
 * node:http + pg handler running the same queries, alternated in one run (3 rounds × 5 s each, 10 connections),
 * on a real Postgres (DATABASE_URL, else an embedded one in a throwaway directory). Prints requests/s and the
 * ratio sextant / bare per endpoint; the goal is ≥ 0.8.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../src/db/connect.js';
import { startEmbedded } from '../src/db/embedded.js';
import { createDb, migrate } from '../src/db/knex.js';
import { createServices } from '../src/services/index.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

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

// Seed: one org, a team, 500 tasks.
const db = createDb(databaseUrl);
await migrate(db);
const services = createServices(db);
const org = await services.orgs.createOrg('Bench org');
const actor = await services.orgs.authenticate(`Bearer ${org.apiKey}`);
const team = await services.teams.create(actor, { name: 'Bench', prefix: 'BEN' });
let taskId = '';
for (let i = 0; i < 500; i++) taskId = (await services.tasks.create(actor, { title: `Task ${i}`, teamId: team.id })).id;
await db.destroy();

async function serve(kind: 'sextant' | 'bare'): Promise<{ port: number; proc: ChildProcess }> {
  const proc = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/servers.ts'), kind, databaseUrl!], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } });
  const port = await new Promise<number>((resolve) => proc.stdout!.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))));
  return { port, proc };
}
const sextant = await serve('sextant');
const bare = await serve('bare');

const run = (port: number, path: string) =>
  autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 10, duration: SECONDS, headers: { authorization: `Bearer ${org.apiKey}` } });

const endpoints = { [`GET /api/v1/tasks/{id}`]: `/api/v1/tasks/${taskId}`, [`GET /api/v1/tasks?limit=50`]: '/api/v1/tasks?limit=50' };
const results: Record<string, { sextant: number[]; bare: number[] }> = {};
for (const name of Object.keys(endpoints)) results[name] = { sextant: [], bare: [] };
for (const [name, path] of Object.entries(endpoints)) { // warm-up
  await autocannon({ url: `http://127.0.0.1:${sextant.port}${path}`, connections: 5, amount: 200, headers: { authorization: `Bearer ${org.apiKey}` } });
  await autocannon({ url: `http://127.0.0.1:${bare.port}${path}`, connections: 5, amount: 200, headers: { authorization: `Bearer ${org.apiKey}` } });
  void name;
}
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, path] of Object.entries(endpoints)) {
    const order = round % 2 === 0 ? (['sextant', 'bare'] as const) : (['bare', 'sextant'] as const);
    for (const which of order) {
      const r = await run(which === 'sextant' ? sextant.port : bare.port, path);
      if (r.non2xx) throw new Error(`${which} ${name}: ${r.non2xx} non-2xx responses`);
      results[name][which].push(r.requests.average);
    }
  }
}
// Both servers exit before the database stops, so neither sees its connections terminated.
await Promise.all([sextant.proc, bare.proc].map((proc) => new Promise((resolve) => {
  proc.once('exit', resolve);
  proc.kill();
})));
await stopDb();
if (dir) rmSync(dir, { recursive: true, force: true });

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`\n${ROUNDS} rounds × ${SECONDS}s, 10 connections, 500 tasks\n`);
console.log('endpoint                          sextant req/s   bare req/s   ratio');
for (const [name, r] of Object.entries(results)) {
  const s = mean(r.sextant);
  const b = mean(r.bare);
  console.log(`${name.padEnd(34)}${s.toFixed(0).padStart(13)}${b.toFixed(0).padStart(13)}${(s / b).toFixed(2).padStart(8)}`);
}
