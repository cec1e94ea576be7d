/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { WebhookSubscriptionSavedResponseAllOf } from './webhookSubscriptionSavedResponseAllOf';

export type WebhookSubscriptionSavedResponse = SuccessEnvelope & WebhookSubscriptionSavedResponseAllOf;
