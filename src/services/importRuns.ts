/**
 * Import runs, read side (spec 1 §2.10 "Import run", §3.1 import run statuses; spec 2 §4.19
 * GET /import-runs, GET /import-runs/{id}, capability import:read — checked by the pipeline from the operation's
 * security).
 *
 * A run is one import of a file into an org by the admin CLI (`npm run admin -- import`, src/import/*), which writes
 * the import_runs row (migration 20261213000000_import_runs) and its import_refusals; nothing here writes. The jsonb
 * columns source, options, plan, counts and checkpoint are stored by the engine in the API's shape (camelCase keys);
 * `serializeImportRun` only normalises them (absent optional source fields and counts become null and 0), adds the
 * first 20 refusals (oldest first, by seq) and derives durationMs:
 *
 * | status | startedAt | finishedAt | durationMs |
 * |---|---|---|---|
 * | pending | null | null | null |
 * | running | set | null | now − startedAt |
 * | paused | set | null | heartbeatAt − startedAt (the last batch before the pause) |
 * | completed, partial, failed | set (null for a run that failed before it started) | set | finishedAt − startedAt (null without startedAt) |
 *
 * Every query is scoped by org_id (tenancy): another org's run is 404 exactly like a missing one.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { notFound } from '../core/errors.js';
import type { QueryParams } from '../core/api.js';
import type { Page } from '../repositories/paging.js';
import { findImportRunRow, listFirstRefusals, listImportRuns, type ImportRefusalRow, type ImportRunRow } from '../repositories/importRuns.js';
import { iso } from './common.js';
import { importRunMachine } from '../core/machines/importRun.js';

export type ImportRun = components['schemas']['ImportRun'];
export type ImportRunStatus = components['schemas']['ImportRunStatus'];
export type ImportRunFormat = components['schemas']['ImportRunFormat'];
export type ImportRefusal = components['schemas']['ImportRefusal'];

/** Statuses after which a run never changes again (spec 1 §3.1). */
export const TERMINAL_IMPORT_STATUSES: ReadonlySet<ImportRunStatus> = new Set(importRunMachine.states.filter((s) => importRunMachine.isFinal(s)));
/** How many refusals a run carries in `refusals` (the total is `refused`). */
export const REFUSALS_SHOWN = 20;

const LIST_HREF = '/api/v1/import-runs';

/** A jsonb count as a whole number (0 when absent or not a number). */
const int = (v: unknown): number =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? (Number.isFinite(Number(v)) ? Math.trunc(Number(v)) : 0) : 0;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** A jsonb timestamp as ISO 8601, null when absent or unreadable (never a thrown RangeError). */
const isoOf = (v: unknown): string | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);
const ms = (d: Date | string) => (d instanceof Date ? d : new Date(d)).getTime();
/** A file's base name (a stored path never leaves the server). */
const baseName = (name: string) => name.split(/[\\/]/).pop() || name;

/** An import_refusals row → its API form. */
export const toImportRefusal = (r: ImportRefusalRow): ImportRefusal => ({
  phase: r.phase,
  kind: r.kind,
  sourceId: r.source_id,
  reason: r.reason,
  createdAt: iso(r.created_at)!,
});

/**
 * An import_runs row and its refusals (oldest first; more than 20 are cut to the first 20) → the API's ImportRun
 * (spec 2 §4.19). Pure: `now` is the clock durationMs of a running or paused run is measured against. The admin CLI
 * prints the same shape (`admin import --json`).
 */
export function serializeImportRun(row: ImportRunRow, refusals: readonly ImportRefusalRow[] = [], now: Date = new Date()): ImportRun {
  const source = row.source ?? {};
  const checkpoint = row.checkpoint;
  let durationMs: number | null = null;
  if (row.started_at != null) {
    if (TERMINAL_IMPORT_STATUSES.has(row.status)) durationMs = row.finished_at != null ? Math.max(0, ms(row.finished_at) - ms(row.started_at)) : null;
    else if (row.status === 'paused') durationMs = Math.max(0, ms(row.heartbeat_at ?? row.started_at) - ms(row.started_at));
    else if (row.status !== 'pending') durationMs = Math.max(0, now.getTime() - ms(row.started_at));
  }
  return {
    id: row.id,
    format: row.format,
    source: {
      name: baseName(String(source.name ?? '')),
      fingerprint: String(source.fingerprint ?? row.fingerprint ?? ''),
      sourceOrgId: str(source.sourceOrgId),
      sourceOrgName: str(source.sourceOrgName),
      exportedAt: isoOf(source.exportedAt),
    },
    status: row.status,
    options: row.options && typeof row.options === 'object' && !Array.isArray(row.options) ? row.options : {},
    plan: (row.plan ?? []).map((p) => {
      const o = p as Record<string, unknown>;
      return { phase: String(o.phase), rows: int(o.rows) };
    }),
    counts: (row.counts ?? []).map((c) => {
      const o = c as Record<string, unknown>;
      return { phase: String(o.phase), imported: int(o.imported), matched: int(o.matched), skipped: int(o.skipped), refused: int(o.refused) };
    }),
    checkpoint: checkpoint
      ? {
          ...checkpoint,
          section: String(checkpoint.section ?? ''),
          offset: int(checkpoint.offset),
          records: int(checkpoint.records),
          batches: int(checkpoint.batches),
          at: isoOf(checkpoint.at) ?? iso(row.created_at)!,
        }
      : null,
    refused: int(row.refused),
    refusals: refusals.slice(0, REFUSALS_SHOWN).map(toImportRefusal),
    warnings: (row.warnings ?? []).map(String),
    error: row.error,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    heartbeatAt: iso(row.heartbeat_at ?? null),
    finishedAt: iso(row.finished_at),
    durationMs,
  };
}

/**
 * Run `id` of org `orgId` in its API form, or undefined when the org has no such run (or `id` is not a UUID). For the
 * admin CLI, which has an org id and no actor.
 */
export async function findImportRun(db: Knex, orgId: string, id: string): Promise<ImportRun | undefined> {
  const row = await findImportRunRow(db, orgId, id);
  if (!row) return undefined;
  const refusals = await listFirstRefusals(db, orgId, [row.id], REFUSALS_SHOWN);
  return serializeImportRun(row, refusals.get(row.id));
}

export class ImportRunService {
  constructor(private readonly db: Knex) {}

  /**
   * GET /import-runs — the actor's org's runs, newest first (created_at DESC, id DESC), keyset-paged; optional
   * filters status and format (validated against their enums by the pipeline). Each run carries its first 20
   * refusals (spec 2 §4.19).
   */
  async list(actor: Actor, q: QueryParams<'listImportRuns'> & { limit: number }): Promise<Page<ImportRun>> {
    const page = await listImportRuns(this.db, actor.orgId, { status: q.status, format: q.format }, q);
    const refusals = await listFirstRefusals(
      this.db,
      actor.orgId,
      page.rows.map((r) => r.id),
      REFUSALS_SHOWN,
    );
    const now = new Date();
    return { rows: page.rows.map((r) => serializeImportRun(r, refusals.get(r.id), now)), nextCursor: page.nextCursor };
  }

  /**
   * GET /import-runs/{id} — one run of the actor's org with its first 20 refusals. Errors: 404 NOT_FOUND naming
   * path.id (suggestion: GET /api/v1/import-runs, list_import_runs over MCP) when absent, not a UUID, or another
   * org's.
   */
  async get(actor: Actor, id: string): Promise<ImportRun> {
    const run = await findImportRun(this.db, actor.orgId, id);
    if (!run) throw notFound('Import run', id, LIST_HREF, 'path.id');
    return run;
  }
}
