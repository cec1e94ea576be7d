/**
 * The resolve step: every input field that names an entity accepts its UUID or its ref, and `me` wherever a user
 * goes; this step turns refs into UUIDs before the handler runs, in the path, the query and the body alike, so
 * handlers and services only ever see UUIDs, on every transport (REST, MCP tool calls, batch entries), and no
 * service parses a ref again.
 *
 * Which fields: the document marks an id field by the shared schema it uses (`openapi/shared/schemas/refs/*`,
 * each with `x-ref: <entity>`); codegen lists them per operation (`refFields` in src/generated/operations.ts,
 * paths such as `metric.metricId` or `objectiveLinks[].objectiveId`). Forms, by entity (spec 1 §2.1):
 *   vision VIS-<n> · objective OBJ-<n> · metric MET-<n> · opportunity OPP-<n> · customer CUS-<n> · insight INS-<n> ·
 *   strategy STR-<n> · task <team prefix>-<n> (TASK-<n> without a team) · team its prefix (ENG) · user `me` (the
 *   caller). A UUID passes unchanged: whether it names a row of the caller's org is the service's read to make
 *   (it reads the row anyway), which answers 404 as for a ref.
 * A polymorphic id (`entityType` + `entityId`, marked `x-ref-by: entityType`) is resolved as the entity its sibling
 * names: `{entityType: task, entityId: ENG-12}` as a task ref; a type without refs (a message, a comment) passes its
 * value on unchanged for the service to find, as does a type the caller may not read (the service's 403 comes first).
 * Each ref is looked up in the caller's org (one indexed read per distinct ref; another org's ref names nothing).
 * A ref that names nothing is 404 NOT_FOUND naming the field (`details[0].field`, e.g. `query.opportunityId`,
 * `body.objectiveLinks.1.objectiveId`) and where to list valid ones.
 *
 * The caller's own form is kept (`input.callerForms`, UUID → ref): an error the service raises about a resolved
 * id quotes what the caller sent (`Task ENG-12 …`, not its UUID) — see inCallerTerms in respond.ts.
 */
import type { Knex } from 'knex';
import { notFound } from '../core/errors.js';
import { inOrg } from '../db/scope.js';
import type { Actor } from '../core/actor.js';
import { operations, type OperationId } from '../generated/operations.js';
import { findIdByRef, findTaskIdByRef, isUuid, type RefTable } from '../repositories/refs.js';
import type { ValidInput } from './validate.js';

/** Entities an id field can name, with what a 404 calls them and where valid ones are listed. */
const ENTITIES: Record<string, { what: string; list: string; table?: RefTable }> = {
  vision: { what: 'Vision', list: '/api/v1/visions', table: 'visions' },
  objective: { what: 'Objective', list: '/api/v1/objectives', table: 'objectives' },
  metric: { what: 'Metric', list: '/api/v1/metrics', table: 'metrics' },
  opportunity: { what: 'Opportunity', list: '/api/v1/opportunities', table: 'opportunities' },
  task: { what: 'Task', list: '/api/v1/tasks' },
  team: { what: 'Team', list: '/api/v1/teams' },
  user: { what: 'User', list: '/api/v1/users' },
  customer: { what: 'Customer', list: '/api/v1/customers', table: 'customers' },
  insight: { what: 'Insight', list: '/api/v1/insights', table: 'insights' },
  strategy: { what: 'Strategy', list: '/api/v1/strategies', table: 'strategies' },
};

/** One string value at a ref field: where it sits (to replace it) and its name in error details. */
interface Slot {
  holder: Record<string, unknown>;
  key: string;
  value: string;
  field: string;
}

/** The string values at `path` (dot-separated, `[]` for every array element) under `root`. */
function slots(root: unknown, path: string, prefix: string): Slot[] {
  const out: Slot[] = [];
  const walk = (node: unknown, parts: string[], name: string) => {
    if (!node || typeof node !== 'object') return;
    const [head, ...rest] = parts;
    const array = head.endsWith('[]');
    const key = array ? head.slice(0, -2) : head;
    const value = (node as Record<string, unknown>)[key];
    if (array) {
      if (!Array.isArray(value)) return;
      value.forEach((el, i) => {
        if (rest.length) walk(el, rest, `${name}.${key}.${i}`);
        else if (typeof el === 'string')
          out.push({ holder: value as unknown as Record<string, unknown>, key: String(i), value: el, field: `${name}.${key}.${i}` });
      });
    } else if (rest.length) {
      walk(value, rest, `${name}.${key}`);
    } else if (typeof value === 'string') {
      out.push({ holder: node as Record<string, unknown>, key, value, field: `${name}.${key}` });
    }
  };
  walk(root, path.split('.'), prefix);
  return out;
}

/**
 * `appDb`: the application db. A lookup runs in the caller's org: inside the read's transaction, or (a write, whose
 * transaction opens after its idempotency claim) in a short one of its own, only when a ref is to be looked up.
 */
export function createResolver(appDb: Knex) {
  /** The UUID `ref` of `entity` names in `orgId`, or undefined. */
  async function lookup(entity: string, orgId: string, ref: string): Promise<string | undefined> {
    const e = ENTITIES[entity];
    if (!e?.table && entity !== 'task' && entity !== 'team') return undefined;
    return inOrg(appDb, orgId, async (db) => {
      if (e?.table) return findIdByRef(db, e.table, orgId, ref);
      if (entity === 'task') return findTaskIdByRef(db, orgId, ref);
      if (entity === 'team') return (await db('teams').select('id').where({ org_id: orgId, prefix: ref }).first())?.id;
      return undefined;
    });
  }

  /**
   * Replaces, in `input`, every ref of `operationId`'s ref fields by its UUID and `me` by the caller's user id,
   * recording each replaced ref in `input.callerForms`. Throws 404 NOT_FOUND naming the first field whose ref
   * names nothing in the caller's org.
   */
  return async function resolveRefs(operationId: OperationId, input: ValidInput, actor: Actor | undefined): Promise<void> {
    const fields = operations[operationId].refFields as readonly { in: 'path' | 'query' | 'body'; field: string; entity: string; by?: string }[];
    if (!fields.length || !actor) return;
    const found = new Map<string, string | undefined>();
    const callerForms = new Map<string, string>();
    for (const f of fields) {
      for (const slot of slots(input[f.in], f.field, f.in)) {
        if (isUuid(slot.value)) continue;
        const entity = f.by ? String(slot.holder[f.by] ?? '') : f.entity;
        if (f.by && !ENTITIES[entity]) continue; // a type without refs: its service finds the id
        // The entity type decides which capability reads it, so the service checks it; without it, no lookup here
        // either: the service answers 403 before anything about the row is known.
        if (f.by && entity !== 'user' && !actor.capabilities.has(`${entity}:read`)) continue;
        if (entity === 'user') {
          if (slot.value === 'me') slot.holder[slot.key] = actor.userId;
          continue;
        }
        const cacheKey = `${entity}:${slot.value}`;
        if (!found.has(cacheKey)) found.set(cacheKey, await lookup(entity, actor.orgId, slot.value));
        const id = found.get(cacheKey);
        if (!id) {
          const e = ENTITIES[entity] ?? { what: entity, list: '/api/v1/schema' };
          throw notFound(e.what, slot.value, e.list, slot.field);
        }
        slot.holder[slot.key] = id;
        callerForms.set(id, slot.value);
      }
    }
    if (callerForms.size) input.callerForms = callerForms;
  };
}
