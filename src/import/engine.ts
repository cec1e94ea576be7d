/**
 * The importer (spec 1 §2.10 "Import run", §3.1 statuses; decision 0029). One engine for every format: it reads an `ImportSource`'s records in order and writes them into the
 * target org in batches. Each batch is one transaction that holds the rows, their source → target mappings, the
 * refusals, the run's per-phase counts and its checkpoint, so a run killed at any point resumes from its last
 * checkpoint without a duplicate: the same command finds the open run by (org, format, fingerprint) and skips the
 * records the checkpoint covers; rows already mapped under the source (an earlier run of the same source) are
 * counted as skipped, never written twice.
 *
 * Per row: a new id (refs re-numbered from the target org's counters, in source order); foreign keys and the
 * catalog's other references rewritten through the mappings (a reference to a row later in the file is set once the
 * whole file is in: import_fixups); creation timestamps and authorship kept as in the source; matched instead of
 * created where the target already has the row by natural key (users by e-mail, teams by prefix, configuration by
 * name or slug, the system room); refused, with the reason, when the database refuses it (a check, a unique or an
 * exclusion constraint: the batch is retried row by row inside savepoints) or a required parent was not imported.
 * Writes run under `sextant.bulk_load`, so an import adds no activity, notification or webhook event of its own: the
 * source's history arrives as rows.
 *
 * Statuses: pending → running → completed (nothing refused) | partial (some rows refused) | failed (the file as a
 * whole cannot be read: error holds why); paused when the caller asks to stop (SIGINT), resumed by the same command.
 * At most one unfinished run per org; a second import into an org whose run is open is ImportBusyError.
 */

import pg from 'pg';
import type { Knex } from 'knex';
import type { ObjectStore } from '../storage/types.js';
import { loadSchema, SECTIONS, sectionOf } from './catalog.js';
import { ImportFileError, type ImportRecord, type ImportSource } from './source.js';
import { importRunMachine, OPEN_IMPORT } from '../core/machines/importRun.js';
import { applyFixups, dbReason, processBatch, type BatchContext, type Checkpoint, type PhaseCounts } from './batch.js';

export { dbReason, type Checkpoint, type PhaseCounts } from './batch.js';

export interface ImportOptions {
  orgId: string;
  /** Connection string of the database (the run holds a session advisory lock on a connection of its own). */
  databaseUrl: string;
  /** Rows per batch transaction (default 1000). */
  batchSize?: number;
  /** Mark another open run of the org failed ("abandoned") instead of refusing to start. */
  abandon?: boolean;
  /** Recorded in the run's options. */
  options?: Record<string, unknown>;
  /** Asked after every batch: true pauses the run (status paused; the same command resumes it). */
  shouldStop?: () => boolean;
  /** After every committed batch: the phase, rows done in it and its planned rows. */
  onProgress?: (p: { phase: string; done: number; total: number; records: number }) => void;
}

export interface ImportSummary {
  runId: string;
  orgId: string;
  format: string;
  status: 'completed' | 'partial' | 'failed' | 'paused';
  plan: { phase: string; rows: number }[];
  counts: PhaseCounts[];
  refused: number;
  error: string | null;
  warnings: string[];
  durationMs: number;
  alreadyImported?: boolean;
}

/** Another import into the org is running or unfinished (exit 2 in the CLI). */
export class ImportBusyError extends Error {}
/** The import cannot start as asked: an unknown org, or an org's own export imported into itself (exit 2). */
export class ImportArgumentError extends Error {}

/** Runs (or resumes) the import of `source` into `opts.orgId`. */
export async function runImport(db: Knex, store: ObjectStore | null, source: ImportSource, opts: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const org = await db('orgs').where({ id: opts.orgId }).first('id');
  if (!org) throw new ImportArgumentError(`org ${opts.orgId} not found: give the orgId org:create printed`);
  if (source.source.sourceOrgId && source.source.sourceOrgId.toLowerCase() === opts.orgId.toLowerCase()) {
    throw new ImportArgumentError(
      `this file is an export of org ${opts.orgId} itself: importing it there would copy every row again; import it into another org (org:create makes one)`,
    );
  }
  const lock = new pg.Client({ connectionString: opts.databaseUrl });
  lock.on('error', () => {});
  await lock.connect();
  try {
    const {
      rows: [{ ok }],
    } = await lock.query(`SELECT pg_try_advisory_lock(hashtextextended('sextant.import:' || $1, 0)) AS ok`, [opts.orgId]);
    if (!ok) {
      const open = await db('import_runs').where({ org_id: opts.orgId }).whereIn('status', OPEN_IMPORT).first('id', 'started_at');
      throw new ImportBusyError(`an import into org ${opts.orgId} is running${open ? ` (run ${open.id})` : ''}: wait for it to finish`);
    }
    return await importLocked(db, store, source, opts, started);
  } finally {
    await lock.end().catch(() => {});
  }
}

async function importLocked(db: Knex, store: ObjectStore | null, source: ImportSource, opts: ImportOptions, started: number): Promise<ImportSummary> {
  const { orgId } = opts;
  const batchSize = opts.batchSize ?? 1000;
  // The run: the same file's open run is resumed; a finished one answers "already imported".
  const same = await db('import_runs').where({ org_id: orgId, format: source.format, fingerprint: source.fingerprint }).orderBy('created_at', 'desc').first();
  if (same && (same.status === 'completed' || same.status === 'partial')) {
    return { ...(await summaryOf(db, orgId, same.id, source.warnings, Date.now() - started)), alreadyImported: true };
  }
  let run = same && OPEN_IMPORT.includes(same.status) ? same : undefined;
  if (!run) {
    const open = await db('import_runs').where({ org_id: orgId }).whereIn('status', OPEN_IMPORT).first('id', 'format', 'source');
    if (open) {
      if (!opts.abandon) {
        throw new ImportBusyError(
          `org ${orgId} has an unfinished import (run ${open.id} of ${open.source?.name ?? open.format}): run its command again to finish it, or pass --abandon to give it up`,
        );
      }
      await db('import_runs')
        .where({ org_id: orgId, id: open.id })
        .whereIn('status', importRunMachine.sources('failed'))
        .update({ status: 'failed', error: 'abandoned: a new import was started with --abandon', finished_at: db.fn.now() });
    }
    const counts: PhaseCounts[] = source.plan.map((p) => ({ phase: p.phase, imported: 0, matched: 0, skipped: 0, refused: 0 }));
    [run] = await db('import_runs')
      .insert({
        org_id: orgId,
        format: source.format,
        source: JSON.stringify(source.source),
        source_key: source.sourceKey,
        fingerprint: source.fingerprint,
        status: 'pending',
        options: JSON.stringify({ batchSize, ...opts.options }),
        plan: JSON.stringify(source.plan),
        counts: JSON.stringify(counts),
      })
      .returning('*');
  }
  const runId: string = run.id;
  await db.transaction(async (trx) => {
    await trx('import_runs')
      .where({ org_id: orgId, id: runId })
      .whereIn('status', importRunMachine.sources('running'))
      .update({ status: 'running', started_at: trx.raw('coalesce(started_at, clock_timestamp())'), heartbeat_at: trx.fn.now(), error: null });
    if (source.baseCurrency) {
      // The source's base currency, unless the target already prices time in its own (rates or entries exist).
      const used = await trx.raw(
        `SELECT EXISTS (SELECT 1 FROM org_currency_rates WHERE org_id = ?) OR EXISTS (SELECT 1 FROM time_entries WHERE org_id = ?) AS used`,
        [orgId, orgId],
      );
      if (!used.rows[0].used) await trx('orgs').where({ id: orgId }).update({ base_currency: source.baseCurrency });
    }
  });
  const state = {
    counts: (run.counts as PhaseCounts[]).length
      ? (run.counts as PhaseCounts[])
      : source.plan.map((p) => ({ phase: p.phase, imported: 0, matched: 0, skipped: 0, refused: 0 })),
    checkpoint: (run.checkpoint as Checkpoint | null) ?? null,
  };
  const schema = await loadSchema(db);
  const ctx: BatchContext = {
    db,
    store,
    orgId,
    runId,
    source,
    schema,
    state,
    warnings: new Set(source.warnings),
    sourceOrgId: source.source.sourceOrgId ?? null,
  };
  const planOf = new Map(source.plan.map((p) => [p.phase, p.rows]));
  const doneOf = (phase: string) => {
    const c = state.counts.find((x) => x.phase === phase);
    return c ? c.imported + c.matched + c.skipped + c.refused : 0;
  };
  try {
    const skip = state.checkpoint?.records ?? 0;
    let index = 0;
    let section = '';
    let offset = 0;
    let batch: ImportRecord[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await processBatch(ctx, section, batch, { section, offset, records: index, batches: (state.checkpoint?.batches ?? 0) + 1, at: new Date().toISOString() });
      batch = [];
      const phase = sectionOf(section)?.phase ?? section;
      opts.onProgress?.({ phase, done: doneOf(phase), total: planOf.get(phase) ?? 0, records: index });
    };
    for await (const rec of source.records()) {
      if (rec.t !== section) {
        await flush();
        if (opts.shouldStop?.()) return await pause(db, orgId, runId, [...ctx.warnings], started);
        if (!sectionOf(rec.t)) throw new ImportFileError(`the file holds records of table ${rec.t}, which this server does not import`);
        section = rec.t;
        offset = 0;
      }
      index++;
      offset++;
      if (index <= skip) continue;
      batch.push(rec);
      if (batch.length >= batchSize) {
        await flush();
        if (opts.shouldStop?.()) return await pause(db, orgId, runId, [...ctx.warnings], started);
      }
    }
    await flush();
    await applyFixups(ctx);
    const refused = state.counts.reduce((n, c) => n + c.refused, 0);
    await db('import_runs')
      .where({ org_id: orgId, id: runId })
      .whereIn('status', importRunMachine.sources(refused ? 'partial' : 'completed'))
      .update({
        status: refused ? 'partial' : 'completed',
        finished_at: db.fn.now(),
        heartbeat_at: db.fn.now(),
        warnings: JSON.stringify([...ctx.warnings]),
      });
    for (const table of new Set(SECTIONS.map((s) => s.table))) {
      const phaseRows = planOf.get(sectionOf(table)!.phase) ?? 0;
      if (phaseRows >= 10_000) await db.raw(`ANALYZE "${table}"`);
    }
  } catch (err) {
    if (!(err instanceof ImportFileError)) {
      await db('import_runs')
        .where({ org_id: orgId, id: runId })
        .whereIn('status', importRunMachine.sources('failed'))
        .update({ status: 'failed', error: `unexpected error: ${dbReason(err)}`, finished_at: db.fn.now() })
        .catch(() => {});
      throw err;
    }
    await db('import_runs')
      .where({ org_id: orgId, id: runId })
      .whereIn('status', importRunMachine.sources('failed'))
      .update({ status: 'failed', error: err.message, finished_at: db.fn.now(), warnings: JSON.stringify([...ctx.warnings]) });
  }
  return summaryOf(db, orgId, runId, [...ctx.warnings], Date.now() - started);
}

async function pause(db: Knex, orgId: string, runId: string, warnings: string[], started: number): Promise<ImportSummary> {
  await db('import_runs')
    .where({ org_id: orgId, id: runId })
    .whereIn('status', importRunMachine.sources('paused'))
    .update({ status: 'paused', heartbeat_at: db.fn.now(), warnings: JSON.stringify(warnings) });
  return summaryOf(db, orgId, runId, warnings, Date.now() - started);
}

/** The run as the CLI prints it. */
export async function summaryOf(db: Knex, orgId: string, runId: string, warnings: string[], durationMs: number): Promise<ImportSummary> {
  const run = await db('import_runs').where({ org_id: orgId, id: runId }).first();
  return {
    runId,
    orgId,
    format: run.format,
    status: run.status,
    plan: run.plan,
    counts: run.counts,
    refused: run.refused,
    error: run.error,
    warnings: run.warnings?.length ? run.warnings : warnings,
    durationMs,
  };
}
