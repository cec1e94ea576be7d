/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventType } from './eventType';
import type { WebhookDeliverySubscriptionId } from './webhookDeliverySubscriptionId';
import type { WebhookDeliveryKind } from './webhookDeliveryKind';
import type { WebhookDeliveryStatus } from './webhookDeliveryStatus';
import type { WebhookDeliveryLastError } from './webhookDeliveryLastError';
import type { WebhookDeliveryLastStatusCode } from './webhookDeliveryLastStatusCode';
import type { WebhookDeliveryLastAttemptAt } from './webhookDeliveryLastAttemptAt';
import type { WebhookDeliveryNextAttemptAt } from './webhookDeliveryNextAttemptAt';
import type { WebhookDeliveryDeliveredAt } from './webhookDeliveryDeliveredAt';
import type { WebhookDeliveryDurationMs } from './webhookDeliveryDurationMs';
import type { WebhookDeliveryRedeliveryOf } from './webhookDeliveryRedeliveryOf';

/**
 * One row of a subscription's delivery ledger (spec 2 §6.4): an event sent (or to be sent) to one subscription, with its attempts. status pending (first attempt queued) → retrying (an attempt failed, the next is scheduled at nextAttemptAt) → succeeded (a 2xx) | failed (every attempt failed, or the address was refused) | cancelled (the subscription was deactivated or deleted). kind: event, test (webhook.test) or redelivery (a new row re-sending the event of `redeliveryOf`). dedupKey `<eventId>:<subscriptionId>` is unique among originals.
 */
export interface WebhookDelivery {
  id: string;
  /**
   * the event id (evt_ and 32 hex digits)
   * @pattern ^evt_[0-9a-f]{32}$
   */
  eventId: string;
  eventType: EventType;
  subscriptionId: WebhookDeliverySubscriptionId;
  kind: WebhookDeliveryKind;
  status: WebhookDeliveryStatus;
  dedupKey: string;
  /** @minimum 0 */
  attemptCount: number;
  /** The last failed attempt: HTTP status and the start of the body, a timeout, a TLS or connection error, or a refused address. */
  lastError: WebhookDeliveryLastError;
  lastStatusCode: WebhookDeliveryLastStatusCode;
  createdAt: string;
  lastAttemptAt: WebhookDeliveryLastAttemptAt;
  nextAttemptAt: WebhookDeliveryNextAttemptAt;
  deliveredAt: WebhookDeliveryDeliveredAt;
  /** The last attempt's duration in milliseconds. */
  durationMs: WebhookDeliveryDurationMs;
  redeliveryOf: WebhookDeliveryRedeliveryOf;
}
