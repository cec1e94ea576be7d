/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UnpinNotification200AllOf } from './unpinNotification200AllOf';

export type UnpinNotification200 = SuccessEnvelope & UnpinNotification200AllOf;
