/**
 * Builders for `actions` (spec 2 §4.1): each names an operationId, fills the path template of that
 * operation from the generated operation table, and optionally pre-fills a complete body.
 */
import { operations, type OperationId } from '../generated/operations.js';
import type { Action } from './envelope.js';

export function action(name: OperationId, params: Record<string, string | number> = {}, body?: Record<string, unknown>): Action {
  const op = operations[name];
  const href = op.path.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (params[k] === undefined) throw new Error(`action ${name}: missing path parameter ${k}`);
    return encodeURIComponent(String(params[k]));
  });
  return { name, method: op.method as Action['method'], href, ...(body ? { body } : {}) };
}

export const link = (rel: string, name: OperationId, params: Record<string, string | number> = {}): Action => ({ rel, ...action(name, params) });

/** The action with a query string (for GET operations whose inputs are query parameters). */
export const withQuery = (a: Action, query: Record<string, string | number | boolean>): Action => ({
  ...a,
  href: `${a.href}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
});
