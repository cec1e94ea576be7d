/**
 * Prometheus metrics (prom-client): one registry per running server, exposed at GET /metrics (src/http/metrics.ts)
 * only when SEXTANT_METRICS_TOKEN is set. Without the token nothing is created or observed, so a server that is not
 * scraped pays nothing for them.
 *
 * Series (Prometheus conventions: base units, `_seconds`, `_total`; labels of bounded cardinality only):
 *   sextant_requests_total, sextant_request_duration_seconds   {operation, transport: rest|mcp|batch, status_class: 2xx…5xx}
 *   sextant_requests_in_flight                                  operations being served now
 *   sextant_rate_limit_refusals_total                           {transport}  429 RATE_LIMITED answers (spec 2 §8)
 *   sextant_idempotency_replays_total, _conflicts_total         {transport}  stored answers replayed; 409 IDEMPOTENCY_CONFLICT
 *   sextant_db_pool_connections {pool: app|system, state: used|idle}, sextant_db_pool_max {pool}, sextant_db_pool_waiting {pool}
 *                                                               (knex's pools, at scrape)
 *   sextant_db_query_duration_seconds                           every knex round trip (not graphile-worker's own pool)
 *   sextant_jobs_queued {task, state: waiting|running|failed}, sextant_jobs_oldest_waiting_seconds {task}   (at scrape)
 *   sextant_jobs_total {task, outcome: success|error|failed}    job attempts finished by this instance's workers
 *   sextant_webhook_deliveries_total {outcome: succeeded|failed}, sextant_webhook_delivery_duration_seconds {outcome}
 *   sextant_oauth_tokens_total {grant_type, outcome: issued|refused}, sextant_oauth_token_reuse_total
 *   sextant_db_replica_lag_seconds, sextant_db_replica_lag_bytes  the replica's lag behind the primary, as last sampled
 *                                                               (src/db/replica.ts; +Inf while it does not answer)
 *   sextant_db_replica_usable                                   1 while the heavy reads may go to the replica, else 0
 *   sextant_db_replica_reads_total {read_from: primary|replica} replica-eligible reads, by where they were served
 *                                                               (the replica series only with DATABASE_REPLICA_URL)
 *   process_*, nodejs_*                                         prom-client's default process metrics
 */
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Knex } from 'knex';
import { onRoundTrips } from './queryEvents.js';
import type { Replica } from '../db/replica.js';

/** Latency buckets in seconds: 1 ms to 10 s, dense where an API call usually lands. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How a call reached the pipeline, as the `transport` label says it. */
export type TransportLabel = 'rest' | 'mcp' | 'batch';

export interface Metrics {
  registry: Registry;
  requests: Counter<'operation' | 'transport' | 'status_class'>;
  requestDuration: Histogram<'operation' | 'transport' | 'status_class'>;
  inFlight: Gauge;
  rateLimitRefusals: Counter<'transport'>;
  idempotencyReplays: Counter<'transport'>;
  idempotencyConflicts: Counter<'transport'>;
  queryDuration: Histogram;
  jobs: Counter<'task' | 'outcome'>;
  webhookDeliveries: Counter<'outcome'>;
  webhookDeliveryDuration: Histogram<'outcome'>;
  oauthTokens: Counter<'grant_type' | 'outcome'>;
  oauthTokenReuse: Counter;
  /** Replica-eligible reads by where they were served (only with a replica). */
  replicaReads?: Counter<'read_from'>;
}

/**
 * Creates the registry and its series for one server. `db` is the server's owner (system) knex and `apiDb` its
 * application knex, which serves the operations (default `db`): the pool series read both pools at every
 * scrape (label `pool`: app, system), each query of both is timed; the job-queue series are read from graphile-worker's `jobs` view at scrape
 * time, on `db` (the application role may not read the queue). `replica`, when configured, adds its pool (label
 * `replica`) and the replica series, read from its last lag sample at scrape (no query).
 */
export async function createMetrics(db: Knex, apiDb: Knex = db, replica?: Replica): Promise<Metrics> {
  // Loaded here, not at the top: a server without SEXTANT_METRICS_TOKEN never loads prom-client (the bundle keeps
  // packages external, so a static import would load it at start whatever the configuration).
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labels = <L extends string>(labelNames: L[]) => ({ labelNames, registers });

  const m: Metrics = {
    registry,
    requests: new Counter({
      name: 'sextant_requests_total',
      help: 'Operations served, by operationId, transport and status class',
      ...labels(['operation', 'transport', 'status_class']),
    }),
    requestDuration: new Histogram({
      name: 'sextant_request_duration_seconds',
      help: 'Time to serve an operation, from routing to the envelope',
      buckets: LATENCY_BUCKETS,
      ...labels(['operation', 'transport', 'status_class']),
    }),
    inFlight: new Gauge({ name: 'sextant_requests_in_flight', help: 'Operations being served now', registers }),
    rateLimitRefusals: new Counter({ name: 'sextant_rate_limit_refusals_total', help: 'Calls refused with 429 RATE_LIMITED', ...labels(['transport']) }),
    idempotencyReplays: new Counter({
      name: 'sextant_idempotency_replays_total',
      help: 'Writes answered with a stored response (Idempotent-Replayed)',
      ...labels(['transport']),
    }),
    idempotencyConflicts: new Counter({
      name: 'sextant_idempotency_conflicts_total',
      help: 'Writes refused with 409 IDEMPOTENCY_CONFLICT',
      ...labels(['transport']),
    }),
    queryDuration: new Histogram({
      name: 'sextant_db_query_duration_seconds',
      help: 'Database round trips of the API and its jobs (knex), start to result',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    jobs: new Counter({ name: 'sextant_jobs_total', help: 'Job attempts finished by this instance, by task and outcome', ...labels(['task', 'outcome']) }),
    webhookDeliveries: new Counter({ name: 'sextant_webhook_deliveries_total', help: 'Webhook delivery attempts, by outcome', ...labels(['outcome']) }),
    webhookDeliveryDuration: new Histogram({
      name: 'sextant_webhook_delivery_duration_seconds',
      help: 'Time a webhook receiver took to answer (or to fail)',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      ...labels(['outcome']),
    }),
    oauthTokens: new Counter({
      name: 'sextant_oauth_tokens_total',
      help: 'OAuth token requests, by grant type (authorization_code: a grant redeemed; refresh_token: a refresh) and outcome',
      ...labels(['grant_type', 'outcome']),
    }),
    oauthTokenReuse: new Counter({
      name: 'sextant_oauth_token_reuse_total',
      help: 'Used authorization codes or refresh tokens presented again (their grant is revoked)',
      registers,
    }),
  };

  // Both pools, labelled: `app` (the application role's, which serves the operations) and `system` (the owner's:
  // admission, idempotency claims, OAuth, jobs' own queries), so either one running dry shows.
  const pools: Record<string, Knex> = { app: apiDb, system: db, ...(replica ? { replica: replica.db } : {}) };
  const eachPool = (read: (p: Pool) => number) =>
    Object.entries(pools).map(([name, k]) => {
      const p = (k.client as { pool?: Pool }).pool;
      return [name, p ? read(p) : 0] as const;
    });
  const poolGauge = (name: string, help: string, read: (p: Pool) => number) =>
    new Gauge({
      name,
      help,
      ...labels(['pool']),
      collect() {
        for (const [pool, v] of eachPool(read)) this.set({ pool }, v);
      },
    });
  new Gauge({
    name: 'sextant_db_pool_connections',
    help: 'Connections of each Postgres pool (app, system), by state',
    ...labels(['pool', 'state']),
    collect() {
      for (const [pool, v] of eachPool((p) => p.numUsed())) this.set({ pool, state: 'used' }, v);
      for (const [pool, v] of eachPool((p) => p.numFree())) this.set({ pool, state: 'idle' }, v);
    },
  });
  poolGauge('sextant_db_pool_max', 'Most connections each Postgres pool (app, system) opens', (p) => p.max);
  poolGauge('sextant_db_pool_waiting', 'Queries waiting for a connection of each Postgres pool (app, system)', (p) => p.numPendingAcquires());

  // One query fills both job gauges at a scrape: the first gauge's collect runs it, the second reuses its answer.
  let pending: Promise<JobRow[]> | undefined;
  const jobRows = () =>
    (pending ??= readJobs(db).finally(() => {
      setImmediate(() => {
        pending = undefined;
      });
    }));
  new Gauge({
    name: 'sextant_jobs_queued',
    help: 'Jobs in the queue, by task and state',
    ...labels(['task', 'state']),
    async collect() {
      this.reset();
      for (const r of await jobRows()) {
        this.set({ task: r.task, state: 'waiting' }, Number(r.waiting));
        this.set({ task: r.task, state: 'running' }, Number(r.running));
        this.set({ task: r.task, state: 'failed' }, Number(r.failed));
      }
    },
  });
  new Gauge({
    name: 'sextant_jobs_oldest_waiting_seconds',
    help: 'Age of the oldest job due and not yet taken, by task',
    ...labels(['task']),
    async collect() {
      this.reset();
      for (const r of await jobRows()) this.set({ task: r.task }, Number(r.oldest ?? 0));
    },
  });

  if (replica) {
    new Gauge({
      name: 'sextant_db_replica_lag_seconds',
      help: 'How far the replica is behind the primary, in seconds, as last sampled (+Inf while it does not answer)',
      registers,
      collect() {
        this.set(replica.lagSeconds);
      },
    });
    new Gauge({
      name: 'sextant_db_replica_lag_bytes',
      help: 'Write-ahead log the replica has not replayed yet, in bytes, as last sampled',
      registers,
      collect() {
        this.set(replica.lagBytes);
      },
    });
    new Gauge({
      name: 'sextant_db_replica_usable',
      help: '1 while heavy reads may go to the replica (it answers, is a standby, lags within SEXTANT_REPLICA_MAX_LAG_S), else 0',
      registers,
      collect() {
        this.set(replica.usable ? 1 : 0);
      },
    });
    m.replicaReads = new Counter({
      name: 'sextant_db_replica_reads_total',
      help: 'Replica-eligible reads, by where they were served',
      ...labels(['read_from']),
    });
    timeQueries(replica.db, m.queryDuration);
  }

  timeQueries(db, m.queryDuration);
  if (apiDb !== db) timeQueries(apiDb, m.queryDuration);
  return m;
}

/** The part of tarn's pool (knex's) read at scrape. */
interface Pool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

interface JobRow {
  task: string;
  waiting: string;
  running: string;
  failed: string;
  oldest: string | null;
}

/** The queue by task, from graphile-worker's public `jobs` view; empty when its schema is not installed. */
async function readJobs(db: Knex): Promise<JobRow[]> {
  const { rows } = await db.raw(`
    SELECT task_identifier AS task,
           count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts) AS waiting,
           count(*) FILTER (WHERE locked_at IS NOT NULL) AS running,
           count(*) FILTER (WHERE locked_at IS NULL AND attempts >= max_attempts) AS failed,
           extract(epoch FROM now() - min(run_at) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now())) AS oldest
      FROM graphile_worker.jobs
     GROUP BY task_identifier`);
  return rows;
}

/** Times every round trip of `db` (src/platform/queryEvents.ts) into `histogram`. */
function timeQueries(db: Knex, histogram: Histogram): void {
  onRoundTrips(
    db,
    () => process.hrtime.bigint(),
    (started) => histogram.observe(Number(process.hrtime.bigint() - started) / 1e9),
  );
}
