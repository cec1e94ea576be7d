import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * DELETE /api/v1/webhook-subscriptions/{id} — {id, deleted: true}; pending deliveries are cancelled at once (spec 2
 * §6.3). 404 when absent or another org's.
 */
export const deleteWebhookSubscription: Handler<'deleteWebhookSubscription'> = async ({ path }, ctx) => {
  const result = await ctx.services.webhooks.remove(ctx.actor, path.id);
  return ok(result, { actions: [link('list', 'listWebhookSubscriptions')] });
};
