/**
 * By-id lookups that accept a UUID or a per-org ref (spec 1 §2.1): VIS-<n>, OBJ-<n>, MET-<n>, OPP-<n>, CUS-<n>, INS-<n>, STR-<n>, and for
 * tasks the team prefix (or TASK without a team) plus the number. Always scoped by org.
 */
import type { Knex } from 'knex';

export { isUuid } from '../core/uuid.js';
import { isUuid } from '../core/uuid.js';

export type RefTable = 'visions' | 'objectives' | 'metrics' | 'opportunities' | 'customers' | 'insights' | 'strategies';
const PREFIX: Record<RefTable, string> = {
  visions: 'VIS',
  objectives: 'OBJ',
  metrics: 'MET',
  opportunities: 'OPP',
  customers: 'CUS',
  insights: 'INS',
  strategies: 'STR',
};
/** `VIS-3` for (visions, 3); with n = '' the prefix with its dash, for SQL that appends the number. */
export const refOf = (table: RefTable, n: number | '') => `${PREFIX[table]}-${n}`;

/**
 * Narrows `q` (over `table`, scoped by org already) to the row named by a UUID or ref. Returns false when
 * `idOrRef` cannot name a row of that table (so the caller answers 404 without a query).
 */
export function whereIdOrRef(q: Knex.QueryBuilder, table: RefTable, idOrRef: string, column = (c: string) => c): boolean {
  if (isUuid(idOrRef)) {
    q.andWhere(column('id'), idOrRef.toLowerCase());
    return true;
  }
  const m = new RegExp(`^${PREFIX[table]}-(\\d{1,9})$`).exec(idOrRef);
  if (!m) return false;
  q.andWhere(column('number'), Number(m[1]));
  return true;
}

/** Returns the row's UUID, or undefined when the id/ref names nothing in the org. */
export async function findIdByRef(db: Knex, table: RefTable, orgId: string, idOrRef: string, forUpdate = false): Promise<string | undefined> {
  const q = db(table).select('id').where({ org_id: orgId });
  if (!whereIdOrRef(q, table, idOrRef)) return undefined;
  if (forUpdate) q.forUpdate();
  const row = await q.first();
  return row?.id;
}

/**
 * Narrows a query over `tasks as t` left-joined to `teams as tm` to the task named by a UUID or
 * <PREFIX>-<n>, where PREFIX is the task's team prefix, or TASK for a task without a team.
 */
export function whereTaskIdOrRef(q: Knex.QueryBuilder, idOrRef: string): boolean {
  if (isUuid(idOrRef)) {
    q.andWhere('t.id', idOrRef.toLowerCase());
    return true;
  }
  const m = /^([A-Z][A-Z0-9]{1,3})-(\d{1,9})$/.exec(idOrRef);
  if (!m) return false;
  q.andWhere('t.number', Number(m[2])).andWhereRaw(`coalesce(tm.prefix, 'TASK') = ?`, [m[1]]);
  return true;
}

export async function findTaskIdByRef(db: Knex, orgId: string, idOrRef: string, forUpdate = false): Promise<string | undefined> {
  const q = db('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.id')
    .where('t.org_id', orgId);
  if (!whereTaskIdOrRef(q, idOrRef)) return undefined;
  if (forUpdate) q.forUpdate('t');
  const row = await q.first();
  return row?.id;
}

/**
 * The row `id` of `table` in the org, for ids the pipeline already resolved (a polymorphic entityId among them): a
 * UUID only — anything else names nothing here. Undefined when no row of the org has it.
 */
export async function findIdInOrg(db: Knex, table: string, orgId: string, id: string, forUpdate = false): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db(table).select('id').where({ org_id: orgId, id: id.toLowerCase() });
  if (forUpdate) q.forUpdate();
  return (await q.first())?.id;
}

/** Which of `ids` (UUIDs; anything else is skipped) name rows of `table` in the org. */
export async function existingIdsInOrg(db: Knex, table: string, orgId: string, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
  if (!valid.length) return new Set();
  const rows: { id: string }[] = await db(table).select('id').where({ org_id: orgId }).whereIn('id', valid);
  return new Set(rows.map((r) => r.id));
}

/** Share-locks row `id` of `table` in the org (FOR SHARE) until the transaction ends. */
export async function lockForShare(trx: Knex, table: string, orgId: string, id: string): Promise<void> {
  await trx(table).select('id').where({ org_id: orgId, id }).forShare();
}

/**
 * Row `id` of `table` in the org with everything the caller shows of it; tasks also carry `prefix`, their team's
 * (TASK without a team), for their ref.
 */
export async function findEntityRow(db: Knex, table: string, orgId: string, id: string): Promise<Record<string, unknown> | undefined> {
  const q = db(`${table} as e`).select('e.*').where({ 'e.org_id': orgId, 'e.id': id });
  if (table === 'tasks')
    q.select(db.raw(`coalesce(tm.prefix, 'TASK') AS prefix`)).leftJoin('teams as tm', function () {
      this.on('tm.org_id', 'e.org_id').andOn('tm.id', 'e.team_id');
    });
  return q.first();
}
