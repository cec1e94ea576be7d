/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { WebhookDelivery } from './webhookDelivery';

export type WebhookDeliveryCreatedResponseAllOf = {
  data?: WebhookDelivery;
};
