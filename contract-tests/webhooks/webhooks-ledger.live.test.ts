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
import { client, data } from '../lib/http.js';
import { expectReply, okData, refused } from '../lib/expect.js';
import { newOrg } from '../lib/orgs.js';
import { jobKeyOf, purgeOldEvents } from '../../src/webhooks/ledger.js';
import { useWebhooksOrg, db, org, admin, adminId, url, BASE, make, ledgerRow, jobCount, insertDelivery } from './_setup.js';

useWebhooksOrg();

describe('test events and the delivery ledger (spec 2 §6.2, §6.4)', () => {
  it('test writes a webhook.test event and one pending delivery to this subscription, with its attempt queued', async () => {
    const s = await make();
    const r = expectReply(await admin('POST', `${BASE}/${s.id}/test`), 200);
    const { eventId, deliveryId } = r.data;
    expect(eventId).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(r.actions.map((a: any) => a.rel)).toEqual(['deliveries', 'subscription']);
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
    const listed = await data(admin, 'GET', `${BASE}/${s.id}/deliveries`);
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
    const ok = await insertDelivery(s.id, 'succeeded');
    const pending = await insertDelivery(s.id, 'pending');
    const all = await data(admin, 'GET', `${BASE}/${s.id}/deliveries`);
    expect(all.map((d: any) => d.id)).toEqual([pending.id, ok.id, failed.id]);
    const okRow = await ledgerRow(ok.id);
    expect(all[1]).toEqual({
      id: ok.id,
      eventId: ok.eventId,
      eventType: 'prd_template.deleted',
      subscriptionId: s.id,
      kind: 'event',
      status: 'succeeded',
      dedupKey: `${ok.eventId}:${s.id}`,
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
    expect((await data(admin, 'GET', `${BASE}/${s.id}/deliveries?status=failed`)).map((d: any) => d.id)).toEqual([failed.id]);
    const page = expectReply(await admin('GET', `${BASE}/${s.id}/deliveries?limit=2`), 200);
    expect(page.data.map((d: any) => d.id)).toEqual([pending.id, ok.id]);
    const next = page.actions.find((a: any) => a.rel === 'next');
    expect((await data(admin, 'GET', next.href)).map((d: any) => d.id)).toEqual([failed.id]);
    refused(await admin('GET', `${BASE}/${s.id}/deliveries?status=done`), 400, 'VALIDATION_FAILED', 'query.status');
    refused(await admin('GET', `${BASE}/${randomUUID()}/deliveries`), 404, 'NOT_FOUND', 'path.id');
  });

  it('redeliver: a new pending row with the same event and dedup key, pointing at the original; queued', async () => {
    const s = await make();
    const orig = await insertDelivery(s.id, 'failed');
    const r = expectReply(await admin('POST', `${BASE}/${s.id}/deliveries/${orig.id}/redeliver`), 201);
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
    expect(r.actions.map((a: any) => a.rel ?? a.name)).toEqual(['deliveries', 'subscription', 'redeliverWebhookDelivery']);
    expect(r.actions[2]).toMatchObject({ tool: 'redeliver_webhook_delivery', arguments: { id: s.id, deliveryId: r.data.id } });
    const row = await ledgerRow(r.data.id);
    expect(row).toMatchObject({ integration_id: (await ledgerRow(orig.id)).integration_id, redelivery_of: orig.id, direction: 'outbound' });
    expect((await ledgerRow(orig.id)).status).toBe('failed'); // the original is left as it was
    // a succeeded one may be redelivered too; the list shows both rows
    const done = await insertDelivery(s.id, 'succeeded');
    okData(await admin('POST', `${BASE}/${s.id}/deliveries/${done.id}/redeliver`), 201);
    const ids = (await data(admin, 'GET', `${BASE}/${s.id}/deliveries`)).map((d: any) => d.id);
    expect(ids).toEqual(expect.arrayContaining([orig.id, r.data.id, done.id]));
  });

  it("redeliver sends a delivery still retrying at once (its own schedule goes on); refuses another subscription's delivery (404 naming deliveryId) and an inactive subscription (409)", async () => {
    const s = await make();
    const other = await make();
    const retrying = await insertDelivery(s.id, 'retrying');
    const now = okData(await admin('POST', `${BASE}/${s.id}/deliveries/${retrying.id}/redeliver`), 201);
    expect(now).toMatchObject({ kind: 'redelivery', redeliveryOf: retrying.id, attemptCount: 0 });
    expect((await db('integration_events').where({ id: retrying.id }).first()).status).toBe('retrying');
    const theirs = await insertDelivery(other.id, 'failed');
    const nf = refused(await admin('POST', `${BASE}/${s.id}/deliveries/${theirs.id}/redeliver`), 404, 'NOT_FOUND', 'path.deliveryId');
    expect(nf.suggestion).toContain(`${BASE}/${s.id}/deliveries`);
    refused(await admin('POST', `${BASE}/${s.id}/deliveries/${randomUUID()}/redeliver`), 404, 'NOT_FOUND', 'path.deliveryId');
    const failed = await insertDelivery(s.id, 'failed');
    await data(admin, 'PATCH', `${BASE}/${s.id}`, { active: false });
    const inactive = refused(await admin('POST', `${BASE}/${s.id}/deliveries/${failed.id}/redeliver`), 409, 'INVALID_STATE_TRANSITION');
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
    okData(await admin('PATCH', `${BASE}/${s.id}`, { active: false }));
    expect(await ledgerRow(pending.id)).toMatchObject({ status: 'cancelled', last_error: 'subscription deactivated', next_attempt_at: null });
    expect((await ledgerRow(pending.id)).finished_at).not.toBeNull();
    expect(await jobCount(pending.id)).toBe(0);
    expect((await ledgerRow(done.id)).status).toBe('succeeded');
    const listed = await data(admin, 'GET', `${BASE}/${s.id}/deliveries?status=cancelled`);
    expect(listed.map((d: any) => [d.id, d.lastError])).toEqual([[pending.id, 'subscription deactivated']]);
    // reactivating does not resurrect them
    okData(await admin('PATCH', `${BASE}/${s.id}`, { active: true }));
    expect((await ledgerRow(pending.id)).status).toBe('cancelled');
  });

  it('delete cancels pending deliveries, removes their attempts and the subscription; the ledger rows stay', async () => {
    const s = await make();
    const pending = await insertDelivery(s.id, 'pending');
    const test = okData(await admin('POST', `${BASE}/${s.id}/test`));
    const r = expectReply(await admin('DELETE', `${BASE}/${s.id}`), 200);
    expect(r.data).toEqual({ id: s.id, deleted: true });
    expect(r.actions.map((a: any) => a.rel)).toEqual(['list']);
    expect(await ledgerRow(pending.id)).toMatchObject({ status: 'cancelled', last_error: 'subscription deleted', subscription_id: null });
    expect(await jobCount(pending.id)).toBe(0);
    // the test delivery is cancelled too unless its one attempt already ended it
    const t = await ledgerRow(test.deliveryId);
    expect(['cancelled', 'failed']).toContain(t.status);
    expect(await jobCount(test.deliveryId)).toBe(0);
    expect(await db('webhook_subscriptions').where({ id: s.id })).toEqual([]);
    refused(await admin('GET', `${BASE}/${s.id}`), 404, 'NOT_FOUND', 'path.id');
    refused(await admin('DELETE', `${BASE}/${s.id}`), 404, 'NOT_FOUND', 'path.id');
    refused(await admin('GET', `${BASE}/${s.id}/deliveries`), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('retention (src/webhooks/ledger.ts purgeOldEvents)', () => {
  it('finished ledger rows and unreferenced events older than 30 days go; pending rows and recent ones stay', async () => {
    const fresh = await newOrg('Webhook retention org');
    const api = client(fresh.apiKey);
    const sub = okData(await api('POST', BASE, { url: url(), eventTypes: ['webhook.test'] }), 201);
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
