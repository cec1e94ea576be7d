import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { deliveryActions } from './actions.js';

/**
 * POST /api/v1/webhook-subscriptions/{id}/deliveries/{deliveryId}/redeliver — 201 with a new pending delivery of the
 * same event (kind redelivery, redeliveryOf the original). Beyond the spec (spec 2 §6.4). Errors: 404 naming
 * path.id or path.deliveryId; 409 when the subscription is inactive or the delivery still pending or retrying.
 */
export const redeliverWebhookDelivery: Handler<'redeliverWebhookDelivery'> = async ({ path }, ctx) => {
  const { delivery, subscription } = await ctx.services.webhooks.redeliver(ctx.actor, path.id, path.deliveryId);
  return created(delivery, { actions: deliveryActions(delivery, subscription) });
};
