/** Per-org number sequences (spec 1 §2.1), allocated inside the write's transaction: the row lock taken by the
 * upsert serialises concurrent writers of the same org and entity, so numbers never repeat. */
import type { Knex } from 'knex';

export async function nextNumber(
  trx: Knex.Transaction,
  orgId: string,
  entity: 'vision' | 'objective' | 'metric' | 'opportunity' | 'task' | 'customer' | 'insight' | 'strategy' | 'product_spec' | 'context',
): Promise<number> {
  const { rows } = await trx.raw(
    `insert into org_counters (org_id, entity, value) values (?, ?, 1)
     on conflict (org_id, entity) do update set value = org_counters.value + 1
     returning value`,
    [orgId, entity],
  );
  return Number(rows[0].value);
}
