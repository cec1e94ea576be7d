/**
 * Scale bench: the same reads in an org of 1,000,000 tasks and one of 10,000,
 * side by side, in one run.
 *
 * Database: a throwaway embedded Postgres (DATABASE_URL instead when set). Two orgs are seeded with the data
 * generator (src/cli/seed.ts; how long each took is printed), then the server runs in-process (startServer, rate
 * limit raised) and each case is requested SCALE_REQUESTS times (default 41) per org after 3 warm-up requests,
 * one request at a time over keep-alive, alternating the two orgs so drift hits both alike:
 *   list first page   GET /api/v1/tasks
 *   deep page         GET /api/v1/tasks?cursor=… (the page after row 4,000, the cursor a client would hold)
 *   get by ref        GET /api/v1/tasks/<PREFIX>-<n>, a different task each time
 *   search            GET /api/v1/search?query=alpha, ?query=onbording (a typo of "onboarding"), and a rare word
 *                     (a customer name the generator puts in ~0.02% of tasks)
 * Prints p50 and p95 (ms, wall time of the HTTP request) per case and org, the 1M/10k ratio of p50s, and the goal:
 * lists and gets within 1.2× of their 10k p50, search p95 ≤ 50 ms at 1M.
 *
 * Env: SCALE_TASKS (default 1000000) and SCALE_SMALL_TASKS (10000) size the orgs; SCALE_ORGS=<bigOrgId>,<smallOrgId>
 * skips seeding and measures two orgs already in DATABASE_URL (e.g. seeded with `npm run seed`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { ROOT } from '../src/db/connect.js';
import { startEmbedded } from '../src/db/embedded.js';
import { createDb, migrate } from '../src/db/knex.js';
import { encodeCursor } from '../src/repositories/paging.js';
import { OrgService } from '../src/services/orgs.js';
import { CUSTOMERS, seedOrg } from '../src/cli/seed.js';
import { startServer } from '../src/server.js';

const BIG = Number(process.env.SCALE_TASKS ?? 1_000_000);
const SMALL = Number(process.env.SCALE_SMALL_TASKS ?? 10_000);
const REQUESTS = Math.max(15, Number(process.env.SCALE_REQUESTS ?? 41));
const WARMUP = 3;
const DEPTH = 4000;
const RARE = CUSTOMERS[0].toLowerCase();

let dir: string | undefined;
let databaseUrl = process.env.DATABASE_URL;
let stopDb = async () => {};
if (!databaseUrl) {
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-data', 'scale-'));
  const pg = await startEmbedded(dir, { persistent: false });
  databaseUrl = pg.url;
  stopDb = pg.stop;
}

const db = createDb(databaseUrl, { min: 0, max: 6 });
await migrate(db);
const orgs = new OrgService(db);
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Subject {
  label: string;
  orgId: string;
  key: string;
  tasks: number;
  seedSeconds?: number;
}

async function keyFor(orgId: string): Promise<string> {
  const admin = await db('users').where({ org_id: orgId, org_role: 'admin' }).orderBy('created_at').first('id');
  if (!admin) throw new Error(`org ${orgId} has no admin user to make a bench key for`);
  return (await orgs.createKey({ userId: admin.id })).apiKey;
}

const subjects: Subject[] = [];
if (process.env.SCALE_ORGS) {
  for (const orgId of process.env.SCALE_ORGS.split(',')) {
    const tasks = Number((await db('tasks').where({ org_id: orgId }).count<{ count: number }[]>('* as count'))[0].count);
    subjects.push({ label: tasks >= 1e6 ? `${tasks / 1e6}M` : `${Math.round(tasks / 1e3)}k`, orgId, key: await keyFor(orgId), tasks });
  }
} else {
  for (const tasks of [BIG, SMALL]) {
    const label = tasks >= 1e6 ? `${tasks / 1e6}M` : `${Math.round(tasks / 1e3)}k`;
    const org = await orgs.createOrg(`Scale bench ${label}`);
    log(`scale: seeding ${tasks.toLocaleString('en')} tasks into org ${org.orgId}`);
    const summary = await seedOrg(db, { orgId: org.orgId, tasks }, (line) => {
      if (/vacuum|100%|users/.test(line) || /\b\d+0%/.test(line)) log(line);
    });
    subjects.push({ label, orgId: org.orgId, key: org.apiKey, tasks, seedSeconds: summary.seconds });
  }
}

// The seed leaves gigabytes of dirty pages: write them out now rather than during the measurements (needs a
// superuser or pg_checkpoint; skipped otherwise).
await db.raw('CHECKPOINT').catch(() => log('scale: CHECKPOINT not allowed for this role; measuring anyway'));

// Refs to read: a different task each request, spread over the org.
const refsOf = async (orgId: string, n: number): Promise<string[]> => {
  const { rows } = await db.raw(
    `SELECT coalesce(tm.prefix, 'TASK') || '-' || t.number AS ref FROM tasks t LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
      WHERE t.org_id = ? AND t.number = ANY(?::int[])`,
    [orgId, Array.from({ length: n * 3 }, (_, i) => 1 + Math.floor(((i + 0.5) / (n * 3)) * subjects.find((s) => s.orgId === orgId)!.tasks))],
  );
  return (rows as { ref: string }[]).map((r) => r.ref).slice(0, n);
};
const firstNumber = async (orgId: string) => Number((await db('tasks').where({ org_id: orgId }).min<{ min: number }[]>('number as min'))[0].min);
const refs = new Map<string, string[]>();
const deepCursor = new Map<string, string>();
for (const s of subjects) {
  refs.set(s.orgId, await refsOf(s.orgId, REQUESTS + WARMUP));
  deepCursor.set(s.orgId, encodeCursor('tasks', [(await firstNumber(s.orgId)) + DEPTH - 1]));
}
await db.destroy();

const running = await startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), rateLimit: 1_000_000_000 });
const base = `http://127.0.0.1:${running.port}`;

interface Case {
  name: string;
  path: (s: Subject, i: number) => string;
  goal: 'ratio' | 'p95';
}
const cases: Case[] = [
  { name: 'list first page', path: () => '/api/v1/tasks', goal: 'ratio' },
  { name: `page ${DEPTH.toLocaleString('en')} rows deep`, path: (s) => `/api/v1/tasks?cursor=${deepCursor.get(s.orgId)}`, goal: 'ratio' },
  { name: 'get by ref', path: (s, i) => `/api/v1/tasks/${refs.get(s.orgId)![i % refs.get(s.orgId)!.length]}`, goal: 'ratio' },
  { name: 'search "alpha"', path: () => '/api/v1/search?query=alpha', goal: 'p95' },
  { name: 'search "onbording"', path: () => '/api/v1/search?query=onbording', goal: 'p95' },
  // A rare word (a customer name in ~0.02% of tasks): past the newest rows, answered by the per-org index.
  { name: `search "${RARE}"`, path: () => `/api/v1/search?query=${RARE}`, goal: 'p95' },
];

async function request(s: Subject, path: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${s.key}` } });
  const body = (await res.json()) as { ok: boolean; data?: unknown[] };
  const ms = performance.now() - t0;
  if (res.status !== 200 || !body.ok) throw new Error(`${path} (${s.label}): ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return ms;
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const results: { c: Case; stats: Map<string, { p50: number; p95: number; hits?: number }> }[] = [];
for (const c of cases) {
  const times = new Map<string, number[]>(subjects.map((s) => [s.orgId, []]));
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const s of i % 2 ? [...subjects].reverse() : subjects) {
      const ms = await request(s, c.path(s, i));
      if (i >= WARMUP) times.get(s.orgId)!.push(ms);
    }
  }
  results.push({ c, stats: new Map(subjects.map((s) => [s.orgId, { p50: quantile(times.get(s.orgId)!, 0.5), p95: quantile(times.get(s.orgId)!, 0.95) }])) });
}
await running.close();
await stopDb();
if (dir) rmSync(dir, { recursive: true, force: true });

const [big, small] = subjects;
const f = (ms: number) => ms.toFixed(1).padStart(8);
console.log(
  `\nScale: ${big.tasks.toLocaleString('en')} tasks vs ${small.tasks.toLocaleString('en')}, ${REQUESTS} requests per case and org (after ${WARMUP} warm-up), one at a time`,
);
for (const s of subjects)
  if (s.seedSeconds !== undefined) console.log(`seeded ${s.label} (${s.tasks.toLocaleString('en')} tasks) in ${s.seedSeconds.toFixed(1)} s`);
console.log(
  `\ncase                      ${small.label.padStart(6)} p50 ${small.label.padStart(4)} p95 ${big.label.padStart(6)} p50 ${big.label.padStart(4)} p95   ratio  goal`,
);
let met = 0;
for (const { c, stats } of results) {
  const a = stats.get(small.orgId)!;
  const b = stats.get(big.orgId)!;
  const ratio = b.p50 / a.p50;
  const ok = c.goal === 'ratio' ? ratio <= 1.2 : b.p95 <= 50;
  if (ok) met++;
  const goal = c.goal === 'ratio' ? `p50 ratio ≤ 1.2` : `p95 ≤ 50 ms`;
  console.log(`${c.name.padEnd(24)}${f(a.p50)}${f(a.p95)}${f(b.p50)}${f(b.p95)}${ratio.toFixed(2).padStart(8)}  ${goal} ${ok ? 'met' : 'NOT met'}`);
}
console.log(`\n${met}/${results.length} goals met (times in ms)`);
