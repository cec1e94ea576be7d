/**
 * The `prd_templates` table (spec 1 §2.10 PRD template; spec 2 §4.13): a name and markdown content, org-wide
 * (`team_id` null) or a team's. Its row, the row → PrdTemplate mapper and its queries; every query is scoped by
 * org_id. Reads take `visibleTo`: a user id restricts them to org-wide templates and those of the user's teams
 * (team_members); undefined reads every team's. Who may see or write which is the service's rule.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid } from './refs.js';

type PrdTemplate = Schema<'PrdTemplate'>;

/** A prd_templates row as selected (`select *`). */
export interface PrdTemplateRow {
  org_id: string;
  id: string;
  name: string;
  content: string;
  team_id: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → API shape. */
export const toPrdTemplate = (r: PrdTemplateRow): PrdTemplate => ({
  id: r.id,
  orgId: r.org_id,
  name: r.name,
  content: r.content,
  teamId: r.team_id,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /prd-templates order: name, then id. */
const LIST: ListOrder = {
  name: 'prd-templates',
  direction: 'asc',
  keys: [
    { expr: 'p.name', type: 'text' },
    { expr: 'p.id', type: 'uuid' },
  ],
};

/** Restricts a `prd_templates as p` query to org-wide templates and those of user `visibleTo`'s teams (all when undefined). */
function visible(q: Knex.QueryBuilder, db: Knex, visibleTo: string | undefined): Knex.QueryBuilder {
  if (visibleTo === undefined) return q;
  return q.where(function () {
    this.whereNull('p.team_id').orWhereExists(
      db('team_members as tm').select(db.raw('1')).whereRaw('tm.org_id = p.org_id and tm.team_id = p.team_id').andWhere('tm.user_id', visibleTo),
    );
  });
}

/** A page of the org's PRD templates `visibleTo` may see (every one when undefined), by name then id. 400 (from paginate) for a bad cursor. */
export function listPrdTemplates(db: Knex, orgId: string, f: { visibleTo?: string }, page: { cursor?: string; limit: number }): Promise<Page<PrdTemplateRow>> {
  const query = visible(db('prd_templates as p').select('p.*').where('p.org_id', orgId), db, f.visibleTo);
  return paginate<PrdTemplateRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * PRD template `id` (a UUID, any case) of the org that `visibleTo` may see (any when undefined), locked FOR UPDATE
 * when `forUpdate`; undefined when it names none (or is no UUID at all).
 */
export async function findPrdTemplate(
  db: Knex,
  orgId: string,
  id: string,
  opts: { visibleTo?: string; forUpdate?: boolean } = {},
): Promise<PrdTemplateRow | undefined> {
  if (!isUuid(id)) return undefined;
  const q = visible(db('prd_templates as p').select('p.*').where({ 'p.org_id': orgId, 'p.id': id.toLowerCase() }), db, opts.visibleTo);
  return (await (opts.forUpdate ? q.forUpdate() : q).first()) as PrdTemplateRow | undefined;
}

/** Whether `id` (a UUID, any case) is an org-wide PRD template of the org or one of team `teamId`. */
export async function isOrgWideOrTeamPrdTemplate(db: Knex, orgId: string, teamId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await db('prd_templates')
    .select('id')
    .where({ org_id: orgId, id: id.toLowerCase() })
    .andWhere((q) => q.whereNull('team_id').orWhere('team_id', teamId))
    .first();
  return Boolean(row);
}

/** Inserts a PRD template and returns its row. */
export async function insertPrdTemplate(
  trx: Knex,
  orgId: string,
  values: { name: string; content: string; team_id: string | null; created_by: string },
): Promise<PrdTemplateRow> {
  const [row] = await trx('prd_templates')
    .insert({ org_id: orgId, ...values })
    .returning('*');
  return row as PrdTemplateRow;
}

/** Sets columns of PRD template `id` and its updated_at; the row after, or undefined when none. */
export async function updatePrdTemplate(
  trx: Knex,
  orgId: string,
  id: string,
  patch: { name?: string; content?: string; team_id?: string | null },
): Promise<PrdTemplateRow | undefined> {
  const [row] = await trx('prd_templates')
    .where({ org_id: orgId, id })
    .update({ updated_at: trx.fn.now(), ...patch })
    .returning('*');
  return row as PrdTemplateRow | undefined;
}

/** Deletes PRD template `id` (team defaults and opportunities' references are cleared by SET NULL); the number deleted. */
export function deletePrdTemplate(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('prd_templates').where({ org_id: orgId, id }).delete();
}
