/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetNotificationUnreadCount200AllOf } from './getNotificationUnreadCount200AllOf';

export type GetNotificationUnreadCount200 = SuccessEnvelope & GetNotificationUnreadCount200AllOf;
