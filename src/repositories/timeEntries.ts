/**
 * Queries over time_entries (spec 2 §4.16): the entry columns with the derived category and the derived
 * cost, both computed in SQL so aggregates never load a window into memory.
 *
 * - Category (`CATEGORY_SQL`): the misc category, else the task's category, else the task's opportunity's category,
 *   else the opportunity's category; untracked kinds (vacation, sick) have none.
 * - Cost (`COST_SQL`, unrounded numeric, in the org's base currency): hours × salaryMonthly × 12 ÷ (52 × weeklyHours),
 *   weeklyHours defaulting to 40 when unset, × org_currency_rates.rate (base units per 1 unit of the salary's
 *   currency) when the salary is in another currency. NULL (unpriced) without a salary, with weeklyHours 0, or
 *   without a rate for the salary's currency; 0 for untracked kinds. All multiplications come before the one
 *   division, so the only rounding is Postgres numeric's (≥ 16 significant digits) until the caller rounds to cents
 *   at the very end (per entry: round(cost, 2); sums: round(sum(cost), 2)).
 * The current salary is used for every entry, whatever its date (no salary history is kept).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { teamMemberIdsQuery } from './teamMembers.js';

export const UNTRACKED_KINDS = ['vacation', 'sick'] as const;
/** Weekly hours assumed for a user whose weeklyHours is unset. */
export const DEFAULT_WEEKLY_HOURS = 40;

const WEEKLY = `coalesce(u.weekly_hours, ${DEFAULT_WEEKLY_HOURS})`;
export const TRACKED_SQL = `e.entry_kind NOT IN ('vacation', 'sick')`;
export const CATEGORY_SQL = `CASE WHEN ${TRACKED_SQL} THEN coalesce(e.misc_category_id, t.category_id, t_opp.category_id, op.category_id) END`;
export const COST_SQL = `CASE
  WHEN NOT (${TRACKED_SQL}) THEN 0::numeric
  WHEN u.salary_monthly IS NULL OR u.salary_currency IS NULL OR ${WEEKLY} <= 0 THEN NULL
  WHEN u.salary_currency = o.base_currency THEN e.hours * u.salary_monthly * 12 / (52 * ${WEEKLY})
  ELSE e.hours * u.salary_monthly * 12 * r.rate / (52 * ${WEEKLY})
END`;

/** The stored entry as selected by `selectEntries` (dates as YYYY-MM-DD text, numerics as strings). */
export interface EntryRow {
  id: string;
  org_id: string;
  user_id: string;
  entry_date: string;
  hours: string;
  note: string | null;
  opportunity_id: string | null;
  task_id: string | null;
  misc_category_id: string | null;
  entry_kind: string;
  source: string;
  created_at: Date;
  updated_at: Date;
  category_id: string | null;
  cost: string | null;
  currency: string;
  user_name: string;
}

/**
 * `time_entries as e` joined to what the category and the cost need: the user (u), the org (o), the rate of the
 * user's salary currency (r), the task (t) and its opportunity (t_opp), and the entry's opportunity (op).
 */
export function entriesFrom(db: Knex): Knex.QueryBuilder {
  return db('time_entries as e')
    .join('users as u', function () {
      this.on('u.org_id', 'e.org_id').andOn('u.id', 'e.user_id');
    })
    .join('orgs as o', 'o.id', 'e.org_id')
    .leftJoin('org_currency_rates as r', function () {
      this.on('r.org_id', 'e.org_id').andOn('r.currency', 'u.salary_currency');
    })
    .leftJoin('tasks as t', function () {
      this.on('t.org_id', 'e.org_id').andOn('t.id', 'e.task_id');
    })
    .leftJoin('opportunities as t_opp', function () {
      this.on('t_opp.org_id', 't.org_id').andOn('t_opp.id', 't.opportunity_id');
    })
    .leftJoin('opportunities as op', function () {
      this.on('op.org_id', 'e.org_id').andOn('op.id', 'e.opportunity_id');
    });
}

/** `entriesFrom` selecting every column of EntryRow (cost rounded to cents per entry). */
export function selectEntries(db: Knex): Knex.QueryBuilder {
  return entriesFrom(db).select(
    'e.id',
    'e.org_id',
    'e.user_id',
    'e.hours',
    'e.note',
    'e.opportunity_id',
    'e.task_id',
    'e.misc_category_id',
    'e.entry_kind',
    'e.source',
    'e.created_at',
    'e.updated_at',
    'u.name as user_name',
    db.raw(`to_char(e.entry_date, 'YYYY-MM-DD') AS entry_date`),
    db.raw(`${CATEGORY_SQL} AS category_id`),
    db.raw(`round(${COST_SQL}, 2) AS cost`),
    db.raw(`o.base_currency AS currency`),
  );
}

/**
 * SQL (for a subquery) of the ids of a task and all its subtasks, at any depth (tasks.parent_task_id), or of an
 * opportunity's tasks and all their subtasks. Bindings: `:org` and `:root`.
 */
export const TASK_TREE_SQL = (seed: 'task' | 'opportunity') => `WITH RECURSIVE tree AS (
    SELECT id FROM tasks WHERE org_id = :org AND ${seed === 'task' ? 'id' : 'opportunity_id'} = :root
    UNION
    SELECT c.id FROM tasks c JOIN tree ON c.parent_task_id = tree.id WHERE c.org_id = :org
  ) SELECT id FROM tree`;

/** Takes the per-user lock that serialises one user's time-entry writes until the transaction ends (the 24 h rule). */
export async function lockUserTime(db: Knex, orgId: string, userId: string): Promise<void> {
  await db.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`time_entries:${orgId}:${userId}`]);
}

/** The user's total hours on each of `dates`, in hundredths (integers, so sums are exact), leaving out `exceptId`. */
export async function dayTotals(db: Knex, orgId: string, userId: string, dates: string[], exceptId?: string): Promise<Map<string, number>> {
  if (!dates.length) return new Map();
  const q = db('time_entries')
    .select(db.raw(`to_char(entry_date, 'YYYY-MM-DD') AS day`), db.raw('round(sum(hours) * 100)::int AS cents'))
    .where({ org_id: orgId, user_id: userId })
    .whereIn('entry_date', dates)
    .groupBy('entry_date');
  if (exceptId) q.whereNot('id', exceptId);
  const rows = (await q) as { day: string; cents: number }[];
  return new Map(rows.map((r) => [r.day, Number(r.cents)]));
}

type TimeEntry = Schema<'TimeEntry'>;
type EntryKind = TimeEntry['entryKind'];

/**
 * Row → API shape (components.schemas.TimeEntry). `withCost`: whether cost and currency are included (the service
 * decides who may see financial fields); without it the keys are absent, not null.
 */
export function toTimeEntry(r: EntryRow, withCost: boolean): TimeEntry {
  return {
    id: r.id,
    orgId: r.org_id,
    userId: r.user_id,
    entryDate: r.entry_date,
    hours: Number(r.hours),
    note: r.note,
    opportunityId: r.opportunity_id,
    taskId: r.task_id,
    miscCategoryId: r.misc_category_id,
    entryKind: r.entry_kind as EntryKind,
    categoryId: r.category_id,
    source: r.source as TimeEntry['source'],
    tracked: !(UNTRACKED_KINDS as readonly string[]).includes(r.entry_kind),
    ...(withCost ? { cost: r.cost === null ? null : Number(r.cost), currency: r.currency.trim() } : {}),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** Row → API shape (components.schemas.OpportunityTimeEntry); who logged it (userId, userName) only with `withWho`, else null. */
export const toOpportunityTimeEntry = (r: EntryRow, withWho: boolean): Schema<'OpportunityTimeEntry'> => ({
  id: r.id,
  entryDate: r.entry_date,
  hours: Number(r.hours),
  note: r.note,
  taskId: r.task_id,
  entryKind: r.entry_kind as EntryKind,
  userId: withWho ? r.user_id : null,
  userName: withWho ? r.user_name : null,
});

/** Newest day first, then newest created (ids break ties), as text dates (YYYY-MM-DD sorts as dates). */
const order = (name: string): ListOrder => ({
  name,
  direction: 'desc',
  keys: [
    { expr: "to_char(e.entry_date, 'YYYY-MM-DD')", type: 'text' },
    { expr: 'e.created_at', type: 'timestamptz' },
    { expr: 'e.id', type: 'uuid' },
  ],
});
const LIST = order('time-entries');
const FOR_OPPORTUNITY = order('opportunity-time-entries');

/** The org's entries with these ids (any order; absent ids are left out). */
export async function findEntriesByIds(db: Knex, orgId: string, ids: string[]): Promise<EntryRow[]> {
  return (await selectEntries(db).where('e.org_id', orgId).whereIn('e.id', ids)) as EntryRow[];
}

/** One user's entries dated from `from` to `to` (YYYY-MM-DD, inclusive), newest first, paged. */
export function listUserEntries(
  db: Knex,
  orgId: string,
  userId: string,
  from: string,
  to: string,
  page: { cursor?: string; limit: number },
): Promise<Page<EntryRow>> {
  const query = selectEntries(db).where({ 'e.org_id': orgId, 'e.user_id': userId }).whereBetween('e.entry_date', [from, to]);
  return paginate<EntryRow & Record<string, unknown>>(query, LIST, page);
}

/** Entries on the opportunity and on its tasks (with their subtasks, at any depth), newest first, paged. */
export function listOpportunityEntries(db: Knex, orgId: string, opportunityId: string, page: { cursor?: string; limit: number }): Promise<Page<EntryRow>> {
  const query = selectEntries(db)
    .where('e.org_id', orgId)
    .whereRaw(`(e.opportunity_id = :root OR e.task_id IN (${TASK_TREE_SQL('opportunity')}))`, { org: orgId, root: opportunityId });
  return paginate<EntryRow & Record<string, unknown>>(query, FOR_OPPORTUNITY, page);
}

/** The owner of an entry (its id and user_id), or undefined. `id` must be a UUID. */
export async function findEntryOwner(db: Knex, orgId: string, id: string): Promise<{ id: string; user_id: string } | undefined> {
  return db('time_entries').select('id', 'user_id').where({ org_id: orgId, id }).first();
}

/** The stored columns of one entry a write needs (date as YYYY-MM-DD text, hours as a string). */
export interface StoredEntryRow {
  id: string;
  user_id: string;
  source: string;
  entry_date: string;
  hours: string;
  note: string | null;
  entry_kind: EntryKind;
  opportunity_id: string | null;
  task_id: string | null;
  misc_category_id: string | null;
}

/** One entry's stored columns, or undefined. `id` must be a UUID. */
export async function findStoredEntry(db: Knex, orgId: string, id: string): Promise<StoredEntryRow | undefined> {
  return (await db('time_entries')
    .select(
      'id',
      'user_id',
      'source',
      'hours',
      'note',
      'entry_kind',
      'opportunity_id',
      'task_id',
      'misc_category_id',
      db.raw(`to_char(entry_date, 'YYYY-MM-DD') AS entry_date`),
    )
    .where({ org_id: orgId, id })
    .first()) as StoredEntryRow | undefined;
}

/** The columns of an entry as written (org_id is the function's orgId). */
export interface EntryValues {
  user_id: string;
  entry_date: string;
  hours: number;
  note: string | null;
  entry_kind: string;
  opportunity_id: string | null;
  task_id: string | null;
  misc_category_id: string | null;
  source: string;
}

/** Inserts one entry; its id. */
export async function insertEntry(trx: Knex, orgId: string, values: EntryValues): Promise<string> {
  const [row] = await trx('time_entries')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return row.id as string;
}

/** Inserts entries with the ids given (so the caller keeps their order). */
export async function insertEntries(trx: Knex, orgId: string, rows: (EntryValues & { id: string })[]): Promise<void> {
  await trx('time_entries').insert(rows.map(({ id, ...values }) => ({ id, org_id: orgId, ...values })));
}

/** Updates one entry's columns and stamps updated_at; the number of rows changed. */
export async function updateEntryRow(trx: Knex, orgId: string, id: string, patch: Partial<EntryValues>): Promise<number> {
  return trx('time_entries')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.raw('clock_timestamp()') });
}

/** Deletes one entry; the number of rows deleted. */
export async function deleteEntryRow(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('time_entries').where({ org_id: orgId, id }).del();
}

/** The user's entries from a source other than manual dated from `from` to `to`, by date then id. */
export async function listNonManualEntries(db: Knex, orgId: string, userId: string, from: string, to: string): Promise<{ id: string; entry_date: string }[]> {
  return (await db('time_entries')
    .select('id', db.raw(`to_char(entry_date, 'YYYY-MM-DD') AS entry_date`))
    .where({ org_id: orgId, user_id: userId })
    .whereNot('source', 'manual')
    .whereBetween('entry_date', [from, to])
    .orderBy([{ column: 'entry_date' }, { column: 'id' }])) as { id: string; entry_date: string }[];
}

/** Deletes the user's manual entries dated from `from` to `to`; the number deleted. */
export async function deleteManualEntries(trx: Knex, orgId: string, userId: string, from: string, to: string): Promise<number> {
  return trx('time_entries').where({ org_id: orgId, user_id: userId, source: 'manual' }).whereBetween('entry_date', [from, to]).del();
}

/** A window of tracked entries: from and to (YYYY-MM-DD, inclusive), optionally only one team's members (a UUID). */
export interface CostWindow {
  from: string;
  to: string;
  teamId: string | null;
}

/** Tracked entries of the org in the window, optionally of one team's members. */
function windowEntries(db: Knex, orgId: string, w: CostWindow): Knex.QueryBuilder {
  const q = entriesFrom(db).where('e.org_id', orgId).whereBetween('e.entry_date', [w.from, w.to]).whereRaw(TRACKED_SQL);
  if (w.teamId) q.whereIn('e.user_id', teamMemberIdsQuery(db, orgId, w.teamId));
  return q;
}

/** The totals columns over the entries of `e`: hours, cost (rounded once, at the end) and unpriced hours. */
const TOTALS = [
  'coalesce(sum(e.hours), 0) AS hours',
  `round(coalesce(sum(${COST_SQL}), 0), 2) AS cost`,
  `coalesce(sum(e.hours) FILTER (WHERE (${COST_SQL}) IS NULL), 0) AS unpriced`,
];

/** Sums of hours, cost (numeric, rounded to cents) and unpriced hours, as Postgres returns them (decimal strings). */
export interface CostSums {
  hours: string;
  cost: string;
  unpriced: string;
}

/**
 * The window's tracked hours by derived category (with its label; null: uncategorised) and the grand total
 * (`grand` 1), one query: both are grouping sets of the same rows. Unordered.
 */
export async function costsByCategory(
  db: Knex,
  orgId: string,
  w: CostWindow,
): Promise<(CostSums & { category_id: string | null; label: string | null; grand: number })[]> {
  const rows = windowEntries(db, orgId, w).select('e.hours', db.raw(`${CATEGORY_SQL} AS category_id`), db.raw(`${COST_SQL} AS cost`));
  return db
    .with('x', rows)
    .select(
      'x.category_id',
      'c.label',
      db.raw('GROUPING(x.category_id) AS grand'),
      db.raw('coalesce(sum(x.hours), 0) AS hours'),
      db.raw('round(coalesce(sum(x.cost), 0), 2) AS cost'),
      db.raw('coalesce(sum(x.hours) FILTER (WHERE x.cost IS NULL), 0) AS unpriced'),
    )
    .from('x')
    .leftJoin('categories as c', function () {
      this.onVal('c.org_id', orgId).andOn('c.id', 'x.category_id');
    })
    .groupByRaw('GROUPING SETS ((x.category_id, c.label), ())');
}

/** The window's entry count and sums. */
export async function costTotals(db: Knex, orgId: string, w: CostWindow): Promise<CostSums & { entries: number }> {
  return windowEntries(db, orgId, w)
    .select(db.raw('count(*)::int AS entries'), ...TOTALS.map((t) => db.raw(t)))
    .first();
}

/** A priced entry of a window: its cost rounded to cents (null: unpriced) and its derived category. */
export interface CostRow {
  id: string;
  user_id: string;
  hours: string;
  opportunity_id: string | null;
  task_id: string | null;
  misc_category_id: string | null;
  entry_date: string;
  category_id: string | null;
  cost: string | null;
}

/** The window's entries, newest day first (then newest created, then id), at most `limit`. */
export async function listCostRows(db: Knex, orgId: string, w: CostWindow, limit: number): Promise<CostRow[]> {
  return windowEntries(db, orgId, w)
    .select(
      'e.id',
      'e.user_id',
      'e.hours',
      'e.opportunity_id',
      'e.task_id',
      'e.misc_category_id',
      db.raw(`to_char(e.entry_date, 'YYYY-MM-DD') AS entry_date`),
      db.raw(`${CATEGORY_SQL} AS category_id`),
      db.raw(`round(${COST_SQL}, 2) AS cost`),
    )
    .orderByRaw('e.entry_date DESC, e.created_at DESC, e.id DESC')
    .limit(limit);
}

/** Sums of the tracked entries matching `where` (raw SQL over `e`, named bindings). */
async function sumOf(db: Knex, orgId: string, where: string, bindings: Record<string, string>): Promise<CostSums> {
  return entriesFrom(db)
    .where('e.org_id', orgId)
    .whereRaw(TRACKED_SQL)
    .whereRaw(where, bindings)
    .select(...TOTALS.map((t) => db.raw(t)))
    .first();
}

/** Sums of the tracked entries on opportunity `id` and on its tasks (with their subtasks, at any depth). */
export function opportunityCostSums(db: Knex, orgId: string, id: string): Promise<CostSums> {
  return sumOf(db, orgId, `(e.opportunity_id = :root OR e.task_id IN (${TASK_TREE_SQL('opportunity')}))`, { org: orgId, root: id });
}

/** Sums of the tracked entries on task `id` and on its subtasks, at any depth. */
export function taskCostSums(db: Knex, orgId: string, id: string): Promise<CostSums> {
  return sumOf(db, orgId, `e.task_id IN (${TASK_TREE_SQL('task')})`, { org: orgId, root: id });
}
