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
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { insertWebhookTestEvent } from '../repositories/events.js';
import { findWebhookDelivery, insertWebhookDelivery, listWebhookDeliveries, toWebhookDelivery } from '../repositories/integrationEvents.js';
import {
  deleteWebhookSubscription,
  findWebhookSubscription,
  insertWebhookSubscription,
  listWebhookSubscriptions,
  toWebhookSubscription,
  updateWebhookSubscription,
  type WebhookSubscriptionRow,
} from '../repositories/webhookSubscriptions.js';
import { generateSecret } from '../storage/secrets.js';
import type { Keyring } from '../storage/keyring.js';
import { cancelPendingDeliveries, enqueueDelivery, ensureWebhooksIntegration } from '../webhooks/ledger.js';
import { recordAudit } from './audit.js';

/** A URL's host, the name an audit row gives a subscription (a URL's path or query may carry a receiver's token). */
const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

export { toWebhookDelivery, toWebhookSubscription };
export type WebhookSubscription = Schema<'WebhookSubscription'>;
export type CreatedWebhookSubscription = Schema<'CreatedWebhookSubscription'>;
export type WebhookDelivery = Schema<'WebhookDelivery'>;
export type WebhookTestResult = Schema<'WebhookTestResult'>;

const LIST_HREF = '/api/v1/webhook-subscriptions';

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
  /** `keyring`: the keyring (src/storage/keyring.ts) that encrypts signing secrets at rest. */
  constructor(
    private readonly db: Knex,
    private readonly keyring: Keyring,
  ) {}

  // ---------------------------------------------------------------- reads

  /** The org's subscription `id` (locked with `forUpdate`), or 404 NOT_FOUND naming path.id (absent or another org's). */
  private async load(db: Knex, orgId: string, id: string, forUpdate = false): Promise<WebhookSubscriptionRow> {
    const row = await findWebhookSubscription(db, orgId, id, forUpdate);
    if (!row) throw notFound('Webhook subscription', id, LIST_HREF, 'path.id');
    return row;
  }

  /** GET /webhook-subscriptions: oldest first, optionally only active (true) or inactive (false) ones. Paged. */
  async list(actor: Actor, q: QueryParams<'listWebhookSubscriptions'> & { limit: number }): Promise<Page<WebhookSubscription>> {
    const page = await listWebhookSubscriptions(this.db, actor.orgId, { active: q.active }, q);
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
    q: QueryParams<'listWebhookDeliveries'> & { limit: number },
  ): Promise<Page<WebhookDelivery> & { subscription: WebhookSubscription }> {
    const sub = await this.load(this.db, actor.orgId, id);
    const page = await listWebhookDeliveries(this.db, actor.orgId, sub.id, { status: q.status }, q);
    return { rows: page.rows.map(toWebhookDelivery), nextCursor: page.nextCursor, subscription: toWebhookSubscription(sub) };
  }

  // ---------------------------------------------------------------- writes (one transaction each)

  /**
   * POST /webhook-subscriptions: a new subscription created by the actor. Its secret is the one sent, or a generated
   * `whsec_…` returned here once as `secret` (absent when the caller sent theirs). Creates the org's `webhooks`
   * integration on first use. 400 naming body.url for a non-https URL or credentials in it.
   */
  create(actor: Actor, input: RequestBody<'createWebhookSubscription'>): Promise<CreatedWebhookSubscription> {
    const url = checkWebhookUrl(input.url, 'body.url');
    return this.db.transaction(async (trx) => {
      const id = randomUUID();
      const plain = input.secret ?? generateSecret();
      await ensureWebhooksIntegration(trx, actor.orgId);
      const row = await insertWebhookSubscription(trx, actor.orgId, {
        id,
        url,
        event_types: input.eventTypes,
        description: input.description ?? '',
        secret_ciphertext: this.keyring.encrypt(plain, id),
        active: input.active ?? true,
        created_by_user_id: actor.userId,
      });
      await recordAudit(trx, {
        orgId: actor.orgId,
        actor,
        action: 'webhook_subscription.created',
        target: { kind: 'webhook_subscription', id, ref: hostOf(url) },
        details: { eventTypes: input.eventTypes, secretGenerated: input.secret === undefined },
      });
      return { ...toWebhookSubscription(row), ...(input.secret === undefined ? { secret: plain } : {}) };
    });
  }

  /**
   * PATCH /webhook-subscriptions/{id}: url, eventTypes, description, active. `secret` is 400 (write-once). active
   * false cancels the pending deliveries (and their queued attempts); active true resumes an inactive one, clearing
   * disabledReason and failingSince. 404 when absent or another org's.
   */
  update(actor: Actor, id: string, input: RequestBody<'updateWebhookSubscription'>): Promise<WebhookSubscription> {
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
      const patch: Parameters<typeof updateWebhookSubscription>[3] = {};
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
      const updated = toWebhookSubscription((await updateWebhookSubscription(trx, actor.orgId, cur.id, patch))!);
      await recordAudit(trx, {
        orgId: actor.orgId,
        actor,
        action: 'webhook_subscription.updated',
        target: { kind: 'webhook_subscription', id: cur.id, ref: hostOf(updated.url) },
        details: { fields: Object.keys(input).sort(), ...(url !== undefined && url !== cur.url ? { urlHostBefore: hostOf(cur.url) } : {}) },
      });
      return updated;
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
      await deleteWebhookSubscription(trx, actor.orgId, cur.id);
      await recordAudit(trx, {
        orgId: actor.orgId,
        actor,
        action: 'webhook_subscription.deleted',
        target: { kind: 'webhook_subscription', id: cur.id, ref: hostOf(cur.url) },
      });
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
      await insertWebhookTestEvent(trx, actor.orgId, eventId, sub.id, actor.userId);
      const delivery = await insertWebhookDelivery(trx, actor.orgId, {
        integration_id: integrationId,
        kind: 'webhook.test',
        dedup_key: `${eventId}:${sub.id}`,
        event_id: eventId,
        subscription_id: sub.id,
      });
      await enqueueDelivery(trx, { orgId: actor.orgId, deliveryId: delivery.id, attempt: 0 });
      return { eventId, deliveryId: delivery.id };
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
      const original = await findWebhookDelivery(trx, actor.orgId, sub.id, deliveryId);
      if (!original) throw notFound('Delivery', deliveryId, `${LIST_HREF}/${sub.id}/deliveries`, 'path.deliveryId');
      // Any status: a delivery still retrying (the receiver is fixed, the next attempt hours away) is sent now by its
      // redelivery, while its own schedule goes on — receivers deduplicate on the event id.
      this.assertActive(sub, 'redeliver to');
      const row = await insertWebhookDelivery(trx, actor.orgId, {
        integration_id: original.integration_id,
        kind: original.kind,
        dedup_key: original.dedup_key,
        event_id: original.event_id,
        subscription_id: sub.id,
        redelivery_of: original.id,
        attempt_count: 0,
      });
      await enqueueDelivery(trx, { orgId: actor.orgId, deliveryId: row.id, attempt: 0 });
      return { delivery: toWebhookDelivery(row), subscription: toWebhookSubscription(sub) };
    });
  }

  /** 409 INVALID_STATE_TRANSITION unless the subscription is active (nothing is sent to an inactive one). */
  private assertActive(sub: WebhookSubscriptionRow, what: string): void {
    if (sub.active) return;
    throw new ApiError('INVALID_STATE_TRANSITION', `Webhook subscription ${sub.id} is inactive: cannot ${what} it`, {
      data: { id: sub.id, active: false, disabledReason: sub.disabled_reason },
      suggestion: `Reactivate it first with PATCH ${LIST_HREF}/${sub.id} and body {"active": true}${sub.disabled_reason ? ` (it was deactivated: ${sub.disabled_reason}; make sure the receiver answers 2xx)` : ''}, then retry.`,
    });
  }
}
