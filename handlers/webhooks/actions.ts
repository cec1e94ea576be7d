import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { WebhookDelivery, WebhookSubscription } from '../../src/services/webhooks.js';

/**
 * Valid next operations around webhooks (spec 2 §4.1, §4.14, §6.4). The pipeline leaves out those the credential's
 * capabilities do not allow (webhook:update, webhook:delete).
 */

/**
 * A subscription: itself and its deliveries; a test event while active (an inactive one refuses it); pause
 * (`{active: false}`) or resume (`{active: true}`) as a complete update; delete.
 */
export const subscriptionActions = (s: Pick<WebhookSubscription, 'id' | 'active'>): Action[] => [
  link('self', 'getWebhookSubscription', { id: s.id }),
  link('deliveries', 'listWebhookDeliveries', { id: s.id }),
  ...(s.active ? [action('testWebhookSubscription', { id: s.id })] : []),
  action('updateWebhookSubscription', { id: s.id }, { active: !s.active }),
  action('deleteWebhookSubscription', { id: s.id }),
];

/** A delivery: its subscription's ledger and the subscription; redeliver (sent at once) while the subscription is active. */
export const deliveryActions = (d: WebhookDelivery, sub: Pick<WebhookSubscription, 'id' | 'active'>): Action[] => [
  link('deliveries', 'listWebhookDeliveries', { id: sub.id }),
  link('subscription', 'getWebhookSubscription', { id: sub.id }),
  ...(sub.active ? [action('redeliverWebhookDelivery', { id: sub.id, deliveryId: d.id })] : []),
];
