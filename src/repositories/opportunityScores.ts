/**
 * The opportunity_scores table (spec 1 §2.5): one shared value 1-5 per criterion per opportunity, with who set it and
 * when. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';

/** An opportunity_scores row as read. */
export interface OpportunityScoreRow {
  criterion_id: string;
  value: number;
  set_by: string | null;
  set_at: Date;
}

/** The values of an opportunity (unordered). */
export async function listOpportunityScores(db: Knex, orgId: string, opportunityId: string): Promise<OpportunityScoreRow[]> {
  return db('opportunity_scores').select('criterion_id', 'value', 'set_by', 'set_at').where({ org_id: orgId, opportunity_id: opportunityId });
}

/** Inserts values of a new opportunity (criterion ids any case), set by `setBy`. */
export async function insertOpportunityScores(
  trx: Knex,
  orgId: string,
  opportunityId: string,
  scores: readonly { criterionId: string; value: number }[],
  setBy: string,
): Promise<void> {
  await trx('opportunity_scores').insert(
    scores.map((s) => ({
      org_id: orgId,
      opportunity_id: opportunityId,
      criterion_id: s.criterionId.toLowerCase(),
      value: s.value,
      set_by: setBy,
    })),
  );
}

/** Sets one value (the last write wins: value, setter and time replaced). */
export async function upsertOpportunityScore(
  trx: Knex,
  orgId: string,
  opportunityId: string,
  criterionId: string,
  value: number,
  setBy: string,
): Promise<void> {
  await trx('opportunity_scores')
    .insert({
      org_id: orgId,
      opportunity_id: opportunityId,
      criterion_id: criterionId.toLowerCase(),
      value,
      set_by: setBy,
      set_at: trx.raw('clock_timestamp()'),
    })
    .onConflict(['org_id', 'opportunity_id', 'criterion_id'])
    .merge(['value', 'set_by', 'set_at']);
}

/** Clears one value; the number removed (0 or 1). */
export function deleteOpportunityScore(trx: Knex, orgId: string, opportunityId: string, criterionId: string): Promise<number> {
  return trx('opportunity_scores').where({ org_id: orgId, opportunity_id: opportunityId, criterion_id: criterionId.toLowerCase() }).delete();
}
