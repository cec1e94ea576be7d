import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { notificationActions } from './actions.js';

/** POST /api/v1/notifications/{id}/unpin — unpins it (spec 2 §4.15). 404 when not the caller's. */
export const unpinNotification: Handler<'unpinNotification'> = async ({ path }, ctx) => {
  const n = await ctx.services.notifications.pin(ctx.actor, path.id, false);
  return ok(n, { actions: notificationActions(n) });
};
