/**
 * The opportunity_updates table (spec 2 §4.7): status updates of an opportunity, newest first. Every function takes
 * the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type OpportunityUpdate = Schema<'OpportunityUpdate'>;

/** An opportunity_updates row as stored. */
export interface OpportunityUpdateRow {
  id: string;
  opportunity_id: string;
  body: string;
  health: OpportunityUpdate['health'];
  author_id: string | null;
  comment_id: string | null;
  created_at: Date;
}

/** Row → components.schemas.OpportunityUpdate. */
export const toOpportunityUpdate = (r: OpportunityUpdateRow): OpportunityUpdate => ({
  id: r.id,
  opportunityId: r.opportunity_id,
  body: r.body,
  health: r.health,
  authorId: r.author_id,
  commentId: r.comment_id,
  createdAt: iso(r.created_at)!,
});

/** Newest first (created_at, then id). */
const LIST: ListOrder = {
  name: 'opportunity-updates',
  direction: 'desc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** One page of an opportunity's updates, newest first. */
export function listOpportunityUpdates(
  db: Knex,
  orgId: string,
  opportunityId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<OpportunityUpdateRow>> {
  return paginate<OpportunityUpdateRow & Record<string, unknown>>(
    db('opportunity_updates').select('*').where({ org_id: orgId, opportunity_id: opportunityId }),
    LIST,
    page,
  );
}

/** Inserts an update and returns it. */
export async function insertOpportunityUpdate(
  trx: Knex,
  orgId: string,
  values: { opportunityId: string; body: string; health: OpportunityUpdate['health']; authorId: string; commentId: string },
): Promise<OpportunityUpdateRow> {
  const [row] = await trx('opportunity_updates')
    .insert({
      org_id: orgId,
      opportunity_id: values.opportunityId,
      body: values.body,
      health: values.health,
      author_id: values.authorId,
      comment_id: values.commentId,
    })
    .returning('*');
  return row;
}
