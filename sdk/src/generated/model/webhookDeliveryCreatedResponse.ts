/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { WebhookDeliveryCreatedResponseAllOf } from './webhookDeliveryCreatedResponseAllOf';

export type WebhookDeliveryCreatedResponse = SuccessEnvelope & WebhookDeliveryCreatedResponseAllOf;
