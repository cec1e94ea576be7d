/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UnsubscribeNotification200AllOf } from './unsubscribeNotification200AllOf';

export type UnsubscribeNotification200 = SuccessEnvelope & UnsubscribeNotification200AllOf;
