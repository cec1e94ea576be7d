/**
 * Where the data lives (issue 2 §3): DATABASE_URL when set, else the embedded Postgres under .data/pg on
 * SEXTANT_PG_PORT (default 54329). The server and the admin CLI share it: whichever starts first runs it, the
 * other connects to it.
 */
import pg from 'pg';
import { join } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbedded } from './embedded.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The database cannot be reached or started. `message` is one plain sentence for an operator: which database,
 * what went wrong and what to do; `npm start` and the admin CLI print it alone and exit 1.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; embedded: boolean; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const port = Number(env.SEXTANT_PG_PORT ?? 54329);
  const url = `postgres://postgres:sextant@127.0.0.1:${port}/sextant`;
  if (await reachable(url)) return { url, embedded: true, stop: async () => {} };
  const handle = await startEmbedded(join(ROOT, '.data/pg'), { persistent: true, port });
  return { url: handle.url, embedded: true, stop: handle.stop };
}
