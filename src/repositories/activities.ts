/**
 * The activity log (table activities, written by the sextant_record_activity triggers of
 * migrations/20261120100000_platform.ts in the transaction of each write; spec 2 §4.3): its row, the row → Activity
 * mapping and its reads, each scoped by org_id.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Activity = Schema<'Activity'>;

/** An activities row as the log reads it, with its actor's kind (`app` for an app's user; null for the system). */
export interface ActivityRow {
  id: string;
  entity_type: Activity['entityType'];
  entity_id: string;
  subject: string | null;
  action: string;
  changes: { field: string; from: unknown; to: unknown }[];
  actor_user_id: string | null;
  actor_kind: string | null;
  created_at: Date;
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A log row as the API shows it: column names as API field names (snake_case → camelCase), only the changes whose
 * field `visible` keeps (the service decides which financial fields the caller may see, spec 2 §5.3); actorType
 * `system` without an actor, `app` for an app's user, else `user`.
 */
export const toActivity = (r: ActivityRow, visible: (field: string) => boolean): Activity =>
  ({
    id: r.id,
    entityType: r.entity_type,
    entityId: r.entity_id,
    subject: r.subject,
    action: r.action,
    changes: r.changes.map((c) => ({ field: camel(c.field), from: c.from ?? null, to: c.to ?? null })).filter((c) => visible(c.field)),
    actorId: r.actor_user_id,
    actorType: r.actor_user_id === null ? 'system' : r.actor_kind === 'app' ? 'app' : 'user',
    createdAt: iso(r.created_at)!,
  }) as Activity;

/** Newest first (the log's sequence). */
const ACTIVITY_ORDER: ListOrder = { name: 'activities', direction: 'desc', keys: [{ expr: 'seq', type: 'int' }] };

/** A page of the log of entity `entityId` (a UUID) of `entityType`, newest first. 400 (from paginate) for a bad cursor. */
export function listActivities(
  db: Knex,
  orgId: string,
  entityType: string,
  entityId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<ActivityRow>> {
  const q = db('activities')
    .select(
      'id',
      'entity_type',
      'entity_id',
      'subject',
      'action',
      'changes',
      'actor_user_id',
      'created_at',
      db.raw('(SELECT u.kind FROM users u WHERE u.org_id = activities.org_id AND u.id = activities.actor_user_id) AS actor_kind'),
    )
    .where({ org_id: orgId, entity_type: entityType, entity_id: entityId });
  return paginate<ActivityRow & Record<string, unknown>>(q, ACTIVITY_ORDER, page);
}

/**
 * `entityId` (a lower-case UUID) when the log has rows of it as an entity of `entityType` — so the log of a deleted
 * entity stays readable; undefined otherwise.
 */
export async function findLoggedEntityId(db: Knex, orgId: string, entityType: string, entityId: string): Promise<string | undefined> {
  const logged = await db('activities').select('entity_id').where({ org_id: orgId, entity_type: entityType, entity_id: entityId }).first();
  return logged?.entity_id;
}

/**
 * The value a deleted entity's column last had, as its activity log recorded it (the insert, update or delete rows
 * carry `{field, from, to}` per column): for deciding who may still read the log of an entity that is gone (its
 * owner, its kind). Undefined when the log has no such column for the entity.
 */
export async function loggedColumn(db: Knex, orgId: string, entityType: string, entityId: string, column: string): Promise<unknown> {
  const row = await db('activities')
    .select('changes')
    .where({ org_id: orgId, entity_type: entityType, entity_id: entityId, subject: null })
    .whereRaw('changes @> ?::jsonb', [JSON.stringify([{ field: column }])])
    .orderBy('seq', 'desc')
    .first();
  const change = (row?.changes as { field: string; from: unknown; to: unknown }[] | undefined)?.find((c) => c.field === column);
  return change ? (change.to ?? change.from) : undefined;
}

/** When the org's first task-level activity row was written (the earliest task created), null when none. */
export async function firstTaskActivityAt(db: Knex, orgId: string): Promise<Date | null> {
  const row = (await db('activities').min('created_at as first').where({ org_id: orgId, entity_type: 'task' }).whereNull('subject').first()) as
    | { first: Date | null }
    | undefined;
  return row?.first ?? null;
}

/** The ids of the tasks whose log shows them moved into or out of one of `cycleIds`, in no particular order. */
export async function listTasksMovedThroughCycles(db: Knex, orgId: string, cycleIds: string[]): Promise<string[]> {
  const { rows } = await db.raw(
    `SELECT DISTINCT a.entity_id FROM activities a, jsonb_array_elements(a.changes) c
      WHERE a.org_id = ? AND a.entity_type = 'task' AND a.subject IS NULL AND a.changes @> '[{"field":"cycle_id"}]'
        AND c->>'field' = 'cycle_id' AND (c->>'from' = ANY(?::text[]) OR c->>'to' = ANY(?::text[]))`,
    [orgId, cycleIds, cycleIds],
  );
  return (rows as { entity_id: string }[]).map((r) => r.entity_id);
}

/** A task's own log row that changed its status or cycle. */
export interface TaskHistoryRow {
  entity_id: string;
  action: string;
  created_at: Date;
  changes: { field: string; from: unknown; to: unknown }[];
}

/** The log rows of tasks `taskIds` that changed their status or cycle, by task, then in the order written. */
export async function listTaskStatusAndCycleChanges(db: Knex, orgId: string, taskIds: string[]): Promise<TaskHistoryRow[]> {
  return (await db('activities')
    .select('entity_id', 'action', 'created_at', 'changes')
    .where({ org_id: orgId, entity_type: 'task' })
    .whereNull('subject')
    .whereIn('entity_id', taskIds)
    .andWhereRaw(`(changes @> '[{"field":"status"}]' OR changes @> '[{"field":"cycle_id"}]')`)
    .orderBy([{ column: 'entity_id' }, { column: 'created_at' }, { column: 'seq' }])) as TaskHistoryRow[];
}
