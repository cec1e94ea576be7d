import { ok } from '../../src/core/envelope.js';
import { action, link, withQuery } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/notifications/unread-count — how many of the caller's notifications are unread (spec 2 §4.15). */
export const getNotificationUnreadCount: Handler<'getNotificationUnreadCount'> = async (_input, ctx) => {
  const count = await ctx.services.notifications.unreadCount(ctx.actor);
  return ok({ count }, { actions: count ? [withQuery(link('unread', 'listNotifications'), { unreadOnly: true }), action('readAllNotifications')] : [] });
};
