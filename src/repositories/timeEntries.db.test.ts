/**
 * The time_entries query module against Postgres: org scoping, a user's window list (every window × user generated
 * with a fixed seed, checked against an in-memory filter of the inserted rows), newest-first order and paging, the
 * opportunity list through its tasks and their subtasks, the write helpers and the mapper's shape; the cost
 * aggregates over every window × team filter against the same in-memory rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestDb } from '../db/testing/harness.js';
import { OrgService } from '../services/orgs.js';
import {
  costsByCategory,
  costTotals,
  deleteManualEntries,
  listCostRows,
  opportunityCostSums,
  taskCostSums,
  findEntriesByIds,
  findEntryOwner,
  findStoredEntry,
  insertEntry,
  listNonManualEntries,
  listOpportunityEntries,
  listUserEntries,
  toOpportunityTimeEntry,
  toTimeEntry,
  type EntryRow,
} from './timeEntries.js';

const t = useTestDb();
const SEED = 3030;
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];

interface Model {
  id: string;
  user_id: string;
  entry_date: string;
  created_at: number;
  target: string;
}
let f: { orgId: string; users: string[]; otherOrgId: string; otherId: string; opp: string; tasks: string[]; rows: Model[] };

/** Newest day first, then newest created, then id descending: the lists' order. */
const newestFirst = (a: Model, b: Model) => b.entry_date.localeCompare(a.entry_date) || b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function all(next: (cursor?: string) => Promise<{ rows: EntryRow[]; nextCursor: string | null }>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await next(cursor);
    ids.push(...page.rows.map((r) => r.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

beforeAll(async () => {
  const db = t.db;
  const a = await t.newOrg('Time A');
  const b = await t.newOrg('Time B');
  const orgId = a.orgId;
  const second = await new OrgService(db).createUser({ orgId, name: 'Second', email: 'second@time-a.test', role: 'engineer' });
  const users = [a.userId, second.userId];
  const ids = async (table: string, rows: Record<string, unknown>[], org = orgId) =>
    (
      (await db(table)
        .insert(rows.map((r) => ({ org_id: org, ...r })))
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
  const [opp, otherOpp] = await ids('opportunities', [
    { number: 1, title: 'O' },
    { number: 2, title: 'P' },
  ]);
  const [t1] = await ids('tasks', [{ number: 1, title: 'on O', opportunity_id: opp, created_by: a.userId }]);
  const [t2] = await ids('tasks', [{ number: 2, title: 'subtask of t1', parent_task_id: t1, created_by: a.userId }]);
  const [t3] = await ids('tasks', [{ number: 3, title: 'on P', opportunity_id: otherOpp, created_by: a.userId }]);
  const [cat] = await ids('categories', [{ label: 'Misc', slug: 'time-misc', color: '#000' }]);
  const targets: Record<string, Record<string, unknown>> = {
    opp: { opportunity_id: opp },
    t1: { task_id: t1 },
    t2: { task_id: t2 },
    t3: { task_id: t3 },
    otherOpp: { opportunity_id: otherOpp },
    misc: { misc_category_id: cat, note: 'n' },
    vacation: { entry_kind: 'vacation', note: 'off' },
  };
  const attrs = fc.sample(
    fc.record({
      user: fc.constantFrom(...users),
      day: fc.constantFrom(...DAYS),
      target: fc.constantFrom(...Object.keys(targets)),
      manual: fc.boolean(),
    }),
    { numRuns: 30, seed: SEED },
  );
  const base = Date.parse('2026-03-05T00:00:00Z');
  const rows: Model[] = [];
  for (const [i, r] of attrs.entries()) {
    // Every third row shares its created_at with the one before, so ids break the tie.
    const created = base + (i - (i % 3 === 2 ? 1 : 0)) * 1000;
    const [id] = await ids('time_entries', [
      {
        user_id: r.user,
        entry_date: r.day,
        hours: '1.25',
        source: r.manual ? 'manual' : 'integration',
        created_at: new Date(created),
        ...targets[r.target],
      },
    ]);
    rows.push({ id, user_id: r.user, entry_date: r.day, created_at: created, target: r.target });
  }
  const [otherId] = await ids(
    'time_entries',
    [{ user_id: b.userId, entry_date: DAYS[0], hours: 2, opportunity_id: null, misc_category_id: null, entry_kind: 'sick', note: 'x' }],
    b.orgId,
  );
  f = { orgId, users, otherOrgId: b.orgId, otherId, opp, tasks: [t1, t2, t3], rows };
});

describe('time_entries queries', () => {
  it('listUserEntries: every window × user is the in-memory filter, newest first, across pages', async () => {
    const windows = DAYS.flatMap((from) => DAYS.filter((to) => to >= from).map((to) => [from, to] as const));
    for (const user of f.users) {
      for (const [from, to] of windows) {
        const want = f.rows
          .filter((r) => r.user_id === user && r.entry_date >= from && r.entry_date <= to)
          .sort(newestFirst)
          .map((r) => r.id);
        const got = await all((cursor) => listUserEntries(t.db, f.orgId, user, from, to, { cursor, limit: 4 }));
        expect([user, from, to, got]).toEqual([user, from, to, want]);
      }
    }
  });

  it('listOpportunityEntries: the opportunity, its tasks and their subtasks, never another opportunity or org', async () => {
    const want = f.rows
      .filter((r) => ['opp', 't1', 't2'].includes(r.target))
      .sort(newestFirst)
      .map((r) => r.id);
    expect(await all((cursor) => listOpportunityEntries(t.db, f.orgId, f.opp, { cursor, limit: 5 }))).toEqual(want);
    expect((await listOpportunityEntries(t.db, f.otherOrgId, f.opp, { limit: 50 })).rows).toEqual([]);
  });

  it('reads by id are scoped to the org', async () => {
    const mine = f.rows[0].id;
    expect((await findEntriesByIds(t.db, f.orgId, [mine, f.otherId])).map((r) => r.id)).toEqual([mine]);
    expect(await findEntryOwner(t.db, f.orgId, mine)).toEqual({ id: mine, user_id: f.rows[0].user_id });
    expect(await findEntryOwner(t.db, f.orgId, f.otherId)).toBeUndefined();
    expect((await findStoredEntry(t.db, f.orgId, mine))?.entry_date).toBe(f.rows[0].entry_date);
    expect(await findStoredEntry(t.db, f.orgId, f.otherId)).toBeUndefined();
    expect(await findStoredEntry(t.db, f.otherOrgId, f.otherId)).toMatchObject({ id: f.otherId, entry_kind: 'sick', hours: '2.00' });
  });

  it('toTimeEntry: the API shape, cost and currency only when asked; toOpportunityTimeEntry hides who without withWho', async () => {
    const [row] = await findEntriesByIds(t.db, f.orgId, [f.rows[0].id]);
    const entry = toTimeEntry(row, true);
    expect(Object.keys(entry).sort()).toEqual(
      [
        'categoryId',
        'cost',
        'createdAt',
        'currency',
        'entryDate',
        'entryKind',
        'hours',
        'id',
        'miscCategoryId',
        'note',
        'opportunityId',
        'orgId',
        'source',
        'taskId',
        'tracked',
        'updatedAt',
        'userId',
      ].sort(),
    );
    expect(entry).toMatchObject({ id: row.id, orgId: f.orgId, hours: 1.25, tracked: f.rows[0].target !== 'vacation' });
    // No salary is set: a tracked entry is unpriced (null), an untracked one costs 0.
    expect(entry.cost).toBe(entry.tracked ? null : 0);
    expect('cost' in toTimeEntry(row, false) || 'currency' in toTimeEntry(row, false)).toBe(false);
    expect(toOpportunityTimeEntry(row, false)).toMatchObject({ userId: null, userName: null });
    expect(toOpportunityTimeEntry(row, true)).toMatchObject({ userId: row.user_id, userName: row.user_name });
  });

  it('listNonManualEntries and deleteManualEntries stay in the user, the window and the org', async () => {
    const [user] = f.users;
    const [from, to] = [DAYS[1], DAYS[2]];
    const inWindow = (r: Model) => r.user_id === user && r.entry_date >= from && r.entry_date <= to;
    const sources = new Map(
      ((await t.db('time_entries').select('id', 'source').where({ org_id: f.orgId })) as { id: string; source: string }[]).map((r) => [r.id, r.source]),
    );
    const nonManual = f.rows
      .filter((r) => inWindow(r) && sources.get(r.id) !== 'manual')
      .sort((a, b) => a.entry_date.localeCompare(b.entry_date) || (a.id < b.id ? -1 : 1))
      .map((r) => ({ id: r.id, entry_date: r.entry_date }));
    expect(await listNonManualEntries(t.db, f.orgId, user, from, to)).toEqual(nonManual);
    // In a transaction rolled back, so the other tests' rows stay.
    const rollback = new Error('rollback');
    await t.db
      .transaction(async (trx) => {
        const manual = f.rows.filter((r) => inWindow(r) && sources.get(r.id) === 'manual').length;
        expect(await deleteManualEntries(trx, f.otherOrgId, user, from, to)).toBe(0);
        expect(await deleteManualEntries(trx, f.orgId, user, from, to)).toBe(manual);
        const id = await insertEntry(trx, f.orgId, {
          user_id: user,
          entry_date: from,
          hours: 3,
          note: null,
          entry_kind: 'other',
          opportunity_id: f.opp,
          task_id: null,
          misc_category_id: null,
          source: 'manual',
        });
        expect(await findStoredEntry(trx, f.orgId, id)).toMatchObject({ id, user_id: user, source: 'manual', hours: '3.00', entry_date: from });
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
  });

  it('cost aggregates: every window × team is the in-memory sum; opportunity and task trees; scoped by org', async () => {
    const rollback = new Error('rollback');
    await t.db
      .transaction(async (trx) => {
        // The second user earns 5200 USD a month at 40 h a week: 5200 × 12 ÷ (52 × 40) = 30 per hour; the first has no salary.
        await trx('users').where({ org_id: f.orgId, id: f.users[1] }).update({ salary_monthly: 5200, salary_currency: 'USD' });
        const [team] = await trx('teams').insert({ org_id: f.orgId, name: 'Cost team', prefix: 'CST' }).returning('id');
        await trx('team_members').insert({ org_id: f.orgId, team_id: team.id, user_id: f.users[1] });
        const tracked = f.rows.filter((r) => r.target !== 'vacation');
        const sums = (rows: Model[]) => {
          const priced = rows.filter((r) => r.user_id === f.users[1]).length;
          return { hours: rows.length * 1.25, cost: priced * 37.5, unpriced: (rows.length - priced) * 1.25 };
        };
        const num = (r: { hours: string; cost: string; unpriced: string }) => ({ hours: Number(r.hours), cost: Number(r.cost), unpriced: Number(r.unpriced) });
        const windows = DAYS.flatMap((from) => DAYS.filter((to) => to >= from).map((to) => [from, to] as const));
        for (const [from, to] of windows) {
          for (const teamId of [null, team.id as string]) {
            const w = { from, to, teamId };
            const rows = tracked.filter((r) => r.entry_date >= from && r.entry_date <= to && (!teamId || r.user_id === f.users[1]));
            const totals = await costTotals(trx, f.orgId, w);
            expect([w, Number(totals.entries), num(totals)]).toEqual([w, rows.length, sums(rows)]);
            const grouped = await costsByCategory(trx, f.orgId, w);
            const grand = grouped.filter((g) => Number(g.grand) === 1);
            expect([w, grand.map(num)]).toEqual([w, [sums(rows)]]);
            const misc = grouped.find((g) => Number(g.grand) === 0 && g.label === 'Misc');
            const miscRows = rows.filter((r) => r.target === 'misc');
            expect([w, misc ? num(misc) : undefined]).toEqual([w, miscRows.length ? sums(miscRows) : undefined]);
            const listed = await listCostRows(trx, f.orgId, w, 3);
            expect([w, listed.map((r) => r.id)]).toEqual([
              w,
              [...rows]
                .sort(newestFirst)
                .slice(0, 3)
                .map((r) => r.id),
            ]);
          }
        }
        const tree = (targets: string[]) => sums(tracked.filter((r) => targets.includes(r.target)));
        expect(num(await opportunityCostSums(trx, f.orgId, f.opp))).toEqual(tree(['opp', 't1', 't2']));
        expect(num(await taskCostSums(trx, f.orgId, f.tasks[0]))).toEqual(tree(['t1', 't2']));
        expect(num(await taskCostSums(trx, f.otherOrgId, f.tasks[0]))).toEqual({ hours: 0, cost: 0, unpriced: 0 });
        expect(Number((await costTotals(trx, f.otherOrgId, { from: DAYS[0], to: DAYS[3], teamId: null })).entries)).toBe(0);
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
  });
});
