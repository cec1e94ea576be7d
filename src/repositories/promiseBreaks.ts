/**
 * The promise_breaks table (spec 2 §4.8, §7): one row per customer commitment a caller acknowledged breaking by moving
 * a task's work past its deadline. Written by the cycle moves; every row scoped by org_id.
 */
import type { Knex } from 'knex';

/** Records one acknowledged break: the task, the insight (commitment) and its customer, the deadline and the move. */
export async function insertPromiseBreak(
  trx: Knex,
  orgId: string,
  values: {
    task_id: string;
    insight_id: string;
    customer_id: string;
    deadline: string;
    new_date: string | null;
    from_cycle_id: string | null;
    to_cycle_id: string | null;
    acknowledged_by_id: string;
  },
): Promise<void> {
  await trx('promise_breaks').insert({ org_id: orgId, ...values });
}
