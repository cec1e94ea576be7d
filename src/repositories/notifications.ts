/**
 * The notifications table (spec 2 §4.15, §6.4): its row, its row → API mapper and its queries. Notifications are
 * self-scoped: every read and change is by org and recipient. Every function takes the knex (or transaction)
 * first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Notification = Schema<'Notification'>;

/** A notifications row as the API reads it. */
export interface NotificationRow {
  id: string;
  type: Notification['type'];
  title: string;
  body: string;
  link_url: string | null;
  read_at: Date | null;
  pinned: boolean;
  entity_type: Notification['entityType'];
  entity_id: string | null;
  actor_user_id: string | null;
  created_at: Date;
}

/** Row → components.schemas.Notification. */
export const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  body: r.body,
  linkUrl: r.link_url,
  readAt: iso(r.read_at),
  pinned: r.pinned,
  entityType: r.entity_type,
  entityId: r.entity_id,
  actorId: r.actor_user_id,
  createdAt: iso(r.created_at)!,
});

/** A notification to write: the recipient and what it says; the actor is null for a system event. */
export interface NewNotification {
  user_id: string;
  type: Notification['type'];
  title: string;
  body: string;
  link_url: string | null;
  entity_type: string | null;
  entity_id: string | null;
  actor_user_id: string | null;
}

/** GET /notifications order: newest first (seq descending). */
const LIST: ListOrder = { name: 'notifications', direction: 'desc', keys: [{ expr: 'seq', type: 'int' }] };

/** The list filters: unread only, pinned or not, and a comma-separated list of types. */
export interface NotificationFilters {
  unreadOnly?: boolean;
  pinned?: boolean;
  types?: string;
}

/** One page of `userId`'s notifications, newest first, filtered by every filter given. */
export function listNotifications(
  db: Knex,
  orgId: string,
  userId: string,
  f: NotificationFilters,
  page: { cursor?: string; limit: number },
): Promise<Page<NotificationRow>> {
  const q = db('notifications').select('*').where({ org_id: orgId, user_id: userId });
  if (f.unreadOnly) q.whereNull('read_at');
  if (f.pinned !== undefined) q.where('pinned', f.pinned);
  if (f.types) q.whereIn('type', f.types.split(','));
  return paginate<NotificationRow & Record<string, unknown>>(q, LIST, page);
}

/** How many of `userId`'s notifications are unread. */
export async function countUnread(db: Knex, orgId: string, userId: string): Promise<number> {
  const row = await db('notifications').count<{ count: number }[]>('* as count').where({ org_id: orgId, user_id: userId }).whereNull('read_at');
  return Number(row[0].count);
}

async function patch(db: Knex, orgId: string, userId: string, id: string, cols: Record<string, unknown>): Promise<NotificationRow | undefined> {
  const [row] = await db('notifications').where({ org_id: orgId, user_id: userId, id }).update(cols).returning('*');
  return row;
}

/** Marks `userId`'s notification `id` read, keeping an earlier readAt; the row after, or undefined. */
export function markNotificationRead(db: Knex, orgId: string, userId: string, id: string): Promise<NotificationRow | undefined> {
  return patch(db, orgId, userId, id, { read_at: db.raw('coalesce(read_at, now())') });
}

/** Pins or unpins `userId`'s notification `id`; the row after, or undefined. */
export function setNotificationPinned(db: Knex, orgId: string, userId: string, id: string, pinned: boolean): Promise<NotificationRow | undefined> {
  return patch(db, orgId, userId, id, { pinned });
}

/** Marks all of `userId`'s unread notifications read now; how many it marked. */
export function markAllNotificationsRead(db: Knex, orgId: string, userId: string): Promise<number> {
  return db('notifications').where({ org_id: orgId, user_id: userId }).whereNull('read_at').update({ read_at: db.fn.now() });
}

/** The entity `userId`'s notification `id` is about (both null when none), or undefined when there is no such notification. */
export async function findNotificationSource(
  db: Knex,
  orgId: string,
  userId: string,
  id: string,
): Promise<{ entity_type: NotificationRow['entity_type']; entity_id: string | null } | undefined> {
  return db('notifications').select('entity_type', 'entity_id').where({ org_id: orgId, user_id: userId, id }).first();
}

/** Inserts notifications (none when `rows` is empty). */
export async function insertNotifications(db: Knex, orgId: string, rows: NewNotification[]): Promise<void> {
  if (!rows.length) return;
  await db('notifications').insert(rows.map((r) => ({ org_id: orgId, ...r })));
}

/**
 * One notification of `n.type` about entity `n.entity_type`/`n.entity_id` to every active person of the org but
 * `n.actor_user_id` who has not muted that entity (a subscription with subscribed = false), in one statement.
 */
export async function insertNotificationsForPeople(
  trx: Knex,
  orgId: string,
  n: { type: Notification['type']; title: string; body: string; link_url: string; entity_type: string; entity_id: string; actor_user_id: string },
): Promise<void> {
  await trx.raw(
    `INSERT INTO notifications (org_id, user_id, type, title, body, link_url, entity_type, entity_id, actor_user_id)
     SELECT u.org_id, u.id, ?, ?, ?, ?, ?, ?, ? FROM users u
      WHERE u.org_id = ? AND u.id <> ? AND u.kind = 'person' AND u.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM subscriptions m WHERE m.org_id = u.org_id AND m.user_id = u.id
                          AND m.entity_type = ? AND m.entity_id = ? AND NOT m.subscribed)`,
    [n.type, n.title, n.body, n.link_url, n.entity_type, n.entity_id, n.actor_user_id, orgId, n.actor_user_id, n.entity_type, n.entity_id],
  );
}
