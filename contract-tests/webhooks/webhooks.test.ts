/**
 * One suite, two targets, for webhook subscriptions (spec 2 §4.14, §6): create (the secret
 * generated and returned once), get and list without it, update (pause and resume), a test event and its delivery,
 * the delivery list, redelivery of a finished delivery, delete — through the generated SDK. Every response is
 * validated against the OpenAPI document (checkedFetch) on both the Prism mock and the real server; behaviour is
 * asserted on the real server only (validation, encryption at rest, cancellation, capabilities, tenancy and MCP are
 * in contract-tests/webhooks/webhooks-api.live.test.ts). The last test fails when an operationId of the tag webhooks was never
 * exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: the subscription here listens to one rare
 * event type only (prd_template.deleted), points at a host that never resolves, and is deleted at the end. Nothing
 * asserted here depends on an attempt being made.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, databaseUrl, live, onLive, unique } = suiteFixtures();
const hookUrl = `https://suite-${unique}.example.invalid/sextant`;

describe('webhook subscriptions over the SDK (spec 2 §4.14, §6)', () => {
  let s: sdk.WebhookSubscription;
  let secret: string | undefined;
  let testDelivery: { eventId: string; deliveryId: string };
  let deleted = false;

  afterAll(async () => {
    // leave nothing subscribed in the shared org when a step failed before the delete
    if (live && s && !deleted) await sdk.deleteWebhookSubscription(s.id);
  });

  it('create: 201 with the generated secret, once; the subscription active and owned by the caller', async () => {
    const me = expectStatus(await sdk.getViewer(), 200).data.data!.userId;
    const made = expectStatus(
      await sdk.createWebhookSubscription({ url: hookUrl, eventTypes: ['prd_template.deleted'], description: `Suite hook ${unique}` }),
      201,
    );
    const { secret: sent, ...sub } = made.data.data!;
    s = sub as sdk.WebhookSubscription;
    secret = sent;
    onLive(() => {
      expect(secret).toMatch(/^whsec_/);
      expect(s).toMatchObject({
        url: hookUrl,
        eventTypes: ['prd_template.deleted'],
        description: `Suite hook ${unique}`,
        active: true,
        disabledReason: null,
        failingSince: null,
        createdById: me,
      });
      expect(made.data.actions.map((a) => a.rel ?? a.name)).toEqual([
        'self',
        'deliveries',
        'testWebhookSubscription',
        'updateWebhookSubscription',
        'deleteWebhookSubscription',
      ]);
    });
    if (live) {
      expectStatus(await sdk.createWebhookSubscription({ url: 'http://insecure.example.com/hook', eventTypes: ['*'] }), 400);
      expectStatus(await sdk.createWebhookSubscription({ url: hookUrl, eventTypes: ['task.status_change' as sdk.EventTypeFilter] }), 400);
      expectStatus(
        await sdk.createWebhookSubscription({ url: hookUrl, eventTypes: ['*'] }, undefined, { headers: { authorization: `Bearer ${engineerKey}` } }),
        403,
      );
    }
  });

  it('get: the same subscription, without its secret', async () => {
    const got = expectStatus(await sdk.getWebhookSubscription(s.id), 200);
    onLive(() => {
      expect(got.data.data).toEqual(s);
      expect(JSON.stringify(got.data)).not.toContain(secret!);
    });
    if (live) expectStatus(await sdk.getWebhookSubscription('00000000-0000-4000-8000-000000000000'), 404);
  });

  it('list: oldest first, filtered on active, containing this subscription without its secret', async () => {
    const active = expectStatus(await sdk.listWebhookSubscriptions({ active: true, limit: 200 }), 200);
    onLive(() => {
      expect(active.data.data!.map((x) => x.id)).toContain(s.id);
      expect(active.data.data!.every((x) => x.active)).toBe(true);
      expect(JSON.stringify(active.data)).not.toContain(secret!);
    });
    const inactive = expectStatus(await sdk.listWebhookSubscriptions({ active: false, limit: 200 }), 200);
    onLive(() => expect(inactive.data.data!.map((x) => x.id)).not.toContain(s.id));
  });

  it('update: description and event types; the secret is write-once', async () => {
    const updated = expectStatus(
      await sdk.updateWebhookSubscription(s.id, { description: `Suite hook ${unique} (renamed)`, eventTypes: ['prd_template.deleted', 'tag.deleted'] }),
      200,
    );
    onLive(() =>
      expect(updated.data.data).toMatchObject({
        id: s.id,
        description: `Suite hook ${unique} (renamed)`,
        eventTypes: ['prd_template.deleted', 'tag.deleted'],
        active: true,
      }),
    );
    if (live) {
      const refused = expectStatus(await sdk.updateWebhookSubscription(s.id, { secret: 'whsec_another-secret-long-enough' }), 400);
      expect(refused.data.error.details?.[0]?.field).toBe('body.secret');
    }
  });

  it('test: a webhook.test event and its delivery id', async () => {
    const tested = expectStatus(await sdk.testWebhookSubscription(s.id), 200);
    testDelivery = tested.data.data!;
    onLive(() => {
      expect(testDelivery.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(tested.data.actions.map((a) => a.rel)).toEqual(['deliveries', 'subscription']);
    });
  });

  it('deliveries: the test delivery, newest first, filtered by status', async () => {
    const listed = expectStatus(await sdk.listWebhookDeliveries(s.id, { limit: 50 }), 200);
    onLive(() => {
      expect(listed.data.data![0]).toMatchObject({
        id: testDelivery.deliveryId,
        eventId: testDelivery.eventId,
        eventType: 'webhook.test',
        kind: 'test',
        subscriptionId: s.id,
        redeliveryOf: null,
      });
      expect(listed.data.data![0].dedupKey).toBe(`${testDelivery.eventId}:${s.id}`);
    });
    const cancelled = expectStatus(await sdk.listWebhookDeliveries(s.id, { status: 'cancelled' }), 200);
    onLive(() => expect(cancelled.data.data).toEqual([]));
  });

  it('redeliver: a finished delivery is sent again as a new row pointing at it', async () => {
    let deliveryId = testDelivery.deliveryId;
    if (live) {
      // the test delivery is finished here by hand (its attempt against a host that never resolves may still be queued)
      const { createDb } = await import('../../src/db/knex.js');
      const db = createDb(databaseUrl, { min: 0, max: 1 });
      try {
        await db.raw('SELECT graphile_worker.remove_job(?)', [`wh:${deliveryId}`]);
        await db('integration_events').where({ id: deliveryId }).update({ status: 'failed', last_error: 'HTTP 500', finished_at: db.fn.now() });
      } finally {
        await db.destroy();
      }
    }
    const again = expectStatus(await sdk.redeliverWebhookDelivery(s.id, deliveryId), 201);
    onLive(() => {
      expect(again.data.data).toMatchObject({
        eventId: testDelivery.eventId,
        kind: 'redelivery',
        redeliveryOf: deliveryId,
        status: 'pending',
        attemptCount: 0,
        subscriptionId: s.id,
      });
      expect(again.data.data!.id).not.toBe(deliveryId);
    });
    deliveryId = again.data.data!.id;
    if (live) {
      const refused = expectStatus(await sdk.redeliverWebhookDelivery(s.id, '00000000-0000-4000-8000-000000000000'), 404);
      expect(refused.data.error.details?.[0]?.field).toBe('path.deliveryId');
    }
  });

  it('pause and resume: active false cancels what is pending; test is then 409', async () => {
    const paused = expectStatus(await sdk.updateWebhookSubscription(s.id, { active: false }), 200);
    onLive(() => {
      expect(paused.data.data!.active).toBe(false);
      expect(paused.data.actions.map((a) => a.rel ?? a.name)).toEqual(['self', 'deliveries', 'updateWebhookSubscription', 'deleteWebhookSubscription']);
    });
    if (live) {
      expectStatus(await sdk.testWebhookSubscription(s.id), 409);
      for (const status of ['pending', 'retrying'] as const) {
        expect(expectStatus(await sdk.listWebhookDeliveries(s.id, { status }), 200).data.data).toEqual([]);
      }
      const cancelled = expectStatus(await sdk.listWebhookDeliveries(s.id, { status: 'cancelled' }), 200);
      expect(cancelled.data.data!.map((d) => d.lastError)).toEqual(['subscription deactivated']);
    }
    const resumed = expectStatus(await sdk.updateWebhookSubscription(s.id, { active: true }), 200);
    onLive(() => expect(resumed.data.data).toMatchObject({ active: true, disabledReason: null, failingSince: null }));
  });

  it('delete: {id, deleted: true}; then 404', async () => {
    const gone = expectStatus(await sdk.deleteWebhookSubscription(s.id), 200);
    onLive(() => expect(gone.data.data).toEqual({ id: s.id, deleted: true }));
    deleted = true;
    if (live) {
      expectStatus(await sdk.getWebhookSubscription(s.id), 404);
      expectStatus(await sdk.listWebhookDeliveries(s.id), 404);
    }
  });

  it("the tag webhooks is this file's", () => {
    expect(splitProblems().filter((p) => /webhooks/.test(p))).toEqual([]);
    expect(suiteTags['webhooks/webhooks.test.ts']).toEqual(['webhooks']);
  });

  it('exercises every operationId of the tag webhooks (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toHaveLength(8);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['webhooks']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
