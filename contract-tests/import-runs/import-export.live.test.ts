/**
 * Export and import (spec 1 §2.10 "Import run"; spec 2 §4.19), through the real admin CLI (`export`, `import`) on
 * the live server's database and object store:
 * - the export → import → export round trip of an org holding every entity kind is equal modulo ids and refs, and
 *   the import wrote no activity, notification or webhook event of its own (an active `*` subscription in the target);
 * - a Linear issue CSV imports into tasks, teams, users and tags.
 * Resumed, partial and failed runs: import-resume.live.test.ts. Bounded memory for 100k tasks is measured by
 * `npm run bench` (bench/import.bench.ts; numbers in the README).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { EVERY_KIND_TABLES, fillEveryKind, type EveryKind } from '../lib/everyKind.js';
import { newOrg } from '../lib/orgs.js';
import { SECTIONS } from '../../src/import/catalog.js';
import { useImportDb, filesDir, ROOT, dir, type Outcome, admin, db, readExport, normalise } from './_setup.js';

useImportDb();
useSdk();

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
    must(await sdk.createWebhookSubscription({ url: 'https://hooks.example.com/sextant', eventTypes: ['*'] }, undefined, as(b.apiKey)));
    notificationsBefore = Number((await db('notifications').where({ org_id: b.orgId }).count('* as n').first())!.n);
    const exported = await admin(['export', '--org', a.orgId, '--out', fileA]);
    expect(exported.code, exported.stderr).toBe(0);
    imported = await admin(['import', '--org', b.orgId, '--from', fileA, '--format', 'sextant-json']);
    expect(imported.code, imported.stderr).toBe(0);
    const again = await admin(['export', '--org', b.orgId, '--out', fileB]);
    expect(again.code, again.stderr).toBe(0);
  }, 120_000);

  it('records the export in the exported org’s audit log and the import in the target’s, by the admin CLI, naming the file', async () => {
    const started = async (key: string, action: string) => must(await sdk.listAuditEvents({ action }, as(key)));
    const exports = await started(a.adminKey, 'export.started');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ outcome: 'success', actor: { credentialKind: 'cli', userId: null }, requestId: null, details: { file: 'a.json' } });
    const imports = await started(b.apiKey, 'import.started');
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ outcome: 'success', actor: { credentialKind: 'cli' }, details: { file: 'a.json', format: 'sextant-json' } });
    // b was exported too (fileB): its export is its own row, never a's.
    expect((await started(b.apiKey, 'export.*')).map((e) => e.details)).toEqual([expect.objectContaining({ file: 'b.json' })]);
  });

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
      const c = s.counts.find((x) => x.phase === p.phase);
      expect(c, p.phase).toBeDefined();
      expect(c!.imported + c!.matched + c!.skipped, p.phase).toBe(p.rows);
      expect(c!.skipped, p.phase).toBe(0);
    }
    expect(s.counts.find((c) => c.phase === 'users')?.matched).toBe(1); // the admin, by e-mail
  });

  it('exports from the target equal to the source, modulo ids and refs', async () => {
    const mappings: { source_id: string; target_id: string; outcome: string }[] = await db('import_mappings')
      .where({ org_id: b.orgId, run_id: imported.json.runId })
      .select('source_id', 'target_id', 'outcome');
    const inverse = new Map<string, string>([[b.orgId, a.orgId], ...mappings.map((m) => [m.target_id, m.source_id] as [string, string])]);
    const matched = new Set<string>(mappings.filter((m) => m.outcome === 'matched').map((m) => m.source_id));
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
    const api = must(await sdk.getTask(team ? `${team.prefix}-${taskB.number}` : `TASK-${taskB.number}`, as(b.apiKey)));
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
    const run = must(await sdk.getImportRun(imported.json.runId, as(b.apiKey)));
    expect(run).toMatchObject({ id: imported.json.runId, format: 'sextant-json', status: 'completed', refused: 0, source: { sourceOrgId: a.orgId } });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect((await sdk.getImportRun(imported.json.runId, as(a.adminKey))).status).toBe(404);
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
    const run = must(await sdk.getImportRun(r.json.runId, as(target.apiKey)));
    expect(run.refusals[0].reason).toMatch(/Title is empty/);
    expect(run.warnings.length).toBeGreaterThan(0);
    expect(run.warnings).toEqual(r.json.warnings);
  }, 60_000);
});
