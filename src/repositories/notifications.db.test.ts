/**
 * The notifications query module against Postgres: every combination of the list filters (unread only, pinned,
 * types) at several page sizes, checked against an in-memory filter of the inserted rows; newest first; scoped by
 * org and recipient; read, pin, read-all; the people-wide insert skips the actor, the deactivated and muters.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  countUnread,
  findNotificationSource,
  insertNotifications,
  insertNotificationsForPeople,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationPinned,
  toNotification,
  type NewNotification,
  type NotificationFilters,
} from './notifications.js';

const t = useTestDb();
const TYPES = ['mention', 'message', 'task_assigned'] as const;

describe('notifications', () => {
  it('every filter combination, paged, matches an in-memory filter of the rows, newest first', async () => {
    const a = await t.newOrg('Notif A');
    const b = await t.newOrg('Notif B');
    const other = await t.newUser(a.orgId, 'pm');
    const rows: NewNotification[] = Array.from({ length: 12 }, (_, i) => ({
      user_id: a.userId,
      type: TYPES[i % 3],
      title: `n${i}`,
      body: '',
      link_url: null,
      entity_type: null,
      entity_id: null,
      actor_user_id: null,
    }));
    // one at a time, so seq (the list order) follows the index
    for (const r of rows) await insertNotifications(t.db, a.orgId, [r]);
    await insertNotifications(t.db, a.orgId, [{ ...rows[0], user_id: other.userId, title: 'theirs' }]);
    await insertNotifications(t.db, b.orgId, [{ ...rows[0], user_id: b.userId, title: 'other org' }]);
    const all = (await listNotifications(t.db, a.orgId, a.userId, {}, { limit: 50 })).rows;
    expect(all.map((r) => r.title)).toEqual(rows.map((r) => r.title).reverse());
    const id = (title: string) => all.find((r) => r.title === title)!.id;
    for (const i of [1, 2, 5, 8]) await markNotificationRead(t.db, a.orgId, a.userId, id(`n${i}`));
    for (const i of [2, 3, 8, 11]) await setNotificationPinned(t.db, a.orgId, a.userId, id(`n${i}`), true);
    const state = new Map((await listNotifications(t.db, a.orgId, a.userId, {}, { limit: 50 })).rows.map((r) => [r.title, r]));

    const filterSets: NotificationFilters[] = [];
    for (const unreadOnly of [undefined, false, true])
      for (const pinned of [undefined, false, true])
        for (const types of [undefined, 'mention', 'message,task_assigned', 'mention,message,task_assigned', 'handoff'])
          filterSets.push({ unreadOnly, pinned, types });
    for (const [k, f] of filterSets.entries()) {
      const want = rows
        .map((r) => state.get(r.title)!)
        .filter(
          (r) =>
            (!f.unreadOnly || r.read_at === null) && (f.pinned === undefined || r.pinned === f.pinned) && (!f.types || f.types.split(',').includes(r.type)),
        )
        .map((r) => r.title)
        .reverse();
      const limit = [1, 3, 50][k % 3];
      const got: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listNotifications(t.db, a.orgId, a.userId, f, { limit, cursor });
        got.push(...page.rows.map((r) => r.title));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect([f, limit, got]).toEqual([f, limit, want]);
    }
    expect((await listNotifications(t.db, b.orgId, a.userId, {}, { limit: 50 })).rows).toEqual([]);
  });

  it('reads keep the first readAt, pins, read-all and sources stay with the recipient', async () => {
    const a = await t.newOrg('Notif C');
    const other = await t.newUser(a.orgId, 'pm');
    const base = { type: 'mention' as const, title: 't', body: 'b', link_url: '/x', entity_type: 'task', entity_id: a.orgId, actor_user_id: other.userId };
    await insertNotifications(t.db, a.orgId, [
      { ...base, user_id: a.userId },
      { ...base, user_id: a.userId, entity_type: null, entity_id: null },
    ]);
    const [second, first] = (await listNotifications(t.db, a.orgId, a.userId, {}, { limit: 10 })).rows;
    expect(await countUnread(t.db, a.orgId, a.userId)).toBe(2);
    expect(await markNotificationRead(t.db, a.orgId, other.userId, first.id)).toBeUndefined();
    const read = (await markNotificationRead(t.db, a.orgId, a.userId, first.id))!;
    expect((await markNotificationRead(t.db, a.orgId, a.userId, first.id))!.read_at).toEqual(read.read_at);
    expect(toNotification(read)).toEqual({
      id: first.id,
      type: 'mention',
      title: 't',
      body: 'b',
      linkUrl: '/x',
      readAt: expect.stringMatching(/Z$/),
      pinned: false,
      entityType: 'task',
      entityId: a.orgId,
      actorId: other.userId,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(await setNotificationPinned(t.db, a.orgId, other.userId, first.id, true)).toBeUndefined();
    expect(await findNotificationSource(t.db, a.orgId, a.userId, first.id)).toEqual({ entity_type: 'task', entity_id: a.orgId });
    expect(await findNotificationSource(t.db, a.orgId, a.userId, second.id)).toEqual({ entity_type: null, entity_id: null });
    expect(await findNotificationSource(t.db, a.orgId, other.userId, first.id)).toBeUndefined();
    expect(await markAllNotificationsRead(t.db, a.orgId, a.userId)).toBe(1);
    expect(await countUnread(t.db, a.orgId, a.userId)).toBe(0);
  });

  it('the people-wide insert reaches active users of the org but the actor and those who muted the entity', async () => {
    const a = await t.newOrg('Notif D');
    const b = await t.newOrg('Notif E');
    const [pm, eng, gone, muter] = [
      await t.newUser(a.orgId, 'pm'),
      await t.newUser(a.orgId, 'engineer'),
      await t.newUser(a.orgId, 'sales'),
      await t.newUser(a.orgId, 'operations'),
    ];
    await t.db('users').where({ org_id: a.orgId, id: gone.userId }).update({ deactivated_at: t.db.fn.now() });
    const entity = '11111111-1111-4111-8111-111111111111';
    await t.db('subscriptions').insert({ org_id: a.orgId, user_id: muter.userId, entity_type: 'strategy', entity_id: entity, subscribed: false });
    const n = { type: 'strategy_changed' as const, title: 'T', body: 'B', link_url: '/s', entity_type: 'strategy', entity_id: entity, actor_user_id: a.userId };
    await insertNotificationsForPeople(t.db, a.orgId, n);
    const got = await t
      .db('notifications')
      .where({ entity_id: entity })
      .select('org_id', 'user_id', 'type', 'title', 'body', 'link_url', 'entity_type', 'actor_user_id');
    const row = (userId: string) => ({
      org_id: a.orgId,
      user_id: userId,
      type: 'strategy_changed',
      title: 'T',
      body: 'B',
      link_url: '/s',
      entity_type: 'strategy',
      actor_user_id: a.userId,
    });
    expect(got.sort((x, y) => x.user_id.localeCompare(y.user_id))).toEqual([pm.userId, eng.userId].sort().map(row));
    expect(b.orgId).not.toBe(a.orgId);
  });
});
