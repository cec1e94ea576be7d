/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SubscriptionResponseAllOf } from './subscriptionResponseAllOf';

export type SubscriptionResponse = SuccessEnvelope & SubscriptionResponseAllOf;
