/** Helpers shared by services: ISO timestamps, existence checks that read as 404, unique-violation mapping. */
import type { Knex } from 'knex';
import { ApiError } from '../core/errors.js';
import { teamExists } from '../repositories/teams.js';
import { userExists } from '../repositories/users.js';

export { decimalString, iso, isoDate, num } from '../core/format.js';

/** 404 unless a user with this id exists in the org. `field` names the input for the message. */
export async function assertUser(db: Knex, orgId: string, userId: string, field: string): Promise<void> {
  if (!(await userExists(db, orgId, userId))) {
    throw new ApiError('NOT_FOUND', `${field}: user ${userId} not found`, {
      details: [{ field, message: 'is not a user of this org' }],
      suggestion: 'List users with GET /api/v1/users to find a valid user id.',
    });
  }
}

export async function assertTeam(db: Knex, orgId: string, teamId: string, field: string): Promise<void> {
  if (!(await teamExists(db, orgId, teamId))) {
    throw new ApiError('NOT_FOUND', `${field}: team ${teamId} not found`, {
      details: [{ field, message: 'is not a team of this org' }],
      suggestion: 'List teams with GET /api/v1/teams to find a valid team id.',
    });
  }
}

export const isUniqueViolation = (err: unknown, constraint?: string) =>
  (err as { code?: string }).code === '23505' && (!constraint || (err as { constraint?: string }).constraint === constraint);
