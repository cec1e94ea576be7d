/**
 * The metric_values table (spec 1 §2.4; spec 2 §4.6): a metric's readings. Every function takes the knex (or
 * transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../services/common.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type MetricValue = Schema<'MetricValue'>;

/** A metric_values row as stored. */
export interface MetricValueRow { id: string; metric_id: string; value: number; recorded_at: Date; note: string; source: 'manual' | 'integration' | 'system'; partial: boolean; created_by: string | null; created_at: Date }

/** Row → components.schemas.MetricValue. */
export const toMetricValue = (r: MetricValueRow): MetricValue => ({
  id: r.id, metricId: r.metric_id, value: r.value, recordedAt: iso(r.recorded_at)!, note: r.note, source: r.source, partial: r.partial,
  createdBy: r.created_by, createdAt: iso(r.created_at)!,
});

/** A metric's readings, oldest first (recordedAt, then id). */
const VALUES: ListOrder = { name: 'metric-values', direction: 'asc', keys: [{ expr: 'recorded_at', type: 'timestamptz' }, { expr: 'id', type: 'uuid' }] };

/** One page of a metric's readings, oldest first; `since` (YYYY-MM-DD): recorded at or after its UTC midnight. */
export function listMetricValues(db: Knex, orgId: string, metricId: string, f: { since?: string }, page: { cursor?: string; limit: number }): Promise<Page<MetricValueRow>> {
  const query = db('metric_values').select('*').where({ org_id: orgId, metric_id: metricId });
  if (f.since) query.andWhere('recorded_at', '>=', `${f.since}T00:00:00Z`);
  return paginate<MetricValueRow & Record<string, unknown>>(query, VALUES, page);
}

/** Inserts a reading and returns it; recorded_at defaults to now. */
export async function insertMetricValue(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<MetricValueRow> {
  const [row] = await trx('metric_values').insert({ org_id: orgId, ...values }).returning('*');
  return row;
}
