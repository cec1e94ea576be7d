/**
 * What tracked time costs (spec 2 §4.16): aggregate by category, costs for a window, and the actual cost
 * of an opportunity or a task. Every figure is computed in SQL over numeric (src/repositories/timeEntries.ts:
 * CATEGORY_SQL, COST_SQL) and rounded to cents only at the end: a sum is round(sum(unrounded costs), 2), never a sum
 * of rounded costs. Untracked kinds (vacation, sick) are left out of all of them. Hours of users who cannot be priced
 * (no salary, weeklyHours 0, or no rate for their salary's currency) count in hours and in unpricedHours, not in
 * cost. Callers hold cost:read (the operations' capability); userId on a cost row is shown only with
 * compensation:read or a leadership role, since one person's costs reveal their pay.
 */
import { findEntityRow } from '../../repositories/refs.js';
import type { Knex } from 'knex';
import type { QueryParams } from '../../core/api.js';
import type { components } from '../../generated/api.js';
import { canSeeCompensation, type Actor } from '../../core/actor.js';
import { notFound } from '../../core/errors.js';
import { findIdInOrg, refOf } from '../../repositories/refs.js';
import { findBaseCurrency } from '../../repositories/orgs.js';
import { costsByCategory, costTotals, listCostRows, opportunityCostSums, taskCostSums, type CostSums } from '../../repositories/timeEntries.js';
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
  return ((await findBaseCurrency(db, orgId)) ?? 'USD').trim();
}

/** 400 for a bad window, 404 naming query.teamId for a team outside the org; the team's UUID or null. */
async function checkWindow(db: Knex, actor: Actor, q: Pick<QueryParams<'aggregateTimeEntriesByCategory'>, 'from' | 'to' | 'teamId'>): Promise<string | null> {
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
export async function aggregateByCategory(db: Knex, actor: Actor, q: QueryParams<'aggregateTimeEntriesByCategory'>): Promise<TimeCategoryAggregate> {
  const teamId = await checkWindow(db, actor, q);
  const grouped = await costsByCategory(db, actor.orgId, { from: q.from, to: q.to, teamId });
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
export async function costsForRange(db: Knex, actor: Actor, q: QueryParams<'listTimeEntryCosts'>): Promise<TimeEntryCosts> {
  const teamId = await checkWindow(db, actor, q);
  const window = { from: q.from, to: q.to, teamId };
  const totals = await costTotals(db, actor.orgId, window);
  const rows = await listCostRows(db, actor.orgId, window, MAX_COST_ROWS);
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

/** Cost sums as numbers. */
const sums = (row: CostSums) => ({ cost: n(row.cost), hours: n(row.hours), unpricedHours: n(row.unpriced) });

/** GET /time-entries/actual-cost-for-opportunity/{id} — entries on the opportunity and on its tasks (with their subtasks). */
export async function opportunityActualCost(db: Knex, actor: Actor, idOrRef: string): Promise<ActualCost> {
  const id = await findIdInOrg(db, 'opportunities', actor.orgId, idOrRef); // the pipeline resolved a ref
  if (!id) throw notFound('Opportunity', idOrRef, '/api/v1/opportunities', 'path.id');
  const { number } = (await findEntityRow(db, 'opportunities', actor.orgId, id)) as { number: number };
  const totals = sums(await opportunityCostSums(db, actor.orgId, id));
  return { targetType: 'opportunity', targetId: id, ref: refOf('opportunities', number), currency: await baseCurrency(db, actor.orgId), ...totals };
}

/** GET /time-entries/actual-cost-for-task/{id} — entries on the task and on its subtasks, at any depth. */
export async function taskActualCost(db: Knex, actor: Actor, idOrRef: string): Promise<ActualCost> {
  const id = await findIdInOrg(db, 'tasks', actor.orgId, idOrRef); // the pipeline resolved a ref
  if (!id) throw notFound('Task', idOrRef, '/api/v1/tasks', 'path.id');
  const task = (await findEntityRow(db, 'tasks', actor.orgId, id)) as { number: number; prefix: string };
  const totals = sums(await taskCostSums(db, actor.orgId, id));
  return { targetType: 'task', targetId: id, ref: `${task.prefix}-${task.number}`, currency: await baseCurrency(db, actor.orgId), ...totals };
}
