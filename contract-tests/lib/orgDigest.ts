/**
 * A fingerprint of everything an org holds, for tests that must show an action changed nothing of it: every table
 * with an org_id column → the count and an md5 of the org's rows in it (as JSON, in a fixed order), and `orgs` → the
 * org's own row. `skip(table)` names columns left out of a table's rows: bookkeeping the test allows to move.
 */
import { createDb } from '../../src/db/knex.js';

export async function orgDigest(databaseUrl: string, orgId: string, skip: (table: string) => string[] = () => []): Promise<Record<string, string>> {
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    const tables = (
      await db('information_schema.columns').where({ table_schema: 'public', column_name: 'org_id' }).select<{ table_name: string }[]>('table_name')
    ).map((r) => r.table_name);
    const out: Record<string, string> = {};
    for (const table of tables.sort()) {
      const left = skip(table);
      const { rows } = await db.raw<{ rows: { n: string; h: string | null }[] }>(
        `select count(*) as n, md5(string_agg((to_jsonb(t) - ?::text[])::text, '|' order by (to_jsonb(t) - ?::text[])::text)) as h from ?? t where t.org_id = ?`,
        [left, left, table, orgId],
      );
      out[table] = `${rows[0].n} ${rows[0].h ?? '-'}`;
    }
    const self = await db.raw<{ rows: { h: string }[] }>(`select md5(to_jsonb(o)::text) as h from orgs o where id = ?`, [orgId]);
    out.orgs = self.rows[0].h;
    return out;
  } finally {
    await db.destroy();
  }
}
