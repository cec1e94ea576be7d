/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SubscriptionSavedResponseAllOf } from './subscriptionSavedResponseAllOf';

export type SubscriptionSavedResponse = SuccessEnvelope & SubscriptionSavedResponseAllOf;
