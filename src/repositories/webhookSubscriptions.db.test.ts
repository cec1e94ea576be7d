/** The webhook_subscriptions query module against Postgres: the active filter, oldest first across pages, writes, scoping. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  deleteWebhookSubscription,
  findWebhookSubscription,
  insertWebhookSubscription,
  listWebhookSubscriptions,
  toWebhookSubscription,
  updateWebhookSubscription,
} from './webhookSubscriptions.js';

const t = useTestDb();

describe('webhook_subscriptions query module', () => {
  it('lists by active (or all) oldest first across pages; another org sees none; writes and deletes by id', async () => {
    const a = await t.newOrg('Hooks A');
    const b = await t.newOrg('Hooks B');
    const o = a.orgId;
    const made: { id: string; active: boolean }[] = [];
    for (const active of [true, false, true, false, true]) {
      const row = await insertWebhookSubscription(t.db, o, {
        id: crypto.randomUUID(),
        url: `https://hooks.example.com/${made.length}`,
        event_types: ['*'],
        description: '',
        secret_ciphertext: 'x',
        active,
        created_by_user_id: a.userId,
      });
      made.push({ id: row.id, active });
    }
    for (const active of [undefined, true, false]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listWebhookSubscriptions(t.db, o, { active }, { cursor, limit: 2 });
        seen.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect([active, seen]).toEqual([active, made.filter((m) => active === undefined || m.active === active).map((m) => m.id)]);
      expect((await listWebhookSubscriptions(t.db, b.orgId, { active }, { limit: 10 })).rows).toEqual([]);
    }
    const first = made[0].id;
    expect(await findWebhookSubscription(t.db, b.orgId, first)).toBeUndefined();
    expect(await updateWebhookSubscription(t.db, b.orgId, first, { active: false })).toBeUndefined();
    expect(await deleteWebhookSubscription(t.db, b.orgId, first)).toBe(0);
    const row = (await findWebhookSubscription(t.db, o, first, true))!;
    expect(row).not.toHaveProperty('secret_ciphertext');
    expect(toWebhookSubscription(row)).toEqual({
      id: first,
      url: 'https://hooks.example.com/0',
      eventTypes: ['*'],
      description: '',
      active: true,
      disabledReason: null,
      failingSince: null,
      createdById: a.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const updated = (await updateWebhookSubscription(t.db, o, first, { active: false, disabled_reason: 'r', url: 'https://x.example.com' }))!;
    expect(toWebhookSubscription(updated)).toMatchObject({ active: false, disabledReason: 'r', url: 'https://x.example.com' });
    expect(updated.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
    expect(await deleteWebhookSubscription(t.db, o, first)).toBe(1);
    expect(await findWebhookSubscription(t.db, o, first)).toBeUndefined();
  });
});
