/**
 * Dates and numbers at their edges, generated from the document: for every operation, every date, date-time,
 * integer and number input (path, query and body, nested fields included) is sent each edge value — year 0000,
 * year 10000, negative years, an offset that carries a bound out of range, 1e21, beyond int8, -0, NaN and
 * Infinity forms, one past each bound — and must be refused by the validation step with a detail naming that
 * field; the accepted extremes (0001-01-01, 9999-12-31, the bounds themselves) must pass it. The validation step
 * runs before resolve and any SQL on every transport (REST, MCP, batch), so this is where Postgres is protected.
 */
import { describe, expect, it } from 'vitest';
import doc from '../generated/openapi.json' with { type: 'json' };
import type { OperationId } from '../generated/operations.js';
import type { PipelineRequest } from '../core/handler.js';
import { ApiError } from '../core/errors.js';
import { validate } from './validate.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const resolve = (ref: string): Json => ref.split('/').slice(1).reduce((o: Json, k) => o[k], doc);
const deref = (s: Json): Json => (s?.$ref ? deref(resolve(s.$ref)) : s);

type Kind = 'date' | 'date-time' | 'integer' | 'number';
interface Field { in: 'path' | 'query' | 'body'; at: string[]; kind: Kind; schema: Json }

/** The date/date-time/integer/number leaves of a schema, with their path (an array element is index 0). */
function leaves(schema: Json, where: Field['in'], at: string[], out: Field[], depth = 0): Field[] {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || depth > 10) return out;
  const types: unknown[] = Array.isArray(s.type) ? s.type : [s.type];
  const kind: Kind | undefined = s.format === 'date' || s.format === 'date-time' ? s.format
    : types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
  if (kind) out.push({ in: where, at, kind, schema: s });
  for (const k of ['allOf', 'anyOf', 'oneOf']) for (const b of s[k] ?? []) leaves(b, where, at, out, depth + 1);
  if (s.items) leaves(s.items, where, [...at, '0'], out, depth + 1);
  for (const [k, v] of Object.entries<Json>(s.properties ?? {})) leaves(v, where, [...at, k], out, depth + 1);
  return out;
}

const operations: { id: OperationId; fields: Field[] }[] = [];
for (const item of Object.values<Json>(doc.paths)) {
  for (const op of Object.values<Json>(item)) {
    if (!op?.operationId || op['x-served-by']) continue;
    const fields: Field[] = [];
    for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref)) {
      if (p.in === 'path' || p.in === 'query') leaves(p.schema, p.in, [p.name], fields);
    }
    const body = deref(op.requestBody)?.content?.['application/json']?.schema;
    if (body) leaves(body, 'body', [], fields);
    // A field reached twice (through two branches of a oneOf) is tried once.
    const unique = [...new Map(fields.filter((f) => f.at.length).map((f) => [`${f.in}.${f.at.join('.')}`, f])).values()];
    if (unique.length) operations.push({ id: op.operationId, fields: unique });
  }
}

/** Edge values of a field: those that must be refused, and the extremes that must pass. Path and query values are strings. */
function edges(f: Field): { refused: unknown[]; accepted: unknown[] } {
  const text = f.in !== 'body';
  if (f.kind === 'date') {
    return { refused: ['0000-01-01', '0000-12-31', '10000-01-01', '-0001-01-01', '+10000-01-01', '2026-02-30'], accepted: ['0001-01-01', '9999-12-31'] };
  }
  if (f.kind === 'date-time') {
    return {
      refused: ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '-0001-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '9999-12-31T23:59:59-01:00'],
      accepted: ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '0001-01-01T00:00:00-01:00'],
    };
  }
  const s = f.schema;
  const low: number = s.minimum ?? s.exclusiveMinimum;
  const high: number = s.maximum ?? s.exclusiveMaximum;
  const step = f.kind === 'integer' ? 1 : Math.max(1, Math.abs(high) * 1e-9);
  const refused: unknown[] = [high + step, low - step, 1e21, -1e21];
  const accepted: unknown[] = [];
  if (s.minimum !== undefined) accepted.push(s.minimum);
  if (s.maximum !== undefined) accepted.push(s.maximum);
  // -0 is zero: refused exactly where 0 is.
  (0 >= low && 0 <= high && s.exclusiveMinimum !== 0 ? accepted : refused).push(-0);
  if (f.kind === 'integer') refused.push(1.5);
  if (text) refused.push('NaN', 'Infinity', '-Infinity', '1e3', '0x10', '99999999999999999999', '');
  else refused.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  return { refused: refused.map((v) => (text && typeof v === 'number' ? (Object.is(v, -0) ? '-0' : String(v)) : v)), accepted: accepted.map((v) => (text ? String(v) : v)) };
}

/** The detail fields of validating `operationId` with `value` at `f` (every other input left out). */
function detailFields(id: OperationId, f: Field, value: unknown): string[] {
  const path: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  let body: Json;
  if (f.in === 'path') path[f.at[0]] = value as string;
  else if (f.in === 'query') query[f.at[0]] = value;
  else {
    body = {};
    let node = body;
    f.at.forEach((k, i) => {
      const last = i === f.at.length - 1;
      const next = last ? value : f.at[i + 1] === '0' ? [] : {};
      if (Array.isArray(node)) node.push(next); else node[k] = next;
      node = next;
    });
  }
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
    const all = operations.flatMap((o) => o.fields);
    expect(all.filter((f) => f.kind === 'date').length).toBeGreaterThan(20);
    expect(all.filter((f) => f.kind === 'date-time').length).toBeGreaterThan(5);
    expect(all.some((f) => f.in === 'body' && f.at.includes('0'))).toBe(true);
    expect(operations.map((o) => o.id)).toContain('deleteOwnObservedEvidence');
  });

  for (const { id, fields } of operations) {
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
    const req: PipelineRequest = { method: 'POST', path: '/api/v1/observed-evidence/delete-self', query: {}, headers: {}, body: { from: '0000-01-01' }, requestId: 'r', transport: 'http' };
    const e = (() => { try { validate('deleteOwnObservedEvidence', req, {}, false); } catch (x) { return x as ApiError; } })();
    expect(e?.code).toBe('VALIDATION_FAILED');
    expect(e?.details).toEqual([{ field: 'body.from', message: 'must be a date from 0001-01-01 to 9999-12-31 (years 0001 to 9999)' }]);
    expect(e?.suggestion).toBe('Set body.from to a date from 0001-01-01 to 9999-12-31, then retry.');
  });
});
