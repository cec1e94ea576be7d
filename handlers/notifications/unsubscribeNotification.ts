import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subscriptionActions } from '../platform/actions.js';

/**
 * POST /api/v1/notifications/{id}/unsubscribe — mutes the notification's source entity for the caller
 * (spec 2 §4.15). 404 when not the caller's; 409 when the notification has no source entity.
 */
export const unsubscribeNotification: Handler<'unsubscribeNotification'> = async ({ path }, ctx) => {
  const s = await ctx.services.notifications.unsubscribe(ctx.actor, path.id);
  return ok(s, { actions: subscriptionActions(s) });
};
