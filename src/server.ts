/**
 * Starts Sextant in-process: migrations, first-start bootstrap, HTTP server. Used by src/main.ts and by tests.
 */
import type { Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { createDb, migrate, type Db } from './db/knex.js';
import { createServices, type Services } from './services/index.js';
import { createApp } from './http/app.js';
import { scopedDb } from './db/scope.js';
import { IdempotencyStore } from './platform/idempotency.js';
import { RateLimiter, rateLimitFromEnv } from './platform/rateLimit.js';

/** How often expired idempotency records and old rate-limit windows are deleted. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface Running { server: Server; port: number; db: Db; services: Services; close: () => Promise<void> }

export async function startServer(opts: {
  databaseUrl: string; port: number; logger?: Logger; bootstrap?: boolean;
  /** Requests per minute per key (spec 2 §8); default SEXTANT_RATE_LIMIT or 600. */
  rateLimit?: number;
}): Promise<Running & { bootstrapKey?: string }> {
  const logger = opts.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const db = createDb(opts.databaseUrl);
  await migrate(db);
  const services = createServices(scopedDb(db));
  let bootstrapKey: string | undefined;
  if (opts.bootstrap && (await services.orgs.isEmpty())) {
    bootstrapKey = (await services.orgs.createOrg('Default org')).apiKey;
  }
  const rateLimit = opts.rateLimit ?? rateLimitFromEnv();
  const app = createApp({ services, logger, db, rateLimit, authenticate: (h) => services.orgs.authenticate(h) });
  const purge = async () => {
    try {
      const records = await new IdempotencyStore(db).purgeExpired();
      const windows = await new RateLimiter(db, rateLimit).purge();
      logger.debug({ records, windows }, 'purged expired idempotency records and rate-limit windows');
    } catch (err) {
      logger.warn({ err }, 'purge failed');
    }
  };
  void purge();
  const purger = setInterval(purge, PURGE_EVERY_MS).unref();
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(opts.port, () => resolve(s));
  });
  const port = (server.address() as { port: number }).port;
  return {
    server, port, db, services, bootstrapKey,
    close: async () => {
      clearInterval(purger);
      await new Promise<void>((r) => server.close(() => r()));
      await db.destroy();
    },
  };
}
