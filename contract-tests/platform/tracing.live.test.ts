/**
 * OpenTelemetry traces from a server process started as `npm start` starts it, with the standard OTEL_* variables
 * pointing at a local OTLP collector stub (HTTP, JSON and protobuf), on a database of its own (so only its workers
 * run its jobs):
 * - a request carrying `traceparent` continues that trace: an HTTP server span `POST /api/v1/visions`, an operation
 *   span named by operationId with route, org and credential kind (never the key or the body), the pipeline's steps
 *   and every database round trip as children;
 * - the jobs the write enqueued (webhook fan-out, then delivery) are spans of the same trace, and the webhook POST
 *   carries its `traceparent`;
 * - the request's log line carries its trace_id;
 * - http/protobuf (the default protocol) exports too.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { startReceiver, type Receiver } from '../lib/receiver.js';
import { startInstance, stopAll } from '../lib/processes.js';
import { freshDatabase, type FreshDatabase } from '../lib/databases.js';
import { createDb } from '../../src/db/knex.js';
import { ROOT } from '../../src/db/connect.js';
import { OrgService } from '../../src/services/orgs.js';

const { tls, target } = inject('contract');

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
}
interface Export {
  contentType: string;
  bytes: number;
  spans: OtlpSpan[];
  service?: string;
}

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;
const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? v?.intValue ?? v?.boolValue;
};

/** An OTLP/HTTP collector stub: records every export to /v1/traces (JSON decoded; protobuf counted). */
async function startCollector(): Promise<{ url: string; exports: Export[]; close: () => Promise<void> }> {
  const exports: Export[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = req.headers['content-type'] ?? '';
      const entry: Export = { contentType, bytes: body.length, spans: [] };
      if (req.url === '/v1/traces' && contentType.includes('json')) {
        const parsed = JSON.parse(body.toString('utf8'));
        for (const rs of parsed.resourceSpans ?? []) {
          entry.service = rs.resource?.attributes?.find((a: { key: string }) => a.key === 'service.name')?.value?.stringValue;
          for (const ss of rs.scopeSpans ?? []) entry.spans.push(...(ss.spans ?? []));
        }
      }
      exports.push(entry);
      res
        .writeHead(200, { 'content-type': contentType.includes('json') ? 'application/json' : 'application/x-protobuf' })
        .end(contentType.includes('json') ? '{}' : '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, exports, close: () => new Promise((r) => server.close(() => r())) };
}

describe.runIf(target === 'live')('OpenTelemetry traces (OTLP to a collector stub)', () => {
  let database: FreshDatabase;
  let freshUrl: string;
  let dir: string;
  let env: Record<string, string>;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let receiver: Receiver;

  beforeAll(async () => {
    mkdirSync(join(ROOT, '.test-data'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.test-data', 'otel-'));
    database = await freshDatabase('otel');
    freshUrl = database.url;
    collector = await startCollector();
    receiver = await startReceiver({ certPem: readFileSync(tls!.certPath, 'utf8'), keyPem: readFileSync(tls!.keyPath, 'utf8') });
    env = {
      SEXTANT_SECRET_KEY: randomBytes(32).toString('hex'),
      SEXTANT_DATA_DIR: join(dir, 'data'),
      SEXTANT_S3_BUCKET: '',
      NODE_EXTRA_CA_CERTS: tls!.caPath,
      SEXTANT_WEBHOOK_ALLOW_PRIVATE: '1',
      SEXTANT_WEBHOOK_RETRY_SCALE: '0.002',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'sextant-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    await stopAll();
    await receiver?.close();
    await collector?.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('links a request, its steps, its database calls and the jobs it enqueued in one trace; the webhook carries traceparent', async () => {
    const instance = await startInstance(freshUrl, { ...env, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    const fresh = createDb(freshUrl, { min: 0, max: 1 });
    const org = await new OrgService(fresh).createOrg('Traced org').finally(() => fresh.destroy());
    const call = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${instance.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res;
    };
    await call('POST', '/api/v1/webhook-subscriptions', { url: receiver.url('/traced'), eventTypes: ['vision.created'], secret: `whsec_${randomUUID()}` });

    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const narrative = `secret narrative ${randomUUID()}`;
    await call('POST', '/api/v1/visions', { name: 'Traced vision', narrative }, { traceparent: `00-${traceId}-${callerSpan}-01` });

    const [delivery] = await receiver.waitFor((r) => r.path === '/traced', 1, 30_000);
    expect(delivery.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const spansOf = () => collector.exports.flatMap((e) => e.spans).filter((s) => s.traceId === traceId);
    const deadline = Date.now() + 20_000;
    while (!spansOf().some((s) => s.name === 'job webhook_deliver') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const spans = spansOf();
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const one = (name: string) => {
      const found = spans.filter((s) => s.name === name);
      expect(
        found.map((s) => s.name),
        `${name} in ${spans.map((s) => s.name).join(', ')}`,
      ).toEqual([name]);
      return found[0];
    };
    expect(collector.exports.find((e) => e.spans.length)?.service).toBe('sextant-test');
    expect(collector.exports.every((e) => e.contentType.startsWith('application/json'))).toBe(true);

    const server = one('POST /api/v1/visions');
    expect(server.kind).toBe(SERVER);
    expect(server.parentSpanId).toBe(callerSpan);
    expect(attr(server, 'http.route')).toBe('/api/v1/visions');
    expect(Number(attr(server, 'http.response.status_code'))).toBe(201);

    const op = one('createVision');
    expect(op.parentSpanId).toBe(server.spanId);
    expect(attr(op, 'sextant.operation_id')).toBe('createVision');
    expect(attr(op, 'sextant.org_id')).toBe(org.orgId);
    expect(attr(op, 'sextant.credential_kind')).toBe('api_key');
    expect(attr(op, 'sextant.transport')).toBe('rest');
    for (const step of ['admit', 'validate', 'resolve', 'execute']) expect(one(step).parentSpanId, step).toBe(op.spanId);

    // Every database round trip of the request is a CLIENT span below the operation.
    const below = (s: OtlpSpan, ancestor: OtlpSpan): boolean => {
      for (let p = s.parentSpanId && byId.get(s.parentSpanId); p; p = p.parentSpanId ? byId.get(p.parentSpanId) : undefined) if (p === ancestor) return true;
      return false;
    };
    const queries = spans.filter((s) => s.kind === CLIENT);
    expect(queries.filter((q) => below(q, op)).length).toBeGreaterThanOrEqual(3);
    for (const q of queries) expect(attr(q, 'db.system.name')).toBe('postgresql');
    expect(queries.some((q) => /insert/i.test(String(attr(q, 'db.query.text'))) && below(q, one('execute')))).toBe(true);

    // The jobs: fan-out continues the request's trace, the delivery continues the fan-out's.
    const fanout = one('job webhook_fanout');
    const deliver = one('job webhook_deliver');
    expect([fanout.kind, deliver.kind]).toEqual([CONSUMER, CONSUMER]);
    expect(below(fanout, op)).toBe(true);
    expect(below(deliver, fanout)).toBe(true);
    expect(delivery.headers.traceparent).toContain(deliver.spanId);

    // Never a credential or a body in an attribute.
    const values = JSON.stringify(spans.map((s) => s.attributes));
    expect(values).not.toContain(org.apiKey);
    expect(values).not.toContain(narrative);

    // The request's log line carries the trace.
    await expect
      .poll(() =>
        instance
          .out()
          .split('\n')
          .some((l) => l.includes('"msg":"request"') && l.includes(`"trace_id":"${traceId}"`) && l.includes('"path":"/api/v1/visions"')),
      )
      .toBe(true);
  });

  it('exports over http/protobuf, the default protocol', async () => {
    const before = collector.exports.length;
    const instance = await startInstance(freshUrl, { ...env, SEXTANT_WORKER: '0' });
    expect((await fetch(`${instance.base}/healthz`)).status).toBe(200);
    await expect
      .poll(() => collector.exports.slice(before).some((e) => e.contentType === 'application/x-protobuf' && e.bytes > 0), { timeout: 15_000 })
      .toBe(true);
  });
});
