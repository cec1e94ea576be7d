/**
 * Named (prepared) statements for knex's reads.
 *
 * An unnamed statement is parsed, analysed and planned by Postgres on every execution; for a read such as
 * `select t.*, tm.prefix … from tasks t left join teams tm …` that is most of its cost (measured on the 2-core
 * bench machine: 0.30-0.36 ms of Postgres CPU per execution unnamed, about 0.08 ms named). knex has no prepared
 * statements of its own but passes a query's `options` to pg, and pg prepares a statement that has a `name` once
 * per connection and then only binds and executes it. So every SELECT that knex's query builder compiles is run
 * under a name derived from its SQL text: the same text always gets the same name, on every pooled connection.
 *
 * Bounds and safety:
 * - Only query-builder SELECTs (`db('t').where(…)`, `.first()`, `.pluck()`): never `db.raw` (which may hold several
 *   commands, and whose texts are the hand-written ones), never writes.
 * - At most MAX_NAMED distinct texts per process are named (each is a prepared statement on each connection that
 *   runs it, a few kB of backend memory); texts past that run unnamed, as before. Statements with more than
 *   MAX_BINDINGS bindings (long `whereIn` lists, whose text changes with the list's length) run unnamed.
 * - Postgres re-plans a prepared statement after DDL on its tables by itself; when the DDL changed its result
 *   columns (a migration adding a column read by `t.*`), Postgres refuses it once with 0A000 "cached plan must
 *   not change result type". The statement is then prepared again under a new name and run once more.
 */
import type { Knex } from 'knex';

/** At most this many distinct SQL texts are named per process. */
export const MAX_NAMED = 2000;
/** Statements with more bindings than this run unnamed. */
export const MAX_BINDINGS = 64;

interface CompiledQuery {
  sql: string;
  bindings?: unknown[];
  method?: string;
  options?: Record<string, unknown>;
}
type QueryFn = (connection: unknown, obj: CompiledQuery) => Promise<CompiledQuery>;

const NAMED_METHODS = new Set(['select', 'first', 'pluck']);

/** Makes `db` run its query-builder SELECTs as named statements (see the module comment). Returns `db`. */
export function preparedReads(db: Knex): Knex {
  const client = db.client as { _query: QueryFn };
  const unnamed = client._query.bind(client);
  /** SQL text → its name; the generation counter renames a text after 0A000. */
  const names = new Map<string, string>();
  let generation = 0;

  const nameOf = (obj: CompiledQuery): string | undefined => {
    if (!NAMED_METHODS.has(obj.method ?? '') || obj.options?.name) return undefined;
    if ((obj.bindings?.length ?? 0) > MAX_BINDINGS) return undefined;
    let name = names.get(obj.sql);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `sextant_q${names.size}`;
      names.set(obj.sql, name);
    }
    return name;
  };

  client._query = async (connection, obj) => {
    const name = nameOf(obj);
    if (!name) return unnamed(connection, obj);
    try {
      return await unnamed(connection, { ...obj, options: { ...obj.options, name } });
    } catch (err) {
      if ((err as { code?: string }).code !== '0A000') throw err;
      const renamed = `sextant_q${names.size}_${++generation}`; // a fresh name, prepared anew on every connection
      names.set(obj.sql, renamed);
      return unnamed(connection, { ...obj, options: { ...obj.options, name: renamed } });
    }
  };
  return db;
}
