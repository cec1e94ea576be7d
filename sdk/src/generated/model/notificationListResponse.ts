/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { NotificationListResponseAllOf } from './notificationListResponseAllOf';

export type NotificationListResponse = ListEnvelope & NotificationListResponseAllOf;
