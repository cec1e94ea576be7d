/**
 * Outcome progress: how far an objective's metric has moved from its start toward its target.
 *
 *   progress = { startValue, currentValue (latest reading), target, operator, ratio 0-1, achieved, lastReadingAt }
 *
 * startValue is the objective's startNumeric, else the metric's first reading. ratio: for gte,
 * (current − start) / (target − start); for lte, (start − current) / (start − target); both clamped to 0..1, and 1 or 0
 * by `achieved` when start equals target; for eq, 1 when current equals target, else 0. achieved: current ≥ target
 * (gte), ≤ target (lte), = target (eq). null when the objective has no metric, no target, or its metric no readings.
 */
import type { Knex } from 'knex';

export interface Progress {
  startValue: number;
  currentValue: number;
  target: number;
  operator: 'gte' | 'lte' | 'eq';
  ratio: number;
  achieved: boolean;
  lastReadingAt: string;
}
interface Anchor {
  metricId: string | null;
  targetOperator: 'gte' | 'lte' | 'eq' | null;
  targetNumeric: string | null;
  startNumeric: string | null;
}
interface Readings {
  first: number;
  latest: number;
  latestAt: Date;
}

/** The progress of one anchor given its metric's readings (pure; see the module comment). */
export function progressOf(a: Anchor, r: Readings | undefined): Progress | null {
  if (!a.metricId || !a.targetOperator || a.targetNumeric == null || !r) return null;
  const target = Number(a.targetNumeric);
  const start = a.startNumeric != null ? Number(a.startNumeric) : r.first;
  const current = r.latest;
  const achieved = a.targetOperator === 'gte' ? current >= target : a.targetOperator === 'lte' ? current <= target : current === target;
  let ratio: number;
  if (a.targetOperator === 'eq') ratio = achieved ? 1 : 0;
  else if (start === target) ratio = achieved ? 1 : 0;
  else ratio = a.targetOperator === 'gte' ? (current - start) / (target - start) : (start - current) / (start - target);
  ratio = Math.min(1, Math.max(0, ratio));
  return {
    startValue: start,
    currentValue: current,
    target,
    operator: a.targetOperator,
    ratio: Math.round(ratio * 10000) / 10000,
    achieved,
    lastReadingAt: r.latestAt.toISOString(),
  };
}

/** First and latest readings of each metric in `metricIds` (one query; two index lookups per metric). */
export async function readingsOf(db: Knex, orgId: string, metricIds: string[]): Promise<Map<string, Readings>> {
  const out = new Map<string, Readings>();
  const ids = [...new Set(metricIds)];
  if (!ids.length) return out;
  const { rows } = await db.raw(
    `SELECT m.id,
            (SELECT v.value FROM metric_values v WHERE v.org_id = m.org_id AND v.metric_id = m.id ORDER BY v.recorded_at, v.created_at LIMIT 1) AS first,
            l.value AS latest, l.recorded_at AS latest_at
       FROM metrics m
       JOIN LATERAL (SELECT v.value, v.recorded_at FROM metric_values v WHERE v.org_id = m.org_id AND v.metric_id = m.id
                     ORDER BY v.recorded_at DESC, v.created_at DESC LIMIT 1) l ON true
      WHERE m.org_id = ? AND m.id = ANY(?::uuid[])`,
    [orgId, ids],
  );
  for (const r of rows as { id: string; first: number; latest: number; latest_at: Date }[]) {
    out.set(r.id, { first: Number(r.first), latest: Number(r.latest), latestAt: r.latest_at instanceof Date ? r.latest_at : new Date(r.latest_at) });
  }
  return out;
}

/** `objects` with `progress` filled in (null where there is none). */
export async function withProgress<T extends Anchor & { progress?: unknown }>(db: Knex, orgId: string, objects: T[]): Promise<T[]> {
  const readings = await readingsOf(
    db,
    orgId,
    objects.map((o) => o.metricId).filter((m): m is string => Boolean(m)),
  );
  return objects.map((o) => ({ ...o, progress: progressOf(o, o.metricId ? readings.get(o.metricId) : undefined) }));
}
