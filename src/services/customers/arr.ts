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
import type { QueryParams, RequestBody } from '../../core/api.js';
import { ApiError, invalidField } from '../../core/errors.js';
import { arrWaterfall, deleteArrPoint, hasArrPointAfter, insertArrPoint, listArrPoints, toArrPoint } from '../../repositories/arrPoints.js';
import { customerTotalsByStatus, updateCustomer } from '../../repositories/customers.js';
import { requireCustomer, todayUtc, type ArrPoint, type ArrSummary, type CustomerStatus } from './common.js';

const STATUSES: CustomerStatus[] = ['prospect', 'onboarding', 'pilot', 'live', 'churned', 'lost'];
/** The longest waterfall one request may ask for. */
export const MAX_WATERFALL_MONTHS = 120;

/** First day of the month of `date` (YYYY-MM-DD). */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
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
    return (await listArrPoints(this.db, actor.orgId, c.id)).map(toArrPoint);
  }

  /**
   * POST /customers/{id}/arr (spec 2 §4.11) — `{level, effectiveDate}` → the point with its delta. When no point of
   * the customer has a later effective date, the customer's current arr becomes level (same transaction; the
   * customer row is locked so concurrent points agree). Errors: 404 for an unknown customer; 400 naming
   * body.effectiveDate when it is after today (UTC).
   */
  async create(actor: Actor, customerIdOrRef: string, input: RequestBody<'createCustomerArrPoint'>): Promise<ArrPoint> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef, true);
      const today = todayUtc();
      if (input.effectiveDate > today) {
        throw invalidField(
          'body.effectiveDate',
          `is in the future (${input.effectiveDate}; today is ${today} UTC)`,
          `Record ARR from today or an earlier date: "ARR was this much from this date". Use effectiveDate ${today} for the level as of now.`,
        );
      }
      const id = await insertArrPoint(trx, actor.orgId, {
        customer_id: c.id,
        level: input.level,
        effective_date: input.effectiveDate,
        created_by_id: actor.userId,
      });
      if (!(await hasArrPointAfter(trx, actor.orgId, c.id, input.effectiveDate))) await updateCustomer(trx, actor.orgId, c.id, { arr: input.level });
      return toArrPoint((await listArrPoints(trx, actor.orgId, c.id)).find((r) => r.id === id)!);
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
      const n = await deleteArrPoint(trx, actor.orgId, c.id, id);
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
  async summary(actor: Actor, q: QueryParams<'getCustomerArrSummary'>): Promise<ArrSummary> {
    const toMonth = monthStart(q.to ?? todayUtc());
    const fromMonth = q.from ? monthStart(q.from) : shiftMonths(toMonth, -11);
    if (fromMonth > toMonth) {
      throw invalidField(
        'query.from',
        `is after to (${fromMonth.slice(0, 7)} > ${toMonth.slice(0, 7)})`,
        'Pass a from in the same month as to or an earlier one, or omit it for the 12 months ending with to.',
      );
    }
    const months = monthsBetween(fromMonth, toMonth);
    if (months > MAX_WATERFALL_MONTHS) {
      throw invalidField(
        'query.from',
        `spans ${months} months with to; at most ${MAX_WATERFALL_MONTHS} are summarized at once`,
        `Ask for at most ${MAX_WATERFALL_MONTHS} months per request (e.g. from ${shiftMonths(toMonth, -(MAX_WATERFALL_MONTHS - 1))}).`,
      );
    }
    const afterTo = shiftMonths(toMonth, 1);
    const byStatusRows = await customerTotalsByStatus(this.db, actor.orgId);
    const byStatus = STATUSES.map((status) => {
      const r = byStatusRows.find((x) => x.status === status);
      return { status, count: Number(r?.count ?? 0), arr: Number(r?.arr ?? 0) };
    });
    const rows = await arrWaterfall(this.db, actor.orgId, fromMonth, toMonth, afterTo);
    const n = (v: string | number) => Number(v) + 0; // + 0 turns -0 into 0
    return {
      from: fromMonth,
      to: new Date(Date.UTC(Number(afterTo.slice(0, 4)), Number(afterTo.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10),
      byStatus,
      waterfall: rows.map((r) => ({
        month: r.month,
        starting: n(r.starting),
        new: n(r.new),
        expansion: n(r.expansion),
        contraction: n(r.contraction),
        churned: n(r.churned),
        ending: n(r.ending),
      })),
    };
  }
}
