/**
 * Users (spec 1 §2.10, spec 2 §4.20): list, get, update; no create (users come from authentication or the admin
 * CLI). Salary fields travel as a pair and, with weeklyHours, need a leadership role to write and compensation
 * visibility to read (spec 2 §5.3).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import { canSeeCompensation, leads, type Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { iso, isUniqueViolation, num } from './common.js';

export type User = components['schemas']['User'];
const LIST: ListOrder = {
  name: 'users',
  direction: 'asc',
  keys: [
    { expr: 'name', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

export class UserService {
  constructor(private readonly db: Knex) {}

  private present(actor: Actor, r: any): User {
    return {
      id: r.id,
      orgId: r.org_id,
      name: r.name,
      email: r.email,
      kind: r.kind,
      orgRole: r.org_role,
      orgRoleId: r.org_role,
      avatarFileId: r.avatar_file_id ?? null,
      ...(canSeeCompensation(actor) ? { salaryMonthly: num(r.salary_monthly), salaryCurrency: r.salary_currency, weeklyHours: r.weekly_hours } : {}),
      deactivatedAt: iso(r.deactivated_at),
      createdAt: iso(r.created_at)!,
      updatedAt: iso(r.updated_at)!,
    };
  }

  async list(actor: Actor, q: { cursor?: string; limit: number }): Promise<Page<User>> {
    const page = await paginate(this.db('users').select('*').where({ org_id: actor.orgId }), LIST, q);
    return { rows: page.rows.map((r) => this.present(actor, r)), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, id: string): Promise<User> {
    const row = await this.db('users').where({ org_id: actor.orgId, id }).first();
    if (!row) throw notFound('User', id, '/api/v1/users');
    return this.present(actor, row);
  }

  async update(
    actor: Actor,
    id: string,
    input: {
      name?: string;
      email?: string;
      orgRole?: User['orgRole'];
      salaryMonthly?: number | null;
      salaryCurrency?: User['salaryCurrency'];
      weeklyHours?: number | null;
    },
  ): Promise<User> {
    const compensation = (['salaryMonthly', 'salaryCurrency', 'weeklyHours'] as const).filter((k) => input[k] !== undefined);
    if (compensation.length && !leads(actor)) {
      throw new ApiError('FORBIDDEN', `${compensation.join(', ')} can only be changed by a leadership role (em, executive, admin)`, {
        details: compensation.map((k) => ({ field: `body.${k}`, message: 'needs a leadership role' })),
        suggestion: 'Drop the compensation fields from the request, or use a key with a leadership role.',
      });
    }
    if (input.orgRole !== undefined) {
      const target = await this.db('users').where({ org_id: actor.orgId, id }).first('kind');
      if (target?.kind === 'app') {
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
      const [row] = await this.db('users')
        .where({ org_id: actor.orgId, id })
        .update({ ...cols, updated_at: this.db.fn.now() })
        .returning('*');
      if (!row) throw notFound('User', id, '/api/v1/users');
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
