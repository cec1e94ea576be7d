import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subscriptionActions } from './actions.js';

/**
 * PATCH /api/v1/webhook-subscriptions/{id} — url, eventTypes, description, active (spec 2 §4.14). active false cancels
 * pending deliveries; true clears disabledReason and failingSince. Errors: 400 naming body.secret (write-once) or
 * body.url; 404 when absent or another org's.
 */
export const updateWebhookSubscription: Handler<'updateWebhookSubscription'> = async ({ path, body }, ctx) => {
  const s = await ctx.services.webhooks.update(ctx.actor, path.id, body);
  return ok(s, { actions: subscriptionActions(s) });
};
