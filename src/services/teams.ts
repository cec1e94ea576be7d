/** Teams and members (spec 1 §2.10, spec 2 §4.20). The prefix (2-4 characters, unique per org) prefixes task refs. */
import type { Knex } from 'knex';
import type { RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { findTeam, insertTeam, listTeams, toTeam, updateTeam } from '../repositories/teams.js';
import { deleteTeamMember, findTeamMember, insertTeamMember, listTeamMembers, toTeamMember } from '../repositories/teamMembers.js';
import { assertUser, isUniqueViolation } from './common.js';
import { assertTeamDefaultPrdTemplate } from './prdTemplates.js';

export type Team = Schema<'Team'>;
type Member = Schema<'TeamMember'>;
const toMember = toTeamMember;

export class TeamService {
  constructor(private readonly db: Knex) {}

  private async one(actor: Actor, id: string, db: Knex = this.db): Promise<Team> {
    const row = await findTeam(db, actor.orgId, id);
    if (!row) throw notFound('Team', id, '/api/v1/teams');
    return toTeam(row);
  }

  async list(actor: Actor, q: { cursor?: string; limit: number }): Promise<Page<Team>> {
    const page = await listTeams(this.db, actor.orgId, q);
    return { rows: page.rows.map(toTeam), nextCursor: page.nextCursor };
  }

  get(actor: Actor, id: string) {
    return this.one(actor, id);
  }

  private prefixTaken(prefix: string) {
    return new ApiError('ALREADY_EXISTS', `Team prefix ${prefix} is already used in this org`, {
      details: [{ field: 'body.prefix', message: 'is taken' }],
      suggestion: 'Choose another 2-4 character prefix; GET /api/v1/teams lists the ones in use.',
    });
  }

  private assertPrefix(prefix: string | undefined) {
    if (prefix === 'TASK') {
      throw new ApiError('VALIDATION_FAILED', 'TASK is reserved for the refs of tasks without a team', {
        details: [{ field: 'body.prefix', message: 'is reserved' }],
        suggestion: 'Choose another 2-4 character prefix.',
      });
    }
  }

  /** POST /api/v1/teams — `insightReviewerId`: a user of the org (404 naming body.insightReviewerId otherwise). */
  async create(actor: Actor, input: RequestBody<'createTeam'>): Promise<Team> {
    this.assertPrefix(input.prefix);
    try {
      return await this.db.transaction(async (trx) => {
        if (input.insightReviewerId) await assertUser(trx, actor.orgId, input.insightReviewerId, 'body.insightReviewerId');
        const id = await insertTeam(trx, actor.orgId, {
          name: input.name,
          description: input.description ?? '',
          prefix: input.prefix,
          insight_reviewer_id: input.insightReviewerId ?? null,
        });
        return this.one(actor, id, trx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw this.prefixTaken(input.prefix);
      throw err;
    }
  }

  /**
   * PATCH /api/v1/teams/{id}. `defaultPrdTemplateId` (spec 1 §2.10): an org-wide PRD template or one of this
   * team's, else 404 naming body.defaultPrdTemplateId; null clears it. `insightReviewerId`: who is notified
   * when an insight is sent to the team for review; a user of the org (404 naming body.insightReviewerId), null clears it.
   */
  async update(actor: Actor, id: string, input: RequestBody<'updateTeam'>): Promise<Team> {
    this.assertPrefix(input.prefix);
    const { defaultPrdTemplateId, insightReviewerId, ...fields } = input;
    try {
      return await this.db.transaction(async (trx) => {
        const patch: Record<string, unknown> = { ...fields, updated_at: trx.fn.now() };
        if (defaultPrdTemplateId !== undefined) {
          await this.one(actor, id, trx);
          if (defaultPrdTemplateId !== null) await assertTeamDefaultPrdTemplate(trx, actor.orgId, id, defaultPrdTemplateId, 'body.defaultPrdTemplateId');
          patch.default_prd_template_id = defaultPrdTemplateId?.toLowerCase() ?? null;
        }
        if (insightReviewerId !== undefined) {
          if (insightReviewerId !== null) await assertUser(trx, actor.orgId, insightReviewerId, 'body.insightReviewerId');
          patch.insight_reviewer_id = insightReviewerId?.toLowerCase() ?? null;
        }
        const n = await updateTeam(trx, actor.orgId, id, patch);
        if (!n) throw notFound('Team', id, '/api/v1/teams');
        return this.one(actor, id, trx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw this.prefixTaken(input.prefix!);
      throw err;
    }
  }

  async members(actor: Actor, id: string, q: { cursor?: string; limit: number }): Promise<Page<Member>> {
    await this.one(actor, id);
    const page = await listTeamMembers(this.db, actor.orgId, id, q);
    return { rows: page.rows.map(toMember), nextCursor: page.nextCursor };
  }

  async addMember(actor: Actor, id: string, userId: string): Promise<Member> {
    return this.db.transaction(async (trx) => {
      await this.one(actor, id, trx);
      await assertUser(trx, actor.orgId, userId, 'body.userId');
      if (!(await insertTeamMember(trx, actor.orgId, id, userId))) {
        throw new ApiError('ALREADY_EXISTS', `User ${userId} is already a member of team ${id}`, {
          suggestion: 'Nothing to do; list members with GET /api/v1/teams/{id}/members.',
        });
      }
      return toMember((await findTeamMember(trx, actor.orgId, id, userId))!);
    });
  }

  async removeMember(actor: Actor, id: string, userId: string) {
    return this.db.transaction(async (trx) => {
      await this.one(actor, id, trx);
      const n = await deleteTeamMember(trx, actor.orgId, id, userId);
      if (!n) {
        throw new ApiError('NOT_FOUND', `User ${userId} is not a member of team ${id}`, {
          details: [{ field: 'path.userId', message: 'is not a member of this team' }],
          suggestion: `Check userId; list the team's members with GET /api/v1/teams/${id}/members.`,
        });
      }
      return { teamId: id, userId, deleted: true as const };
    });
  }
}
