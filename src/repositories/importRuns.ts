/**
 * The import_runs table (spec 1 §3.1; spec 2 §4.19) and its refusals (import_refusals): their rows and the reads of
 * GET /import-runs, each scoped by org_id. The API form (serializeImportRun) stays with the service: a run's duration
 * depends on which statuses the import-run machine calls final.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid } from './refs.js';

/** Newest first; ids break ties (index import_runs_list). */
const LIST: ListOrder = {
  name: 'import-runs',
  direction: 'desc',
  keys: [
    { expr: 'r.created_at', type: 'timestamptz' },
    { expr: 'r.id', type: 'uuid' },
  ],
};

/** An import_runs row as knex returns it (timestamps as Date; strings accepted too). */
export interface ImportRunRow {
  org_id: string;
  id: string;
  format: Schema<'ImportRunFormat'>;
  source: Record<string, unknown>;
  source_key?: string;
  fingerprint?: string;
  status: Schema<'ImportRunStatus'>;
  options: Record<string, unknown> | null;
  plan: unknown[] | null;
  counts: unknown[] | null;
  checkpoint: Record<string, unknown> | null;
  refused: number;
  error: string | null;
  warnings?: unknown[] | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  heartbeat_at?: Date | string | null;
}

/** An import_refusals row (seq is bigint: a string from pg). */
export interface ImportRefusalRow {
  org_id?: string;
  run_id: string;
  seq?: string | number;
  phase: string;
  kind: string;
  source_id: string | null;
  reason: string;
  created_at: Date | string;
}

/** A page of the org's runs, newest first, of `status` and `format` when given. 400 (from paginate) for a bad cursor. */
export function listImportRuns(
  db: Knex,
  orgId: string,
  f: { status?: Schema<'ImportRunStatus'>; format?: Schema<'ImportRunFormat'> },
  page: { cursor?: string; limit: number },
): Promise<Page<ImportRunRow>> {
  const query = db('import_runs as r').select('r.*').where('r.org_id', orgId);
  if (f.status) query.andWhere('r.status', f.status);
  if (f.format) query.andWhere('r.format', f.format);
  return paginate<ImportRunRow & Record<string, unknown>>(query, LIST, page);
}

/** Run `id` (a UUID, any case) of the org; undefined when none, or when `id` is not a UUID. */
export async function findImportRunRow(db: Knex, orgId: string, id: string): Promise<ImportRunRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db('import_runs').where({ org_id: orgId, id: id.toLowerCase() }).first();
}

/** The first `limit` refusals of each of `runIds` (all of org `orgId`), oldest first, by run id: one query, an index range per run. */
export async function listFirstRefusals(db: Knex, orgId: string, runIds: readonly string[], limit: number): Promise<Map<string, ImportRefusalRow[]>> {
  const byRun = new Map<string, ImportRefusalRow[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return byRun;
  const { rows } = await db.raw(
    `SELECT x.* FROM unnest(?::uuid[]) AS u(id)
       CROSS JOIN LATERAL (SELECT f.run_id, f.seq, f.phase, f.kind, f.source_id, f.reason, f.created_at
                             FROM import_refusals f WHERE f.org_id = ? AND f.run_id = u.id ORDER BY f.seq LIMIT ?) x
      ORDER BY x.run_id, x.seq`,
    [runIds as string[], orgId, limit],
  );
  for (const r of rows as ImportRefusalRow[]) byRun.get(r.run_id)?.push(r);
  return byRun;
}
