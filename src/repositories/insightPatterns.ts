/**
 * The `insight_patterns` table and its members, `insight_pattern_members` (spec 2 §4.12): clusters of similar
 * unjudged insights on the pattern board, open until dismissed, attached to work or promoted to an opportunity.
 * Their rows and queries, each scoped by org_id; the board's writes are serialised per org by lockPatternBoard.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';

type PatternStatus = Schema<'InsightPattern'>['status'];

export interface PatternRow {
  id: string;
  label: string;
  status: PatternStatus;
  opportunity_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Serialises the pattern board of one org (a transaction-scoped advisory lock): the read that re-clusters and every pattern write. */
export async function lockPatternBoard(trx: Knex, orgId: string): Promise<void> {
  await trx.raw(`SELECT pg_advisory_xact_lock(hashtextextended('sextant.insight_patterns:' || ?, 0))`, [orgId]);
}

/** The org's open patterns. */
export async function listOpenPatterns(db: Knex, orgId: string): Promise<PatternRow[]> {
  return (await db('insight_patterns').select('*').where({ org_id: orgId, status: 'open' })) as PatternRow[];
}

/** Pattern `id` (a UUID) of the org, locked FOR UPDATE when `forUpdate`; undefined when none. */
export async function findPattern(db: Knex, orgId: string, id: string, forUpdate = false): Promise<PatternRow | undefined> {
  const q = db('insight_patterns').select('*').where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first()) as PatternRow | undefined;
}

/**
 * The open patterns and any other pattern with a member in `insightIds`, one row per member (a pattern without
 * members once, with null insight_id).
 */
export async function listPatternMemberships(
  db: Knex,
  orgId: string,
  insightIds: string[],
): Promise<{ id: string; status: PatternStatus; created_at: Date; insight_id: string | null; pinned: boolean | null }[]> {
  const { rows } = await db.raw(
    `SELECT p.id, p.status, p.created_at, m.insight_id, m.pinned
       FROM insight_patterns p
       LEFT JOIN insight_pattern_members m ON m.org_id = p.org_id AND m.pattern_id = p.id
      WHERE p.org_id = ? AND (p.status = 'open' OR EXISTS (
        SELECT 1 FROM insight_pattern_members x WHERE x.org_id = p.org_id AND x.pattern_id = p.id AND x.insight_id = ANY (?::uuid[])))`,
    [orgId, insightIds],
  );
  return rows;
}

/** Inserts an open pattern with `label`; its id. */
export async function insertPattern(trx: Knex, orgId: string, label: string): Promise<string> {
  const [{ id }] = await trx('insight_patterns').insert({ org_id: orgId, label }).returning('id');
  return id;
}

/** Sets `patch` and updated_at on the pattern. */
export async function updatePattern(
  trx: Knex,
  orgId: string,
  id: string,
  patch: { status?: PatternStatus; label?: string; opportunity_id?: string },
): Promise<void> {
  await trx('insight_patterns')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Deletes the pattern (its members go by the foreign key's cascade). */
export async function deletePattern(trx: Knex, orgId: string, id: string): Promise<void> {
  await trx('insight_patterns').where({ org_id: orgId, id }).delete();
}

/** The pattern's label and the verbatim its label is made of (the shortest member verbatim, then the oldest; null without members). */
export async function patternLabelSource(db: Knex, orgId: string, id: string): Promise<{ label: string; verbatim: string | null } | undefined> {
  const { rows } = await db.raw(
    `SELECT p.label, (SELECT i.verbatim FROM insight_pattern_members m JOIN insights i ON i.org_id = m.org_id AND i.id = m.insight_id
                       WHERE m.org_id = p.org_id AND m.pattern_id = p.id ORDER BY char_length(i.verbatim), i.number LIMIT 1) AS verbatim
       FROM insight_patterns p WHERE p.org_id = ? AND p.id = ?`,
    [orgId, id],
  );
  return rows[0];
}

/** Adds members (not pinned) to the pattern; `ignoreExisting` skips those already in it. */
export async function insertPatternMembers(trx: Knex, orgId: string, patternId: string, insightIds: string[], ignoreExisting = false): Promise<void> {
  const q = trx('insight_pattern_members').insert(insightIds.map((id) => ({ org_id: orgId, pattern_id: patternId, insight_id: id })));
  await (ignoreExisting ? q.onConflict(['org_id', 'pattern_id', 'insight_id']).ignore() : q);
}

/** Adds the insights as pinned members, pinning those already in the pattern. */
export async function pinPatternMembers(trx: Knex, orgId: string, patternId: string, insightIds: string[]): Promise<void> {
  await trx('insight_pattern_members')
    .insert(insightIds.map((id) => ({ org_id: orgId, pattern_id: patternId, insight_id: id, pinned: true })))
    .onConflict(['org_id', 'pattern_id', 'insight_id'])
    .merge({ pinned: true });
}

/** Removes the unpinned members among `insightIds` from the pattern. */
export async function removePatternMembers(trx: Knex, orgId: string, patternId: string, insightIds: string[]): Promise<void> {
  await trx('insight_pattern_members')
    .where({ org_id: orgId, pattern_id: patternId, pinned: false })
    .whereRaw('insight_id = ANY (?::uuid[])', [insightIds])
    .delete();
}

/** The members of each pattern in `patternIds` by insight number, with the insight's customer and that customer's current arr. */
export async function listPatternMembers(
  db: Knex,
  orgId: string,
  patternIds: string[],
): Promise<{ pattern_id: string; insight_id: string; customer_id: string | null; arr: string | null }[]> {
  const { rows } = await db.raw(
    `SELECT m.pattern_id, m.insight_id, i.customer_id, c.arr
       FROM insight_pattern_members m
       JOIN insights i ON i.org_id = m.org_id AND i.id = m.insight_id
       LEFT JOIN customers c ON c.org_id = i.org_id AND c.id = i.customer_id
      WHERE m.org_id = ? AND m.pattern_id = ANY (?::uuid[])
      ORDER BY i.number`,
    [orgId, patternIds],
  );
  return rows;
}

/** The pattern's members by insight number, each with whether it is linked already to `entityId` in link column `column`. */
export async function listPatternMembersLinkedTo(
  db: Knex,
  orgId: string,
  patternId: string,
  column: 'opportunity_id' | 'task_id',
  entityId: string,
): Promise<{ insight_id: string; linked: boolean }[]> {
  const { rows } = await db.raw(
    `SELECT m.insight_id,
            EXISTS (SELECT 1 FROM insight_links l WHERE l.org_id = m.org_id AND l.insight_id = m.insight_id AND l.${column} = ?) AS linked
       FROM insight_pattern_members m JOIN insights i ON i.org_id = m.org_id AND i.id = m.insight_id
      WHERE m.org_id = ? AND m.pattern_id = ? ORDER BY i.number`,
    [entityId, orgId, patternId],
  );
  return rows;
}
