/**
 * The opportunity_risk_votes table (spec 1 §2.5): each user's one vote per risk per opportunity. Every function takes
 * the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';

type RiskVote = Schema<'RiskVote'>;
type RiskName = Schema<'OpportunityRisk'>['risk'];

/** An opportunity_risk_votes row as read. */
export interface RiskVoteRow {
  risk: RiskName;
  user_id: string;
  vote: RiskVote['vote'];
  note: string | null;
  voted_at: Date;
}

/** Row → components.schemas.RiskVote. */
export const toRiskVote = (r: RiskVoteRow): RiskVote => ({ userId: r.user_id, vote: r.vote, note: r.note ?? null, votedAt: iso(r.voted_at)! });

/** An opportunity's votes (on one risk, or all), oldest first (then by user). */
export async function listRiskVotes(db: Knex, orgId: string, opportunityId: string, only?: RiskName): Promise<RiskVoteRow[]> {
  const q = db('opportunity_risk_votes').select('risk', 'user_id', 'vote', 'note', 'voted_at').where({ org_id: orgId, opportunity_id: opportunityId });
  if (only) q.andWhere({ risk: only });
  return q.orderBy([{ column: 'voted_at' }, { column: 'user_id' }]);
}

/** The user's vote on a risk, replacing an earlier one (note included) and stamped now. */
export async function upsertRiskVote(
  trx: Knex,
  orgId: string,
  v: { opportunityId: string; risk: RiskName; userId: string; vote: RiskVote['vote']; note: string | null },
): Promise<void> {
  await trx('opportunity_risk_votes')
    .insert({
      org_id: orgId,
      opportunity_id: v.opportunityId,
      risk: v.risk,
      user_id: v.userId,
      vote: v.vote,
      note: v.note,
      voted_at: trx.raw('clock_timestamp()'),
    })
    .onConflict(['org_id', 'opportunity_id', 'risk', 'user_id'])
    .merge(['vote', 'note', 'voted_at']);
}

/** An opportunity's votes as a PRD draft reads them (risk, vote, note), by risk, then oldest first, then user. */
export async function listRiskVotesByRisk(db: Knex, orgId: string, opportunityId: string): Promise<Pick<RiskVoteRow, 'risk' | 'vote' | 'note'>[]> {
  return db('opportunity_risk_votes')
    .select('risk', 'vote', 'note')
    .where({ org_id: orgId, opportunity_id: opportunityId })
    .orderBy(['risk', 'voted_at', 'user_id']);
}
