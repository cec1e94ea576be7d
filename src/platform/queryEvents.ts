/**
 * One database round trip of a knex instance, from when it is sent to when its answer (or error) arrives: knex's
 * `query` / `query-response` / `query-error` events (transactions forward theirs to the root instance), matched by
 * knex's per-query uid. Metrics time round trips and tracing spans them through this one hook.
 */
import type { Knex } from 'knex';

/** What knex's query events carry of a query. */
export interface KnexQuery {
  __knexQueryUid?: string;
  sql?: string;
}

/**
 * Calls `start` as each query of `db` is sent; what it returns (undefined: nothing to follow) is handed to `end`
 * when the query's answer arrives, with the error when it failed.
 */
export function onRoundTrips<T>(db: Knex, start: (q: KnexQuery) => T | undefined, end: (token: T, err?: unknown) => void): void {
  const open = new Map<string, T>();
  db.on('query', (q: KnexQuery) => {
    if (!q.__knexQueryUid) return;
    const token = start(q);
    if (token !== undefined) open.set(q.__knexQueryUid, token);
  });
  const done = (err: unknown, q: KnexQuery) => {
    const uid = q.__knexQueryUid;
    if (!uid || !open.has(uid)) return;
    const token = open.get(uid)!;
    open.delete(uid);
    end(token, err);
  };
  db.on('query-response', (_res: unknown, q: KnexQuery) => done(undefined, q));
  db.on('query-error', done);
}
