/**
 * The `evidence_reconciliations` table: the weeks (their Mondays, UTC) a user confirmed as reconciled, once per
 * (user, week). Its queries, scoped by org_id and user.
 */
import type { Knex } from 'knex';

/** Confirms `userId`'s week unless confirmed before; whether it was inserted now. */
export async function insertReconciliation(db: Knex, orgId: string, userId: string, weekStart: string): Promise<boolean> {
  const inserted = await db('evidence_reconciliations')
    .insert({ org_id: orgId, user_id: userId, week_start: weekStart })
    .onConflict(['org_id', 'user_id', 'week_start'])
    .ignore()
    .returning('confirmed_at');
  return inserted.length > 0;
}

/** When `userId` confirmed the week; undefined when not confirmed. */
export async function findReconciliation(db: Knex, orgId: string, userId: string, weekStart: string): Promise<{ confirmed_at: Date } | undefined> {
  return db('evidence_reconciliations').select('confirmed_at').where({ org_id: orgId, user_id: userId, week_start: weekStart }).first();
}

/** The Mondays (YYYY-MM-DD) of `userId`'s confirmed weeks from `fromMonday` to `toMonday` (either open when absent), oldest first. */
export async function listReconciledWeeks(db: Knex, orgId: string, userId: string, fromMonday?: string, toMonday?: string): Promise<string[]> {
  const weeks = db('evidence_reconciliations')
    .select(db.raw(`to_char(week_start, 'YYYY-MM-DD') AS week_start`))
    .where({ org_id: orgId, user_id: userId })
    .orderBy('week_start');
  if (fromMonday) weeks.andWhere('week_start', '>=', fromMonday);
  if (toMonday) weeks.andWhere('week_start', '<=', toMonday);
  return ((await weeks) as { week_start: string }[]).map((r) => r.week_start);
}
