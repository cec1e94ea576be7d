/**
 * The prd_syntheses table: the cached PRD draft of an opportunity (a cache, dropped whenever the PRD changes). Every
 * function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';

/** Drops the cached draft of opportunity `opportunityId`. */
export async function deletePrdSynthesis(db: Knex, orgId: string, opportunityId: string): Promise<void> {
  await db('prd_syntheses').where({ org_id: orgId, opportunity_id: opportunityId }).delete();
}

/** The cached draft of an opportunity with its age in ms (locked for the rewrite), or undefined. */
export async function findPrdSynthesis(
  trx: Knex,
  orgId: string,
  opportunityId: string,
): Promise<{ markdown: string; inputs_digest: string; age_ms: string } | undefined> {
  return trx('prd_syntheses')
    .select('markdown', 'inputs_digest', trx.raw('(extract(epoch FROM clock_timestamp() - created_at) * 1000)::bigint AS age_ms'))
    .where({ org_id: orgId, opportunity_id: opportunityId })
    .forUpdate()
    .first();
}

/** Stores (or replaces) the cached draft of an opportunity, stamped now. */
export async function upsertPrdSynthesis(trx: Knex, orgId: string, opportunityId: string, markdown: string, digest: string): Promise<void> {
  await trx('prd_syntheses')
    .insert({ org_id: orgId, opportunity_id: opportunityId, markdown, inputs_digest: digest, created_at: trx.raw('clock_timestamp()') })
    .onConflict(['org_id', 'opportunity_id'])
    .merge();
}
