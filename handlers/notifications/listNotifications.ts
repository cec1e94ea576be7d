import { ok } from '../../src/core/envelope.js';
import { action } from '../../src/core/actions.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/notifications — the caller's notifications, newest first; filters unreadOnly, pinned, types (spec 2 §4.15). Paged. */
export const listNotifications: Handler<'listNotifications'> = async ({ query }, ctx) => {
  const page = await ctx.services.notifications.list(ctx.actor, { ...query, ...pageOf(query) });
  const unread = page.rows.some((n) => !n.readAt);
  return ok(page.rows, { nextCursor: page.nextCursor, actions: unread ? [action('readAllNotifications')] : [] });
};
