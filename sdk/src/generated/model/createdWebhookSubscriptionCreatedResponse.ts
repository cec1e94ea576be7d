/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreatedWebhookSubscriptionCreatedResponseAllOf } from './createdWebhookSubscriptionCreatedResponseAllOf';

export type CreatedWebhookSubscriptionCreatedResponse = SuccessEnvelope & CreatedWebhookSubscriptionCreatedResponseAllOf;
