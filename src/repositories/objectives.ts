/**
 * The objectives table (spec 1 §2.3; spec 2 §4.5): its row, its row → API mapper and its queries. Every function
 * takes the knex (or transaction) first and the org id second. Progress is added by the caller (progress.ts).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { decimalString, iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Objective = Schema<'Objective'>;

/** An objectives row as stored (target_numeric and start_numeric are numeric, read as strings). */
export interface ObjectiveRow {
  id: string;
  org_id: string;
  number: number;
  vision_id: string;
  title: string;
  description: string;
  metric_id: string | null;
  target_operator: 'gte' | 'lte' | 'eq' | null;
  target_numeric: string | null;
  start_numeric: string | null;
  dri_id: string;
  deadline: Date | null;
  horizon: 'short' | 'long' | null;
  status: 'active' | 'achieved' | 'abandoned';
  vision_version: number;
  vision_path: string;
  created_at: Date;
  updated_at: Date;
}

/** Row → API shape (components.schemas.Objective) with progress null (the caller fills it). */
export const toObjective = (r: ObjectiveRow): Objective => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('objectives', r.number),
  number: r.number,
  visionId: r.vision_id,
  title: r.title,
  description: r.description,
  metricId: r.metric_id,
  targetOperator: r.target_operator,
  targetNumeric: decimalString(r.target_numeric),
  startNumeric: decimalString(r.start_numeric),
  driId: r.dri_id,
  deadline: iso(r.deadline),
  horizon: r.horizon,
  status: r.status,
  visionVersion: r.vision_version,
  visionPath: r.vision_path,
  progress: null,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** Row → components.schemas.ObjectiveSummary. */
export const toObjectiveSummary = (r: Pick<ObjectiveRow, 'id' | 'number' | 'title' | 'status' | 'vision_id'>): Schema<'ObjectiveSummary'> => ({
  id: r.id,
  ref: refOf('objectives', r.number),
  title: r.title,
  status: r.status,
  visionId: r.vision_id,
});

/** GET /objectives order: number ascending. */
const LIST: ListOrder = { name: 'objectives', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };
/** A vision's objectives (GET /visions/{id}/objectives): number ascending. */
const OF_VISION: ListOrder = { name: 'vision-objectives', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };

/** The filters of GET /objectives as column values. */
export interface ObjectiveFilter {
  visionId?: string;
  metricId?: string;
  driId?: string;
  status?: string;
}

/** One page of an org's objectives by number; every filter applies together. */
export function listObjectives(db: Knex, orgId: string, f: ObjectiveFilter, page: { cursor?: string; limit: number }): Promise<Page<ObjectiveRow>> {
  const query = db('objectives').select('*').where({ org_id: orgId });
  if (f.visionId) query.andWhere({ vision_id: f.visionId });
  if (f.metricId) query.andWhere({ metric_id: f.metricId });
  if (f.driId) query.andWhere({ dri_id: f.driId });
  if (f.status) query.andWhere({ status: f.status });
  return paginate<ObjectiveRow & Record<string, unknown>>(query, LIST, page);
}

/** One page of a vision's objectives by number. */
export function listVisionObjectives(db: Knex, orgId: string, visionId: string, page: { cursor?: string; limit: number }): Promise<Page<ObjectiveRow>> {
  return paginate<ObjectiveRow & Record<string, unknown>>(db('objectives').select('*').where({ org_id: orgId, vision_id: visionId }), OF_VISION, page);
}

/** Every objective of the org by number. */
export async function listAllObjectives(db: Knex, orgId: string): Promise<ObjectiveRow[]> {
  return db('objectives').select('*').where({ org_id: orgId }).orderBy('number');
}

/**
 * Objective `id` (a UUID: refs are resolved before a service runs), or undefined when it names none of the org (or is
 * not a UUID at all).
 */
export async function findObjective(db: Knex, orgId: string, id: string): Promise<ObjectiveRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db('objectives').where({ org_id: orgId, id }).first();
}

/** The id of objective `id` when it is one of the org, else undefined; `forUpdate` locks its row. */
export async function findObjectiveId(db: Knex, orgId: string, id: string, forUpdate = false): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('objectives').select('id').where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first())?.id;
}

/** A fresh UUID from Postgres, for an objective whose id is part of its own vision path. */
export async function newObjectiveId(trx: Knex): Promise<string> {
  return (await trx.raw('select gen_random_uuid() as id')).rows[0].id as string;
}

/** Inserts an objective of `orgId` and returns its row. */
export async function insertObjective(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<ObjectiveRow> {
  const [row] = await trx('objectives')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row;
}

/** Sets columns of objective `id` and returns the row, or undefined when it names none. */
export async function updateObjective(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<ObjectiveRow | undefined> {
  const [row] = await trx('objectives').where({ org_id: orgId, id }).update(patch).returning('*');
  return row;
}

/** Deletes objective `id` (its links cascade); the number deleted. */
export function deleteObjective(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('objectives').where({ org_id: orgId, id }).delete();
}

/** Drops the anchor (metric and target) of every objective anchored to metric `metricId`. */
export async function unanchorObjectives(trx: Knex, orgId: string, metricId: string): Promise<void> {
  await trx('objectives')
    .where({ org_id: orgId, metric_id: metricId })
    .update({ metric_id: null, target_operator: null, target_numeric: null, start_numeric: null, updated_at: trx.fn.now() });
}

/** An objective as a vision's gap names it. */
export type ObjectiveGapRow = Pick<ObjectiveRow, 'id' | 'number' | 'title'>;

/** Active objectives of vision `visionId` not anchored to a metric, by number, at most `limit`. */
export function listObjectivesWithoutMetric(db: Knex, orgId: string, visionId: string, limit: number): Promise<ObjectiveGapRow[]> {
  return db('objectives')
    .select('id', 'number', 'title')
    .where({ org_id: orgId, vision_id: visionId })
    .whereNull('metric_id')
    .where('status', 'active')
    .orderBy('number')
    .limit(limit);
}

/** Objectives of vision `visionId` anchored to a metric without a target value (any status), by number, at most `limit`. */
export function listObjectivesWithoutTarget(db: Knex, orgId: string, visionId: string, limit: number): Promise<ObjectiveGapRow[]> {
  return db('objectives')
    .select('id', 'number', 'title')
    .where({ org_id: orgId, vision_id: visionId })
    .whereNotNull('metric_id')
    .whereNull('target_numeric')
    .orderBy('number')
    .limit(limit);
}

/** Active objectives of vision `visionId` no opportunity links to, by number, at most `limit`. */
export function listObjectivesWithoutOpportunities(db: Knex, orgId: string, visionId: string, limit: number): Promise<ObjectiveGapRow[]> {
  return db('objectives as o')
    .select('o.id', 'o.number', 'o.title')
    .where({ 'o.org_id': orgId, 'o.vision_id': visionId })
    .where('o.status', 'active')
    .whereNotExists(db('opportunity_objectives as l').whereRaw('l.org_id = o.org_id and l.objective_id = o.id'))
    .orderBy('o.number')
    .limit(limit);
}

/**
 * Active objectives of vision `visionId` with a target whose progress has not moved in 30 days: the metric's latest
 * reading at least 30 days old equals every reading since. By number, at most `limit`, with their metric's number.
 */
export async function listStalledObjectives(
  db: Knex,
  orgId: string,
  visionId: string,
  limit: number,
): Promise<(ObjectiveGapRow & { metric_number: number })[]> {
  const { rows } = await db.raw(
    `SELECT o.id, o.number, o.title, m.number AS metric_number FROM objectives o
       JOIN metrics m ON m.org_id = o.org_id AND m.id = o.metric_id
       JOIN LATERAL (SELECT v.value FROM metric_values v WHERE v.org_id = o.org_id AND v.metric_id = o.metric_id
                       AND v.recorded_at <= now() - interval '30 days' ORDER BY v.recorded_at DESC, v.created_at DESC LIMIT 1) old ON true
      WHERE o.org_id = ? AND o.vision_id = ? AND o.status = 'active' AND o.target_numeric IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM metric_values v WHERE v.org_id = o.org_id AND v.metric_id = o.metric_id
                          AND v.recorded_at > now() - interval '30 days' AND v.value <> old.value)
      ORDER BY o.number LIMIT ?`,
    [orgId, visionId, limit],
  );
  return rows;
}
