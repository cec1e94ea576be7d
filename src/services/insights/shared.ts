/**
 * What the insight service's parts share (spec 1 §2.9, §3.1; spec 2 §4.12): the row and API shapes,
 * the row → Insight mapping with links and impacts read in one query each for a page, the by-id/ref read that
 * answers 404 naming `path.id`, the lookup of a link's entity (opportunity, task or objective by UUID), and
 * the demand-root rule (exactly one of customerId, stakeholderUserId, externalStakeholderId).
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import { ApiError, notFound } from '../../core/errors.js';
import { customerExists } from '../../repositories/customers.js';
import { externalStakeholderExists } from '../../repositories/externalStakeholders.js';
import { findInsight, findInsightById, toInsight, type InsightRow } from '../../repositories/insights.js';
import { listInsightImpacts } from '../../repositories/insightImpacts.js';
import { listInsightLinks } from '../../repositories/insightLinks.js';
import { findIdInOrg } from '../../repositories/refs.js';
import { userExists } from '../../repositories/users.js';

export type Insight = components['schemas']['Insight'];
export type InsightStatus = components['schemas']['InsightStatus'];
export type InsightLink = components['schemas']['InsightLink'];
export type EntityType = InsightLink['entityType'];
export type RejectionCategory = NonNullable<Insight['rejectionCategory']>;

export const LIST_HREF = '/api/v1/insights';

export type { InsightRow } from '../../repositories/insights.js';

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
      details: (cleared.length ? cleared : [...ROOTS]).map((f) => ({
        field: `body.${f}`,
        message: 'is empty, and so are the other demand roots: one must be set',
      })),
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
  const checks: [RootField, (id: string) => Promise<boolean>, string, string][] = [
    ['customerId', (id) => customerExists(db, orgId, id), 'Customer', '/api/v1/customers'],
    ['stakeholderUserId', (id) => userExists(db, orgId, id), 'User', '/api/v1/users'],
    ['externalStakeholderId', (id) => externalStakeholderExists(db, orgId, id), 'External stakeholder', '/api/v1/external-stakeholders'],
  ];
  for (const [field, exists, what, list] of checks) {
    const id = roots[field];
    if (id == null) continue;
    if (!(await exists(id.toLowerCase()))) throw notFound(what, id, list, `body.${field}`);
  }
}

/**
 * The insight named by `idOrRef` (UUID or INS-<n>) in the actor's org, locked with `forUpdate`. 404 NOT_FOUND naming
 * `path.id` when it names nothing (or another org's insight).
 */
export async function loadInsight(db: Knex, actor: Actor, idOrRef: string, forUpdate = false): Promise<InsightRow> {
  const row = await findInsight(db, actor.orgId, idOrRef, forUpdate);
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
  opportunity: 'opportunity_id',
  task: 'task_id',
  objective: 'objective_id',
};

/**
 * The opportunity, task or objective `entityId` names in the org (a UUID: the pipeline resolved the ref, as the
 * body's entityId is x-ref-by entityType); 404 naming body.entityId when it names no row of the org.
 */
export async function resolveEntity(db: Knex, orgId: string, entityType: EntityType, entityId: string): Promise<string> {
  const table = { opportunity: 'opportunities', task: 'tasks', objective: 'objectives' }[entityType];
  const id = await findIdInOrg(db, table, orgId, entityId);
  if (!id) {
    const [what, list] = ENTITY_LISTS[entityType];
    throw notFound(what, entityId, list, 'body.entityId');
  }
  return id;
}

/** Rows → Insights with their links (in link order) and impacts (by objective number), two queries for the whole page. */
export async function present(db: Knex, orgId: string, rows: InsightRow[]): Promise<Insight[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [linksOf, impactsOf] = [await listInsightLinks(db, orgId, ids), await listInsightImpacts(db, orgId, ids)];
  return rows.map((r) => toInsight(r, linksOf.get(r.id) ?? [], impactsOf.get(r.id) ?? []));
}

/** One insight by UUID, presented (after a write, in the write's transaction). */
export async function presentOne(db: Knex, orgId: string, id: string): Promise<Insight> {
  const row = (await findInsightById(db, orgId, id))!;
  return (await present(db, orgId, [row]))[0];
}

/** A short quote of a verbatim for messages and notifications. */
export const quote = (s: string, max = 120) => `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;
