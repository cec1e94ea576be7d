/**
 * The metrics table (spec 1 §2.4; spec 2 §4.6): its row, its row → API mapper and its queries. Every function takes
 * the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../services/common.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Metric = Schema<'Metric'>;

/** A metrics row as stored (builtin_id: the built-in it tracks, if any). */
export interface MetricRow {
  id: string; org_id: string; number: number; name: string; description: string; current_value: number | null; unit: Metric['unit'];
  data_source_type: Metric['dataSourceType']; data_source_config: Record<string, unknown> | null; steward_id: string | null;
  builtin_id?: string | null; created_at: Date; updated_at: Date;
}

/** Row → components.schemas.Metric. */
export const toMetric = (r: MetricRow): Metric => ({
  id: r.id, orgId: r.org_id, ref: refOf('metrics', r.number), number: r.number, name: r.name, description: r.description,
  currentValue: r.current_value, unit: r.unit, dataSourceType: r.data_source_type, dataSourceConfig: r.data_source_config,
  stewardId: r.steward_id, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
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
  const [row] = await trx('metrics').insert({ org_id: orgId, ...values }).returning('*');
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
