/**
 * The Linear issue-CSV reader on small files written for each case (findings §2.4, §5): long text, bad dates,
 * CRLF, team keys, 34-column exports, header spelling, overlapping cycles, label and shared-set bounds, and files
 * that are not Linear CSVs at all. The fixture export: linearCsv.test.ts.
 */
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLinearCsv, stableId } from './linearCsv.js';
import { all, rowsOf, task } from './linearCsv.testkit.js';
import { ImportFileError } from './source.js';

const dir = mkdtempSync(join(tmpdir(), 'linear-csv-'));
let files = 0;

/** Writes a CSV (fields quoted when needed) and returns its path. */
function csv(header: string[], rows: (string | undefined)[][], eol = '\n'): string {
  const q = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [header, ...rows].map((r) =>
    r
      .filter((v) => v !== undefined)
      .map((v) => q(v!))
      .join(','),
  );
  const path = join(dir, `f${++files}.csv`);
  writeFileSync(path, lines.join(eol) + eol);
  return path;
}

const BASIC = ['ID', 'Team', 'Title', 'Description', 'Status', 'Estimate', 'Priority', 'Creator', 'Assignee', 'Labels', 'Created', 'Parent issue'];
/** A BASIC row with defaults. */
const row = (o: Partial<Record<(typeof BASIC)[number], string>>) =>
  BASIC.map(
    (h) => o[h] ?? ({ Status: 'Todo', Priority: 'Medium', Created: '2024-05-01T09:00:00.000Z', Creator: 'ada@example.com' } as Record<string, string>)[h] ?? '',
  );

describe('readLinearCsv edge cases', () => {
  it('cuts long titles (full title heads the description) and moves long descriptions to content', async () => {
    const long = 'x'.repeat(310);
    const body = 'y'.repeat(20_001);
    const path = csv(BASIC, [row({ ID: 'ENG-1', Title: long, Description: 'short' }), row({ ID: 'ENG-2', Title: 'Big', Description: body })]);
    const { src, recs } = await all(path);
    const t1 = task(recs, 'ENG-1');
    expect(t1.title).toBe(`${'x'.repeat(299)}…`);
    expect(t1.description).toBe(`${long}\n\nshort\n\nImported from Linear ENG-1.`);
    expect(task(recs, 'ENG-2')).toMatchObject({ description: 'Imported from Linear ENG-2.', content: body });
    expect(src.warnings).toContain('1 title(s) longer than 300 characters cut; the full title heads the description.');
    expect(src.warnings).toContain("1 description(s) longer than 20000 characters imported into the task's content (engineering spec).");
  });

  it('refuses an unparseable or empty Created date', async () => {
    const path = csv(BASIC, [
      row({ ID: 'ENG-1', Title: 'a', Created: 'yesterday' }),
      row({ ID: 'ENG-2', Title: 'b', Created: '' }),
      row({ ID: 'ENG-3', Title: 'c' }),
    ]);
    const { src, recs } = await all(path);
    expect(recs.filter((r) => 'refuse' in r)).toEqual([
      { t: 'tasks', refuse: { sourceId: 'ENG-1', reason: 'line 2: Created is not a date' } },
      { t: 'tasks', refuse: { sourceId: 'ENG-2', reason: 'line 3: Created is empty' } },
    ]);
    expect(src.plan.find((p) => p.phase === 'tasks')!.rows).toBe(3);
    // Refused rows contribute nothing else: one user, one team, one history row.
    expect(src.plan).toEqual([
      { phase: 'users', rows: 1 },
      { phase: 'teams', rows: 1 },
      { phase: 'configuration', rows: 0 },
      { phase: 'cycles', rows: 0 },
      { phase: 'tasks', rows: 3 },
      { phase: 'history', rows: 1 },
    ]);
  });

  it('counts lines through quoted CRLF text and blank lines', async () => {
    const path = csv(BASIC, [row({ ID: 'ENG-1', Title: 'a', Description: 'one\r\ntwo\r\nthree' }), row({ ID: 'ENG-2', Title: '' })], '\r\n');
    writeFileSync(path, readFileSync(path, 'utf8').replace(/\r\nENG-2/, '\r\n\r\nENG-2'));
    const { recs } = await all(path);
    expect(recs.find((r) => 'refuse' in r)).toEqual({ t: 'tasks', refuse: { sourceId: 'ENG-2', reason: 'line 6: Title is empty' } });
    expect(task(recs, 'ENG-1').description).toBe('one\ntwo\nthree\n\nImported from Linear ENG-1.');
  });

  it('derives a valid unique prefix for team keys Sextant does not accept', async () => {
    const path = csv(BASIC, [
      row({ ID: 'ENGI-1', Team: 'Engi', Title: 'a' }),
      row({ ID: 'ENGINEERING-1', Team: 'Engineering', Title: 'b' }),
      row({ ID: 'X-1', Team: 'X', Title: 'c' }),
    ]);
    const { src, recs } = await all(path);
    expect(rowsOf(recs, 'teams')).toEqual([
      { id: stableId('linear:team:ENGI'), name: 'Engi', prefix: 'ENGI' },
      { id: stableId('linear:team:ENGINEERING'), name: 'Engineering', prefix: 'ENG2' },
      { id: stableId('linear:team:X'), name: 'X', prefix: 'XX' },
    ]);
    expect(src.warnings.filter((w) => w.startsWith('Team key'))).toHaveLength(2);
  });

  it('uses UUID as the source id in 34-column exports and resolves Parent issue by identifier; warns on unknown parents', async () => {
    const header = [...BASIC, 'UUID'];
    const p = '7c1e0d3a-1111-4a2b-9c3d-000000000001';
    const path = csv(header, [
      [...row({ ID: 'ENG-2', Title: 'child', 'Parent issue': 'ENG-1' }), '7c1e0d3a-1111-4a2b-9c3d-000000000002'],
      [...row({ ID: 'ENG-1', Title: 'parent' }), p],
      [...row({ ID: 'ENG-3', Title: 'orphan', 'Parent issue': 'ENG-99' }), '7c1e0d3a-1111-4a2b-9c3d-000000000003'],
    ]);
    const { src, recs } = await all(path);
    const child = rowsOf(recs, 'tasks')[0]!;
    expect(child.id).toBe(stableId('linear:task:7c1e0d3a-1111-4a2b-9c3d-000000000002'));
    expect(child.parent_task_id).toBe(stableId(`linear:task:${p}`));
    expect(rowsOf(recs, 'tasks')[2]!.parent_task_id).toBeNull();
    expect(src.warnings).toContain('1 parent issue(s) are not in the file (or were refused): their subtasks are imported without a parent.');
  });

  it('matches headers case-insensitively (older exports: Id) and tolerates missing columns', async () => {
    const path = csv(['Id', 'TITLE', 'status'], [['ENG-1', 'Only a title', 'In Progress']]);
    const { src, recs } = await all(path);
    expect(task(recs, 'ENG-1')).toMatchObject({
      title: 'Only a title',
      status: 'in_progress',
      priority: 'medium',
      team_id: stableId('linear:team:ENG'),
      owner_id: null,
      created_by: null,
    });
    expect(task(recs, 'ENG-1')).not.toHaveProperty('created_at');
    expect(src.warnings).toContain('The file has no Created column: tasks get the import time as their creation time and no history.');
    expect(src.plan.find((p) => p.phase === 'history')!.rows).toBe(0);
  });

  it('drops a cycle overlapping an earlier one of its team, and its tasks keep no cycle', async () => {
    const header = [...BASIC, 'Cycle Number', 'Cycle Start', 'Cycle End'];
    const path = csv(header, [
      [...row({ ID: 'ENG-1', Title: 'a' }), '1', '2024-05-06T07:00:00.000Z', '2024-05-20T07:00:00.000Z'],
      [...row({ ID: 'ENG-2', Title: 'b' }), '2', '2024-05-20T07:00:00.000Z', '2024-06-03T07:00:00.000Z'],
      [...row({ ID: 'ENG-3', Title: 'c' }), '9', '2024-05-10T07:00:00.000Z', '2024-05-24T07:00:00.000Z'],
      [...row({ ID: 'ENG-4', Title: 'd' }), '3', 'not a date', '2024-05-24T07:00:00.000Z'],
    ]);
    const { src, recs } = await all(path);
    expect(rowsOf(recs, 'cycles').map((c) => [c.number, c.starts_on, c.ends_on])).toEqual([
      [1, '2024-05-06', '2024-05-19'],
      [2, '2024-05-20', '2024-06-02'],
    ]);
    expect(task(recs, 'ENG-3').cycle_id).toBeNull();
    expect(task(recs, 'ENG-4').cycle_id).toBeNull();
    expect(src.warnings).toContain('1 cycle(s) overlap an earlier cycle of their team and are left out; their tasks are imported without a cycle.');
    expect(src.warnings).toContain('1 row(s) name a cycle without a team, a number or valid start and end dates: they are imported without a cycle.');
  });

  it('keeps at most 50 labels per task and warns about unknown priorities and estimates', async () => {
    const labels = Array.from({ length: 55 }, (_, i) => `l${i}`).join(', ');
    const path = csv(BASIC, [row({ ID: 'ENG-1', Title: 'a', Labels: labels, Priority: 'Critical', Estimate: 'XL' })]);
    const { src, recs } = await all(path);
    expect(task(recs, 'ENG-1')).toMatchObject({ priority: 'medium', estimate_minutes: null });
    expect(task(recs, 'ENG-1').tag_ids as string[]).toHaveLength(50);
    expect(rowsOf(recs, 'tags')).toHaveLength(50);
    expect(src.warnings).toEqual(
      expect.arrayContaining([
        'Unknown priorities, imported as medium: "Critical" (1).',
        '1 estimate(s) that are not a number of points left empty.',
        '1 issue(s) with more than 50 labels keep the first 50.',
      ]),
    );
  });

  it('keeps the shared sets bounded by people, teams and labels, not by rows', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      row({
        ID: `${i % 2 ? 'ENG' : 'DES'}-${i + 1}`,
        Title: `Task ${i}`,
        Creator: `p${i % 3}@example.com`,
        Labels: `l${i % 4}, l${(i + 1) % 4}`,
      }),
    );
    const { src, recs } = await all(csv(BASIC, rows));
    expect(src.plan.slice(0, 5)).toEqual([
      { phase: 'users', rows: 3 },
      { phase: 'teams', rows: 2 },
      { phase: 'configuration', rows: 4 },
      { phase: 'cycles', rows: 0 },
      { phase: 'tasks', rows: 3000 },
    ]);
    expect(recs.filter((r) => r.t === 'tasks')).toHaveLength(3000);
  });

  it('fails the file as a whole when it is not a Linear issue CSV, is malformed, missing or changed', async () => {
    await expect(readLinearCsv(csv(['Name', 'Email'], [['a', 'b']]))).rejects.toThrow(ImportFileError);
    await expect(readLinearCsv(csv(['Name', 'Email'], [['a', 'b']]))).rejects.toThrow(/no Title column/);
    await expect(readLinearCsv(csv(['Title', 'Status'], [['a', 'Todo']]))).rejects.toThrow(/no ID or UUID column/);
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, '');
    await expect(readLinearCsv(empty)).rejects.toThrow(/is empty/);
    const broken = join(dir, 'broken.csv');
    writeFileSync(broken, 'ID,Title\nENG-1,"unterminated\n');
    await expect(readLinearCsv(broken)).rejects.toThrow(/is not a readable CSV/);
    await expect(readLinearCsv(join(dir, 'missing.csv'))).rejects.toThrow(/cannot be read \(ENOENT\)/);

    const path = csv(BASIC, [row({ ID: 'ENG-1', Title: 'a' })]);
    const src = await readLinearCsv(path);
    writeFileSync(path, readFileSync(path, 'utf8') + row({ ID: 'ENG-2', Title: 'b' }).join(',') + '\n');
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const consume = async () => {
      for await (const _ of src.records()) void _;
    };
    await expect(consume()).rejects.toThrow(/changed since it was read/);
  });
});
