/**
 * The shape of the `public` schema as Postgres's catalog holds it after the migrations: each table with its columns,
 * unique indexes (primary keys and unique constraints included) and foreign keys, by column name. The schema checks
 * (src/db/citusReady.db.test.ts) read it; nothing here writes.
 */
import type { Knex } from 'knex';

export interface CatalogIndex {
  /** The index's name (a constraint's backing index has the constraint's name). */
  name: string;
  /** 'primary key', 'unique constraint', or 'unique index' (one created by CREATE UNIQUE INDEX). */
  kind: 'primary key' | 'unique constraint' | 'unique index';
  /** Its key columns in order; null for an expression. INCLUDE columns are not keys and are left out. */
  columns: (string | null)[];
  /** The WHERE of a partial index, else null. */
  predicate: string | null;
}

export interface CatalogForeignKey {
  name: string;
  /** The referenced table (public schema). */
  target: string;
  /** Referencing columns, in order, paired with `targetColumns`. */
  columns: string[];
  targetColumns: string[];
  /** As pg_get_constraintdef prints it, e.g. `FOREIGN KEY (org_id, task_id) REFERENCES tasks(org_id, id) ON DELETE CASCADE`. */
  definition: string;
}

export interface CatalogTable {
  name: string;
  /** Column name → NOT NULL. */
  columns: Map<string, boolean>;
  uniques: CatalogIndex[];
  foreignKeys: CatalogForeignKey[];
  /** Exclusion constraints, by name (Citus needs the distribution column in them too, compared with `=`). */
  exclusions: { name: string; definition: string }[];
}

interface TableRow {
  oid: number;
  name: string;
}
interface ColumnRow {
  table: number;
  attnum: number;
  name: string;
  notnull: boolean;
}
interface IndexRow {
  table: number;
  name: string;
  primary: boolean;
  constraint: boolean;
  keys: number[];
  predicate: string | null;
}
interface ConstraintRow {
  table: number;
  target: number;
  name: string;
  type: 'f' | 'x';
  keys: number[];
  target_keys: number[] | null;
  definition: string;
}

/** Every ordinary or partitioned table of `public` (partitions are checked through their parent), by name. */
export async function readPublicCatalog(db: Knex): Promise<Map<string, CatalogTable>> {
  const tables = (
    await db.raw<{ rows: TableRow[] }>(
      `select c.oid::int as oid, c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
    )
  ).rows;
  const oids = tables.map((row) => row.oid);
  const columns = (
    await db.raw<{ rows: ColumnRow[] }>(
      `select attrelid::int as table, attnum::int as attnum, attname as name, attnotnull as notnull
         from pg_attribute where attrelid = any(?::oid[]) and attnum > 0 and not attisdropped`,
      [oids],
    )
  ).rows;
  const indexes = (
    await db.raw<{ rows: IndexRow[] }>(
      `select i.indrelid::int as table, ic.relname as name, i.indisprimary as primary,
              exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype = 'u') as constraint,
              ((i.indkey::int2[])[0:i.indnkeyatts - 1])::int[] as keys,
              pg_get_expr(i.indpred, i.indrelid) as predicate
         from pg_index i join pg_class ic on ic.oid = i.indexrelid
        where i.indrelid = any(?::oid[]) and i.indisunique`,
      [oids],
    )
  ).rows;
  const constraints = (
    await db.raw<{ rows: ConstraintRow[] }>(
      `select conrelid::int as table, confrelid::int as target, conname as name, contype as type,
              conkey::int[] as keys, confkey::int[] as target_keys, pg_get_constraintdef(oid) as definition
         from pg_constraint where conrelid = any(?::oid[]) and contype in ('f', 'x')`,
      [oids],
    )
  ).rows;

  const names = new Map(tables.map((row) => [row.oid, row.name]));
  const attnames = new Map<string, string>();
  for (const column of columns) attnames.set(`${column.table}:${column.attnum}`, column.name);
  const attname = (table: number, attnum: number) => attnames.get(`${table}:${attnum}`) ?? `#${attnum}`;

  const out = new Map<string, CatalogTable>();
  for (const { oid, name } of tables) {
    out.set(name, {
      name,
      columns: new Map(columns.filter((c) => c.table === oid).map((c) => [c.name, c.notnull])),
      uniques: indexes
        .filter((index) => index.table === oid)
        .map((index) => ({
          name: index.name,
          kind: index.primary ? 'primary key' : index.constraint ? 'unique constraint' : 'unique index',
          // attnum 0 in indkey marks an expression.
          columns: index.keys.map((attnum) => (attnum === 0 ? null : attname(oid, attnum))),
          predicate: index.predicate,
        })),
      foreignKeys: constraints
        .filter((k) => k.table === oid && k.type === 'f')
        .map((k) => ({
          name: k.name,
          target: names.get(k.target) ?? `(oid ${k.target}, outside public)`,
          columns: k.keys.map((attnum) => attname(oid, attnum)),
          targetColumns: (k.target_keys ?? []).map((attnum) => attname(k.target, attnum)),
          definition: k.definition,
        })),
      exclusions: constraints.filter((k) => k.table === oid && k.type === 'x').map((k) => ({ name: k.name, definition: k.definition })),
    });
  }
  return out;
}
