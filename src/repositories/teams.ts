/**
 * The teams table (spec 1 §2.10; spec 2 §4.20): its row, its row → API mapper and its queries. Every function takes
 * the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Team = Schema<'Team'>;

/** A teams row as read, with its member count (a bigint count, read as a string). */
export interface TeamRow {
  id: string;
  org_id: string;
  name: string;
  description: string;
  prefix: string;
  default_prd_template_id: string | null;
  insight_reviewer_id: string | null;
  member_count: string | number | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → components.schemas.Team. */
export const toTeam = (r: TeamRow): Team => ({
  id: r.id,
  orgId: r.org_id,
  name: r.name,
  description: r.description,
  prefix: r.prefix,
  defaultPrdTemplateId: r.default_prd_template_id,
  insightReviewerId: r.insight_reviewer_id ?? null,
  memberCount: Number(r.member_count ?? 0),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /teams order: name, then id. */
const LIST: ListOrder = {
  name: 'teams',
  direction: 'asc',
  keys: [
    { expr: 'name', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

function selectTeams(db: Knex) {
  return db('teams').select('teams.*', db.raw('(select count(*) from team_members m where m.org_id = teams.org_id and m.team_id = teams.id) as member_count'));
}

/** One page of an org's teams by name, with member counts. */
export function listTeams(db: Knex, orgId: string, page: { cursor?: string; limit: number }): Promise<Page<TeamRow>> {
  return paginate<TeamRow & Record<string, unknown>>(selectTeams(db).where({ org_id: orgId }), LIST, page);
}

/** Team `id` with its member count, or undefined. */
export async function findTeam(db: Knex, orgId: string, id: string): Promise<TeamRow | undefined> {
  return selectTeams(db).where({ org_id: orgId, id }).first();
}

/** Inserts a team and returns its id (a taken prefix violates the unique index). */
export async function insertTeam(
  trx: Knex,
  orgId: string,
  values: { name: string; description: string; prefix: string; insight_reviewer_id: string | null },
): Promise<string> {
  const [row] = await trx('teams')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return row.id;
}

/** Sets columns of team `id`; the number of rows changed (0 or 1). */
export function updateTeam(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<number> {
  return trx('teams').where({ org_id: orgId, id }).update(patch);
}

/** Team `id` (id and prefix) locked for the write, or undefined. */
export async function lockTeam(trx: Knex, orgId: string, id: string): Promise<{ id: string; prefix: string } | undefined> {
  return trx('teams').select('id', 'prefix').where({ org_id: orgId, id }).forUpdate().first();
}

/** Whether team `id` exists in the org. */
export async function teamExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('teams').select('id').where({ org_id: orgId, id }).first());
}

/** Team `id`'s name and insight reviewer (the user insights sent to review notify), or undefined. */
export async function findTeamReviewer(
  db: Knex,
  orgId: string,
  id: string,
): Promise<{ id: string; name: string; insight_reviewer_id: string | null } | undefined> {
  return db('teams').select('id', 'name', 'insight_reviewer_id').where({ org_id: orgId, id }).first();
}

/** Clears PRD template `templateId` as the default of every team but `exceptTeamId` (a template is one team's default). */
export async function clearDefaultPrdTemplate(trx: Knex, orgId: string, templateId: string, exceptTeamId: string): Promise<void> {
  await trx('teams')
    .where({ org_id: orgId, default_prd_template_id: templateId })
    .whereNot({ id: exceptTeamId })
    .update({ default_prd_template_id: null, updated_at: trx.fn.now() });
}
