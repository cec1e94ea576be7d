/**
 * Dates and numbers at their edges, generated from the document: for every operation, every date, date-time,
 * integer and number input (path, query and body, nested fields included) is sent each edge value — year 0000,
 * year 10000, negative years, an offset that carries a bound out of range, 1e21, beyond int8, -0, NaN and
 * Infinity forms, one past each bound — and must be refused by the validation step with a detail naming that
 * field; the accepted extremes (0001-01-01, 9999-12-31, the bounds themselves) must pass it. The validation step
 * runs before resolve and any SQL on every transport (REST, MCP, batch), so this is where Postgres is protected.
 */
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../generated/operations.js';
import type { PipelineRequest } from '../../handlers/handler.js';
import { ApiError } from '../core/errors.js';
import { validate } from './validate.js';
import { bodyWith, edgeOperations, edges, type Field } from '../../contract-tests/lib/edges.js';

/** The detail fields of validating `operationId` with `value` at `f` (every other input left out). */
function detailFields(id: OperationId, f: Field, value: unknown): string[] {
  const path: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  let body: unknown;
  if (f.in === 'path') path[f.at[0]] = value as string;
  else if (f.in === 'query') query[f.at[0]] = value;
  else body = bodyWith(f, value);
  const req: PipelineRequest = { method: 'POST', path: '/', query, headers: {}, body, requestId: 'edges', transport: 'http' };
  try {
    validate(id, req, path, false);
    return [];
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'VALIDATION_FAILED') throw e;
    return (e.details ?? []).map((d) => d.field);
  }
}

describe('dates and numbers at their edges, every operation of the document', () => {
  it('finds the inputs (dates in bodies, queries and nested arrays; bounded numbers)', () => {
    const all = edgeOperations.flatMap((o) => o.fields);
    expect(all.filter((f) => f.kind === 'date').length).toBeGreaterThan(20);
    expect(all.filter((f) => f.kind === 'date-time').length).toBeGreaterThan(5);
    expect(all.some((f) => f.in === 'body' && f.at.includes('0'))).toBe(true);
    expect(edgeOperations.map((o) => o.id)).toContain('deleteOwnObservedEvidence');
  });

  for (const { id, fields } of edgeOperations) {
    it(`${id}: ${fields.map((f) => `${f.in}.${f.at.join('.')}`).join(', ')}`, () => {
      for (const f of fields) {
        const name = [f.in, ...f.at].join('.');
        const { refused, accepted } = edges(f);
        for (const v of refused) expect(detailFields(id, f, v), `${name} = ${String(v)}`).toContain(name);
        for (const v of accepted) expect(detailFields(id, f, v), `${name} = ${String(v)}`).not.toContain(name);
      }
    });
  }

  it('refuses year 0 in observed-evidence delete-self with the accepted range (it reached Postgres as a 500)', () => {
    const req: PipelineRequest = {
      method: 'POST',
      path: '/api/v1/observed-evidence/delete-self',
      query: {},
      headers: {},
      body: { from: '0000-01-01' },
      requestId: 'r',
      transport: 'http',
    };
    const e = (() => {
      try {
        validate('deleteOwnObservedEvidence', req, {}, false);
      } catch (x) {
        return x as ApiError;
      }
    })();
    expect(e?.code).toBe('VALIDATION_FAILED');
    expect(e?.details).toEqual([{ field: 'body.from', message: 'must be a date from 0001-01-01 to 9999-12-31 (years 0001 to 9999)' }]);
    expect(e?.suggestion).toBe('Set body.from to a date from 0001-01-01 to 9999-12-31, then retry.');
  });
});
