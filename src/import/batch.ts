/**
 * One batch of the importer (engine.ts): a section's records written into the target org in one transaction —
 * new ids, references rewritten through the source → target mappings (later rows through import_fixups), natural-key
 * matches, refusals with their reasons (a batch the database refuses is retried row by row inside savepoints),
 * the run's counts and its checkpoint — and, once the whole file is in, the fixups applied.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ObjectStore } from '../storage/types.js';
import { PHASES, SECTIONS, sectionOf, type Section, type TableInfo } from './catalog.js';
import type { ImportRecord, ImportSource } from './source.js';

export interface PhaseCounts {
  phase: string;
  imported: number;
  matched: number;
  skipped: number;
  refused: number;
}
export interface Checkpoint {
  section: string;
  offset: number;
  records: number;
  batches: number;
  at: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const MAX_BINDINGS = 60_000;

type Row = Record<string, unknown>;
interface Prepared {
  sourceId: string | null;
  row: Row;
  /** Source values used after insert (files: the source storage key). */
  sourceKey?: string;
  counter?: string;
  sourceNumber?: number;
  fixups: { column: string; sourceRef: string }[];
  matchedId?: string;
}

/**
 * One-sentence reason from a database error, without SQL or row content: what kind of rule refused the row, in
 * words, and the constraint's name (which says which rule: visions_one_company, cycles_no_overlap, tasks_status…).
 */
export function dbReason(err: unknown): string {
  const e = err as { constraint?: string; code?: string; message?: string; column?: string };
  const c = e.constraint;
  switch (e.code) {
    case '23505':
      return `the org already has a row that must be unique with it (${c})`;
    case '23P01':
      return `it overlaps a row the org already has (${c})`;
    case '23514':
      return `a value is not one this server accepts (${c})`;
    case '23503':
      return `it names a row that is not in the org (${c})`;
    case '23502':
      return `${e.column ?? 'a required column'} is empty`;
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
      return `a value has the wrong type or is out of range`;
    case '22001':
      return `a value is longer than the column allows`;
    default: {
      const msg = String(e.message ?? err);
      const tail = msg.includes(' - ') ? msg.slice(msg.lastIndexOf(' - ') + 3) : msg;
      return c ? `${tail} (${c})` : tail;
    }
  }
}

export interface BatchContext {
  db: Knex;
  store: ObjectStore | null;
  orgId: string;
  runId: string;
  source: ImportSource;
  schema: Map<string, TableInfo>;
  state: { counts: PhaseCounts[]; checkpoint: Checkpoint | null };
  warnings: Set<string>;
  sourceOrgId: string | null;
}

const sectionIndex = new Map(SECTIONS.map((s, i) => [s.table, i]));

/** Every uuid a row may reference (for the batch's one mapping lookup). */
function referencedIds(row: Row, info: TableInfo, section: Section, out: Set<string>) {
  for (const c of info.columns) {
    const v = row[c.name];
    if (v === null || v === undefined) continue;
    if (c.type === 'jsonb' || section.textIds?.includes(c.name)) {
      for (const m of (typeof v === 'string' ? v : JSON.stringify(v)).match(UUID) ?? []) out.add(m.toLowerCase());
    } else if (c.type === '_uuid' && Array.isArray(v)) v.forEach((x) => out.add(String(x)));
    else if (c.type === 'uuid') out.add(String(v));
  }
}

export async function processBatch(ctx: BatchContext, table: string, records: ImportRecord[], checkpoint: Checkpoint): Promise<void> {
  const section = sectionOf(table)!;
  const info = ctx.schema.get(table)!;
  const phase =
    ctx.state.counts.find((c) => c.phase === section.phase) ??
    (() => {
      const c = { phase: section.phase, imported: 0, matched: 0, skipped: 0, refused: 0 };
      ctx.state.counts.push(c);
      ctx.state.counts.sort((a, b) => PHASES.indexOf(a.phase as never) - PHASES.indexOf(b.phase as never));
      return c;
    })();
  const refusals: { sourceId: string | null; reason: string }[] = [];
  const known = new Set(info.columns.map((c) => c.name));
  await ctx.db.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('sextant.bulk_load', 'on', true), set_config('synchronous_commit', 'off', true)`);
    // 1. One lookup of every id the batch names.
    const wanted = new Set<string>();
    for (const rec of records) if ('r' in rec) referencedIds(rec.r, info, section, wanted);
    const map = new Map<string, { id: string; number: number | null; outcome?: string }>();
    if (ctx.sourceOrgId) map.set(ctx.sourceOrgId, { id: ctx.orgId, number: null });
    if (wanted.size) {
      const rows = await trx('import_mappings')
        .where({ org_id: ctx.orgId, source_key: ctx.source.sourceKey })
        .whereIn('source_id', [...wanted])
        .select('source_id', 'target_id', 'target_number', 'outcome');
      for (const m of rows) map.set(m.source_id, { id: m.target_id, number: m.target_number, outcome: m.outcome });
    }
    // 2. New ids first (references inside the batch, e.g. a subtask and its parent, resolve at once).
    const fresh = new Map<string, string>();
    const prepared: Prepared[] = [];
    for (const rec of records) {
      if (!('r' in rec)) {
        refusals.push(rec.refuse);
        continue;
      }
      const id = info.hasId ? String(rec.r.id) : null;
      if (id && map.has(id)) {
        phase.skipped++;
        continue;
      }
      // A row the target already had (matched: its admin, its system room, its default categories) has its own
      // creation in the target's log; the source's "created" entry would be a second one.
      if (table === 'activities' && rec.r.action === 'created' && map.get(String(rec.r.entity_id))?.outcome === 'matched') {
        phase.matched++;
        continue;
      }
      if (id) fresh.set(id, randomUUID());
    }
    const resolve = (v: string) => fresh.get(v) ?? map.get(v)?.id;
    for (const rec of records) {
      if (!('r' in rec)) continue;
      const src = rec.r;
      const id = info.hasId ? String(src.id) : null;
      if (id && !fresh.has(id)) continue; // skipped above
      // Rows without an id of their own (memberships, reactions) are named in refusals by their key.
      const p: Prepared = { sourceId: id ?? info.key.map((k) => String(src[k])).join(':'), row: {}, fixups: [] };
      let refused: string | undefined;
      for (const key of Object.keys(src)) {
        if (!known.has(key)) ctx.warnings.add(`the file's ${table}.${key} is not a column of this server's schema: ignored`);
      }
      for (const col of info.columns) {
        if (!(col.name in src)) continue;
        const v = src[col.name];
        let out: unknown = v;
        const fk = info.fks[col.name];
        const deferredTo = section.deferred?.[col.name];
        if (col.name === 'id' && info.hasId) out = fresh.get(String(v));
        else if (v === null || v === undefined) out = null;
        else if (section.copy?.includes(col.name)) out = v;
        else if (section.nulled?.includes(col.name)) out = null;
        else if (fk || deferredTo || section.refs?.[col.name]) {
          const target = fk ?? deferredTo;
          const hit = resolve(String(v));
          if (hit) out = hit;
          else if (target && sectionIndex.has(target) && sectionIndex.get(target)! >= sectionIndex.get(table)!) {
            out = null;
            p.fixups.push({ column: col.name, sourceRef: String(v) });
          } else if (fk && !sectionIndex.has(fk))
            out = null; // a table an export never carries
          else {
            const policy = section.refs?.[col.name] ?? (col.nullable ? 'null' : 'refuse');
            if (policy === 'keep') out = v;
            else if (policy === 'null') out = null;
            else {
              refused = `${col.name} names ${fk ?? 'a row'} ${v}, which was not imported`;
              break;
            }
          }
        } else if (col.type === '_uuid') {
          out = (v as string[]).map((x) => resolve(x)).filter(Boolean);
        } else if (col.type === 'jsonb') {
          out = JSON.stringify(v).replace(UUID, (m) => resolve(m.toLowerCase()) ?? m);
        } else if (section.textIds?.includes(col.name)) {
          out = String(v).replace(UUID, (m) => resolve(m.toLowerCase()) ?? m);
        }
        p.row[col.name] = out;
      }
      if (refused) {
        refusals.push({ sourceId: p.sourceId, reason: refused });
        if (id) fresh.delete(id);
        continue;
      }
      if (table === 'rooms' && typeof p.row.dm_key === 'string') p.row.dm_key = p.row.dm_key.split(':').sort().join(':');
      if (table === 'files') {
        p.sourceKey = String(src.storage_key);
        p.row.storage_key = `${ctx.orgId}/${p.row.id}`;
      }
      if (section.counter) {
        p.counter = section.counter(src);
        p.sourceNumber = Number(src.number ?? 0);
      }
      prepared.push(p);
    }
    // 3. Natural-key matches: reuse the target's row instead of creating one.
    if (section.match) {
      const keys = new Map<string, Prepared[]>();
      for (const p of prepared) {
        const k = section.match.value(p.row);
        if (k !== null) keys.set(k, [...(keys.get(k) ?? []), p]);
      }
      if (keys.size) {
        const existing = await trx(table)
          .where({ org_id: ctx.orgId })
          .whereRaw(`${section.match.expr} = ANY(?)`, [[...keys.keys()]])
          .select('id', trx.raw(`${section.match.expr} AS k`));
        for (const e of existing) for (const p of keys.get(e.k) ?? []) p.matchedId = e.id;
      }
    }
    const matched = prepared.filter((p) => p.matchedId);
    const toCreate = prepared.filter((p) => !p.matchedId);
    for (const p of matched) {
      if (section.match?.update) {
        const { id: _id, ...values } = p.row;
        await trx(table).where({ org_id: ctx.orgId, id: p.matchedId }).update(values);
      }
    }
    // 4. Numbers from the target's counters, in source order.
    const byCounter = new Map<string, Prepared[]>();
    for (const p of toCreate) if (p.counter) byCounter.set(p.counter, [...(byCounter.get(p.counter) ?? []), p]);
    for (const [entity, list] of byCounter) {
      const { rows } = await trx.raw(
        `INSERT INTO org_counters (org_id, entity, value) VALUES (?, ?, ?)
         ON CONFLICT (org_id, entity) DO UPDATE SET value = org_counters.value + EXCLUDED.value RETURNING value`,
        [ctx.orgId, entity, list.length],
      );
      let n = Number(rows[0].value) - list.length + 1;
      for (const p of [...list].sort((a, b) => (a.sourceNumber ?? 0) - (b.sourceNumber ?? 0))) p.row.number = n++;
    }
    // 5. File bytes: each org owns its objects (deleting a file in one never removes the other's).
    if (table === 'files') {
      for (const p of [...toCreate]) {
        const copied = ctx.store ? await ctx.store.copy(p.sourceKey!, String(p.row.storage_key)) : 'missing';
        if (copied === 'missing' && p.row.status === 'clean') {
          refusals.push({ sourceId: p.sourceId, reason: `the file's bytes are not in this server's store (storage key ${p.sourceKey})` });
          toCreate.splice(toCreate.indexOf(p), 1);
        }
      }
    }
    // 6. Insert: the whole batch at once; if the database refuses it, row by row in savepoints.
    const created = await insertRows(
      trx,
      table,
      info,
      toCreate.map((p) => ({ org_id: ctx.orgId, ...p.row })),
      refusals,
      toCreate,
    );
    phase.imported += created.count;
    phase.skipped += created.conflicts;
    phase.matched += matched.length;
    const kept = toCreate.filter((p) => !created.failed.has(p));
    // 7. Mappings, fix-ups, refusals, counts and the checkpoint — in the same transaction as the rows.
    if (info.hasId) {
      const mappings = [...kept.map((p) => ({ id: p.row.id, p, outcome: 'created' })), ...matched.map((p) => ({ id: p.matchedId, p, outcome: 'matched' }))].map(
        ({ id, p, outcome }) => ({
          org_id: ctx.orgId,
          source_key: ctx.source.sourceKey,
          source_id: p.sourceId,
          kind: table,
          target_id: id,
          source_number: p.sourceNumber ?? null,
          target_number: (p.row.number as number | undefined) ?? null,
          outcome,
          run_id: ctx.runId,
        }),
      );
      for (let i = 0; i < mappings.length; i += 5000)
        await trx('import_mappings')
          .insert(mappings.slice(i, i + 5000))
          .onConflict(['org_id', 'source_key', 'source_id'])
          .ignore();
      const fixups = kept.flatMap((p) =>
        p.fixups.map((f) => ({ org_id: ctx.orgId, run_id: ctx.runId, table_name: table, target_id: p.row.id, column_name: f.column, source_ref: f.sourceRef })),
      );
      for (let i = 0; i < fixups.length; i += 5000)
        await trx('import_fixups')
          .insert(fixups.slice(i, i + 5000))
          .onConflict(['org_id', 'run_id', 'table_name', 'target_id', 'column_name'])
          .ignore();
    }
    phase.refused += refusals.length;
    if (refusals.length) {
      await trx('import_refusals').insert(
        refusals.map((r) => ({ org_id: ctx.orgId, run_id: ctx.runId, phase: section.phase, kind: table, source_id: r.sourceId, reason: r.reason })),
      );
    }
    await trx('import_runs')
      .where({ org_id: ctx.orgId, id: ctx.runId })
      .update({
        counts: JSON.stringify(ctx.state.counts),
        checkpoint: JSON.stringify(checkpoint),
        refused: trx.raw('refused + ?', [refusals.length]),
        heartbeat_at: trx.fn.now(),
      });
  });
  ctx.state.checkpoint = checkpoint;
}

/**
 * Inserts `rows` (chunked under Postgres's bind-parameter limit). Tables without an id of their own (memberships,
 * reactions, links) skip a row that already exists (`conflicts`). When the database refuses a chunk, its rows are
 * retried one by one inside savepoints and the failing ones refused with the constraint's reason.
 */
async function insertRows(
  trx: Knex.Transaction,
  table: string,
  info: TableInfo,
  rows: Row[],
  refusals: { sourceId: string | null; reason: string }[],
  prepared: Prepared[],
) {
  const failed = new Set<Prepared>();
  let count = 0;
  let conflicts = 0;
  if (!rows.length) return { count, conflicts, failed };
  const width = Math.max(1, ...rows.map((r) => Object.keys(r).length));
  const size = Math.max(1, Math.floor(MAX_BINDINGS / width));
  const insert = async (q: Knex.Transaction, chunk: Row[]) => {
    if (info.hasId) {
      await q(table).insert(chunk);
      return chunk.length;
    }
    const res = await q(table)
      .insert(chunk)
      .onConflict(['org_id', ...info.key])
      .ignore()
      .returning(info.key[0]);
    return (res as unknown[]).length;
  };
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    try {
      const n = await trx.transaction((sp) => insert(sp, chunk));
      count += n;
      conflicts += chunk.length - n;
    } catch {
      for (let j = 0; j < chunk.length; j++) {
        try {
          const n = await trx.transaction((sp) => insert(sp, [chunk[j]]));
          count += n;
          conflicts += 1 - n;
        } catch (err) {
          const p = prepared[i + j];
          failed.add(p);
          refusals.push({ sourceId: p.sourceId, reason: dbReason(err) });
        }
      }
    }
  }
  return { count, conflicts, failed };
}

/**
 * Sets the references that named rows later in the file (import_fixups), now that every row is in; a reference
 * whose row never arrived (refused, or not in the file) stays null. One transaction.
 */
export async function applyFixups(ctx: BatchContext): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('sextant.bulk_load', 'on', true)`);
    const pairs = await trx('import_fixups').where({ org_id: ctx.orgId }).distinct('table_name', 'column_name');
    for (const { table_name: table, column_name: column } of pairs) {
      if (!sectionOf(table) || !ctx.schema.get(table)?.columns.some((c) => c.name === column)) continue;
      await trx.raw(
        `UPDATE "${table}" t SET "${column}" = m.target_id
           FROM import_fixups f
           JOIN import_runs r ON r.org_id = f.org_id AND r.id = f.run_id
           JOIN import_mappings m ON m.org_id = f.org_id AND m.source_key = r.source_key AND m.source_id = f.source_ref
          WHERE f.org_id = ? AND f.table_name = ? AND f.column_name = ? AND t.org_id = f.org_id AND t.id = f.target_id`,
        [ctx.orgId, table, column],
      );
    }
    const { rows } = await trx.raw(
      `SELECT count(*)::int AS n FROM import_fixups f JOIN import_runs r ON r.org_id = f.org_id AND r.id = f.run_id
        WHERE f.org_id = ? AND NOT EXISTS (SELECT 1 FROM import_mappings m WHERE m.org_id = f.org_id AND m.source_key = r.source_key AND m.source_id = f.source_ref)`,
      [ctx.orgId],
    );
    if (rows[0].n) ctx.warnings.add(`${rows[0].n} reference(s) to rows not in the file (refused or deleted before the export) were left empty`);
    await trx('import_fixups').where({ org_id: ctx.orgId }).delete();
  });
}
