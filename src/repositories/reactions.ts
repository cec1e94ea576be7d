/**
 * Reactions on messages and comments (spec 2 §4.17): one row per (target, emoji, user); read back as the aggregate
 * `[{emoji, count, reactedByMe}]`, emojis in the order they were first used on the target.
 */
import type { Knex } from 'knex';

export type ReactionTable = 'message_reactions' | 'comment_reactions';
export interface ReactionCount {
  emoji: string;
  count: number;
  reactedByMe: boolean;
}

const TARGET: Record<ReactionTable, string> = { message_reactions: 'message_id', comment_reactions: 'comment_id' };

/** The reactions of each target in `ids` (targets without any are absent from the map). */
export async function reactionCounts(db: Knex, table: ReactionTable, orgId: string, ids: string[], userId: string): Promise<Map<string, ReactionCount[]>> {
  const out = new Map<string, ReactionCount[]>();
  if (!ids.length) return out;
  const col = TARGET[table];
  const rows = await db(table)
    .select(`${col} as target`, 'emoji', db.raw('count(*)::int AS count'), db.raw('bool_or(user_id = ?) AS mine', [userId]))
    .where('org_id', orgId)
    .whereIn(col, ids)
    .groupBy(col, 'emoji')
    .orderByRaw('min(created_at), emoji');
  for (const r of rows as { target: string; emoji: string; count: number; mine: boolean }[]) {
    const list = out.get(r.target) ?? [];
    list.push({ emoji: r.emoji, count: r.count, reactedByMe: r.mine });
    out.set(r.target, list);
  }
  return out;
}

/** Sets the caller's reaction `emoji` on `targetId` (absolute: on adds it once, off removes it) and returns the aggregate. */
export async function setReaction(
  db: Knex,
  table: ReactionTable,
  orgId: string,
  targetId: string,
  userId: string,
  emoji: string,
  on: boolean,
): Promise<ReactionCount[]> {
  const col = TARGET[table];
  const key = { org_id: orgId, [col]: targetId, emoji, user_id: userId };
  if (on) await db(table).insert(key).onConflict(['org_id', col, 'emoji', 'user_id']).ignore();
  else await db(table).where(key).delete();
  return (await reactionCounts(db, table, orgId, [targetId], userId)).get(targetId) ?? [];
}

/** Removes every reaction on `targetId`; returns the rows deleted. */
export async function deleteReactionsOf(db: Knex, table: ReactionTable, orgId: string, targetId: string): Promise<number> {
  return db(table)
    .where({ org_id: orgId, [TARGET[table]]: targetId })
    .delete();
}
