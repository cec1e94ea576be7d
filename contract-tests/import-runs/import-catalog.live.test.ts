/**
 * The export catalog against the live schema (src/import/catalog.ts): a migration that adds a tenant
 * table, or a column that names another row, fails here until the catalog says how an export carries it and an
 * import rewrites it. Also: every activity and outbox trigger honours `sextant.bulk_load`, so an import writes no
 * activity, notification or webhook event of its own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { loadSchema, NOT_EXPORTED, SECTIONS, type TableInfo } from '../../src/import/catalog.js';
import { guarded } from '../../migrations/20261213000000_import_runs.js';

let db: Knex;
let schema: Map<string, TableInfo>;
beforeAll(async () => {
  db = createDb(inject('contract').databaseUrl, { min: 0, max: 1 });
  schema = await loadSchema(db);
});
afterAll(async () => {
  await db?.destroy();
});

describe('export catalog', () => {
  it('classifies every tenant table: exported (in import order) or left out with a reason', async () => {
    const { rows } = await db.raw(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'org_id' ORDER BY 1`,
    );
    const tenant = rows.map((r: { table_name: string }) => r.table_name);
    const classified = [...SECTIONS.map((s) => s.table), ...Object.keys(NOT_EXPORTED)];
    expect(tenant.filter((t: string) => !classified.includes(t))).toEqual([]);
    expect(classified.filter((t) => !tenant.includes(t))).toEqual([]);
    expect(new Set(SECTIONS.map((s) => s.table)).size).toBe(SECTIONS.length);
  });

  it('every reference column is a foreign key or declared (refs, deferred, copy, nulled, textIds)', () => {
    const unclassified: string[] = [];
    for (const s of SECTIONS) {
      const info = schema.get(s.table)!;
      for (const c of info.columns) {
        if (c.name === 'id' || info.fks[c.name]) continue;
        const declared = s.refs?.[c.name] || s.deferred?.[c.name] || s.copy?.includes(c.name) || s.nulled?.includes(c.name);
        if (c.type === 'uuid' && !declared) unclassified.push(`${s.table}.${c.name}`);
      }
      for (const col of [
        ...Object.keys(s.refs ?? {}),
        ...Object.keys(s.deferred ?? {}),
        ...(s.copy ?? []),
        ...(s.nulled ?? []),
        ...(s.textIds ?? []),
        ...(s.compensation ?? []),
      ]) {
        expect(
          info.columns.map((c) => c.name),
          `${s.table}.${col}`,
        ).toContain(col);
      }
    }
    expect(unclassified).toEqual([]);
  });

  it('foreign keys point at exported tables or at ones the catalog nulls', () => {
    const exported = new Set(SECTIONS.map((s) => s.table));
    const stray: string[] = [];
    for (const s of SECTIONS) {
      for (const [col, ref] of Object.entries(schema.get(s.table)!.fks))
        if (!exported.has(ref) && !s.nulled?.includes(col)) stray.push(`${s.table}.${col} → ${ref}`);
    }
    expect(stray).toEqual([]);
  });

  it('every activity and outbox trigger skips writes under sextant.bulk_load', async () => {
    const { rows } = await db.raw(
      `SELECT t.tgrelid::regclass::text AS rel, t.tgname FROM pg_trigger t
        WHERE NOT t.tgisinternal AND t.tgfoid IN ('sextant_record_activity'::regproc, 'sextant_emit_event'::regproc)
          AND pg_get_triggerdef(t.oid) NOT LIKE '%sextant.bulk_load%'`,
    );
    expect(rows).toEqual([]);
  });

  it('guarded() adds the guard to a trigger with or without a WHEN clause', () => {
    expect(guarded('CREATE TRIGGER x AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION f()')).toBe(
      `CREATE TRIGGER x AFTER INSERT ON t FOR EACH ROW WHEN (current_setting('sextant.bulk_load', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION f()`,
    );
    expect(guarded(`CREATE TRIGGER x AFTER INSERT ON t FOR EACH ROW WHEN ((new.kind = 'a'::text)) EXECUTE FUNCTION f()`)).toBe(
      `CREATE TRIGGER x AFTER INSERT ON t FOR EACH ROW WHEN ((current_setting('sextant.bulk_load', true) IS DISTINCT FROM 'on') AND ((new.kind = 'a'::text))) EXECUTE FUNCTION f()`,
    );
  });
});
