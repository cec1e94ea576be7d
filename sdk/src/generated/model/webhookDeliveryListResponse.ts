/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { WebhookDeliveryListResponseAllOf } from './webhookDeliveryListResponseAllOf';

export type WebhookDeliveryListResponse = ListEnvelope & WebhookDeliveryListResponseAllOf;
