import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subscriptionActions } from './actions.js';

/** POST /api/v1/subscriptions — follow (true) or mute (false) an entity, absolute (spec 2 §4.3). 403 without its read capability, 404 when unknown. */
export const setSubscription: Handler<'setSubscription'> = async ({ body }, ctx) => {
  const s = await ctx.services.platform.setSubscription(ctx.actor, body.entityType, body.entityId, body.subscribed);
  return ok(s, { actions: subscriptionActions(s) });
};
