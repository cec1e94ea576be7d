import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subscriptionActions } from './actions.js';

/**
 * POST /api/v1/webhook-subscriptions — 201 with the subscription; `secret` only when the server generated it, this
 * once (spec 2 §4.14, §6.1). Errors: 400 naming body.url (not https, credentials in it) or body.eventTypes.<n>
 * (not in the catalog, with did-you-mean).
 */
export const createWebhookSubscription: Handler<'createWebhookSubscription'> = async ({ body }, ctx) => {
  const s = await ctx.services.webhooks.create(ctx.actor, body);
  return created(s, { actions: subscriptionActions(s) });
};
