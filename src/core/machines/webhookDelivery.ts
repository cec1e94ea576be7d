/**
 * Webhook delivery status (the outbound ledger, integration_events; moved only by the delivery worker and by
 * deactivating or deleting a subscription): pending and retrying move to succeeded, retrying (another failed attempt
 * before the last), failed (the last attempt, a missing event, a subscription disabled after 3 days) or cancelled
 * (subscription inactive or deleted). succeeded, failed and cancelled are final; a redelivery is a new row.
 */
import { machine } from './machine.js';

export type DeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed' | 'cancelled';

export const deliveryMachine = machine<DeliveryStatus>('delivery', {
  pending: ['retrying', 'succeeded', 'failed', 'cancelled'],
  retrying: ['retrying', 'succeeded', 'failed', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
});

/** The statuses that still await an attempt (the ones with moves left). */
export const OPEN_DELIVERY = deliveryMachine.states.filter((s) => !deliveryMachine.isFinal(s));
