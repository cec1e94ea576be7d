/**
 * The delivery ledger of webhook subscriptions on the real server (spec 2 §6.2-§6.4): the test event and its ledger
 * row, the queued attempt, the delivery list, redelivery, deactivation and deletion cancelling pending deliveries and
 * removing their queued attempts, and the retention purge.
 *
 * Nothing here depends on an attempt being made: the rows asserted are the ones the API writes or this file inserts
 * (pending deliveries queued an hour ahead). Attempts, signatures and retries: webhooks-delivery.live.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import type { ErrorEnvelope, WebhookDelivery } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, envelope, must, ok, raw, refusedBy } from '../lib/sdkAs.js';
import { jobKeyOf, purgeOldEvents } from '../../src/webhooks/ledger.js';
import { useWebhooksOrg, db, org, admin, adminId, url, BASE, make, ledgerRow, jobCount, insertDelivery } from './_setup.js';

useWebhooksOrg();
/** The org admin's options for an SDK call. */
const A = () => as(admin);
const listDeliveries = async (subId: string, params?: sdk.ListWebhookDeliveriesParams) => must(await sdk.listWebhookDeliveries(subId, params, A()));

describe('test events and the delivery ledger (spec 2 §6.2, §6.4)', () => {
  it('test writes a webhook.test event and one pending delivery to this subscription, with its attempt queued', async () => {
    const s = await make();
    const r = envelope(await sdk.testWebhookSubscription(s.id, undefined, A()));
    const { eventId, deliveryId } = r.data;
    expect(eventId).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(r.actions.map((a) => a.rel)).toEqual(['deliveries', 'subscription']);
    const integration = await db('integrations').where({ org_id: org.orgId, kind: 'webhooks' }).first();
    const row = await ledgerRow(deliveryId);
    expect(row).toMatchObject({
      org_id: org.orgId,
      integration_id: integration.id,
      direction: 'outbound',
      kind: 'webhook.test',
      dedup_key: `${eventId}:${s.id}`,
      event_id: eventId,
      subscription_id: s.id,
      redelivery_of: null,
    });
    // the attempt may already have run (example.invalid never answers); until then it is pending with its job queued
    expect(['pending', 'retrying', 'failed']).toContain(row.status);
    // pending with attempt_count 1 while the first attempt is in flight
    if (row.status === 'pending') expect(row.attempt_count).toBeLessThanOrEqual(1);
    const event = await db('events').where({ id: eventId }).first();
    expect(event).toMatchObject({
      org_id: org.orgId,
      type: 'webhook.test',
      entity_type: null,
      entity_id: null,
      changes: [],
      actor_user_id: adminId,
      object: { id: s.id, object: 'webhook_subscription', test: true },
    });
    expect(event.fanned_out_at).not.toBeNull();
    // listed first among its deliveries, as the API shows it
    const listed = await listDeliveries(s.id);
    expect(listed[0]).toMatchObject({
      id: deliveryId,
      eventId,
      eventType: 'webhook.test',
      kind: 'test',
      subscriptionId: s.id,
      dedupKey: `${eventId}:${s.id}`,
      redeliveryOf: null,
    });
  });

  it('the queued attempt is a webhook_deliver job keyed by the delivery', async () => {
    const s = await make();
    const p = await insertDelivery(s.id);
    const jobs = (await db.raw('SELECT task_identifier, max_attempts, key FROM graphile_worker.jobs WHERE key = ?', [jobKeyOf(p.id)])).rows;
    expect(jobs).toEqual([{ task_identifier: 'webhook_deliver', max_attempts: 1, key: `wh:${p.id}` }]);
  });

  it('deliveries: newest first, filtered by status, paged; mapped from the ledger', async () => {
    const s = await make();
    const failed = await insertDelivery(s.id, 'failed');
    const done = await insertDelivery(s.id, 'succeeded');
    const pending = await insertDelivery(s.id, 'pending');
    const all = await listDeliveries(s.id);
    expect(all.map((d) => d.id)).toEqual([pending.id, done.id, failed.id]);
    const okRow = await ledgerRow(done.id);
    expect(all[1]).toEqual({
      id: done.id,
      eventId: done.eventId,
      eventType: 'prd_template.deleted',
      subscriptionId: s.id,
      kind: 'event',
      status: 'succeeded',
      dedupKey: `${done.eventId}:${s.id}`,
      attemptCount: 1,
      lastError: null,
      lastStatusCode: 200,
      createdAt: okRow.created_at.toISOString(),
      lastAttemptAt: okRow.last_attempt_at.toISOString(),
      nextAttemptAt: null,
      deliveredAt: okRow.finished_at.toISOString(),
      durationMs: null,
      redeliveryOf: null,
    });
    expect(all[2]).toMatchObject({ status: 'failed', deliveredAt: null, lastStatusCode: 500 });
    expect(all[0]).toMatchObject({ status: 'pending', attemptCount: 0, deliveredAt: null, lastAttemptAt: null });
    expect((await listDeliveries(s.id, { status: 'failed' })).map((d) => d.id)).toEqual([failed.id]);
    const page = envelope(await sdk.listWebhookDeliveries(s.id, { limit: 2 }, A()));
    expect(page.data.map((d) => d.id)).toEqual([pending.id, done.id]);
    const next = page.actions.find((a) => a.rel === 'next')!;
    // the next action's href is followed as a client follows a link (raw HTTP)
    const rest = await raw<{ data: WebhookDelivery[] }>(admin, 'GET', next.href!);
    expect(rest.status, JSON.stringify(rest.data)).toBeLessThan(300);
    expect(rest.data.data.map((d) => d.id)).toEqual([failed.id]);
    // a status not in the enum: raw HTTP, the SDK's types do not let it be sent
    refusedBy(await raw<ErrorEnvelope>(admin, 'GET', `${BASE}/${s.id}/deliveries?status=done`), 400, 'VALIDATION_FAILED', 'query.status');
    refusedBy(await sdk.listWebhookDeliveries(randomUUID(), undefined, A()), 404, 'NOT_FOUND', 'path.id');
  });

  it('redeliver: a new pending row with the same event and dedup key, pointing at the original; queued', async () => {
    const s = await make();
    const orig = await insertDelivery(s.id, 'failed');
    const r = envelope(await sdk.redeliverWebhookDelivery(s.id, orig.id, undefined, A()), 201);
    expect(r.data).toMatchObject({
      eventId: orig.eventId,
      eventType: 'prd_template.deleted',
      subscriptionId: s.id,
      kind: 'redelivery',
      status: 'pending',
      dedupKey: `${orig.eventId}:${s.id}`,
      attemptCount: 0,
      lastError: null,
      deliveredAt: null,
      redeliveryOf: orig.id,
    });
    expect(r.data.id).not.toBe(orig.id);
    // redeliver is offered at once too (a delivery still pending or retrying can be sent again now)
    expect(r.actions.map((a) => a.rel ?? a.name)).toEqual(['deliveries', 'subscription', 'redeliverWebhookDelivery']);
    expect(r.actions[2]).toMatchObject({ tool: 'redeliver_webhook_delivery', arguments: { id: s.id, deliveryId: r.data.id } });
    const row = await ledgerRow(r.data.id);
    expect(row).toMatchObject({ integration_id: (await ledgerRow(orig.id)).integration_id, redelivery_of: orig.id, direction: 'outbound' });
    expect((await ledgerRow(orig.id)).status).toBe('failed'); // the original is left as it was
    // a succeeded one may be redelivered too; the list shows both rows
    const done = await insertDelivery(s.id, 'succeeded');
    ok(await sdk.redeliverWebhookDelivery(s.id, done.id, undefined, A()), 201);
    const ids = (await listDeliveries(s.id)).map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([orig.id, r.data.id, done.id]));
  });

  it("redeliver sends a delivery still retrying at once (its own schedule goes on); refuses another subscription's delivery (404 naming deliveryId) and an inactive subscription (409)", async () => {
    const s = await make();
    const other = await make();
    const retrying = await insertDelivery(s.id, 'retrying');
    const now = ok(await sdk.redeliverWebhookDelivery(s.id, retrying.id, undefined, A()), 201);
    expect(now).toMatchObject({ kind: 'redelivery', redeliveryOf: retrying.id, attemptCount: 0 });
    expect((await db('integration_events').where({ id: retrying.id }).first()).status).toBe('retrying');
    const theirs = await insertDelivery(other.id, 'failed');
    const nf = refusedBy(await sdk.redeliverWebhookDelivery(s.id, theirs.id, undefined, A()), 404, 'NOT_FOUND', 'path.deliveryId');
    expect(nf.suggestion).toContain(`${BASE}/${s.id}/deliveries`);
    refusedBy(await sdk.redeliverWebhookDelivery(s.id, randomUUID(), undefined, A()), 404, 'NOT_FOUND', 'path.deliveryId');
    const failed = await insertDelivery(s.id, 'failed');
    must(await sdk.updateWebhookSubscription(s.id, { active: false }, undefined, A()));
    const inactive = refusedBy(await sdk.redeliverWebhookDelivery(s.id, failed.id, undefined, A()), 409, 'INVALID_STATE_TRANSITION');
    expect(inactive.suggestion).toMatch(/"active": true/);
    expect(await db('integration_events').where({ redelivery_of: failed.id })).toEqual([]);
  });
});

describe('deactivation and deletion stop deliveries (spec 2 §6.3)', () => {
  it('active false cancels pending deliveries and removes their queued attempts; finished ones are left alone', async () => {
    const s = await make();
    const pending = await insertDelivery(s.id, 'pending');
    const done = await insertDelivery(s.id, 'succeeded');
    expect(await jobCount(pending.id)).toBe(1);
    ok(await sdk.updateWebhookSubscription(s.id, { active: false }, undefined, A()));
    expect(await ledgerRow(pending.id)).toMatchObject({ status: 'cancelled', last_error: 'subscription deactivated', next_attempt_at: null });
    expect((await ledgerRow(pending.id)).finished_at).not.toBeNull();
    expect(await jobCount(pending.id)).toBe(0);
    expect((await ledgerRow(done.id)).status).toBe('succeeded');
    const listed = await listDeliveries(s.id, { status: 'cancelled' });
    expect(listed.map((d) => [d.id, d.lastError])).toEqual([[pending.id, 'subscription deactivated']]);
    // reactivating does not resurrect them
    ok(await sdk.updateWebhookSubscription(s.id, { active: true }, undefined, A()));
    expect((await ledgerRow(pending.id)).status).toBe('cancelled');
  });

  it('delete cancels pending deliveries, removes their attempts and the subscription; the ledger rows stay', async () => {
    const s = await make();
    const pending = await insertDelivery(s.id, 'pending');
    const test = ok(await sdk.testWebhookSubscription(s.id, undefined, A()));
    const r = envelope(await sdk.deleteWebhookSubscription(s.id, undefined, A()));
    expect(r.data).toEqual({ id: s.id, deleted: true });
    expect(r.actions.map((a) => a.rel)).toEqual(['list']);
    expect(await ledgerRow(pending.id)).toMatchObject({ status: 'cancelled', last_error: 'subscription deleted', subscription_id: null });
    expect(await jobCount(pending.id)).toBe(0);
    // the test delivery is cancelled too unless its one attempt already ended it
    const t = await ledgerRow(test.deliveryId);
    expect(['cancelled', 'failed']).toContain(t.status);
    expect(await jobCount(test.deliveryId)).toBe(0);
    expect(await db('webhook_subscriptions').where({ id: s.id })).toEqual([]);
    refusedBy(await sdk.getWebhookSubscription(s.id, A()), 404, 'NOT_FOUND', 'path.id');
    refusedBy(await sdk.deleteWebhookSubscription(s.id, undefined, A()), 404, 'NOT_FOUND', 'path.id');
    refusedBy(await sdk.listWebhookDeliveries(s.id, undefined, A()), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('retention (src/webhooks/ledger.ts purgeOldEvents)', () => {
  it('finished ledger rows and unreferenced events older than 30 days go; pending rows and recent ones stay', async () => {
    const fresh = await newOrg('Webhook retention org');
    const sub = ok(await sdk.createWebhookSubscription({ url: url(), eventTypes: ['webhook.test'] }, undefined, as(fresh.apiKey)), 201);
    const integrationId = (await db('integrations').where({ org_id: fresh.orgId, kind: 'webhooks' }).first()).id;
    const old = db.raw(`clock_timestamp() - interval '31 days'`);
    const mk = async (status: string, createdAt: unknown) => {
      const id = `evt_${randomUUID().replace(/-/g, '')}`;
      await db('events').insert({ org_id: fresh.orgId, id, type: 'webhook.test', created_at: createdAt });
      await db('integration_events').insert({
        org_id: fresh.orgId,
        integration_id: integrationId,
        direction: 'outbound',
        kind: 'webhook.test',
        status,
        dedup_key: `${id}:${sub.id}`,
        event_id: id,
        subscription_id: sub.id,
        created_at: createdAt,
        next_attempt_at: db.raw(`clock_timestamp() + interval '1 day'`),
      });
      return id;
    };
    const oldDone = await mk('succeeded', old);
    const oldPending = await mk('retrying', old);
    const recentDone = await mk('failed', db.raw('clock_timestamp()'));
    await purgeOldEvents(db);
    const left = (await db('events').where({ org_id: fresh.orgId }).select('id')).map((r) => r.id);
    expect(left).not.toContain(oldDone);
    expect(left).toEqual(expect.arrayContaining([oldPending, recentDone]));
    const ledger = (await db('integration_events').where({ org_id: fresh.orgId }).select('event_id')).map((r) => r.event_id);
    expect(ledger).toEqual(expect.arrayContaining([oldPending, recentDone]));
    expect(ledger).not.toContain(oldDone);
  });
});
