/**
 * The `customer_updates` table and the customer feed read from it (spec 2 §4.11): notes, decisions and promise
 * breaks of the table, with the status updates of the customer's linked opportunities and their "shipped" entries,
 * as one UNION ALL subquery keyset-paged over (created_at, id) descending. Every branch is scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type CustomerUpdate = Schema<'CustomerUpdate'>;

const FEED: ListOrder = {
  name: 'customer_feed',
  direction: 'desc',
  keys: [
    { expr: 'f.created_at', type: 'timestamptz' },
    { expr: 'f.id', type: 'uuid' },
  ],
};

export interface FeedRow {
  id: string;
  kind: CustomerUpdate['kind'];
  body: string;
  author_id: string | null;
  entity_type: CustomerUpdate['entityType'];
  entity_id: string;
  entity_ref: string | null;
  created_at: Date;
}
export const toCustomerUpdate = (r: FeedRow): CustomerUpdate => ({
  id: r.id,
  kind: r.kind,
  body: r.body,
  authorId: r.author_id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  entityRef: r.entity_ref,
  createdAt: iso(r.created_at)!,
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

/** A page of the customer's feed, newest first. 400 (from paginate) for a bad cursor. */
export async function listCustomerFeed(db: Knex, orgId: string, customerId: string, page: { cursor?: string; limit: number }): Promise<Page<FeedRow>> {
  const q = db.select('f.*').from(db.raw(FEED_SQL, { org: orgId, customer: customerId }));
  return paginate<FeedRow & Record<string, unknown>>(q, FEED, page);
}

/** Inserts a note by `authorId` and returns its id, body, author and time. */
export async function insertCustomerNote(
  trx: Knex,
  orgId: string,
  customerId: string,
  body: string,
  authorId: string,
): Promise<Pick<FeedRow, 'id' | 'body' | 'author_id' | 'created_at'>> {
  const [row] = await trx('customer_updates')
    .insert({ org_id: orgId, customer_id: customerId, kind: 'note', body, author_id: authorId })
    .returning(['id', 'body', 'author_id', 'created_at']);
  return row;
}

/** Inserts a feed entry written by another part (a decision on an insight, a promise break) about `entity_type`/`entity_id`. */
export async function insertCustomerUpdate(
  trx: Knex,
  orgId: string,
  values: {
    customer_id: string;
    kind: CustomerUpdate['kind'];
    body: string;
    author_id: string | null;
    entity_type: 'insight' | 'opportunity';
    entity_id: string;
  },
): Promise<void> {
  await trx('customer_updates').insert({ org_id: orgId, ...values });
}
