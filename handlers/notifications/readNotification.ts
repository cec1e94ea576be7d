import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { notificationActions } from './actions.js';

/** POST /api/v1/notifications/{id}/read — marks it read; idempotent (spec 2 §4.15). 404 when not the caller's. */
export const readNotification: Handler<'readNotification'> = async ({ path }, ctx) => {
  const n = await ctx.services.notifications.read(ctx.actor, path.id);
  return ok(n, { actions: notificationActions(n) });
};
