/**
 * Shared by the cross-operation live tests of this folder: the shape of an answer read without knowing its operation
 * (a raw request to a path built from the document, an action's href, an MCP tool's structured content). MCP sessions
 * come from contract-tests/lib/mcpTools.ts.
 */
import { expect } from 'vitest';
import type { Action, BatchEntryResult, ErrorEnvelopeError, Meta, Pagination } from '../../sdk/src/index';
import { raw } from '../lib/sdkAs.js';

/**
 * Any envelope (spec 2 §4.1 success, §7 failure) with every member optional but `meta`: what a generic request
 * answers when its operation is not known at compile time. `D` is the success `data` where the caller knows it.
 */
export interface Answer<D = unknown> {
  ok: boolean;
  data: D;
  meta: Meta;
  actions?: Action[];
  pagination?: Pagination;
  error?: ErrorEnvelopeError;
}

/** An answer of POST /api/v1/batch: each entry's result by its id. */
export type BatchAnswer = Answer<Record<string, BatchEntryResult>>;

/** An MCP tool result's structured content, read as an envelope (MCP results are untyped by nature). */
export const structured = <D = unknown>(r: object): Answer<D> => (r as { structuredContent?: unknown }).structuredContent as Answer<D>;

/**
 * Every item of a list at a path built from data (a list named by a table, not by a typed call), following
 * pagination.cursor; each page must be 200. Items are records (lists answer objects).
 */
export async function rawAll(key: string, path: string, limit = 200): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const r = await raw<Answer<Record<string, unknown>[]>>(key, 'GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(r.status, `GET ${path}: ${JSON.stringify(r.data).slice(0, 800)}`).toBe(200);
    out.push(...r.data.data);
    cursor = r.data.pagination?.hasMore ? (r.data.pagination.cursor ?? undefined) : undefined;
  } while (cursor);
  return out;
}
