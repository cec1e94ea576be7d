/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetWebhookSubscription200AllOf } from './getWebhookSubscription200AllOf';

export type GetWebhookSubscription200 = SuccessEnvelope & GetWebhookSubscription200AllOf;
