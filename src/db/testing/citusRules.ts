/**
 * What Citus needs of a table to shard the schema by tenant (docs/scaling.md, decision 0056), as rules over the
 * catalog (./catalog.ts). Each rule returns one sentence per breach, naming the table, the key and the change to make:
 *  - a tenant table (every public table not in GLOBAL_TABLES) has `org_id`, NOT NULL (its distribution column);
 *  - every primary key, unique constraint and unique index of a distributed table includes its distribution column
 *    as a key column (Citus refuses to distribute a table whose uniqueness it cannot check inside one shard);
 *  - so does every exclusion constraint;
 *  - a foreign key between distributed tables pairs their distribution columns (`org_id` → `org_id`, or `org_id` →
 *    `orgs.id`), so both rows live in the same shard (co-location);
 *  - a foreign key from a distributed table points at a distributed or reference table, never a local one; one from
 *    a reference table points at a reference table; one from a local table at a local or reference table.
 */
import { CITUS_PLACEMENT, type CitusPlacement, isGlobalTable, TENANT_DISTRIBUTION_COLUMN } from '../tenancy.js';
import type { CatalogTable } from './catalog.js';

/** Where `table` goes on Citus: its entry in CITUS_PLACEMENT, else a tenant table distributed by org_id. */
export function placementOf(table: string): CitusPlacement {
  if (isGlobalTable(table)) return CITUS_PLACEMENT[table];
  return { kind: 'distributed', column: TENANT_DISTRIBUTION_COLUMN, why: 'a tenant table' };
}

const keyText = (columns: (string | null)[]) => `(${columns.map((c) => c ?? '<expression>').join(', ')})`;

/** Every way `table` is not ready to be placed as placementOf says on Citus, each with its fix; [] when ready. */
export function citusBreaches(table: CatalogTable, tables: ReadonlyMap<string, CatalogTable>): string[] {
  const out: string[] = [];
  const placement = placementOf(table.name);
  const tenant = !isGlobalTable(table.name);

  if (placement.kind === 'distributed') {
    const column = placement.column;
    if (!table.columns.has(column)) {
      out.push(
        tenant
          ? `${table.name} has no ${column}: add \`${column} uuid NOT NULL REFERENCES orgs (id)\` and lead its keys with it, or list the table in GLOBAL_TABLES (src/db/tenancy.ts) with why it is global and its Citus placement`
          : `${table.name} has no column ${column}, its distribution column in CITUS_PLACEMENT: fix the placement`,
      );
      return out;
    }
    if (!table.columns.get(column)) out.push(`${table.name}.${column} is nullable: make it NOT NULL (Citus rejects a row without its distribution column)`);
    for (const index of table.uniques) {
      if (index.columns.includes(column)) continue;
      const partial = index.predicate ? ` WHERE ${index.predicate}` : '';
      out.push(
        `${table.name}: ${index.kind} ${index.name} ${keyText(index.columns)}${partial} lacks ${column}: make it ` +
          `${keyText([column, ...index.columns])}${partial}` +
          (index.kind === 'primary key' ? ', and index the old columns alone where queries look rows up without the org' : ''),
      );
    }
    for (const exclusion of table.exclusions) {
      if (!exclusion.definition.includes(`${column} WITH =`))
        out.push(`${table.name}: exclusion constraint ${exclusion.name} lacks \`${column} WITH =\`: add it`);
    }
  }

  for (const fk of table.foreignKeys) {
    const target = placementOf(fk.target);
    const where = `${table.name}: foreign key ${fk.name} (${fk.definition})`;
    if (!tables.has(fk.target)) {
      out.push(`${where} points outside the public schema: drop it, or move its target into public and place it`);
      continue;
    }
    if (placement.kind === 'distributed' && target.kind === 'distributed') {
      const paired = fk.columns.some((c, i) => c === placement.column && fk.targetColumns[i] === target.column);
      if (!paired) {
        const from = [placement.column, ...fk.columns.filter((c) => c !== placement.column)];
        const to = [target.column, ...fk.targetColumns.filter((_c, i) => fk.columns[i] !== placement.column)];
        out.push(
          `${where} does not pair ${placement.column} with ${fk.target}.${target.column}, so the two rows may sit in ` +
            `different shards: make it FOREIGN KEY ${keyText(from)} REFERENCES ${fk.target} ${keyText(to)} (the same ` +
            `ON DELETE), backed by a unique key of ${fk.target} on those columns`,
        );
      }
    } else if (placement.kind === 'distributed' && target.kind === 'local') {
      out.push(`${where} points at ${fk.target}, a local table: make ${fk.target} a reference table in CITUS_PLACEMENT, or drop the key`);
    } else if (placement.kind === 'reference' && target.kind !== 'reference') {
      out.push(`${where}: a reference table may only reference reference tables; ${fk.target} is ${target.kind}`);
    } else if (placement.kind === 'local' && target.kind === 'distributed') {
      out.push(`${where}: a local table cannot reference ${fk.target}, a distributed table: drop the key or make the table a tenant table`);
    }
  }
  return out;
}
