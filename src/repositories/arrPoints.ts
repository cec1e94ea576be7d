/**
 * The `arr_points` table (spec 1 §2.8; spec 2 §4.11): "ARR was `level` from `effectiveDate`" per customer. Deltas
 * are derived when read (the change from the point before by effective date; among points of one date the one
 * recorded later counts as later), never stored. Its row, the row → ArrPoint mapping, its queries (each scoped by
 * org_id) and the monthly waterfall computed from the points.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, isoDate, num } from '../core/format.js';

type ArrPoint = Schema<'ArrPoint'>;

export interface ArrPointRow {
  id: string;
  customer_id: string;
  level: string;
  effective_date: Date | string;
  delta: string | null;
  created_at: Date;
}

export const toArrPoint = (r: ArrPointRow): ArrPoint => ({
  id: r.id,
  customerId: r.customer_id,
  level: Number(r.level),
  effectiveDate: isoDate(r.effective_date)!,
  delta: num(r.delta),
  createdAt: iso(r.created_at)!,
});

/** A customer's points with their derived delta, oldest effective date first (bindings: org, customer). */
const POINTS_SQL = `
  SELECT id, customer_id, level, effective_date, created_at,
         level - lag(level) OVER (ORDER BY effective_date, created_at, id) AS delta
    FROM arr_points WHERE org_id = ? AND customer_id = ?
   ORDER BY effective_date, created_at, id`;

/** The customer's points with their delta (null for the first), oldest effective date first. */
export async function listArrPoints(db: Knex, orgId: string, customerId: string): Promise<ArrPointRow[]> {
  const { rows } = await db.raw(POINTS_SQL, [orgId, customerId]);
  return rows as ArrPointRow[];
}

/** Inserts a point and returns its id. */
export async function insertArrPoint(
  trx: Knex,
  orgId: string,
  values: { customer_id: string; level: number; effective_date: string; created_by_id: string },
): Promise<string> {
  const [row] = await trx('arr_points')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return row.id;
}

/** Whether the customer has a point effective after `date` (YYYY-MM-DD). */
export async function hasArrPointAfter(db: Knex, orgId: string, customerId: string, date: string): Promise<boolean> {
  return !!(await db('arr_points').where({ org_id: orgId, customer_id: customerId }).andWhere('effective_date', '>', date).first('id'));
}

/** Deletes point `id` of the customer; the number of rows deleted. */
export async function deleteArrPoint(trx: Knex, orgId: string, customerId: string, id: string): Promise<number> {
  return trx('arr_points').where({ org_id: orgId, customer_id: customerId, id }).delete();
}

/** One month of the waterfall (numeric sums as pg returns them). */
export interface WaterfallRow {
  month: string;
  starting: string;
  new: string;
  expansion: string;
  contraction: string;
  churned: string;
  ending: string;
}

/**
 * The monthly ARR waterfall of the org over the months from `fromMonth` to `toMonth` (first days, YYYY-MM-DD;
 * `afterTo` the first day after), from the points only: a customer's ARR at the end of a day is the level of its
 * latest point effective on or before that day, 0 before its first; per month and customer with p the ARR at the
 * end of the previous month and c at the end of this one, p = 0 < c is new, 0 < p < c expansion, 0 < c < p
 * contraction, c = 0 < p churned. One row per month, oldest first.
 */
export async function arrWaterfall(db: Knex, orgId: string, fromMonth: string, toMonth: string, afterTo: string): Promise<WaterfallRow[]> {
  const { rows } = await db.raw(
    `WITH months AS (
       SELECT m::date AS m, (m + interval '1 month' - interval '1 day')::date AS m_end, (m - interval '1 day')::date AS prev_end
         FROM generate_series(?::date, ?::date, interval '1 month') AS m),
     cust AS (SELECT DISTINCT customer_id FROM arr_points WHERE org_id = ? AND effective_date < ?::date),
     lv AS (
       SELECT mo.m,
              coalesce((SELECT p.level FROM arr_points p WHERE p.org_id = ? AND p.customer_id = cu.customer_id AND p.effective_date <= mo.prev_end
                         ORDER BY p.effective_date DESC, p.created_at DESC, p.id DESC LIMIT 1), 0) AS prev,
              coalesce((SELECT p.level FROM arr_points p WHERE p.org_id = ? AND p.customer_id = cu.customer_id AND p.effective_date <= mo.m_end
                         ORDER BY p.effective_date DESC, p.created_at DESC, p.id DESC LIMIT 1), 0) AS cur
         FROM months mo CROSS JOIN cust cu)
     SELECT to_char(mo.m, 'YYYY-MM') AS month,
            coalesce(sum(lv.prev), 0) AS starting,
            coalesce(sum(CASE WHEN lv.prev = 0 AND lv.cur > 0 THEN lv.cur ELSE 0 END), 0) AS new,
            coalesce(sum(CASE WHEN lv.prev > 0 AND lv.cur > lv.prev THEN lv.cur - lv.prev ELSE 0 END), 0) AS expansion,
            coalesce(sum(CASE WHEN lv.cur > 0 AND lv.cur < lv.prev THEN lv.cur - lv.prev ELSE 0 END), 0) AS contraction,
            coalesce(sum(CASE WHEN lv.cur = 0 AND lv.prev > 0 THEN -lv.prev ELSE 0 END), 0) AS churned,
            coalesce(sum(lv.cur), 0) AS ending
       FROM months mo LEFT JOIN lv ON lv.m = mo.m
      GROUP BY mo.m ORDER BY mo.m`,
    [fromMonth, toMonth, orgId, afterTo, orgId, orgId],
  );
  return rows as WaterfallRow[];
}
