/**
 * Starts Sextant in-process: migrations, first-start bootstrap, HTTP server. Used by src/main.ts and by tests.
 */
import type { Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { createDb, migrate, type Db } from './db/knex.js';
import { createServices, type Services } from './services/index.js';
import { createApp } from './http/app.js';

export interface Running { server: Server; port: number; db: Db; services: Services; close: () => Promise<void> }

export async function startServer(opts: { databaseUrl: string; port: number; logger?: Logger; bootstrap?: boolean }): Promise<Running & { bootstrapKey?: string }> {
  const logger = opts.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const db = createDb(opts.databaseUrl);
  await migrate(db);
  const services = createServices(db);
  let bootstrapKey: string | undefined;
  if (opts.bootstrap && (await services.orgs.isEmpty())) {
    bootstrapKey = (await services.orgs.createOrg('Default org')).apiKey;
  }
  const app = createApp({ services, logger, authenticate: (h) => services.orgs.authenticate(h) });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(opts.port, () => resolve(s));
  });
  const port = (server.address() as { port: number }).port;
  return {
    server, port, db, services, bootstrapKey,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await db.destroy();
    },
  };
}
