/**
 * What the live webhook subscription files share (spec 2 §4.14, §6.1-§6.4): an org of its own per file with its admin
 * client, a database handle, the live server's secret key, and the helpers that make a subscription (URLs at
 * https://<name>.example.invalid, never resolving), read a ledger row, count the queued attempts of a delivery, and
 * insert a delivery as the outbox trigger does (pending ones queued an hour ahead, so nothing runs them during a
 * test). A file calls `useWebhooksOrg()` once at its top level. The delivery files also call `useReceiver()`: an
 * HTTPS receiver, and the helpers that subscribe to it, wait for what it received and check an event's signature and
 * shape against the document.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as sdk from '../../sdk/src/index';
import type { CreateWebhookSubscriptionBody, Event, EventDataObject, EventTypeFilter, WebhookSubscription } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, must, ok, useSdk } from '../lib/sdkAs.js';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { enqueueDelivery, jobKeyOf } from '../../src/webhooks/ledger.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { startReceiver, verifySignature, type Receiver, type Received } from '../lib/receiver.js';
import { stopAll } from '../lib/processes.js';
export const { baseUrl, databaseUrl, filesDir, otherOrgKey, tls } = inject('contract');
/** This file's database handle: opened before its tests by the `use…Org` hooks, closed after them. */
export let db: Knex;
/** The live server's secret key (contract-tests/setup/live.ts keeps it beside the object store). */
export const serverKey = () => {
  const hex = readFileSync(join(dirname(filesDir!), 'secret.key'), 'utf8').trim();
  expect(hex).toMatch(/^[0-9a-f]{64}$/);
  return Buffer.from(hex, 'hex');
};
export let org: Awaited<ReturnType<typeof newOrg>>;
/** The org admin's API key (every call names whom it acts as: `as(admin)`). */
export let admin: string;
export let adminId: string;
export let n = 0;
export const uniq = () => `${Date.now().toString(36)}${n++}`;
export const url = () => `https://hooks-${uniq()}.example.invalid/sextant`;
export const BASE = '/api/v1/webhook-subscriptions';
/** A subscription of the org made by its admin (201 asserted): `body` over a fresh URL and prd_template.deleted. */
export const make = async (body: Partial<CreateWebhookSubscriptionBody> = {}) =>
  ok(await sdk.createWebhookSubscription({ url: url(), eventTypes: ['prd_template.deleted'], ...body }, undefined, as(admin)), 201);
export const ledgerRow = (id: string) => db('integration_events').where({ id }).first();
export const jobCount = async (deliveryId: string) =>
  Number((await db.raw('SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ?', [jobKeyOf(deliveryId)])).rows[0].n);
/**
 * A delivery of subscription `subId` inserted as the outbox trigger does, in `status`, with a real event row; when
 * pending, its attempt is queued an hour ahead (so nothing runs it during the test). Returns the ledger row id.
 */
export async function insertDelivery(
  subId: string,
  status: 'pending' | 'retrying' | 'failed' | 'succeeded' = 'pending',
  orgId = org.orgId,
): Promise<{ id: string; eventId: string }> {
  return db.transaction(async (trx) => {
    const integration = await trx('integrations').where({ org_id: orgId, kind: 'webhooks' }).first();
    const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
    await trx('events').insert({
      org_id: orgId,
      id: eventId,
      type: 'prd_template.deleted',
      entity_type: 'prd_template',
      changes: '[]',
      object: JSON.stringify({ id: randomUUID(), deleted: true }),
      fanned_out_at: trx.fn.now(),
    });
    const finished =
      status === 'pending'
        ? {}
        : { finished_at: trx.fn.now(), attempt_count: 1, last_attempt_at: trx.fn.now(), last_status_code: status === 'failed' ? 500 : 200 };
    const [row] = await trx('integration_events')
      .insert({
        org_id: orgId,
        integration_id: integration.id,
        direction: 'outbound',
        kind: 'prd_template.deleted',
        status,
        dedup_key: `${eventId}:${subId}`,
        event_id: eventId,
        subscription_id: subId,
        ...finished,
      })
      .returning('id');
    if (status === 'pending') await enqueueDelivery(trx, { orgId, deliveryId: row.id, attempt: 0, runAt: new Date(Date.now() + 3_600_000) });
    return { id: row.id as string, eventId };
  });
}

/** Registers the hooks that make the org and its admin client before this file's tests, and close the database after. */
export function useWebhooksOrg(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 3 });
    org = await newOrg('Webhooks org');
    admin = org.apiKey;
    adminId = must(await sdk.getViewer(as(admin))).userId;
  });
  afterAll(async () => {
    await db.destroy();
  });
}

// ---- Deliveries to a receiver (webhooks-delivery and webhooks-instances) ------------------------------------------

export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc as object, 'openapi.json');
export const validateEvent = ajv.compile({ $ref: 'openapi.json#/components/schemas/Event' });

export let receiver: Receiver;
export const secretOf = () => `whsec_test_${randomBytes(18).toString('base64url')}`;

/** A subscription of `key`'s org to `path` on the receiver, with the secret it was given. */
export async function subscribe(
  key: string,
  path: string,
  eventTypes: EventTypeFilter[],
  secret = secretOf(),
  host = 'localhost',
): Promise<WebhookSubscription & { secret: string }> {
  const sub = must(await sdk.createWebhookSubscription({ url: receiver.url(path, host), eventTypes, secret, description: `test ${path}` }, undefined, as(key)));
  return { ...sub, secret };
}

/** Polls `fn` until it returns a truthy value (or throws after `timeoutMs`). */
export async function until<T>(fn: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first 100 deliveries of subscription `subId` (newest first), as `key` reads them. */
export const deliveries = async (key: string, subId: string) => must(await sdk.listWebhookDeliveries(subId, { limit: 100 }, as(key)));

/** The event a receiver got (the body parsed as JSON, untyped on the wire; `assertSigned` checks it against the schema). */
export const eventOf = (r: Received) => r.parsed as Event;

/** Asserts a received request is a well-formed, correctly signed event; returns its body. */
export function assertSigned(r: Received, secret: string): Event {
  expect(verifySignature(secret, r.headers['sextant-signature'], r.rawBody)).toBeNull();
  expect(verifySignature(`${secret}x`, r.headers['sextant-signature'], r.rawBody)).toBe('signature mismatch');
  expect(r.headers['content-type']).toBe('application/json');
  expect(r.headers['user-agent']).toBe('Sextant-Webhooks/1');
  const evt = eventOf(r);
  expect(r.headers['sextant-event-id']).toBe(evt.id);
  expect(r.headers['sextant-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(validateEvent(evt), ajv.errorsText(validateEvent.errors)).toBe(true);
  expect(evt.orgId).toBe(org.orgId);
  return evt;
}

export const bodyOf = eventOf;
/** A received event's object, its fields read by name (the object is the resource as the API returns it). */
export type EventObject = EventDataObject & { id?: string; title?: string; status?: string; name?: string };
export const isType =
  (path: string, type: string, pred: (o: EventObject) => boolean = () => true) =>
  (r: Received) =>
    r.path === path && eventOf(r)?.type === type && pred(eventOf(r).data.object);

/**
 * Registers the hooks that start the HTTPS receiver (trusting the live setup's test CA) before this file's tests, and
 * stop it and any server instance the file started after. Call after `useWebhooksOrg()`.
 */
export function useReceiver(): void {
  beforeAll(async () => {
    if (!tls) throw new Error('the live setup provides no test CA (contract-tests/setup/live.ts)');
    receiver = await startReceiver({ certPem: readFileSync(tls.certPath, 'utf8'), keyPem: readFileSync(tls.keyPath, 'utf8') });
  });
  afterAll(async () => {
    await stopAll();
    await receiver?.close();
  });
}
