/**
 * What the live export and import files share (spec 1 §2.10 "Import run"; spec 2 §4.19): a database handle, the real
 * admin CLI (`admin` runs one command to its end, `start` spawns one to kill or interrupt) on the live server's
 * database and object store, reading and normalising an export (ids mapped back, refs dropped), a synthetic export
 * file, and `waitFor`. A file calls `useImportDb()` once at its top level.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ImportRun, ImportRunPhaseCount, ImportRunPlanItem } from '../../sdk/src/index';
import { createDb } from '../../src/db/knex.js';
import { NUMBERED_TABLES, SECTIONS } from '../../src/import/catalog.js';

export const { databaseUrl, filesDir } = inject('contract');
export const ROOT = resolve(import.meta.dirname, '../..');
export const dir = mkdtempSync(join(tmpdir(), 'sextant-import-'));
export const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  SEXTANT_FILES_DIR: filesDir,
  SEXTANT_DATA_DIR: dirname(filesDir),
  LOG_LEVEL: 'silent',
  DEBUG: '',
};
export const ADMIN = ['--import', 'tsx', join(ROOT, 'src/cli/admin.ts')];
/**
 * What the admin CLI prints with --json, as far as these tests read it: an import's summary (the import run's fields,
 * with runId, and alreadyImported when the export was imported before), or a refusal `{ error: { message } }`. (A run
 * that failed carries its error as a string: read it as unknown.)
 */
export interface CliJson extends Partial<Omit<ImportRun, 'error' | 'plan' | 'counts'>> {
  runId: string;
  plan: ImportRunPlanItem[];
  counts: ImportRunPhaseCount[];
  orgId?: string;
  alreadyImported?: boolean;
  error: { code?: string; message: string };
}
export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  /** The parsed output (undefined when it is not JSON). */
  json: CliJson;
}
/** stdout (else stderr) parsed as JSON, or undefined. */
const parsed = (stdout: string, stderr: string): CliJson => {
  try {
    return JSON.parse(stdout || stderr) as CliJson;
  } catch {
    return undefined as unknown as CliJson;
  }
};
/** The admin CLI (node + tsx directly: the same program `npm run admin` starts) with --json. */
export function admin(args: string[]): Promise<Outcome> {
  return new Promise((done) => {
    execFile(process.execPath, [...ADMIN, ...args, '--json'], { cwd: ROOT, env, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const code = err ? Number((err as { code?: number }).code ?? 1) : 0;
      done({ code, stdout, stderr, json: parsed(stdout, stderr) });
    });
  });
}
/** The admin CLI as a child process the test can signal. */
export function start(args: string[]): { child: ChildProcess; done: Promise<Outcome> } {
  const child = spawn(process.execPath, [...ADMIN, ...args, '--json'], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (b) => (stdout += b));
  child.stderr!.on('data', (b) => (stderr += b));
  const done = new Promise<Outcome>((ok) =>
    child.on('close', (code, signal) => {
      ok({ code: code ?? (signal === 'SIGKILL' ? 137 : 1), stdout, stderr, json: parsed(stdout, stderr) });
    }),
  );
  return { child, done };
}
export let db: Knex;
export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** One record of an export: its table and the row (column names as in the database). */
export type Rec = { t: string; r: Row };
/** A row of an export, the columns these tests read named (every value is JSON). */
export type Row = Record<string, unknown> & { id?: string; number?: number; action?: string; entity_id?: string; dm_key?: string };
/** An export file: its header, its records and the trailer counting them. */
export const readExport = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as { sextant: Record<string, unknown>; records: Rec[]; end: { records: number } };
/**
 * Sections of an export as sorted JSON strings, ids of `inverse`'s keys replaced by their source ids, numbers (refs)
 * dropped, matched rows reduced to their id, and rows naming an unmapped id (the target's own rows) left out.
 */
export function normalise(records: Rec[], inverse?: Map<string, string>, matched = new Set<string>()) {
  const out: Record<string, string[]> = {};
  for (const { t, r } of records) {
    let row = r;
    if (inverse) {
      let own = false;
      row = JSON.parse(JSON.stringify(r).replace(UUID, (u) => inverse.get(u) ?? ((own = own || u === r.id), u))) as Row;
      if (own) continue;
    }
    // The target keeps its own "created" entry for a row it already had (matched), not the source's.
    if (!inverse && t === 'activities' && row.action === 'created' && matched.has(row.entity_id ?? '')) continue;
    if (NUMBERED_TABLES.has(t)) delete row.number;
    if (t === 'rooms' && row.dm_key) row.dm_key = String(row.dm_key).split(':').sort().join(':');
    if (row.id && matched.has(row.id)) row = { id: row.id, matched: true };
    (out[t] ??= []).push(JSON.stringify(row, Object.keys(row).sort()));
  }
  for (const t of Object.keys(out)) out[t].sort();
  return out;
}
/** A synthetic export: one user, one team, `n` tasks (and extra records), in the export's own format. */
export function synthetic(file: string, n: number, extra: (team: string, user: string) => Rec[] = () => [], mutate: (records: Rec[]) => void = () => {}) {
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
export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Registers the hooks that open the database handle before this file's tests and close it after. */
export function useImportDb(): void {
  beforeAll(() => {
    db = createDb(databaseUrl, { min: 0, max: 3 });
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
