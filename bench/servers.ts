/**
 * The two servers the benchmark compares, each run in its own process:
 *   sextant: the full stack (express 5, openapi-backend, pipeline, ajv, services, knex)
 *   bare:    node:http + pg running the same SQL (credential lookup, then the task query)
 * Usage: tsx bench/servers.ts <sextant|bare> <databaseUrl>   (prints the port on stdout)
 */
import http from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { hashKey } from '../src/auth/keys.js';
import { startServer } from '../src/server.js';

const [kind, databaseUrl] = process.argv.slice(2);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(0));

if (kind === 'sextant') {
  const running = await startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), rateLimit: 1_000_000_000 });
  process.stdout.write(`${running.port}\n`);
} else {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const AUTH = `select k.id, k.org_id, k.user_id, k.role, k.capabilities, u.name, u.email, u.org_role from api_keys k
    join users u on u.org_id = k.org_id and u.id = k.user_id where k.key_hash = $1 and k.revoked_at is null limit 1`;
  const ONE = `select t.*, tm.prefix as team_prefix from tasks t left join teams tm on tm.org_id = t.org_id and tm.id = t.team_id
    where t.org_id = $1 and t.id = $2 limit 1`;
  const LIST = `select t.*, tm.prefix as team_prefix, t.number as _k0 from tasks t left join teams tm on tm.org_id = t.org_id and tm.id = t.team_id
    where t.org_id = $1 order by t.number asc limit 51`;
  const server = http.createServer(async (req, res) => {
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const auth = await pool.query(AUTH, [hashKey(key)]);
    if (!auth.rowCount) {
      res.writeHead(401).end();
      return;
    }
    const orgId = auth.rows[0].org_id;
    const url = new URL(req.url!, 'http://x');
    const m = /^\/api\/v1\/tasks\/([0-9a-f-]{36})$/.exec(url.pathname);
    const r = m ? await pool.query(ONE, [orgId, m[1]]) : await pool.query(LIST, [orgId]);
    const data = m ? r.rows[0] : r.rows.slice(0, 50);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, data }));
  });
  server.listen(0, () => process.stdout.write(`${(server.address() as { port: number }).port}\n`));
}
