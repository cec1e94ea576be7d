/**
 * The `events` table (spec 2 §6.1): the org's event log the webhooks fan out from. The domain's events are written with
 * its changes (src/webhooks/ledger.ts); this module holds the writes a service makes itself, scoped by org_id.
 */
import type { Knex } from 'knex';

/**
 * Inserts the synthetic `webhook.test` event `id` (spec 2 §6.2) by `actorUserId`: object
 * `{id: subscriptionId, object: 'webhook_subscription', test: true}`, no changes, already fanned out (its one
 * delivery is written by the caller).
 */
export async function insertWebhookTestEvent(db: Knex, orgId: string, id: string, subscriptionId: string, actorUserId: string): Promise<void> {
  await db('events').insert({
    org_id: orgId,
    id,
    type: 'webhook.test',
    entity_type: null,
    object: JSON.stringify({ id: subscriptionId, object: 'webhook_subscription', test: true }),
    changes: JSON.stringify([]),
    actor_user_id: actorUserId,
    fanned_out_at: db.raw('clock_timestamp()'),
  });
}
