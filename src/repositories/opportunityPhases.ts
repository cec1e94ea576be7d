/**
 * The opportunity_phases table (spec 1 §2.5; spec 2 §4.7): an opportunity's delivery phases in order (position
 * 1..n), with their leaf-task counts. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, isoDate } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type OpportunityPhase = Schema<'OpportunityPhase'>;

/** An opportunity_phases row as stored. */
export interface OpportunityPhaseRow {
  id: string;
  opportunity_id: string;
  title: string;
  owner_id: string | null;
  target_date: Date | string | null;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** Leaf-task counts of one phase. */
export interface PhaseCounts {
  taskCount: number;
  doneCount: number;
}

/** Row → components.schemas.OpportunityPhase, given its counts (0 when absent). */
export const toOpportunityPhase = (r: OpportunityPhaseRow, counts: PhaseCounts | undefined): OpportunityPhase => ({
  id: r.id,
  opportunityId: r.opportunity_id,
  title: r.title,
  ownerId: r.owner_id,
  targetDate: isoDate(r.target_date),
  position: r.position,
  taskCount: counts?.taskCount ?? 0,
  doneCount: counts?.doneCount ?? 0,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** Delivery order: position, then id. */
const LIST: ListOrder = {
  name: 'opportunity-phases',
  direction: 'asc',
  keys: [
    { expr: 'position', type: 'int' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** One page of an opportunity's phases in delivery order. */
export function listOpportunityPhases(
  db: Knex,
  orgId: string,
  opportunityId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<OpportunityPhaseRow>> {
  return paginate<OpportunityPhaseRow & Record<string, unknown>>(
    db('opportunity_phases').select('*').where({ org_id: orgId, opportunity_id: opportunityId }),
    LIST,
    page,
  );
}

/** Every phase of an opportunity in delivery order. */
export async function listAllOpportunityPhases(db: Knex, orgId: string, opportunityId: string): Promise<OpportunityPhaseRow[]> {
  return db('opportunity_phases')
    .select('*')
    .where({ org_id: orgId, opportunity_id: opportunityId })
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

/** The id and position of each phase of an opportunity; `ordered` sorts them in delivery order. */
export async function listPhasePositions(db: Knex, orgId: string, opportunityId: string, ordered: boolean): Promise<{ id: string; position: number }[]> {
  const q = db('opportunity_phases').select('id', 'position').where({ org_id: orgId, opportunity_id: opportunityId });
  return ordered ? q.orderBy([{ column: 'position' }, { column: 'id' }]) : q;
}

/** How many phases the opportunity has and its last position (0 without phases). */
export async function countOpportunityPhases(db: Knex, orgId: string, opportunityId: string): Promise<{ n: number; last: number }> {
  const [row] = await db('opportunity_phases')
    .where({ org_id: orgId, opportunity_id: opportunityId })
    .select(db.raw('count(*)::int as n'), db.raw('coalesce(max(position), 0)::int as last'));
  return row;
}

/** Phase `id` (any case), or undefined; `lock` takes its row lock. */
export async function findOpportunityPhase(db: Knex, orgId: string, id: string, lock = false): Promise<OpportunityPhaseRow | undefined> {
  const q = db('opportunity_phases').select('*').where({ org_id: orgId, id: id.toLowerCase() });
  return (lock ? q.forUpdate() : q).first();
}

/** The id and opportunity of phase `id` (any case), or undefined. */
export async function findPhaseOpportunity(db: Knex, orgId: string, id: string): Promise<{ id: string; opportunity_id: string } | undefined> {
  return db('opportunity_phases').select('id', 'opportunity_id').where({ org_id: orgId, id: id.toLowerCase() }).first();
}

/** The phase after `from` in delivery order, or undefined for the last one. */
export async function findNextPhase(
  db: Knex,
  orgId: string,
  from: Pick<OpportunityPhaseRow, 'id' | 'opportunity_id' | 'position'>,
): Promise<OpportunityPhaseRow | undefined> {
  return db('opportunity_phases')
    .select('*')
    .where({ org_id: orgId, opportunity_id: from.opportunity_id })
    .andWhere((q) => q.where('position', '>', from.position).orWhere((q2) => q2.where('position', from.position).andWhere('id', '>', from.id)))
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .first();
}

/**
 * Leaf-task counts per phase of one opportunity: phase id → { taskCount, doneCount (completed) }. A task's phase is its
 * own, else its parent's (walking down from the opportunity's top-level tasks); a leaf is a task without subtasks.
 */
export async function countPhaseTasks(db: Knex, orgId: string, opportunityId: string): Promise<Map<string, PhaseCounts>> {
  const { rows } = await db.raw(
    `WITH RECURSIVE tree AS (
       SELECT t.id, t.phase_id AS phase, t.status FROM tasks t
        WHERE t.org_id = ? AND t.opportunity_id = ?
          AND NOT EXISTS (SELECT 1 FROM tasks p WHERE p.org_id = t.org_id AND p.id = t.parent_task_id AND p.opportunity_id = t.opportunity_id)
       UNION ALL
       SELECT c.id, coalesce(c.phase_id, tree.phase), c.status FROM tasks c
         JOIN tree ON c.org_id = ? AND c.parent_task_id = tree.id
        WHERE c.opportunity_id = ?
     )
     SELECT phase, count(*)::int AS task_count, (count(*) FILTER (WHERE status = 'completed'))::int AS done_count
       FROM tree
      WHERE phase IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tasks k WHERE k.org_id = ? AND k.parent_task_id = tree.id)
      GROUP BY phase`,
    [orgId, opportunityId, orgId, opportunityId, orgId],
  );
  return new Map(
    (rows as { phase: string; task_count: number; done_count: number }[]).map((r) => [r.phase, { taskCount: r.task_count, doneCount: r.done_count }]),
  );
}

/** Inserts a phase and returns its id. */
export async function insertOpportunityPhase(
  trx: Knex,
  orgId: string,
  values: { opportunityId: string; title: string; ownerId: string | null; targetDate: string | null; position: number },
): Promise<string> {
  const [row] = await trx('opportunity_phases')
    .insert({
      org_id: orgId,
      opportunity_id: values.opportunityId,
      title: values.title,
      owner_id: values.ownerId,
      target_date: values.targetDate,
      position: values.position,
    })
    .returning('id');
  return row.id;
}

/** Sets columns of phase `id`; the number of rows changed. */
export function updateOpportunityPhase(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<number> {
  return trx('opportunity_phases').where({ org_id: orgId, id }).update(patch);
}

/** Deletes phase `id` (its tasks become unphased through the foreign key); the number deleted. */
export function deleteOpportunityPhase(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('opportunity_phases').where({ org_id: orgId, id }).delete();
}

/** An opportunity's phases (id, title, target date) in delivery order. */
export async function listPhaseTitles(db: Knex, orgId: string, opportunityId: string): Promise<Pick<OpportunityPhaseRow, 'id' | 'title' | 'target_date'>[]> {
  return db('opportunity_phases').select('id', 'title', 'target_date').where({ org_id: orgId, opportunity_id: opportunityId }).orderBy(['position', 'id']);
}
