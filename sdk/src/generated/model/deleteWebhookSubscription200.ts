/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteWebhookSubscription200AllOf } from './deleteWebhookSubscription200AllOf';

export type DeleteWebhookSubscription200 = SuccessEnvelope & DeleteWebhookSubscription200AllOf;
