/**
 * Writing time entries (spec 2 §4.16): create, patch, delete and upsert-range, each on the caller's own
 * manual entries only. They run in the request's one write transaction (src/db/scope.ts) and take a per-user
 * advisory lock first (lockUserTime), so two concurrent writes of one user cannot both fit under the 24 h a day.
 *
 * - Another user's entry reads as 404 (own entries only: whose entry it is is not the caller's business).
 * - An entry from an integration (source integration, an issue tracker's) is refused with 409
 *   INVALID_STATE_TRANSITION: the entry is in a state this API cannot change (it changes in the tracker), a
 *   conflict the caller resolves elsewhere, not a business rule a different request could satisfy (422). The same
 *   code refuses an upsert-range window holding such entries, with the entries in error.data.
 * - Validation is of the resulting row: a patch is laid over the current entry and the result must be a valid
 *   entry (so a new target needs the old one sent as null).
 */
import { existingIdsInOrg } from '../../repositories/refs.js';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { RequestBody, Schema } from '../../core/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, invalidField, notFound } from '../../core/errors.js';
import { isUuid } from '../../repositories/refs.js';
import {
  dayTotals,
  deleteEntryRow,
  deleteManualEntries,
  findStoredEntry,
  insertEntries,
  insertEntry,
  listNonManualEntries,
  lockUserTime,
  updateEntryRow,
  type EntryValues,
  type StoredEntryRow,
} from '../../repositories/timeEntries.js';
import { addDays, assertDayTotal, assertEntry, assertWindow, cents, type EntryFields } from './rules.js';

export type TimeEntryRow = Schema<'TimeEntryRow'>;
export type TimeEntryPatch = RequestBody<'updateTimeEntry'>;

/** A row of the API as the entry it would store (entryKind defaults to other). */
export const fieldsOf = (r: TimeEntryRow): EntryFields => ({
  entryDate: r.entryDate,
  hours: r.hours,
  note: r.note ?? null,
  entryKind: r.entryKind ?? 'other',
  opportunityId: r.opportunityId ?? null,
  taskId: r.taskId ?? null,
  miscCategoryId: r.miscCategoryId ?? null,
});

const columnsOf = (actor: Actor, e: EntryFields): EntryValues => ({
  user_id: actor.userId,
  entry_date: e.entryDate,
  hours: e.hours,
  note: e.note,
  entry_kind: e.entryKind,
  opportunity_id: e.opportunityId,
  task_id: e.taskId,
  misc_category_id: e.miscCategoryId,
  source: 'manual',
});

/**
 * 404 naming `<at>.<field>` for the first target of `rows` that is not in the caller's org. Ids arrive as UUIDs (the
 * pipeline's resolve step turns refs such as OPP-3 and ENG-12 into UUIDs and answers 404 for refs that name nothing).
 */
export async function assertTargets(db: Knex, orgId: string, rows: { e: Partial<EntryFields>; at: string }[]): Promise<void> {
  const kinds = [
    {
      key: 'opportunityId',
      table: 'opportunities',
      what: 'Opportunity',
      suggestion: "List opportunities with GET /api/v1/opportunities (MCP: list_opportunities) and pass one's id or ref (OPP-3).",
    },
    { key: 'taskId', table: 'tasks', what: 'Task', suggestion: "List tasks with GET /api/v1/tasks (MCP: list_tasks) and pass one's id or ref (ENG-12)." },
    {
      key: 'miscCategoryId',
      table: 'categories',
      what: 'Category',
      suggestion: "List categories with GET /api/v1/categories (MCP: list_categories) and pass one's id as miscCategoryId, with a note.",
    },
  ] as const;
  for (const k of kinds) {
    const wanted = [...new Set(rows.map((r) => r.e[k.key]).filter((v): v is string => typeof v === 'string'))];
    if (!wanted.length) continue;
    const found = await existingIdsInOrg(db, k.table, orgId, wanted);
    const missing = rows.find((r) => typeof r.e[k.key] === 'string' && !found.has(String(r.e[k.key]).toLowerCase()));
    if (missing) {
      const id = String(missing.e[k.key]);
      const field = `${missing.at}.${k.key}`;
      const err = new ApiError('NOT_FOUND', `${k.what} ${id} not found`, {
        details: [{ field, message: `names no ${k.what.toLowerCase()} of this org` }],
        suggestion: k.suggestion,
      });
      err.subject = id;
      throw err;
    }
  }
}

type Stored = StoredEntryRow;

/** The caller's own manual entry, after the user's lock: 404 for another user's or absent, 409 for an integration's. */
async function ownManual(db: Knex, actor: Actor, id: string, doing: 'change' | 'delete'): Promise<Stored> {
  await lockUserTime(db, actor.orgId, actor.userId);
  const row = isUuid(id) ? await findStoredEntry(db, actor.orgId, id.toLowerCase()) : undefined;
  if (!row || row.user_id !== actor.userId) {
    const err = notFound('Time entry', id, '/api/v1/time-entries', 'path.id');
    throw new ApiError('NOT_FOUND', err.message, {
      details: err.details,
      suggestion: 'Only your own entries can be changed or deleted: list them with GET /api/v1/time-entries (from and to cover the day).',
    });
  }
  if (row.source !== 'manual') {
    throw new ApiError(
      'INVALID_STATE_TRANSITION',
      `Time entry ${row.id} (${row.entry_date}) comes from an integration; it cannot be ${doing === 'change' ? 'changed' : 'deleted'} here`,
      {
        details: [{ field: 'path.id', message: 'is an entry owned by an integration' }],
        data: { entryId: row.id, entryDate: row.entry_date, source: row.source },
        suggestion: `Change it in the issue tracker it came from; it syncs back. To log more time on ${row.entry_date}, create a manual entry with POST /api/v1/time-entries.`,
      },
    );
  }
  return row;
}

/** POST /time-entries — the new entry's id. */
export async function createEntry(db: Knex, actor: Actor, body: TimeEntryRow): Promise<string> {
  const e = fieldsOf(body);
  assertEntry(e, 'body');
  await assertTargets(db, actor.orgId, [{ e, at: 'body' }]);
  await lockUserTime(db, actor.orgId, actor.userId);
  const totals = await dayTotals(db, actor.orgId, actor.userId, [e.entryDate]);
  assertDayTotal(e.entryDate, totals.get(e.entryDate) ?? 0, cents(e.hours), 'body.hours');
  return insertEntry(db, actor.orgId, columnsOf(actor, e));
}

/** PATCH /time-entries/{id} — the patch laid over the entry, validated as a whole; the entry's id. */
export async function updateEntry(db: Knex, actor: Actor, id: string, patch: TimeEntryPatch): Promise<string> {
  const cur = await ownManual(db, actor, id, 'change');
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<EntryFields>;
  const e: EntryFields = {
    entryDate: cur.entry_date,
    hours: Number(cur.hours),
    note: cur.note,
    entryKind: cur.entry_kind,
    opportunityId: cur.opportunity_id,
    taskId: cur.task_id,
    miscCategoryId: cur.misc_category_id,
    ...defined,
  };
  assertEntry(e, 'body', true);
  await assertTargets(db, actor.orgId, [
    { e: { opportunityId: defined.opportunityId, taskId: defined.taskId, miscCategoryId: defined.miscCategoryId }, at: 'body' },
  ]);
  // The day's 24 h are checked when the patch moves hours onto a day (new hours or a new date), not for a note.
  if (patch.hours !== undefined || patch.entryDate !== undefined) {
    const totals = await dayTotals(db, actor.orgId, actor.userId, [e.entryDate], cur.id);
    assertDayTotal(e.entryDate, totals.get(e.entryDate) ?? 0, cents(e.hours), patch.hours !== undefined ? 'body.hours' : 'body.entryDate');
  }
  const { user_id: _u, source: _s, ...cols } = columnsOf(actor, e);
  await updateEntryRow(db, actor.orgId, cur.id, cols);
  return cur.id;
}

/** DELETE /time-entries/{id}. */
export async function deleteEntry(db: Knex, actor: Actor, id: string): Promise<{ id: string; deleted: true; entryDate: string }> {
  const cur = await ownManual(db, actor, id, 'delete');
  await deleteEntryRow(db, actor.orgId, cur.id);
  return { id: cur.id, deleted: true, entryDate: cur.entry_date };
}

/** At most this many integration entries are listed in a refusal's error.data (with their total count). */
const LISTED = 50;

/**
 * POST /time-entries/upsert-range — checks everything first (window, every row, targets, integration entries, the
 * 24 h of each day), then deletes the caller's manual entries in [from, to] and inserts the rows, in the request's
 * one transaction: a refusal writes nothing. The deleted count and the new ids in the order sent.
 */
export async function upsertRange(db: Knex, actor: Actor, body: RequestBody<'upsertTimeEntryRange'>): Promise<{ deleted: number; ids: string[] }> {
  const { from, to } = body;
  assertWindow(from, to, 'body.to');
  const rows = body.rows.map((r, i) => {
    const at = `body.rows.${i}`;
    if (r.entryDate < from || r.entryDate > to) {
      throw invalidField(
        `${at}.entryDate`,
        `(${r.entryDate}) is outside the window ${from} to ${to}`,
        `Give row ${i} a date from ${from} to ${to}, or widen the window to include ${r.entryDate} (its manual entries are replaced too).`,
      );
    }
    const e = fieldsOf(r);
    assertEntry(e, at);
    return { e, at };
  });
  await assertTargets(db, actor.orgId, rows);
  await lockUserTime(db, actor.orgId, actor.userId);

  const owned = await listNonManualEntries(db, actor.orgId, actor.userId, from, to);
  if (owned.length) {
    const days = [...new Set(owned.map((o) => o.entry_date))];
    const before = days[0] > from ? `from=${from} to=${addDays(days[0], -1)}` : null;
    const after = days[days.length - 1] < to ? `from=${addDays(days[days.length - 1], 1)} to=${to}` : null;
    const around = [before, after].filter(Boolean).join(' or ');
    throw new ApiError(
      'INVALID_STATE_TRANSITION',
      `The window ${from} to ${to} holds ${owned.length} entr${owned.length > 1 ? 'ies' : 'y'} from an integration (on ${days.slice(0, 5).join(', ')}${days.length > 5 ? ', …' : ''}); it cannot be replaced`,
      {
        details: [{ field: 'body.from', message: 'the window holds entries owned by an integration' }],
        data: { from, to, count: owned.length, dates: days, entries: owned.slice(0, LISTED).map((o) => ({ id: o.id, entryDate: o.entry_date })) },
        suggestion: `Nothing was written. Those days are kept by an issue tracker: replace a window that leaves them out${around ? ` (${around})` : ''}, or add single entries with POST /api/v1/time-entries.`,
      },
    );
  }

  // After the delete, the window holds only the rows: each day's total is the sum of its rows.
  const perDay = new Map<string, number>();
  rows.forEach(({ e, at }) => {
    const before = perDay.get(e.entryDate) ?? 0;
    assertDayTotal(e.entryDate, before, cents(e.hours), `${at}.hours`, 'the rows before this one put');
    perDay.set(e.entryDate, before + cents(e.hours));
  });

  const deleted = await deleteManualEntries(db, actor.orgId, actor.userId, from, to);
  if (!rows.length) return { deleted, ids: [] };
  // Ids made here, so the answer keeps the order sent whatever order RETURNING would give.
  const ids = rows.map(() => randomUUID());
  await insertEntries(
    db,
    actor.orgId,
    rows.map(({ e }, i) => ({ id: ids[i], ...columnsOf(actor, e) })),
  );
  return { deleted, ids };
}
