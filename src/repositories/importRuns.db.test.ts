/**
 * The import_runs query module against Postgres: GET /import-runs by status and format, alone and together (every
 * combination, checked against an in-memory filter of the inserted runs), newest first across pages; another org's
 * runs never; by-UUID reads; the first refusals of each run, oldest first, at most the limit.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findImportRunRow, listFirstRefusals, listImportRuns } from './importRuns.js';

const t = useTestDb();
const STATUSES = ['pending', 'running', 'paused', 'completed', 'partial', 'failed'] as const;
const FORMATS = ['sextant-json', 'linear-csv'] as const;

describe('import_runs query module', () => {
  it('filters by every status × format combination, newest first across pages; scoped; refusals limited per run', async () => {
    const a = await t.newOrg('Imports A');
    const b = await t.newOrg('Imports B');
    const o = a.orgId;
    // One open run at most per org (import_runs_one_open): the rest are finished.
    const made = [
      ['completed', 'sextant-json'],
      ['partial', 'linear-csv'],
      ['failed', 'sextant-json'],
      ['completed', 'linear-csv'],
      ['partial', 'sextant-json'],
      ['running', 'linear-csv'],
      ['failed', 'linear-csv'],
    ] as const;
    const runs: { id: string; status: string; format: string }[] = [];
    for (const [i, [status, format]] of made.entries()) {
      const [row] = await t
        .db('import_runs')
        .insert({ org_id: o, format, status, source: { name: `f${i}` }, source_key: `k${i}`, fingerprint: `fp${i}` })
        .returning('id');
      runs.push({ id: row.id, status, format });
    }
    await t.db('import_runs').insert({ org_id: b.orgId, format: 'sextant-json', status: 'completed', source: {}, source_key: 'b', fingerprint: 'b' });
    for (const status of [undefined, ...STATUSES])
      for (const format of [undefined, ...FORMATS]) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await listImportRuns(t.db, o, { status, format }, { cursor, limit: 2 });
          seen.push(...page.rows.map((r) => r.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        const want = runs
          .filter((r) => (!status || r.status === status) && (!format || r.format === format))
          .map((r) => r.id)
          .reverse();
        expect([status, format, seen]).toEqual([status, format, want]);
        expect((await listImportRuns(t.db, b.orgId, { status, format }, { limit: 50 })).rows.every((r) => r.org_id === b.orgId)).toBe(true);
      }
    const first = runs[0].id;
    expect((await findImportRunRow(t.db, o, first.toUpperCase()))?.id).toBe(first);
    expect(await findImportRunRow(t.db, b.orgId, first)).toBeUndefined();
    expect(await findImportRunRow(t.db, o, 'IMP-1')).toBeUndefined();
    await t
      .db('import_refusals')
      .insert(Array.from({ length: 5 }, (_, i) => ({ org_id: o, run_id: first, phase: 'tasks', kind: 'task', source_id: `s${i}`, reason: `r${i}` })));
    await t.db('import_refusals').insert({ org_id: o, run_id: runs[1].id, phase: 'users', kind: 'user', source_id: null, reason: 'x' });
    const refusals = await listFirstRefusals(t.db, o, [first, runs[1].id, runs[2].id], 3);
    expect(refusals.get(first)!.map((r) => r.reason)).toEqual(['r0', 'r1', 'r2']);
    expect(refusals.get(runs[1].id)!.map((r) => r.reason)).toEqual(['x']);
    expect(refusals.get(runs[2].id)).toEqual([]);
    expect((await listFirstRefusals(t.db, b.orgId, [first], 3)).get(first)).toEqual([]);
    expect((await listFirstRefusals(t.db, o, [], 3)).size).toBe(0);
  });
});
