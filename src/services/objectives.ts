/**
 * Objectives (spec 1 §2.3, spec 2 §4.5): anchored to at most one metric; one-level nesting through alignment
 * links (at most one primary parent; a sub-objective cannot be a parent); visionPath re-rooted on moves.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { findIdByRef, refOf, whereIdOrRef } from '../repositories/refs.js';
import { promoteOldestLinks } from '../repositories/opportunityObjectives.js';
import { opportunitiesOfObjectives, refreshOpportunityPaths } from '../repositories/visionPaths.js';
import { assertUser, decimalString, iso, isUniqueViolation } from './common.js';
import { withProgress } from '../repositories/progress.js';

export type Objective = components['schemas']['Objective'];
type Summary = components['schemas']['ObjectiveSummary'];
type Nesting = components['schemas']['ObjectiveNesting'];

export interface ObjectiveRow {
  id: string; org_id: string; number: number; vision_id: string; title: string; description: string; metric_id: string | null;
  target_operator: 'gte' | 'lte' | 'eq' | null; target_numeric: string | null; start_numeric: string | null; dri_id: string;
  deadline: Date | null; horizon: 'short' | 'long' | null; status: 'active' | 'achieved' | 'abandoned'; vision_version: number;
  vision_path: string; created_at: Date; updated_at: Date;
}

export const toObjective = (r: ObjectiveRow): Objective => ({
  id: r.id, orgId: r.org_id, ref: refOf('objectives', r.number), number: r.number, visionId: r.vision_id, title: r.title,
  description: r.description, metricId: r.metric_id, targetOperator: r.target_operator, targetNumeric: decimalString(r.target_numeric),
  startNumeric: decimalString(r.start_numeric), driId: r.dri_id, deadline: iso(r.deadline), horizon: r.horizon, status: r.status,
  visionVersion: r.vision_version, visionPath: r.vision_path, progress: null, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});
const toSummary = (r: ObjectiveRow): Summary => ({ id: r.id, ref: refOf('objectives', r.number), title: r.title, status: r.status, visionId: r.vision_id });

const LIST: ListOrder = { name: 'objectives', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };

interface MetricInput { metricId: string; operator: 'gte' | 'lte' | 'eq'; target: number; startValue?: number | null }

export class ObjectiveService {
  constructor(private readonly db: Knex) {}

  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false, field?: string): Promise<string> {
    const id = await findIdByRef(db, 'objectives', actor.orgId, idOrRef, forUpdate);
    if (!id) {
      const err = notFound('Objective', idOrRef, '/api/v1/objectives');
      if (field) (err as { details?: unknown }).details = [{ field, message: 'is not an objective of this org' }];
      throw err;
    }
    return id;
  }

  private async visionOf(actor: Actor, db: Knex, idOrRef: string, field: string) {
    const q = db('visions').select('id', 'version').where({ org_id: actor.orgId });
    if (!whereIdOrRef(q, 'visions', idOrRef)) {
      throw invalidField(field, 'must be a vision UUID or VIS-<n>', 'Pass the id or ref of a vision from GET /api/v1/visions.');
    }
    const v = await q.first();
    if (!v) {
      throw new ApiError('NOT_FOUND', `${field}: vision ${idOrRef} not found`, {
        details: [{ field, message: 'is not a vision of this org' }],
        suggestion: 'List visions with GET /api/v1/visions to find a valid id or ref.',
      });
    }
    return v as { id: string; version: number };
  }

  private async assertMetric(actor: Actor, db: Knex, metricId: string, field: string) {
    const m = await db('metrics').select('id').where({ org_id: actor.orgId, id: metricId }).first();
    if (!m) {
      throw new ApiError('NOT_FOUND', `${field}: metric ${metricId} not found`, {
        details: [{ field, message: 'is not a metric of this org' }],
        suggestion: 'List metrics with GET /api/v1/metrics, or create one with POST /api/v1/metrics.',
      });
    }
  }

  async list(actor: Actor, q: { visionId?: string; metricId?: string; driId?: string; status?: string; cursor?: string; limit: number }): Promise<Page<Objective>> {
    const query = this.db('objectives').select('*').where({ org_id: actor.orgId });
    if (q.visionId) query.andWhere({ vision_id: q.visionId });
    if (q.metricId) query.andWhere({ metric_id: q.metricId });
    if (q.driId) query.andWhere({ dri_id: q.driId });
    if (q.status) query.andWhere({ status: q.status });
    const page = await paginate<ObjectiveRow & Record<string, unknown>>(query, LIST, q);
    return { rows: await withProgress(this.db, actor.orgId, page.rows.map(toObjective)), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Objective> {
    const q = this.db('objectives').where({ org_id: actor.orgId });
    const row = whereIdOrRef(q, 'objectives', idOrRef) ? await q.first() : undefined;
    if (!row) throw notFound('Objective', idOrRef, '/api/v1/objectives');
    return (await withProgress(this.db, actor.orgId, [toObjective(row)]))[0];
  }

  async create(actor: Actor, input: { title: string; visionId: string; driId: string; description?: string; deadline?: string | null; horizon?: 'short' | 'long' | null; metric?: MetricInput }): Promise<Objective> {
    return this.db.transaction(async (trx) => {
      const vision = await this.visionOf(actor, trx, input.visionId, 'body.visionId');
      await assertUser(trx, actor.orgId, input.driId, 'body.driId');
      if (input.metric) await this.assertMetric(actor, trx, input.metric.metricId, 'body.metric.metricId');
      const number = await nextNumber(trx, actor.orgId, 'objective');
      const id = (await trx.raw('select gen_random_uuid() as id')).rows[0].id as string;
      const [row] = await trx('objectives')
        .insert({
          org_id: actor.orgId, id, number, vision_id: vision.id, title: input.title, description: input.description ?? '',
          dri_id: input.driId, deadline: input.deadline ?? null, horizon: input.horizon ?? null, vision_version: vision.version,
          vision_path: `${vision.id}/${id}`,
          metric_id: input.metric?.metricId ?? null, target_operator: input.metric?.operator ?? null,
          target_numeric: input.metric?.target ?? null, start_numeric: input.metric?.startValue ?? null,
        })
        .returning('*');
      return (await withProgress(trx, actor.orgId, [toObjective(row)]))[0];
    });
  }

  async update(actor: Actor, idOrRef: string, input: { visionId?: string; title?: string; description?: string; deadline?: string | null; driId?: string; horizon?: 'short' | 'long' | null; status?: 'active' | 'achieved' | 'abandoned' }): Promise<Objective> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur: ObjectiveRow = await trx('objectives').where({ org_id: actor.orgId, id }).first();
      const patch: Record<string, unknown> = { updated_at: trx.fn.now() };
      for (const [k, col] of [['title', 'title'], ['description', 'description'], ['deadline', 'deadline'], ['horizon', 'horizon'], ['status', 'status']] as const) {
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
      const [row] = await trx('objectives').where({ org_id: actor.orgId, id }).update(patch).returning('*');
      if (moved) await refreshOpportunityPaths(trx, actor.orgId, await opportunitiesOfObjectives(trx, actor.orgId, [id]));
      return (await withProgress(trx, actor.orgId, [toObjective(row)]))[0];
    });
  }

  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const opps = await opportunitiesOfObjectives(trx, actor.orgId, [id]);
      await trx('objectives').where({ org_id: actor.orgId, id }).delete(); // links cascade
      // a link that was primary is gone: promote the oldest remaining link, then recompute paths
      await promoteOldestLinks(trx, actor.orgId, opps);
      await refreshOpportunityPaths(trx, actor.orgId, opps);
      return { id, deleted: true as const };
    });
  }

  /** Every linked opportunity, alphabetical by title, with link metadata (spec 2 §4.5). */
  async opportunities(actor: Actor, idOrRef: string) {
    const id = await this.resolve(actor, idOrRef);
    const rows = await this.db('opportunity_objectives as l')
      .join('opportunities as o', function () {
        this.on('o.org_id', 'l.org_id').andOn('o.id', 'l.opportunity_id');
      })
      .select('o.id', 'o.number', 'o.title', 'o.state', 'o.team_id', 'l.objective_id', 'l.kind', 'l.created_at')
      .where({ 'l.org_id': actor.orgId, 'l.objective_id': id })
      .orderBy([{ column: 'o.title' }, { column: 'o.number' }]);
    return rows.map((r) => ({
      id: r.id, ref: refOf('opportunities', r.number), title: r.title, state: r.state, teamId: r.team_id,
      link: { objectiveId: r.objective_id, kind: r.kind, createdAt: iso(r.created_at)! },
    }));
  }

  async setMetric(actor: Actor, idOrRef: string, input: { metricId: string | null; operator?: 'gte' | 'lte' | 'eq'; target?: number; startValue?: number | null }): Promise<Objective> {
    if (input.metricId !== null) {
      const details = [
        ...(input.operator === undefined ? [{ field: 'body.operator', message: 'is required when metricId is set' }] : []),
        ...(input.target === undefined ? [{ field: 'body.target', message: 'is required when metricId is set' }] : []),
      ];
      if (details.length) {
        throw new ApiError('VALIDATION_FAILED', 'operator and target are required with a metric', {
          details, suggestion: 'Send operator (gte, lte or eq) and target with metricId, or metricId null to clear the anchor.',
        });
      }
    }
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      if (input.metricId) await this.assertMetric(actor, trx, input.metricId, 'body.metricId');
      const patch = input.metricId === null
        ? { metric_id: null, target_operator: null, target_numeric: null, start_numeric: null }
        : { metric_id: input.metricId, target_operator: input.operator, target_numeric: input.target, start_numeric: input.startValue ?? null };
      const [row] = await trx('objectives').where({ org_id: actor.orgId, id }).update({ ...patch, updated_at: trx.fn.now() }).returning('*');
      return (await withProgress(trx, actor.orgId, [toObjective(row)]))[0];
    });
  }

  /** Objectives as columns; objectives and non-cancelled opportunities as rows (spec 2 §4.5). */
  async alignment(actor: Actor) {
    const objectives: ObjectiveRow[] = await this.db('objectives').select('*').where({ org_id: actor.orgId }).orderBy('number');
    const links = await this.db('objective_links').select('child_id', 'parent_id', 'kind').where({ org_id: actor.orgId }).orderBy(['child_id', 'parent_id']);
    const opps = await this.db('opportunities').select('id', 'number', 'title').where({ org_id: actor.orgId }).whereNot({ state: 'cancelled' }).orderBy('number');
    const oppLinks = await this.db('opportunity_objectives').select('opportunity_id', 'objective_id', 'kind').where({ org_id: actor.orgId }).orderBy(['opportunity_id', 'objective_id']);
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
        ...objectives.map((o) => ({ type: 'objective' as const, id: o.id, ref: refOf('objectives', o.number), title: o.title, serves: objServes.get(o.id) ?? [] })),
        ...opps.map((o) => ({ type: 'opportunity' as const, id: o.id, ref: refOf('opportunities', o.number), title: o.title, serves: oppServes.get(o.id) ?? [] })),
      ],
    };
  }

  async nesting(actor: Actor, idOrRef: string, db: Knex = this.db): Promise<Nesting> {
    const id = await this.resolve(actor, idOrRef, db);
    const rows = await db('objective_links as l')
      .join('objectives as o', function () {
        this.on('o.org_id', 'l.org_id').andOn(db.raw('o.id = case when l.child_id = ? then l.parent_id else l.child_id end', [id]));
      })
      .select('o.*', 'l.kind', db.raw('(l.child_id = ?) as outgoing', [id]))
      .where('l.org_id', actor.orgId)
      .andWhere((w) => w.where('l.child_id', id).orWhere('l.parent_id', id))
      .orderBy('o.number');
    const pick = (outgoing: boolean, kind: string) => rows.filter((r) => r.outgoing === outgoing && r.kind === kind).map(toSummary);
    return { parent: pick(true, 'primary')[0] ?? null, children: pick(false, 'primary'), alsoServes: pick(true, 'supporting'), supportedBy: pick(false, 'supporting') };
  }

  /** Sets or removes the link child → parent (spec 1 §2.3): one level deep, at most one primary parent. */
  async setAlignmentLink(actor: Actor, idOrRef: string, input: { parentId: string; kind: 'primary' | 'supporting' | null }): Promise<Nesting> {
    return this.db.transaction(async (trx) => {
      const childId = await this.resolve(actor, idOrRef, trx, true);
      const parentId = await this.resolve(actor, input.parentId, trx, true, 'body.parentId');
      if (childId === parentId) {
        throw new ApiError('VALIDATION_FAILED', 'An objective cannot be linked to itself', {
          details: [{ field: 'body.parentId', message: 'must be another objective' }], suggestion: 'Pass the id or ref of a different objective as parentId.',
        });
      }
      const where = { org_id: actor.orgId, child_id: childId, parent_id: parentId };
      if (input.kind === null) {
        await trx('objective_links').where(where).delete();
        return this.nesting(actor, childId, trx);
      }
      const parentIsSub = await trx('objective_links').where({ org_id: actor.orgId, child_id: parentId, kind: 'primary' }).first();
      if (parentIsSub) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Objective ${input.parentId} is itself a sub-objective and cannot be a parent`, {
          data: { parentOf: parentIsSub.parent_id },
          suggestion: 'Nesting is one level deep: link to a top-level objective (its primary parent is in GET /api/v1/objectives/{id}/nesting).',
        });
      }
      const hasChildren = await trx('objective_links').where({ org_id: actor.orgId, parent_id: childId }).first();
      if (hasChildren) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', `Objective ${idOrRef} has objectives linked beneath it and cannot become a sub-objective`, {
          suggestion: 'Remove the links beneath it first (kind null), or link those objectives to the new parent instead.',
        });
      }
      if (input.kind === 'primary') {
        const existing = await trx('objective_links').where({ org_id: actor.orgId, child_id: childId, kind: 'primary' }).whereNot({ parent_id: parentId }).first();
        if (existing) {
          throw new ApiError('ALREADY_EXISTS', `Objective ${idOrRef} already has a primary parent`, {
            data: { primaryParentId: existing.parent_id },
            suggestion: 'Remove the current primary link (kind null) first, or add this one as kind "supporting".',
          });
        }
      }
      try {
        await trx('objective_links').insert({ ...where, kind: input.kind }).onConflict(['org_id', 'child_id', 'parent_id']).merge(['kind']);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError('ALREADY_EXISTS', 'A concurrent request set a primary parent', { suggestion: 'Read the nesting and retry.' });
        throw err;
      }
      return this.nesting(actor, childId, trx);
    });
  }
}
