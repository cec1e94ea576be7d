/**
 * The built-in `webhooks` integration (spec 2 §4.19, §6.4) as GET /integrations shows it: one per
 * org, no webhook URL and no settings, and its ledger is the webhook deliveries (outbound rows, written here
 * straight into the table as the delivery code writes them), each summarised by its event, subscription and last
 * HTTP status — never the event's payload. Pull-request behaviour is github.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { ensureWebhooksIntegration } from '../../src/webhooks/ledger.js';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, errorOf, ok, raw, useSdk } from '../lib/sdkAs.js';

const { databaseUrl } = inject('contract');
let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
/** The per-call options of the org's admin. */
let api: RequestInit;
useSdk();

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 1 });
  org = await newOrg('Integrations org');
  api = as(org.apiKey);
});
afterAll(async () => {
  await db?.destroy();
});

describe('the webhooks integration and its outbound ledger', () => {
  it('is listed with kind webhooks, no URL, no settings; its deliveries are its events, newest first', async () => {
    const id = await ensureWebhooksIntegration(db, org.orgId);
    expect(await ensureWebhooksIntegration(db, org.orgId)).toBe(id); // one per org
    expect(ok(await sdk.listIntegrations(undefined, api))).toEqual([
      { id, kind: 'webhooks', name: 'Webhooks', status: 'active', config: {}, webhookUrl: null, createdAt: expect.any(String) },
    ]);
    // An inactive subscription (so the outbox trigger stays out of it) and an event with two deliveries.
    const [sub] = await db('webhook_subscriptions').insert(
      { org_id: org.orgId, url: 'https://hooks.example.com/sextant', event_types: ['*'], secret_ciphertext: 'v1:x', active: false },
      ['id'],
    );
    const evt = `evt_${randomUUID().replace(/-/g, '')}`;
    await db('events').insert({ org_id: org.orgId, id: evt, type: 'task.created', object: JSON.stringify({ title: 'PAYLOAD-ONLY-TEXT' }) });
    const [first] = await db('integration_events').insert(
      {
        org_id: org.orgId,
        integration_id: id,
        direction: 'outbound',
        kind: 'task.created',
        status: 'failed',
        dedup_key: `${evt}:${sub.id}`,
        attempt_count: 3,
        last_error: 'HTTP 500',
        last_status_code: 500,
        event_id: evt,
        subscription_id: sub.id,
        created_at: new Date(Date.now() - 60_000),
        last_attempt_at: new Date(),
        finished_at: new Date(),
        duration_ms: 120,
      },
      ['id'],
    );
    const [again] = await db('integration_events').insert(
      {
        org_id: org.orgId,
        integration_id: id,
        direction: 'outbound',
        kind: 'task.created',
        status: 'succeeded',
        dedup_key: `${evt}:${sub.id}:1`,
        attempt_count: 1,
        last_status_code: 204,
        event_id: evt,
        subscription_id: sub.id,
        redelivery_of: first.id,
        finished_at: new Date(),
        duration_ms: 40,
      },
      ['id'],
    );
    const events = ok(await sdk.listIntegrationEvents(id, undefined, api));
    expect(events.map((e) => e.id)).toEqual([again.id, first.id]);
    expect(events[1]).toMatchObject({
      direction: 'outbound',
      kind: 'task.created',
      status: 'failed',
      attemptCount: 3,
      lastError: 'HTTP 500',
      durationMs: 120,
      summary: { eventId: evt, subscriptionId: sub.id, lastStatusCode: 500, redeliveryOf: null },
    });
    expect(events[0].summary).toEqual({ eventId: evt, subscriptionId: sub.id, lastStatusCode: 204, redeliveryOf: first.id });
    expect(JSON.stringify(events)).not.toContain('PAYLOAD-ONLY-TEXT');
    expect(ok(await sdk.listIntegrationEvents(id, { status: 'succeeded' }, api)).map((e) => e.id)).toEqual([again.id]);
    expect(ok(await sdk.listIntegrationEvents(id, { direction: 'inbound' }, api))).toEqual([]);
    // the engineer's key has no integration:read
    expect((await sdk.listIntegrationEvents(id, undefined, as(org.engineerKey))).status).toBe(403);
  });

  it('bad filters and cursors are 400 naming the field', async () => {
    const id = await ensureWebhooksIntegration(db, org.orgId);
    // a status outside the enum: raw HTTP, the SDK's types do not let it be sent
    const bad = await raw(org.apiKey, 'GET', `/api/v1/integrations/${id}/events?status=delivered`);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).details![0].field).toBe('query.status');
    const cursor = await sdk.listIntegrationEvents(id, { cursor: 'nonsense' }, api);
    expect(cursor.status).toBe(400);
    expect(errorOf(cursor).details![0].field).toBe('query.cursor');
    expect((await sdk.getIntegration('not-a-uuid', api)).status).toBe(400);
  });
});
