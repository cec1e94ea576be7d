/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { GetNotificationUnreadCount200AllOfData } from './getNotificationUnreadCount200AllOfData';

export type GetNotificationUnreadCount200AllOf = {
  data?: GetNotificationUnreadCount200AllOfData;
};
