/**
 * Dates and numbers at their edges, from the bundled document (decision 0006): every date, date-time, integer and
 * number input of every operation (path, query and body, nested fields included, an array element as index 0), and
 * for each the values that must be refused — year 0000, year 10000, negative years, an offset that carries a bound
 * out of range, 1e21, beyond int8, -0 where 0 is refused, NaN and Infinity forms, one past each bound — and the
 * extremes that must be accepted. Used by src/http/edges.test.ts (the validation step, every value) and
 * contract-tests/pipeline/edges.live.test.ts (the real server, one value per field).
 */
import type { OperationId } from '../../src/generated/operations.js';
import { bundled, deref, type SchemaNode } from './openapiNodes.js';

export type Kind = 'date' | 'date-time' | 'integer' | 'number';
export interface Field {
  in: 'path' | 'query' | 'body';
  at: string[];
  kind: Kind;
  schema: SchemaNode;
}

/** The date/date-time/integer/number leaves of a schema, with their path (an array element is index 0). */
function leaves(schema: SchemaNode | undefined, where: Field['in'], at: string[], out: Field[], depth = 0): Field[] {
  const s = deref(schema);
  if (!s || typeof s !== 'object' || depth > 10) return out;
  const types: unknown[] = Array.isArray(s.type) ? s.type : [s.type];
  const kind: Kind | undefined =
    s.format === 'date' || s.format === 'date-time' ? s.format : types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
  if (kind) out.push({ in: where, at, kind, schema: s });
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) for (const b of s[k] ?? []) leaves(b, where, at, out, depth + 1);
  if (s.items) leaves(s.items, where, [...at, '0'], out, depth + 1);
  for (const [k, v] of Object.entries(s.properties ?? {})) leaves(v, where, [...at, k], out, depth + 1);
  return out;
}

/** Every operation of the document (outside the pipeline: none) with its date and number inputs. */
export const edgeOperations: { id: OperationId; method: string; path: string; fields: Field[] }[] = [];
for (const [path, item] of Object.entries(bundled.paths)) {
  for (const [method, op] of Object.entries(item)) {
    // `parameters` sits beside the methods: an array, so it has no operationId and is skipped like any non-operation.
    if (Array.isArray(op) || !op?.operationId || op['x-served-by']) continue;
    const fields: Field[] = [];
    for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(p))) {
      if (p.in === 'path' || p.in === 'query') leaves(p.schema, p.in, [p.name], fields);
    }
    const body = deref(op.requestBody)?.content?.['application/json']?.schema;
    if (body) leaves(body, 'body', [], fields);
    // A field reached twice (through two branches of a oneOf) is tried once.
    const unique = [...new Map(fields.filter((f) => f.at.length).map((f) => [`${f.in}.${f.at.join('.')}`, f])).values()];
    if (unique.length) edgeOperations.push({ id: op.operationId as OperationId, method: method.toUpperCase(), path, fields: unique });
  }
}

/** Edge values of a field: those that must be refused, and the extremes that must pass. Path and query values are strings. */
export function edges(f: Field): { refused: unknown[]; accepted: unknown[] } {
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
  // An unbounded side is NaN: its "one past" value is NaN (refused anyway) and -0 is never inside it.
  const low = s.minimum ?? s.exclusiveMinimum ?? Number.NaN;
  const high = s.maximum ?? s.exclusiveMaximum ?? Number.NaN;
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
  return {
    refused: refused.map((v) => (text && typeof v === 'number' ? (Object.is(v, -0) ? '-0' : String(v)) : v)),
    accepted: accepted.map((v) => (text ? String(v) : v)),
  };
}

/** The body holding `value` at a body field's path (`['impacts', '0', 'delta']` → `{ impacts: [{ delta: value }] }`). */
export function bodyWith(f: Field, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let node: unknown = body;
  f.at.forEach((k, i) => {
    const next = i === f.at.length - 1 ? value : f.at[i + 1] === '0' ? [] : {};
    if (Array.isArray(node)) node.push(next);
    else (node as Record<string, unknown>)[k] = next;
    node = next;
  });
  return body;
}
