/**
 * The Postgres-backed job queue: graphile-worker 0.17. Jobs are added in SQL inside the write's own
 * transaction (`enqueue`), so a rolled-back write queues nothing and a committed one is never lost; workers pick
 * them up through LISTEN/NOTIFY (polling as a fallback), and several server instances share one queue with
 * `FOR UPDATE SKIP LOCKED`, so no job runs twice at once. A failed job is retried with graphile-worker's
 * exponential backoff (up to `max_attempts`).
 *
 * Crash recovery: graphile-worker hands back a job locked by a worker that died only after 4 hours. Each instance
 * therefore writes a heartbeat for its worker pool (graphile-worker 0.17 locks jobs under the pool's id) into job_workers every HEARTBEAT_MS; any instance that sees a
 * worker silent for STALE_MS unlocks that worker's jobs (`forceUnlockWorkers`) so they run again at once.
 * Jobs must be safe to run again (each task checks the state it acts on).
 *
 * SEXTANT_WORKER=0 starts an instance without a worker (an API-only instance; its jobs wait for another instance).
 */
import type { Metrics } from './metrics.js';
import { inJobSpan, traceCarrier, tracingEnabled } from './tracing.js';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger as Pino } from 'pino';
import type { Logger, Runner, TaskList, WorkerEvents } from 'graphile-worker';

/** graphile-worker, loaded when first needed: an instance without workers whose queue schema is installed never loads it. */
const worker = () => import('graphile-worker');

/**
 * A worker silent this long is taken for dead and its jobs are unlocked: the lease of a claimed job
 * (SEXTANT_JOB_LEASE_MS, 5000 to 3600000; default 90 s). Shorter hands a dead instance's jobs over sooner but takes a
 * worker stalled that long (a long GC pause, a saturated machine) for dead, and its job may then run twice.
 */
export const STALE_MS =
  Number(process.env.SEXTANT_JOB_LEASE_MS) >= 5000 && Number(process.env.SEXTANT_JOB_LEASE_MS) <= 3_600_000
    ? Math.trunc(Number(process.env.SEXTANT_JOB_LEASE_MS))
    : 90_000;
/** How often an instance records that its workers are alive: several heartbeats per lease. */
export const HEARTBEAT_MS = Math.min(20_000, Math.floor(STALE_MS / 4.5));

/** graphile-worker's log lines through pino (debug for its chatter, warn and error as they are). */
export async function workerLogger(logger: Pino): Promise<Logger> {
  const { Logger } = await worker();
  return new Logger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...(meta ?? {}) };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
}

/**
 * Installs graphile-worker's schema when the database has none (its own migrator; concurrent starts are safe). When
 * it exists, nothing is loaded here: upgrades of it are run by the workers themselves when they start (run()
 * migrates first), so an instance without workers never loads graphile-worker.
 */
export async function installQueue(db: Knex, connectionString: string, logger: Pino): Promise<void> {
  const { rows } = await db.raw(`SELECT to_regclass('graphile_worker.migrations') IS NOT NULL AS installed`);
  if (rows[0]?.installed) return;
  const { runMigrations } = await worker();
  await runMigrations({ connectionString, logger: await workerLogger(logger) });
}

/**
 * Adds a job inside the caller's transaction (`db` is the write's trx). `jobKey` deduplicates: adding a job whose
 * key is already queued replaces that job instead of queueing a second one.
 */
export async function enqueue(
  db: Knex,
  task: string,
  payload: Record<string, unknown>,
  opts: { jobKey?: string; maxAttempts?: number; runAt?: Date } = {},
): Promise<void> {
  // A traced write's job continues its trace: the context travels in the payload (src/platform/tracing.ts).
  const carrier = traceCarrier();
  // Through the migration's SECURITY DEFINER wrapper: the application role may not write the queue's tables itself
  // (migrations/20261217000000_row_level_security.ts).
  await db.raw('SELECT sextant_add_job(?, ?::json, job_key := ?, max_attempts := ?, run_at := ?)', [
    task,
    JSON.stringify(carrier.traceparent ? { ...payload, _trace: carrier } : payload),
    opts.jobKey ?? null,
    opts.maxAttempts ?? 10,
    opts.runAt ?? null,
  ]);
}

/**
 * Hands back the jobs of worker pools silent for STALE_MS (their process died without unlocking them): gives each
 * back the attempt the dead run used, unlocks them (graphile-worker's own SQL function force_unlock_workers, what its
 * WorkerUtils.forceUnlockWorkers calls) and forgets those pools, in one transaction. Returns the pool ids unlocked.
 */
export async function unlockDeadWorkers(db: Knex, logger: Pino): Promise<string[]> {
  const stale: { worker_id: string }[] = await db('job_workers')
    .select('worker_id')
    .whereRaw(`heartbeat_at < clock_timestamp() - make_interval(secs => ?)`, [STALE_MS / 1000]);
  if (!stale.length) return [];
  const ids = stale.map((r) => r.worker_id);
  await db.transaction(async (trx) => {
    // The dead run took one of the job's attempts when it fetched it: a job queued with one attempt (a webhook
    // delivery) would never be fetched again. Allow one more, so every unlocked job runs again; it sees its
    // attempts > 1 and knows an earlier run may have done part of its work (src/webhooks/deliver.ts).
    await trx.raw('UPDATE graphile_worker._private_jobs SET max_attempts = greatest(max_attempts, attempts + 1) WHERE locked_by = ANY(?::text[])', [ids]);
    await trx.raw('SELECT graphile_worker.force_unlock_workers(?::text[])', [ids]);
    await trx('job_workers').whereIn('worker_id', ids).delete();
  });
  logger.warn({ workers: ids }, 'unlocked the jobs of job-queue workers that stopped sending heartbeats');
  return ids;
}

/** `payload` without its `_trace` field (a copy; other payloads as they are). */
function withoutTrace(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || !('_trace' in payload)) return payload;
  const { _trace, ...rest } = payload as Record<string, unknown>;
  return rest;
}

/** Each task run in a span continuing the trace its payload carries. */
function tracedTasks(taskList: TaskList): TaskList {
  const traced: TaskList = {};
  for (const [name, task] of Object.entries(taskList)) {
    // The task sees its payload without the trace context it carried, as it would with tracing off.
    if (task) traced[name] = (payload, helpers) => inJobSpan(name, payload, async () => task(withoutTrace(payload), helpers));
  }
  return traced;
}

export interface JobQueue {
  /** Stops taking jobs, lets running ones finish, stops the heartbeat. */
  stop(): Promise<void>;
}

/** Starts this instance's workers for `taskList` (`crontab`: graphile-worker's crontab lines). */
export async function startWorkers(opts: {
  connectionString: string;
  db: Knex;
  logger: Pino;
  taskList: TaskList;
  crontab?: string;
  concurrency?: number;
  /** Counts finished job attempts (sextant_jobs_total), when metrics are on. */
  metrics?: Metrics;
}): Promise<JobQueue> {
  const instance = randomUUID();
  // graphile-worker 0.17 locks jobs under the worker pool's id (locked_by), so the pool is what heartbeats.
  const workerIds = new Set<string>();
  const events: WorkerEvents = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => workerIds.add(workerPool.id));
  // A cron run missed while no instance was up (crontab `fill=`) is added at start; every instance tries, the
  // known_crontabs row lock lets one add it (src/jobs/builtinMetrics.ts). Logged so a late run can be traced.
  events.on('cron:backfill', ({ itemsToBackfill, timestamp }) =>
    opts.logger.info(
      { crons: itemsToBackfill.map((i) => i.identifier), timestamp, instance },
      'job queue: adding a missed cron run unless another instance has',
    ),
  );
  const jobs = opts.metrics?.jobs;
  if (jobs) {
    events.on('job:success', ({ job }) => jobs.inc({ task: job.task_identifier, outcome: 'success' }));
    // job:error fires for every failed attempt and job:failed after it for the last one: count each attempt once.
    events.on('job:error', ({ job }) => {
      if (job.attempts < job.max_attempts) jobs.inc({ task: job.task_identifier, outcome: 'error' });
    });
    events.on('job:failed', ({ job }) => jobs.inc({ task: job.task_identifier, outcome: 'failed' }));
  }
  const { run } = await worker();
  const runner: Runner = await run({
    connectionString: opts.connectionString,
    maxPoolSize: 3,
    concurrency: opts.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: tracingEnabled() ? tracedTasks(opts.taskList) : opts.taskList,
    crontab: opts.crontab ?? '',
    logger: await workerLogger(opts.logger),
    events,
  });

  const beat = async () => {
    try {
      for (const id of workerIds) {
        await opts.db.raw(
          'INSERT INTO job_workers (worker_id, instance, heartbeat_at) VALUES (?, ?, clock_timestamp()) ON CONFLICT (worker_id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at',
          [id, instance],
        );
      }
      await unlockDeadWorkers(opts.db, opts.logger);
    } catch (err) {
      opts.logger.warn({ err }, 'job-queue heartbeat failed');
    }
  };
  await beat();
  const timer = setInterval(beat, HEARTBEAT_MS).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await runner.stop();
      await opts
        .db('job_workers')
        .where({ instance })
        .delete()
        .catch(() => undefined);
    },
  };
}
