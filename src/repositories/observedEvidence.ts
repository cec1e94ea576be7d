/**
 * The `observed_evidence` table (spec 2 §4.16): a user's observed activity (meetings, commits, …) recorded by an
 * ingesting agent, deduplicated on (user, source, externalId), each in a UTC week that a reconciliation can confirm.
 * Its row (with its week and its subject's ref), the row → ObservedEvidence mapping and its queries, each scoped by
 * org_id and user.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

/** SQL: the Monday (UTC) of an evidence row's week (alias `e`), as a date. */
export const WEEK_SQL = `(date_trunc('week', e.occurred_at AT TIME ZONE 'UTC'))::date`;

export interface EvidenceRow {
  id: string;
  user_id: string;
  source: string;
  external_id: string;
  kind: Schema<'ObservedEvidenceKind'>;
  occurred_at: Date;
  week_start: string;
  duration_minutes: number | null;
  subject_type: 'task' | 'opportunity' | null;
  subject_id: string | null;
  subject_ref: string | null;
  note: string | null;
  created_at: Date;
}

export const toObservedEvidence = (r: EvidenceRow): Schema<'ObservedEvidence'> => ({
  id: r.id,
  userId: r.user_id,
  source: r.source,
  externalId: r.external_id,
  kind: r.kind,
  occurredAt: iso(r.occurred_at)!,
  weekStart: r.week_start,
  durationMinutes: r.duration_minutes,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  subjectRef: r.subject_ref,
  note: r.note,
  createdAt: iso(r.created_at)!,
});

/** Oldest first by occurredAt; ids break ties. */
const EXPORT: ListOrder = {
  name: 'observed-evidence',
  direction: 'asc',
  keys: [
    { expr: 'e.occurred_at', type: 'timestamptz' },
    { expr: 'e.id', type: 'uuid' },
  ],
};

/** Evidence rows with their week and their subject's ref. */
const select = (db: Knex) =>
  db('observed_evidence as e')
    .leftJoin('tasks as t', function () {
      this.on('t.org_id', 'e.org_id').andOn('t.id', 'e.subject_id').andOnVal('e.subject_type', 'task');
    })
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .leftJoin('opportunities as o', function () {
      this.on('o.org_id', 'e.org_id').andOn('o.id', 'e.subject_id').andOnVal('e.subject_type', 'opportunity');
    })
    .select(
      'e.id',
      'e.user_id',
      'e.source',
      'e.external_id',
      'e.kind',
      'e.occurred_at',
      db.raw(`to_char(${WEEK_SQL}, 'YYYY-MM-DD') AS week_start`),
      'e.duration_minutes',
      'e.subject_type',
      'e.subject_id',
      'e.note',
      'e.created_at',
      db.raw(
        `CASE e.subject_type WHEN 'task' THEN coalesce(tm.prefix, 'TASK') || '-' || t.number WHEN 'opportunity' THEN 'OPP-' || o.number END AS subject_ref`,
      ),
    );

/** Narrows `q` (over `observed_evidence as e`) to occurrences from `from` to `to` (UTC days, both included). */
function inWindow(q: Knex.QueryBuilder, from?: string, to?: string) {
  if (from) q.andWhereRaw(`e.occurred_at >= (?::date)::timestamp AT TIME ZONE 'UTC'`, [from]);
  if (to) q.andWhereRaw(`e.occurred_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'`, [to]);
  return q;
}

/** A page of `userId`'s evidence from `from` to `to` (UTC days, both included), oldest first. 400 (from paginate) for a bad cursor. */
export async function listObservedEvidence(
  db: Knex,
  orgId: string,
  userId: string,
  window: { from?: string; to?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<EvidenceRow>> {
  const query = inWindow(select(db).where({ 'e.org_id': orgId, 'e.user_id': userId }), window.from, window.to);
  return paginate<EvidenceRow & Record<string, unknown>>(query, EXPORT, page);
}

/** One new evidence row's columns. */
export interface EvidenceValues {
  user_id: string;
  source: string;
  external_id: string;
  kind: string;
  occurred_at: string;
  duration_minutes: number | null;
  subject_type: 'task' | 'opportunity' | null;
  subject_id: string | null;
  note: string | null;
}

/** Inserts the rows, skipping those whose (user, source, external_id) exists; the inserted ones' ids and keys. */
export async function insertObservedEvidence(db: Knex, orgId: string, rows: EvidenceValues[]): Promise<{ id: string; source: string; external_id: string }[]> {
  return (await db('observed_evidence')
    .insert(rows.map((r) => ({ org_id: orgId, ...r })))
    .onConflict(['org_id', 'user_id', 'source', 'external_id'])
    .ignore()
    .returning(['id', 'source', 'external_id'])) as { id: string; source: string; external_id: string }[];
}

/** The ids of `userId`'s evidence with the (source, external_id) `keys`. */
export async function findObservedEvidenceIds(
  db: Knex,
  orgId: string,
  userId: string,
  keys: string[][],
): Promise<{ id: string; source: string; external_id: string }[]> {
  return (await db('observed_evidence')
    .select('id', 'source', 'external_id')
    .where({ org_id: orgId, user_id: userId })
    .whereIn(['source', 'external_id'], keys)) as { id: string; source: string; external_id: string }[];
}

/** Deletes `userId`'s evidence from `from` to `to` (UTC days, both included) outside the weeks the user confirmed; the number deleted. */
export async function deleteUnreconciledEvidence(db: Knex, orgId: string, userId: string, from?: string, to?: string): Promise<number> {
  const q = inWindow(db('observed_evidence as e').where({ 'e.org_id': orgId, 'e.user_id': userId }), from, to).whereRaw(
    `NOT EXISTS (SELECT 1 FROM evidence_reconciliations r WHERE r.org_id = e.org_id AND r.user_id = e.user_id AND r.week_start = ${WEEK_SQL})`,
  );
  return q.delete();
}
