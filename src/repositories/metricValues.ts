/**
 * The metric_values table (spec 1 §2.4; spec 2 §4.6): a metric's readings. Every function takes the knex (or
 * transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type MetricValue = Schema<'MetricValue'>;

/** A metric_values row as stored. */
export interface MetricValueRow {
  id: string;
  metric_id: string;
  value: number;
  recorded_at: Date;
  note: string;
  source: 'manual' | 'integration' | 'system';
  partial: boolean;
  created_by: string | null;
  created_at: Date;
}

/** Row → components.schemas.MetricValue. */
export const toMetricValue = (r: MetricValueRow): MetricValue => ({
  id: r.id,
  metricId: r.metric_id,
  value: r.value,
  recordedAt: iso(r.recorded_at)!,
  note: r.note,
  source: r.source,
  partial: r.partial,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
});

/** A metric's readings, oldest first (recordedAt, then id). */
const VALUES: ListOrder = {
  name: 'metric-values',
  direction: 'asc',
  keys: [
    { expr: 'recorded_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** One page of a metric's readings, oldest first; `since` (YYYY-MM-DD): recorded at or after its UTC midnight. */
export function listMetricValues(
  db: Knex,
  orgId: string,
  metricId: string,
  f: { since?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<MetricValueRow>> {
  const query = db('metric_values').select('*').where({ org_id: orgId, metric_id: metricId });
  if (f.since) query.andWhere('recorded_at', '>=', `${f.since}T00:00:00Z`);
  return paginate<MetricValueRow & Record<string, unknown>>(query, VALUES, page);
}

/** Inserts a reading and returns it; recorded_at defaults to now. */
export async function insertMetricValue(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<MetricValueRow> {
  const [row] = await trx('metric_values')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row;
}

/** When the metric's latest complete system reading was recorded, or null. */
export async function latestWeeklyReadingAt(db: Knex, orgId: string, metricId: string): Promise<Date | null> {
  const row = (await db('metric_values').max('recorded_at as at').where({ org_id: orgId, metric_id: metricId, source: 'system', partial: false }).first()) as
    | { at: Date | null }
    | undefined;
  return row?.at ?? null;
}

/** Deletes the metric's complete system readings recorded at `at`. */
export async function deleteSystemReadings(trx: Knex, orgId: string, metricId: string, at: Date[]): Promise<void> {
  await trx('metric_values').where({ org_id: orgId, metric_id: metricId, source: 'system', partial: false }).whereIn('recorded_at', at).delete();
}

/**
 * Writes system readings (one per recorded_at), 500 a statement; an existing reading is rewritten only when its value
 * differs by more than `same`.
 */
export async function upsertSystemReadings(
  trx: Knex,
  orgId: string,
  metricId: string,
  rows: { recorded_at: Date; value: number }[],
  same: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await trx.raw(
      `INSERT INTO metric_values (org_id, metric_id, value, recorded_at, note, source)
       SELECT ?::uuid, ?::uuid, v.value, v.recorded_at, '', 'system'
         FROM jsonb_to_recordset(?::jsonb) AS v(value double precision, recorded_at timestamptz)
       ON CONFLICT (org_id, metric_id, recorded_at) WHERE source = 'system'
       DO UPDATE SET value = excluded.value WHERE abs(metric_values.value - excluded.value) > ${same}`,
      [orgId, metricId, JSON.stringify(chunk.map((r) => ({ value: r.value, recorded_at: r.recorded_at.toISOString() })))],
    );
  }
}

/** Removes the metric's partial reading. */
export async function deletePartialReading(trx: Knex, orgId: string, metricId: string): Promise<void> {
  await trx('metric_values').where({ org_id: orgId, metric_id: metricId, partial: true }).delete();
}

/** Sets the metric's one partial reading (updated in place, so its id stays). */
export async function upsertPartialReading(trx: Knex, orgId: string, metricId: string, value: number, at: Date): Promise<void> {
  await trx.raw(
    `INSERT INTO metric_values (org_id, metric_id, value, recorded_at, note, source, partial)
     VALUES (?, ?, ?, ?, '', 'system', true)
     ON CONFLICT (org_id, metric_id) WHERE partial DO UPDATE SET value = excluded.value, recorded_at = excluded.recorded_at`,
    [orgId, metricId, value, at],
  );
}
