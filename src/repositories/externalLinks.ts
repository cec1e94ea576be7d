/**
 * The `external_links` table (spec 2 §4.19): pull requests, chat messages and external blockers linked to a task or
 * an opportunity. Its row, the row → ExternalLink mapping and its queries, each scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { TASK_TREE_SQL } from './timeEntries.js';

type ExternalLink = Schema<'ExternalLink'>;
type ExternalLinkEntityType = ExternalLink['entityType'];
type ExternalLinkKind = ExternalLink['kind'];

export interface ExternalLinkRow {
  org_id: string;
  id: string;
  entity_type: ExternalLinkEntityType;
  entity_id: string;
  kind: ExternalLinkKind;
  provider: string;
  url: string;
  title: string;
  external_id: string | null;
  state: string | null;
  channel_id: string | null;
  message_id: string | null;
  integration_id: string | null;
  created_by_user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const toExternalLink = (r: ExternalLinkRow): ExternalLink => ({
  id: r.id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  kind: r.kind,
  provider: r.provider,
  url: r.url,
  title: r.title,
  externalId: r.external_id,
  state: r.state as ExternalLink['state'],
  channelId: r.channel_id,
  messageId: r.message_id,
  integrationId: r.integration_id,
  createdById: r.created_by_user_id,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** Oldest first; ids break ties. */
const LIST: ListOrder = {
  name: 'external-links',
  direction: 'asc',
  keys: [
    { expr: 'created_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

const COLUMNS = [
  'org_id',
  'id',
  'entity_type',
  'entity_id',
  'kind',
  'provider',
  'url',
  'title',
  'external_id',
  'state',
  'channel_id',
  'message_id',
  'integration_id',
  'created_by_user_id',
  'created_at',
  'updated_at',
];

/** A page of the entity's links, oldest first, of `kind` when given. 400 (from paginate) for a bad cursor. */
export async function listExternalLinks(
  db: Knex,
  orgId: string,
  filters: { entityType: ExternalLinkEntityType; entityId: string; kind?: ExternalLinkKind },
  page: { cursor?: string; limit: number },
): Promise<Page<ExternalLinkRow>> {
  const query = db('external_links').select(COLUMNS).where({ org_id: orgId, entity_type: filters.entityType, entity_id: filters.entityId });
  if (filters.kind) query.andWhere('kind', filters.kind);
  return paginate<ExternalLinkRow & Record<string, unknown>>(query, LIST, page);
}

/** Inserts a link and returns the row. */
export async function insertExternalLink(db: Knex, orgId: string, values: Record<string, unknown>): Promise<ExternalLinkRow> {
  const [row] = await db('external_links')
    .insert({ org_id: orgId, ...values })
    .returning(COLUMNS);
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
export interface MessageKey {
  entity_type: ExternalLinkEntityType;
  entity_id: string;
  provider: string;
  channel_id: string;
  message_id: string;
}

/**
 * Inserts a message link unless one with the same key exists (the unique index external_links_message); the new
 * row, or undefined when it existed.
 */
export async function insertMessageLink(
  db: Knex,
  orgId: string,
  key: MessageKey,
  values: { url: string; title: string; created_by_user_id: string },
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
  return (await db('external_links')
    .select(COLUMNS)
    .where({ org_id: orgId, ...key, kind: 'message' })
    .first()) as ExternalLinkRow | undefined;
}

/** A pull-request link with the task it is on (null for an opportunity's own). */
export interface PullRequestRow {
  id: string;
  provider: string;
  external_id: string | null;
  url: string;
  title: string;
  state: 'open' | 'merged' | 'closed' | null;
  updated_at: Date;
  task_id: string | null;
  task_number: number | null;
  task_prefix: string;
}

/**
 * The pull requests linked to task `taskId`, or to opportunity `opportunityId` itself and (withTasks) to the tasks
 * that serve it and their subtasks; newest change first, at most `limit`.
 */
export async function listPullRequests(
  db: Knex,
  orgId: string,
  of: { taskId: string } | { opportunityId: string; withTasks: boolean },
  limit: number,
): Promise<PullRequestRow[]> {
  const q = db('external_links as l')
    .leftJoin('tasks as t', function () {
      this.on('t.org_id', 'l.org_id').andOn('t.id', 'l.entity_id').andOnVal('l.entity_type', 'task');
    })
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select(
      'l.id',
      'l.provider',
      'l.external_id',
      'l.url',
      'l.title',
      'l.state',
      'l.updated_at',
      't.id as task_id',
      't.number as task_number',
      db.raw(`coalesce(tm.prefix, 'TASK') AS task_prefix`),
    )
    .where({ 'l.org_id': orgId, 'l.kind': 'pull_request' })
    .orderBy([
      { column: 'l.updated_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(limit);
  if ('taskId' in of) q.andWhere({ 'l.entity_type': 'task', 'l.entity_id': of.taskId });
  else {
    q.andWhere((w) => {
      w.where({ 'l.entity_type': 'opportunity', 'l.entity_id': of.opportunityId });
      if (of.withTasks) w.orWhereRaw(`(l.entity_type = 'task' AND l.entity_id IN (${TASK_TREE_SQL('opportunity')}))`, { org: orgId, root: of.opportunityId });
    });
  }
  return (await q) as PullRequestRow[];
}
