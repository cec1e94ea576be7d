/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PinNotification200AllOf } from './pinNotification200AllOf';

export type PinNotification200 = SuccessEnvelope & PinNotification200AllOf;
