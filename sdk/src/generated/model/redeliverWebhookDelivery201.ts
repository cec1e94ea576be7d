/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RedeliverWebhookDelivery201AllOf } from './redeliverWebhookDelivery201AllOf';

export type RedeliverWebhookDelivery201 = SuccessEnvelope & RedeliverWebhookDelivery201AllOf;
