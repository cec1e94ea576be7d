/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateWebhookSubscription200AllOf } from './updateWebhookSubscription200AllOf';

export type UpdateWebhookSubscription200 = SuccessEnvelope & UpdateWebhookSubscription200AllOf;
