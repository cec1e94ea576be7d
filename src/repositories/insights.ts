/**
 * Insight rows shared by the customer and insight services (issue 13; spec 1 §2.9, spec 2 §4.11, §4.12).
 *
 * - insertInsight: records an insight in the caller's transaction (number from the per-org counter, status
 *   created, recorded by the caller). The customer service uses it for churn and loss reasons; the insight
 *   service for createInsight. Root and field checks are the caller's (the table's CHECK keeps one root).
 * - linkedWork: the opportunities and tasks linked to each insight, with their refs and statuses (opportunity
 *   state, task status), for commitments (spec 2 §4.11) and claims (spec 2 §4.5).
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { nextNumber } from './counters.js';

export interface NewInsight {
  verbatim: string;
  source: 'interview' | 'support' | 'sales' | 'async' | 'observation' | 'submission';
  interpretation?: string | null;
  moscow?: 'must' | 'should' | 'could' | 'wont' | null;
  deadline?: string | null;
  tagIds?: string[];
  customerId?: string | null;
  stakeholderUserId?: string | null;
  externalStakeholderId?: string | null;
}

/** Inserts the insight in `trx` and returns its id and number. */
export async function insertInsight(trx: Knex.Transaction, actor: Actor, input: NewInsight): Promise<{ id: string; number: number }> {
  const number = await nextNumber(trx, actor.orgId, 'insight');
  const [row] = await trx('insights')
    .insert({
      org_id: actor.orgId,
      number,
      verbatim: input.verbatim,
      source: input.source,
      interpretation: input.interpretation ?? null,
      moscow: input.moscow ?? null,
      deadline: input.deadline ?? null,
      tag_ids: input.tagIds ?? [],
      customer_id: input.customerId ?? null,
      stakeholder_user_id: input.stakeholderUserId ?? null,
      external_stakeholder_id: input.externalStakeholderId ?? null,
      recorded_by_id: actor.userId,
    })
    .returning(['id', 'number']);
  return { id: row.id, number: row.number };
}

/** Linked work of an insight: an opportunity (status = its state) or a task (status), with its ref. */
export interface WorkItem { entityType: 'opportunity' | 'task'; id: string; ref: string; status: string }

/** The linked work of each insight in `insightIds` (opportunities first, then tasks, each by ref number). */
export async function linkedWork(db: Knex, orgId: string, insightIds: string[]): Promise<Map<string, WorkItem[]>> {
  const out = new Map<string, WorkItem[]>(insightIds.map((id) => [id, []]));
  if (!insightIds.length) return out;
  const { rows } = await db.raw(
    `SELECT l.insight_id, l.entity_type,
            coalesce(o.id, t.id) AS id,
            CASE WHEN o.id IS NOT NULL THEN 'OPP-' || o.number ELSE coalesce(tm.prefix, 'TASK') || '-' || t.number END AS ref,
            coalesce(o.state, t.status) AS status
       FROM insight_links l
       LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
       LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
       LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
      WHERE l.org_id = ? AND l.insight_id = ANY (?::uuid[]) AND l.entity_type <> 'objective'
      ORDER BY l.entity_type, coalesce(o.number, t.number)`,
    [orgId, insightIds],
  );
  for (const r of rows as { insight_id: string; entity_type: 'opportunity' | 'task'; id: string; ref: string; status: string }[]) {
    out.get(r.insight_id)!.push({ entityType: r.entity_type, id: r.id, ref: r.ref, status: r.status });
  }
  return out;
}
