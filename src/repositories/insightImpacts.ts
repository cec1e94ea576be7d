/**
 * The `insight_impacts` table (spec 1 §2.9; spec 2 §4.12): an insight's expected delta on objectives, replaced
 * whole by set-impact. Its queries, each scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

/** The impacts of each insight in `insightIds`, by objective ref number (set-impact writes them in one statement, so their timestamps may tie). */
export async function listInsightImpacts(db: Knex, orgId: string, insightIds: string[]): Promise<Map<string, Schema<'Insight'>['impacts']>> {
  const rows: { insight_id: string; objective_id: string; delta: string }[] = await db('insight_impacts as ii')
    .join('objectives as ob', function () { this.on('ob.org_id', 'ii.org_id').andOn('ob.id', 'ii.objective_id'); })
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
