/** Helpers shared by services: ISO timestamps, existence checks that read as 404, unique-violation mapping. */
import type { Knex } from 'knex';
import { ApiError } from '../core/errors.js';

export { decimalString, iso, isoDate, num } from '../core/format.js';

/** 404 unless a user with this id exists in the org. `field` names the input for the message. */
export async function assertUser(db: Knex, orgId: string, userId: string, field: string): Promise<void> {
  const row = await db('users').select('id').where({ org_id: orgId, id: userId }).first();
  if (!row) {
    throw new ApiError('NOT_FOUND', `${field}: user ${userId} not found`, {
      details: [{ field, message: 'is not a user of this org' }],
      suggestion: 'List users with GET /api/v1/users to find a valid user id.',
    });
  }
}

export async function assertTeam(db: Knex, orgId: string, teamId: string, field: string): Promise<void> {
  const row = await db('teams').select('id').where({ org_id: orgId, id: teamId }).first();
  if (!row) {
    throw new ApiError('NOT_FOUND', `${field}: team ${teamId} not found`, {
      details: [{ field, message: 'is not a team of this org' }],
      suggestion: 'List teams with GET /api/v1/teams to find a valid team id.',
    });
  }
}

export const isUniqueViolation = (err: unknown, constraint?: string) =>
  (err as { code?: string }).code === '23505' && (!constraint || (err as { constraint?: string }).constraint === constraint);
