/**
 * The team_members table (spec 2 §4.20): who belongs to which team. Every function takes the knex (or transaction)
 * first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Member = Schema<'TeamMember'>;

/** A member as read: the user's columns with the membership's creation as joined_at. */
export interface TeamMemberRow {
  id: string;
  name: string;
  email: string;
  org_role: Member['orgRole'];
  joined_at: Date;
}

/** Row → components.schemas.TeamMember. */
export const toTeamMember = (r: TeamMemberRow): Member => ({ userId: r.id, name: r.name, email: r.email, orgRole: r.org_role, joinedAt: iso(r.joined_at)! });

/** A team's members by name, then user id. */
const MEMBERS: ListOrder = {
  name: 'team-members',
  direction: 'asc',
  keys: [
    { expr: 'u.name', type: 'text' },
    { expr: 'u.id', type: 'uuid' },
  ],
};

function selectMembers(db: Knex) {
  return db('team_members as m')
    .join('users as u', function () {
      this.on('u.org_id', 'm.org_id').andOn('u.id', 'm.user_id');
    })
    .select('u.id', 'u.name', 'u.email', 'u.org_role', 'm.created_at as joined_at');
}

/** One page of a team's members by name. */
export function listTeamMembers(db: Knex, orgId: string, teamId: string, page: { cursor?: string; limit: number }): Promise<Page<TeamMemberRow>> {
  return paginate<TeamMemberRow & Record<string, unknown>>(selectMembers(db).where({ 'm.org_id': orgId, 'm.team_id': teamId }), MEMBERS, page);
}

/** One member of a team, or undefined. */
export async function findTeamMember(db: Knex, orgId: string, teamId: string, userId: string): Promise<TeamMemberRow | undefined> {
  return selectMembers(db).where({ 'm.org_id': orgId, 'm.team_id': teamId, 'm.user_id': userId }).first();
}

/** Adds a member; false when the user already was one. */
export async function insertTeamMember(trx: Knex, orgId: string, teamId: string, userId: string): Promise<boolean> {
  const inserted = await trx('team_members')
    .insert({ org_id: orgId, team_id: teamId, user_id: userId })
    .onConflict(['org_id', 'team_id', 'user_id'])
    .ignore()
    .returning('user_id');
  return inserted.length > 0;
}

/** Removes a member; the number removed (0 or 1). */
export function deleteTeamMember(trx: Knex, orgId: string, teamId: string, userId: string): Promise<number> {
  return trx('team_members').where({ org_id: orgId, team_id: teamId, user_id: userId }).delete();
}

/** The teams user `userId` belongs to (id, name, prefix), by team name. */
export async function listUserTeams(db: Knex, orgId: string, userId: string): Promise<{ id: string; name: string; prefix: string }[]> {
  return db('team_members as m')
    .join('teams as t', function () {
      this.on('t.org_id', 'm.org_id').andOn('t.id', 'm.team_id');
    })
    .select('t.id', 't.name', 't.prefix')
    .where({ 'm.org_id': orgId, 'm.user_id': userId })
    .orderBy('t.name');
}

/** A subquery of the user ids of team `teamId`'s members (for `whereIn`). */
export function teamMemberIdsQuery(db: Knex, orgId: string, teamId: string): Knex.QueryBuilder {
  return db('team_members').select('user_id').where({ org_id: orgId, team_id: teamId });
}
