/**
 * Insight rows shared by the customer and insight services (spec 1 §2.9, spec 2 §4.11, §4.12).
 *
 * - insertInsight: records an insight in the caller's transaction (number from the per-org counter, status
 *   created, recorded by the caller). The customer service uses it for churn and loss reasons; the insight
 *   service for createInsight. Root and field checks are the caller's (the table's CHECK keeps one root).
 * - linkedWork: the opportunities and tasks linked to each insight, with their refs and statuses (opportunity
 *   state, task status), for commitments (spec 2 §4.11) and claims (spec 2 §4.5).
 * - the insight row (InsightRow, INSIGHT_COLUMNS), the row → Insight mapping (toInsight, given the links and
 *   impacts read by insightLinks.ts and insightImpacts.ts), the list with its filters, the lookups (undefined when
 *   absent or in another org: the service answers 404), updates and the commitments list.
 * - the intake and pattern queries (similar, unjudged, the intake queue and its stats) are in insightsIntake.ts,
 *   re-exported here.
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import type { Schema } from '../core/api.js';
import { nextNumber } from './counters.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';
import { iso, isoDate } from '../core/format.js';

export interface NewInsight {
  verbatim: string;
  source: 'interview' | 'support' | 'sales' | 'async' | 'observation' | 'submission';
  interpretation?: string | null;
  moscow?: 'must' | 'should' | 'could' | 'wont' | null;
  deadline?: string | null;
  tagIds?: string[];
  customerId?: string | null;
  stakeholderUserId?: string | null;
  externalStakeholderId?: string | null;
}

/** Inserts the insight in `trx` and returns its id and number. */
export async function insertInsight(trx: Knex.Transaction, actor: Actor, input: NewInsight): Promise<{ id: string; number: number }> {
  const number = await nextNumber(trx, actor.orgId, 'insight');
  const [row] = await trx('insights')
    .insert({
      org_id: actor.orgId,
      number,
      verbatim: input.verbatim,
      source: input.source,
      interpretation: input.interpretation ?? null,
      moscow: input.moscow ?? null,
      deadline: input.deadline ?? null,
      tag_ids: input.tagIds ?? [],
      customer_id: input.customerId ?? null,
      stakeholder_user_id: input.stakeholderUserId ?? null,
      external_stakeholder_id: input.externalStakeholderId ?? null,
      recorded_by_id: actor.userId,
    })
    .returning(['id', 'number']);
  return { id: row.id, number: row.number };
}

/** Linked work of an insight: an opportunity (status = its state) or a task (status), with its ref. */
export interface WorkItem {
  entityType: 'opportunity' | 'task';
  id: string;
  ref: string;
  status: string;
}

/** The linked work of each insight in `insightIds` (opportunities first, then tasks, each by ref number). */
export async function linkedWork(db: Knex, orgId: string, insightIds: string[]): Promise<Map<string, WorkItem[]>> {
  const out = new Map<string, WorkItem[]>(insightIds.map((id) => [id, []]));
  if (!insightIds.length) return out;
  const { rows } = await db.raw(
    `SELECT l.insight_id, l.entity_type,
            coalesce(o.id, t.id) AS id,
            CASE WHEN o.id IS NOT NULL THEN 'OPP-' || o.number ELSE coalesce(tm.prefix, 'TASK') || '-' || t.number END AS ref,
            coalesce(o.state, t.status) AS status
       FROM insight_links l
       LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
       LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
       LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
      WHERE l.org_id = ? AND l.insight_id = ANY (?::uuid[]) AND l.entity_type <> 'objective'
      ORDER BY l.entity_type, coalesce(o.number, t.number)`,
    [orgId, insightIds],
  );
  for (const r of rows as { insight_id: string; entity_type: 'opportunity' | 'task'; id: string; ref: string; status: string }[]) {
    out.get(r.insight_id)!.push({ entityType: r.entity_type, id: r.id, ref: r.ref, status: r.status });
  }
  return out;
}

// deadline as text (YYYY-MM-DD sorts as the date does) so the cursor carries it as a text key.
const COMMITMENTS: ListOrder = {
  name: 'customer_commitments',
  direction: 'asc',
  keys: [
    { expr: 'x.deadline_key', type: 'text' },
    { expr: 'x.insight_id', type: 'uuid' },
  ],
};

export interface CommitmentRow {
  insight_id: string;
  number: number;
  customer_id: string;
  customer_name: string;
  verbatim: string;
  deadline: Date | string;
  at_risk: boolean;
}

const COMMITMENTS_SQL = `(
  SELECT i.id AS insight_id, i.number, i.customer_id, c.name AS customer_name, i.verbatim, i.deadline, i.deadline::text AS deadline_key,
         (NOT (w.total > 0 AND w.done = w.total)
           AND (i.deadline < :today::date OR (i.deadline <= :soon::date AND w.wip = 0))) AS at_risk
    FROM insights i
    JOIN customers c ON c.org_id = i.org_id AND c.id = i.customer_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS total,
             count(*) FILTER (WHERE coalesce(t.status, o.state) = 'completed') AS done,
             count(*) FILTER (WHERE coalesce(t.status, o.state) = 'in_progress') AS wip
        FROM insight_links l
        LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
        LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
       WHERE l.org_id = i.org_id AND l.insight_id = i.id AND l.entity_type <> 'objective') w
   WHERE i.org_id = :org AND i.customer_id IS NOT NULL AND i.deadline IS NOT NULL AND i.status NOT IN ('rejected', 'archived')
) AS x`;

/**
 * A page of the org's commitments (insights rooted at a customer with a deadline, neither rejected nor archived),
 * soonest deadline first, each with at_risk computed against `today` and `soon` (YYYY-MM-DD: the day from which a
 * promise with no work in progress is at risk); `customerId` and `atRisk` filter. 400 (from paginate) for a bad cursor.
 */
export async function listCommitments(
  db: Knex,
  orgId: string,
  filters: { customerId?: string; atRisk?: boolean; today: string; soon: string },
  page: { cursor?: string; limit: number },
): Promise<Page<CommitmentRow>> {
  const query = db.select('x.*').from(db.raw(COMMITMENTS_SQL, { org: orgId, today: filters.today, soon: filters.soon }));
  if (filters.customerId) query.where('x.customer_id', filters.customerId);
  if (filters.atRisk !== undefined) query.where('x.at_risk', filters.atRisk);
  return paginate<CommitmentRow & Record<string, unknown>>(query, COMMITMENTS, page);
}

/** The customer's insights created at or after `since` (an ISO instant), newest first, at most `limit`. */
export async function listCustomerInsightsSince(
  db: Knex,
  orgId: string,
  customerId: string,
  since: string,
  limit: number,
): Promise<{ id: string; number: number; verbatim: string; status: Schema<'Insight'>['status']; created_at: Date }[]> {
  return db('insights')
    .select('id', 'number', 'verbatim', 'status', 'created_at')
    .where({ org_id: orgId, customer_id: customerId })
    .andWhere('created_at', '>=', since)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}

/**
 * The customer's insights in created or review that entered that status (its latest status change in the activity
 * log, else its creation) `days` days ago or more, oldest first, at most `limit`.
 */
export async function listStuckCustomerInsights(
  db: Knex,
  orgId: string,
  customerId: string,
  days: number,
  limit: number,
): Promise<{ id: string; number: number; verbatim: string; status: 'created' | 'review'; since: Date }[]> {
  const { rows } = await db.raw(
    `SELECT i.id, i.number, i.verbatim, i.status, s.since
       FROM insights i
       CROSS JOIN LATERAL (
         SELECT greatest(i.created_at, coalesce((
           SELECT max(a.created_at) FROM activities a
            WHERE a.org_id = i.org_id AND a.entity_type = 'insight' AND a.entity_id = i.id AND a.subject IS NULL AND a.action = 'updated'
              AND a.changes @> '[{"field": "status"}]'::jsonb), i.created_at)) AS since) s
      WHERE i.org_id = :org AND i.customer_id = :customer AND i.status IN ('created', 'review')
        AND s.since <= now() - make_interval(days => :days)
      ORDER BY s.since, i.id
      LIMIT :limit`,
    { org: orgId, customer: customerId, days, limit },
  );
  return rows;
}

type Insight = Schema<'Insight'>;
type InsightStatus = Schema<'InsightStatus'>;

export interface InsightRow {
  org_id: string;
  id: string;
  number: number;
  verbatim: string;
  interpretation: string | null;
  source: Insight['source'];
  moscow: Insight['moscow'];
  deadline: Date | string | null;
  status: InsightStatus;
  tag_ids: string[];
  customer_id: string | null;
  stakeholder_user_id: string | null;
  external_stakeholder_id: string | null;
  review_team_id: string | null;
  recorded_by_id: string | null;
  status_note: string | null;
  rejection_category: Insight['rejectionCategory'];
  created_at: Date;
  updated_at: Date;
}

/** The row columns (never search_doc). */
export const INSIGHT_COLUMNS = [
  'org_id',
  'id',
  'number',
  'verbatim',
  'interpretation',
  'source',
  'moscow',
  'deadline',
  'status',
  'tag_ids',
  'customer_id',
  'stakeholder_user_id',
  'external_stakeholder_id',
  'review_team_id',
  'recorded_by_id',
  'status_note',
  'rejection_category',
  'created_at',
  'updated_at',
] as const;
/** INSIGHT_COLUMNS qualified by `alias` when given. */
export const insightColumns = (alias?: string) => INSIGHT_COLUMNS.map((c) => (alias ? `${alias}.${c}` : c));

/** Row → API, with the insight's links (in link order) and impacts (by objective number). */
export const toInsight = (r: InsightRow, links: Insight['links'], impacts: Insight['impacts']): Insight => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('insights', r.number),
  number: r.number,
  verbatim: r.verbatim,
  interpretation: r.interpretation,
  source: r.source,
  moscow: r.moscow,
  deadline: isoDate(r.deadline),
  status: r.status,
  statusNote: r.status_note,
  rejectionCategory: r.rejection_category ?? null,
  tagIds: r.tag_ids ?? [],
  customerId: r.customer_id,
  stakeholderUserId: r.stakeholder_user_id,
  externalStakeholderId: r.external_stakeholder_id,
  reviewTeamId: r.review_team_id,
  recordedById: r.recorded_by_id,
  links,
  impacts,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** Newest first (spec 2 §4.12), keyset-paged. */
const LIST: ListOrder = {
  name: 'insights',
  direction: 'desc',
  keys: [
    { expr: 'i.created_at', type: 'timestamptz' },
    { expr: 'i.id', type: 'uuid' },
  ],
};

/** The filters of the insight list, all ANDed (ids are UUIDs). */
export interface InsightListFilters {
  status?: InsightStatus;
  customerId?: string;
  opportunityId?: string;
  taskId?: string;
  objectiveId?: string;
  reviewTeamId?: string;
  recordedById?: string;
  tagId?: string;
  q?: string;
  includeArchived?: boolean;
}

/**
 * A page of the org's insights, newest first. status; customerId (the root); opportunityId, taskId (linked);
 * objectiveId (linked or with an impact on it); reviewTeamId; recordedById; tagId; q (full text over verbatim and
 * interpretation: websearch_to_tsquery). Archived insights only with includeArchived or status archived. 400 (from
 * paginate) for a bad cursor.
 */
export async function listInsights(db: Knex, orgId: string, f: InsightListFilters, page: { cursor?: string; limit: number }): Promise<Page<InsightRow>> {
  const query = db('insights as i').select(insightColumns('i')).where('i.org_id', orgId);
  if (f.status) query.andWhere('i.status', f.status);
  if (!f.includeArchived && f.status !== 'archived') query.andWhereNot('i.status', 'archived');
  if (f.customerId) query.andWhere('i.customer_id', f.customerId);
  if (f.reviewTeamId) query.andWhere('i.review_team_id', f.reviewTeamId);
  if (f.recordedById) query.andWhere('i.recorded_by_id', f.recordedById);
  if (f.tagId) query.andWhereRaw('i.tag_ids @> ARRAY[?]::uuid[]', [f.tagId]);
  if (f.q) query.andWhereRaw(`i.search_doc @@ websearch_to_tsquery('english', ?)`, [f.q]);
  const linked = (column: string, id: string) => (s: Knex.QueryBuilder) =>
    s.select(db.raw('1')).from('insight_links as l').whereRaw('l.org_id = i.org_id AND l.insight_id = i.id').andWhere(`l.${column}`, id);
  if (f.opportunityId) query.whereExists(linked('opportunity_id', f.opportunityId));
  if (f.taskId) query.whereExists(linked('task_id', f.taskId));
  if (f.objectiveId) {
    const objectiveId = f.objectiveId;
    query.where((w) =>
      w
        .whereExists(linked('objective_id', objectiveId))
        .orWhereExists((s) =>
          s.select(db.raw('1')).from('insight_impacts as m').whereRaw('m.org_id = i.org_id AND m.insight_id = i.id').andWhere('m.objective_id', objectiveId),
        ),
    );
  }
  return paginate<InsightRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * The insights (archived left out) whose link to the opportunity (`column` opportunity_id) or task (task_id) `id`
 * is blocking, newest first, at most 500.
 */
export async function listBlockingInsights(db: Knex, orgId: string, column: 'opportunity_id' | 'task_id', id: string): Promise<InsightRow[]> {
  return (await db('insights as i')
    .select(insightColumns('i'))
    .where('i.org_id', orgId)
    .whereNot('i.status', 'archived')
    .whereExists((s) =>
      s.select(db.raw('1')).from('insight_links as l').whereRaw('l.org_id = i.org_id AND l.insight_id = i.id AND l.blocking').andWhere(`l.${column}`, id),
    )
    .orderBy([
      { column: 'i.created_at', order: 'desc' },
      { column: 'i.id', order: 'desc' },
    ])
    .limit(500)) as InsightRow[];
}

/**
 * Insight `id` (a UUID, any case: the pipeline resolved INS-<n>) in the org, locked FOR UPDATE when `forUpdate`;
 * undefined when it names no insight of the org (or is no UUID at all).
 */
export async function findInsight(db: Knex, orgId: string, id: string, forUpdate = false): Promise<InsightRow | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('insights').select(insightColumns()).where({ org_id: orgId, id: id.toLowerCase() });
  if (forUpdate) q.forUpdate();
  return (await q.first()) as InsightRow | undefined;
}

/** The insight with UUID `id` in the org; undefined when none. */
export async function findInsightById(db: Knex, orgId: string, id: string): Promise<InsightRow | undefined> {
  return (await db('insights').select(insightColumns()).where({ org_id: orgId, id }).first()) as InsightRow | undefined;
}

/** The columns an insight update may set. */
export interface InsightValues {
  verbatim?: string;
  source?: Insight['source'];
  interpretation?: string | null;
  moscow?: Insight['moscow'];
  deadline?: string | null;
  tag_ids?: string[];
  customer_id?: string | null;
  stakeholder_user_id?: string | null;
  external_stakeholder_id?: string | null;
  status?: InsightStatus;
  status_note?: string | null;
  rejection_category?: Insight['rejectionCategory'];
  review_team_id?: string | null;
}

/** Sets `patch` and updated_at on the insight; the number of rows changed. */
export async function updateInsight(trx: Knex, orgId: string, id: string, patch: InsightValues): Promise<number> {
  return trx('insights')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** Deletes the insight (links and impacts go by the foreign keys' cascades); the number of rows deleted. */
export async function deleteInsight(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('insights').where({ org_id: orgId, id }).delete();
}

/** Runs the delivery rule (spec 1 §3.2; migration sextant_deliver_insights) for one insight, in `db`. */
export async function deliverInsightIfDone(db: Knex, orgId: string, insightId: string): Promise<void> {
  await db.raw('SELECT sextant_deliver_insights(?, ARRAY[?]::uuid[])', [orgId, insightId]);
}

/** Which of `ids` (UUIDs) are insights of the org. */
export async function existingInsightIds(db: Knex, orgId: string, ids: string[]): Promise<Set<string>> {
  return new Set<string>((await db('insights').select('id').where({ org_id: orgId }).whereRaw('id = ANY (?::uuid[])', [ids])).map((r: { id: string }) => r.id));
}

// Intake and pattern queries live in their own module; re-exported so importers keep this one.
export {
  INDEXED_TEXT,
  countUnjudgedInsights,
  intakeStats,
  listIntakeInsights,
  listSimilarInsights,
  listUnjudgedInsights,
  type IntakeRow,
  type IntakeStatsRow,
  type SimilarInsightRow,
} from './insightsIntake.js';

/** A customer commitment (an insight with a deadline) a task's schedule can break. */
export interface BrokenCommitmentRow {
  insight_id: string;
  number: number;
  verbatim: string;
  customer_id: string;
  customer_name: string;
  deadline: string;
  recorded_by_id: string | null;
}

/**
 * The commitments finishing `task` on `newDate` (null: never) would break: insights linked to the task or its
 * opportunity, rooted at a customer, with a deadline, not rejected, archived or delivered, due before newDate (all
 * of them when newDate is null). By deadline, then number.
 */
export async function listCommitmentsBrokenBy(
  db: Knex,
  orgId: string,
  task: { id: string; opportunity_id: string | null },
  newDate: string | null,
): Promise<BrokenCommitmentRow[]> {
  const { rows } = await db.raw(
    `SELECT i.id AS insight_id, i.number, i.verbatim, i.customer_id, c.name AS customer_name,
            to_char(i.deadline, 'YYYY-MM-DD') AS deadline, i.recorded_by_id
       FROM insights i
       JOIN customers c ON c.org_id = i.org_id AND c.id = i.customer_id
      WHERE i.org_id = :org
        AND i.id IN (SELECT l.insight_id FROM insight_links l
                      WHERE l.org_id = :org AND (l.task_id = :task OR (:opp::uuid IS NOT NULL AND l.opportunity_id = :opp::uuid)))
        AND i.deadline IS NOT NULL
        AND i.status NOT IN ('rejected', 'archived', 'delivered')
        AND (:newDate::date IS NULL OR :newDate::date > i.deadline)
      ORDER BY i.deadline, i.number`,
    { org: orgId, task: task.id, opp: task.opportunity_id, newDate },
  );
  return rows as BrokenCommitmentRow[];
}
