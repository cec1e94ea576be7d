/**
 * A customer's feed (spec 2 §4.11): one list, newest first, of
 *  - note:     account notes (customer_updates kind note, POST /customers/{id}/updates);
 *  - decision: decisions on the customer's insights (customer_updates kind decision, written by the insight service);
 *  - promise_break: a task move acknowledged to finish after a date promised on one of the customer's insights
 *    (customer_updates kind promise_break, entity the insight, written by the cycle service's move-cycle);
 *  - update:   status updates posted on a linked opportunity (opportunity_updates);
 *  - shipped:  a linked opportunity that is completed, dated when it last moved to completed.
 *
 * When an opportunity completed: opportunities have no completed-at column, so the date is the activity log's
 * (activities: entity opportunity, the newest entry whose changes set state to completed); an opportunity completed
 * without a log entry (a bulk-loaded one) falls back to its updated_at.
 *
 * Paging: the four sources (customer_updates holding notes, decisions and promise breaks) are one UNION ALL subquery with the same columns; the list is keyset-paged over
 * (created_at, id) descending (ids are UUIDs of distinct rows — a note, an update, an opportunity — so the key is
 * unique), with the cursor's bound applied to the union (Postgres pushes it into each branch). Each branch reads
 * one customer's rows through its indexes (customer_updates by customer and date; opportunity_updates by
 * opportunity and date for the customer's linked opportunities).
 */
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
import { paginate, type ListOrder, type Page } from '../../repositories/paging.js';
import { iso } from '../common.js';
import { requireCustomer, type CustomerUpdate } from './common.js';

const FEED: ListOrder = { name: 'customer_feed', direction: 'desc', keys: [{ expr: 'f.created_at', type: 'timestamptz' }, { expr: 'f.id', type: 'uuid' }] };

interface FeedRow { id: string; kind: CustomerUpdate['kind']; body: string; author_id: string | null; entity_type: CustomerUpdate['entityType']; entity_id: string; entity_ref: string | null; created_at: Date }
const toEntry = (r: FeedRow): CustomerUpdate => ({
  id: r.id, kind: r.kind, body: r.body, authorId: r.author_id, entityType: r.entity_type, entityId: r.entity_id, entityRef: r.entity_ref, createdAt: iso(r.created_at)!,
});

/** The feed of customer `c` as one subquery (bindings: org, customer, repeated per branch). */
const FEED_SQL = `(
  SELECT u.id, u.kind, u.body, u.author_id,
         CASE WHEN u.kind = 'note' THEN 'customer' ELSE coalesce(u.entity_type, 'customer') END AS entity_type,
         CASE WHEN u.kind = 'note' THEN u.customer_id ELSE coalesce(u.entity_id, u.customer_id) END AS entity_id,
         CASE WHEN u.kind = 'note' OR u.entity_id IS NULL THEN 'CUS-' || c.number
              WHEN u.entity_type = 'insight' THEN (SELECT 'INS-' || i.number FROM insights i WHERE i.org_id = u.org_id AND i.id = u.entity_id)
              WHEN u.entity_type = 'opportunity' THEN (SELECT 'OPP-' || o.number FROM opportunities o WHERE o.org_id = u.org_id AND o.id = u.entity_id)
         END AS entity_ref,
         u.created_at
    FROM customer_updates u JOIN customers c ON c.org_id = u.org_id AND c.id = u.customer_id
   WHERE u.org_id = :org AND u.customer_id = :customer
  UNION ALL
  SELECT ou.id, 'update', ou.body, ou.author_id, 'opportunity', o.id, 'OPP-' || o.number, ou.created_at
    FROM customer_opportunities co
    JOIN opportunities o ON o.org_id = co.org_id AND o.id = co.opportunity_id
    JOIN opportunity_updates ou ON ou.org_id = co.org_id AND ou.opportunity_id = co.opportunity_id
   WHERE co.org_id = :org AND co.customer_id = :customer
  UNION ALL
  SELECT o.id, 'shipped', 'OPP-' || o.number || ' "' || o.title || '" shipped', done.actor_user_id, 'opportunity', o.id, 'OPP-' || o.number,
         coalesce(done.created_at, o.updated_at)
    FROM customer_opportunities co
    JOIN opportunities o ON o.org_id = co.org_id AND o.id = co.opportunity_id
    LEFT JOIN LATERAL (
      SELECT a.created_at, a.actor_user_id FROM activities a
       WHERE a.org_id = o.org_id AND a.entity_type = 'opportunity' AND a.entity_id = o.id AND a.subject IS NULL
         AND a.changes @> '[{"field": "state", "to": "completed"}]'::jsonb
       ORDER BY a.seq DESC LIMIT 1
    ) done ON true
   WHERE co.org_id = :org AND co.customer_id = :customer AND o.state = 'completed'
) AS f`;

export class CustomerFeed {
  constructor(private readonly db: Knex) {}

  /** GET /customers/{id}/updates (spec 2 §4.11) → a page of CustomerUpdate, newest first. 404 for an unknown customer; 400 for a bad cursor. */
  async list(actor: Actor, customerIdOrRef: string, page: { cursor?: string; limit: number }): Promise<Page<CustomerUpdate>> {
    const c = await requireCustomer(this.db, actor, customerIdOrRef);
    const q = this.db.select('f.*').from(this.db.raw(FEED_SQL, { org: actor.orgId, customer: c.id }));
    const out = await paginate<FeedRow & Record<string, unknown>>(q, FEED, page);
    return { rows: out.rows.map(toEntry), nextCursor: out.nextCursor };
  }

  /** POST /customers/{id}/updates (spec 2 §4.11) — `{body}` → the note as a feed entry (kind note, authored by the caller). 404 for an unknown customer. */
  async note(actor: Actor, customerIdOrRef: string, body: string): Promise<CustomerUpdate> {
    return this.db.transaction(async (trx) => {
      const c = await requireCustomer(trx, actor, customerIdOrRef);
      const [row] = await trx('customer_updates')
        .insert({ org_id: actor.orgId, customer_id: c.id, kind: 'note', body, author_id: actor.userId })
        .returning(['id', 'body', 'author_id', 'created_at']);
      return toEntry({ ...row, kind: 'note', entity_type: 'customer', entity_id: c.id, entity_ref: `CUS-${c.number}` } as FeedRow);
    });
  }
}
