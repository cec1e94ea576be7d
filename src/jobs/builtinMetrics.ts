/**
 * The nightly refresh of built-in metrics (spec 2 §4.6 "refreshed nightly"): task
 * `builtin_metrics_refresh`, scheduled by the crontab line BUILTIN_METRICS_CRON (src/jobs/index.ts).
 *
 * Once, whatever the number of instances: every instance runs graphile-worker's cron, but a cron run is added as a
 * job only by the instance that advances `graphile_worker._private_known_crontabs.last_execution` for that
 * timestamp (one `INSERT … ON CONFLICT DO UPDATE … WHERE last_execution < excluded.last_execution RETURNING` joined
 * to add_job: a row lock decides, the losers add nothing). `fill=1d` makes an instance that starts after a missed
 * 03:00 (every instance was down) add that run late, under the same lock. `jobKey` + `queue`: a run still queued
 * (waiting for a retry) is replaced by the next night's instead of piling up, and runs never overlap.
 *
 * The job itself is idempotent: builtin_metric_runs has one row per scheduled time (the cron payload's `_cron.ts`;
 * now for a run added by hand); `starts` counts every job that began it, and a run already finished does nothing
 * more. Each metric is refreshed in its own transaction and its weekly readings are upserted (one per metric and
 * week), so a retry after a crash half-way finishes the rest without duplicating anything.
 */
import { hostname } from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { BuiltinMetricService } from '../services/metrics/builtins.js';
import { toMetric } from '../services/metrics.js';

export const BUILTIN_METRICS_TASK = 'builtin_metrics_refresh';
/** Every day at 03:00 UTC; a missed run within a day is added when an instance starts (fill). */
export const BUILTIN_METRICS_CRON = `0 3 * * * ${BUILTIN_METRICS_TASK} ?fill=1d&max=5&jobKey=${BUILTIN_METRICS_TASK}&queue=builtin_metrics`;

export async function refreshBuiltinMetrics(db: Knex, logger: Logger, payload: unknown): Promise<void> {
  const cronTs = (payload as { _cron?: { ts?: string } } | null)?._cron?.ts;
  const scheduledFor = cronTs ? new Date(cronTs) : new Date();
  const worker = `${hostname()}:${process.pid}`;
  const { rows } = await db.raw(
    `INSERT INTO builtin_metric_runs (scheduled_for, worker) VALUES (?, ?)
     ON CONFLICT (scheduled_for) DO UPDATE SET starts = builtin_metric_runs.starts + 1, worker = excluded.worker,
       started_at = CASE WHEN builtin_metric_runs.finished_at IS NULL THEN clock_timestamp() ELSE builtin_metric_runs.started_at END
     RETURNING starts, finished_at`,
    [scheduledFor, worker],
  );
  if (rows[0].finished_at) {
    logger.warn({ scheduledFor, starts: rows[0].starts }, 'built-in metrics: this run already finished; nothing to do');
    return;
  }
  const metrics = await new BuiltinMetricService(db, toMetric as never).refreshAll(scheduledFor);
  await db('builtin_metric_runs')
    .where({ scheduled_for: scheduledFor })
    .update({ finished_at: db.raw('clock_timestamp()'), metrics });
  logger.info({ scheduledFor, metrics }, 'built-in metrics refreshed');
}
