/**
 * GET /metrics (Prometheus text format) on the real server, read with a Prometheus text-format parser:
 * - refused (401 §7 envelope, WWW-Authenticate Bearer) without the metrics token, with another token, and with an API
 *   key; absent (404) on a server started without SEXTANT_METRICS_TOKEN;
 * - names follow Prometheus conventions (counters `_total`, durations `_seconds`), process metrics included;
 * - the named series move when requests (REST, MCP, batch; 2xx and 4xx), idempotent replays and conflicts, rate-limit
 *   refusals, database round trips, jobs, webhook deliveries and OAuth token requests happen.
 * The shared server is scraped by other files' traffic too, so its counters are compared as "moved by at least";
 * the rate-limit and per-operation counts are exact on a server of this file's own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import * as sdk from '../../sdk/src/index';
import { as, must, useSdk } from '../lib/sdkAs.js';
import { newOrg } from '../lib/orgs.js';
import { startReceiver, type Receiver } from '../lib/receiver.js';
import { authorizeAndExchange, newApp, token } from '../lib/oauth.js';
import { scrape, type Scrape } from '../lib/prometheus.js';
import { ROOT } from '../../src/db/connect.js';
import { startServer, type Running } from '../../src/server.js';
import { mcpAs } from '../lib/mcpTools.js';

const { baseUrl, databaseUrl, tls, metricsToken, target } = inject('contract');
const live = target === 'live';

let org: Awaited<ReturnType<typeof newOrg>>;
let receiver: Receiver;
useSdk();

/** A scrape of the shared server that must succeed. */
async function metrics(): Promise<Scrape> {
  const r = await scrape(baseUrl, metricsToken);
  expect(r.status, r.body.slice(0, 300)).toBe(200);
  return r.scrape!;
}

/** Scrapes until `ok` holds (jobs and deliveries happen after the request that caused them). */
async function eventually(ok: (s: Scrape) => boolean, what: string, timeoutMs = 20_000): Promise<Scrape> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await metrics();
    if (ok(s)) return s;
    if (Date.now() > deadline) throw new Error(`metrics never showed ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  if (!live || !metricsToken) return;
  org = await newOrg('Metrics org');
  receiver = await startReceiver({ certPem: readFileSync(tls!.certPath, 'utf8'), keyPem: readFileSync(tls!.keyPath, 'utf8') });
});
afterAll(async () => {
  await receiver?.close();
});

describe.runIf(live && metricsToken)('GET /metrics on the shared server', () => {
  it('answers only the metrics token: 401 without it, with another token, with an API key', async () => {
    for (const given of [undefined, 'not-the-token', org.apiKey, `${metricsToken}x`]) {
      const r = await scrape(baseUrl, given);
      expect(r.status, String(given)).toBe(401);
      const body = JSON.parse(r.body);
      expect(body).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
      expect(body.error.suggestion).toMatch(/SEXTANT_METRICS_TOKEN/);
    }
    const res = await fetch(`${baseUrl}/metrics`);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('is the Prometheus text format, names by convention, with process and pool metrics', async () => {
    must(await sdk.getViewer(as(org.apiKey))); // a request just before: each pool holds a connection, used or idle
    const r = await scrape(baseUrl, metricsToken);
    expect(r.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const s = r.scrape!;
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds'])
      expect(s.families.has(name), name).toBe(true);
    const ours = [...s.families.values()].filter((f) => f.name.startsWith('sextant_'));
    expect(ours.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'sextant_requests_total',
        'sextant_request_duration_seconds',
        'sextant_requests_in_flight',
        'sextant_db_pool_connections',
        'sextant_db_pool_max',
        'sextant_db_pool_waiting',
        'sextant_db_query_duration_seconds',
        'sextant_jobs_queued',
        'sextant_jobs_oldest_waiting_seconds',
      ]),
    );
    for (const f of ours) {
      expect(f.name).toMatch(/^sextant_[a-z_]+$/);
      if (f.type === 'COUNTER') expect(f.name).toMatch(/_total$/);
      if (f.type === 'HISTOGRAM') expect(f.name).toMatch(/_seconds$/);
      expect(f.help.length, f.name).toBeGreaterThan(10);
    }
    // The application pool serves the operations; the owner's (system) admission, idempotency claims, jobs and OAuth.
    expect(s.value('sextant_db_pool_max', { pool: 'app' })).toBe(7);
    expect(s.value('sextant_db_pool_max', { pool: 'system' })).toBe(3);
    for (const pool of ['app', 'system'])
      expect(
        s.value('sextant_db_pool_connections', { pool, state: 'used' }) + s.value('sextant_db_pool_connections', { pool, state: 'idle' }),
        pool,
      ).toBeGreaterThan(0);
    expect(
      s
        .labelSets('sextant_db_pool_waiting')
        .map((l) => l.pool)
        .sort(),
    ).toEqual(['app', 'system']);
  });

  it('counts and times requests per operationId, transport and status class (REST, MCP, batch; 2xx and 4xx)', async () => {
    const before = await metrics();
    const key = as(org.apiKey);
    for (let i = 0; i < 3; i++) expect((await sdk.listTeams(undefined, key)).status).toBe(200);
    expect((await sdk.getTask(randomUUID(), key)).status).toBe(404);
    const batch = await sdk.runBatch(
      {
        operations: [
          { id: 'a', method: 'GET', path: '/api/v1/teams' },
          { id: 'b', method: 'GET', path: '/api/v1/teams' },
        ],
      },
      undefined,
      key,
    );
    expect(batch.status).toBe(207);
    const mcp = await mcpAs(org.apiKey);
    const listed = await mcp.callTool({ name: 'list_teams', arguments: {} });
    expect(listed.isError).toBeFalsy();
    await mcp.close();
    const after = await metrics();
    const moved = (name: string, labels: Record<string, string>, read: 'value' | 'count' = 'value') => after[read](name, labels) - before[read](name, labels);
    const cases: [Record<string, string>, number][] = [
      [{ operation: 'listTeams', transport: 'rest', status_class: '2xx' }, 3],
      [{ operation: 'getTask', transport: 'rest', status_class: '4xx' }, 1],
      [{ operation: 'runBatch', transport: 'rest', status_class: '2xx' }, 1],
      [{ operation: 'listTeams', transport: 'batch', status_class: '2xx' }, 2],
      [{ operation: 'listTeams', transport: 'mcp', status_class: '2xx' }, 1],
    ];
    for (const [labels, n] of cases) {
      expect(moved('sextant_requests_total', labels), JSON.stringify(labels)).toBeGreaterThanOrEqual(n);
      expect(moved('sextant_request_duration_seconds', labels, 'count'), JSON.stringify(labels)).toBeGreaterThanOrEqual(n);
    }
    expect(moved('sextant_db_query_duration_seconds', {}, 'count')).toBeGreaterThanOrEqual(5);
    expect(after.value('sextant_requests_in_flight')).toBeGreaterThanOrEqual(0);
  });

  it('counts idempotent replays and conflicts', async () => {
    const before = await metrics();
    const admin = as(org.apiKey);
    const key = randomUUID();
    const body = { name: `Metrics ${key.slice(0, 6)}`, prefix: `M${key.slice(0, 3).toUpperCase()}` };
    expect((await sdk.createTeam(body, { 'Idempotency-Key': key }, admin)).status).toBe(201);
    const replay = await sdk.createTeam(body, { 'Idempotency-Key': key }, admin);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await sdk.createTeam({ ...body, name: 'Another' }, { 'Idempotency-Key': key }, admin)).status).toBe(409);
    const after = await metrics();
    expect(
      after.value('sextant_idempotency_replays_total', { transport: 'rest' }) - before.value('sextant_idempotency_replays_total', { transport: 'rest' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      after.value('sextant_idempotency_conflicts_total', { transport: 'rest' }) - before.value('sextant_idempotency_conflicts_total', { transport: 'rest' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts jobs and webhook deliveries by outcome as the queue runs them', async () => {
    const before = await metrics();
    const admin = as(org.apiKey);
    receiver.answer('/metrics-fail', [500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500]);
    must(
      await sdk.createWebhookSubscription(
        { url: receiver.url('/metrics-ok'), eventTypes: ['vision.created'], secret: `whsec_${randomUUID()}` },
        undefined,
        admin,
      ),
    );
    must(
      await sdk.createWebhookSubscription(
        { url: receiver.url('/metrics-fail'), eventTypes: ['vision.created'], secret: `whsec_${randomUUID()}` },
        undefined,
        admin,
      ),
    );
    must(await sdk.createVision({ name: 'Measured vision', narrative: 'Everything is observed' }, undefined, admin));
    await receiver.waitFor((r) => r.path === '/metrics-ok');
    const moved = (s: Scrape, name: string, labels: Record<string, string>) => s.value(name, labels) - before.value(name, labels);
    const after = await eventually(
      (s) =>
        moved(s, 'sextant_webhook_deliveries_total', { outcome: 'succeeded' }) >= 1 &&
        moved(s, 'sextant_webhook_deliveries_total', { outcome: 'failed' }) >= 1 &&
        moved(s, 'sextant_jobs_total', { task: 'webhook_fanout', outcome: 'success' }) >= 1 &&
        moved(s, 'sextant_jobs_total', { task: 'webhook_deliver', outcome: 'success' }) >= 2,
      'a fanout, a delivered and a failed webhook attempt',
    );
    expect(after.count('sextant_webhook_delivery_duration_seconds', { outcome: 'succeeded' })).toBeGreaterThan(
      before.count('sextant_webhook_delivery_duration_seconds', { outcome: 'succeeded' }),
    );
    // The queue gauges are read from the queue at scrape: every label set names a task and a state.
    for (const labels of after.labelSets('sextant_jobs_queued'))
      expect(labels).toEqual({ task: expect.any(String), state: expect.stringMatching(/^(waiting|running|failed)$/) });
  });

  it('counts OAuth token requests by grant type and outcome, and refresh-token reuse', async () => {
    const before = await metrics();
    const app = await newApp(org.orgId);
    const t = await authorizeAndExchange(baseUrl, app, org.apiKey, { scope: 'task:read' });
    expect((await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).status).toBe(200);
    expect((await token(baseUrl, app, { grant_type: 'refresh_token', refresh_token: t.refresh_token })).status).toBe(400);
    const after = await metrics();
    const moved = (name: string, labels: Record<string, string> = {}) => after.value(name, labels) - before.value(name, labels);
    expect(moved('sextant_oauth_tokens_total', { grant_type: 'authorization_code', outcome: 'issued' })).toBeGreaterThanOrEqual(1);
    expect(moved('sextant_oauth_tokens_total', { grant_type: 'refresh_token', outcome: 'issued' })).toBeGreaterThanOrEqual(1);
    expect(moved('sextant_oauth_tokens_total', { grant_type: 'refresh_token', outcome: 'refused' })).toBeGreaterThanOrEqual(1);
    expect(moved('sextant_oauth_token_reuse_total')).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(live)('servers of this file', () => {
  const dirs: string[] = [];
  const servers: Running[] = [];
  const start = async (opts: { metricsToken?: string; rateLimit?: number }) => {
    const dir = mkdtempSync(join(ROOT, '.test-data', 'metrics-'));
    dirs.push(dir);
    const s = await startServer({
      databaseUrl,
      port: 0,
      logger: pino({ level: 'silent' }),
      worker: false,
      storage: { driver: 'local', dir: join(dir, 'objects'), secretKeyFile: join(dir, 'secret.key') },
      ...opts,
    });
    servers.push(s);
    return `http://127.0.0.1:${s.port}`;
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close(100)));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('has no /metrics without SEXTANT_METRICS_TOKEN (404, whatever the credential)', async () => {
    const base = await start({ metricsToken: '' });
    for (const given of [undefined, 'anything']) {
      const r = await scrape(base, given);
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('counts rate-limit refusals and each request exactly once', async () => {
    const o = await newOrg('Metrics rate org');
    const base = await start({ metricsToken: 'own-token', rateLimit: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${base}/api/v1/teams`, { headers: { authorization: `Bearer ${o.apiKey}` } })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const s = (await scrape(base, 'own-token')).scrape!;
    expect(s.value('sextant_rate_limit_refusals_total', { transport: 'rest' })).toBe(2);
    expect(s.value('sextant_requests_total', { operation: 'listTeams', transport: 'rest', status_class: '2xx' })).toBe(2);
    expect(s.value('sextant_requests_total', { operation: 'listTeams', transport: 'rest', status_class: '4xx' })).toBe(2);
    expect(s.count('sextant_request_duration_seconds', { operation: 'listTeams' })).toBe(4);
    expect(s.value('sextant_requests_in_flight')).toBe(0);
  });
});
