/**
 * The delivery ledger's shared steps (spec 2 §6.3, §6.4), used by the webhook service (test, redeliver,
 * deactivate, delete) and the delivery jobs (src/webhooks/deliver.ts), always inside the caller's transaction.
 *
 * A delivery is a row of integration_events (direction outbound) of the org's `webhooks` integration, naming its
 * event (events.id) and subscription. Its attempts run as `webhook_deliver` jobs, one job per attempt, keyed
 * `wh:<deliveryId>`; the payload's `attempt` is the attempt_count the row must still have when the job runs (a
 * compare-and-set: a job run twice, or a stale one, finds a different count and does nothing).
 */
import type { Knex } from 'knex';
import { enqueue } from '../platform/queue.js';
import { deliveryMachine } from '../core/machines/webhookDelivery.js';

export const DELIVER_TASK = 'webhook_deliver';
export const FANOUT_TASK = 'webhook_fanout';
export const jobKeyOf = (deliveryId: string) => `wh:${deliveryId}`;

/** The org's built-in `webhooks` integration (created once, on first need); returns its id. */
export async function ensureWebhooksIntegration(trx: Knex, orgId: string): Promise<string> {
  await trx.raw(`INSERT INTO integrations (org_id, kind, name) VALUES (?, 'webhooks', 'Webhooks') ON CONFLICT (org_id) WHERE kind = 'webhooks' DO NOTHING`, [
    orgId,
  ]);
  const row = await trx('integrations').select('id').where({ org_id: orgId, kind: 'webhooks' }).first();
  return row.id as string;
}

/** Queues the next attempt of a delivery whose attempt_count is `attempt` (0 for the first), at `runAt` (default now). */
export async function enqueueDelivery(trx: Knex, d: { orgId: string; deliveryId: string; attempt: number; runAt?: Date }): Promise<void> {
  await enqueue(
    trx,
    DELIVER_TASK,
    { orgId: d.orgId, deliveryId: d.deliveryId, attempt: d.attempt },
    { jobKey: jobKeyOf(d.deliveryId), maxAttempts: 1, runAt: d.runAt },
  );
}

/**
 * Cancels every pending or retrying delivery of a subscription (deactivation, deletion): their queued attempt jobs
 * are removed (graphile-worker's remove_job: an unlocked job is deleted, a locked one can no longer be retried) and
 * the rows become `cancelled` with `reason` as lastError. An attempt already sending (≤ 10 s) cannot be recalled.
 * Returns how many were cancelled.
 */
export async function cancelPendingDeliveries(trx: Knex, orgId: string, subscriptionId: string, reason: string): Promise<number> {
  const rows: { id: string }[] = await trx('integration_events')
    .where({ org_id: orgId, subscription_id: subscriptionId, direction: 'outbound' })
    .whereIn('status', deliveryMachine.sources('cancelled'))
    .update({ status: 'cancelled', last_error: reason, next_attempt_at: null, finished_at: trx.raw('clock_timestamp()') }, ['id']);
  // graphile-worker's remove_job through the wrapper the application role may call (src/platform/queue.ts enqueue).
  for (const r of rows) await trx.raw('SELECT sextant_remove_job(?)', [jobKeyOf(r.id)]);
  return rows.length;
}

/** How long events and finished ledger rows are kept (Stripe keeps events 30 days). */
export const RETENTION_DAYS = 30;

/**
 * Deletes ledger rows finished more than RETENTION_DAYS ago, then events older than that which no ledger row still
 * names. Run periodically by every instance (src/server.ts purge); returns how many of each went.
 */
export async function purgeOldEvents(db: Knex): Promise<{ ledger: number; events: number }> {
  const cutoff = db.raw(`clock_timestamp() - make_interval(days => ?)`, [RETENTION_DAYS]);
  const ledger = await db('integration_events')
    .whereIn('status', ['succeeded', 'failed', 'cancelled', 'processed', 'ignored', 'skipped'])
    .where('created_at', '<', cutoff)
    .delete();
  const events = await db('events')
    .where('created_at', '<', cutoff)
    .whereNotExists(db('integration_events as ie').select(db.raw('1')).whereRaw('ie.org_id = events.org_id AND ie.event_id = events.id'))
    .delete();
  return { ledger, events };
}
