/**
 * Webhook subscriptions and their delivery ledger (spec 2 §4.14, §6.1–§6.4).
 *
 * A subscription is an HTTPS endpoint (`url`) receiving the events of `event_types` (catalog names, or `*` for all),
 * signed with its secret. Rules:
 * - `url`: https:// only, no user:password in it (400 VALIDATION_FAILED naming body.url). Private and loopback hosts
 *   are accepted here: the SSRF guard binds at delivery time, on the resolved address (src/webhooks/deliver.ts).
 * - `eventTypes`: checked against the catalog by the request validator (openapi/schemas/webhooks/EventType.yaml; an
 *   unknown name is 400 with did-you-mean before this service runs).
 * - secret: write-once. Sent: stored as is; not sent: generated (`whsec_…`) and returned once, in the 201 of create.
 *   Stored encrypted only (AES-256-GCM under the server's key, the subscription id as AAD: src/storage/secrets.ts),
 *   never returned anywhere else; PATCH with `secret` is 400 (rotate by creating a new subscription).
 * - active false (PATCH) cancels its pending deliveries and removes their queued attempts; active true on an inactive
 *   subscription clears disabledReason and failingSince (the server's three-day deactivation) — sent to an active one
 *   it changes nothing, so a form re-sending it cannot keep a failing subscription from being deactivated. Delete cancels them likewise, then deletes.
 * - The org's built-in `webhooks` integration is created with its first subscription (its outbound ledger is the
 *   deliveries: integration_events rows naming the event and the subscription).
 *
 * Deliveries (the ledger, spec 2 §6.4): `test` writes a synthetic `webhook.test` event and one pending delivery and
 * queues its first attempt; `redeliver` copies a finished delivery into a new pending row (redelivery_of = the
 * original) and queues it. Attempts themselves (POST, signature, retries) are the delivery job's
 * (src/webhooks/deliver.ts). Every method runs in one transaction on the scoped db; every query is scoped by org.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { encryptSecret, generateSecret } from '../storage/secrets.js';
import { cancelPendingDeliveries, enqueueDelivery, ensureWebhooksIntegration } from '../webhooks/ledger.js';
import { iso } from './common.js';

export type WebhookSubscription = components['schemas']['WebhookSubscription'];
export type CreatedWebhookSubscription = components['schemas']['CreatedWebhookSubscription'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookTestResult = components['schemas']['WebhookTestResult'];
type EventTypeFilter = components['schemas']['EventTypeFilter'];
type DeliveryStatus = WebhookDelivery['status'];

/** A webhook_subscriptions row (secret_ciphertext is never selected by reads). */
interface SubscriptionRow {
  org_id: string;
  id: string;
  url: string;
  event_types: string[];
  description: string;
  active: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_by_user_id: string | null;
  created_at: Date;
  updated_at: Date;
}
/** An integration_events row of a subscription (direction outbound). */
interface DeliveryRow {
  id: string;
  integration_id: string;
  kind: string;
  status: DeliveryStatus;
  dedup_key: string;
  attempt_count: number;
  last_error: string | null;
  last_status_code: number | null;
  event_id: string;
  subscription_id: string | null;
  redelivery_of: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  finished_at: Date | null;
  duration_ms: number | null;
}

const SUB_COLUMNS = [
  'org_id',
  'id',
  'url',
  'event_types',
  'description',
  'active',
  'disabled_reason',
  'failing_since',
  'created_by_user_id',
  'created_at',
  'updated_at',
];
const DELIVERY_COLUMNS = [
  'id',
  'integration_id',
  'kind',
  'status',
  'dedup_key',
  'attempt_count',
  'last_error',
  'last_status_code',
  'event_id',
  'subscription_id',
  'redelivery_of',
  'created_at',
  'last_attempt_at',
  'next_attempt_at',
  'finished_at',
  'duration_ms',
];

const SUBSCRIPTIONS: ListOrder = {
  name: 'webhook-subscriptions',
  direction: 'asc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};
const DELIVERIES: ListOrder = {
  name: 'webhook-deliveries',
  direction: 'desc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

const LIST_HREF = '/api/v1/webhook-subscriptions';

export const toWebhookSubscription = (r: SubscriptionRow): WebhookSubscription => ({
  id: r.id,
  url: r.url,
  eventTypes: r.event_types as EventTypeFilter[],
  description: r.description,
  active: r.active,
  disabledReason: r.disabled_reason,
  failingSince: iso(r.failing_since),
  createdById: r.created_by_user_id,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/**
 * A ledger row as the API shows it (spec 2 §6.4): kind `redelivery` when it re-sends another row, `test` for the
 * synthetic webhook.test event, else `event`; eventType is the row's kind column (the event type); deliveredAt is
 * when it succeeded (null otherwise).
 */
export const toWebhookDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  eventId: r.event_id,
  eventType: r.kind as WebhookDelivery['eventType'],
  subscriptionId: r.subscription_id,
  kind: r.redelivery_of ? 'redelivery' : r.kind === 'webhook.test' ? 'test' : 'event',
  status: r.status,
  dedupKey: r.dedup_key,
  attemptCount: r.attempt_count,
  lastError: r.last_error,
  lastStatusCode: r.last_status_code,
  createdAt: iso(r.created_at)!,
  lastAttemptAt: iso(r.last_attempt_at),
  nextAttemptAt: iso(r.next_attempt_at),
  deliveredAt: r.status === 'succeeded' ? iso(r.finished_at) : null,
  durationMs: r.duration_ms,
  redeliveryOf: r.redelivery_of,
});

/**
 * `url` as a subscription accepts it: an absolute https:// URL without credentials; else 400 VALIDATION_FAILED
 * naming `field` with the fix. Private hosts pass (the delivery job refuses non-public addresses when it connects).
 */
export function checkWebhookUrl(url: string, field: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw invalidField(field, 'is not an absolute URL', `Send a full https:// URL such as https://hooks.example.com/sextant.`);
  }
  if (u.protocol !== 'https:') {
    const https = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, 'https://') : 'https://hooks.example.com/sextant';
    throw invalidField(
      field,
      `must be an https:// URL (got ${u.protocol.replace(/:$/, '')}); webhooks are only sent over TLS`,
      `Serve the receiver over HTTPS and send ${field} as ${https}.`,
    );
  }
  if (!u.hostname) throw invalidField(field, 'has no host', 'Send a full https:// URL with a host, such as https://hooks.example.com/sextant.');
  if (u.username || u.password) {
    u.username = '';
    u.password = '';
    throw invalidField(
      field,
      'must not contain a user name or password',
      `Remove the credentials and send ${field} as ${u.toString()}; verify requests on the receiver with the Sextant-Signature header instead.`,
    );
  }
  return url;
}

export class WebhookService {
  /** `secret`: the server's 32-byte key (src/storage/secretKey.ts) that encrypts signing secrets at rest. */
  constructor(
    private readonly db: Knex,
    private readonly secret: Buffer,
  ) {}

  // ---------------------------------------------------------------- reads

  /** The org's subscription `id` (locked with `forUpdate`), or 404 NOT_FOUND naming path.id (absent or another org's). */
  private async load(db: Knex, orgId: string, id: string, forUpdate = false): Promise<SubscriptionRow> {
    const q = db('webhook_subscriptions').select(SUB_COLUMNS).where({ org_id: orgId, id });
    if (forUpdate) q.forUpdate();
    const row: SubscriptionRow | undefined = await q.first();
    if (!row) throw notFound('Webhook subscription', id, LIST_HREF, 'path.id');
    return row;
  }

  /** GET /webhook-subscriptions: oldest first, optionally only active (true) or inactive (false) ones. Paged. */
  async list(actor: Actor, q: { active?: boolean; cursor?: string; limit: number }): Promise<Page<WebhookSubscription>> {
    const query = this.db('webhook_subscriptions').select(SUB_COLUMNS).where('org_id', actor.orgId);
    if (q.active !== undefined) query.andWhere('active', q.active);
    const page = await paginate<SubscriptionRow & Record<string, unknown>>(query, SUBSCRIPTIONS, q);
    return { rows: page.rows.map(toWebhookSubscription), nextCursor: page.nextCursor };
  }

  /** GET /webhook-subscriptions/{id}: without its secret. 404 when absent or another org's. */
  async get(actor: Actor, id: string): Promise<WebhookSubscription> {
    return toWebhookSubscription(await this.load(this.db, actor.orgId, id));
  }

  /**
   * GET /webhook-subscriptions/{id}/deliveries: the subscription's ledger rows, newest first, optionally of one
   * status. Paged. 404 when the subscription is absent or another org's.
   */
  async listDeliveries(
    actor: Actor,
    id: string,
    q: { status?: DeliveryStatus; cursor?: string; limit: number },
  ): Promise<Page<WebhookDelivery> & { subscription: WebhookSubscription }> {
    const sub = await this.load(this.db, actor.orgId, id);
    const query = this.db('integration_events').select(DELIVERY_COLUMNS).where({ org_id: actor.orgId, subscription_id: sub.id, direction: 'outbound' });
    if (q.status) query.andWhere('status', q.status);
    const page = await paginate<DeliveryRow & Record<string, unknown>>(query, DELIVERIES, q);
    return { rows: page.rows.map(toWebhookDelivery), nextCursor: page.nextCursor, subscription: toWebhookSubscription(sub) };
  }

  // ---------------------------------------------------------------- writes (one transaction each)

  /**
   * POST /webhook-subscriptions: a new subscription created by the actor. Its secret is the one sent, or a generated
   * `whsec_…` returned here once as `secret` (absent when the caller sent theirs). Creates the org's `webhooks`
   * integration on first use. 400 naming body.url for a non-https URL or credentials in it.
   */
  create(
    actor: Actor,
    input: { url: string; eventTypes: EventTypeFilter[]; description?: string; secret?: string; active?: boolean },
  ): Promise<CreatedWebhookSubscription> {
    const url = checkWebhookUrl(input.url, 'body.url');
    return this.db.transaction(async (trx) => {
      const id = randomUUID();
      const plain = input.secret ?? generateSecret();
      await ensureWebhooksIntegration(trx, actor.orgId);
      const [row]: SubscriptionRow[] = await trx('webhook_subscriptions')
        .insert({
          org_id: actor.orgId,
          id,
          url,
          event_types: input.eventTypes,
          description: input.description ?? '',
          secret_ciphertext: encryptSecret(this.secret, plain, id),
          active: input.active ?? true,
          created_by_user_id: actor.userId,
        })
        .returning(SUB_COLUMNS);
      return { ...toWebhookSubscription(row), ...(input.secret === undefined ? { secret: plain } : {}) };
    });
  }

  /**
   * PATCH /webhook-subscriptions/{id}: url, eventTypes, description, active. `secret` is 400 (write-once). active
   * false cancels the pending deliveries (and their queued attempts); active true resumes an inactive one, clearing
   * disabledReason and failingSince. 404 when absent or another org's.
   */
  update(
    actor: Actor,
    id: string,
    input: { url?: string; eventTypes?: EventTypeFilter[]; description?: string; active?: boolean; secret?: unknown },
  ): Promise<WebhookSubscription> {
    if (input.secret !== undefined) {
      throw invalidField(
        'body.secret',
        "cannot be changed: a subscription's signing secret is write-once",
        'To rotate the secret, create a new subscription with the new secret (POST /api/v1/webhook-subscriptions), move your receiver to verify with it, then delete this one; leave secret out of this request to change anything else.',
      );
    }
    const url = input.url === undefined ? undefined : checkWebhookUrl(input.url, 'body.url');
    return this.db.transaction(async (trx) => {
      const cur = await this.load(trx, actor.orgId, id, true);
      const patch: Record<string, unknown> = { updated_at: trx.raw('clock_timestamp()') };
      if (url !== undefined) patch.url = url;
      if (input.eventTypes !== undefined) patch.event_types = input.eventTypes;
      if (input.description !== undefined) patch.description = input.description;
      if (input.active === false) {
        // Harmless when already inactive (nothing is pending then); a server deactivation keeps its reason.
        patch.active = false;
        if (cur.active) patch.disabled_reason = null;
        await cancelPendingDeliveries(trx, actor.orgId, cur.id, 'subscription deactivated');
      } else if (input.active === true && !cur.active) {
        // Resuming starts afresh; `active: true` sent to an active subscription keeps its run of failures counting.
        Object.assign(patch, { active: true, disabled_reason: null, failing_since: null });
      }
      const [row]: SubscriptionRow[] = await trx('webhook_subscriptions').where({ org_id: actor.orgId, id: cur.id }).update(patch).returning(SUB_COLUMNS);
      return toWebhookSubscription(row);
    });
  }

  /**
   * DELETE /webhook-subscriptions/{id}: cancels its pending deliveries (their queued attempts removed; the ledger rows
   * stay, cancelled, with no subscription) and deletes it. 404 when absent or another org's.
   */
  remove(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const cur = await this.load(trx, actor.orgId, id, true);
      await cancelPendingDeliveries(trx, actor.orgId, cur.id, 'subscription deleted');
      await trx('webhook_subscriptions').where({ org_id: actor.orgId, id: cur.id }).delete();
      return { id: cur.id, deleted: true as const };
    });
  }

  /**
   * POST /webhook-subscriptions/{id}/test (spec 2 §6.2): writes a synthetic `webhook.test` event
   * (`{id, object: 'webhook_subscription', test: true}`, no changes, already fanned out) and its one pending delivery
   * to this subscription, and queues the first attempt. 409 INVALID_STATE_TRANSITION when the subscription is
   * inactive; 404 when absent or another org's.
   */
  test(actor: Actor, id: string): Promise<WebhookTestResult> {
    return this.db.transaction(async (trx) => {
      const sub = await this.load(trx, actor.orgId, id, true);
      this.assertActive(sub, 'send a test event to');
      const integrationId = await ensureWebhooksIntegration(trx, actor.orgId);
      const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
      await trx('events').insert({
        org_id: actor.orgId,
        id: eventId,
        type: 'webhook.test',
        entity_type: null,
        object: JSON.stringify({ id: sub.id, object: 'webhook_subscription', test: true }),
        changes: JSON.stringify([]),
        actor_user_id: actor.userId,
        fanned_out_at: trx.raw('clock_timestamp()'),
      });
      const [delivery] = await trx('integration_events')
        .insert({
          org_id: actor.orgId,
          integration_id: integrationId,
          direction: 'outbound',
          kind: 'webhook.test',
          status: 'pending',
          dedup_key: `${eventId}:${sub.id}`,
          event_id: eventId,
          subscription_id: sub.id,
        })
        .returning('id');
      await enqueueDelivery(trx, { orgId: actor.orgId, deliveryId: delivery.id, attempt: 0 });
      return { eventId, deliveryId: delivery.id as string };
    });
  }

  /**
   * POST /webhook-subscriptions/{id}/deliveries/{deliveryId}/redeliver: a new pending delivery of the same event to
   * the same subscription (kind redelivery, redeliveryOf the original, its own attempts), queued at once. 404 naming
   * path.deliveryId when the delivery is not this subscription's; 409 when the subscription is inactive. Whatever the
   * original's status: a retrying one keeps its own schedule, the redelivery is attempted at once.
   */
  redeliver(actor: Actor, id: string, deliveryId: string): Promise<{ delivery: WebhookDelivery; subscription: WebhookSubscription }> {
    return this.db.transaction(async (trx) => {
      const sub = await this.load(trx, actor.orgId, id, true);
      const original: DeliveryRow | undefined = await trx('integration_events')
        .select(DELIVERY_COLUMNS)
        .where({ org_id: actor.orgId, id: deliveryId, subscription_id: sub.id, direction: 'outbound' })
        .first();
      if (!original) throw notFound('Delivery', deliveryId, `${LIST_HREF}/${sub.id}/deliveries`, 'path.deliveryId');
      // Any status: a delivery still retrying (the receiver is fixed, the next attempt hours away) is sent now by its
      // redelivery, while its own schedule goes on — receivers deduplicate on the event id.
      this.assertActive(sub, 'redeliver to');
      const [row]: DeliveryRow[] = await trx('integration_events')
        .insert({
          org_id: actor.orgId,
          integration_id: original.integration_id,
          direction: 'outbound',
          kind: original.kind,
          status: 'pending',
          dedup_key: original.dedup_key,
          event_id: original.event_id,
          subscription_id: sub.id,
          redelivery_of: original.id,
          attempt_count: 0,
        })
        .returning(DELIVERY_COLUMNS);
      await enqueueDelivery(trx, { orgId: actor.orgId, deliveryId: row.id, attempt: 0 });
      return { delivery: toWebhookDelivery(row), subscription: toWebhookSubscription(sub) };
    });
  }

  /** 409 INVALID_STATE_TRANSITION unless the subscription is active (nothing is sent to an inactive one). */
  private assertActive(sub: SubscriptionRow, what: string): void {
    if (sub.active) return;
    throw new ApiError('INVALID_STATE_TRANSITION', `Webhook subscription ${sub.id} is inactive: cannot ${what} it`, {
      data: { id: sub.id, active: false, disabledReason: sub.disabled_reason },
      suggestion: `Reactivate it first with PATCH ${LIST_HREF}/${sub.id} and body {"active": true}${sub.disabled_reason ? ` (it was deactivated: ${sub.disabled_reason}; make sure the receiver answers 2xx)` : ''}, then retry.`,
    });
  }
}
