/**
 * Users (spec 1 §2.10, spec 2 §4.20): list, get, update; no create (users come from authentication or the admin
 * CLI). Salary fields travel as a pair and, with weeklyHours, need a leadership role to write and compensation
 * visibility to read (spec 2 §5.3).
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import { canSeeCompensation, leads, type Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { findUser, findUserKind, findUserRole, listUsers, toUser, updateUser, type UserRow } from '../repositories/users.js';
import { isUniqueViolation } from './common.js';
import { recordAudit } from './audit.js';

export type User = Schema<'User'>;

export class UserService {
  constructor(private readonly db: Knex) {}

  private present(actor: Actor, r: UserRow): User {
    return toUser(r, canSeeCompensation(actor));
  }

  async list(actor: Actor, q: QueryParams<'listUsers'> & { limit: number }): Promise<Page<User>> {
    const page = await listUsers(this.db, actor.orgId, q);
    return { rows: page.rows.map((r) => this.present(actor, r)), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, id: string): Promise<User> {
    const row = await findUser(this.db, actor.orgId, id);
    if (!row) throw notFound('User', id, '/api/v1/users');
    return this.present(actor, row);
  }

  async update(actor: Actor, id: string, input: RequestBody<'updateUser'>): Promise<User> {
    const compensation = (['salaryMonthly', 'salaryCurrency', 'weeklyHours'] as const).filter((k) => input[k] !== undefined);
    if (compensation.length && !leads(actor)) {
      throw new ApiError('FORBIDDEN', `${compensation.join(', ')} can only be changed by a leadership role (em, executive, admin)`, {
        details: compensation.map((k) => ({ field: `body.${k}`, message: 'needs a leadership role' })),
        suggestion: 'Drop the compensation fields from the request, or use a key with a leadership role.',
      });
    }
    if (input.orgRole !== undefined) {
      if ((await findUserKind(this.db, actor.orgId, id)) === 'app') {
        throw new ApiError('VALIDATION_FAILED', `user ${id} is an OAuth app's user: its role grants nothing`, {
          details: [{ field: 'body.orgRole', message: "cannot be set on an app's user" }],
          suggestion: 'What an app may do is the scopes an admin granted it; approve it again with other scopes instead.',
        });
      }
    }
    if ((input.salaryMonthly === null) !== (input.salaryCurrency === null) && input.salaryMonthly !== undefined) {
      throw new ApiError('VALIDATION_FAILED', 'salaryMonthly and salaryCurrency are set or cleared together', {
        details: [{ field: 'body.salaryCurrency', message: 'must be null exactly when salaryMonthly is null' }],
        suggestion: 'Send both as values, or both as null.',
      });
    }
    const cols: Record<string, unknown> = {};
    if (input.name !== undefined) cols.name = input.name;
    if (input.email !== undefined) cols.email = input.email.toLowerCase();
    if (input.orgRole !== undefined) cols.org_role = input.orgRole;
    if (input.salaryMonthly !== undefined) cols.salary_monthly = input.salaryMonthly;
    if (input.salaryCurrency !== undefined) cols.salary_currency = input.salaryCurrency;
    if (input.weeklyHours !== undefined) cols.weekly_hours = input.weeklyHours;
    try {
      const roleBefore = input.orgRole !== undefined ? await findUserRole(this.db, actor.orgId, id) : undefined;
      const row = await updateUser(this.db, actor.orgId, id, cols);
      if (!row) throw notFound('User', id, '/api/v1/users');
      // A role change is a security event (it changes what the user's keys may do): recorded with the write.
      if (roleBefore !== undefined && roleBefore !== row.org_role) {
        await recordAudit(this.db, {
          orgId: actor.orgId,
          actor,
          action: 'user.role_changed',
          target: { kind: 'user', id, ref: row.email },
          details: { from: roleBefore, to: row.org_role },
        });
      }
      return this.present(actor, row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new ApiError('ALREADY_EXISTS', `Another user of this org has email ${input.email}`, {
        details: [{ field: 'body.email', message: 'is taken' }],
        suggestion: 'Use a different email address.',
      });
    }
  }
}
