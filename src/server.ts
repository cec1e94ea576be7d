/**
 * Starts Sextant in-process: migrations, HTTP server, first-start bootstrap. Used by src/main.ts and by tests.
 * Throws PortUnavailableError (one plain sentence) when the port is taken; `close()` drains.
 */
import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { createAppDb, createDb, migrate, type Db } from './db/knex.js';
import { createServices, type Services } from './services/index.js';
import { createApp } from './http/app.js';
import { handlers } from '../handlers/index.js';
import { ApiError } from './core/errors.js';
import { failureBody } from './core/envelope.js';
import { inActorOrg, inOrg, scopedDb } from './db/scope.js';
import { IdempotencyStore } from './platform/idempotency.js';
import { RateLimiter, rateLimitFromEnv } from './platform/rateLimit.js';
import { createObjectStore, LocalObjectStore, secretKeyFor, storageFromEnv, type StorageConfig } from './storage/index.js';
import { dataDir } from './db/connect.js';
import { Keyring, KEYRING_REFRESH_MS } from './storage/keyring.js';
import { uploadRoutes } from './http/uploads.js';
import { mcpChallenge, oauthRoutes, requestOrigin } from './oauth/routes.js';
import { purgeSessions } from './oauth/sessions.js';
import { integrationRoutes } from './integrations/routes.js';
import { purgeOldEvents } from './webhooks/ledger.js';
import { auditRetentionDays, purgeOldAuditEvents } from './repositories/audit.js';
import { publicUrlOf } from './core/publicUrl.js';
import { installQueue, startWorkers, type JobQueue } from './platform/queue.js';
import { traceQueries } from './platform/tracing.js';
import { createMetrics } from './platform/metrics.js';
import { CRONTAB, taskList } from './jobs/index.js';
import { webhookOptions, type WebhookOptions } from './webhooks/deliver.js';
import { isUuid } from './core/uuid.js';
import { Replica, replicaOptionsFromEnv } from './db/replica.js';

/** How long in-flight requests may take to finish once shutdown begins. */
export const DRAIN_MS = 5000;
/**
 * The connections of one instance, as many as before the split: the application pool (row-level security) serves
 * the operations; the owner (system) pool serves admission, idempotency claims, OAuth, jobs and purges.
 */
const APP_POOL = { min: 0, max: 7 };
const SYSTEM_POOL = { min: 0, max: 3 };
/** The replica's pool (DATABASE_REPLICA_URL), and how long a read waits for one of its connections before the primary serves it. */
const REPLICA_POOL = { min: 0, max: 4 };
const REPLICA_ACQUIRE_MS = 2000;

/** How often expired idempotency records and old rate-limit windows are deleted. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface Running {
  server: Server;
  port: number;
  /** The owner (system) db: not subject to row-level security; migrations and the cross-org paths. */
  db: Db;
  /** The application db (role sextant_app): tenant rows only inside an org transaction (src/db/scope.ts). */
  appDb: Db;
  /** The streaming replica the heavy reads use (DATABASE_REPLICA_URL; src/db/replica.ts), when one is configured. */
  replica?: Replica;
  /**
   * The services over the owner db, for work outside a request that sets its org itself or spans orgs: the
   * first-start bootstrap, jobs, and test fixtures. The operations use their own, over the application db.
   */
  services: Services;
  /** Readiness turns not_ready, HTTP drains (in-flight requests get up to `drainMs`, default DRAIN_MS), the pool closes. */
  close: (drainMs?: number) => Promise<void>;
  /** The admin key created on first start (bootstrap), shown once. */
  bootstrapKey?: string;
}

export async function startServer(opts: {
  databaseUrl: string;
  port: number;
  /** The interface to listen on (default 127.0.0.1: this machine only; 0.0.0.0 or :: for every interface, as in a container). */
  host?: string;
  logger?: Logger;
  bootstrap?: boolean;
  /** Requests per minute per key (spec 2 §8); default SEXTANT_RATE_LIMIT or 600. */
  rateLimit?: number;
  /** The object store; default from the environment (src/storage/index.ts). */
  storage?: StorageConfig;
  /** Run this instance's job-queue workers (default: unless SEXTANT_WORKER=0). */
  worker?: boolean;
  /**
   * Webhook delivery (src/webhooks/deliver.ts): `extraCa` a PEM CA trusted on top of Node's roots,
   * `allowPrivate` deliver to loopback and private addresses (default SEXTANT_WEBHOOK_ALLOW_PRIVATE=1), `retryScale`
   * multiplies the retry delays (default SEXTANT_WEBHOOK_RETRY_SCALE, else 1). The first and last are for tests and
   * local development only.
   */
  webhooks?: WebhookOptions;
  /** The bearer token of GET /metrics (default SEXTANT_METRICS_TOKEN); unset, no metrics are collected or served. */
  metricsToken?: string;
  /** A hot standby of the primary for the heavy reads (default DATABASE_REPLICA_URL); unset, every read uses the primary. */
  replicaUrl?: string;
  /** Render /docs's first part right after listen (default: unless SEXTANT_DOCS_PRERENDER=on-request); else on its first request. */
  prerenderDocs?: boolean;
}): Promise<Running> {
  const logger = opts.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  // Two pools (decision 0053): `db`, the owner (system) connection, for migrations and the cross-org paths listed in
  // docs/architecture.md "Tenancy"; `appDb`, the application role, for every operation, under row-level security.
  // DATABASE_APP_URL may give the application its own login (a member of sextant_app).
  const db = createDb(opts.databaseUrl, SYSTEM_POOL);
  const appDb = createAppDb(process.env.DATABASE_APP_URL || opts.databaseUrl, APP_POOL);
  traceQueries(db); // when tracing is on (src/platform/tracing.ts)
  traceQueries(appDb);
  // The heavy reads' replica (decision 0059): the application role there too, under the same row-level security.
  const replicaUrl = opts.replicaUrl ?? (process.env.DATABASE_REPLICA_URL || undefined);
  const replica = replicaUrl
    ? new Replica(createAppDb(replicaUrl, REPLICA_POOL, REPLICA_ACQUIRE_MS), appDb, {
        ...replicaOptionsFromEnv(),
        warn: (err, what) => logger.warn({ err }, what),
      })
    : undefined;
  if (replica) traceQueries(replica.db);
  // Then the job queue's own schema, when the database has none yet.
  await migrate(db);
  await installQueue(db, opts.databaseUrl, logger);
  let port = 0;
  /** The server's base URL as clients reach it: SEXTANT_PUBLIC_URL, else http://127.0.0.1:<port>. Also the OAuth issuer. */
  const publicUrl = () => publicUrlOf(process.env, port);
  const storage = opts.storage ?? storageFromEnv(dataDir());
  const store = await createObjectStore(storage, publicUrl);
  // One secret key per deployment (SEXTANT_SECRET_KEY, else the key file the local store also uses). It signs the
  // OAuth keys as before, and wraps the keyring's data keys, which encrypt secrets at rest (src/storage/keyring.ts).
  const secret = secretKeyFor(storage, dataDir());
  const keyring = await Keyring.load(db, secret, {
    refreshMs: KEYRING_REFRESH_MS,
    onError: (err) => logger.warn({ err }, 'keyring reload failed; keeping the keys loaded before'),
  });
  const appServices = createServices(scopedDb(appDb), store, keyring, publicUrl);
  // MCP sessions are read and written outside the pipeline (per MCP request), each call in the caller's org.
  const services: Services = { ...appServices, mcpSessions: inActorOrg(appDb, appServices.mcpSessions) };
  // The instance's readiness (draining) is one state, whichever services mark it.
  const systemServices: Services = { ...createServices(scopedDb(db), store, keyring, publicUrl), health: services.health };
  const rateLimit = opts.rateLimit ?? rateLimitFromEnv();
  const metricsToken = opts.metricsToken ?? (process.env.SEXTANT_METRICS_TOKEN || undefined);
  const metrics = metricsToken ? await createMetrics(db, appDb, replica) : undefined;
  // The first lag sample before the first request (a replica that does not answer is no error: the primary serves).
  await replica?.start();
  const app = createApp({
    metrics,
    metricsToken,
    services,
    handlers,
    logger,
    appDb,
    replica,
    systemDb: db,
    rateLimit,
    keyring,
    // A credential is found by its hash before any org is known: on the owner db.
    authenticate: (h) => systemServices.orgs.authenticate(h),
    mcpChallenge: (host) => mcpChallenge(publicUrl(), requestOrigin(publicUrl(), host)),
    publicUrl,
    rawRoutes: [
      // OAuth 2.0: the authorization server, the consent page and the metadata, outside the envelope.
      oauthRoutes({ db, logger, publicUrl, secret, metrics }),
      // Inbound integration webhooks: GitHub deliveries, verified over their raw bytes.
      integrationRoutes({ systemDb: db, appDb, logger, services, keyring }),
      // A local upload URL takes bytes only while its file is pending (src/http/uploads.ts).
      ...(store instanceof LocalObjectStore
        ? [
            uploadRoutes(store, logger, async (key) => {
              const [, orgId, id] = key.split('/');
              if (!isUuid(orgId ?? '') || !isUuid(id ?? '')) return 'missing';
              // The key names its org: the file is looked up in that org only.
              const row = await inOrg(appDb, orgId, (trx) => trx('files').select('status').where({ org_id: orgId, id }).first());
              return !row ? 'missing' : row.status === 'pending' ? 'pending' : 'confirmed';
            }),
          ]
        : []),
    ],
  });
  const purge = async () => {
    try {
      const records = await new IdempotencyStore(db).purgeExpired();
      const windows = await new RateLimiter(db, rateLimit).purge();
      const sessions = await purgeSessions(db);
      const events = await purgeOldEvents(db);
      const audit = await purgeOldAuditEvents(db, auditRetentionDays(process.env));
      logger.debug(
        { records, windows, sessions, events, audit },
        'purged expired idempotency records, rate-limit windows, consent sessions, and events and ledger rows past their retention',
      );
    } catch (err) {
      logger.warn({ err }, 'purge failed');
    }
  };
  let server: Server;
  try {
    server = await listen(app, opts.port, opts.host ?? DEFAULT_HOST);
  } catch (err) {
    keyring.close();
    await Promise.all([db.destroy(), appDb.destroy(), replica?.stop()]);
    throw err;
  }
  port = (server.address() as AddressInfo).port;
  // The reference page's first part is rendered once per public URL (seconds of a worker thread's time): now, while
  // nobody waits, unless the operator asks for it on the first GET /docs (SEXTANT_DOCS_PRERENDER=on-request, as the
  // test suite does for its many short-lived servers).
  if (opts.prerenderDocs ?? process.env.SEXTANT_DOCS_PRERENDER !== 'on-request') void app.prerenderDocs();
  let jobs: JobQueue | undefined;
  if (opts.worker ?? process.env.SEXTANT_WORKER !== '0') {
    const webhooks = webhookOptions(opts.webhooks);
    if (webhooks.allowPrivate)
      logger.warn('webhooks may be delivered to loopback and private addresses (SEXTANT_WEBHOOK_ALLOW_PRIVATE): for tests and local development only');
    try {
      jobs = await startWorkers({
        connectionString: opts.databaseUrl,
        db,
        logger,
        // Jobs span orgs (their payloads name one each): on the owner db (docs/architecture.md "Tenancy").
        taskList: taskList({ db, store, logger, services: systemServices, keyring, webhooks, metrics }),
        metrics,
        crontab: CRONTAB,
      });
    } catch (err) {
      server.close();
      keyring.close();
      await Promise.all([db.destroy(), appDb.destroy(), replica?.stop()]);
      throw err;
    }
  }
  void purge();
  const purger = setInterval(purge, PURGE_EVERY_MS).unref();
  // After listen succeeded, so a start that fails (busy port) never creates an admin key nobody sees.
  let bootstrapKey: string | undefined;
  if (opts.bootstrap && (await systemServices.orgs.isEmpty())) {
    bootstrapKey = (await systemServices.orgs.createOrg('Default org')).apiKey;
  }
  return {
    server,
    port,
    db,
    appDb,
    replica,
    services: systemServices,
    bootstrapKey,
    close: async (drainMs = DRAIN_MS) => {
      services.health.markDraining();
      clearInterval(purger);
      keyring.close();
      await Promise.allSettled([drain(server, drainMs), jobs?.stop()]);
      await Promise.all([db.destroy(), appDb.destroy(), replica?.stop()]);
    },
  };
}

/** The port cannot be listened on; `message` is one plain sentence saying what to do. */
export class PortUnavailableError extends Error {
  override name = 'PortUnavailableError';
}

/** Where a server listens when HOST is not set: this machine only, so a laptop's server is not on the café's network. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * Listens on `host`:`port` (0: any free one); rejects with PortUnavailableError when the port is taken or privileged,
 * or the host is not an address of this machine.
 */
function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    // Idle keep-alive connections live 65 s (Node's default is 5 s): a client that pauses between requests — an MCP
    // SDK client compiling ~280 output-schema validators after tools/list, a load balancer's pool (60 s on AWS
    // ALB) — must not find its connection closed under it. headersTimeout stays above it, as Node requires.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('clientError', answerUnparsable);
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        reject(
          new PortUnavailableError(`Port ${port} is already in use by another program: stop that program, or start Sextant on a free port with PORT=<port>.`),
        );
      else if (err.code === 'EACCES')
        reject(new PortUnavailableError(`Port ${port} needs privileges this user does not have: start Sextant on a port above 1023 with PORT=<port>.`));
      else if (err.code === 'EAI_AGAIN')
        reject(new PortUnavailableError(`HOST=${host} could not be resolved (the name server did not answer): retry, or set HOST to an IP address.`));
      else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
        reject(
          new PortUnavailableError(
            `HOST=${host} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).`,
          ),
        );
      else reject(err);
    });
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * A request Node cannot parse never reaches express: it gets the §7 envelope here instead of Node's bare status
 * line — 431 for a URL and headers over Node's 16 KB, 400 for anything else that is not HTTP/1.1.
 */
function answerUnparsable(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const requestId = randomUUID();
  const error = new ApiError(
    tooLarge ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED',
    tooLarge ? 'The URL and headers are larger than 16 KB' : 'The request is not valid HTTP/1.1',
    {
      details: [
        { field: tooLarge ? 'header' : 'request', message: tooLarge ? 'URL and headers exceed 16 KB' : `cannot be parsed (${err.code ?? err.message})` },
      ],
      suggestion: tooLarge ? 'Shorten the URL and headers to under 16 KB; send long content in a JSON body.' : 'Send a well-formed HTTP/1.1 request.',
    },
  );
  const status = error.status;
  const body = JSON.stringify(failureBody(error, requestId));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Stops accepting connections, lets requests in flight finish for up to `drainMs`, then closes whatever is
 * left. Keep-alive connections are closed as soon as they are idle (at once, or right after their response),
 * so clients reconnect elsewhere instead of holding the process.
 */
function drain(server: Server, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
