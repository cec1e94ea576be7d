/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ReadNotification200AllOf } from './readNotification200AllOf';

export type ReadNotification200 = SuccessEnvelope & ReadNotification200AllOf;
