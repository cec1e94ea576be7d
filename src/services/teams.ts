/** Teams and members (spec 1 §2.10, spec 2 §4.20). The prefix (2-4 characters, unique per org) prefixes task refs. */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { assertUser, iso, isUniqueViolation } from './common.js';
import { assertTeamDefaultPrdTemplate } from './prdTemplates.js';

export type Team = components['schemas']['Team'];
type Member = components['schemas']['TeamMember'];

const LIST: ListOrder = { name: 'teams', direction: 'asc', keys: [{ expr: 'name', type: 'text' }, { expr: 'id', type: 'uuid' }] };
const MEMBERS: ListOrder = { name: 'team-members', direction: 'asc', keys: [{ expr: 'u.name', type: 'text' }, { expr: 'u.id', type: 'uuid' }] };

const toTeam = (r: any): Team => ({
  id: r.id, orgId: r.org_id, name: r.name, description: r.description, prefix: r.prefix, defaultPrdTemplateId: r.default_prd_template_id,
  insightReviewerId: r.insight_reviewer_id ?? null,
  memberCount: Number(r.member_count ?? 0), createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});
const toMember = (r: any): Member => ({ userId: r.id, name: r.name, email: r.email, orgRole: r.org_role, joinedAt: iso(r.joined_at)! });

export class TeamService {
  constructor(private readonly db: Knex) {}

  private select(db: Knex = this.db) {
    return db('teams').select('teams.*', db.raw('(select count(*) from team_members m where m.org_id = teams.org_id and m.team_id = teams.id) as member_count'));
  }

  private async one(actor: Actor, id: string, db: Knex = this.db): Promise<Team> {
    const row = await this.select(db).where({ org_id: actor.orgId, id }).first();
    if (!row) throw notFound('Team', id, '/api/v1/teams');
    return toTeam(row);
  }

  async list(actor: Actor, q: { cursor?: string; limit: number }): Promise<Page<Team>> {
    const page = await paginate(this.select().where({ org_id: actor.orgId }), LIST, q);
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
        details: [{ field: 'body.prefix', message: 'is reserved' }], suggestion: 'Choose another 2-4 character prefix.',
      });
    }
  }

  /** POST /api/v1/teams — `insightReviewerId` (issue 13): a user of the org (404 naming body.insightReviewerId otherwise). */
  async create(actor: Actor, input: { name: string; description?: string; prefix: string; insightReviewerId?: string | null }): Promise<Team> {
    this.assertPrefix(input.prefix);
    try {
      return await this.db.transaction(async (trx) => {
        if (input.insightReviewerId) await assertUser(trx, actor.orgId, input.insightReviewerId, 'body.insightReviewerId');
        const [row] = await trx('teams')
          .insert({ org_id: actor.orgId, name: input.name, description: input.description ?? '', prefix: input.prefix, insight_reviewer_id: input.insightReviewerId ?? null })
          .returning('id');
        return this.one(actor, row.id, trx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw this.prefixTaken(input.prefix);
      throw err;
    }
  }

  /**
   * PATCH /api/v1/teams/{id}. `defaultPrdTemplateId` (issue 11, spec 1 §2.10): an org-wide PRD template or one of this
   * team's, else 404 naming body.defaultPrdTemplateId; null clears it. `insightReviewerId` (issue 13): who is notified
   * when an insight is sent to the team for review; a user of the org (404 naming body.insightReviewerId), null clears it.
   */
  async update(actor: Actor, id: string, input: { name?: string; description?: string; prefix?: string; defaultPrdTemplateId?: string | null; insightReviewerId?: string | null }): Promise<Team> {
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
        const n = await trx('teams').where({ org_id: actor.orgId, id }).update(patch);
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
    const query = this.db('team_members as m')
      .join('users as u', function () {
        this.on('u.org_id', 'm.org_id').andOn('u.id', 'm.user_id');
      })
      .select('u.id', 'u.name', 'u.email', 'u.org_role', 'm.created_at as joined_at')
      .where({ 'm.org_id': actor.orgId, 'm.team_id': id });
    const page = await paginate(query, MEMBERS, q);
    return { rows: page.rows.map(toMember), nextCursor: page.nextCursor };
  }

  async addMember(actor: Actor, id: string, userId: string): Promise<Member> {
    return this.db.transaction(async (trx) => {
      await this.one(actor, id, trx);
      await assertUser(trx, actor.orgId, userId, 'body.userId');
      const inserted = await trx('team_members').insert({ org_id: actor.orgId, team_id: id, user_id: userId }).onConflict(['org_id', 'team_id', 'user_id']).ignore().returning('user_id');
      if (!inserted.length) {
        throw new ApiError('ALREADY_EXISTS', `User ${userId} is already a member of team ${id}`, { suggestion: 'Nothing to do; list members with GET /api/v1/teams/{id}/members.' });
      }
      const row = await trx('team_members as m').join('users as u', function () {
        this.on('u.org_id', 'm.org_id').andOn('u.id', 'm.user_id');
      }).select('u.id', 'u.name', 'u.email', 'u.org_role', 'm.created_at as joined_at').where({ 'm.org_id': actor.orgId, 'm.team_id': id, 'm.user_id': userId }).first();
      return toMember(row);
    });
  }

  async removeMember(actor: Actor, id: string, userId: string) {
    return this.db.transaction(async (trx) => {
      await this.one(actor, id, trx);
      const n = await trx('team_members').where({ org_id: actor.orgId, team_id: id, user_id: userId }).delete();
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
