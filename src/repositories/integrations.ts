/**
 * The `integrations` table and its ledger `integration_events` (spec 2 §4.19): the org's integrations (GitHub,
 * the built-in webhooks one) and every inbound and outbound event through them. Their rows, the event row → API
 * mapping and their queries, each scoped by org_id. (The integration's API form needs the server's public URL and
 * the GitHub settings' defaults: toIntegration stays with the integration service.)
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Integration = Schema<'Integration'>;
type IntegrationEvent = Schema<'IntegrationEvent'>;
type IntegrationKind = Integration['kind'];

/** Oldest first (the built-in webhooks integration usually leads). */
const LIST: ListOrder = {
  name: 'integrations',
  direction: 'asc',
  keys: [
    { expr: 'i.created_at', type: 'timestamptz' },
    { expr: 'i.id', type: 'uuid' },
  ],
};
/** The ledger: newest first. */
const EVENTS: ListOrder = {
  name: 'integration-events',
  direction: 'desc',
  keys: [
    { expr: 'e.created_at', type: 'timestamptz' },
    { expr: 'e.id', type: 'uuid' },
  ],
};

export interface IntegrationRow {
  org_id: string;
  id: string;
  kind: IntegrationKind;
  name: string;
  status: Integration['status'];
  secret_ciphertext: string | null;
  config: Record<string, unknown>;
  created_by_user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface IntegrationEventRow {
  id: string;
  integration_id: string;
  direction: IntegrationEvent['direction'];
  kind: string;
  status: IntegrationEvent['status'];
  dedup_key: string;
  attempt_count: number;
  last_error: string | null;
  last_status_code: number | null;
  event_id: string | null;
  subscription_id: string | null;
  redelivery_of: string | null;
  summary: Record<string, unknown> | null;
  created_at: Date;
  last_attempt_at: Date | null;
  finished_at: Date | null;
  duration_ms: number | null;
}

/** Row → API form; outbound deliveries add eventId, subscriptionId, lastStatusCode and redeliveryOf to the summary. */
export function toIntegrationEvent(r: IntegrationEventRow): IntegrationEvent {
  const derived =
    r.direction === 'outbound' && r.event_id
      ? { eventId: r.event_id, subscriptionId: r.subscription_id, lastStatusCode: r.last_status_code, redeliveryOf: r.redelivery_of }
      : null;
  return {
    id: r.id,
    integrationId: r.integration_id,
    direction: r.direction,
    kind: r.kind,
    status: r.status,
    dedupKey: r.dedup_key,
    attemptCount: r.attempt_count,
    lastError: r.last_error,
    summary: derived ? { ...(r.summary ?? {}), ...derived } : r.summary,
    createdAt: iso(r.created_at)!,
    lastAttemptAt: iso(r.last_attempt_at),
    finishedAt: iso(r.finished_at),
    durationMs: r.duration_ms,
  };
}

/** A page of the org's integrations, oldest first. 400 (from paginate) for a bad cursor. */
export async function listIntegrations(db: Knex, orgId: string, page: { cursor?: string; limit: number }): Promise<Page<IntegrationRow>> {
  const query = db('integrations as i').select('i.*').where('i.org_id', orgId);
  return paginate<IntegrationRow & Record<string, unknown>>(query, LIST, page);
}

/** All of the org's integrations, oldest first (created_at, id). */
export async function listAllIntegrations(db: Knex, orgId: string): Promise<IntegrationRow[]> {
  return db('integrations')
    .where({ org_id: orgId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
}

/** Integration `id` (a lower-case UUID) of the org, of `kind` and locked FOR UPDATE when asked; undefined when none. */
export async function findIntegration(
  db: Knex,
  orgId: string,
  id: string,
  opts: { kind?: IntegrationKind; forUpdate?: boolean } = {},
): Promise<IntegrationRow | undefined> {
  const q = db('integrations').where({ org_id: orgId, id, ...(opts.kind ? { kind: opts.kind } : {}) });
  if (opts.forUpdate) q.forUpdate();
  return q.first();
}

/** Inserts an integration and returns the row. */
export async function insertIntegration(
  db: Knex,
  orgId: string,
  values: Omit<IntegrationRow, 'org_id' | 'created_at' | 'updated_at' | 'config'> & { config: string },
): Promise<IntegrationRow> {
  const [row] = await db('integrations').insert({ org_id: orgId, ...values }, '*');
  return row;
}

/** Sets `patch` and updated_at (clock_timestamp()) on the integration; the updated row. */
export async function updateIntegration(
  db: Knex,
  orgId: string,
  id: string,
  patch: { status?: Integration['status']; config?: string; secret_ciphertext?: string },
): Promise<IntegrationRow> {
  const [updated] = await db('integrations')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: db.raw('clock_timestamp()') }, '*');
  return updated;
}

/** A page of the integration's ledger, newest first, of `direction` and `status` when given. 400 (from paginate) for a bad cursor. */
export async function listIntegrationEvents(
  db: Knex,
  orgId: string,
  integrationId: string,
  f: { direction?: IntegrationEvent['direction']; status?: IntegrationEvent['status'] },
  page: { cursor?: string; limit: number },
): Promise<Page<IntegrationEventRow>> {
  const query = db('integration_events as e').select('e.*').where({ 'e.org_id': orgId, 'e.integration_id': integrationId });
  if (f.direction) query.andWhere('e.direction', f.direction);
  if (f.status) query.andWhere('e.status', f.status);
  return paginate<IntegrationEventRow & Record<string, unknown>>(query, EVENTS, page);
}

/**
 * Records an outbound event that was skipped (attempted once, now, for 0 ms) with `reason`; once per dedup key (a
 * second one with the same key is ignored).
 */
export async function insertSkippedOutboundEvent(
  db: Knex,
  orgId: string,
  integrationId: string,
  e: { kind: string; dedupKey: string; reason: string; summary: Record<string, unknown> },
): Promise<void> {
  const now = () => db.raw('clock_timestamp()');
  await db('integration_events')
    .insert({
      org_id: orgId,
      integration_id: integrationId,
      direction: 'outbound',
      kind: e.kind,
      status: 'skipped',
      dedup_key: e.dedupKey,
      attempt_count: 1,
      last_error: e.reason,
      summary: e.summary,
      last_attempt_at: now(),
      finished_at: now(),
      duration_ms: 0,
    })
    .onConflict(db.raw('(org_id, integration_id, dedup_key) WHERE redelivery_of IS NULL'))
    .ignore();
}
