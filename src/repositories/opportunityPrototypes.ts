/**
 * The opportunity_prototypes table (spec 2 §4.7): an opportunity's prototypes, a URL or a file each, oldest first.
 * Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';

type OpportunityPrototype = Schema<'OpportunityPrototype'>;

/** An opportunity_prototypes row as read. */
export interface OpportunityPrototypeRow {
  url: string | null;
  file_id: string | null;
  added_by: string | null;
  added_at: Date;
}

/** Row → components.schemas.OpportunityPrototype. */
export const toOpportunityPrototype = (r: OpportunityPrototypeRow): OpportunityPrototype => ({
  url: r.url,
  fileId: r.file_id,
  addedBy: r.added_by,
  addedAt: iso(r.added_at)!,
});

/** An opportunity's prototypes, oldest first (added_at, then id). */
export async function listOpportunityPrototypes(db: Knex, orgId: string, opportunityId: string): Promise<OpportunityPrototypeRow[]> {
  return db('opportunity_prototypes')
    .select('url', 'file_id', 'added_by', 'added_at')
    .where({ org_id: orgId, opportunity_id: opportunityId })
    .orderBy([{ column: 'added_at' }, { column: 'id' }]);
}

/** How many prototypes the opportunity has. */
export async function countOpportunityPrototypes(db: Knex, orgId: string, opportunityId: string): Promise<number> {
  const [{ n }] = await db('opportunity_prototypes').where({ org_id: orgId, opportunity_id: opportunityId }).select(db.raw('count(*)::int as n'));
  return n;
}

/** Inserts a prototype; the same url or file twice violates opportunity_prototypes_url / _file. */
export async function insertOpportunityPrototype(
  trx: Knex,
  orgId: string,
  values: { opportunityId: string; url: string | null; fileId: string | null; addedBy: string },
): Promise<void> {
  await trx('opportunity_prototypes').insert({
    org_id: orgId,
    opportunity_id: values.opportunityId,
    url: values.url,
    file_id: values.fileId,
    added_by: values.addedBy,
  });
}

/** Removes the prototype with exactly this url, or this file; the number removed. */
export function deleteOpportunityPrototype(trx: Knex, orgId: string, opportunityId: string, by: { url: string } | { fileId: string }): Promise<number> {
  return trx('opportunity_prototypes')
    .where(
      'url' in by
        ? { org_id: orgId, opportunity_id: opportunityId, url: by.url }
        : { org_id: orgId, opportunity_id: opportunityId, file_id: by.fileId.toLowerCase() },
    )
    .delete();
}
