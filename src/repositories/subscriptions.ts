/**
 * Follow state per user and entity (spec 2 §4.3): one row, `subscribed` false meaning muted. Shared by
 * POST /subscriptions, notification unsubscribe and auto-follow on assignment.
 */
import type { Knex } from 'knex';

export interface FollowKey {
  orgId: string;
  userId: string;
  entityType: string;
  entityId: string;
}

const row = (k: FollowKey, subscribed: boolean) => ({ org_id: k.orgId, user_id: k.userId, entity_type: k.entityType, entity_id: k.entityId, subscribed });
const KEY = ['org_id', 'user_id', 'entity_type', 'entity_id'];

/** Sets the follow state (absolute). */
export async function setFollow(db: Knex, k: FollowKey, subscribed: boolean): Promise<void> {
  await db('subscriptions').insert(row(k, subscribed)).onConflict(KEY).merge({ subscribed, updated_at: db.fn.now() });
}

/** Follows unless a state is already recorded (a mute stays a mute). */
export async function followUnlessSet(db: Knex, k: FollowKey): Promise<void> {
  await db('subscriptions').insert(row(k, true)).onConflict(KEY).ignore();
}

/** The recorded follow state (true: following, false: muted), undefined when none was ever recorded. */
export async function findFollow(db: Knex, k: FollowKey): Promise<boolean | undefined> {
  const r = await db('subscriptions')
    .select('subscribed')
    .where({ org_id: k.orgId, user_id: k.userId, entity_type: k.entityType, entity_id: k.entityId })
    .first();
  return r?.subscribed;
}
