/**
 * Objectives (spec 1 §2.3, spec 2 §4.5): anchored to at most one metric; one-level nesting through alignment
 * links (at most one primary parent; a sub-objective cannot be a parent); visionPath re-rooted on moves.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import { metricExists } from '../repositories/metrics.js';
import {
  deleteObjective,
  findObjective,
  findObjectiveId,
  insertObjective,
  listAllObjectives,
  listObjectives,
  newObjectiveId,
  toObjective,
  toObjectiveSummary,
  updateObjective,
} from '../repositories/objectives.js';
import {
  deleteObjectiveLink,
  findChildLink,
  findPrimaryParentLink,
  listLinkedObjectives,
  listObjectiveLinks,
  upsertObjectiveLink,
} from '../repositories/objectiveLinks.js';
import { listLiveOpportunities } from '../repositories/opportunities.js';
import { listAllOpportunityObjectives, listObjectiveOpportunities, promoteOldestLinks } from '../repositories/opportunityObjectives.js';
import { findVisionHead } from '../repositories/visions.js';
import { opportunitiesOfObjectives, refreshOpportunityPaths } from '../repositories/visionPaths.js';
import { assertUser, iso, isUniqueViolation } from './common.js';
import { withProgress } from '../repositories/progress.js';

export type Objective = Schema<'Objective'>;
type Nesting = Schema<'ObjectiveNesting'>;
/** The row type and mapper live with the table; re-exported for the callers that read objectives. */
export { toObjective };
export type { ObjectiveRow } from '../repositories/objectives.js';
const toSummary = toObjectiveSummary;

export class ObjectiveService {
  constructor(private readonly db: Knex) {}

  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false, field?: string): Promise<string> {
    const id = await findObjectiveId(db, actor.orgId, idOrRef, forUpdate);
    if (!id) {
      const err = notFound('Objective', idOrRef, '/api/v1/objectives');
      if (field) (err as { details?: unknown }).details = [{ field, message: 'is not an objective of this org' }];
      throw err;
    }
    return id;
  }

  private async visionOf(actor: Actor, db: Knex, idOrRef: string, field: string) {
    const v = await findVisionHead(db, actor.orgId, idOrRef);
    if (v === 'malformed') {
      throw invalidField(field, 'must be a vision UUID or VIS-<n>', 'Pass the id or ref of a vision from GET /api/v1/visions.');
    }
    if (!v) {
      throw new ApiError('NOT_FOUND', `${field}: vision ${idOrRef} not found`, {
        details: [{ field, message: 'is not a vision of this org' }],
        suggestion: 'List visions with GET /api/v1/visions to find a valid id or ref.',
      });
    }
    return v;
  }

  private async assertMetric(actor: Actor, db: Knex, metricId: string, field: string) {
    if (!(await metricExists(db, actor.orgId, metricId))) {
      throw new ApiError('NOT_FOUND', `${field}: metric ${metricId} not found`, {
        details: [{ field, message: 'is not a metric of this org' }],
        suggestion: 'List metrics with GET /api/v1/metrics, or create one with POST /api/v1/metrics.',
      });
    }
  }

  async list(actor: Actor, q: QueryParams<'listObjectives'> & { limit: number }): Promise<Page<Objective>> {
    const page = await listObjectives(this.db, actor.orgId, { visionId: q.visionId, metricId: q.metricId, driId: q.driId, status: q.status }, q);
    return { rows: await withProgress(this.db, actor.orgId, page.rows.map(toObjective)), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Objective> {
    const row = await findObjective(this.db, actor.orgId, idOrRef);
    if (!row) throw notFound('Objective', idOrRef, '/api/v1/objectives');
    return (await withProgress(this.db, actor.orgId, [toObjective(row)]))[0];
  }

  async create(actor: Actor, input: RequestBody<'createObjective'>): Promise<Objective> {
    return this.db.transaction(async (trx) => {
      const vision = await this.visionOf(actor, trx, input.visionId, 'body.visionId');
      await assertUser(trx, actor.orgId, input.driId, 'body.driId');
      if (input.metric) await this.assertMetric(actor, trx, input.metric.metricId, 'body.metric.metricId');
      const number = await nextNumber(trx, actor.orgId, 'objective');
      const id = await newObjectiveId(trx);
      const row = await insertObjective(trx, actor.orgId, {
        id,
        number,
        vision_id: vision.id,
        title: input.title,
        description: input.description ?? '',
        dri_id: input.driId,
        deadline: input.deadline ?? null,
        horizon: input.horizon ?? null,
        vision_version: vision.version,
        vision_path: `${vision.id}/${id}`,
        metric_id: input.metric?.metricId ?? null,
        target_operator: input.metric?.operator ?? null,
        target_numeric: input.metric?.target ?? null,
        start_numeric: input.metric?.startValue ?? null,
      });
      return (await withProgress(trx, actor.orgId, [toObjective(row)]))[0];
    });
  }

  async update(actor: Actor, idOrRef: string, input: RequestBody<'updateObjective'>): Promise<Objective> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur = (await findObjective(trx, actor.orgId, id))!;
      const patch: Record<string, unknown> = { updated_at: trx.fn.now() };
      for (const [k, col] of [
        ['title', 'title'],
        ['description', 'description'],
        ['deadline', 'deadline'],
        ['horizon', 'horizon'],
        ['status', 'status'],
      ] as const) {
        if (input[k] !== undefined) patch[col] = input[k];
      }
      if (input.driId !== undefined) {
        await assertUser(trx, actor.orgId, input.driId, 'body.driId');
        patch.dri_id = input.driId;
      }
      let moved = false;
      if (input.visionId !== undefined) {
        const vision = await this.visionOf(actor, trx, input.visionId, 'body.visionId');
        if (vision.id !== cur.vision_id) {
          Object.assign(patch, { vision_id: vision.id, vision_version: vision.version, vision_path: `${vision.id}/${id}` });
          moved = true;
        }
      }
      const row = (await updateObjective(trx, actor.orgId, id, patch))!;
      if (moved) await refreshOpportunityPaths(trx, actor.orgId, await opportunitiesOfObjectives(trx, actor.orgId, [id]));
      return (await withProgress(trx, actor.orgId, [toObjective(row)]))[0];
    });
  }

  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const opps = await opportunitiesOfObjectives(trx, actor.orgId, [id]);
      await deleteObjective(trx, actor.orgId, id); // links cascade
      // a link that was primary is gone: promote the oldest remaining link, then recompute paths
      await promoteOldestLinks(trx, actor.orgId, opps);
      await refreshOpportunityPaths(trx, actor.orgId, opps);
      return { id, deleted: true as const };
    });
  }

  /** Every linked opportunity, alphabetical by title, with link metadata (spec 2 §4.5). */
  async opportunities(actor: Actor, idOrRef: string) {
    const id = await this.resolve(actor, idOrRef);
    const rows = await listObjectiveOpportunities(this.db, actor.orgId, id);
    return rows.map((r) => ({
      id: r.id,
      ref: refOf('opportunities', r.number),
      title: r.title,
      state: r.state,
      teamId: r.team_id,
      link: { objectiveId: r.objective_id, kind: r.kind, createdAt: iso(r.created_at)! },
    }));
  }

  async setMetric(actor: Actor, idOrRef: string, input: RequestBody<'setObjectiveMetric'>): Promise<Objective> {
    if (input.metricId !== null) {
      const details = [
        ...(input.operator === undefined ? [{ field: 'body.operator', message: 'is required when metricId is set' }] : []),
        ...(input.target === undefined ? [{ field: 'body.target', message: 'is required when metricId is set' }] : []),
      ];
      if (details.length) {
        throw new ApiError('VALIDATION_FAILED', 'operator and target are required with a metric', {
          details,
          suggestion: 'Send operator (gte, lte or eq) and target with metricId, or metricId null to clear the anchor.',
        });
      }
    }
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      if (input.metricId) await this.assertMetric(actor, trx, input.metricId, 'body.metricId');
      const patch =
        input.metricId === null
          ? { metric_id: null, target_operator: null, target_numeric: null, start_numeric: null }
          : { metric_id: input.metricId, target_operator: input.operator, target_numeric: input.target, start_numeric: input.startValue ?? null };
      const row = (await updateObjective(trx, actor.orgId, id, { ...patch, updated_at: trx.fn.now() }))!;
      return (await withProgress(trx, actor.orgId, [toObjective(row)]))[0];
    });
  }

  /** Objectives as columns; objectives and non-cancelled opportunities as rows (spec 2 §4.5). */
  async alignment(actor: Actor) {
    const objectives = await listAllObjectives(this.db, actor.orgId);
    const links = await listObjectiveLinks(this.db, actor.orgId);
    const opps = await listLiveOpportunities(this.db, actor.orgId);
    const oppLinks = await listAllOpportunityObjectives(this.db, actor.orgId);
    const serves = (pairs: { from: string; to: string; kind: 'primary' | 'supporting' }[]) => {
      const m = new Map<string, { objectiveId: string; kind: 'primary' | 'supporting' }[]>();
      for (const p of pairs) m.set(p.from, [...(m.get(p.from) ?? []), { objectiveId: p.to, kind: p.kind }]);
      return m;
    };
    const objServes = serves(links.map((l) => ({ from: l.child_id, to: l.parent_id, kind: l.kind })));
    const oppServes = serves(oppLinks.map((l) => ({ from: l.opportunity_id, to: l.objective_id, kind: l.kind })));
    return {
      columns: objectives.map(toSummary),
      rows: [
        ...objectives.map((o) => ({
          type: 'objective' as const,
          id: o.id,
          ref: refOf('objectives', o.number),
          title: o.title,
          serves: objServes.get(o.id) ?? [],
        })),
        ...opps.map((o) => ({
          type: 'opportunity' as const,
          id: o.id,
          ref: refOf('opportunities', o.number),
          title: o.title,
          serves: oppServes.get(o.id) ?? [],
        })),
      ],
    };
  }

  async nesting(actor: Actor, idOrRef: string, db: Knex = this.db): Promise<Nesting> {
    const id = await this.resolve(actor, idOrRef, db);
    const rows = await listLinkedObjectives(db, actor.orgId, id);
    const pick = (outgoing: boolean, kind: string) => rows.filter((r) => r.outgoing === outgoing && r.kind === kind).map(toSummary);
    return {
      parent: pick(true, 'primary')[0] ?? null,
      children: pick(false, 'primary'),
      alsoServes: pick(true, 'supporting'),
      supportedBy: pick(false, 'supporting'),
    };
  }

  /** Sets or removes the link child → parent (spec 1 §2.3): one level deep, at most one primary parent. */
  async setAlignmentLink(actor: Actor, idOrRef: string, input: RequestBody<'setObjectiveAlignmentLink'>): Promise<Nesting> {
    return this.db.transaction(async (trx) => {
      const childId = await this.resolve(actor, idOrRef, trx, true);
      const parentId = await this.resolve(actor, input.parentId, trx, true, 'body.parentId');
      if (childId === parentId) {
        throw new ApiError('VALIDATION_FAILED', 'An objective cannot be linked to itself', {
          details: [{ field: 'body.parentId', message: 'must be another objective' }],
          suggestion: 'Pass the id or ref of a different objective as parentId.',
        });
      }
      if (input.kind === null) {
        await deleteObjectiveLink(trx, actor.orgId, childId, parentId);
        return this.nesting(actor, childId, trx);
      }
      const parentIsSub = await findPrimaryParentLink(trx, actor.orgId, parentId);
      if (parentIsSub) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Objective ${input.parentId} is itself a sub-objective and cannot be a parent`, {
          data: { parentOf: parentIsSub.parent_id },
          suggestion: 'Nesting is one level deep: link to a top-level objective (its primary parent is in GET /api/v1/objectives/{id}/nesting).',
        });
      }
      const hasChildren = await findChildLink(trx, actor.orgId, childId);
      if (hasChildren) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Objective ${idOrRef} has objectives linked beneath it and cannot become a sub-objective`, {
          suggestion: 'Remove the links beneath it first (kind null), or link those objectives to the new parent instead.',
        });
      }
      if (input.kind === 'primary') {
        const existing = await findPrimaryParentLink(trx, actor.orgId, childId, parentId);
        if (existing) {
          throw new ApiError('ALREADY_EXISTS', `Objective ${idOrRef} already has a primary parent`, {
            data: { primaryParentId: existing.parent_id },
            suggestion: 'Remove the current primary link (kind null) first, or add this one as kind "supporting".',
          });
        }
      }
      try {
        await upsertObjectiveLink(trx, actor.orgId, childId, parentId, input.kind);
      } catch (err) {
        if (isUniqueViolation(err))
          throw new ApiError('ALREADY_EXISTS', 'A concurrent request set a primary parent', { suggestion: 'Read the nesting and retry.' });
        throw err;
      }
      return this.nesting(actor, childId, trx);
    });
  }
}
