/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { WebhookSubscription } from './webhookSubscription';

export type WebhookSubscriptionResponseAllOf = {
  data?: WebhookSubscription;
};
