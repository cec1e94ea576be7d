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
import { notFound } from '../../core/errors.js';
import { linkedWork } from '../../repositories/insights.js';
import { findIdByRef } from '../../repositories/refs.js';
import { paginate, type ListOrder, type Page } from '../../repositories/paging.js';
import { isoDate } from '../common.js';
import { addDays, CUSTOMERS_HREF, todayUtc, type Commitment } from './common.js';

/** Days before a deadline from which a promise with no work in progress is at risk. */
export const AT_RISK_DAYS = 14;

// deadline as text (YYYY-MM-DD sorts as the date does) so the cursor carries it as a text key.
const LIST: ListOrder = { name: 'customer_commitments', direction: 'asc', keys: [{ expr: 'x.deadline_key', type: 'text' }, { expr: 'x.insight_id', type: 'uuid' }] };

interface Row { insight_id: string; number: number; customer_id: string; customer_name: string; verbatim: string; deadline: Date | string; at_risk: boolean }

const COMMITMENTS_SQL = `(
  SELECT i.id AS insight_id, i.number, i.customer_id, c.name AS customer_name, i.verbatim, i.deadline, i.deadline::text AS deadline_key,
         (NOT (w.total > 0 AND w.done = w.total)
           AND (i.deadline < :today::date OR (i.deadline <= :soon::date AND w.wip = 0))) AS at_risk
    FROM insights i
    JOIN customers c ON c.org_id = i.org_id AND c.id = i.customer_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS total,
             count(*) FILTER (WHERE coalesce(t.status, o.state) = 'completed') AS done,
             count(*) FILTER (WHERE coalesce(t.status, o.state) = 'in_progress') AS wip
        FROM insight_links l
        LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
        LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
       WHERE l.org_id = i.org_id AND l.insight_id = i.id AND l.entity_type <> 'objective') w
   WHERE i.org_id = :org AND i.customer_id IS NOT NULL AND i.deadline IS NOT NULL AND i.status NOT IN ('rejected', 'archived')
) AS x`;

export class CustomerCommitments {
  constructor(private readonly db: Knex) {}

  /**
   * GET /customers/commitments (spec 2 §4.11) — `{customerId? (UUID, resolved by the pipeline), atRisk?, cursor,
   * limit}` → a page of Commitment, soonest deadline first. atRisk true keeps only those at risk, false only those
   * not at risk. 404 naming query.customerId for a customer outside the org; 400 for a bad cursor.
   */
  async list(actor: Actor, q: { customerId?: string; atRisk?: boolean; cursor?: string; limit: number }): Promise<Page<Commitment>> {
    if (q.customerId && !(await findIdByRef(this.db, 'customers', actor.orgId, q.customerId))) {
      throw notFound('Customer', q.customerId, CUSTOMERS_HREF, 'query.customerId');
    }
    const today = todayUtc();
    const query = this.db.select('x.*').from(this.db.raw(COMMITMENTS_SQL, { org: actor.orgId, today, soon: addDays(today, AT_RISK_DAYS) }));
    if (q.customerId) query.where('x.customer_id', q.customerId.toLowerCase());
    if (q.atRisk !== undefined) query.where('x.at_risk', q.atRisk);
    const page = await paginate<Row & Record<string, unknown>>(query, LIST, q);
    const work = await linkedWork(this.db, actor.orgId, page.rows.map((r) => r.insight_id));
    return {
      rows: page.rows.map((r) => ({
        insightId: r.insight_id, insightRef: `INS-${r.number}`, customerId: r.customer_id, customerName: r.customer_name, verbatim: r.verbatim,
        deadline: isoDate(r.deadline)!, work: work.get(r.insight_id) ?? [], atRisk: r.at_risk,
      })),
      nextCursor: page.nextCursor,
    };
  }
}
