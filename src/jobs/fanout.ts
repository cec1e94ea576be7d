/**
 * The `webhook_fanout` job (spec 2 §6): payload `{orgId, eventId}`, queued by the outbox trigger
 * (`sextant_emit_event`, migrations/20261211000000_events_integrations.ts) in the transaction of the write.
 *
 * It freezes what every delivery of the event will send, once, a few milliseconds after the write committed:
 * - `events.object`: the resource as the API returns it, read through the same services (and serializers) as a
 *   GET, as a system reader without financial visibility (`systemReader`), so estimatedCost, salary and weekly
 *   hours are never in it. An entity event (`task.updated`) carries the entity; a child event
 *   (`task.assignment_added`) its parent entity; `<x>.deleted` carries `{id, deleted: true}`. Where no service
 *   read fits (no get, or one that needs a membership the system reader lacks) or the read fails, the table row is
 *   used instead (camelCased, internal and financial columns dropped) — an event is never lost to a read error.
 *   Being read after commit, the object may already include a second write made within those milliseconds.
 * - `events.changes`: the activity's raw `[{field, from, to}]` rewritten to API names (camelCase), financial and
 *   internal fields dropped.
 * Events about direct messages and private rooms (their messages and members) are dropped here, never sent
 * (`isPrivateConversation`).
 * Then, in the same transaction, `fanned_out_at` is set and the first attempt of each of the event's pending
 * deliveries is queued (src/webhooks/deliver.ts). A second run (job retried) finds fanned_out_at set and stops.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Actor } from '../core/actor.js';
import { ApiError } from '../core/errors.js';
import { ALL_CAPABILITIES } from '../auth/capabilities.js';
import type { Services } from '../services/index.js';
import { roomQuery, toRoom, type RoomRow } from '../services/rooms.js';
import { enqueueDelivery } from '../webhooks/ledger.js';
import { snake } from '../webhooks/names.js';
export { snake };
import { openApiDocument } from '../core/document.js';

/** Columns never sent in an event: money and compensation (spec 1 §2.1, spec 2 §5.3) and internal ones. */
export const FINANCIAL_FIELDS = new Set(['estimated_cost', 'salary_monthly', 'salary_currency', 'weekly_hours']);
const INTERNAL_FIELDS = new Set(['search_doc', 'org_id', 'vision_path', 'secret_ciphertext', 'key_hash', 'password_hash', 'storage_key', 'etag']);

/** A nil user id: the system reader is nobody (no room membership, no reactions of its own). */
const SYSTEM_USER = '00000000-0000-0000-0000-000000000000';

/**
 * The reader events are serialized as (spec 2 §6): every read capability of the catalog but cost:read and
 * compensation:read, as an engineer API key (no leadership), so canSeeCost and canSeeCompensation are false.
 */
export function systemReader(orgId: string): Actor {
  return {
    orgId,
    userId: SYSTEM_USER,
    name: 'Sextant',
    email: '',
    role: 'engineer',
    orgRole: 'engineer',
    capabilities: new Set(ALL_CAPABILITIES.filter((c) => c.endsWith(':read') && c !== 'cost:read' && c !== 'compensation:read')),
    credential: { type: 'api_key', id: 'webhooks' },
  };
}

/** snake_case → camelCase (`estimated_cost` → `estimatedCost`); names without underscores are kept. */
export const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Entity type or child (snake_case) → the document's schema of its API representation. */
export const API_SCHEMAS: Record<string, string> = {
  vision: 'Vision',
  objective: 'Objective',
  metric: 'Metric',
  opportunity: 'Opportunity',
  task: 'Task',
  team: 'Team',
  user: 'User',
  room: 'Room',
  message: 'Message',
  comment: 'Comment',
  template: 'Template',
  category: 'Category',
  tag: 'Tag',
  prd_template: 'PrdTemplate',
  customer: 'Customer',
  insight: 'Insight',
  strategy: 'Strategy',
  direction_document: 'DirectionDocument',
  time_entry: 'TimeEntry',
  file: 'File',
  agent_run: 'AgentRun',
  external_link: 'ExternalLink',
};
const propsCache = new Map<string, Set<string> | null>();
/** The property names of the document's schema for `type` (entity or child), or null when it has none. */
function apiProperties(type: string | undefined): Set<string> | null {
  if (!type) return null;
  if (!propsCache.has(type)) {
    const schema = API_SCHEMAS[type]
      ? (openApiDocument() as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }).components.schemas[API_SCHEMAS[type]]
      : undefined;
    propsCache.set(type, schema?.properties ? new Set(Object.keys(schema.properties)) : null);
  }
  return propsCache.get(type)!;
}

/**
 * A column's API name for `type`: camelCase, or the field the API shows for it (`created_by`, `created_by_user_id` →
 * `createdById`); undefined when the API has no such field (an internal column), so it is never sent. Without a known
 * schema, plain camelCase.
 */
export function apiField(column: string, type?: string): string | undefined {
  const props = apiProperties(type);
  const name = camel(column);
  if (!props) return name;
  for (const candidate of [name, `${name}Id`, name.replace(/UserId$/, 'Id'), name.replace(/ById$/, 'Id')]) if (props.has(candidate)) return candidate;
  return undefined;
}

/**
 * The activity's raw changes with API field names (of `type`'s schema: the entity, or the child of a child event),
 * financial, internal and API-less fields dropped.
 */
export function apiChanges(raw: unknown, type?: string): { field: string; from: unknown; to: unknown }[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((c): c is { field: string; from?: unknown; to?: unknown } => Boolean(c) && typeof c.field === 'string')
    .filter((c) => !FINANCIAL_FIELDS.has(c.field) && !INTERNAL_FIELDS.has(c.field))
    .flatMap((c) => {
      const field = apiField(c.field, type);
      return field ? [{ field, from: c.from ?? null, to: c.to ?? null }] : [];
    });
}

/**
 * Which child a child event is about (`data.subject`): its type and its key — the child row's primary key without
 * org_id and the parent's id (`{id}`, `{userId}`, `{objectiveId}`), camelCased. Null for an entity's own event.
 */
export function eventSubject(subject: string | null, rawKey: unknown): { type: string; key: Record<string, unknown> } | null {
  if (!subject) return null;
  const key: Record<string, unknown> = {};
  if (rawKey && typeof rawKey === 'object') for (const [k, v] of Object.entries(rawKey)) key[camel(k)] = v;
  return { type: snake(subject), key };
}

/** A table row as an API-like object: camelCased keys, dates as ISO strings, internal and financial columns dropped. */
export function rowObject(row: Record<string, unknown>, type?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (FINANCIAL_FIELDS.has(k) || INTERNAL_FIELDS.has(k)) continue;
    const field = k === 'id' ? 'id' : apiField(k, type);
    if (field) out[field] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** Entity type (activities.entity_type) → its table, for the row fallback. */
export const ENTITY_TABLES: Record<string, string> = {
  vision: 'visions',
  objective: 'objectives',
  metric: 'metrics',
  opportunity: 'opportunities',
  task: 'tasks',
  team: 'teams',
  user: 'users',
  room: 'rooms',
  message: 'messages',
  comment: 'comments',
  template: 'templates',
  category: 'categories',
  tag: 'tags',
  prd_template: 'prd_templates',
  customer: 'customers',
  insight: 'insights',
  strategy: 'strategies',
  direction_document: 'direction_documents',
  time_entry: 'time_entries',
  file: 'files',
};

type Getter = (s: Services, actor: Actor, id: string) => Promise<unknown>;
/** A service's private row → API serializer, for the services whose public get checks a membership (see below). */
type Serializer = { one(db: Knex, actor: Actor, id: string): Promise<unknown> };

/**
 * Entity type → the service read the API's GET uses. Messages and comments are read through their services' own
 * serializer (`one`), without the room membership or entity check their GET makes for a person; rooms through the
 * room query and serializer, without the private-room check. Tags (no GET) and PRD templates limited to a team
 * fall back to the row.
 */
export function getters(db: Knex): Record<string, Getter> {
  return {
    vision: (s, a, id) => s.visions.get(a, id),
    objective: (s, a, id) => s.objectives.get(a, id),
    metric: (s, a, id) => s.metrics.get(a, id),
    opportunity: (s, a, id) => s.opportunities.get(a, id),
    task: (s, a, id) => s.tasks.get(a, id),
    team: (s, a, id) => s.teams.get(a, id),
    user: (s, a, id) => s.users.get(a, id),
    room: async (_s, a, id) => {
      const row = (await roomQuery(db, a).andWhere('r.id', id).first()) as RoomRow | undefined;
      if (!row) throw new Error(`room ${id} not found`);
      return toRoom(row, a.userId);
    },
    message: async (s, a, id) => {
      if (!(await db('messages').where({ org_id: a.orgId, id }).first('id'))) throw new Error(`message ${id} not found`);
      return (s.messages as unknown as Serializer).one(db, a, id);
    },
    comment: async (s, a, id) => {
      if (!(await db('comments').where({ org_id: a.orgId, id }).first('id'))) throw new Error(`comment ${id} not found`);
      return (s.comments as unknown as Serializer).one(db, a, id);
    },
    template: (s, a, id) => s.templates.get(a, id),
    category: (s, a, id) => s.categories.get(a, id),
    prd_template: (s, a, id) => s.prdTemplates.get(a, id),
    customer: (s, a, id) => s.customers.get(a, id),
    insight: (s, a, id) => s.insights.get(a, id),
    strategy: (s, a, id) => s.strategies.get(a, id),
    direction_document: (s, a, id) => s.directionDocuments.get(a, id),
    // time entries (own entries only over the API) and files (whose read signs a download URL) come from their row
  };
}

/** Drops financial fields an object may still carry under their API names (belt and braces for the row fallback). */
function stripFinancial(o: unknown): unknown {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return o;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (!FINANCIAL_FIELDS.has(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))) out[k] = v;
  return out;
}

export interface FanoutDeps {
  db: Knex;
  services: Services;
  logger: Logger;
}

/**
 * The object of an event (see the module comment): `{id, deleted: true}` for a deletion, else the entity (the parent
 * of a child event) through its service, else its row, else `{id, deleted: true}` when the row is gone too.
 */
export async function eventObject(
  deps: FanoutDeps,
  evt: { org_id: string; type: string; entity_type: string | null; entity_id: string | null; subject: string | null },
): Promise<Record<string, unknown>> {
  const id = evt.entity_id;
  if (!evt.entity_type || !id) return {};
  if (!evt.subject && evt.type.endsWith('.deleted')) return { id, deleted: true };
  const get = getters(deps.db)[evt.entity_type];
  if (get) {
    try {
      const o = await get(deps.services, systemReader(evt.org_id), id);
      if (o && typeof o === 'object') return stripFinancial(JSON.parse(JSON.stringify(o))) as Record<string, unknown>;
    } catch (err) {
      // Expected when the system reader may not see it (a team's PRD template) or it is gone since; else worth a look.
      const expected = err instanceof ApiError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN');
      deps.logger[expected ? 'debug' : 'warn']({ err, entityType: evt.entity_type, entityId: id }, 'webhook fan-out: service read failed, using the row');
    }
  }
  const table = ENTITY_TABLES[evt.entity_type];
  if (table) {
    try {
      const row = await deps.db(table).where({ org_id: evt.org_id, id }).first();
      if (row) return rowObject(row, evt.entity_type);
    } catch (err) {
      deps.logger.warn({ err, entityType: evt.entity_type, entityId: id }, 'webhook fan-out: row read failed');
    }
  } else {
    deps.logger.warn({ entityType: evt.entity_type }, 'webhook fan-out: no serializer for this entity type');
  }
  return { id, deleted: true };
}

/** The value a raw activity change gave `field` (after the write, else before it: a deletion). */
const changed = (raw: unknown, field: string): unknown => {
  const c = Array.isArray(raw) ? raw.find((x) => x && x.field === field) : undefined;
  return c ? (c.to ?? c.from) : undefined;
};

/**
 * Whether the event is about a private conversation: a direct message or private room, or a message or member of
 * one. Those stay between their members — an org's webhooks (set up by an admin, who cannot read them either) never
 * receive them. The room is read from its row, or, once deleted, from the raw changes of the event.
 */
export async function isPrivateConversation(
  db: Knex,
  evt: { org_id: string; entity_type: string | null; entity_id: string | null; changes: unknown },
): Promise<boolean> {
  if (!evt.entity_id || (evt.entity_type !== 'room' && evt.entity_type !== 'message')) return false;
  let roomId: unknown = evt.entity_id;
  if (evt.entity_type === 'message') {
    const m = await db('messages').where({ org_id: evt.org_id, id: evt.entity_id }).first('room_id');
    roomId = m?.room_id ?? changed(evt.changes, 'room_id');
    if (typeof roomId !== 'string') return true; // no way to tell: keep it private
  }
  const room = await db('rooms').where({ org_id: evt.org_id, id: roomId }).first('kind', 'visibility');
  const kind = room?.kind ?? (evt.entity_type === 'room' ? changed(evt.changes, 'kind') : undefined);
  const visibility = room?.visibility ?? (evt.entity_type === 'room' ? changed(evt.changes, 'visibility') : undefined);
  if (kind === undefined && visibility === undefined) return true;
  return kind === 'dm' || visibility === 'private';
}

/** Runs the fan-out of `payload.eventId` (see the module comment). */
export async function fanout(deps: FanoutDeps, payload: { orgId: string; eventId: string }): Promise<void> {
  const { db } = deps;
  const evt = await db('events').where({ org_id: payload.orgId, id: payload.eventId }).first();
  if (!evt || evt.fanned_out_at) return;
  if (await isPrivateConversation(db, evt)) {
    // Never sent: the event and its deliveries go (nothing was queued for them yet).
    await db.transaction(async (trx) => {
      await trx('integration_events').where({ org_id: payload.orgId, event_id: payload.eventId, status: 'pending', attempt_count: 0 }).delete();
      await trx('events').where({ org_id: payload.orgId, id: payload.eventId }).delete();
    });
    deps.logger.debug({ eventId: payload.eventId, type: evt.type }, 'webhook fan-out: a private conversation is not sent to webhooks');
    return;
  }
  // Read outside the transaction: a failed service query must not abort the write below.
  const object = await eventObject(deps, evt);
  const subject = eventSubject(evt.subject, evt.subject_key);
  const changes = apiChanges(evt.changes, subject ? subject.type : (evt.entity_type ?? undefined));
  await db.transaction(async (trx) => {
    const locked = await trx('events').where({ org_id: payload.orgId, id: payload.eventId }).forUpdate().first('fanned_out_at');
    if (!locked || locked.fanned_out_at) return;
    await trx('events')
      .where({ org_id: payload.orgId, id: payload.eventId })
      .update({
        object: JSON.stringify(object),
        changes: JSON.stringify(changes),
        subject_key: subject ? JSON.stringify(subject.key) : null,
        fanned_out_at: trx.raw('clock_timestamp()'),
      });
    const pending: { id: string }[] = await trx('integration_events')
      .select('id')
      .where({ org_id: payload.orgId, event_id: payload.eventId, direction: 'outbound', status: 'pending', attempt_count: 0 });
    for (const d of pending) await enqueueDelivery(trx, { orgId: payload.orgId, deliveryId: d.id, attempt: 0 });
  });
}
