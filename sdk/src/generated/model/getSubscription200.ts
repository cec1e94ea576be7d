/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetSubscription200AllOf } from './getSubscription200AllOf';

export type GetSubscription200 = SuccessEnvelope & GetSubscription200AllOf;
