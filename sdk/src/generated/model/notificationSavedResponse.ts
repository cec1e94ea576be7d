/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { NotificationSavedResponseAllOf } from './notificationSavedResponseAllOf';

export type NotificationSavedResponse = SuccessEnvelope & NotificationSavedResponseAllOf;
