import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subscriptionActions } from './actions.js';

/** GET /api/v1/webhook-subscriptions/{id} — one subscription, without its secret (spec 2 §4.14). 404 when absent or another org's. */
export const getWebhookSubscription: Handler<'getWebhookSubscription'> = async ({ path }, ctx) => {
  const s = await ctx.services.webhooks.get(ctx.actor, path.id);
  return ok(s, { actions: subscriptionActions(s) });
};
