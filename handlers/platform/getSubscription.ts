import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subscriptionActions } from './actions.js';

/** GET /api/v1/subscriptions — whether the caller follows the entity (spec 2 §4.3). 403 without its read capability, 404 when unknown. */
export const getSubscription: Handler<'getSubscription'> = async ({ query }, ctx) => {
  const s = await ctx.services.platform.subscription(ctx.actor, query.entityType, query.entityId);
  return ok(s, { actions: subscriptionActions(s) });
};
