/**
 * The metrics table (spec 1 §2.4; spec 2 §4.6): its row, its row → API mapper and its queries. Every function takes
 * the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';

/** True when `id` is a metric of the org. */
export async function metricExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('metrics').select('id').where({ org_id: orgId, id }).first());
}
