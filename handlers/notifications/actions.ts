import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { components } from '../../src/generated/api.js';

type Notification = components['schemas']['Notification'];

/** From a notification: read it if unread, pin or unpin, mute its source, open the source (spec 2 §4.1, §4.15). */
export const notificationActions = (n: Notification): Action[] => [
  ...(n.readAt ? [] : [action('readNotification', { id: n.id })]),
  n.pinned ? action('unpinNotification', { id: n.id }) : action('pinNotification', { id: n.id }),
  ...(n.entityType && n.entityId ? [action('unsubscribeNotification', { id: n.id })] : []),
  ...(n.linkUrl ? [{ rel: 'source', method: 'GET' as const, href: n.linkUrl }] : []),
];

export const listLink = (): Action => link('notifications', 'listNotifications');
