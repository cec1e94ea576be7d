/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type GetNotificationUnreadCount200AllOfData = {
  /** @minimum 0 */
  count: number;
};
