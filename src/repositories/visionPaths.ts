/**
 * Materialised visionPath maintenance (spec 1 §1):
 *   objective   <visionId>/<objectiveId>
 *   opportunity <objective path>/<opportunityId>, through its primary link, else its oldest link; null if unlinked
 *   task        <opportunity path>/<taskId>; null for orphan tasks or unanchored opportunities
 * Called inside the write's transaction whenever a link that decides a path changes.
 */
import type { Knex } from 'knex';

export async function refreshOpportunityPaths(trx: Knex.Transaction, orgId: string, opportunityIds: string[]): Promise<void> {
  if (!opportunityIds.length) return;
  await trx.raw(
    `update opportunities o set vision_path = (
       select ob.vision_path || '/' || o.id
         from opportunity_objectives l
         join objectives ob on ob.org_id = l.org_id and ob.id = l.objective_id
        where l.org_id = o.org_id and l.opportunity_id = o.id
        order by (l.kind = 'primary') desc, l.created_at asc, l.objective_id asc
        limit 1)
     where o.org_id = ? and o.id = any(?::uuid[])`,
    [orgId, opportunityIds],
  );
  await trx.raw(
    `update tasks t set vision_path = case when o.vision_path is null then null else o.vision_path || '/' || t.id end
       from opportunities o
      where t.org_id = ? and o.org_id = t.org_id and o.id = t.opportunity_id and o.id = any(?::uuid[])`,
    [orgId, opportunityIds],
  );
}

/** Opportunities whose path may run through any of these objectives. */
export async function opportunitiesOfObjectives(trx: Knex.Transaction, orgId: string, objectiveIds: string[]): Promise<string[]> {
  const rows = await trx('opportunity_objectives').distinct('opportunity_id').where('org_id', orgId).whereIn('objective_id', objectiveIds);
  return rows.map((r) => r.opportunity_id);
}

export async function taskPathFor(trx: Knex.Transaction | Knex, orgId: string, opportunityId: string | null, taskId: string): Promise<string | null> {
  if (!opportunityId) return null;
  const o = await trx('opportunities').select('vision_path').where({ org_id: orgId, id: opportunityId }).first();
  return o?.vision_path ? `${o.vision_path}/${taskId}` : null;
}
