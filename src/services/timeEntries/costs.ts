/**
 * What tracked time costs (spec 2 §4.16): aggregate by category, costs for a window, and the actual cost
 * of an opportunity or a task. Every figure is computed in SQL over numeric (src/repositories/timeEntries.ts:
 * CATEGORY_SQL, COST_SQL) and rounded to cents only at the end: a sum is round(sum(unrounded costs), 2), never a sum
 * of rounded costs. Untracked kinds (vacation, sick) are left out of all of them. Hours of users who cannot be priced
 * (no salary, weeklyHours 0, or no rate for their salary's currency) count in hours and in unpricedHours, not in
 * cost. Callers hold cost:read (the operations' capability); userId on a cost row is shown only with
 * compensation:read or a leadership role, since one person's costs reveal their pay.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import { canSeeCompensation, type Actor } from '../../core/actor.js';
import { notFound } from '../../core/errors.js';
import { findIdInOrg, refOf } from '../../repositories/refs.js';
import { COST_SQL, CATEGORY_SQL, entriesFrom, TASK_TREE_SQL, TRACKED_SQL } from '../../repositories/timeEntries.js';
import { assertTeam } from '../common.js';
import { assertWindow } from './rules.js';

export type TimeCategoryAggregate = components['schemas']['TimeCategoryAggregate'];
export type TimeEntryCosts = components['schemas']['TimeEntryCosts'];
export type ActualCost = components['schemas']['ActualCost'];

/** The most rows costs-for-range returns (spec 2 §8); the totals still cover the whole window. */
export const MAX_COST_ROWS = 5000;

const n = (v: string | number | null | undefined) => (v == null ? 0 : Number(v));

/** The org's base currency (orgs.base_currency, default USD). */
export async function baseCurrency(db: Knex, orgId: string): Promise<string> {
  const row = (await db('orgs').select('base_currency').where({ id: orgId }).first()) as { base_currency: string } | undefined;
  return (row?.base_currency ?? 'USD').trim();
}

/** Tracked entries of the org between from and to, optionally of one team's members (`teamId` a UUID). */
function windowEntries(db: Knex, orgId: string, from: string, to: string, teamId: string | null): Knex.QueryBuilder {
  const q = entriesFrom(db).where('e.org_id', orgId).whereBetween('e.entry_date', [from, to]).whereRaw(TRACKED_SQL);
  if (teamId) q.whereIn('e.user_id', db('team_members').select('user_id').where({ org_id: orgId, team_id: teamId }));
  return q;
}

/** The totals columns over the entries of `q`: hours, cost (rounded once, at the end) and unpriced hours. */
const TOTALS = [
  'coalesce(sum(e.hours), 0) AS hours',
  `round(coalesce(sum(${COST_SQL}), 0), 2) AS cost`,
  `coalesce(sum(e.hours) FILTER (WHERE (${COST_SQL}) IS NULL), 0) AS unpriced`,
];

/** 400 for a bad window, 404 naming query.teamId for a team outside the org; the team's UUID or null. */
async function checkWindow(db: Knex, actor: Actor, q: { from: string; to: string; teamId?: string }): Promise<string | null> {
  assertWindow(q.from, q.to, 'query.to');
  if (!q.teamId) return null;
  await assertTeam(db, actor.orgId, q.teamId, 'query.teamId');
  return q.teamId.toLowerCase();
}

/**
 * GET /time-entries/aggregate-by-category — tracked hours of the window by derived category (null: uncategorised),
 * most hours first (then label, uncategorised last), with the totals of the whole window. One query: the buckets and
 * the grand total are grouping sets of the same rows.
 */
export async function aggregateByCategory(db: Knex, actor: Actor, q: { from: string; to: string; teamId?: string }): Promise<TimeCategoryAggregate> {
  const teamId = await checkWindow(db, actor, q);
  const rows = windowEntries(db, actor.orgId, q.from, q.to, teamId).select('e.hours', db.raw(`${CATEGORY_SQL} AS category_id`), db.raw(`${COST_SQL} AS cost`));
  const grouped = (await db
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
      this.onVal('c.org_id', actor.orgId).andOn('c.id', 'x.category_id');
    })
    .groupByRaw('GROUPING SETS ((x.category_id, c.label), ())')) as {
    category_id: string | null;
    label: string | null;
    grand: number;
    hours: string;
    cost: string;
    unpriced: string;
  }[];
  const total = grouped.find((r) => Number(r.grand) === 1);
  const categories = grouped
    .filter((r) => Number(r.grand) === 0)
    .map((r) => ({ categoryId: r.category_id, label: r.label, hours: n(r.hours), cost: n(r.cost), unpricedHours: n(r.unpriced) }))
    .sort(
      (a, b) =>
        b.hours - a.hours ||
        (a.label === null ? 1 : b.label === null ? -1 : a.label.localeCompare(b.label)) ||
        String(a.categoryId).localeCompare(String(b.categoryId)),
    );
  return {
    from: q.from,
    to: q.to,
    teamId,
    currency: await baseCurrency(db, actor.orgId),
    totalHours: n(total?.hours),
    totalCost: n(total?.cost),
    unpricedHours: n(total?.unpriced),
    categories,
  };
}

/**
 * GET /time-entries/costs-for-range — every tracked entry of the window with its cost, newest day first (then newest
 * created), at most 5000; `truncated` when the window holds more. Totals cover every entry of the window.
 */
export async function costsForRange(db: Knex, actor: Actor, q: { from: string; to: string; teamId?: string }): Promise<TimeEntryCosts> {
  const teamId = await checkWindow(db, actor, q);
  const totals = (await windowEntries(db, actor.orgId, q.from, q.to, teamId)
    .select(db.raw('count(*)::int AS entries'), ...TOTALS.map((t) => db.raw(t)))
    .first()) as { entries: number; hours: string; cost: string; unpriced: string };
  const rows = (await windowEntries(db, actor.orgId, q.from, q.to, teamId)
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
    .limit(MAX_COST_ROWS)) as {
    id: string;
    user_id: string;
    hours: string;
    opportunity_id: string | null;
    task_id: string | null;
    misc_category_id: string | null;
    entry_date: string;
    category_id: string | null;
    cost: string | null;
  }[];
  const who = canSeeCompensation(actor);
  return {
    from: q.from,
    to: q.to,
    currency: await baseCurrency(db, actor.orgId),
    rows: rows.map((r) => ({
      entryId: r.id,
      entryDate: r.entry_date,
      userId: who ? r.user_id : null,
      hours: n(r.hours),
      cost: r.cost === null ? null : Number(r.cost),
      opportunityId: r.opportunity_id,
      taskId: r.task_id,
      miscCategoryId: r.misc_category_id,
      categoryId: r.category_id,
    })),
    truncated: Number(totals.entries) > MAX_COST_ROWS,
    totalHours: n(totals.hours),
    totalCost: n(totals.cost),
    unpricedHours: n(totals.unpriced),
  };
}

/** Hours, cost and unpriced hours of the tracked entries matching `where` (raw SQL over `e`, named bindings). */
async function sumOf(db: Knex, orgId: string, where: string, bindings: Record<string, string>) {
  const row = (await entriesFrom(db)
    .where('e.org_id', orgId)
    .whereRaw(TRACKED_SQL)
    .whereRaw(where, bindings)
    .select(...TOTALS.map((t) => db.raw(t)))
    .first()) as { hours: string; cost: string; unpriced: string };
  return { cost: n(row.cost), hours: n(row.hours), unpricedHours: n(row.unpriced) };
}

/** GET /time-entries/actual-cost-for-opportunity/{id} — entries on the opportunity and on its tasks (with their subtasks). */
export async function opportunityActualCost(db: Knex, actor: Actor, idOrRef: string): Promise<ActualCost> {
  const id = await findIdInOrg(db, 'opportunities', actor.orgId, idOrRef); // the pipeline resolved a ref
  if (!id) throw notFound('Opportunity', idOrRef, '/api/v1/opportunities', 'path.id');
  const { number } = (await db('opportunities').select('number').where({ org_id: actor.orgId, id }).first()) as { number: number };
  const sums = await sumOf(db, actor.orgId, `(e.opportunity_id = :root OR e.task_id IN (${TASK_TREE_SQL('opportunity')}))`, { org: actor.orgId, root: id });
  return { targetType: 'opportunity', targetId: id, ref: refOf('opportunities', number), currency: await baseCurrency(db, actor.orgId), ...sums };
}

/** GET /time-entries/actual-cost-for-task/{id} — entries on the task and on its subtasks, at any depth. */
export async function taskActualCost(db: Knex, actor: Actor, idOrRef: string): Promise<ActualCost> {
  const id = await findIdInOrg(db, 'tasks', actor.orgId, idOrRef); // the pipeline resolved a ref
  if (!id) throw notFound('Task', idOrRef, '/api/v1/tasks', 'path.id');
  const task = (await db('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.number', 'tm.prefix')
    .where({ 't.org_id': actor.orgId, 't.id': id })
    .first()) as { number: number; prefix: string | null };
  const sums = await sumOf(db, actor.orgId, `e.task_id IN (${TASK_TREE_SQL('task')})`, { org: actor.orgId, root: id });
  return { targetType: 'task', targetId: id, ref: `${task.prefix ?? 'TASK'}-${task.number}`, currency: await baseCurrency(db, actor.orgId), ...sums };
}
