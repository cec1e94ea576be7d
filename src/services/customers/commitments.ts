/**
 * Commitments (spec 2 §4.11): dated promises to customers — insights rooted at a customer with a deadline whose
 * status is neither rejected nor archived — soonest deadline first, each with its linked work (opportunities and
 * tasks, src/repositories/insights.ts linkedWork) and atRisk.
 *
 * atRisk: the work is not delivered — there is none, or some of it is not completed (opportunity state / task
 * status completed) — and either the deadline has passed (deadline < today) or it is within 14 days
 * (deadline <= today + 14) with no linked work in progress (opportunity state / task status in_progress).
 * Computed in SQL so the atRisk filter pages correctly; "today" is the UTC date of the server clock.
 *
 * Paged by (deadline, insight id), the list's one fixed order.
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import type { QueryParams } from '../../core/api.js';
import { notFound } from '../../core/errors.js';
import { linkedWork, listCommitments } from '../../repositories/insights.js';
import { customerExists } from '../../repositories/customers.js';
import type { Page } from '../../repositories/paging.js';
import { isoDate } from '../common.js';
import { addDays, CUSTOMERS_HREF, todayUtc, type Commitment } from './common.js';

/** Days before a deadline from which a promise with no work in progress is at risk. */
export const AT_RISK_DAYS = 14;

export class CustomerCommitments {
  constructor(private readonly db: Knex) {}

  /**
   * GET /customers/commitments (spec 2 §4.11) — `{customerId? (UUID, resolved by the pipeline), atRisk?, cursor,
   * limit}` → a page of Commitment, soonest deadline first. atRisk true keeps only those at risk, false only those
   * not at risk. 404 naming query.customerId for a customer outside the org; 400 for a bad cursor.
   */
  async list(actor: Actor, q: QueryParams<'listCustomerCommitments'> & { limit: number }): Promise<Page<Commitment>> {
    if (q.customerId && !(await customerExists(this.db, actor.orgId, q.customerId))) {
      throw notFound('Customer', q.customerId, CUSTOMERS_HREF, 'query.customerId');
    }
    const today = todayUtc();
    const page = await listCommitments(
      this.db,
      actor.orgId,
      { customerId: q.customerId?.toLowerCase(), atRisk: q.atRisk, today, soon: addDays(today, AT_RISK_DAYS) },
      q,
    );
    const work = await linkedWork(
      this.db,
      actor.orgId,
      page.rows.map((r) => r.insight_id),
    );
    return {
      rows: page.rows.map((r) => ({
        insightId: r.insight_id,
        insightRef: `INS-${r.number}`,
        customerId: r.customer_id,
        customerName: r.customer_name,
        verbatim: r.verbatim,
        deadline: isoDate(r.deadline)!,
        work: work.get(r.insight_id) ?? [],
        atRisk: r.at_risk,
      })),
      nextCursor: page.nextCursor,
    };
  }
}
