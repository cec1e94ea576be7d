/**
 * Platform reads and follows (spec 2 §4.3): entity references, the activity log, subscriptions and global
 * search. The activity rows are written by the database trigger of migrations/20261120100000_platform.ts in the
 * transaction of each write; this service reads them, maps column names to API field names and leaves out the
 * financial fields the caller may not see (spec 2 §5.3).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import { canSeeCompensation, canSeeCost, type Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound, requireCapability } from '../core/errors.js';
import { readPrdTemplate } from './prdTemplates.js';
import type { Page } from '../repositories/paging.js';
import { findLoggedEntityId, listActivities, toActivity } from '../repositories/activities.js';
import { countVisionMetrics, listVisionMetricsWithoutReadings } from '../repositories/metrics.js';
import {
  listObjectivesWithoutMetric,
  listObjectivesWithoutOpportunities,
  listObjectivesWithoutTarget,
  listStalledObjectives,
} from '../repositories/objectives.js';
import { listOpportunitiesWithoutObjective } from '../repositories/opportunities.js';
import { findFollow, setFollow } from '../repositories/subscriptions.js';
import { countVisionChildren, findVisionBrief } from '../repositories/visions.js';
import { action } from '../core/actions.js';
import { findIdInOrg, isUuid, refOf } from '../repositories/refs.js';
import { operations, type OperationId } from '../generated/operations.js';
import { search as searchRows } from './search.js';

export type EntityType = components['schemas']['EntityType'];
type Activity = components['schemas']['Activity'];
type Subscription = components['schemas']['Subscription'];
type SearchHit = components['schemas']['SearchHit'];
type VisionAiContext = components['schemas']['VisionAiContext'];
type Gap = VisionAiContext['context']['gaps'][number];
type Tool = VisionAiContext['tools'][number];

/** Where each entity type lives, the capability that reads it and the operation that lists it. */
export const ENTITIES: Record<EntityType, { table: string; read: string; list: string; label: string }> = {
  vision: { table: 'visions', read: 'vision:read', list: '/api/v1/visions', label: 'Vision' },
  objective: { table: 'objectives', read: 'objective:read', list: '/api/v1/objectives', label: 'Objective' },
  metric: { table: 'metrics', read: 'metric:read', list: '/api/v1/metrics', label: 'Metric' },
  opportunity: { table: 'opportunities', read: 'opportunity:read', list: '/api/v1/opportunities', label: 'Opportunity' },
  task: { table: 'tasks', read: 'task:read', list: '/api/v1/tasks', label: 'Task' },
  team: { table: 'teams', read: 'team:read', list: '/api/v1/teams', label: 'Team' },
  user: { table: 'users', read: 'user:read', list: '/api/v1/users', label: 'User' },
  customer: { table: 'customers', read: 'customer:read', list: '/api/v1/customers', label: 'Customer' },
  insight: { table: 'insights', read: 'insight:read', list: '/api/v1/insights', label: 'Insight' },
  strategy: { table: 'strategies', read: 'strategy:read', list: '/api/v1/strategies', label: 'Strategy' },
};
export const ENTITY_TYPES = Object.keys(ENTITIES) as EntityType[];

const COST_FIELDS = new Set(['estimatedCost']);
const COMPENSATION_FIELDS = new Set(['salaryMonthly', 'salaryCurrency', 'weeklyHours']);

export class PlatformService {
  constructor(private readonly db: Knex) {}

  /** 403 unless the caller may read entities of `type` (spec 2 §4.3: "needs the entity's read capability"). */
  assertCanRead(actor: Actor, type: EntityType): void {
    const cap = ENTITIES[type].read;
    if (!actor.capabilities.has(cap)) {
      throw new ApiError('FORBIDDEN', `Reading ${type} entities needs ${cap}, which this credential does not hold`, {
        data: { required: [cap], missing: [cap] },
        suggestion: `Use a key whose role grants ${cap} (see GET /api/v1/viewer).`,
      });
    }
  }

  /**
   * The UUID of the entity `idOrRef` names in the caller's org (the pipeline resolved a ref: a UUID reaches here).
   * With `orLogged`, a UUID with activity rows still resolves after the entity was deleted. 404 (with the list to
   * look in) otherwise.
   */
  async resolve(actor: Actor, type: EntityType, idOrRef: string, opts: { orLogged?: boolean; field?: string } = {}): Promise<string> {
    this.assertCanRead(actor, type);
    const { table, list, label } = ENTITIES[type];
    let id = await findIdInOrg(this.db, table, actor.orgId, idOrRef);
    if (!id && opts.orLogged && isUuid(idOrRef)) {
      id = await findLoggedEntityId(this.db, actor.orgId, type, idOrRef.toLowerCase());
    }
    if (!id) throw notFound(label, idOrRef, list, opts.field);
    return id;
  }

  /**
   * GET /api/v1/activities — newest first, paged; financial changes only for callers who may see them.
   */
  async activities(
    actor: Actor,
    type: Extract<EntityType, Activity['entityType']>,
    idOrRef: string,
    page: { cursor?: string; limit: number },
  ): Promise<Page<Activity>> {
    const entityId = await this.resolve(actor, type, idOrRef, { orLogged: true, field: 'query.entityId' });
    return this.activityLog(actor, type, entityId, page);
  }

  /**
   * The UUID of a piece of delivery configuration (category, tag, PRD template) whose activity log
   * the caller may read: 403 without its read capability, 404 naming `field` when absent, in another org, or (a PRD
   * template) another team's that the caller cannot see.
   */
  async configurationId(actor: Actor, type: 'template' | 'category' | 'tag' | 'prd_template', idOrUuid: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, `${type}:read`, `Reading the activity log of a ${type.replace('_', ' ')}`);
    if (type === 'prd_template') return (await readPrdTemplate(this.db, actor, idOrUuid, field)).id;
    const table = { template: 'templates', category: 'categories', tag: 'tags' }[type];
    const id = await findIdInOrg(this.db, table, actor.orgId, idOrUuid);
    if (!id) throw notFound(type.charAt(0).toUpperCase() + type.slice(1), idOrUuid, `/api/v1/${table}`, field);
    return id;
  }

  /** The log of an entity the caller was already found to be allowed to read (`entityId`: its UUID). */
  async activityLog(actor: Actor, type: Activity['entityType'], entityId: string, page: { cursor?: string; limit: number }): Promise<Page<Activity>> {
    const result = await listActivities(this.db, actor.orgId, type, entityId, page);
    const cost = canSeeCost(actor);
    const compensation = canSeeCompensation(actor);
    const visible = (field: string) => (cost || !COST_FIELDS.has(field)) && (compensation || !COMPENSATION_FIELDS.has(field));
    return { nextCursor: result.nextCursor, rows: result.rows.map((r) => toActivity(r, visible)) };
  }

  /** GET /api/v1/subscriptions — false covers never subscribed and muted. */
  async subscription(actor: Actor, type: EntityType, idOrRef: string): Promise<Subscription> {
    const entityId = await this.resolve(actor, type, idOrRef, { field: 'query.entityId' });
    const subscribed = await findFollow(this.db, { orgId: actor.orgId, userId: actor.userId, entityType: type, entityId });
    return { entityType: type, entityId, subscribed: subscribed === true };
  }

  /** POST /api/v1/subscriptions — absolute set; false mutes (kept, so auto-follow on assignment respects it). */
  async setSubscription(actor: Actor, type: EntityType, idOrRef: string, subscribed: boolean): Promise<Subscription> {
    const entityId = await this.resolve(actor, type, idOrRef, { field: 'body.entityId' });
    await setFollow(this.db, { orgId: actor.orgId, userId: actor.userId, entityType: type, entityId }, subscribed);
    return { entityType: type, entityId, subscribed };
  }

  /**
   * GET /api/v1/search (spec 2 §4.3; at most 40, spec 2 §8) — ranked hits across the types the caller can read
   * (narrowed by `typesParam`, comma-separated), at most `limit`: an exact ref first, title matches before body
   * matches, every word matched as a prefix, unknown words also as their closest known spellings. Bounded work at
   * any org size (src/services/search.ts).
   * Errors: 400 VALIDATION_FAILED for unknown types or a query under 2 characters besides spaces; 503
   * INTERNAL_ERROR with Retry-After when the search exceeds its statement timeout.
   */
  async search(actor: Actor, query: string, typesParam: string | undefined, limit: number): Promise<SearchHit[]> {
    let types = ENTITY_TYPES.filter((t) => actor.capabilities.has(ENTITIES[t].read));
    if (typesParam !== undefined) {
      const asked = typesParam.split(',');
      const unknown = asked.filter((t) => !(ENTITY_TYPES as string[]).includes(t));
      if (unknown.length) {
        throw invalidField(
          'query.types',
          `names unknown types: ${unknown.join(', ')}; allowed: ${ENTITY_TYPES.join(', ')}`,
          `Pass a comma-separated subset of ${ENTITY_TYPES.join(', ')}.`,
        );
      }
      types = types.filter((t) => asked.includes(t));
    }
    const q = query.trim();
    if (q.length < 2) throw invalidField('query.query', 'must have at least 2 characters besides spaces', 'Search for at least 2 characters.');
    if (!types.length) return [];
    const rows = await searchRows(this.db, actor, q, types, limit);
    return rows.map((r) => ({
      type: r.type,
      id: r.id,
      ref: r.type === 'team' ? null : r.ref,
      title: r.title,
      snippet: r.snippet ?? '',
      score: Math.round(Number(r.score) * 1000) / 1000,
      href: `${ENTITIES[r.type].list}/${r.type === 'team' || r.type === 'user' ? r.id : (r.ref ?? r.id)}`,
    }));
  }

  /**
   * GET /api/v1/ai/context/vision/{id} (spec 2 §4.3): the vision, counts of what hangs under it, its gaps (at
   * most 50, oldest first per kind) and the mutation operations that close them, as MCP tool names with
   * REST calls. Gaps are only reported for types the caller can read, tools only for operations it may call.
   */
  async visionContext(actor: Actor, idOrRef: string): Promise<VisionAiContext> {
    const visionId = await this.resolve(actor, 'vision', idOrRef);
    // resolve() found it a moment ago in this org.
    const v = (await findVisionBrief(this.db, actor.orgId, visionId))!;
    const vision = { id: v.id, ref: refOf('visions', v.number), name: v.name, kind: v.kind, narrative: v.narrative };
    const org = actor.orgId;
    const [children, metrics] = await Promise.all([countVisionChildren(this.db, org, visionId), countVisionMetrics(this.db, org, visionId)]);
    const counts = {
      objectives: Number(children.objectives),
      metrics,
      opportunities: Number(children.opportunities),
      tasks: Number(children.tasks),
    };

    const gaps: Gap[] = [];
    const tools: Tool[] = [];
    const can = (op: OperationId) => operations[op].capabilities.every((c) => actor.capabilities.has(c));
    const tool = (op: OperationId, params: Record<string, string>, reason: string, body?: Record<string, unknown>) => {
      if (!can(op) || tools.length >= 50) return;
      const a = action(op, params, body);
      tools.push({ name: operations[op].tool ?? op, operationId: op, method: a.method as Tool['method'], href: a.href, reason, ...(body ? { body } : {}) });
    };
    const readable = (t: EntityType) => actor.capabilities.has(ENTITIES[t].read);
    const LIMIT = 50;

    if (counts.objectives === 0 && readable('objective')) {
      gaps.push({
        kind: 'vision_without_objectives',
        entityType: 'vision',
        id: vision.id,
        ref: vision.ref,
        title: vision.name,
        message: 'The vision has no objectives: nothing measures progress toward it.',
      });
      tool('createObjective', {}, `Add an objective under ${vision.ref}, anchored to a metric with a target.`, { visionId: vision.ref, driId: actor.userId });
    }
    if (readable('objective')) {
      const noMetric = await listObjectivesWithoutMetric(this.db, org, visionId, LIMIT);
      for (const o of noMetric) {
        const ref = refOf('objectives', o.number);
        gaps.push({ kind: 'objective_without_metric', entityType: 'objective', id: o.id, ref, title: o.title, message: `${ref} is not anchored to a metric.` });
        tool('setObjectiveMetric', { id: ref }, `Anchor ${ref} to a metric with a target.`);
      }
      const noTarget = await listObjectivesWithoutTarget(this.db, org, visionId, LIMIT);
      for (const o of noTarget) {
        const ref = refOf('objectives', o.number);
        gaps.push({
          kind: 'objective_without_target',
          entityType: 'objective',
          id: o.id,
          ref,
          title: o.title,
          message: `${ref} has a metric but no target value.`,
        });
        tool('setObjectiveMetric', { id: ref }, `Give ${ref} a target on its metric.`);
      }
      if (readable('opportunity')) {
        const noOpp = await listObjectivesWithoutOpportunities(this.db, org, visionId, LIMIT);
        for (const o of noOpp) {
          const ref = refOf('objectives', o.number);
          gaps.push({
            kind: 'objective_without_opportunities',
            entityType: 'objective',
            id: o.id,
            ref,
            title: o.title,
            message: `No opportunity works toward ${ref}.`,
          });
          tool('createOpportunity', {}, `Propose work toward ${ref}.`, { objectiveLinks: [{ objectiveId: ref, kind: 'primary' }] });
        }
      }
    }
    if (readable('metric') && readable('objective')) {
      const noReadings = await listVisionMetricsWithoutReadings(this.db, org, visionId, LIMIT);
      for (const m of noReadings) {
        const ref = refOf('metrics', m.number);
        gaps.push({
          kind: 'metric_without_readings',
          entityType: 'metric',
          id: m.id,
          ref,
          title: m.name,
          message: `${ref} has no readings, so its objectives cannot show progress.`,
        });
        tool('createMetricValue', { id: ref }, `Record a first reading of ${ref}.`);
      }
    }
    if (readable('metric') && readable('objective')) {
      const stalled = await listStalledObjectives(this.db, org, visionId, LIMIT);
      for (const o of stalled) {
        const ref = refOf('objectives', o.number);
        const metric = refOf('metrics', o.metric_number);
        gaps.push({
          kind: 'objective_progress_stalled',
          entityType: 'objective',
          id: o.id,
          ref,
          title: o.title,
          message: `${ref}'s progress has not moved in 30 days (${metric} unchanged).`,
        });
        tool('createMetricValue', { id: metric }, `Record a current reading of ${metric}, or revisit the work toward ${ref}.`);
      }
    }
    if (readable('opportunity') && readable('objective')) {
      const orphans = await listOpportunitiesWithoutObjective(this.db, org, LIMIT);
      for (const p of orphans) {
        const ref = refOf('opportunities', p.number);
        gaps.push({
          kind: 'opportunity_without_objective',
          entityType: 'opportunity',
          id: p.id,
          ref,
          title: p.title,
          message: `${ref} is not linked to any objective, so it traces to no outcome.`,
        });
        tool('createOpportunityObjectiveLink', { id: ref }, `Link ${ref} to the objective it serves.`);
      }
    }

    const systemPrompt = [
      `You are working on the ${vision.kind} vision ${vision.ref} "${vision.name}" in Sextant, an outcomes-anchored project-management service.`,
      'Every piece of work must trace to this vision through an objective anchored to a metric with a target.',
      `Under it: ${counts.objectives} objectives, ${counts.metrics} metrics, ${counts.opportunities} opportunities and ${counts.tasks} tasks.`,
      gaps.length
        ? `There are ${gaps.length} gaps (context.gaps). Close them with the listed tools, completing each pre-filled body with the fields it lacks (titles, targets, readings); ask the user when a value (a target, a reading) is not known.`
        : 'There are no open gaps; keep metrics current and link new work to objectives.',
      'Every response lists the valid next operations in `actions`; prefer them over guessing paths.',
    ].join(' ');
    return { systemPrompt, context: { vision, counts, gaps }, tools };
  }
}
