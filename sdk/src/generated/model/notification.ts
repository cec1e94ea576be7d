/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { NotificationType } from './notificationType';
import type { NotificationLinkUrl } from './notificationLinkUrl';
import type { NotificationReadAt } from './notificationReadAt';
import type { NotificationEntityType } from './notificationEntityType';
import type { NotificationEntityId } from './notificationEntityId';
import type { NotificationActorId } from './notificationActorId';

/**
 * An in-app notification for the caller (spec 1 §2 Notification, spec 2 §4.15, §6.4).
 */
export interface Notification {
  id: string;
  /** task_assigned: you were assigned a task; entity_changed: an entity you follow changed; mention: you were mentioned in a message or comment; message: a new message in a room whose notification level is all; handoff: work was handed to you (a template step, a task, or the next delivery phase); insight_review: an insight was sent to a team whose insight reviewer you are; insight_need_context: an insight you recorded was returned to you for more context; promise_break: work promised to a customer on an insight you recorded was moved past the promised date; strategy_changed: a strategy of your org was created, edited, published or archived by someone else (spec 1 §2.7: every member hears of it; mute one strategy with unsubscribe); webhook_disabled: a webhook subscription you created was deactivated after its deliveries failed for 3 days (linkUrl reads it; reactivate it with PATCH active true). */
  type: NotificationType;
  title: string;
  body: string;
  /** API path of the source entity. */
  linkUrl: NotificationLinkUrl;
  readAt: NotificationReadAt;
  pinned: boolean;
  entityType: NotificationEntityType;
  entityId: NotificationEntityId;
  /** Who caused it. */
  actorId: NotificationActorId;
  createdAt: string;
}
