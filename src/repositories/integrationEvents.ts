/**
 * The `integration_events` table's outbound rows of webhook subscriptions: the delivery ledger (spec 2 §6.4). Its
 * row, the row → WebhookDelivery mapping and its queries, each scoped by org_id. The delivery job's own reads and
 * writes (attempts, retries) are src/webhooks/.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type DeliveryStatus = Schema<'WebhookDelivery'>['status'];

/** An integration_events row of a subscription (direction outbound). */
export interface WebhookDeliveryRow {
  id: string;
  integration_id: string;
  kind: string;
  status: DeliveryStatus;
  dedup_key: string;
  attempt_count: number;
  last_error: string | null;
  last_status_code: number | null;
  event_id: string;
  subscription_id: string | null;
  redelivery_of: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  finished_at: Date | null;
  duration_ms: number | null;
}

const COLUMNS = [
  'id',
  'integration_id',
  'kind',
  'status',
  'dedup_key',
  'attempt_count',
  'last_error',
  'last_status_code',
  'event_id',
  'subscription_id',
  'redelivery_of',
  'created_at',
  'last_attempt_at',
  'next_attempt_at',
  'finished_at',
  'duration_ms',
];

/** Newest first; ids break ties. */
const DELIVERIES: ListOrder = {
  name: 'webhook-deliveries',
  direction: 'desc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

/**
 * A ledger row as the API shows it (spec 2 §6.4): kind `redelivery` when it re-sends another row, `test` for the
 * synthetic webhook.test event, else `event`; eventType is the row's kind column (the event type); deliveredAt is
 * when it succeeded (null otherwise).
 */
export const toWebhookDelivery = (r: WebhookDeliveryRow): Schema<'WebhookDelivery'> => ({
  id: r.id,
  eventId: r.event_id,
  eventType: r.kind as Schema<'WebhookDelivery'>['eventType'],
  subscriptionId: r.subscription_id,
  kind: r.redelivery_of ? 'redelivery' : r.kind === 'webhook.test' ? 'test' : 'event',
  status: r.status,
  dedupKey: r.dedup_key,
  attemptCount: r.attempt_count,
  lastError: r.last_error,
  lastStatusCode: r.last_status_code,
  createdAt: iso(r.created_at)!,
  lastAttemptAt: iso(r.last_attempt_at),
  nextAttemptAt: iso(r.next_attempt_at),
  deliveredAt: r.status === 'succeeded' ? iso(r.finished_at) : null,
  durationMs: r.duration_ms,
  redeliveryOf: r.redelivery_of,
});

/** A page of subscription `subscriptionId`'s deliveries, newest first, of `status` when given. 400 (from paginate) for a bad cursor. */
export function listWebhookDeliveries(
  db: Knex,
  orgId: string,
  subscriptionId: string,
  f: { status?: DeliveryStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<WebhookDeliveryRow>> {
  const query = db('integration_events').select(COLUMNS).where({ org_id: orgId, subscription_id: subscriptionId, direction: 'outbound' });
  if (f.status) query.andWhere('status', f.status);
  return paginate<WebhookDeliveryRow & Record<string, unknown>>(query, DELIVERIES, page);
}

/** Delivery `id` of subscription `subscriptionId`; undefined when none (or another subscription's, or inbound). */
export async function findWebhookDelivery(db: Knex, orgId: string, subscriptionId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  return (await db('integration_events').select(COLUMNS).where({ org_id: orgId, id, subscription_id: subscriptionId, direction: 'outbound' }).first()) as
    | WebhookDeliveryRow
    | undefined;
}

/** Inserts a pending outbound delivery (a redelivery when `redelivery_of` is set); the row as read. */
export async function insertWebhookDelivery(
  db: Knex,
  orgId: string,
  values: {
    integration_id: string;
    kind: string;
    dedup_key: string;
    event_id: string;
    subscription_id: string;
    redelivery_of?: string;
    attempt_count?: number;
  },
): Promise<WebhookDeliveryRow> {
  const [row] = await db('integration_events')
    .insert({ org_id: orgId, direction: 'outbound', status: 'pending', ...values })
    .returning(COLUMNS);
  return row as WebhookDeliveryRow;
}
