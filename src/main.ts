/**
 * `npm start` — serves Sextant on PORT (default 3000) against DATABASE_URL or the embedded Postgres under .data/.
 * On first start with an empty database it creates a default org with an admin user and prints the admin key once.
 * SIGTERM/SIGINT close the HTTP server, the pool and the embedded database gracefully.
 */
import pino from 'pino';
import { openDatabase } from './db/connect.js';
import { startServer } from './server.js';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const database = await openDatabase();
const running = await startServer({ databaseUrl: database.url, port: Number(process.env.PORT ?? 3000), logger, bootstrap: true });
logger.info({ port: running.port, database: database.embedded ? 'embedded (.data/pg)' : 'DATABASE_URL' }, 'Sextant listening');
if (running.bootstrapKey) {
  process.stdout.write(
    `\nFirst start: created the default org and its admin.\nAdmin API key (shown once, store it now):\n\n  ${running.bootstrapKey}\n\n` +
      `Try: curl -H "Authorization: Bearer ${running.bootstrapKey}" http://localhost:${running.port}/api/v1/viewer\n\n`,
  );
}

let stopping = false;
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal: sig }, 'shutting down');
    await running.close();
    await database.stop();
    process.exit(0);
  });
}
