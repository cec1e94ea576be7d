/**
 * Dates and numbers at their edges through the real server (the generated table over every operation is
 * src/http/edges.test.ts): year 0 in observed-evidence delete-self used to reach Postgres and answer 500; an ARR of
 * 1e21 overflowed its decimal column. Both are 400 VALIDATION_FAILED naming the field with the accepted range, over
 * REST, inside a batch and over MCP, and validation comes before resolving ids (a bad date next to an unknown ref is
 * still the 400), so nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';

const { baseUrl, databaseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let api: ReturnType<typeof client>;
let db: Knex;
beforeAll(async () => {
  org = await newOrg('Edges org');
  api = client(org.apiKey);
  db = createDb(databaseUrl, { min: 0, max: 1 });
});
afterAll(async () => {
  await db?.destroy();
});

const YEAR_RANGE = 'must be a date from 0001-01-01 to 9999-12-31 (years 0001 to 9999)';

describe('dates and numbers at their edges, end to end', () => {
  it('POST /observed-evidence/delete-self {"from":"0000-01-01"} is a 400 naming body.from (it was a 500)', async () => {
    for (const from of ['0000-01-01', '10000-01-01', '-0001-01-01']) {
      const r = await api('POST', '/api/v1/observed-evidence/delete-self', { from }, { 'idempotency-key': randomUUID() });
      expect(r.status, from).toBe(400);
      expect(r.body.error.code).toBe('VALIDATION_FAILED');
      expect(r.body.error.details).toContainEqual({ field: 'body.from', message: expect.any(String) });
      expect(r.body.error.suggestion).toMatch(/body\.from/);
    }
    const r = await api('POST', '/api/v1/observed-evidence/delete-self', { from: '0000-01-01' });
    expect(r.body.error.details).toEqual([{ field: 'body.from', message: YEAR_RANGE }]);
    expect(r.body.error.suggestion).toBe('Set body.from to a date from 0001-01-01 to 9999-12-31, then retry.');
  });

  it('an ARR of 1e21 is a 400 naming body.arr with its range; nothing is written', async () => {
    const name = `Edge customer ${randomUUID()}`;
    const r = await api('POST', '/api/v1/customers', { name, arr: 1e21 });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toEqual([{ field: 'body.arr', message: 'must be at least 0 and at most 99999999999999' }]);
    expect(await db('customers').where({ org_id: org.orgId, name })).toHaveLength(0);
  });

  it('validation comes before resolving refs: a year-0 date next to an unknown task is the 400, not a 404', async () => {
    const r = await api('PATCH', '/api/v1/tasks/TASK-999999', { dueDate: '0000-01-01T00:00:00Z' });
    expect(r.status).toBe(400);
    expect(r.body.error.details.map((d: { field: string }) => d.field)).toContain('body.dueDate');
  });

  it('inside a batch, each entry is refused on its own', async () => {
    const r = await api('POST', '/api/v1/batch', {
      operations: [
        { id: 'year0', method: 'POST', path: '/api/v1/observed-evidence/delete-self', body: { from: '0000-01-01' } },
        { id: 'since', method: 'GET', path: '/api/v1/time-entries?from=10000-01-01' },
      ],
    });
    expect(r.status).toBe(207);
    expect(r.body.data.year0).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.from', message: YEAR_RANGE }] } });
    expect(r.body.data.since).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(r.body.data.since.error.details.map((d: { field: string }) => d.field)).toContain('query.from');
  });

  it('over MCP, the same refusal names the tool argument', async () => {
    const mcp = new Client({ name: 'edges', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=all`), { requestInit: { headers: { authorization: `Bearer ${org.apiKey}` } } }));
    try {
      const res = await mcp.callTool({ name: 'create_customer', arguments: { name: 'MCP edge', arr: 1e21 } });
      expect(res.isError).toBe(true);
      const body = JSON.parse((res.content as { text: string }[])[0].text);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.error.details)).toMatch(/arr/);
    } finally {
      await mcp.close();
    }
  });
});
