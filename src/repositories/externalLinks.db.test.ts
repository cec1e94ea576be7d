/** The external_links query module against Postgres: the list's entity and kind filters, paging, the message key, scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  deleteExternalLink,
  findMessageLink,
  insertExternalLink,
  insertMessageLink,
  listExternalLinks,
  lockExternalLink,
  toExternalLink,
} from './externalLinks.js';

const t = useTestDb();

describe('external_links query module', () => {
  it("lists one entity's links oldest first, of a kind when asked, across pages; another org sees none", async () => {
    const a = await t.newOrg('Links A');
    const b = await t.newOrg('Links B');
    const o = a.orgId;
    const [task] = await t.db('tasks').insert({ org_id: o, number: 1, title: 'T', created_by: a.userId }).returning('id');
    const [other] = await t.db('tasks').insert({ org_id: o, number: 2, title: 'U', created_by: a.userId }).returning('id');
    const made: { id: string; kind: string }[] = [];
    for (const kind of ['blocker', 'message', 'blocker', 'blocker']) {
      const row =
        kind === 'blocker'
          ? await insertExternalLink(t.db, o, {
              entity_type: 'task',
              entity_id: task.id,
              kind,
              provider: 'web',
              url: 'https://x.dev',
              title: 'b',
              created_by_user_id: a.userId,
            })
          : (await insertMessageLink(
              t.db,
              o,
              { entity_type: 'task', entity_id: task.id, provider: 'slack', channel_id: 'C1', message_id: 'M1' },
              { url: 'https://s.dev', title: '', created_by_user_id: a.userId },
            ))!;
      made.push({ id: row.id, kind });
    }
    await insertExternalLink(t.db, o, {
      entity_type: 'task',
      entity_id: other.id,
      kind: 'blocker',
      provider: 'web',
      url: 'https://y.dev',
      title: 'o',
      created_by_user_id: a.userId,
    });
    for (const kind of [undefined, 'blocker', 'message'] as const) {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listExternalLinks(t.db, o, { entityType: 'task', entityId: task.id, kind }, { cursor, limit: 2 });
        ids.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect([kind, ids]).toEqual([kind, made.filter((m) => !kind || m.kind === kind).map((m) => m.id)]);
    }
    expect((await listExternalLinks(t.db, b.orgId, { entityType: 'task', entityId: task.id }, { limit: 50 })).rows).toEqual([]);
    // the same message again is not a second link
    expect(
      await insertMessageLink(
        t.db,
        o,
        { entity_type: 'task', entity_id: task.id, provider: 'slack', channel_id: 'C1', message_id: 'M1' },
        { url: 'https://s.dev', title: '', created_by_user_id: a.userId },
      ),
    ).toBeUndefined();
    const msg = (await findMessageLink(t.db, o, { entity_type: 'task', entity_id: task.id, provider: 'slack', channel_id: 'C1', message_id: 'M1' }))!;
    expect(toExternalLink(msg)).toMatchObject({ id: made[1].id, entityType: 'task', entityId: task.id, kind: 'message', channelId: 'C1', messageId: 'M1' });
    expect(await lockExternalLink(t.db, b.orgId, made[0].id)).toBeUndefined();
    expect(await deleteExternalLink(t.db, b.orgId, made[0].id)).toBe(0);
    expect(await deleteExternalLink(t.db, o, made[0].id)).toBe(1);
  });
});
