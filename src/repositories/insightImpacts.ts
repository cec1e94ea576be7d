/**
 * The `insight_impacts` table (spec 1 §2.9; spec 2 §4.12): an insight's expected delta on objectives, replaced
 * whole by set-impact. Its queries, each scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

/** The impacts of each insight in `insightIds`, by objective ref number (set-impact writes them in one statement, so their timestamps may tie). */
export async function listInsightImpacts(db: Knex, orgId: string, insightIds: string[]): Promise<Map<string, Schema<'Insight'>['impacts']>> {
  const rows: { insight_id: string; objective_id: string; delta: string }[] = await db('insight_impacts as ii')
    .join('objectives as ob', function () {
      this.on('ob.org_id', 'ii.org_id').andOn('ob.id', 'ii.objective_id');
    })
    .select('ii.insight_id', 'ii.objective_id', 'ii.delta')
    .where({ 'ii.org_id': orgId })
    .whereIn('ii.insight_id', insightIds)
    .orderBy([{ column: 'ob.number' }]);
  const out = new Map<string, Schema<'Insight'>['impacts']>();
  for (const i of rows) out.set(i.insight_id, [...(out.get(i.insight_id) ?? []), { objectiveId: i.objective_id, delta: Number(i.delta) }]);
  return out;
}

/** Replaces the insight's impacts with `impacts` (objective ids as UUIDs, each once). */
export async function replaceInsightImpacts(trx: Knex, orgId: string, insightId: string, impacts: { objectiveId: string; delta: number }[]): Promise<void> {
  await trx('insight_impacts').where({ org_id: orgId, insight_id: insightId }).delete();
  if (impacts.length) {
    await trx('insight_impacts').insert(impacts.map((i) => ({ org_id: orgId, insight_id: insightId, objective_id: i.objectiveId, delta: i.delta })));
  }
}

/** A customer claim on an objective: an open customer-rooted insight with an impact on it (spec 2 §4.5). */
export interface ClaimRow {
  id: string;
  number: number;
  verbatim: string;
  status: string;
  customer_id: string;
  customer_name: string;
  delta: string;
  deadline: Date | string | null;
  overdue: boolean | null;
  break_acknowledged: boolean;
}

/**
 * The open insights (not rejected or archived) rooted at a customer with an impact on objective `objectiveId`, by
 * deadline (undated last), then number; overdue against the database's current_date, break_acknowledged when a
 * promise_breaks row names the insight.
 */
export async function listObjectiveClaims(db: Knex, orgId: string, objectiveId: string): Promise<ClaimRow[]> {
  const { rows } = await db.raw(
    `SELECT i.id, i.number, i.verbatim, i.status, i.customer_id, c.name AS customer_name, imp.delta, i.deadline,
            i.deadline < current_date AS overdue,
            EXISTS (SELECT 1 FROM promise_breaks pb WHERE pb.org_id = i.org_id AND pb.insight_id = i.id) AS break_acknowledged
       FROM insight_impacts imp
       JOIN insights i ON i.org_id = imp.org_id AND i.id = imp.insight_id
       JOIN customers c ON c.org_id = i.org_id AND c.id = i.customer_id
      WHERE imp.org_id = ? AND imp.objective_id = ? AND i.status NOT IN ('rejected', 'archived')
      ORDER BY i.deadline ASC NULLS LAST, i.number`,
    [orgId, objectiveId],
  );
  return rows as ClaimRow[];
}
