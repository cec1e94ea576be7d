/**
 * The SDK's Sextant client against a scripted local HTTP server (spec 2 §7, §8): retries on 429, 5xx,
 * 409 IDEMPOTENCY_CONFLICT with Retry-After and network failures, honouring Retry-After (seconds or HTTP date),
 * exponential backoff with jitter, max attempts, one Idempotency-Key per logical mutation reused by its retries,
 * no retry of an unkeyed write through the plain functions, SextantError's fields, and listAll across pages.
 * The server answers what each test queues, in order, and records every request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Sextant, SextantError, backoffDelay, configure, createTask, parseRetryAfter, type RetryEvent } from '../sdk/src/index.js';

interface Scripted {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  drop?: boolean;
}
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl: string;
let queue: Scripted[] = [];
let seen: Seen[] = [];

const envelope = (code: string, extra: Record<string, unknown> = {}) => ({
  ok: false,
  error: { code, message: `${code} happened`, suggestion: `fix ${code}`, details: [{ field: 'body.title', message: 'too long' }], ...extra },
  meta: { requestId: '00000000-0000-4000-8000-000000000000', timestamp: new Date().toISOString(), version: 'v1' },
});
const ok = (data: unknown, status = 200): Scripted => ({ status, body: { ok: true, data, meta: { requestId: 'r', timestamp: 't', version: 'v1' } } });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const next = queue.shift() ?? { status: 500, body: envelope('INTERNAL_ERROR') };
      if (next.drop) return req.socket.destroy(); // a network failure
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  queue = [];
  seen = [];
});

/** A client with fast backoff, recording its retries. */
const client = (retry: Record<string, number> = {}) => {
  const retries: RetryEvent[] = [];
  const sextant = new Sextant({ baseUrl, apiKey: 'sextant_live_test', retry: { baseDelayMs: 20, maxDelayMs: 80, ...retry }, onRetry: (e) => retries.push(e) });
  return { sextant, retries };
};

describe('Retry-After and backoff', () => {
  it('reads Retry-After as delta seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0); // already past
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('backs off exponentially, capped, with jitter in the upper half', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 0))).toEqual([50, 100, 200]);
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 1))).toEqual([100, 200, 400]);
    expect(backoffDelay(10, policy, () => 1)).toBe(1000);
  });
});

describe('retries', () => {
  it('retries a read on 503 then 500 with backoff, and returns the success envelope', async () => {
    const { sextant, retries } = client();
    queue = [{ status: 503, body: envelope('INTERNAL_ERROR') }, { status: 500, body: envelope('INTERNAL_ERROR') }, ok({ id: 't1', ref: 'ENG-1' })];
    const got = await sextant.tasks.get('ENG-1');
    expect(got.data).toMatchObject({ ref: 'ENG-1' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(Array(3).fill('GET /api/v1/tasks/ENG-1'));
    expect(seen[0].headers.authorization).toBe('Bearer sextant_live_test');
    expect(retries.map((r) => r.status)).toEqual([503, 500]);
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(10);
    expect(retries[0].delayMs).toBeLessThanOrEqual(20);
    expect(retries[1].delayMs).toBeGreaterThanOrEqual(20);
    expect(retries[1].delayMs).toBeLessThanOrEqual(40);
  });

  it('waits Retry-After (seconds) on 429 before the next attempt', async () => {
    const { sextant, retries } = client();
    queue = [{ status: 429, headers: { 'retry-after': '1' }, body: envelope('RATE_LIMITED') }, ok([])];
    const started = Date.now();
    await sextant.tasks.list({ limit: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(retries).toHaveLength(1);
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(1000);
    expect(retries[0].delayMs).toBeLessThanOrEqual(1100);
  });

  it('waits for an HTTP-date Retry-After', async () => {
    const { sextant, retries } = client();
    queue = [{ status: 503, headers: { 'retry-after': new Date(Date.now() + 2000).toUTCString() }, body: envelope('INTERNAL_ERROR') }, ok([])];
    await sextant.tasks.list();
    // The date has one-second precision: anything from 1 to 2.2 s from now.
    expect(retries[0].delayMs).toBeGreaterThan(900);
    expect(retries[0].delayMs).toBeLessThanOrEqual(2200);
  });

  it('gives up after maxAttempts with a SextantError carrying the envelope and the request id', async () => {
    const { sextant } = client({ maxAttempts: 2 });
    queue = [
      { status: 503, body: envelope('INTERNAL_ERROR') },
      { status: 503, headers: { 'x-request-id': 'req-123', 'retry-after': '5' }, body: envelope('INTERNAL_ERROR', { data: { checks: { db: 'down' } } }) },
      ok({}),
    ];
    const err = await sextant.tasks.get('ENG-1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SextantError);
    expect(err).toMatchObject({
      status: 503,
      code: 'INTERNAL_ERROR',
      message: 'INTERNAL_ERROR happened',
      suggestion: 'fix INTERNAL_ERROR',
      requestId: 'req-123',
      details: [{ field: 'body.title', message: 'too long' }],
      data: { checks: { db: 'down' } },
      retryAfterMs: 5000,
    });
    expect((err as SextantError).body).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
    expect(seen).toHaveLength(2);
  });

  it('does not wait for a Retry-After longer than maxRetryAfterMs', async () => {
    const { sextant } = client({ maxRetryAfterMs: 1000 });
    queue = [{ status: 429, headers: { 'retry-after': '30' }, body: envelope('RATE_LIMITED') }, ok([])];
    const err = await sextant.tasks.list().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 30_000 });
    expect(seen).toHaveLength(1);
  });

  it('never retries a client error, and takes the request id from meta when the header is absent', async () => {
    const { sextant } = client();
    queue = [{ status: 404, body: envelope('NOT_FOUND') }, ok({})];
    const err = await sextant.tasks.get('ENG-404').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: '00000000-0000-4000-8000-000000000000' });
    expect(seen).toHaveLength(1);
  });

  it('retries a network failure, and reports the last one as NETWORK_ERROR', async () => {
    const { sextant, retries } = client({ maxAttempts: 2 });
    queue = [{ status: 0, drop: true }, ok([])];
    await sextant.tasks.list();
    expect(retries[0].attempt).toBe(1);
    expect(retries[0].status).toBeUndefined();
    expect(retries[0].error).toBeInstanceOf(Error);
    queue = [
      { status: 0, drop: true },
      { status: 0, drop: true },
    ];
    const err = await sextant.tasks.list().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('Idempotency-Key', () => {
  it("generates one key per logical mutation and reuses it across that mutation's retries", async () => {
    const { sextant } = client();
    queue = [
      { status: 503, body: envelope('INTERNAL_ERROR') },
      { status: 429, headers: { 'retry-after': '0' }, body: envelope('RATE_LIMITED') },
      ok({ ref: 'ENG-9' }, 201),
    ];
    const created = await sextant.tasks.create({ title: 'Write the checklist' });
    expect(created.data).toMatchObject({ ref: 'ENG-9' });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST', 'POST']);
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    expect(JSON.parse(seen[2].body)).toEqual({ title: 'Write the checklist' });

    queue = [ok({ ref: 'ENG-10' }, 201)];
    await sextant.tasks.create({ title: 'Another' });
    expect(seen[3].headers['idempotency-key']).not.toBe(keys[0]); // a new logical mutation, a new key
  });

  it('keeps a key the caller gives, and retries 409 IDEMPOTENCY_CONFLICT with Retry-After', async () => {
    const { sextant } = client();
    queue = [{ status: 409, headers: { 'retry-after': '0' }, body: envelope('IDEMPOTENCY_CONFLICT') }, ok({ ref: 'ENG-11' }, 201)];
    await sextant.tasks.create({ title: 'Mine' }, { 'Idempotency-Key': 'my-key-1' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['my-key-1', 'my-key-1']);
  });

  it('does not retry a 409 without Retry-After (the same key with another body)', async () => {
    const { sextant } = client();
    queue = [{ status: 409, body: envelope('IDEMPOTENCY_CONFLICT') }, ok({}, 201)];
    await expect(sextant.tasks.create({ title: 'x' })).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(seen).toHaveLength(1);
  });

  it('the plain functions retry only when configured, and never an unkeyed write', async () => {
    configure({ baseUrl, apiKey: 'sextant_live_plain', retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 10 } });
    try {
      queue = [{ status: 503, body: envelope('INTERNAL_ERROR') }, ok({}, 201)];
      const res = await createTask({ title: 'no key' });
      expect(res.status).toBe(503); // resolved, not thrown, and not retried: a retry could create it twice
      expect(seen).toHaveLength(1);
      expect(seen[0].headers['idempotency-key']).toBeUndefined();

      queue = [{ status: 503, body: envelope('INTERNAL_ERROR') }, ok({ ref: 'ENG-12' }, 201)];
      const keyed = await createTask({ title: 'keyed' }, { 'Idempotency-Key': 'k-2' });
      expect(keyed.status).toBe(201);
      expect(seen.slice(1).map((s) => s.headers['idempotency-key'])).toEqual(['k-2', 'k-2']);
    } finally {
      configure({ retry: undefined });
    }
  });
});

describe('listAll', () => {
  it("yields every item across pages, following pagination.cursor with the caller's filters", async () => {
    const { sextant } = client();
    const page = (refs: string[], cursor: string | null) => ({
      status: 200,
      body: {
        ok: true,
        data: refs.map((ref) => ({ ref })),
        pagination: { cursor, hasMore: cursor !== null },
        meta: { requestId: 'r', timestamp: 't', version: 'v1' },
      },
    });
    queue = [page(['A-1', 'A-2'], 'c1'), page(['A-3', 'A-4'], 'c2'), page(['A-5'], null)];
    const refs: string[] = [];
    for await (const task of sextant.tasks.listAll({ status: 'todo', limit: 2 })) refs.push(task.ref);
    expect(refs).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5']);
    const queries = seen.map((s) => Object.fromEntries(new URL(s.url, baseUrl).searchParams));
    expect(queries).toEqual([
      { status: 'todo', limit: '2' },
      { status: 'todo', limit: '2', cursor: 'c1' },
      { status: 'todo', limit: '2', cursor: 'c2' },
    ]);
  });

  it('stops on a cursor it already followed', async () => {
    const { sextant } = client();
    const same = { status: 200, body: { ok: true, data: [{ ref: 'X-1' }], pagination: { cursor: 'loop', hasMore: true }, meta: {} } };
    queue = [same, same, same];
    const refs: string[] = [];
    for await (const t of sextant.tasks.listAll()) refs.push(t.ref);
    expect(refs).toEqual(['X-1', 'X-1']);
    expect(seen).toHaveLength(2);
  });
});
