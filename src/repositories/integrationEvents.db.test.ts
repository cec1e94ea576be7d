/**
 * The delivery ledger (integration_events, outbound) and the webhook.test event against Postgres: a subscription's
 * deliveries by status newest first across pages, never another subscription's, an inbound row or another org's;
 * redeliveries and the mapper's kinds.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertWebhookTestEvent } from './events.js';
import { findWebhookDelivery, insertWebhookDelivery, listWebhookDeliveries, toWebhookDelivery } from './integrationEvents.js';
import { insertWebhookSubscription } from './webhookSubscriptions.js';

const t = useTestDb();
const newSub = async (orgId: string, userId: string) =>
  (
    await insertWebhookSubscription(t.db, orgId, {
      id: crypto.randomUUID(),
      url: 'https://hooks.example.com',
      event_types: ['*'],
      description: '',
      secret_ciphertext: 'x',
      active: true,
      created_by_user_id: userId,
    })
  ).id;
const STATUSES = ['pending', 'retrying', 'succeeded', 'failed', 'cancelled'] as const;

describe('integration_events (webhook deliveries) query module', () => {
  it('lists one subscription’s outbound deliveries of each status newest first; finds by id only there', async () => {
    const a = await t.newOrg('Ledger A');
    const b = await t.newOrg('Ledger B');
    const o = a.orgId;
    const [integration] = await t.db('integrations').insert({ org_id: o, kind: 'webhooks', name: 'Webhooks' }).returning('id');
    const sub = await newSub(o, a.userId);
    const otherSub = await newSub(o, a.userId);
    const base = { integration_id: integration.id, kind: 'task.created', event_id: 'evt_1' };
    const made: { id: string; status: (typeof STATUSES)[number] }[] = [];
    for (const [i, status] of [...STATUSES, 'pending', 'succeeded'].entries()) {
      const row = await insertWebhookDelivery(t.db, o, { ...base, dedup_key: `k${i}`, subscription_id: sub });
      await t.db('integration_events').where({ org_id: o, id: row.id }).update({ status });
      made.push({ id: row.id, status: status as (typeof STATUSES)[number] });
    }
    await insertWebhookDelivery(t.db, o, { ...base, dedup_key: 'other', subscription_id: otherSub });
    const [inbound] = await t
      .db('integration_events')
      .insert({ org_id: o, integration_id: integration.id, direction: 'inbound', kind: 'x', status: 'pending', dedup_key: 'in', subscription_id: sub })
      .returning('id');
    for (const status of [undefined, ...STATUSES]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listWebhookDeliveries(t.db, o, sub, { status }, { cursor, limit: 2 });
        seen.push(...page.rows.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const want = made
        .filter((m) => !status || m.status === status)
        .map((m) => m.id)
        .reverse();
      expect([status, seen]).toEqual([status, want]);
      expect((await listWebhookDeliveries(t.db, b.orgId, sub, { status }, { limit: 10 })).rows).toEqual([]);
    }
    expect(await findWebhookDelivery(t.db, o, sub, inbound.id)).toBeUndefined();
    expect(await findWebhookDelivery(t.db, o, otherSub, made[0].id)).toBeUndefined();
    expect(await findWebhookDelivery(t.db, b.orgId, sub, made[0].id)).toBeUndefined();
    const original = (await findWebhookDelivery(t.db, o, sub, made[2].id))!;
    expect(toWebhookDelivery(original)).toMatchObject({ kind: 'event', status: 'succeeded', eventType: 'task.created', subscriptionId: sub });
    const again = await insertWebhookDelivery(t.db, o, { ...base, dedup_key: 'k2', subscription_id: sub, redelivery_of: original.id, attempt_count: 0 });
    expect(toWebhookDelivery(again)).toEqual({
      id: again.id,
      eventId: 'evt_1',
      eventType: 'task.created',
      subscriptionId: sub,
      kind: 'redelivery',
      status: 'pending',
      dedupKey: 'k2',
      attemptCount: 0,
      lastError: null,
      lastStatusCode: null,
      createdAt: expect.any(String),
      lastAttemptAt: null,
      nextAttemptAt: null,
      deliveredAt: null,
      durationMs: null,
      redeliveryOf: original.id,
    });
  });

  it('writes the webhook.test event already fanned out, and its delivery reads as kind test', async () => {
    const a = await t.newOrg('Ledger test');
    const o = a.orgId;
    const [integration] = await t.db('integrations').insert({ org_id: o, kind: 'webhooks', name: 'Webhooks' }).returning('id');
    const sub = await newSub(o, a.userId);
    await insertWebhookTestEvent(t.db, o, 'evt_test1', sub, a.userId);
    const event = await t.db('events').where({ org_id: o, id: 'evt_test1' }).first();
    expect(event).toMatchObject({ type: 'webhook.test', entity_type: null, object: { id: sub, object: 'webhook_subscription', test: true }, changes: [] });
    expect(event.fanned_out_at).not.toBeNull();
    const d = await insertWebhookDelivery(t.db, o, {
      integration_id: integration.id,
      kind: 'webhook.test',
      dedup_key: `evt_test1:${sub}`,
      event_id: 'evt_test1',
      subscription_id: sub,
    });
    expect(toWebhookDelivery(d)).toMatchObject({ kind: 'test', status: 'pending', attemptCount: 0 });
  });
});
