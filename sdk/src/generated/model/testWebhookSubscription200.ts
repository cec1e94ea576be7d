/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TestWebhookSubscription200AllOf } from './testWebhookSubscription200AllOf';

export type TestWebhookSubscription200 = SuccessEnvelope & TestWebhookSubscription200AllOf;
