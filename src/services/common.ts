/** Helpers shared by services: ISO timestamps, existence checks that read as 404, unique-violation mapping. */
import type { Knex } from 'knex';
import { ApiError } from '../core/errors.js';

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString());
export const isoDate = (d: Date | string | null | undefined): string | null => {
  if (d == null) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  // pg returns DATE as a local-midnight Date; format it back in local time
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
export const num = (v: string | number | null | undefined): number | null => (v == null ? null : Number(v));
/** numeric → canonical decimal string without trailing zeros (spec 1 §2.3: targetNumeric as string). */
export const decimalString = (v: string | null | undefined): string | null => {
  if (v == null) return null;
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
};

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

