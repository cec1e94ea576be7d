/**
 * The floor the benchmark compares the full stack with: node:http + pg doing the same work on the same rows — the
 * API-key lookup joined to its user, then the same task row(s) joined to the team's prefix, both as named
 * statements (as Sextant runs them), answered in the same envelope (`ok`, `data`, `meta`, and `pagination` for the
 * list) with an X-Request-Id.
 * Usage: tsx bench/servers.ts <databaseUrl>   (prints the port on stdout)
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { hashKey } from '../src/auth/keys.js';

const [databaseUrl] = process.argv.slice(2);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(0));

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const AUTH = `select k.id, k.org_id, k.user_id, k.role, k.capabilities, u.name, u.email, u.org_role from api_keys k
  join users u on u.org_id = k.org_id and u.id = k.user_id where k.key_hash = $1 and k.revoked_at is null limit 1`;
const ONE = `select t.*, tm.prefix as team_prefix from tasks t left join teams tm on tm.org_id = t.org_id and tm.id = t.team_id
  where t.org_id = $1 and t.id = $2 limit 1`;
const LIST = `select t.*, tm.prefix as team_prefix, t.number as _k0 from tasks t left join teams tm on tm.org_id = t.org_id and tm.id = t.team_id
  where t.org_id = $1 order by t.number asc limit 51`;
const named = (name: string, text: string, values: unknown[]) => pool.query({ name, text, values });

const server = http.createServer(async (req, res) => {
  const requestId = randomUUID();
  const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const auth = await named('floor_auth', AUTH, [hashKey(key)]);
  if (!auth.rowCount) {
    res.writeHead(401).end();
    return;
  }
  const orgId = auth.rows[0].org_id;
  const url = new URL(req.url!, 'http://x');
  const m = /^\/api\/v1\/tasks\/([0-9a-f-]{36})$/.exec(url.pathname);
  const meta = { requestId, timestamp: new Date().toISOString(), version: 'v1' };
  let body: unknown;
  if (m) body = { ok: true, data: (await named('floor_one', ONE, [orgId, m[1]])).rows[0], meta };
  else {
    const rows = (await named('floor_list', LIST, [orgId])).rows;
    body = { ok: true, data: rows.slice(0, 50), pagination: { hasMore: rows.length > 50, cursor: rows.length > 50 ? String(rows[49]._k0) : null }, meta };
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId }).end(JSON.stringify(body));
});
server.listen(0, () => process.stdout.write(`${(server.address() as { port: number }).port}\n`));
