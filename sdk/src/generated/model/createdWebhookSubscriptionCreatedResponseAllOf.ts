/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreatedWebhookSubscription } from './createdWebhookSubscription';

export type CreatedWebhookSubscriptionCreatedResponseAllOf = {
  data?: CreatedWebhookSubscription;
};
