/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateWebhookSubscription201AllOf } from './createWebhookSubscription201AllOf';

export type CreateWebhookSubscription201 = SuccessEnvelope & CreateWebhookSubscription201AllOf;
