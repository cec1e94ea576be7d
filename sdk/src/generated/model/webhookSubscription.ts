/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventTypeFilter } from './eventTypeFilter';
import type { WebhookSubscriptionDisabledReason } from './webhookSubscriptionDisabledReason';
import type { WebhookSubscriptionFailingSince } from './webhookSubscriptionFailingSince';
import type { WebhookSubscriptionCreatedById } from './webhookSubscriptionCreatedById';

/**
 * An HTTPS endpoint receiving events (spec 2 §4.14, §6). The secret that signs its deliveries is never returned (only once, on creation, when the server generated it). `active` false: nothing is sent (set by PATCH, or by the server after three days of failed deliveries, with `disabledReason`). `failingSince`: when the current run of failed attempts began (null after any success).
 */
export interface WebhookSubscription {
  id: string;
  url: string;
  eventTypes: EventTypeFilter[];
  description: string;
  active: boolean;
  /** Why the server deactivated it (null when active or deactivated by a caller). */
  disabledReason: WebhookSubscriptionDisabledReason;
  failingSince: WebhookSubscriptionFailingSince;
  createdById: WebhookSubscriptionCreatedById;
  createdAt: string;
  updatedAt: string;
}
