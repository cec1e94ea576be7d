/**
 * ARR (spec 1 §2.8, spec 2 §4.11): points "ARR was `level` from `effectiveDate`", never in the future; deltas are
 * derived when read (the change from the point before by effective date; among points of one date the one recorded
 * later counts as later), never stored. A point that is the customer's latest (no point has a later effective
 * date) sets the customer's current `arr`; deleting a point never recomputes it.
 *
 * The summary: per lifecycle status the customer count and the sum of their current `arr`, and a monthly waterfall
 * over [from, to] derived from the points only. A customer's ARR at the end of a day is the level of its latest
 * point effective on or before that day, 0 before its first. For each month and customer, with p the ARR at the
 * end of the previous month and c at the end of this one: p = 0 < c is new (c); 0 < p < c is expansion (c - p);
 * 0 < c < p is contraction (c - p, negative); c = 0 < p is churned (-p, negative). starting = Σp, ending = Σc, so
 * starting + new + expansion + contraction + churned = ending.
 *
 * "Today" is the UTC date of the server clock.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import { ApiError, invalidField } from '../../core/errors.js';
import { iso, isoDate, num } from '../common.js';
import { customerTotalsByStatus, updateCustomer } from '../../repositories/customers.js';
import { requireCustomer, todayUtc, type ArrPoint, type ArrSummary, type CustomerStatus } from './common.js';

const STATUSES: CustomerStatus[] = ['prospect', 'onboarding', 'pilot', 'live', 'churned', 'lost'];
/** The longest waterfall one request may ask for. */
export const MAX_WATERFALL_MONTHS = 120;

interface PointRow { id: string; customer_id: string; level: string; effective_date: Date | string; delta: string | null; created_at: Date }
const toPoint = (r: PointRow): ArrPoint => ({
  id: r.id, customerId: r.customer_id, level: Number(r.level), effectiveDate: isoDate(r.effective_date)!, delta: num(r.delta), createdAt: iso(r.created_at)!,
});

/** A customer's points with their derived delta, oldest effective date first (bindings: org, customer). */
const POINTS_SQL = `
  SELECT id, customer_id, level, effective_date, created_at,
         level - lag(level) OVER (ORDER BY effective_date, created_at, id) AS delta
    FROM arr_points WHERE org_id = ? AND customer_id = ?
   ORDER BY effective_date, created_at, id`;

/** First day of the month of `date` (YYYY-MM-DD). */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
function shiftMonths(monthFirst: string, months: number): string {
  const d = new Date(`${monthFirst}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export class CustomerArr {
  constructor(private readonly db: Knex) {}

  /** GET /customers/{id}/arr (spec 2 §4.11) → ArrPoint[] oldest effective date first, each with its delta (null for the first). 404 for an unknown customer. */
  async list(actor: Actor, customerIdOrRef: string): Promise<ArrPoint[]> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    const { rows } = await this.db.raw(POINTS_SQL, [actor.orgId, c.id]);
    return (rows as PointRow[]).map(toPoint);
  }

  /**
   * POST /customers/{id}/arr (spec 2 §4.11) — `{level, effectiveDate}` → the point with its delta. When no point of
   * the customer has a later effective date, the customer's current arr becomes level (same transaction; the
   * customer row is locked so concurrent points agree). Errors: 404 for an unknown customer; 400 naming
   * body.effectiveDate when it is after today (UTC).
   */
  async create(actor: Actor, customerIdOrRef: string, input: { level: number; effectiveDate: string }): Promise<ArrPoint> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef, true);
      const today = todayUtc();
      if (input.effectiveDate > today) {
        throw invalidField('body.effectiveDate', `is in the future (${input.effectiveDate}; today is ${today} UTC)`,
          `Record ARR from today or an earlier date: "ARR was this much from this date". Use effectiveDate ${today} for the level as of now.`);
      }
      const [row] = await trx('arr_points')
        .insert({ org_id: actor.orgId, customer_id: c.id, level: input.level, effective_date: input.effectiveDate, created_by_id: actor.userId })
        .returning('id');
      const later = await trx('arr_points').where({ org_id: actor.orgId, customer_id: c.id }).andWhere('effective_date', '>', input.effectiveDate).first('id');
      if (!later) await updateCustomer(trx, actor.orgId, c.id, { arr: input.level });
      const { rows } = await trx.raw(POINTS_SQL, [actor.orgId, c.id]);
      return toPoint((rows as PointRow[]).find((r) => r.id === row.id)!);
    });
  }

  /**
   * DELETE /customers/{id}/arr/{arrPointId} (spec 2 §4.11) → `{id, deleted: true}`; the customer's current arr is
   * not recomputed. 404 naming path.arrPointId when it is not a point of this customer.
   */
  async remove(actor: Actor, customerIdOrRef: string, arrPointId: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef);
      const id = arrPointId.toLowerCase();
      const n = await trx('arr_points').where({ org_id: actor.orgId, customer_id: c.id, id }).delete();
      if (!n) {
        const err = new ApiError('NOT_FOUND', `ARR point ${arrPointId} of customer ${customerIdOrRef} not found`, {
          details: [{ field: 'path.arrPointId', message: 'names no ARR point of this customer' }],
          suggestion: `List the customer's ARR points with GET /api/v1/customers/${customerIdOrRef}/arr to find a valid arrPointId.`,
        });
        err.subject = arrPointId;
        throw err;
      }
      return { id, deleted: true as const };
    });
  }

  /**
   * GET /customers/arr-summary (spec 2 §4.11) — `{from?, to?}` (any day of the first and last month; default the 12
   * months ending with this one) → `{from, to, byStatus, waterfall}` (byStatus: all six statuses in lifecycle
   * order, zero when empty). Errors: 400 naming query.from when from is after to, or the window is longer than
   * MAX_WATERFALL_MONTHS months.
   */
  async summary(actor: Actor, q: { from?: string; to?: string }): Promise<ArrSummary> {
    const toMonth = monthStart(q.to ?? todayUtc());
    const fromMonth = q.from ? monthStart(q.from) : shiftMonths(toMonth, -11);
    if (fromMonth > toMonth) {
      throw invalidField('query.from', `is after to (${fromMonth.slice(0, 7)} > ${toMonth.slice(0, 7)})`, 'Pass a from in the same month as to or an earlier one, or omit it for the 12 months ending with to.');
    }
    const months = monthsBetween(fromMonth, toMonth);
    if (months > MAX_WATERFALL_MONTHS) {
      throw invalidField('query.from', `spans ${months} months with to; at most ${MAX_WATERFALL_MONTHS} are summarized at once`,
        `Ask for at most ${MAX_WATERFALL_MONTHS} months per request (e.g. from ${shiftMonths(toMonth, -(MAX_WATERFALL_MONTHS - 1))}).`);
    }
    const afterTo = shiftMonths(toMonth, 1);
    const byStatusRows = await customerTotalsByStatus(this.db, actor.orgId);
    const byStatus = STATUSES.map((status) => {
      const r = byStatusRows.find((x) => x.status === status);
      return { status, count: Number(r?.count ?? 0), arr: Number(r?.arr ?? 0) };
    });
    const { rows } = await this.db.raw(
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
      [fromMonth, toMonth, actor.orgId, afterTo, actor.orgId, actor.orgId],
    );
    const n = (v: string | number) => Number(v) + 0; // + 0 turns -0 into 0
    return {
      from: fromMonth,
      to: new Date(Date.UTC(Number(afterTo.slice(0, 4)), Number(afterTo.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10),
      byStatus,
      waterfall: (rows as Record<string, string>[]).map((r) => ({
        month: r.month, starting: n(r.starting), new: n(r.new), expansion: n(r.expansion), contraction: n(r.contraction), churned: n(r.churned), ending: n(r.ending),
      })),
    };
  }
}
