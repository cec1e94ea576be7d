/**
 * The opportunity_objectives table (spec 1 §2.5): the links from opportunities to objectives, at most one primary per
 * opportunity. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

/** An opportunity_objectives row as stored. */
export interface OpportunityObjectiveRow {
  opportunity_id: string;
  objective_id: string;
  kind: 'primary' | 'supporting';
  created_at: Date;
}

/** The links of opportunities `ids`, oldest first (then by objective id). */
export async function listOpportunityObjectives(db: Knex, orgId: string, opportunityIds: string[]): Promise<OpportunityObjectiveRow[]> {
  return db('opportunity_objectives')
    .select('*')
    .where('org_id', orgId)
    .whereIn('opportunity_id', opportunityIds)
    .orderBy([{ column: 'created_at' }, { column: 'objective_id' }]);
}

/** The objective and kind of each link of one opportunity (unordered). */
export async function listLinkKinds(db: Knex, orgId: string, opportunityId: string): Promise<Pick<OpportunityObjectiveRow, 'objective_id' | 'kind'>[]> {
  return db('opportunity_objectives').where({ org_id: orgId, opportunity_id: opportunityId }).select('objective_id', 'kind');
}

/** The link between an opportunity and an objective, or undefined. */
export async function findOpportunityObjective(
  db: Knex,
  orgId: string,
  opportunityId: string,
  objectiveId: string,
): Promise<OpportunityObjectiveRow | undefined> {
  return db('opportunity_objectives').where({ org_id: orgId, opportunity_id: opportunityId, objective_id: objectiveId }).first();
}

/** Inserts links of the org. */
export async function insertOpportunityObjectives(
  trx: Knex,
  orgId: string,
  links: { opportunityId: string; objectiveId: string; kind: 'primary' | 'supporting' }[],
): Promise<void> {
  await trx('opportunity_objectives').insert(links.map((l) => ({ org_id: orgId, opportunity_id: l.opportunityId, objective_id: l.objectiveId, kind: l.kind })));
}

/** Makes the opportunity's primary link (if any) supporting. */
export async function demotePrimaryLink(trx: Knex, orgId: string, opportunityId: string): Promise<void> {
  await trx('opportunity_objectives').where({ org_id: orgId, opportunity_id: opportunityId, kind: 'primary' }).update({ kind: 'supporting' });
}

/** Points a link at another objective (kind and age kept). */
export async function moveOpportunityObjective(trx: Knex, orgId: string, opportunityId: string, objectiveId: string, newObjectiveId: string): Promise<void> {
  await trx('opportunity_objectives')
    .where({ org_id: orgId, opportunity_id: opportunityId, objective_id: objectiveId })
    .update({ objective_id: newObjectiveId });
}

/** Deletes one link; the number deleted (0 or 1). */
export function deleteOpportunityObjective(trx: Knex, orgId: string, opportunityId: string, objectiveId: string): Promise<number> {
  return trx('opportunity_objectives').where({ org_id: orgId, opportunity_id: opportunityId, objective_id: objectiveId }).delete();
}

/** After a primary link disappears, the oldest remaining link of each opportunity becomes primary. */
export async function promoteOldestLinks(trx: Knex.Transaction, orgId: string, opportunityIds: string[]): Promise<void> {
  if (!opportunityIds.length) return;
  await trx.raw(
    `update opportunity_objectives l set kind = 'primary'
      where (l.org_id, l.opportunity_id, l.objective_id) in (
        select distinct on (x.opportunity_id) x.org_id, x.opportunity_id, x.objective_id
          from opportunity_objectives x
         where x.org_id = ? and x.opportunity_id = any(?::uuid[])
           and not exists (select 1 from opportunity_objectives p where p.org_id = x.org_id and p.opportunity_id = x.opportunity_id and p.kind = 'primary')
         order by x.opportunity_id, x.created_at, x.objective_id)`,
    [orgId, opportunityIds],
  );
}

/** Every link of the org, by opportunity then objective. */
export async function listAllOpportunityObjectives(
  db: Knex,
  orgId: string,
): Promise<Pick<OpportunityObjectiveRow, 'opportunity_id' | 'objective_id' | 'kind'>[]> {
  return db('opportunity_objectives').select('opportunity_id', 'objective_id', 'kind').where({ org_id: orgId }).orderBy(['opportunity_id', 'objective_id']);
}

/** The opportunities linked to objective `objectiveId` with their link, by title then number. */
export async function listObjectiveOpportunities(
  db: Knex,
  orgId: string,
  objectiveId: string,
): Promise<
  {
    id: string;
    number: number;
    title: string;
    state: Schema<'Opportunity'>['state'];
    team_id: string | null;
    objective_id: string;
    kind: OpportunityObjectiveRow['kind'];
    created_at: Date;
  }[]
> {
  return db('opportunity_objectives as l')
    .join('opportunities as o', function () {
      this.on('o.org_id', 'l.org_id').andOn('o.id', 'l.opportunity_id');
    })
    .select('o.id', 'o.number', 'o.title', 'o.state', 'o.team_id', 'l.objective_id', 'l.kind', 'l.created_at')
    .where({ 'l.org_id': orgId, 'l.objective_id': objectiveId })
    .orderBy([{ column: 'o.title' }, { column: 'o.number' }]);
}

/** The ids of the opportunities linked to an objective anchored to metric `metricId` (each once, unordered). */
export async function listOpportunityIdsByMetric(db: Knex, orgId: string, metricId: string): Promise<string[]> {
  const rows = await db('opportunity_objectives as l')
    .join('objectives as ob', function () {
      this.on('ob.org_id', 'l.org_id').andOn('ob.id', 'l.objective_id');
    })
    .distinct('l.opportunity_id')
    .where({ 'l.org_id': orgId, 'ob.metric_id': metricId });
  return rows.map((r: { opportunity_id: string }) => r.opportunity_id);
}

/** The objectives opportunity `opportunityId` serves, primary first then by number, with their anchor metric's name and unit. */
export async function listServedObjectives(
  db: Knex,
  orgId: string,
  opportunityId: string,
): Promise<
  {
    id: string;
    number: number;
    title: string;
    status: 'active' | 'achieved' | 'abandoned';
    kind: OpportunityObjectiveRow['kind'];
    metric_id: string | null;
    target_operator: 'gte' | 'lte' | 'eq' | null;
    target_numeric: string | null;
    start_numeric: string | null;
    metric_name: string | null;
    metric_number: number | null;
    metric_unit: string | null;
    unit: string | null;
  }[]
> {
  return db('opportunity_objectives as l')
    .join('objectives as ob', function () {
      this.on('ob.org_id', 'l.org_id').andOn('ob.id', 'l.objective_id');
    })
    .leftJoin('metrics as m', function () {
      this.on('m.org_id', 'ob.org_id').andOn('m.id', 'ob.metric_id');
    })
    .select(
      'ob.id',
      'ob.number',
      'ob.title',
      'ob.status',
      'l.kind',
      'ob.metric_id',
      'ob.target_operator',
      'ob.target_numeric',
      'ob.start_numeric',
      'm.name as metric_name',
      'm.number as metric_number',
      'm.unit',
      'm.unit as metric_unit',
    )
    .where({ 'l.org_id': orgId, 'l.opportunity_id': opportunityId })
    .orderByRaw(`(l.kind = 'primary') DESC, ob.number`);
}
