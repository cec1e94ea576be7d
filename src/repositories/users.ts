/**
 * The users table (spec 1 §2.10; spec 2 §4.20): its row, its row → API mapper and its queries. Every function takes
 * the knex (or transaction) first and the org id second, except findUserById, which the admin CLI uses with a user
 * id alone (the id names its org).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, num } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type User = Schema<'User'>;

/** A users row as selected (`select *`); salary_monthly is numeric, read as a string. */
export interface UserRow {
  id: string;
  org_id: string;
  name: string;
  email: string;
  kind: User['kind'];
  org_role: User['orgRole'];
  avatar_file_id: string | null;
  salary_monthly: string | number | null;
  salary_currency: User['salaryCurrency'] | null;
  weekly_hours: number | null;
  deactivated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Row → components.schemas.User. `compensation` says whether the caller may see salary and weekly hours
 * (spec 2 §5.3); without it those fields are absent, not null.
 */
export const toUser = (r: UserRow, compensation: boolean): User => ({
  id: r.id,
  orgId: r.org_id,
  name: r.name,
  email: r.email,
  kind: r.kind,
  orgRole: r.org_role,
  orgRoleId: r.org_role,
  avatarFileId: r.avatar_file_id ?? null,
  ...(compensation ? { salaryMonthly: num(r.salary_monthly), salaryCurrency: r.salary_currency, weeklyHours: r.weekly_hours } : {}),
  deactivatedAt: iso(r.deactivated_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /users order: name, then id. */
const LIST: ListOrder = {
  name: 'users',
  direction: 'asc',
  keys: [
    { expr: 'name', type: 'text' },
    { expr: 'id', type: 'uuid' },
  ],
};

/** One page of an org's users by name. */
export function listUsers(db: Knex, orgId: string, page: { cursor?: string; limit: number }): Promise<Page<UserRow>> {
  return paginate<UserRow & Record<string, unknown>>(db('users').select('*').where({ org_id: orgId }), LIST, page);
}

/** User `id` (all columns), or undefined. */
export async function findUser(db: Knex, orgId: string, id: string): Promise<UserRow | undefined> {
  return db('users').where({ org_id: orgId, id }).first();
}

/** Whether user `id` exists in the org. */
export async function userExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return Boolean(await db('users').select('id').where({ org_id: orgId, id }).first());
}

/** User `id`'s kind (person or app), or undefined. */
export async function findUserKind(db: Knex, orgId: string, id: string): Promise<UserRow['kind'] | undefined> {
  const row = (await db('users').where({ org_id: orgId, id }).first('kind')) as { kind: UserRow['kind'] } | undefined;
  return row?.kind;
}

/** User `id`'s org role, or undefined. */
export async function findUserRole(db: Knex, orgId: string, id: string): Promise<string | undefined> {
  const row = (await db('users').select('org_role').where({ org_id: orgId, id }).first()) as { org_role: string } | undefined;
  return row?.org_role;
}

/** User `id`'s name, or undefined. */
export async function findUserName(db: Knex, orgId: string, id: string): Promise<string | undefined> {
  const row = (await db('users').select('name').where({ org_id: orgId, id }).first()) as { name: string } | undefined;
  return row?.name;
}

/** User `id`'s avatar file id: null without one, undefined when there is no such user. */
export async function findAvatarFileId(db: Knex, orgId: string, id: string): Promise<string | null | undefined> {
  const row = (await db('users').select('avatar_file_id').where({ org_id: orgId, id }).first()) as { avatar_file_id: string | null } | undefined;
  return row?.avatar_file_id;
}

/** The id of the org's user with this (lower-cased) email, or undefined. */
export async function findUserIdByEmail(db: Knex, orgId: string, email: string): Promise<string | undefined> {
  const row = (await db('users').where({ org_id: orgId, email }).first('id')) as { id: string } | undefined;
  return row?.id;
}

/** User `id` of any org (the admin CLI names a user by id alone): what a key is made from, or undefined. */
export async function findUserById(db: Knex, id: string): Promise<Pick<UserRow, 'org_id' | 'id' | 'org_role' | 'kind' | 'deactivated_at'> | undefined> {
  return db('users').where({ id }).first('org_id', 'id', 'org_role', 'kind', 'deactivated_at');
}

/** The ids of all the org's users. */
export async function listUserIds(db: Knex, orgId: string): Promise<string[]> {
  return ((await db('users').select('id').where('org_id', orgId)) as { id: string }[]).map((u) => u.id);
}

/** Those of `ids` (lower-case UUIDs) that are users of the org, with their names; unordered. */
export async function findUsersIn(db: Knex, orgId: string, ids: string[]): Promise<{ id: string; name: string }[]> {
  return db('users').select('id', 'name').where('org_id', orgId).whereIn('id', ids);
}

/**
 * The org's users whose lower-cased name starts with one of `prefixes` (lower-case; LIKE wildcards in them are
 * matched literally), unordered: the candidates an @mention may name.
 */
export async function findUsersByNamePrefix(db: Knex, orgId: string, prefixes: string[]): Promise<{ id: string; name: string }[]> {
  return db('users')
    .select('id', 'name')
    .where({ org_id: orgId })
    .andWhere((q) => {
      for (const f of prefixes) q.orWhereRaw('lower(name) LIKE ?', [`${f.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    });
}

/** Inserts a user and returns its id (a taken email violates the unique index). */
export async function insertUser(trx: Knex, orgId: string, values: { name: string; email: string; org_role: string }): Promise<string> {
  const [row] = await trx('users')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return row.id;
}

/** Sets columns of user `id` and moves updated_at; the row after, or undefined when the org has no such user. */
export async function updateUser(trx: Knex, orgId: string, id: string, cols: Record<string, unknown>): Promise<UserRow | undefined> {
  const [row] = await trx('users')
    .where({ org_id: orgId, id })
    .update({ ...cols, updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

/** Sets user `id`'s avatar (null clears it) at the statement's clock time. */
export async function setAvatarFileId(trx: Knex, orgId: string, id: string, fileId: string | null): Promise<void> {
  await trx('users')
    .where({ org_id: orgId, id })
    .update({ avatar_file_id: fileId, updated_at: trx.raw('clock_timestamp()') });
}

/** The user in column `ownerColumn` of row `id` of `table` (an entity's lead or owner) with their org role. */
export async function findEntityOwner(
  db: Knex,
  table: string,
  ownerColumn: string,
  orgId: string,
  id: string,
): Promise<{ id: string; org_role: string } | undefined> {
  return db(`${table} as e`)
    .join('users as u', function () {
      this.on('u.org_id', 'e.org_id').andOn('u.id', `e.${ownerColumn}`);
    })
    .select('u.id', 'u.org_role')
    .where({ 'e.org_id': orgId, 'e.id': id })
    .first();
}
