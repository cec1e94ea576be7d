import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { subscriptionActions } from './actions.js';

/**
 * GET /api/v1/webhook-subscriptions/{id}/deliveries — the subscription's delivery ledger, newest first; filter status
 * (spec 2 §6.4). Paged. 404 when the subscription is absent or another org's.
 */
export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.webhooks.listDeliveries(ctx.actor, path.id, { status: query.status, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor, actions: subscriptionActions(page.subscription).filter((a) => a.rel !== 'deliveries') });
};
