/**
 * By-id lookups that accept a UUID or a per-org ref (spec 1 §2.1): VIS-<n>, OBJ-<n>, MET-<n>, OPP-<n>, and for
 * tasks the team prefix (or TASK without a team) plus the number. Always scoped by org.
 */
import type { Knex } from 'knex';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export type RefTable = 'visions' | 'objectives' | 'metrics' | 'opportunities';
const PREFIX: Record<RefTable, string> = { visions: 'VIS', objectives: 'OBJ', metrics: 'MET', opportunities: 'OPP' };
export const refOf = (table: RefTable, n: number) => `${PREFIX[table]}-${n}`;

/** Returns the row's UUID, or undefined when the id/ref names nothing in the org. */
export async function findIdByRef(db: Knex, table: RefTable, orgId: string, idOrRef: string, forUpdate = false): Promise<string | undefined> {
  const q = db(table).select('id').where({ org_id: orgId });
  if (isUuid(idOrRef)) q.andWhere({ id: idOrRef.toLowerCase() });
  else {
    const m = new RegExp(`^${PREFIX[table]}-(\\d{1,9})$`).exec(idOrRef);
    if (!m) return undefined;
    q.andWhere({ number: Number(m[1]) });
  }
  if (forUpdate) q.forUpdate();
  const row = await q.first();
  return row?.id;
}

/** Task ids: UUID or <PREFIX>-<n>, where PREFIX is the task's team prefix, or TASK for a task without a team. */
export async function findTaskIdByRef(db: Knex, orgId: string, idOrRef: string, forUpdate = false): Promise<string | undefined> {
  const q = db('tasks as t').select('t.id').where('t.org_id', orgId);
  if (isUuid(idOrRef)) q.andWhere('t.id', idOrRef.toLowerCase());
  else {
    const m = /^([A-Z][A-Z0-9]{1,3})-(\d{1,9})$/.exec(idOrRef);
    if (!m) return undefined;
    q.leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
      .andWhere('t.number', Number(m[2]))
      .andWhereRaw(`coalesce(tm.prefix, 'TASK') = ?`, [m[1]]);
  }
  if (forUpdate) q.forUpdate('t');
  const row = await q.first();
  return row?.id;
}
