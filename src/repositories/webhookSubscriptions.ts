/**
 * The `webhook_subscriptions` table (spec 2 §4.14, §6.1): HTTPS endpoints receiving the org's events. Its row (the
 * secret's ciphertext is written here, never selected), the row → WebhookSubscription mapping and its queries, each
 * scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type EventTypeFilter = Schema<'EventTypeFilter'>;

/** A webhook_subscriptions row as read (secret_ciphertext is never selected). */
export interface WebhookSubscriptionRow {
  org_id: string;
  id: string;
  url: string;
  event_types: string[];
  description: string;
  active: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_by_user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'org_id',
  'id',
  'url',
  'event_types',
  'description',
  'active',
  'disabled_reason',
  'failing_since',
  'created_by_user_id',
  'created_at',
  'updated_at',
];

/** Oldest first; ids break ties. */
const LIST: ListOrder = {
  name: 'webhook-subscriptions',
  direction: 'asc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

export const toWebhookSubscription = (r: WebhookSubscriptionRow): Schema<'WebhookSubscription'> => ({
  id: r.id,
  url: r.url,
  eventTypes: r.event_types as EventTypeFilter[],
  description: r.description,
  active: r.active,
  disabledReason: r.disabled_reason,
  failingSince: iso(r.failing_since),
  createdById: r.created_by_user_id,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** A page of the org's subscriptions, oldest first, only active (true) or inactive (false) ones when `active` is given. 400 (from paginate) for a bad cursor. */
export function listWebhookSubscriptions(
  db: Knex,
  orgId: string,
  f: { active?: boolean },
  page: { cursor?: string; limit: number },
): Promise<Page<WebhookSubscriptionRow>> {
  const query = db('webhook_subscriptions').select(COLUMNS).where('org_id', orgId);
  if (f.active !== undefined) query.andWhere('active', f.active);
  return paginate<WebhookSubscriptionRow & Record<string, unknown>>(query, LIST, page);
}

/** Subscription `id` of the org, locked FOR UPDATE when `forUpdate`; undefined when none. */
export async function findWebhookSubscription(db: Knex, orgId: string, id: string, forUpdate = false): Promise<WebhookSubscriptionRow | undefined> {
  const q = db('webhook_subscriptions').select(COLUMNS).where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first()) as WebhookSubscriptionRow | undefined;
}

/** Inserts a subscription with its encrypted secret; the row as read. */
export async function insertWebhookSubscription(
  db: Knex,
  orgId: string,
  values: {
    id: string;
    url: string;
    event_types: string[];
    description: string;
    secret_ciphertext: string;
    active: boolean;
    created_by_user_id: string;
  },
): Promise<WebhookSubscriptionRow> {
  const [row] = await db('webhook_subscriptions')
    .insert({ org_id: orgId, ...values })
    .returning(COLUMNS);
  return row as WebhookSubscriptionRow;
}

/** Sets `patch` on subscription `id` and updated_at to now; the row as read, undefined when none. */
export async function updateWebhookSubscription(
  db: Knex,
  orgId: string,
  id: string,
  patch: {
    url?: string;
    event_types?: string[];
    description?: string;
    active?: boolean;
    disabled_reason?: string | null;
    failing_since?: Date | null;
  },
): Promise<WebhookSubscriptionRow | undefined> {
  const [row] = await db('webhook_subscriptions')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: db.raw('clock_timestamp()') })
    .returning(COLUMNS);
  return row as WebhookSubscriptionRow | undefined;
}

/** Deletes subscription `id`; the number of rows deleted (0 or 1). */
export function deleteWebhookSubscription(db: Knex, orgId: string, id: string): Promise<number> {
  return db('webhook_subscriptions').where({ org_id: orgId, id }).delete();
}
