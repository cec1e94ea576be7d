/**
 * The `customer_reviews` table (spec 1 §2.8; spec 2 §4.11): stored pre-meeting digests of a customer. Its row, the
 * row → CustomerReview mapping and its queries, and the two reads over the customer's work a review is built from
 * (shipped work and moves that pushed work later). Every query is scoped by org_id.
 *
 * The customer's work: opportunities linked to the account (customer_opportunities) or to one of its insights
 * (insight_links); tasks linked to one of its insights, attached to one of its onboarding milestones
 * (onboarding_step_instance_id), or a milestone's main task (step_instances.task_id).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, isoDate } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type CustomerReview = Schema<'CustomerReview'>;
type ReviewSections = CustomerReview['sections'];

const LIST: ListOrder = {
  name: 'customer_reviews',
  direction: 'desc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

export interface ReviewRow {
  id: string;
  customer_id: string;
  from_date: Date | string;
  to_date: Date | string;
  sections: ReviewSections;
  narrative: string;
  created_by_id: string | null;
  created_at: Date;
}
export const toCustomerReview = (r: ReviewRow): CustomerReview => ({
  id: r.id,
  customerId: r.customer_id,
  from: isoDate(r.from_date)!,
  to: isoDate(r.to_date)!,
  sections: r.sections,
  narrative: r.narrative,
  createdById: r.created_by_id,
  createdAt: iso(r.created_at)!,
});

/** The customer's work (module comment) as CTEs `ins`, `opps`, `tsk` (bindings :org, :customer). */
const WORK_CTES = `
  ins AS (SELECT id FROM insights WHERE org_id = :org AND customer_id = :customer),
  onb AS (SELECT s.id, s.task_id FROM step_instances s JOIN template_instances ti ON ti.org_id = s.org_id AND ti.id = s.instance_id
           WHERE ti.org_id = :org AND ti.entity_type = 'customer' AND ti.entity_id = :customer),
  opps AS (SELECT opportunity_id AS id FROM customer_opportunities WHERE org_id = :org AND customer_id = :customer
           UNION SELECT l.opportunity_id FROM insight_links l JOIN ins ON ins.id = l.insight_id WHERE l.org_id = :org AND l.opportunity_id IS NOT NULL),
  tsk AS (SELECT l.task_id AS id FROM insight_links l JOIN ins ON ins.id = l.insight_id WHERE l.org_id = :org AND l.task_id IS NOT NULL
          UNION SELECT t.id FROM tasks t JOIN onb ON onb.id = t.onboarding_step_instance_id WHERE t.org_id = :org
          UNION SELECT task_id FROM onb WHERE task_id IS NOT NULL)`;

/** A page of the customer's reviews, newest first. 400 (from paginate) for a bad cursor. */
export async function listCustomerReviews(db: Knex, orgId: string, customerId: string, page: { cursor?: string; limit: number }): Promise<Page<ReviewRow>> {
  const q = db('customer_reviews').select('*').where({ org_id: orgId, customer_id: customerId });
  return paginate<ReviewRow & Record<string, unknown>>(q, LIST, page);
}

/** Review `id` of the customer; undefined when it is not one of its reviews. */
export async function findCustomerReview(db: Knex, orgId: string, customerId: string, id: string): Promise<ReviewRow | undefined> {
  return (await db('customer_reviews').select('*').where({ org_id: orgId, customer_id: customerId, id }).first()) as ReviewRow | undefined;
}

/** Stores a review (sections as JSON text) and returns the row. */
export async function insertCustomerReview(
  db: Knex,
  orgId: string,
  values: { customer_id: string; from_date: string; to_date: string; sections: string; narrative: string; created_by_id: string },
): Promise<ReviewRow> {
  const [row] = await db('customer_reviews')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row as ReviewRow;
}

/** A shipped work item of the customer. */
export interface ShippedWorkRow {
  entity_type: 'opportunity' | 'task';
  id: string;
  ref: string;
  title: string;
  completed_at: Date;
}

/**
 * The customer's linked opportunities and tasks completed at or after `b.since`, newest first, at most `limit`;
 * completion is dated by the activity-log row that set state/status to completed, else updated_at.
 */
export async function listShippedCustomerWork(db: Knex, b: { org: string; customer: string; since: string }, limit: number): Promise<ShippedWorkRow[]> {
  const { rows } = await db.raw(
    `WITH ${WORK_CTES}
     SELECT * FROM (
       SELECT 'opportunity' AS entity_type, o.id, 'OPP-' || o.number AS ref, o.title, coalesce(done.created_at, o.updated_at) AS completed_at
         FROM opps JOIN opportunities o ON o.org_id = :org AND o.id = opps.id
         LEFT JOIN LATERAL (
           SELECT a.created_at FROM activities a
            WHERE a.org_id = o.org_id AND a.entity_type = 'opportunity' AND a.entity_id = o.id AND a.subject IS NULL
              AND a.changes @> '[{"field": "state", "to": "completed"}]'::jsonb
            ORDER BY a.seq DESC LIMIT 1) done ON true
        WHERE o.state = 'completed'
       UNION ALL
       SELECT 'task', t.id, coalesce(tm.prefix, 'TASK') || '-' || t.number, t.title, coalesce(done.created_at, t.updated_at)
         FROM tsk JOIN tasks t ON t.org_id = :org AND t.id = tsk.id
         LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
         LEFT JOIN LATERAL (
           SELECT a.created_at FROM activities a
            WHERE a.org_id = t.org_id AND a.entity_type = 'task' AND a.entity_id = t.id AND a.subject IS NULL
              AND a.changes @> '[{"field": "status", "to": "completed"}]'::jsonb
            ORDER BY a.seq DESC LIMIT 1) done ON true
        WHERE t.status = 'completed') w
      WHERE w.completed_at >= :since::timestamptz
      ORDER BY w.completed_at DESC, w.id DESC
      LIMIT ${Number(limit)}`,
    b,
  );
  return rows as ShippedWorkRow[];
}

/** One activity-log change of a work item. */
export interface WorkChange {
  field: string;
  from: unknown;
  to: unknown;
}
export interface WorkMoveRow {
  entity_type: 'task' | 'opportunity';
  id: string;
  ref: string;
  title: string;
  created_at: Date;
  changes: WorkChange[];
}

/** Activity-log updates since `b.since` of the customer's work that changed a due date (or a task's cycle), oldest first. */
export async function listCustomerWorkMoves(db: Knex, b: { org: string; customer: string; since: string }): Promise<WorkMoveRow[]> {
  const { rows } = await db.raw(
    `WITH ${WORK_CTES}
     SELECT * FROM (
       SELECT 'task' AS entity_type, t.id, coalesce(tm.prefix, 'TASK') || '-' || t.number AS ref, t.title, a.seq, a.created_at, a.changes
         FROM tsk JOIN tasks t ON t.org_id = :org AND t.id = tsk.id
         LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
         JOIN activities a ON a.org_id = t.org_id AND a.entity_type = 'task' AND a.entity_id = t.id AND a.subject IS NULL AND a.action = 'updated'
        WHERE a.created_at >= :since::timestamptz
          AND (a.changes @> '[{"field": "due_date"}]'::jsonb OR a.changes @> '[{"field": "cycle_id"}]'::jsonb)
       UNION ALL
       SELECT 'opportunity', o.id, 'OPP-' || o.number, o.title, a.seq, a.created_at, a.changes
         FROM opps JOIN opportunities o ON o.org_id = :org AND o.id = opps.id
         JOIN activities a ON a.org_id = o.org_id AND a.entity_type = 'opportunity' AND a.entity_id = o.id AND a.subject IS NULL AND a.action = 'updated'
        WHERE a.created_at >= :since::timestamptz AND a.changes @> '[{"field": "due_date"}]'::jsonb) m
      ORDER BY m.seq`,
    b,
  );
  return rows as WorkMoveRow[];
}
