/**
 * The `external_links` table (spec 2 §4.19): pull requests, chat messages and external blockers linked to a task or
 * an opportunity. Its row, the row → ExternalLink mapping and its queries, each scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../services/common.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type ExternalLink = Schema<'ExternalLink'>;
type ExternalLinkEntityType = ExternalLink['entityType'];
type ExternalLinkKind = ExternalLink['kind'];

export interface ExternalLinkRow {
  org_id: string; id: string; entity_type: ExternalLinkEntityType; entity_id: string; kind: ExternalLinkKind; provider: string; url: string;
  title: string; external_id: string | null; state: string | null; channel_id: string | null; message_id: string | null;
  integration_id: string | null; created_by_user_id: string | null; created_at: Date; updated_at: Date;
}

export const toExternalLink = (r: ExternalLinkRow): ExternalLink => ({
  id: r.id, entityType: r.entity_type, entityId: r.entity_id, kind: r.kind, provider: r.provider, url: r.url, title: r.title,
  externalId: r.external_id, state: r.state as ExternalLink['state'], channelId: r.channel_id, messageId: r.message_id,
  integrationId: r.integration_id, createdById: r.created_by_user_id, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});

/** Oldest first; ids break ties. */
const LIST: ListOrder = { name: 'external-links', direction: 'asc', keys: [{ expr: 'created_at', type: 'timestamptz' }, { expr: 'id', type: 'uuid' }] };

const COLUMNS = [
  'org_id', 'id', 'entity_type', 'entity_id', 'kind', 'provider', 'url', 'title', 'external_id', 'state', 'channel_id', 'message_id',
  'integration_id', 'created_by_user_id', 'created_at', 'updated_at',
];

/** A page of the entity's links, oldest first, of `kind` when given. 400 (from paginate) for a bad cursor. */
export async function listExternalLinks(
  db: Knex, orgId: string, filters: { entityType: ExternalLinkEntityType; entityId: string; kind?: ExternalLinkKind }, page: { cursor?: string; limit: number },
): Promise<Page<ExternalLinkRow>> {
  const query = db('external_links').select(COLUMNS).where({ org_id: orgId, entity_type: filters.entityType, entity_id: filters.entityId });
  if (filters.kind) query.andWhere('kind', filters.kind);
  return paginate<ExternalLinkRow & Record<string, unknown>>(query, LIST, page);
}

/** Inserts a link and returns the row. */
export async function insertExternalLink(db: Knex, orgId: string, values: Record<string, unknown>): Promise<ExternalLinkRow> {
  const [row] = await db('external_links').insert({ org_id: orgId, ...values }).returning(COLUMNS);
  return row as ExternalLinkRow;
}

/** Link `id` (a UUID) of the org, locked FOR UPDATE; undefined when none. */
export async function lockExternalLink(db: Knex, orgId: string, id: string): Promise<ExternalLinkRow | undefined> {
  return (await db('external_links').select(COLUMNS).where({ org_id: orgId, id }).forUpdate().first()) as ExternalLinkRow | undefined;
}

/** Deletes link `id`; the number of rows deleted. */
export async function deleteExternalLink(db: Knex, orgId: string, id: string): Promise<number> {
  return db('external_links').where({ org_id: orgId, id }).delete();
}

/** The message-link key: one link per (entity, provider, channel, message). */
export interface MessageKey { entity_type: ExternalLinkEntityType; entity_id: string; provider: string; channel_id: string; message_id: string }

/**
 * Inserts a message link unless one with the same key exists (the unique index external_links_message); the new
 * row, or undefined when it existed.
 */
export async function insertMessageLink(
  db: Knex, orgId: string, key: MessageKey, values: { url: string; title: string; created_by_user_id: string },
): Promise<ExternalLinkRow | undefined> {
  const inserted = await db('external_links')
    .insert({ org_id: orgId, ...key, kind: 'message', ...values })
    .onConflict(db.raw("(org_id, entity_type, entity_id, provider, channel_id, message_id) WHERE kind = 'message'"))
    .ignore()
    .returning(COLUMNS);
  return inserted[0] as ExternalLinkRow | undefined;
}

/** The message link with `key`; undefined when none. */
export async function findMessageLink(db: Knex, orgId: string, key: MessageKey): Promise<ExternalLinkRow | undefined> {
  return (await db('external_links').select(COLUMNS).where({ org_id: orgId, ...key, kind: 'message' }).first()) as ExternalLinkRow | undefined;
}
