/**
 * Dates and numbers at their edges through the real server (the generated table over every operation is
 * src/http/edges.test.ts): year 0 in observed-evidence delete-self used to reach Postgres and answer 500; an ARR of
 * 1e21 overflowed its decimal column. Both are 400 VALIDATION_FAILED naming the field with the accepted range, over
 * REST, inside a batch and over MCP, and validation comes before resolving ids (a bad date next to an unknown ref is
 * still the 400), so nothing is written. Then every operation of the document with a date or number input gets, per
 * field, one value past its edge through the real server, with placeholder ids: 400 naming that field.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { operations } from '../../src/generated/operations.js';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { bodyWith, edgeOperations, type Field } from '../lib/edges.js';
import { as, envelope, errorOf, raw, useSdk } from '../lib/sdkAs.js';
import { mcpAs } from '../lib/mcpTools.js';

const { databaseUrl } = inject('contract');
let org: Awaited<ReturnType<typeof newOrg>>;
let api: RequestInit;
let db: Knex;
useSdk();
beforeAll(async () => {
  org = await newOrg('Edges org');
  api = as(org.apiKey);
  db = createDb(databaseUrl, { min: 0, max: 1 });
});
afterAll(async () => {
  await db?.destroy();
});

const YEAR_RANGE = 'must be a date from 0001-01-01 to 9999-12-31 (years 0001 to 9999)';

describe('dates and numbers at their edges, end to end', () => {
  it('POST /observed-evidence/delete-self {"from":"0000-01-01"} is a 400 naming body.from (it was a 500)', async () => {
    for (const from of ['0000-01-01', '10000-01-01', '-0001-01-01']) {
      const r = await sdk.deleteOwnObservedEvidence({ from }, { 'Idempotency-Key': randomUUID() }, api);
      expect(r.status, from).toBe(400);
      expect(errorOf(r).code).toBe('VALIDATION_FAILED');
      expect(errorOf(r).details).toContainEqual({ field: 'body.from', message: expect.any(String) });
      expect(errorOf(r).suggestion).toMatch(/body\.from/);
    }
    const r = await sdk.deleteOwnObservedEvidence({ from: '0000-01-01' }, undefined, api);
    expect(errorOf(r).details).toEqual([{ field: 'body.from', message: YEAR_RANGE }]);
    expect(errorOf(r).suggestion).toBe('Set body.from to a date from 0001-01-01 to 9999-12-31, then retry.');
  });

  it('an ARR of 1e21 is a 400 naming body.arr with its range; nothing is written', async () => {
    const name = `Edge customer ${randomUUID()}`;
    const r = await sdk.createCustomer({ name, arr: 1e21 }, undefined, api);
    expect(r.status).toBe(400);
    expect(errorOf(r).details).toEqual([{ field: 'body.arr', message: 'must be at least 0 and at most 99999999999999' }]);
    expect(await db('customers').where({ org_id: org.orgId, name })).toHaveLength(0);
  });

  it('validation comes before resolving refs: a year-0 date next to an unknown task is the 400, not a 404', async () => {
    const r = await sdk.updateTask('TASK-999999', { dueDate: '0000-01-01T00:00:00Z' }, undefined, api);
    expect(r.status).toBe(400);
    expect((errorOf(r).details ?? []).map((d: { field: string }) => d.field)).toContain('body.dueDate');
  });

  it('inside a batch, each entry is refused on its own', async () => {
    const r = await sdk.runBatch(
      {
        operations: [
          { id: 'year0', method: 'POST', path: '/api/v1/observed-evidence/delete-self', body: { from: '0000-01-01' } },
          { id: 'since', method: 'GET', path: '/api/v1/time-entries?from=10000-01-01' },
        ],
      },
      undefined,
      api,
    );
    const data = envelope(r, 207).data ?? {};
    expect(data.year0).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED', details: [{ field: 'body.from', message: YEAR_RANGE }] } });
    expect(data.since).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect((data.since.error?.details ?? []).map((d: { field: string }) => d.field)).toContain('query.from');
  });

  it('every operation with a date or number input: one value past the edge per field is a 400 naming it', async () => {
    /** One refused value per field: year 0 for dates (well-formed, so only the range refuses it), 1e21 for numbers. */
    const past = (f: Field): unknown => {
      const v = f.kind === 'date' ? '0000-01-01' : f.kind === 'date-time' ? '0000-01-01T00:00:00Z' : 1e21;
      return f.in === 'body' ? v : String(v);
    };
    const wrong: string[] = [];
    let sent = 0;
    for (const { id, method, path, fields } of edgeOperations) {
      if ((operations[id].capabilities as readonly string[]).includes('compensation:read')) continue; // never held by an API key (403 first)
      for (const f of fields) {
        const name = [f.in, ...f.at].join('.');
        // Placeholder ids: validation runs before any ref is resolved, so none needs to exist.
        let url = path.replace(/\{(\w+)\}/g, (_m, p: string) => (f.in === 'path' && f.at[0] === p ? String(past(f)) : 'X-1'));
        if (f.in === 'query') url += `?${f.at[0]}=${encodeURIComponent(String(past(f)))}`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : f.in === 'body' ? bodyWith(f, past(f)) : {};
        // Raw: the operation, its path and the field are data from the document, and the value is one its types refuse.
        const r = await raw<ErrorEnvelope | undefined>(org.apiKey, method, url, body, method === 'GET' ? {} : { 'idempotency-key': randomUUID() });
        sent++;
        const fields = (r.data?.error?.details ?? []).map((d) => d.field);
        if (r.status !== 400 || !fields.includes(name))
          wrong.push(`${id} ${name}: ${r.status} ${JSON.stringify(r.data?.error?.details ?? r.data)}`.slice(0, 300));
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('over MCP, the same refusal names the tool argument', async () => {
    const mcp = await mcpAs(org.apiKey, '?toolsets=all');
    try {
      const res = await mcp.callTool({ name: 'create_customer', arguments: { name: 'MCP edge', arr: 1e21 } });
      expect(res.isError).toBe(true);
      const body = JSON.parse((res.content as { text: string }[])[0].text) as ErrorEnvelope;
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.error.details)).toMatch(/arr/);
    } finally {
      await mcp.close();
    }
  });
});
