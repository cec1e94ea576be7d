/**
 * PRD templates (spec 1 §2.10 PRD template; spec 2 §4.13): a name and markdown content, org-wide
 * (`team_id` null) or a team's.
 *
 * Who sees what: everyone sees the org-wide templates and those of the teams they are a member of
 * (`team_members`); prd_template:update sees every team's (GET by id), and lists them with `allTeams=true` (which
 * without it is 403). Another team's template is 404 to anyone else, on every operation that names it.
 * Who writes what: an org-wide template (create, edit, move to org-wide, delete) needs prd_template:update; a
 * team's needs membership of that team or prd_template:update (403 with a suggestion otherwise), on top of the
 * operation's own capability.
 * Teams point at one as `default_prd_template_id` (an org-wide one or their own: `TeamService.update`); moving a
 * template to another team clears the default of teams it no longer belongs to, and deleting one clears it
 * through the foreign key (SET NULL), as it does for opportunities' `prd_template_id`.
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import { ApiError } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import {
  deletePrdTemplate,
  findPrdTemplate,
  insertPrdTemplate,
  isOrgWideOrTeamPrdTemplate,
  listPrdTemplates,
  toPrdTemplate,
  updatePrdTemplate,
  type PrdTemplateRow,
} from '../repositories/prdTemplates.js';
import { findTeamMember } from '../repositories/teamMembers.js';
import { clearDefaultPrdTemplate } from '../repositories/teams.js';
import { assertTeam } from './common.js';

export type PrdTemplate = Schema<'PrdTemplate'>;

/** What every caller may read of a PRD template when another entity refers to it. */
export interface PrdTemplateRef {
  id: string;
  name: string;
  content: string;
  teamId: string | null;
}

/**
 * Whether `actor` sees PRD templates of teams they are not a member of: prd_template:update does (spec 2 §4.13,
 * "allTeams needs update"); everyone else sees org-wide ones and those of the teams they are a member of.
 */
export const seesAllPrdTemplates = (actor: Actor) => actor.capabilities.has('prd_template:update');

function prdNotFound(id: string, field: string): ApiError {
  const err = new ApiError('NOT_FOUND', `${field}: PRD template ${id} not found`, {
    details: [{ field, message: 'is not a PRD template of this org that you can see' }],
    suggestion: 'List the PRD templates you can use with GET /api/v1/prd-templates to find a valid id.',
  });
  err.subject = id;
  return err;
}

/** The user whose teams bound what `actor` sees of PRD templates; undefined when they see every team's. */
const visibleTo = (actor: Actor, allTeams: boolean): string | undefined => (allTeams ? undefined : actor.userId);

async function visibleRow(db: Knex, actor: Actor, id: string, field: string, forUpdate = false): Promise<PrdTemplateRow> {
  const row = await findPrdTemplate(db, actor.orgId, id, { visibleTo: visibleTo(actor, seesAllPrdTemplates(actor)), forUpdate });
  if (!row) throw prdNotFound(id, field);
  return row;
}

/**
 * One PRD template the caller may see, as `{ id, name, content, teamId }`: org-wide ones, their teams' ones, and
 * with prd_template:update every one of the org. Throws 404 NOT_FOUND naming `field` (details [{field, message}])
 * otherwise; the suggestion names GET /api/v1/prd-templates.
 */
export async function readPrdTemplate(db: Knex, actor: Actor, id: string, field: string): Promise<PrdTemplateRef> {
  const row = await visibleRow(db, actor, id, field);
  return { id: row.id, name: row.name, content: row.content, teamId: row.team_id };
}

/**
 * For a team's `defaultPrdTemplateId` (spec 1 §2.10): 404 NOT_FOUND naming `field` unless `id` is an org-wide PRD
 * template of the org or one of team `teamId`.
 */
export async function assertTeamDefaultPrdTemplate(db: Knex, orgId: string, teamId: string, id: string, field: string): Promise<void> {
  if (!(await isOrgWideOrTeamPrdTemplate(db, orgId, teamId, id))) {
    const err = new ApiError('NOT_FOUND', `${field}: PRD template ${id} is not org-wide or this team's`, {
      details: [{ field, message: "is not an org-wide PRD template or one of this team's" }],
      suggestion: `List PRD templates with GET /api/v1/prd-templates (org-wide ones have teamId null), or create one for this team with POST /api/v1/prd-templates {"teamId": "${teamId}"}.`,
    });
    err.subject = id;
    throw err;
  }
}

export class PrdTemplateService {
  constructor(private readonly db: Knex) {}

  /**
   * 403 FORBIDDEN unless `actor` may write a template of `teamId` (null: org-wide): org-wide needs
   * prd_template:update; a team's needs membership of that team or prd_template:update.
   */
  private async assertCanManage(db: Knex, actor: Actor, teamId: string | null, doing: string): Promise<void> {
    if (seesAllPrdTemplates(actor)) return;
    if (teamId === null) {
      throw new ApiError('FORBIDDEN', `${doing} an org-wide PRD template needs prd_template:update, which this credential does not hold`, {
        data: { required: ['prd_template:update'], missing: ['prd_template:update'] },
        suggestion: 'Give it a teamId of a team you are a member of (GET /api/v1/teams), or use a key whose role grants prd_template:update (pm and above).',
      });
    }
    const member = await findTeamMember(db, actor.orgId, teamId, actor.userId);
    if (!member) {
      throw new ApiError('FORBIDDEN', `${doing} a PRD template of team ${teamId} needs membership of that team or prd_template:update`, {
        data: { required: ['prd_template:update'], missing: ['prd_template:update'] },
        suggestion: `Join the team (POST /api/v1/teams/${teamId}/members), pick a team you are a member of, or use a key whose role grants prd_template:update.`,
      });
    }
  }

  /** GET /api/v1/prd-templates — org-wide and the caller's teams' templates by name; `allTeams` every team's (403 without prd_template:update). */
  async list(actor: Actor, q: QueryParams<'listPrdTemplates'> & { allTeams: boolean; limit: number }): Promise<Page<PrdTemplate>> {
    if (q.allTeams && !seesAllPrdTemplates(actor)) {
      throw new ApiError('FORBIDDEN', 'allTeams=true needs prd_template:update, which this credential does not hold', {
        details: [{ field: 'query.allTeams', message: 'needs prd_template:update' }],
        data: { required: ['prd_template:update'], missing: ['prd_template:update'] },
        suggestion: 'Leave out allTeams to list the org-wide templates and those of your teams, or use a key whose role grants prd_template:update.',
      });
    }
    const page = await listPrdTemplates(this.db, actor.orgId, { visibleTo: visibleTo(actor, q.allTeams) }, q);
    return { rows: page.rows.map(toPrdTemplate), nextCursor: page.nextCursor };
  }

  /** GET /api/v1/prd-templates/{id} — 404 when absent, in another org, or another team's (see the module comment). */
  async get(actor: Actor, id: string): Promise<PrdTemplate> {
    return toPrdTemplate(await visibleRow(this.db, actor, id, 'path.id'));
  }

  /** POST /api/v1/prd-templates — `{name, content?, teamId?}` → the template. 404 naming body.teamId; 403 per the write rules. */
  async create(actor: Actor, input: RequestBody<'createPrdTemplate'>): Promise<PrdTemplate> {
    return this.db.transaction(async (trx) => {
      const teamId = input.teamId ?? null;
      if (teamId) await assertTeam(trx, actor.orgId, teamId, 'body.teamId');
      await this.assertCanManage(trx, actor, teamId, 'Creating');
      return toPrdTemplate(
        await insertPrdTemplate(trx, actor.orgId, { name: input.name, content: input.content ?? '', team_id: teamId, created_by: actor.userId }),
      );
    });
  }

  /** PATCH /api/v1/prd-templates/{id} — name, content, teamId (null: org-wide). 404 when not visible; 403 per the write rules for its team and the new one. */
  async update(actor: Actor, id: string, input: RequestBody<'updatePrdTemplate'>): Promise<PrdTemplate> {
    return this.db.transaction(async (trx) => {
      const cur = await visibleRow(trx, actor, id, 'path.id', true);
      await this.assertCanManage(trx, actor, cur.team_id, 'Editing');
      const patch: Parameters<typeof updatePrdTemplate>[3] = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.content !== undefined) patch.content = input.content;
      if (input.teamId !== undefined && input.teamId !== cur.team_id) {
        if (input.teamId) await assertTeam(trx, actor.orgId, input.teamId, 'body.teamId');
        await this.assertCanManage(trx, actor, input.teamId, 'Moving to');
        patch.team_id = input.teamId;
        // A team's default must stay org-wide or its own: teams it no longer belongs to lose it (the teams table,
        // written here by default_prd_template_id, which no teams query offers).
        if (input.teamId) {
          await clearDefaultPrdTemplate(trx, actor.orgId, cur.id, input.teamId);
        }
      }
      return toPrdTemplate((await updatePrdTemplate(trx, actor.orgId, cur.id, patch)) as PrdTemplateRow);
    });
  }

  /** DELETE /api/v1/prd-templates/{id} → `{id, deleted: true}`; team defaults and opportunities that used it are cleared (SET NULL). */
  async delete(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const cur = await visibleRow(trx, actor, id, 'path.id', true);
      await this.assertCanManage(trx, actor, cur.team_id, 'Deleting');
      await deletePrdTemplate(trx, actor.orgId, cur.id);
      return { id: cur.id, deleted: true as const };
    });
  }
}
