/**
 * What the insight service's parts share (issue 13 §2; spec 1 §2.9, §3.1; spec 2 §4.12): the row and API shapes,
 * the row → Insight mapping with links and impacts read in one query each for a page, the by-id/ref read that
 * answers 404 naming `path.id`, the lookup of a link's entity (opportunity, task or objective by UUID or ref), and
 * the demand-root rule (exactly one of customerId, stakeholderUserId, externalStakeholderId).
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, notFound } from '../../core/errors.js';
import { findIdByRef, findTaskIdByRef, refOf, whereIdOrRef } from '../../repositories/refs.js';
import { iso, isoDate } from '../common.js';

export type Insight = components['schemas']['Insight'];
export type InsightStatus = components['schemas']['InsightStatus'];
export type InsightLink = components['schemas']['InsightLink'];
export type EntityType = InsightLink['entityType'];
export type RejectionCategory = NonNullable<Insight['rejectionCategory']>;

export const LIST_HREF = '/api/v1/insights';

export interface InsightRow {
  org_id: string; id: string; number: number; verbatim: string; interpretation: string | null; source: Insight['source'];
  moscow: Insight['moscow']; deadline: Date | string | null; status: InsightStatus; tag_ids: string[]; customer_id: string | null;
  stakeholder_user_id: string | null; external_stakeholder_id: string | null; review_team_id: string | null; recorded_by_id: string | null;
  status_note: string | null; rejection_category: Insight['rejectionCategory']; created_at: Date; updated_at: Date;
}

/** The row columns (never search_doc), qualified by `alias` when given. */
const COLUMNS = [
  'org_id', 'id', 'number', 'verbatim', 'interpretation', 'source', 'moscow', 'deadline', 'status', 'tag_ids', 'customer_id',
  'stakeholder_user_id', 'external_stakeholder_id', 'review_team_id', 'recorded_by_id', 'status_note', 'rejection_category',
  'created_at', 'updated_at',
];
export const columns = (alias?: string) => COLUMNS.map((c) => (alias ? `${alias}.${c}` : c));

/** The demand-root fields (spec 1 §2.9): exactly one is non-null. */
export const ROOTS = ['customerId', 'stakeholderUserId', 'externalStakeholderId'] as const;
export type RootField = (typeof ROOTS)[number];
export type Roots = Partial<Record<RootField, string | null>>;
const ROOT_HINT =
  'Set exactly one of customerId (a customer: UUID or CUS-3, from GET /api/v1/customers), stakeholderUserId (a user of the org, or me) ' +
  'or externalStakeholderId (from GET /api/v1/external-stakeholders), and the others to null or leave them out.';

/**
 * 400 VALIDATION_FAILED unless exactly one root of `roots` (the insight's roots after the write) is set. Names the
 * roots set when there are two or more; with none, the roots the body cleared (`sent`), else all three.
 */
export function assertOneRoot(roots: Roots, sent: Roots): void {
  const set = ROOTS.filter((f) => roots[f] != null);
  if (set.length === 1) return;
  if (set.length === 0) {
    const cleared = ROOTS.filter((f) => f in sent);
    throw new ApiError('VALIDATION_FAILED', 'An insight needs exactly one demand root and would have none', {
      details: (cleared.length ? cleared : [...ROOTS]).map((f) => ({ field: `body.${f}`, message: 'is empty, and so are the other demand roots: one must be set' })),
      suggestion: ROOT_HINT,
    });
  }
  throw new ApiError('VALIDATION_FAILED', `An insight has exactly one demand root; ${set.join(' and ')} would both be set`, {
    details: set.map((f) => ({
      field: `body.${f}`,
      message: f in sent ? `is one of ${set.length} demand roots given: keep one` : `is still set from before: send ${f}: null to change the root`,
    })),
    suggestion: ROOT_HINT,
  });
}

/** 404 naming `body.<field>` unless each root given in `roots` names a row of the org (customer, user, external stakeholder). */
export async function assertRootsExist(db: Knex, orgId: string, roots: Roots): Promise<void> {
  const checks: [RootField, string, string, string][] = [
    ['customerId', 'customers', 'Customer', '/api/v1/customers'],
    ['stakeholderUserId', 'users', 'User', '/api/v1/users'],
    ['externalStakeholderId', 'external_stakeholders', 'External stakeholder', '/api/v1/external-stakeholders'],
  ];
  for (const [field, table, what, list] of checks) {
    const id = roots[field];
    if (id == null) continue;
    const row = await db(table).select('id').where({ org_id: orgId, id: id.toLowerCase() }).first();
    if (!row) throw notFound(what, id, list, `body.${field}`);
  }
}

/**
 * The insight named by `idOrRef` (UUID or INS-<n>) in the actor's org, locked with `forUpdate`. 404 NOT_FOUND naming
 * `path.id` when it names nothing (or another org's insight).
 */
export async function loadInsight(db: Knex, actor: Actor, idOrRef: string, forUpdate = false): Promise<InsightRow> {
  const q = db('insights').select(columns()).where({ org_id: actor.orgId });
  const ok = whereIdOrRef(q, 'insights', idOrRef);
  if (forUpdate) q.forUpdate();
  const row = ok ? ((await q.first()) as InsightRow | undefined) : undefined;
  if (!row) throw notFound('Insight', idOrRef, LIST_HREF, 'path.id');
  return row;
}

const ENTITY_LISTS: Record<EntityType, [what: string, list: string]> = {
  opportunity: ['Opportunity', '/api/v1/opportunities'],
  task: ['Task', '/api/v1/tasks'],
  objective: ['Objective', '/api/v1/objectives'],
};
/** The link column of each entity type in insight_links. */
export const LINK_COLUMN: Record<EntityType, 'opportunity_id' | 'task_id' | 'objective_id'> = {
  opportunity: 'opportunity_id', task: 'task_id', objective: 'objective_id',
};

/** The UUID of the opportunity, task or objective `entityId` (UUID or ref) names in the org; 404 naming body.entityId otherwise. */
export async function resolveEntity(db: Knex, orgId: string, entityType: EntityType, entityId: string): Promise<string> {
  const id = entityType === 'task'
    ? await findTaskIdByRef(db, orgId, entityId)
    : await findIdByRef(db, entityType === 'opportunity' ? 'opportunities' : 'objectives', orgId, entityId);
  if (!id) {
    const [what, list] = ENTITY_LISTS[entityType];
    throw notFound(what, entityId, list, 'body.entityId');
  }
  return id;
}

/** Whether the insight has linked work (an opportunity or a task). */
export async function hasWork(db: Knex, orgId: string, insightId: string): Promise<boolean> {
  const row = await db('insight_links').select('id').where({ org_id: orgId, insight_id: insightId }).whereNot({ entity_type: 'objective' }).first();
  return Boolean(row);
}

/** Runs the delivery rule (spec 1 §3.2; migration sextant_deliver_insights) for one insight, in `db`. */
export async function deliverIfDone(db: Knex, orgId: string, insightId: string): Promise<void> {
  await db.raw('SELECT sextant_deliver_insights(?, ARRAY[?]::uuid[])', [orgId, insightId]);
}

/** Rows → Insights with their links (in link order) and impacts (by objective number), two queries for the whole page. */
export async function present(db: Knex, orgId: string, rows: InsightRow[]): Promise<Insight[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const { rows: links } = await db.raw(
    `SELECT l.insight_id, l.entity_type, coalesce(l.opportunity_id, l.task_id, l.objective_id) AS entity_id, l.pinned, l.blocking,
            CASE l.entity_type WHEN 'opportunity' THEN 'OPP-' || o.number
                               WHEN 'task' THEN coalesce(tm.prefix, 'TASK') || '-' || t.number
                               ELSE 'OBJ-' || ob.number END AS ref
       FROM insight_links l
       LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
       LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
       LEFT JOIN teams tm ON tm.org_id = t.org_id AND tm.id = t.team_id
       LEFT JOIN objectives ob ON ob.org_id = l.org_id AND ob.id = l.objective_id
      WHERE l.org_id = ? AND l.insight_id = ANY (?::uuid[])
      ORDER BY l.created_at, l.id`,
    [orgId, ids],
  );
  // Impacts by objective ref number: set-impact writes them in one statement, so their timestamps may tie.
  const impacts: { insight_id: string; objective_id: string; delta: string }[] = await db('insight_impacts as ii')
    .join('objectives as ob', function () { this.on('ob.org_id', 'ii.org_id').andOn('ob.id', 'ii.objective_id'); })
    .select('ii.insight_id', 'ii.objective_id', 'ii.delta')
    .where({ 'ii.org_id': orgId })
    .whereIn('ii.insight_id', ids)
    .orderBy([{ column: 'ob.number' }]);
  const linksOf = new Map<string, InsightLink[]>();
  for (const l of links as { insight_id: string; entity_type: EntityType; entity_id: string; pinned: boolean; blocking: boolean; ref: string }[]) {
    linksOf.set(l.insight_id, [...(linksOf.get(l.insight_id) ?? []), { entityType: l.entity_type, entityId: l.entity_id, ref: l.ref, pinned: l.pinned, blocking: l.blocking }]);
  }
  const impactsOf = new Map<string, Insight['impacts']>();
  for (const i of impacts) impactsOf.set(i.insight_id, [...(impactsOf.get(i.insight_id) ?? []), { objectiveId: i.objective_id, delta: Number(i.delta) }]);
  return rows.map((r) => ({
    id: r.id, orgId: r.org_id, ref: refOf('insights', r.number), number: r.number, verbatim: r.verbatim, interpretation: r.interpretation,
    source: r.source, moscow: r.moscow, deadline: isoDate(r.deadline), status: r.status, statusNote: r.status_note,
    rejectionCategory: r.rejection_category ?? null, tagIds: r.tag_ids ?? [], customerId: r.customer_id, stakeholderUserId: r.stakeholder_user_id,
    externalStakeholderId: r.external_stakeholder_id, reviewTeamId: r.review_team_id, recordedById: r.recorded_by_id,
    links: linksOf.get(r.id) ?? [], impacts: impactsOf.get(r.id) ?? [], createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
  }));
}

/** One insight by UUID, presented (after a write, in the write's transaction). */
export async function presentOne(db: Knex, orgId: string, id: string): Promise<Insight> {
  const row = (await db('insights').select(columns()).where({ org_id: orgId, id }).first()) as InsightRow;
  return (await present(db, orgId, [row]))[0];
}

/** A short quote of a verbatim for messages and notifications. */
export const quote = (s: string, max = 120) => `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;
