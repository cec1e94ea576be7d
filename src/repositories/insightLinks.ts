/**
 * The `insight_links` table (spec 1 §2.9; spec 2 §4.12): an insight's links to an opportunity, a task or an
 * objective (one column set per row, named by entity_type), each pinned and/or blocking. Its queries, each scoped by
 * org_id; the links of a page of insights are read in one query, with each entity's ref.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

type InsightLink = Schema<'InsightLink'>;
export type LinkColumn = 'opportunity_id' | 'task_id' | 'objective_id';

/** The links of each insight in `insightIds`, in link order (created_at, id), with the entity's ref. */
export async function listInsightLinks(db: Knex, orgId: string, insightIds: string[]): Promise<Map<string, InsightLink[]>> {
  const { rows } = await db.raw(
    `SELECT l.insight_id, l.entity_type, coalesce(l.opportunity_id, l.task_id, l.objective_id) AS entity_id, l.pinned, l.blocking,
            CASE l.entity_type WHEN 'opportunity' THEN 'OPP-' || o.number
                               WHEN 'task' THEN coalesce(tm.prefix, 'TASK') || '-' || t.number
                               ELSE 'OBJ-' || ob.number END AS ref
       FROM insight_links l
       LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
       LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
       LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
       LEFT JOIN objectives ob ON ob.org_id = l.org_id AND ob.id = l.objective_id
      WHERE l.org_id = ? AND l.insight_id = ANY (?::uuid[])
      ORDER BY l.created_at, l.id`,
    [orgId, insightIds],
  );
  const out = new Map<string, InsightLink[]>();
  for (const l of rows as {
    insight_id: string;
    entity_type: InsightLink['entityType'];
    entity_id: string;
    pinned: boolean;
    blocking: boolean;
    ref: string;
  }[]) {
    out.set(l.insight_id, [
      ...(out.get(l.insight_id) ?? []),
      { entityType: l.entity_type, entityId: l.entity_id, ref: l.ref, pinned: l.pinned, blocking: l.blocking },
    ]);
  }
  return out;
}

/** Whether the insight has linked work (an opportunity or a task). */
export async function insightHasWork(db: Knex, orgId: string, insightId: string): Promise<boolean> {
  const row = await db('insight_links').select('id').where({ org_id: orgId, insight_id: insightId }).whereNot({ entity_type: 'objective' }).first();
  return Boolean(row);
}

/** Sets pinned/blocking (and updated_at) on the insight's link to `entityId` in `column`; the number of rows changed (0: not linked). */
export async function updateInsightLink(
  trx: Knex,
  orgId: string,
  insightId: string,
  column: LinkColumn,
  entityId: string,
  patch: { pinned?: boolean; blocking?: boolean },
): Promise<number> {
  return trx('insight_links')
    .where({ org_id: orgId, insight_id: insightId, [column]: entityId })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Inserts a link of the insight to `entityId` in `column`. */
export async function insertInsightLink(
  trx: Knex,
  orgId: string,
  insightId: string,
  column: LinkColumn,
  entityId: string,
  values: { entity_type: InsightLink['entityType']; pinned: boolean },
): Promise<void> {
  await trx('insight_links').insert({ org_id: orgId, insight_id: insightId, [column]: entityId, ...values });
}

/** Deletes the insight's link to `entityId` in `column`; the number of rows deleted (0: not linked). */
export async function deleteInsightLink(trx: Knex, orgId: string, insightId: string, column: LinkColumn, entityId: string): Promise<number> {
  return trx('insight_links')
    .where({ org_id: orgId, insight_id: insightId, [column]: entityId })
    .delete();
}

/** The insights (archived left out) linked to opportunity `opportunityId`, pinned first, then newest, with the link's flags. */
export async function listOpportunityInsights(
  db: Knex,
  orgId: string,
  opportunityId: string,
): Promise<
  {
    id: string;
    number: number;
    verbatim: string;
    interpretation: string | null;
    status: Schema<'InsightStatus'>;
    moscow: Schema<'Insight'>['moscow'];
    deadline: Date | string | null;
    customer_id: string | null;
    pinned: boolean;
    blocking: boolean;
  }[]
> {
  return db('insight_links as l')
    .join('insights as i', function () {
      this.on('i.org_id', 'l.org_id').andOn('i.id', 'l.insight_id');
    })
    .select('i.id', 'i.number', 'i.verbatim', 'i.interpretation', 'i.status', 'i.moscow', 'i.deadline', 'i.customer_id', 'l.pinned', 'l.blocking')
    .where({ 'l.org_id': orgId, 'l.opportunity_id': opportunityId })
    .whereNot('i.status', 'archived')
    .orderByRaw('l.pinned DESC, i.created_at DESC, i.id');
}
