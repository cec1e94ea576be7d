/**
 * Rate limits (spec 2 §8): two server processes (`npm start`'s entry, src/main.ts) on the test
 * database with SEXTANT_RATE_LIMIT=6 enforce one limit per key between them, with X-RateLimit-* on every
 * response, 429 RATE_LIMITED with Retry-After, and the limit applied to MCP tool calls and batch entries.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { startInstance, stopAll } from '../lib/processes.js';
import pino from 'pino';
import { startServer } from '../../src/server.js';
import { MAX_LEASE } from '../../src/platform/rateLimit.js';
import { hashKey } from '../../src/auth/keys.js';
import { createDb } from '../../src/db/knex.js';
import { type BatchAnswer, structured } from './_setup.js';

const LIMIT = 6;
const { databaseUrl } = inject('contract');
let a: string;
let b: string;
beforeAll(async () => {
  [a, b] = (
    await Promise.all([startInstance(databaseUrl, { SEXTANT_RATE_LIMIT: String(LIMIT) }), startInstance(databaseUrl, { SEXTANT_RATE_LIMIT: String(LIMIT) })])
  ).map((s) => s.base);
}, 90_000);
const auditDb = createDb(databaseUrl, { min: 0, max: 1 });
afterAll(async () => {
  await stopAll();
  await auditDb.destroy();
});

/**
 * The sliding window weighs the previous minute by the time left in it; exact remaining counts are asserted
 * within one minute, so a run that would straddle the boundary waits for the next minute first.
 */
async function awayFromMinuteBoundary() {
  const into = Date.now() % 60_000;
  if (into > 50_000) await new Promise((r) => setTimeout(r, 60_500 - into));
}

/**
 * Raw fetch, not the SDK: the requests go to other servers (their own processes and base URLs) and the test reads
 * the rate-limit headers of every answer, 429s included, which the Sextant client would retry and throw.
 */
const get = (base: string, key: string, path = '/api/v1/viewer') => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${key}` } });

describe('one sliding-window limit per key across two instances', () => {
  it('counts requests to both instances against one limit, then answers 429 RATE_LIMITED with Retry-After', { timeout: 30_000 }, async () => {
    const { apiKey } = await newOrg('Rate org');
    await awayFromMinuteBoundary();
    const remaining: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const r = await get(i % 2 ? b : a, apiKey);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
      expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
      remaining.push(Number(r.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual([5, 4, 3, 2, 1, 0]);
    for (const base of [a, b]) {
      const over = await get(base, apiKey);
      expect(over.status).toBe(429);
      const body = (await over.json()) as ErrorEnvelope;
      expect(body.error.code).toBe('RATE_LIMITED');
      expect(body.error.suggestion).toMatch(/Retry-After/);
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(120);
      expect(body.error.data).toMatchObject({ limit: LIMIT, retryAfter });
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    }
  });

  it('records a lockout in the org’s audit log at the first refusal of the window on each instance, not at every 429', async () => {
    const { apiKey, orgId } = await newOrg('Rate audit org');
    await awayFromMinuteBoundary();
    for (let i = 0; i < LIMIT; i++) expect((await get(a, apiKey)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await get(i % 2 ? b : a, apiKey)).status).toBe(429);
    const rows = await auditDb('audit_events').where({ org_id: orgId, action: 'rate_limit.locked_out' });
    // Two instances refused it: at most one row each, though six requests were refused.
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    for (const r of rows) expect(r).toMatchObject({ outcome: 'denied', credential_kind: 'api_key', target_kind: 'api_key', details: { limit: LIMIT } });
  });

  it('another key is not affected', async () => {
    const one = await newOrg('Rate org 2');
    const two = await newOrg('Rate org 3');
    for (let i = 0; i < LIMIT; i++) expect((await get(a, one.apiKey)).status).toBe(200);
    expect((await get(b, one.apiKey)).status).toBe(429);
    expect((await get(b, two.apiKey)).status).toBe(200);
  });

  it('with a limit large enough to lease many requests at once, two instances together never admit more than the limit', { timeout: 60_000 }, async () => {
    // Two more instances, in this process, with a limit of 200: each leases up to MAX_LEASE requests per write.
    const big = 200;
    const servers = await Promise.all([0, 1].map(() => startServer({ databaseUrl, port: 0, logger: pino({ level: 'silent' }), rateLimit: big })));
    try {
      const { apiKey } = await newOrg('Rate org lease');
      await awayFromMinuteBoundary();
      const bases = servers.map((s) => `http://127.0.0.1:${s.port}`);
      let admitted = 0;
      let refused = 0;
      for (let wave = 0; wave < 6; wave++) {
        const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => get(bases[i % 2], apiKey)));
        admitted += replies.filter((r) => r.status === 200).length;
        refused += replies.filter((r) => r.status === 429).length;
        expect(admitted + refused).toBe((wave + 1) * 50);
      }
      expect(admitted).toBeLessThanOrEqual(big);
      // Leases an instance still holds are the only requests not admitted: at most MAX_LEASE each.
      expect(admitted).toBeGreaterThanOrEqual(big - 2 * MAX_LEASE);
      const { rows } = await servers[0].db.raw(
        'select sum(count)::int as n from rate_limit_windows where bucket in (select id::text from api_keys where org_id = (select org_id from api_keys where key_hash = ?))',
        [hashKey(apiKey)],
      );
      expect(rows[0].n).toBeLessThanOrEqual(big);
    } finally {
      await Promise.all(servers.map((s) => s.close(0)));
    }
  });

  it('concurrent requests to both instances admit exactly the limit', async () => {
    const { apiKey } = await newOrg('Rate org 4');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => get(i % 2 ? b : a, apiKey)));
    expect(replies.filter((r) => r.status === 200).length).toBe(LIMIT);
    expect(replies.filter((r) => r.status === 429).length).toBe(20 - LIMIT);
  });

  it('applies to MCP tool calls', async () => {
    const { apiKey } = await newOrg('Rate org MCP');
    const mcp = new Client({ name: 'rate-test', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${b}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${apiKey}` } } }));
    try {
      for (let i = 0; i < LIMIT; i++) expect((await mcp.callTool({ name: 'whoami', arguments: {} })).isError).toBeFalsy();
      const over = await mcp.callTool({ name: 'whoami', arguments: {} });
      expect(over.isError).toBe(true);
      expect(structured(over).error).toMatchObject({ code: 'RATE_LIMITED', data: { limit: LIMIT } });
      expect((await get(a, apiKey)).status).toBe(429); // and REST on the other instance agrees
    } finally {
      await mcp.close();
    }
  });

  it('applies to each operation inside a batch', { timeout: 30_000 }, async () => {
    const { apiKey } = await newOrg('Rate org batch');
    await awayFromMinuteBoundary();
    const operations = Array.from({ length: LIMIT }, (_, i) => ({ id: `e${i}`, method: 'GET', path: '/api/v1/viewer' }));
    const r = await fetch(`${a}/api/v1/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ operations }),
    });
    expect(r.status).toBe(207);
    const { data } = (await r.json()) as BatchAnswer;
    // The batch request is one request, and each entry is one more.
    const statuses = operations.map((o) => data[o.id].status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(data[`e${LIMIT - 1}`].error?.code).toBe('RATE_LIMITED');
    expect(Number(data[`e${LIMIT - 1}`].headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
  });
});
