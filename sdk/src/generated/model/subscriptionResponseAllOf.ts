/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Subscription } from './subscription';

export type SubscriptionResponseAllOf = {
  data?: Subscription;
};
