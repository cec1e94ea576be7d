/**
 * Export and import (spec 1 §2.10 "Import run", §3.1 statuses; spec 2 §4.19 GET /import-runs), through the
 * real admin CLI (`export`, `import`) on the live server's database and object store:
 * - the export → import → export round trip of an org holding every entity kind is equal modulo ids and refs, and
 *   the import wrote no activity, notification or webhook event of its own (an active `*` subscription in the target);
 * - a killed import resumes from its checkpoint without duplicates; Ctrl-C pauses (exit 130) and the same command
 *   continues; a second import into the same org meanwhile is refused (exit 2) naming the run;
 * - rows the database refuses make a partial run with one reason each (GET /import-runs/{id}); a truncated file
 *   fails the run; the same file again answers "already imported";
 * - a Linear issue CSV imports into tasks, teams, users and tags.
 * Bounded memory for 100k tasks is measured by `npm run bench` (bench/import.bench.ts; numbers in the README).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { client, data } from '../lib/http.js';
import { EVERY_KIND_TABLES, fillEveryKind, type EveryKind } from '../lib/everyKind.js';
import { newOrg } from '../lib/orgs.js';
import { NUMBERED_TABLES, SECTIONS } from '../../src/import/catalog.js';

const { databaseUrl, filesDir } = inject('contract');
const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'sextant-import-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  SEXTANT_FILES_DIR: filesDir,
  SEXTANT_DATA_DIR: dirname(filesDir),
  LOG_LEVEL: 'silent',
  DEBUG: '',
};
const ADMIN = ['--import', 'tsx', join(ROOT, 'src/cli/admin.ts')];

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}
/** The admin CLI (node + tsx directly: the same program `npm run admin` starts) with --json. */
function admin(args: string[]): Promise<Outcome> {
  return new Promise((done) => {
    execFile(process.execPath, [...ADMIN, ...args, '--json'], { cwd: ROOT, env, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const code = err ? Number((err as { code?: number }).code ?? 1) : 0;
      let json: any;
      try {
        json = JSON.parse(stdout || stderr);
      } catch {
        json = undefined;
      }
      done({ code, stdout, stderr, json });
    });
  });
}
/** The admin CLI as a child process the test can signal. */
function start(args: string[]): { child: ChildProcess; done: Promise<Outcome> } {
  const child = spawn(process.execPath, [...ADMIN, ...args, '--json'], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (b) => (stdout += b));
  child.stderr!.on('data', (b) => (stderr += b));
  const done = new Promise<Outcome>((ok) =>
    child.on('close', (code, signal) => {
      let json: any;
      try {
        json = JSON.parse(stdout || stderr);
      } catch {
        json = undefined;
      }
      ok({ code: code ?? (signal === 'SIGKILL' ? 137 : 1), stdout, stderr, json });
    }),
  );
  return { child, done };
}

let db: Knex;
beforeAll(() => {
  db = createDb(databaseUrl, { min: 0, max: 3 });
});
afterAll(async () => {
  await db?.destroy();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
type Rec = { t: string; r: Record<string, any> };
const readExport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { sextant: any; records: Rec[]; end: { records: number } };

/**
 * Sections of an export as sorted JSON strings, ids of `inverse`'s keys replaced by their source ids, numbers (refs)
 * dropped, matched rows reduced to their id, and rows naming an unmapped id (the target's own rows) left out.
 */
function normalise(records: Rec[], inverse?: Map<string, string>, matched = new Set<string>()) {
  const out: Record<string, string[]> = {};
  for (const { t, r } of records) {
    let row = r;
    if (inverse) {
      let own = false;
      row = JSON.parse(JSON.stringify(r).replace(UUID, (u) => inverse.get(u) ?? ((own = own || u === r.id), u)));
      if (own) continue;
    }
    // The target keeps its own "created" entry for a row it already had (matched), not the source's.
    if (!inverse && t === 'activities' && row.action === 'created' && matched.has(row.entity_id)) continue;
    if (NUMBERED_TABLES.has(t)) delete row.number;
    if (t === 'rooms' && row.dm_key) row.dm_key = String(row.dm_key).split(':').sort().join(':');
    if (row.id && matched.has(row.id)) row = { id: row.id, matched: true };
    (out[t] ??= []).push(JSON.stringify(row, Object.keys(row).sort()));
  }
  for (const t of Object.keys(out)) out[t].sort();
  return out;
}

describe('export → import → export round trip of an org with every entity kind', () => {
  let a: EveryKind;
  let b: Awaited<ReturnType<typeof newOrg>>;
  let imported: Outcome;
  const fileA = join(dir, 'a.json');
  const fileB = join(dir, 'b.json');
  let notificationsBefore = 0;

  beforeAll(async () => {
    a = await fillEveryKind('Round trip A');
    b = await newOrg('Round trip B');
    // An active subscription to every event in the target: an import must not feed it.
    await data(client(b.apiKey), 'POST', '/api/v1/webhook-subscriptions', { url: 'https://hooks.example.com/sextant', eventTypes: ['*'] });
    notificationsBefore = Number((await db('notifications').where({ org_id: b.orgId }).count('* as n').first())!.n);
    const exported = await admin(['export', '--org', a.orgId, '--out', fileA]);
    expect(exported.code, exported.stderr).toBe(0);
    imported = await admin(['import', '--org', b.orgId, '--from', fileA, '--format', 'sextant-json']);
    expect(imported.code, imported.stderr).toBe(0);
    const again = await admin(['export', '--org', b.orgId, '--out', fileB]);
    expect(again.code, again.stderr).toBe(0);
  }, 120_000);

  it('exports every section of the catalog with rows, and no salary without --include-compensation', () => {
    const file = readExport(fileA);
    expect(file.sextant).toMatchObject({
      format: 'sextant-json',
      version: 1,
      source: { orgId: a.orgId },
      options: { includeCompensation: false, history: true },
    });
    expect(file.end.records).toBe(file.records.length);
    const empty = EVERY_KIND_TABLES.filter((t) => !file.records.some((r) => r.t === t));
    expect(empty).toEqual([]);
    expect(SECTIONS.map((s) => s.table).sort()).toEqual([...EVERY_KIND_TABLES].sort());
    for (const r of file.records.filter((x) => x.t === 'users')) expect(Object.keys(r.r)).not.toContain('salary_monthly');
    const text = readFileSync(fileA, 'utf8');
    // Not in the activity log either: the history of a salary is a salary.
    expect(text).not.toMatch(/salary|weekly_hours/);
    for (const secret of ['key_hash', 'secret_ciphertext', 'client_secret']) expect(text).not.toContain(`"${secret}"`);
  });

  it('imports it all: completed, nothing refused, every planned row imported or matched', () => {
    const s = imported.json;
    expect(s).toMatchObject({ orgId: b.orgId, format: 'sextant-json', status: 'completed', refused: 0, error: null });
    for (const p of s.plan) {
      const c = s.counts.find((x: any) => x.phase === p.phase);
      expect(c.imported + c.matched + c.skipped, p.phase).toBe(p.rows);
      expect(c.skipped, p.phase).toBe(0);
    }
    expect(s.counts.find((c: any) => c.phase === 'users').matched).toBe(1); // the admin, by e-mail
  });

  it('exports from the target equal to the source, modulo ids and refs', async () => {
    const mappings = await db('import_mappings').where({ org_id: b.orgId, run_id: imported.json.runId }).select('source_id', 'target_id', 'outcome');
    const inverse = new Map<string, string>([[b.orgId, a.orgId], ...mappings.map((m: any) => [m.target_id, m.source_id] as [string, string])]);
    const matched = new Set<string>(mappings.filter((m: any) => m.outcome === 'matched').map((m: any) => m.source_id));
    const left = normalise(readExport(fileA).records, undefined, matched);
    const right = normalise(readExport(fileB).records, inverse, matched);
    expect(Object.keys(right).sort()).toEqual(Object.keys(left).sort());
    for (const t of Object.keys(left)) expect(right[t], t).toEqual(left[t]);
  });

  it('re-numbers refs in the target, keeps creation times and authors, and copies file bytes', async () => {
    const taskA = await db('tasks').where({ org_id: a.orgId, id: a.ids.task }).first();
    const m = await db('import_mappings').where({ org_id: b.orgId, source_id: a.ids.task }).first();
    const taskB = await db('tasks').where({ org_id: b.orgId, id: m.target_id }).first();
    expect(taskB).toMatchObject({ title: taskA.title, number: m.target_number, status: taskA.status });
    expect(taskB.created_at.toISOString()).toBe(taskA.created_at.toISOString());
    const author = await db('import_mappings').where({ org_id: b.orgId, source_id: taskA.created_by }).first();
    expect(taskB.created_by).toBe(author.target_id);
    // Read back through the API of the target by its new ref.
    const team = await db('teams').where({ org_id: b.orgId, id: taskB.team_id }).first();
    const api = await data(client(b.apiKey), 'GET', `/api/v1/tasks/${team ? `${team.prefix}-${taskB.number}` : `TASK-${taskB.number}`}`);
    expect(api).toMatchObject({ id: taskB.id, title: taskA.title, createdAt: taskA.created_at.toISOString() });
    const files = await db('files').where({ org_id: b.orgId, status: 'clean' });
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f.storage_key).toBe(`${b.orgId}/${f.id}`);
      expect(existsSync(join(filesDir, f.storage_key)), f.storage_key).toBe(true);
    }
  });

  it('writes no activity, notification or webhook event of its own', async () => {
    expect(Number((await db('events').where({ org_id: b.orgId }).count('* as n').first())!.n)).toBe(0);
    expect(Number((await db('notifications').where({ org_id: b.orgId }).count('* as n').first())!.n)).toBe(notificationsBefore);
    const ownActivities = await db('activities')
      .where({ org_id: b.orgId })
      .whereNotIn('id', db('import_mappings').where({ org_id: b.orgId }).select('target_id'))
      .where('created_at', '>', db.raw(`(SELECT started_at FROM import_runs WHERE org_id = ? AND id = ?)`, [b.orgId, imported.json.runId]));
    expect(ownActivities).toEqual([]);
  });

  it('shows the run on GET /import-runs/{id} to the target org only; the same file again is "already imported"', async () => {
    const run = await data(client(b.apiKey), 'GET', `/api/v1/import-runs/${imported.json.runId}`);
    expect(run).toMatchObject({ id: imported.json.runId, format: 'sextant-json', status: 'completed', refused: 0, source: { sourceOrgId: a.orgId } });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect((await client(a.adminKey)('GET', `/api/v1/import-runs/${imported.json.runId}`)).status).toBe(404);
    const before = Number((await db('tasks').where({ org_id: b.orgId }).count('* as n').first())!.n);
    const again = await admin(['import', '--org', b.orgId, '--from', fileA, '--format', 'sextant-json']);
    expect(again.code).toBe(0);
    expect(again.json).toMatchObject({ runId: imported.json.runId, alreadyImported: true, status: 'completed' });
    expect(Number((await db('tasks').where({ org_id: b.orgId }).count('* as n').first())!.n)).toBe(before);
  });

  it('exports salaries only with --include-compensation', async () => {
    const file = join(dir, 'comp.json');
    const r = await admin(['export', '--org', a.orgId, '--out', file, '--include-compensation', '--no-history']);
    expect(r.code, r.stderr).toBe(0);
    const users = readExport(file).records.filter((x) => x.t === 'users');
    expect(users.some((u) => u.r.salary_monthly === '6000.00' || Number(u.r.salary_monthly) === 6000)).toBe(true);
    expect(readExport(file).records.some((x) => x.t === 'activities')).toBe(false);
    const withHistory = join(dir, 'comp-history.json');
    expect((await admin(['export', '--org', a.orgId, '--out', withHistory, '--include-compensation'])).code).toBe(0);
    expect(readExport(withHistory).records.some((x) => x.t === 'activities' && JSON.stringify(x.r.changes).includes('salary_monthly'))).toBe(true);
  });

  it("refuses to import an org's own export into itself, and an export to a directory that does not exist (exit 2)", async () => {
    const own = await admin(['import', '--org', a.orgId, '--from', fileA, '--format', 'sextant-json']);
    expect(own.code).toBe(2);
    expect(own.json.error.message).toMatch(/export of org .* itself/);
    expect(await db('import_runs').where({ org_id: a.orgId })).toEqual([]);
    const nowhere = await admin(['export', '--org', a.orgId, '--out', join(dir, 'missing-dir', 'x.json')]);
    expect(nowhere.code).toBe(2);
    expect(nowhere.json.error.message).toMatch(/does not exist/);
  });
});

/** A synthetic export: one user, one team, `n` tasks (and extra records), in the export's own format. */
function synthetic(file: string, n: number, extra: (team: string, user: string) => Rec[] = () => [], mutate: (records: Rec[]) => void = () => {}) {
  const org = randomUUID();
  const user = randomUUID();
  const team = randomUUID();
  const at = '2025-03-04T05:06:07.891+00:00';
  const records: Rec[] = [
    { t: 'users', r: { id: user, name: 'Ada Source', email: `ada-${org.slice(0, 8)}@source.dev`, org_role: 'engineer', created_at: at, updated_at: at } },
    {
      t: 'teams',
      r: {
        id: team,
        name: 'Source team',
        prefix: `S${org
          .slice(0, 2)
          .toUpperCase()
          .replace(/[^A-Z]/g, 'X')}`,
        created_at: at,
        updated_at: at,
      },
    },
    ...extra(team, user),
  ];
  for (let i = 1; i <= n; i++) {
    records.push({
      t: 'tasks',
      r: {
        id: randomUUID(),
        number: i,
        title: `Synthetic task ${i}`,
        status: 'todo',
        team_id: team,
        owner_id: user,
        created_by: user,
        created_at: at,
        updated_at: at,
      },
    });
  }
  const order = SECTIONS.map((s) => s.table);
  mutate(records);
  records.sort((x, y) => order.indexOf(x.t) - order.indexOf(y.t));
  const counts: Record<string, number> = {};
  for (const r of records) counts[r.t] = (counts[r.t] ?? 0) + 1;
  const header = {
    format: 'sextant-json',
    version: 1,
    exportId: randomUUID(),
    exportedAt: new Date().toISOString(),
    schema: null,
    source: { orgId: org, name: 'Synthetic', baseCurrency: 'USD' },
    options: { includeCompensation: false, history: true },
    counts,
  };
  writeFileSync(
    file,
    `{"sextant":${JSON.stringify(header)},\n"records":[${records.map((r) => `\n${JSON.stringify(r)}`).join(',')}\n],\n"end":{"records":${records.length}}}\n`,
  );
  return { org, user, team, records };
}

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('resumable import runs: killed mid-run, the same command continues from the checkpoint without duplicates', () => {
  it('a killed import resumes without duplicates; a second import into the org meanwhile is refused naming the run', async () => {
    const target = await newOrg('Resume target');
    const file = join(dir, 'resume.json');
    synthetic(file, 8000);
    const args = ['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json', '--batch-size', '40'];
    const first = start(args);
    const run = await waitFor('three batches', async () => {
      const r = await db('import_runs').where({ org_id: target.orgId }).first();
      return r?.checkpoint?.batches >= 3 ? r : undefined;
    });
    expect(run.status).toBe('running');
    const other = join(dir, 'other.json');
    synthetic(other, 5);
    const busy = await admin(['import', '--org', target.orgId, '--from', other, '--format', 'sextant-json']);
    expect(busy.code).toBe(2);
    expect(busy.json.error.message).toContain(run.id);
    first.child.kill('SIGKILL');
    await first.done;
    const killed = await db('import_runs').where({ org_id: target.orgId, id: run.id }).first();
    expect(killed.status).toBe('running');
    const partway = Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n);
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(8000);

    const resumed = await admin(args);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.json).toMatchObject({ runId: run.id, status: 'completed', refused: 0 });
    const tasks = await db('tasks').where({ org_id: target.orgId }).select('number', 'title');
    expect(tasks).toHaveLength(8000);
    expect(new Set(tasks.map((t: any) => t.title)).size).toBe(8000);
    expect(new Set(tasks.map((t: any) => t.number)).size).toBe(8000);
    const {
      rows: [m],
    } = await db.raw(`SELECT count(*)::int AS n, count(DISTINCT target_id)::int AS d FROM import_mappings WHERE org_id = ? AND kind = 'tasks'`, [target.orgId]);
    expect(m).toEqual({ n: 8000, d: 8000 });
    expect(resumed.json.counts.find((c: any) => c.phase === 'tasks')).toMatchObject({ imported: 8000, skipped: 0, refused: 0 });
  }, 120_000);

  it('Ctrl-C pauses after the current batch (exit 130, status paused) and the same command continues', async () => {
    const target = await newOrg('Pause target');
    const file = join(dir, 'pause.json');
    synthetic(file, 3000);
    const args = ['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json', '--batch-size', '50'];
    const first = start(args);
    await waitFor('two batches', async () => (await db('import_runs').where({ org_id: target.orgId }).first())?.checkpoint?.batches >= 2);
    first.child.kill('SIGINT');
    const paused = await first.done;
    expect(paused.code).toBe(130);
    expect(paused.json.status).toBe('paused');
    expect((await db('import_runs').where({ org_id: target.orgId, id: paused.json.runId }).first()).status).toBe('paused');
    const run = await data(client(target.apiKey), 'GET', `/api/v1/import-runs/${paused.json.runId}`);
    expect(run).toMatchObject({ status: 'paused', finishedAt: null });
    expect(run.checkpoint.batches).toBeGreaterThanOrEqual(2);
    const resumed = await admin(args);
    expect(resumed.json).toMatchObject({ runId: paused.json.runId, status: 'completed' });
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(3000);
  }, 120_000);
});

describe('partial and failed runs', () => {
  it('records each refused row with its reason and imports the rest (status partial)', async () => {
    const target = await newOrg('Partial target');
    const file = join(dir, 'partial.json');
    let bad = '';
    synthetic(
      file,
      20,
      (team) => [
        {
          t: 'cycles',
          r: {
            id: randomUUID(),
            team_id: team,
            number: 1,
            name: 'Cycle 1',
            starts_on: '2025-01-06',
            ends_on: '2025-01-19',
            created_at: '2025-01-01T00:00:00+00:00',
            updated_at: '2025-01-01T00:00:00+00:00',
          },
        },
        {
          t: 'cycles',
          r: {
            id: randomUUID(),
            team_id: team,
            number: 2,
            name: 'Overlapping',
            starts_on: '2025-01-10',
            ends_on: '2025-01-24',
            created_at: '2025-01-01T00:00:00+00:00',
            updated_at: '2025-01-01T00:00:00+00:00',
          },
        },
      ],
      (records) => {
        // One task with a status Sextant does not have, and an assignment of it (refused with its parent).
        const task = records.find((r) => r.t === 'tasks')!;
        task.r.status = 'on_fire';
        bad = task.r.id;
        records.push({ t: 'task_assignments', r: { task_id: bad, user_id: records[0].r.id, created_at: '2025-01-01T00:00:00+00:00' } });
      },
    );
    const r = await admin(['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ status: 'partial', refused: 3 });
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(19);
    expect(Number((await db('cycles').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(1);
    const run = await data(client(target.apiKey), 'GET', `/api/v1/import-runs/${r.json.runId}`);
    expect(run).toMatchObject({ status: 'partial', refused: 3 });
    const reasons = run.refusals.map((x: any) => `${x.kind} ${x.sourceId}: ${x.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cycles .*cycles_no_overlap/),
        expect.stringMatching(new RegExp(`^tasks ${bad}: .*tasks_status`)),
        expect.stringMatching(new RegExp(`^task_assignments ${bad}:.*task_id names tasks ${bad}, which was not imported`)),
      ]),
    );
    for (const x of run.refusals) expect(x.reason).not.toContain('Synthetic task');
  }, 60_000);

  it('refuses a truncated file before importing anything (exit 2); a file broken mid-way fails its run (exit 1); an unreadable one is exit 2', async () => {
    const target = await newOrg('Truncated target');
    const file = join(dir, 'truncated.json');
    synthetic(file, 50);
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, whole.indexOf('"end"')));
    const r = await admin(['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json']);
    expect(r.code).toBe(2);
    expect(r.json.error.message).toMatch(/truncated/);
    expect(await db('import_runs').where({ org_id: target.orgId })).toEqual([]);
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(0);
    // Broken in the middle (the trailer intact): the rows before the damage are in, the run failed, and the same
    // command on a repaired file continues without duplicates.
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, whole.replace('"title":"Synthetic task 30"', '"title":"Synthetic task 30"}}garbage'));
    const failed = await admin(['import', '--org', target.orgId, '--from', broken, '--format', 'sextant-json', '--batch-size', '10']);
    expect(failed.code, JSON.stringify(failed.json)).toBe(1);
    expect(failed.json).toMatchObject({ status: 'failed' });
    expect(failed.json.error).toMatch(/not valid JSON.*rows already imported are skipped/);
    writeFileSync(broken, whole);
    const again = await admin(['import', '--org', target.orgId, '--from', broken, '--format', 'sextant-json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.json.status).toBe('completed');
    expect(Number((await db('tasks').where({ org_id: target.orgId }).count('* as n').first())!.n)).toBe(50);
    const missing = await admin(['import', '--org', target.orgId, '--from', join(dir, 'nope.json'), '--format', 'sextant-json']);
    expect(missing.code).toBe(2);
    expect(missing.json.error.message).toContain('cannot read');
    const notExport = join(dir, 'not-export.json');
    writeFileSync(notExport, '{"hello": "world"}');
    const wrong = await admin(['import', '--org', target.orgId, '--from', notExport, '--format', 'sextant-json']);
    expect(wrong.code).toBe(2);
    expect(wrong.json.error.message).toContain('not a Sextant export');
  }, 60_000);
});

describe('Linear issue CSV', () => {
  it('imports the sample into tasks, teams, users and tags; the empty title is refused', async () => {
    const target = await newOrg('Linear target');
    const csv = join(ROOT, 'contract-tests/fixtures/linear-issues.csv');
    const r = await admin(['import', '--org', target.orgId, '--from', csv, '--format', 'linear-csv']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ format: 'linear-csv', status: 'partial', refused: 1 });
    const teams = await db('teams').where({ org_id: target.orgId }).pluck('prefix');
    expect(teams).toEqual(expect.arrayContaining(['ENG']));
    const ci = await db('tasks').where({ org_id: target.orgId, title: 'Set up CI pipeline' }).first();
    expect(ci).toMatchObject({ status: 'completed', priority: 'high', estimate_minutes: 180 });
    expect(ci.created_at.toISOString()).toBe('2024-05-01T09:00:00.000Z');
    const owner = await db('users').where({ org_id: target.orgId, id: ci.owner_id }).first();
    expect(owner.email).toBe('grace@example.com');
    const tags = await db('tags').whereIn('id', ci.tag_ids).pluck('name');
    expect(tags.sort()).toEqual(['ci', 'infra']);
    const sub = await db('tasks').where({ org_id: target.orgId, title: 'Write the invoices migration' }).first();
    expect(sub.parent_task_id).not.toBeNull();
    expect(ci.description).toContain('Imported from Linear ENG-1.');
    const run = await data(client(target.apiKey), 'GET', `/api/v1/import-runs/${r.json.runId}`);
    expect(run.refusals[0].reason).toMatch(/Title is empty/);
    expect(run.warnings.length).toBeGreaterThan(0);
    expect(run.warnings).toEqual(r.json.warnings);
  }, 60_000);
});
