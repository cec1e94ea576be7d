/**
 * The opportunities table (spec 1 §2.5; spec 2 §4.7): its row, its row → API mapper and its queries, with the
 * scorecard total every opportunity read carries. Every function takes the knex (or transaction) first and the org
 * id second. No rules here: the service decides what a missing row means and who may see the cost.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, isoDate, num } from '../core/format.js';
import type { OpportunityObjectiveRow } from './opportunityObjectives.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Opportunity = Schema<'Opportunity'>;
type State = Opportunity['state'];

/** An opportunities row as stored (estimated_cost is numeric, read as a string). */
export interface OpportunityRow {
  id: string;
  org_id: string;
  number: number;
  title: string;
  description: string;
  content: string;
  estimated_cost: string | null;
  lead_id: string | null;
  team_id: string | null;
  workflow_id: string | null;
  state: State;
  vision_path: string | null;
  queue_position: number | null;
  due_date: Date | string | null;
  category_id: string | null;
  tag_ids: string[];
  prd_template_id: string | null;
  rejection_category: Opportunity['rejectionCategory'];
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Row → API shape (components.schemas.Opportunity), given its objective links (in their order), its scorecard total
 * and whether the caller may see cost (estimatedCost is left out otherwise).
 */
export const toOpportunity = (r: OpportunityRow, links: OpportunityObjectiveRow[], scoreTotal: number | null, showCost: boolean): Opportunity => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('opportunities', r.number),
  number: r.number,
  title: r.title,
  description: r.description,
  content: r.content,
  ...(showCost ? { estimatedCost: num(r.estimated_cost) } : {}),
  leadId: r.lead_id,
  teamId: r.team_id,
  workflowId: r.workflow_id,
  state: r.state,
  visionPath: r.vision_path,
  queuePosition: r.queue_position,
  dueDate: isoDate(r.due_date),
  categoryId: r.category_id,
  tagIds: r.tag_ids ?? [],
  prdTemplateId: r.prd_template_id,
  rejectionCategory: r.rejection_category ?? null,
  rejectionReason: r.rejection_reason ?? null,
  objectiveLinks: links.map((l) => ({ objectiveId: l.objective_id, kind: l.kind, createdAt: iso(l.created_at)! })),
  scoreTotal,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/**
 * The scorecard total of the `opportunities` row in scope (0-100, 2 decimals, numeric), or NULL while an active
 * criterion with a positive weight has no value, or when the org has no active criteria. A correlated subquery:
 * use it where `opportunities` (unaliased) is in the FROM list, e.g. `select(db.raw(`${SCORE_TOTAL_SQL} as t`))`
 * or `whereRaw(`${SCORE_TOTAL_SQL} >= ?`, [min])`.
 */
export const SCORE_TOTAL_SQL = `(SELECT CASE WHEN count(*) > 0 AND bool_and(s.value IS NOT NULL OR c.weight = 0)
    THEN least(100, greatest(0, round(100 * sum(CASE WHEN s.value IS NULL THEN 0 WHEN c.invert THEN c.weight * (5 - s.value) ELSE c.weight * (s.value - 1) END) / 4, 2))) END
  FROM scoring_criteria c
  LEFT JOIN opportunity_scores s ON s.org_id = c.org_id AND s.criterion_id = c.id AND s.opportunity_id = opportunities.id
  WHERE c.org_id = opportunities.org_id AND c.active)`;

/**
 * Scorecard totals of opportunities `ids` of org `orgId` (ids absent from the org are absent from the map): id →
 * total 0-100 or null (see SCORE_TOTAL_SQL). One query; an empty `ids` costs none.
 */
export async function scoreTotals(db: Knex, orgId: string, ids: string[]): Promise<Map<string, number | null>> {
  if (!ids.length) return new Map();
  const rows: { id: string; total: string | null }[] = await db('opportunities')
    .select('id', db.raw(`${SCORE_TOTAL_SQL} as total`))
    .where('org_id', orgId)
    .whereIn('id', ids);
  return new Map(rows.map((r) => [r.id, r.total == null ? null : Number(r.total)]));
}

/** GET /opportunities order: number ascending. */
const LIST: ListOrder = { name: 'opportunities', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };

/** The filters of GET /opportunities as column values (the legacy status already mapped onto a state). */
export interface OpportunityFilter {
  state?: string;
  legacyState?: string;
  teamId?: string;
  tagId?: string;
  categoryId?: string;
  minScore?: number;
}

/**
 * One page of an org's opportunities by number; every filter applies together (`state` and `legacyState` both, so two
 * different states match nothing). `minScore`: scoreTotal ≥ minScore, opportunities without a total left out.
 */
export function listOpportunities(db: Knex, orgId: string, f: OpportunityFilter, page: { cursor?: string; limit: number }): Promise<Page<OpportunityRow>> {
  const query = db('opportunities').select('*').where({ org_id: orgId });
  if (f.state) query.andWhere({ state: f.state });
  if (f.legacyState !== undefined) query.andWhere({ state: f.legacyState });
  if (f.teamId) query.andWhere({ team_id: f.teamId });
  if (f.tagId) query.andWhereRaw('tag_ids @> ARRAY[?]::uuid[]', [f.tagId]);
  if (f.categoryId) query.andWhere({ category_id: f.categoryId });
  if (f.minScore !== undefined) query.andWhereRaw(`${SCORE_TOTAL_SQL} >= ?`, [f.minScore]);
  return paginate<OpportunityRow & Record<string, unknown>>(query, LIST, page);
}

/** The opportunities `ids` of the org, by title (then number) or by number. */
export async function listOpportunitiesByIds(db: Knex, orgId: string, ids: string[], order: 'title' | 'number'): Promise<OpportunityRow[]> {
  return db('opportunities')
    .select('*')
    .where('org_id', orgId)
    .whereIn('id', ids)
    .orderBy(order === 'title' ? ['title', 'number'] : ['number']);
}

/**
 * Opportunity `id` (a UUID: refs are resolved before a service runs), or undefined when it names none of the org
 * (or is not a UUID at all).
 */
export async function findOpportunity(db: Knex, orgId: string, id: string): Promise<OpportunityRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db('opportunities').where({ org_id: orgId, id }).first();
}

/** The id of opportunity `id` when it is one of the org, else undefined; `forUpdate` locks its row. */
export async function findOpportunityId(db: Knex, orgId: string, id: string, forUpdate = false): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('opportunities').select('id').where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first())?.id;
}

/** The state and number of opportunity `id`, or undefined. */
export async function findOpportunityState(db: Knex, orgId: string, id: string): Promise<Pick<OpportunityRow, 'state' | 'number'> | undefined> {
  return db('opportunities').select('state', 'number').where({ org_id: orgId, id }).first();
}

/** The PRD (content) of opportunity `id`, or undefined. */
export async function findOpportunityContent(db: Knex, orgId: string, id: string): Promise<Pick<OpportunityRow, 'content'> | undefined> {
  return db('opportunities').select('content').where({ org_id: orgId, id }).first();
}

/** Inserts an opportunity of `orgId` and returns its row. */
export async function insertOpportunity(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<OpportunityRow> {
  const [row] = await trx('opportunities')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row;
}

/** Sets columns of opportunity `id`; the number of rows changed (0 or 1). */
export function updateOpportunity(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<number> {
  return trx('opportunities').where({ org_id: orgId, id }).update(patch);
}

/** Deletes opportunity `id` (its links and child rows cascade); the number deleted. */
export function deleteOpportunity(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('opportunities').where({ org_id: orgId, id }).delete();
}

/** The org's opportunities that are not cancelled (id, number, title), by number. */
export async function listLiveOpportunities(db: Knex, orgId: string): Promise<Pick<OpportunityRow, 'id' | 'number' | 'title'>[]> {
  return db('opportunities').select('id', 'number', 'title').where({ org_id: orgId }).whereNot({ state: 'cancelled' }).orderBy('number');
}

/** The number and title of opportunity `id`, or undefined. */
export async function findOpportunityTitle(db: Knex, orgId: string, id: string): Promise<Pick<OpportunityRow, 'number' | 'title'> | undefined> {
  return db('opportunities').select('number', 'title').where({ org_id: orgId, id }).first();
}

/** Takes the row lock of opportunity `id` (nothing when it names none). */
export async function lockOpportunity(trx: Knex, orgId: string, id: string): Promise<void> {
  await trx('opportunities').select('id').where({ org_id: orgId, id }).forUpdate().first();
}

/** What a PRD draft says of opportunity `id` (number, title, description, state), or undefined. */
export async function findOpportunitySummary(
  db: Knex,
  orgId: string,
  id: string,
): Promise<Pick<OpportunityRow, 'number' | 'title' | 'description' | 'state'> | undefined> {
  return db('opportunities').select('number', 'title', 'description', 'state').where({ org_id: orgId, id }).first();
}

/** Open opportunities (not completed or cancelled) linked to no objective, by number, at most `limit`. */
export function listOpportunitiesWithoutObjective(db: Knex, orgId: string, limit: number): Promise<Pick<OpportunityRow, 'id' | 'number' | 'title'>[]> {
  return db('opportunities as p')
    .select('p.id', 'p.number', 'p.title')
    .where('p.org_id', orgId)
    .whereNotIn('p.state', ['completed', 'cancelled'])
    .whereNotExists(db('opportunity_objectives as l').whereRaw('l.org_id = p.org_id and l.opportunity_id = p.id'))
    .orderBy('p.number')
    .limit(limit);
}

/** Moves every opportunity on workflow template `fromId` to `toId` (the template is being replaced). */
export async function replaceOpportunityWorkflow(trx: Knex, orgId: string, fromId: string, toId: string): Promise<void> {
  await trx('opportunities').where({ org_id: orgId, workflow_id: fromId }).update({ workflow_id: toId, updated_at: trx.fn.now() });
}
