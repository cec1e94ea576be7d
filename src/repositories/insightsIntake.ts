/**
 * The insight queries of intake and patterns (spec 2 §4.12): the trigram neighbours of an insight
 * (listSimilarInsights, on the expression of the insights_text_trgm index, INDEXED_TEXT), the unjudged insights
 * (created or review, no linked work), and the intake queue with its stats (listIntakeInsights, intakeStats).
 * Re-exported by insights.ts, the module of the insights table; importers use that one.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Insight = Schema<'Insight'>;
type InsightStatus = Schema<'InsightStatus'>;

/** The indexed text of an insight (alias `a`): exactly the expression of insights_text_trgm. */
export const INDEXED_TEXT = (a: string) => `(${a}.verbatim || ' ' || coalesce(${a}.interpretation, ''))`;
/** Unjudged (alias `i`): created or review, no linked opportunity or task. */
const UNJUDGED = `i.status IN ('created', 'review')
  AND NOT EXISTS (SELECT 1 FROM insight_links l WHERE l.org_id = i.org_id AND l.insight_id = i.id AND l.entity_type <> 'objective')`;

/** A candidate of similar: another insight whose indexed text is trigram-similar to the source's, with its score. */
export interface SimilarInsightRow {
  id: string;
  number: number;
  verbatim: string;
  status: InsightStatus;
  customer_id: string | null;
  rejection_category: string | null;
  status_note: string | null;
  score: number;
}

/**
 * Inside a transaction: the insights (not archived, not the source) whose indexed text is at least `threshold`
 * trigram-similar (pg_trgm `%`, the threshold set for this transaction) to insight `sourceId`'s, scored by
 * similarity raised by full-text rank, best first, then newest, at most `limit`.
 */
export async function listSimilarInsights(trx: Knex, orgId: string, sourceId: string, threshold: number, limit: number): Promise<SimilarInsightRow[]> {
  await trx.raw(`SELECT set_config('pg_trgm.similarity_threshold', ?, true)`, [String(threshold)]);
  const { rows } = await trx.raw(
    `WITH src AS MATERIALIZED (
       SELECT ${INDEXED_TEXT('s')} AS t,
              nullif(replace(plainto_tsquery('english', ${INDEXED_TEXT('s')})::text, ' & ', ' | '), '')::tsquery AS q
         FROM insights s WHERE s.org_id = ? AND s.id = ?
     ), hits AS (
       SELECT i.id, i.number, i.verbatim, i.status, i.customer_id, i.rejection_category, i.status_note, i.created_at,
              similarity(${INDEXED_TEXT('i')}, src.t) AS sim, coalesce(ts_rank(i.search_doc, src.q, 32), 0) AS rank
         FROM src JOIN insights i ON i.org_id = ? AND ${INDEXED_TEXT('i')} % src.t
        WHERE i.id <> ? AND i.status <> 'archived'
     )
     SELECT *, least(1, sim + (1 - sim) * rank) AS score FROM hits ORDER BY score DESC, created_at DESC, id LIMIT ?`,
    [orgId, sourceId, orgId, sourceId, limit],
  );
  return rows as SimilarInsightRow[];
}

/** How many of the org's insights are unjudged (created or review, no linked work). */
export async function countUnjudgedInsights(db: Knex, orgId: string): Promise<number> {
  const [{ n }] = (await db.raw(`SELECT count(*)::int AS n FROM insights i WHERE i.org_id = ? AND ${UNJUDGED}`, [orgId])).rows;
  return n;
}

/** The newest `limit` unjudged insights with their indexed text `t`, newest first. */
export async function listUnjudgedInsights(db: Knex, orgId: string, limit: number): Promise<{ id: string; number: number; verbatim: string; t: string }[]> {
  const { rows } = await db.raw(
    `SELECT i.id, i.number, i.verbatim, ${INDEXED_TEXT('i')} AS t FROM insights i WHERE i.org_id = ? AND ${UNJUDGED}
      ORDER BY i.created_at DESC, i.id DESC LIMIT ?`,
    [orgId, limit],
  );
  return rows;
}

/** Seconds since created_at (alias `i`), never negative: the age of an intake item. */
const AGE_SECONDS = 'greatest(0, extract(epoch FROM (now() - i.created_at)))';
/** Intake's one fixed order: oldest first. */
const INTAKE: ListOrder = {
  name: 'intake',
  direction: 'asc',
  keys: [
    { expr: 'i.created_at', type: 'timestamptz' },
    { expr: 'i.id', type: 'uuid' },
  ],
};

/** An insight as an intake item, with its age in seconds. */
export interface IntakeRow {
  id: string;
  number: number;
  verbatim: string;
  source: Insight['source'];
  customer_id: string | null;
  status: InsightStatus;
  created_at: Date;
  age_seconds: string;
}

/**
 * A page of the org's insights in `statuses`, oldest first, of `source` and rooted at `customerId` (a UUID) when
 * given, each with its age. 400 (from paginate) for a bad cursor.
 */
export async function listIntakeInsights(
  db: Knex,
  orgId: string,
  f: { statuses: readonly InsightStatus[]; source?: Insight['source']; customerId?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<IntakeRow>> {
  const query = db('insights as i')
    .select('i.id', 'i.number', 'i.verbatim', 'i.source', 'i.customer_id', 'i.status', 'i.created_at', db.raw(`${AGE_SECONDS} AS age_seconds`))
    .where('i.org_id', orgId)
    .whereIn('i.status', f.statuses as InsightStatus[]);
  if (f.source) query.andWhere('i.source', f.source);
  if (f.customerId) query.andWhere('i.customer_id', f.customerId);
  return paginate<IntakeRow & Record<string, unknown>>(query, INTAKE, page);
}

/** One row of intake stats: the total (total = 1, source null) or one source's (total = 0), counts per intake status. */
export type IntakeStatsRow<K extends string> = Record<K, number> & {
  source: Insight['source'] | null;
  total: number;
  median_seconds: number | null;
  oldest_seconds: string | null;
};

/**
 * Intake counts in one query (GROUPING SETS: the total and each source): per intake status of `groups` (name →
 * insight statuses) the count, and over the insights in `newStatuses` the median and oldest age in seconds; only
 * insights in `inIntake` count.
 */
export async function intakeStats<K extends string>(
  db: Knex,
  orgId: string,
  groups: Record<K, readonly string[]>,
  newStatuses: readonly string[],
  inIntake: readonly string[],
): Promise<IntakeStatsRow<K>[]> {
  const count = (k: K) => `count(*) FILTER (WHERE i.status IN (${groups[k].map((s) => `'${s}'`).join(', ')}))::int AS ${k}`;
  const isNew = `i.status IN (${newStatuses.map((s) => `'${s}'`).join(', ')})`;
  const { rows } = await db.raw(
    `SELECT i.source, grouping(i.source) AS total,
            ${(Object.keys(groups) as K[]).map(count).join(',\n            ')},
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${AGE_SECONDS}) FILTER (WHERE ${isNew}) AS median_seconds,
            max(${AGE_SECONDS}) FILTER (WHERE ${isNew}) AS oldest_seconds
       FROM insights i
      WHERE i.org_id = ? AND i.status = ANY (?::text[])
      GROUP BY GROUPING SETS ((), (i.source))`,
    [orgId, [...inIntake]],
  );
  return rows;
}
