/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Notification } from './notification';

export type NotificationListResponseAllOf = {
  data?: Notification[];
};
