/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ReadAllNotifications200AllOf } from './readAllNotifications200AllOf';

export type ReadAllNotifications200 = SuccessEnvelope & ReadAllNotifications200AllOf;
