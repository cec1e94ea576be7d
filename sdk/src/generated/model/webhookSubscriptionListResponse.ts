/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { WebhookSubscriptionListResponseAllOf } from './webhookSubscriptionListResponseAllOf';

export type WebhookSubscriptionListResponse = ListEnvelope & WebhookSubscriptionListResponseAllOf;
