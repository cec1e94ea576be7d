/**
 * The scoring_criteria table (spec 1 §2.5): an org's scorecard criteria, active ones in order. Every function takes the
 * knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

/** A scoring_criteria row as read (weight is numeric, read as a string). */
export interface ScoringCriterionRow {
  id: string;
  name: string;
  weight: string;
  invert: boolean;
  position: number;
}

/** Row → components.schemas.ScoringCriterion (position as order). */
export const toScoringCriterion = (r: ScoringCriterionRow): Schema<'ScoringCriterion'> => ({
  id: r.id,
  name: r.name,
  weight: Number(r.weight),
  invert: r.invert,
  order: r.position,
});

/** The org's active criteria in order (position, then name). */
export async function listActiveCriteria(db: Knex, orgId: string): Promise<ScoringCriterionRow[]> {
  return db('scoring_criteria')
    .select('id', 'name', 'weight', 'invert', 'position')
    .where({ org_id: orgId, active: true })
    .orderBy([{ column: 'position' }, { column: 'name' }]);
}

/** True when `id` (a UUID, any case) is an active criterion of the org. */
export async function activeCriterionExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('scoring_criteria').select('id').where({ org_id: orgId, id: id.toLowerCase(), active: true }).first());
}

/** Every criterion of the org, active or not (id, name). */
export async function listAllCriterionNames(db: Knex, orgId: string): Promise<{ id: string; name: string }[]> {
  return db('scoring_criteria').select('id', 'name').where({ org_id: orgId });
}

/** Makes every active criterion of the org inactive. */
export async function deactivateCriteria(trx: Knex, orgId: string): Promise<void> {
  await trx('scoring_criteria').where({ org_id: orgId, active: true }).update({ active: false, updated_at: trx.fn.now() });
}

/** Sets columns of criterion `id`. */
export async function updateCriterion(trx: Knex, orgId: string, id: string, values: Record<string, unknown>): Promise<void> {
  await trx('scoring_criteria').where({ org_id: orgId, id }).update(values);
}

/** Inserts a criterion of the org. */
export async function insertCriterion(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<void> {
  await trx('scoring_criteria').insert({ org_id: orgId, ...values });
}

/** The org's active criteria in order, each with opportunity `opportunityId`'s value (null when not scored). */
export async function listCriteriaWithValues(
  db: Knex,
  orgId: string,
  opportunityId: string,
): Promise<{ name: string; weight: string; invert: boolean; value: number | null }[]> {
  return db('scoring_criteria as c')
    .leftJoin('opportunity_scores as s', function () {
      this.on('s.org_id', 'c.org_id')
        .andOn('s.criterion_id', 'c.id')
        .andOn('s.opportunity_id', db.raw('?', [opportunityId]));
    })
    .select('c.name', 'c.weight', 'c.invert', 's.value')
    .where({ 'c.org_id': orgId, 'c.active': true })
    .orderBy(['c.position', 'c.name']);
}

/** True when `table` exists in the database (a PRD draft reads optional tables only when they are there). */
export async function tableExists(db: Knex, table: string): Promise<boolean> {
  return (await db.raw('SELECT to_regclass(?) AS t', [table])).rows[0].t !== null;
}
