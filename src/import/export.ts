/**
 * The org's whole data set as versioned Sextant JSON (findings §2.1–2.2), streamed: rows come
 * from Postgres through a cursor (pg-query-stream behind knex's `.stream()`) already serialised by `to_jsonb`, and go
 * to the file with backpressure, so memory stays flat however large the org. One REPEATABLE READ, READ ONLY
 * transaction gives the header's counts, every row and every cross-reference from the same snapshot while the
 * server keeps writing. The file is written to `<out>.partial` and renamed when complete.
 *
 * Format (version 1):
 *   {"sextant": {format: "sextant-json", version: 1, exportId, exportedAt, schema (last migration),
 *                source: {orgId, name, baseCurrency}, options: {includeCompensation, history},
 *                counts: {<table>: rows}},
 *    "records": [{"t": <table>, "r": <row: database column names, no org_id>}, … in import order],
 *    "end": {"records": <n>}}
 * Values: numerics as strings (no precision lost), timestamps as ISO 8601 with offset, dates as YYYY-MM-DD, JSON
 * columns as JSON, uuid arrays as arrays. Files travel by reference (their storage key), never bytes. Never
 * exported: NOT_EXPORTED (keys, OAuth, secrets, outbox, caches), and salaries/weekly hours unless
 * includeCompensation.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { exportedColumns, loadSchema, orderOf, SECTIONS } from './catalog.js';

export const FORMAT_VERSION = 1;

/** Fields that are compensation wherever they appear (columns of users, and their changes in the activity log). */
export const COMPENSATION_FIELDS = SECTIONS.flatMap((s) => s.compensation ?? []);
const COMPENSATION_SQL = `ARRAY[${COMPENSATION_FIELDS.map((f) => `'${f}'`).join(', ')}]::text[]`;

export interface ExportOptions {
  includeCompensation?: boolean;
  /** Include the activity log (the history tasks' built-in metrics are computed from). Default true. */
  history?: boolean;
  /** Called after every written record with the section and the records written so far. */
  onProgress?: (table: string, written: number, total: number) => void;
}

export interface ExportSummary {
  exportId: string;
  orgId: string;
  file: string;
  records: number;
  counts: Record<string, number>;
  bytes: number;
}

/** Column expression for the export SELECT: numerics as text so no precision is lost in JSON. */
const expr = (c: { name: string; type: string }) => (c.type === 'numeric' ? `"${c.name}"::text AS "${c.name}"` : `"${c.name}"`);

/**
 * Writes the export of `orgId` to `file`. Throws Error('org … not found') for an unknown org.
 * @returns the export's id, counts per table, record count and size in bytes.
 */
export async function exportOrg(db: Knex, orgId: string, file: string, opts: ExportOptions = {}): Promise<ExportSummary> {
  const history = opts.history !== false;
  const includeCompensation = !!opts.includeCompensation;
  const schema = await loadSchema(db);
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  let streamError: Error | undefined;
  out.on('error', (err) => {
    streamError = err;
  });
  let bytes = 0;
  const write = async (s: string) => {
    if (streamError) throw streamError;
    bytes += Buffer.byteLength(s);
    if (!out.write(s)) await once(out, 'drain'); // rejects if the stream fails meanwhile
  };
  const exportId = randomUUID();
  try {
    const summary = await db.transaction(
      async (trx) => {
        await trx.raw(`SET LOCAL TimeZone = 'UTC'`);
        const org = await trx('orgs').where({ id: orgId }).first('id', 'name', 'base_currency');
        if (!org) throw new Error(`org ${orgId} not found`);
        const migration = await trx('knex_migrations').orderBy('id', 'desc').first('name');
        const sections = SECTIONS.filter((s) => history || s.table !== 'activities');
        const counts: Record<string, number> = {};
        for (const s of sections) {
          const q = trx(s.table).where({ org_id: orgId });
          if (s.table === 'activities' && !includeCompensation) {
            q.whereRaw(
              `NOT (jsonb_array_length(changes) > 0 AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(changes) c WHERE NOT (c->>'field' = ANY (${COMPENSATION_SQL}))))`,
            );
          }
          const [{ n }] = await q.count({ n: '*' });
          counts[s.table] = Number(n);
        }
        const header = {
          format: 'sextant-json',
          version: FORMAT_VERSION,
          exportId,
          exportedAt: new Date().toISOString(),
          schema: migration?.name ?? null,
          source: { orgId: org.id, name: org.name, baseCurrency: org.base_currency },
          options: { includeCompensation, history },
          counts,
        };
        await write(`{"sextant":${JSON.stringify(header)},\n"records":[`);
        let n = 0;
        for (const s of sections) {
          const info = schema.get(s.table)!;
          let cols = exportedColumns(s, info, includeCompensation).map(expr).join(', ');
          let where = '';
          if (s.table === 'activities' && !includeCompensation) {
            // The history of a salary is a salary: its changes leave with the columns (an entry left with none goes too).
            const kept = `(SELECT coalesce(jsonb_agg(c ORDER BY i), '[]'::jsonb) FROM jsonb_array_elements(changes) WITH ORDINALITY e(c, i) WHERE NOT (c->>'field' = ANY (${COMPENSATION_SQL})))`;
            cols = cols.replace('"changes"', `${kept} AS "changes"`);
            where = ` AND NOT (jsonb_array_length(changes) > 0 AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(changes) c WHERE NOT (c->>'field' = ANY (${COMPENSATION_SQL}))))`;
          }
          const sql = `SELECT to_jsonb(x)::text AS j FROM (SELECT ${cols} FROM "${s.table}" WHERE org_id = ?${where} ORDER BY ${orderOf(s, info)}) x`;
          let written = 0;
          const stream = trx.raw(sql, [orgId]).stream({ highWaterMark: 500 });
          for await (const row of stream as AsyncIterable<{ j: string }>) {
            await write(`${n++ ? ',' : ''}\n{"t":"${s.table}","r":${row.j}}`);
            opts.onProgress?.(s.table, ++written, counts[s.table]);
          }
        }
        await write(`\n],\n"end":${JSON.stringify({ records: n })}}\n`);
        return { exportId, orgId, file, records: n, counts };
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    out.end();
    await once(out, 'finish');
    await rename(partial, file);
    return { ...summary, bytes };
  } catch (err) {
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}
