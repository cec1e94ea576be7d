import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/webhook-subscriptions/{id}/test — emits a synthetic webhook.test event to this subscription and
 * returns {eventId, deliveryId} (spec 2 §6.2). Errors: 404 when absent or another org's; 409 INVALID_STATE_TRANSITION
 * when inactive.
 */
export const testWebhookSubscription: Handler<'testWebhookSubscription'> = async ({ path }, ctx) => {
  const result = await ctx.services.webhooks.test(ctx.actor, path.id);
  return ok(result, {
    actions: [link('deliveries', 'listWebhookDeliveries', { id: path.id }), link('subscription', 'getWebhookSubscription', { id: path.id })],
  });
};
