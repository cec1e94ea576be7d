/**
 * Keyset pagination (spec 2 §4.2; conventions "Data"): each list has one fixed order given as key
 * expressions; the cursor is an opaque base64url token holding the last row's key values and the list's name,
 * so a page costs the same at row 10 and row 10,000,000 (an index range scan, no OFFSET).
 */
import type { Knex } from 'knex';
import { invalidField } from '../core/errors.js';

export interface KeyPart {
  expr: string;
  type: 'int' | 'text' | 'uuid' | 'timestamptz';
}
export interface ListOrder {
  name: string;
  keys: KeyPart[];
  direction: 'asc' | 'desc';
}
export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
}

export function encodeCursor(list: string, values: unknown[]): string {
  return Buffer.from(JSON.stringify({ l: list, v: values })).toString('base64url');
}

export function decodeCursor(order: ListOrder, cursor: string): unknown[] {
  const bad = () =>
    invalidField(
      'query.cursor',
      'is not a cursor of this list',
      'Pass back pagination.cursor from the previous page of the same list unchanged, or omit cursor to start over.',
    );
  let parsed: { l?: unknown; v?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (parsed?.l !== order.name || !Array.isArray(parsed.v) || parsed.v.length !== order.keys.length) throw bad();
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  order.keys.forEach((k, i) => {
    const v = (parsed.v as unknown[])[i];
    const okType =
      (k.type === 'int' && Number.isInteger(v)) ||
      (k.type === 'text' && typeof v === 'string') ||
      (k.type === 'uuid' && typeof v === 'string' && uuid.test(v)) ||
      (k.type === 'timestamptz' && typeof v === 'string' && !Number.isNaN(Date.parse(v)));
    if (!okType) throw bad();
  });
  return parsed.v as unknown[];
}

/**
 * Applies the order, the cursor and limit+1 to `query`, runs it and returns the page. `query` must select
 * the row columns; the key values are selected alongside as _k0.._kn and removed from the rows.
 */
export async function paginate<T extends Record<string, unknown>>(
  query: Knex.QueryBuilder,
  order: ListOrder,
  opts: { cursor?: string; limit: number },
): Promise<Page<T>> {
  const knex = (query as unknown as { client: { raw: Knex['raw'] } }).client;
  order.keys.forEach((k, i) => query.select(knex.raw(`${k.expr} as _k${i}`)));
  if (opts.cursor) {
    const values = decodeCursor(order, opts.cursor);
    const lhs = order.keys.map((k) => k.expr).join(', ');
    const rhs = order.keys.map((k) => `?::${k.type}`).join(', ');
    query.whereRaw(`(${lhs}) ${order.direction === 'asc' ? '>' : '<'} (${rhs})`, values as Knex.Value[]);
  }
  query.orderByRaw(order.keys.map((k) => `${k.expr} ${order.direction}`).join(', ')).limit(opts.limit + 1);
  const rows = (await query) as Record<string, unknown>[];
  const more = rows.length > opts.limit;
  const pageRows = more ? rows.slice(0, opts.limit) : rows;
  let nextCursor: string | null = null;
  if (more) {
    const last = pageRows[pageRows.length - 1];
    nextCursor = encodeCursor(
      order.name,
      order.keys.map((_, i) => {
        const v = last[`_k${i}`];
        return v instanceof Date ? v.toISOString() : v;
      }),
    );
  }
  for (const r of pageRows) order.keys.forEach((_, i) => delete r[`_k${i}`]);
  return { rows: pageRows as T[], nextCursor };
}
