/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { WebhookSubscription } from './webhookSubscription';
import type { CreatedWebhookSubscriptionAllOf } from './createdWebhookSubscriptionAllOf';

/**
 * The new subscription; `secret` is present once, here, when the server generated it (omitted when you sent yours).
 */
export type CreatedWebhookSubscription = WebhookSubscription & CreatedWebhookSubscriptionAllOf;
