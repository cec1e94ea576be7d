/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetSubscription200AllOf } from './setSubscription200AllOf';

export type SetSubscription200 = SuccessEnvelope & SetSubscription200AllOf;
