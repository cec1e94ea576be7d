/**
 * The metrics table (spec 1 §2.4; spec 2 §4.6): its row, its row → API mapper and its queries. Every function takes
 * the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Metric = Schema<'Metric'>;

/** A metrics row as stored (builtin_id: the built-in it tracks, if any). */
export interface MetricRow {
  id: string;
  org_id: string;
  number: number;
  name: string;
  description: string;
  current_value: number | null;
  unit: Metric['unit'];
  data_source_type: Metric['dataSourceType'];
  data_source_config: Record<string, unknown> | null;
  steward_id: string | null;
  builtin_id?: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → components.schemas.Metric. */
export const toMetric = (r: MetricRow): Metric => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('metrics', r.number),
  number: r.number,
  name: r.name,
  description: r.description,
  currentValue: r.current_value,
  unit: r.unit,
  dataSourceType: r.data_source_type,
  dataSourceConfig: r.data_source_config,
  stewardId: r.steward_id,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /metrics order: number ascending. */
const LIST: ListOrder = { name: 'metrics', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };

/** One page of an org's metrics by number, optionally of one steward. */
export function listMetrics(db: Knex, orgId: string, f: { stewardId?: string }, page: { cursor?: string; limit: number }): Promise<Page<MetricRow>> {
  const query = db('metrics').select('*').where({ org_id: orgId });
  if (f.stewardId) query.andWhere({ steward_id: f.stewardId });
  return paginate<MetricRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * Metric `id` (a UUID: refs are resolved before a service runs), or undefined when it names none of the org (or is
 * not a UUID at all).
 */
export async function findMetric(db: Knex, orgId: string, id: string): Promise<MetricRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db('metrics').where({ org_id: orgId, id }).first();
}

/** The id of metric `id` when it is one of the org, else undefined; `forUpdate` locks its row. */
export async function findMetricId(db: Knex, orgId: string, id: string, forUpdate = false): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('metrics').select('id').where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first())?.id;
}

/** True when `id` is a metric of the org. */
export async function metricExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('metrics').select('id').where({ org_id: orgId, id }).first());
}

/** The number and tracked built-in of metric `id`, or undefined. */
export async function findMetricBuiltin(db: Knex, orgId: string, id: string): Promise<{ number: number; builtin_id: string | null } | undefined> {
  return db('metrics').select('number', 'builtin_id').where({ org_id: orgId, id }).first();
}

/** Inserts a metric of `orgId` and returns its row. */
export async function insertMetric(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<MetricRow> {
  const [row] = await trx('metrics')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row;
}

/** Sets columns of metric `id` and returns the row, or undefined. */
export async function updateMetric(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<MetricRow | undefined> {
  const [row] = await trx('metrics').where({ org_id: orgId, id }).update(patch).returning('*');
  return row;
}

/** Deletes metric `id` (its readings cascade); the number deleted. */
export function deleteMetric(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('metrics').where({ org_id: orgId, id }).delete();
}

/** Sets the metric's currentValue to its latest reading (by recordedAt, then creation), or null without one. */
export async function refreshCurrentValue(trx: Knex, orgId: string, id: string): Promise<void> {
  await trx.raw(
    `update metrics set current_value = (select value from metric_values where org_id = ? and metric_id = ? order by recorded_at desc, created_at desc limit 1), updated_at = now()
      where org_id = ? and id = ?`,
    [orgId, id, orgId, id],
  );
}

/**
 * What hangs on metric `id`: the objectives anchored to it, the opportunities linked to those, and how many of these
 * are live (backlog or in_progress).
 */
export async function countMetricDependents(db: Knex, orgId: string, id: string): Promise<{ objectives: number; opportunities: number; live: number }> {
  const { rows } = await db.raw(
    `with objs as (select id from objectives where org_id = ? and metric_id = ?),
          opps as (select distinct o.id, o.state from opportunity_objectives l join opportunities o on o.org_id = l.org_id and o.id = l.opportunity_id
                    where l.org_id = ? and l.objective_id in (select id from objs))
     select (select count(*) from objs) as objectives, (select count(*) from opps) as opportunities,
            (select count(*) from opps where state in ('backlog', 'in_progress')) as live`,
    [orgId, id, orgId],
  );
  return rows[0];
}

/** A metric tracking a built-in, as the built-ins read it. */
export interface BuiltinMetricRow {
  org_id: string;
  id: string;
  number: number;
  builtin_id: string;
  builtin_params: object;
  [k: string]: unknown;
}

/** The org's metrics tracking a built-in (id, number, builtin id and params), by number. */
export async function listTrackedBuiltins(db: Knex, orgId: string): Promise<Pick<BuiltinMetricRow, 'id' | 'number' | 'builtin_id' | 'builtin_params'>[]> {
  return db('metrics').select('id', 'number', 'builtin_id', 'builtin_params').where({ org_id: orgId }).whereNotNull('builtin_id').orderBy('number');
}

/**
 * Every tracked built-in of every org (org id and metric id), by org then number: the nightly refresh's list, the one
 * read here that spans orgs (each metric is then refreshed within its own org).
 */
export async function listTrackedBuiltinsOfAllOrgs(db: Knex): Promise<{ org_id: string; id: string }[]> {
  return db('metrics').select('org_id', 'id').whereNotNull('builtin_id').orderBy(['org_id', 'number']);
}

/** The metric tracking `builtinId` with exactly `params`, or undefined. */
export async function findBuiltinMetric(db: Knex, orgId: string, builtinId: string, params: object): Promise<BuiltinMetricRow | undefined> {
  return db('metrics')
    .where({ org_id: orgId, builtin_id: builtinId })
    .whereRaw('builtin_params = ?::jsonb', [JSON.stringify(params)])
    .first();
}

/** Metric `id` when it tracks a built-in, locked for the refresh, or undefined. */
export async function lockBuiltinMetric(trx: Knex, orgId: string, id: string): Promise<BuiltinMetricRow | undefined> {
  return trx('metrics').where({ org_id: orgId, id }).whereNotNull('builtin_id').forUpdate().first();
}

/** Inserts the system metric tracking a built-in; undefined when one with the same built-in and params exists. */
export async function insertBuiltinMetric(
  trx: Knex,
  orgId: string,
  v: { number: number; name: string; description: string; unit: string; config: unknown; builtinId: string; params: unknown },
): Promise<BuiltinMetricRow | undefined> {
  const { rows } = await trx.raw(
    `INSERT INTO metrics (org_id, number, name, description, unit, data_source_type, data_source_config, builtin_id, builtin_params)
     VALUES (?, ?, ?, ?, ?, 'system', ?::jsonb, ?, ?::jsonb)
     ON CONFLICT (org_id, builtin_id, builtin_params) WHERE builtin_id IS NOT NULL DO NOTHING
     RETURNING *`,
    [orgId, v.number, v.name, v.description, v.unit, JSON.stringify(v.config), v.builtinId, JSON.stringify(v.params)],
  );
  return rows[0];
}

/** Sets currentValue to the newest reading, writing the row only when it changes. */
export async function refreshCurrentValueIfChanged(trx: Knex, orgId: string, id: string): Promise<void> {
  await trx.raw(
    `UPDATE metrics SET current_value = latest.value, updated_at = now()
       FROM (SELECT (SELECT value FROM metric_values WHERE org_id = ? AND metric_id = ? ORDER BY recorded_at DESC, created_at DESC LIMIT 1) AS value) latest
      WHERE org_id = ? AND id = ? AND current_value IS DISTINCT FROM latest.value`,
    [orgId, id, orgId, id],
  );
}

/** The metric ids the objectives of vision `visionId` are anchored to (a subquery). */
const visionMetricIds = (db: Knex, orgId: string, visionId: string) =>
  db('objectives').select('metric_id').where({ org_id: orgId, vision_id: visionId }).whereNotNull('metric_id');

/** How many metrics the objectives of vision `visionId` are anchored to. */
export async function countVisionMetrics(db: Knex, orgId: string, visionId: string): Promise<number> {
  const [row] = await db('metrics')
    .where({ org_id: orgId })
    .whereIn('id', visionMetricIds(db, orgId, visionId))
    .count<{ count: number }[]>('* as count');
  return Number(row.count);
}

/** The metrics of vision `visionId`'s objectives that have no reading, by number, at most `limit`. */
export function listVisionMetricsWithoutReadings(
  db: Knex,
  orgId: string,
  visionId: string,
  limit: number,
): Promise<Pick<MetricRow, 'id' | 'number' | 'name'>[]> {
  return db('metrics as m')
    .select('m.id', 'm.number', 'm.name')
    .where('m.org_id', orgId)
    .whereIn('m.id', visionMetricIds(db, orgId, visionId))
    .whereNotExists(db('metric_values as mv').whereRaw('mv.org_id = m.org_id and mv.metric_id = m.id'))
    .orderBy('m.number')
    .limit(limit);
}
