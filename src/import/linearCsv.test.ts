/**
 * The Linear issue-CSV reader (findings §2.4, §5): plan, the exact
 * records it yields for the fixture contract-tests/fixtures/linear-issues.csv (a 30-column export with a BOM, a short
 * row, a `Date.toString` date, a quoted multi-line description, a subtask before its parent, archived, cancelled and
 * duplicate rows, `No priority`, a bare display name and an empty title), refusals, warnings and determinism.
 * Files written for edge cases: linearCsvEdges.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyOf, parseDay, parseInstant, pgTimestamp, readLinearCsv, stableId, type ImportRecord } from './linearCsv.js';
import { all, rowsOf, task } from './linearCsv.testkit.js';

const FIXTURE = join(import.meta.dirname, '../../contract-tests/fixtures/linear-issues.csv');

const U = {
  ada: stableId('linear:user:ada@example.com'),
  grace: stableId('linear:user:grace@example.com'),
  marie: stableId('linear:user:marie@example.com'),
  linus: stableId('linear:user:linus-torvalds@linear-import.invalid'),
};
const T = { eng: stableId('linear:team:ENG'), des: stableId('linear:team:DES') };
const tag = (n: string) => stableId(`linear:tag:${n}`);
const cyc = (k: string) => stableId(`linear:cycle:${k}`);

describe('stableId', () => {
  it('is a deterministic RFC 4122 version 5 UUID per key', () => {
    const a = stableId('linear:team:ENG');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('linear:team:ENG')).toBe(a);
    expect(stableId('linear:team:DES')).not.toBe(a);
  });
});

describe('values', () => {
  it('parses ISO (zone-less as UTC) and Date.toString instants; empty is null, garbage invalid', () => {
    expect((parseInstant('2024-05-14T08:53:33Z') as Date).toISOString()).toBe('2024-05-14T08:53:33.000Z');
    expect((parseInstant('2024-05-14 08:53:33') as Date).toISOString()).toBe('2024-05-14T08:53:33.000Z');
    expect((parseInstant('Tue May 14 2024 08:53:33 GMT+0200 (Central European Summer Time)') as Date).toISOString()).toBe('2024-05-14T06:53:33.000Z');
    expect(parseInstant('')).toBeNull();
    expect(parseInstant('next tuesday')).toBe('invalid');
  });
  it('reads the calendar day as written (never shifted by a zone)', () => {
    expect(parseDay('2024-06-15')).toBe('2024-06-15');
    expect(parseDay('2024-06-15T23:30:00-05:00')).toBe('2024-06-15');
    expect(parseDay('Sat Jun 15 2024 00:00:00 GMT+0200 (CEST)')).toBe('2024-06-15');
    expect(parseDay('soon')).toBe('invalid');
  });
  it('writes timestamps the way to_jsonb(timestamptz) does in UTC', () => {
    expect(pgTimestamp(new Date('2024-06-15T00:00:00.000Z'))).toBe('2024-06-15T00:00:00+00:00');
    expect(pgTimestamp(new Date('2024-06-15T10:20:30.500Z'))).toBe('2024-06-15T10:20:30.5+00:00');
  });
  it('history: open tasks start in their status; started and closed tasks move through in_progress; time never goes back', () => {
    const d = (s: string) => new Date(`2024-05-${s}T00:00:00Z`);
    expect(historyOf('backlog', d('01'), d('02'), null, null, null).map((s) => [s.action, s.to])).toEqual([['created', 'backlog']]);
    expect(historyOf('in_progress', d('01'), null, null, null, null).map((s) => s.to)).toEqual(['in_progress']);
    expect(historyOf('completed', d('01'), null, null, null, null).map((s) => s.to)).toEqual(['completed']);
    expect(historyOf('completed', d('01'), null, null, null, d('09')).map((s) => [s.from, s.to, s.at.getUTCDate()])).toEqual([
      [null, 'todo', 1],
      ['todo', 'completed', 9],
    ]);
    const h = historyOf('completed', d('05'), d('03'), d('04'), null, null);
    expect(h.map((s) => [s.from, s.to, s.at.getUTCDate()])).toEqual([
      [null, 'todo', 5],
      ['todo', 'in_progress', 5],
      ['in_progress', 'completed', 5],
    ]);
  });
});

describe('readLinearCsv on the fixture', () => {
  it('plans every phase with the rows it will yield (refusals included), in phase order', async () => {
    const { src, recs } = await all(FIXTURE);
    expect(src.format).toBe('linear-csv');
    expect(src.sourceKey).toBe('linear');
    expect(src.fingerprint).toBe(`sha256:${createHash('sha256').update(readFileSync(FIXTURE)).digest('hex')}`);
    expect(src.source).toEqual({ name: 'linear-issues.csv', fingerprint: src.fingerprint });
    expect(src.plan).toEqual([
      { phase: 'users', rows: 4 },
      { phase: 'teams', rows: 2 },
      { phase: 'configuration', rows: 7 },
      { phase: 'cycles', rows: 3 },
      { phase: 'tasks', rows: 12 },
      { phase: 'history', rows: 21 },
    ]);
    const byTable = (t: string) => recs.filter((r) => r.t === t).length;
    expect([byTable('users'), byTable('teams'), byTable('tags'), byTable('cycles'), byTable('tasks'), byTable('activities')]).toEqual([4, 2, 7, 3, 12, 21]);
    // Tables in import order.
    expect([...new Set(recs.map((r) => r.t))]).toEqual(['users', 'teams', 'tags', 'cycles', 'tasks', 'activities']);
  });

  it('yields people, teams, labels and cycles once each, in first-seen order', async () => {
    const { recs } = await all(FIXTURE);
    expect(rowsOf(recs, 'users')).toEqual([
      { id: U.ada, name: 'Ada', email: 'ada@example.com', org_role: 'engineer' },
      { id: U.grace, name: 'Grace', email: 'grace@example.com', org_role: 'engineer' },
      { id: U.linus, name: 'Linus Torvalds', email: 'linus-torvalds@linear-import.invalid', org_role: 'engineer' },
      { id: U.marie, name: 'Marie', email: 'marie@example.com', org_role: 'engineer' },
    ]);
    expect(rowsOf(recs, 'teams')).toEqual([
      { id: T.eng, name: 'Engineering', prefix: 'ENG' },
      { id: T.des, name: 'Design', prefix: 'DES' },
    ]);
    // "Bug" and "BUG" are one tag (tags are unique by lower(name)); the first spelling wins.
    expect(rowsOf(recs, 'tags')).toEqual(['infra', 'ci', 'backend', 'Bug', 'billing', 'ux', 'icons'].map((n) => ({ id: tag(n.toLowerCase()), name: n })));
    // Linear's cycle end is the next cycle's start: ends_on is the day before, so consecutive cycles do not overlap.
    expect(rowsOf(recs, 'cycles')).toEqual([
      { id: cyc('ENG:1'), team_id: T.eng, number: 1, name: 'Sprint 1', starts_on: '2024-05-06', ends_on: '2024-05-19' },
      { id: cyc('ENG:2'), team_id: T.eng, number: 2, name: 'Sprint 2', starts_on: '2024-05-20', ends_on: '2024-06-02' },
      { id: cyc('DES:1'), team_id: T.des, number: 1, name: 'Cycle 1', starts_on: '2024-05-13', ends_on: '2024-05-26' },
    ]);
  });

  it('maps a completed issue: status, priority, estimate, labels, cycle, people and dates', async () => {
    const { recs } = await all(FIXTURE);
    expect(task(recs, 'ENG-1')).toEqual({
      id: stableId('linear:task:ENG-1'),
      number: 1,
      title: 'Set up CI pipeline',
      description: 'Run the test suite on every push.\n\nImported from Linear ENG-1.',
      content: '',
      status: 'completed',
      priority: 'high',
      estimate_minutes: 180,
      team_id: T.eng,
      owner_id: U.grace,
      created_by: U.ada,
      tag_ids: [tag('infra'), tag('ci')],
      cycle_id: cyc('ENG:1'),
      parent_task_id: null,
      due_date: null,
      created_at: '2024-05-01T09:00:00.000Z',
      updated_at: '2024-05-10T08:00:00.000Z',
    });
  });

  it('points a subtask at its parent even when the parent comes later in the file', async () => {
    const { recs } = await all(FIXTURE);
    const tasks = rowsOf(recs, 'tasks');
    const sub = task(recs, 'ENG-2');
    const parent = task(recs, 'ENG-5');
    expect(sub.parent_task_id).toBe(parent.id);
    expect(tasks.indexOf(sub)).toBeLessThan(tasks.indexOf(parent));
    expect(sub).toMatchObject({ status: 'in_progress', priority: 'medium', estimate_minutes: 120, cycle_id: cyc('ENG:2') });
    expect(parent).toMatchObject({
      title: 'Invoicing v2',
      status: 'in_progress',
      priority: 'urgent',
      owner_id: U.ada,
      description: '- [ ] invoices migration\n- [ ] PDF rendering\n\nImported from Linear ENG-5.', // Linear's formula quote before "-" stripped
      due_date: '2024-06-15T00:00:00.000Z',
      tag_ids: [tag('backend'), tag('billing')],
    });
  });

  it('keeps quoted multi-line text, strips the formula quote, maps No priority to the default', async () => {
    const { recs } = await all(FIXTURE);
    expect(task(recs, 'ENG-3')).toMatchObject({
      title: '=SUM(A1) appears in exported totals',
      description: 'Steps:\n1. Open "Reports"\n2. Click "Export, as CSV"\n\n\'- the cell shows a formula\n\nImported from Linear ENG-3.',
      status: 'todo',
      priority: 'medium',
      estimate_minutes: null,
      owner_id: null,
      created_by: U.grace,
      tag_ids: [tag('bug'), tag('backend')],
      cycle_id: null,
    });
  });

  it('reads Date.toString dates and display names without an e-mail', async () => {
    const { recs } = await all(FIXTURE);
    expect(task(recs, 'ENG-4')).toMatchObject({
      status: 'backlog',
      priority: 'low',
      estimate_minutes: 60,
      created_by: U.linus,
      created_at: '2024-05-14T08:53:33.000Z',
      updated_at: '2024-05-14T09:00:00.000Z',
    });
    expect(task(recs, 'DES-2').owner_id).toBe(U.linus); // the same display name is the same person
  });

  it('maps archived, cancelled, duplicate, unknown-status and short rows', async () => {
    const { recs } = await all(FIXTURE);
    expect(task(recs, 'ENG-6')).toMatchObject({ status: 'completed', cycle_id: cyc('ENG:1') }); // archived: imported
    expect(task(recs, 'ENG-7').status).toBe('cancelled');
    expect(task(recs, 'ENG-8')).toMatchObject({ status: 'duplicate', tag_ids: [tag('bug')] });
    expect(task(recs, 'DES-1')).toMatchObject({ status: 'in_progress', estimate_minutes: 480, cycle_id: cyc('DES:1') }); // "QA", Started set
    // number = the row's position in the file (the engine allocates the target's numbers in that order).
    expect(rowsOf(recs, 'tasks').map((t) => t.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12]);
    // The last row lacks its trailing Roadmaps field.
    expect(task(recs, 'DES-3')).toMatchObject({
      title: 'Dark mode colour tokens',
      description: 'Tokens for **dark mode**.\n\nImported from Linear DES-3.',
      status: 'todo',
      team_id: T.des,
    });
  });

  it('refuses the row with an empty title, naming its line and column only', async () => {
    const { recs } = await all(FIXTURE);
    const refusals = recs.filter((r) => 'refuse' in r);
    expect(refusals).toEqual([{ t: 'tasks', refuse: { sourceId: 'ENG-9', reason: 'line 15: Title is empty' } }]);
    // In file order among the tasks, between ENG-8 and DES-1.
    const tasks = recs.filter((r) => r.t === 'tasks');
    expect(tasks.indexOf(refusals[0]!)).toBe(8);
    expect(rowsOf(recs, 'activities').some((a) => a.entity_id === stableId('linear:task:ENG-9'))).toBe(false);
  });

  it('synthesises the status history in the activity log shape sextant_record_activity writes', async () => {
    const { recs } = await all(FIXTURE);
    const eng1 = rowsOf(recs, 'activities').filter((a) => a.entity_id === stableId('linear:task:ENG-1'));
    expect(eng1.map((a) => [a.action, a.created_at, a.actor_user_id])).toEqual([
      ['created', '2024-05-01T09:00:00.000Z', U.ada],
      ['updated', '2024-05-07T10:00:00.000Z', null],
      ['updated', '2024-05-09T16:30:00.000Z', null],
    ]);
    expect(eng1[0]).toMatchObject({ entity_type: 'task', subject: null, subject_key: null, id: stableId('linear:activity:ENG-1:0') });
    // created: every non-null column of the inserted row, in jsonb key order, status as first recorded.
    expect(eng1[0]!.changes).toEqual([
      { field: 'title', from: null, to: 'Set up CI pipeline' },
      { field: 'status', from: null, to: 'todo' },
      { field: 'content', from: null, to: '' },
      { field: 'tag_ids', from: null, to: [tag('infra'), tag('ci')] },
      { field: 'team_id', from: null, to: T.eng },
      { field: 'cycle_id', from: null, to: cyc('ENG:1') },
      { field: 'owner_id', from: null, to: U.grace },
      { field: 'priority', from: null, to: 'high' },
      { field: 'created_by', from: null, to: U.ada },
      { field: 'description', from: null, to: 'Run the test suite on every push.\n\nImported from Linear ENG-1.' },
      { field: 'subtask_mode', from: null, to: 'standalone' },
      { field: 'estimate_minutes', from: null, to: 180 },
    ]);
    expect(eng1.slice(1).map((a) => a.changes)).toEqual([
      [{ field: 'status', from: 'todo', to: 'in_progress' }],
      [{ field: 'status', from: 'in_progress', to: 'completed' }],
    ]);
    const dup = rowsOf(recs, 'activities').filter((a) => a.entity_id === stableId('linear:task:ENG-8'));
    expect(dup.map((a) => a.changes).at(-1)).toEqual([{ field: 'status', from: 'todo', to: 'duplicate' }]);
    const due = rowsOf(recs, 'activities').find((a) => a.entity_id === stableId('linear:task:ENG-5'))!;
    expect((due.changes as { field: string; to: unknown }[]).find((c) => c.field === 'due_date')!.to).toBe('2024-06-15T00:00:00+00:00');
  });

  it('warns about unknown statuses, archived rows, bare names and the columns it does not import', async () => {
    const { src } = await all(FIXTURE);
    expect(src.warnings).toEqual([
      'Unknown status names, imported as in_progress when Started is set, else todo: "QA" (1). Map them with a status map (NAME=status).',
      '1 archived issue(s) imported as ordinary tasks (Sextant has no archived state).',
      '1 person(s) are named without an e-mail address (an older export): they are created with a placeholder address @linear-import.invalid; set their e-mail before they sign in.',
      'Columns not imported: project id, project, triaged, initiatives, project milestone id, project milestone, sla status, roadmaps.',
    ]);
  });

  it('is deterministic: two passes, and two reads, give the same sequence', async () => {
    const a = await all(FIXTURE);
    const again: ImportRecord[] = [];
    for await (const r of a.src.records()) again.push(r);
    expect(again).toEqual(a.recs);
    const b = await all(FIXTURE);
    expect(b.recs).toEqual(a.recs);
    expect(b.src.plan).toEqual(a.src.plan);
  });

  it('applies minutesPerPoint, a status map, and history: false', async () => {
    const { src, recs } = await all(FIXTURE, { minutesPerPoint: 30, statusMap: { qa: 'todo', 'In Review': 'todo' }, history: false });
    expect(task(recs, 'ENG-1').estimate_minutes).toBe(90);
    expect(task(recs, 'DES-1').status).toBe('todo');
    expect(task(recs, 'ENG-5').status).toBe('todo');
    expect(src.warnings.some((w) => w.startsWith('Unknown status'))).toBe(false);
    expect(src.plan.map((p) => p.phase)).not.toContain('history');
    expect(recs.some((r) => r.t === 'activities')).toBe(false);
    await expect(readLinearCsv(FIXTURE, { statusMap: { QA: 'review' } })).rejects.toThrow(/"QA" → "review" is not a task status/);
    await expect(readLinearCsv(FIXTURE, { minutesPerPoint: 0 })).rejects.toThrow(/minutesPerPoint/);
  });
});
