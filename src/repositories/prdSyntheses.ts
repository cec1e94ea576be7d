/**
 * The prd_syntheses table: the cached PRD draft of an opportunity (a cache, dropped whenever the PRD changes). Every
 * function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';

/** Drops the cached draft of opportunity `opportunityId`. */
export async function deletePrdSynthesis(db: Knex, orgId: string, opportunityId: string): Promise<void> {
  await db('prd_syntheses').where({ org_id: orgId, opportunity_id: opportunityId }).delete();
}
