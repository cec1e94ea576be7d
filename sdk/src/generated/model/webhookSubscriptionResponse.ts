/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { WebhookSubscriptionResponseAllOf } from './webhookSubscriptionResponseAllOf';

export type WebhookSubscriptionResponse = SuccessEnvelope & WebhookSubscriptionResponseAllOf;
