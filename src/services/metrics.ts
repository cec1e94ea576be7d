/**
 * Metrics and their readings (spec 1 §2.4, spec 2 §4.6). currentValue follows the latest reading; readings by
 * hand are refused for system-sourced metrics (422 SOURCE_OWNED_FIELDS). Built-in delivery metrics (issue 17 §3) are
 * system metrics computed from the task history: `builtins` (src/services/metrics/builtins.ts); their computed
 * fields cannot be patched either.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { findIdByRef, refOf, whereIdOrRef } from '../repositories/refs.js';
import { assertUser, iso } from './common.js';
import type { OpportunityService } from './opportunities.js';
import { BuiltinMetricService } from './metrics/builtins.js';

export type Metric = components['schemas']['Metric'];
export type MetricValue = components['schemas']['MetricValue'];
type Unit = Metric['unit'];
type SourceType = Metric['dataSourceType'];

interface MetricRow { id: string; org_id: string; number: number; name: string; description: string; current_value: number | null; unit: Unit; data_source_type: SourceType; data_source_config: Record<string, unknown> | null; steward_id: string | null; created_at: Date; updated_at: Date }
interface ValueRow { id: string; metric_id: string; value: number; recorded_at: Date; note: string; source: 'manual' | 'integration' | 'system'; partial: boolean; created_by: string | null; created_at: Date }

export const toMetric = (r: MetricRow): Metric => ({
  id: r.id, orgId: r.org_id, ref: refOf('metrics', r.number), number: r.number, name: r.name, description: r.description,
  currentValue: r.current_value, unit: r.unit, dataSourceType: r.data_source_type, dataSourceConfig: r.data_source_config,
  stewardId: r.steward_id, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});
const toValue = (r: ValueRow): MetricValue => ({
  id: r.id, metricId: r.metric_id, value: r.value, recordedAt: iso(r.recorded_at)!, note: r.note, source: r.source, partial: r.partial,
  createdBy: r.created_by, createdAt: iso(r.created_at)!,
});

const LIST: ListOrder = { name: 'metrics', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };
const VALUES: ListOrder = { name: 'metric-values', direction: 'asc', keys: [{ expr: 'recorded_at', type: 'timestamptz' }, { expr: 'id', type: 'uuid' }] };

interface MetricFields { name?: string; description?: string; currentValue?: number | null; unit?: Unit; dataSourceType?: SourceType; dataSourceConfig?: Record<string, unknown> | null; stewardId?: string | null }

/** Fields a metric tracking a built-in computes itself (issue 17 §3): changing them is 422 SOURCE_OWNED_FIELDS. */
const BUILTIN_OWNED = ['unit', 'currentValue', 'dataSourceType', 'dataSourceConfig'] as const;

export class MetricService {
  /** Built-in delivery metrics: the catalog, tracking, the nightly refresh (src/services/metrics/builtins.ts). */
  readonly builtins: BuiltinMetricService;

  constructor(private readonly db: Knex, private readonly opps: OpportunityService) {
    this.builtins = new BuiltinMetricService(db, toMetric as (row: never) => Metric);
  }

  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false): Promise<string> {
    const id = await findIdByRef(db, 'metrics', actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Metric', idOrRef, '/api/v1/metrics');
    return id;
  }

  async list(actor: Actor, q: { stewardId?: string; cursor?: string; limit: number }): Promise<Page<Metric>> {
    const query = this.db('metrics').select('*').where({ org_id: actor.orgId });
    if (q.stewardId) query.andWhere({ steward_id: q.stewardId });
    const page = await paginate<MetricRow & Record<string, unknown>>(query, LIST, q);
    return { rows: page.rows.map(toMetric), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Metric> {
    const q = this.db('metrics').where({ org_id: actor.orgId });
    const row = whereIdOrRef(q, 'metrics', idOrRef) ? await q.first() : undefined;
    if (!row) throw notFound('Metric', idOrRef, '/api/v1/metrics');
    return toMetric(row);
  }

  private columns(input: MetricFields) {
    const c: Record<string, unknown> = {};
    if (input.name !== undefined) c.name = input.name;
    if (input.description !== undefined) c.description = input.description;
    if (input.currentValue !== undefined) c.current_value = input.currentValue;
    if (input.unit !== undefined) c.unit = input.unit;
    if (input.dataSourceType !== undefined) c.data_source_type = input.dataSourceType;
    if (input.dataSourceConfig !== undefined) c.data_source_config = input.dataSourceConfig === null ? null : JSON.stringify(input.dataSourceConfig);
    if (input.stewardId !== undefined) c.steward_id = input.stewardId;
    return c;
  }

  async create(actor: Actor, input: MetricFields & { name: string; unit: Unit }): Promise<Metric> {
    return this.db.transaction(async (trx) => {
      if (input.stewardId) await assertUser(trx, actor.orgId, input.stewardId, 'body.stewardId');
      const number = await nextNumber(trx, actor.orgId, 'metric');
      const [row] = await trx('metrics').insert({ org_id: actor.orgId, number, ...this.columns(input) }).returning('*');
      return toMetric(row);
    });
  }

  async update(actor: Actor, idOrRef: string, input: MetricFields): Promise<Metric> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const current = (await trx('metrics').select('number', 'builtin_id').where({ org_id: actor.orgId, id }).first()) as { number: number; builtin_id: string | null };
      const owned = current.builtin_id ? BUILTIN_OWNED.filter((k) => input[k] !== undefined) : [];
      if (owned.length) {
        throw new ApiError('SOURCE_OWNED_FIELDS', `Metric ${refOf('metrics', current.number)} tracks the built-in ${current.builtin_id}; ${owned.join(', ')} ${owned.length > 1 ? 'are' : 'is'} computed`, {
          details: owned.map((f) => ({ field: `body.${f}`, message: 'is computed for a built-in metric' })),
          data: { fields: owned, builtinId: current.builtin_id },
          suggestion: 'Leave out unit, currentValue, dataSourceType and dataSourceConfig; name, description and stewardId can change. Delete the metric to stop tracking the built-in.',
        });
      }
      if (input.stewardId) await assertUser(trx, actor.orgId, input.stewardId, 'body.stewardId');
      const [row] = await trx('metrics').where({ org_id: actor.orgId, id }).update({ ...this.columns(input), updated_at: trx.fn.now() }).returning('*');
      return toMetric(row);
    });
  }

  /** Deletes the metric and its readings; anchored objectives lose the anchor with its target (spec 2 §4.6). */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      await trx('objectives').where({ org_id: actor.orgId, metric_id: id })
        .update({ metric_id: null, target_operator: null, target_numeric: null, start_numeric: null, updated_at: trx.fn.now() });
      await trx('metrics').where({ org_id: actor.orgId, id }).delete();
      return { id, deleted: true as const };
    });
  }

  async listValues(actor: Actor, idOrRef: string, q: { since?: string; cursor?: string; limit: number }): Promise<Page<MetricValue>> {
    const id = await this.resolve(actor, idOrRef);
    const query = this.db('metric_values').select('*').where({ org_id: actor.orgId, metric_id: id });
    if (q.since) query.andWhere('recorded_at', '>=', `${q.since}T00:00:00Z`);
    const page = await paginate<ValueRow & Record<string, unknown>>(query, VALUES, q);
    return { rows: page.rows.map(toValue), nextCursor: page.nextCursor };
  }

  async addValue(actor: Actor, idOrRef: string, input: { value: number; recordedAt?: string; note?: string; source?: 'manual' | 'integration' }): Promise<MetricValue> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const metric: MetricRow = await trx('metrics').where({ org_id: actor.orgId, id }).first();
      if (metric.data_source_type === 'system') {
        throw new ApiError('SOURCE_OWNED_FIELDS', `Metric ${refOf('metrics', metric.number)} is system-sourced; its readings are computed`, {
          data: { dataSourceType: 'system' },
          suggestion: 'Record readings only on manual or integration metrics; system metrics are refreshed automatically.',
        });
      }
      const [row] = await trx('metric_values')
        .insert({ org_id: actor.orgId, metric_id: id, value: input.value, recorded_at: input.recordedAt ?? trx.fn.now(), note: input.note ?? '', source: input.source ?? 'manual', created_by: actor.userId })
        .returning('*');
      await trx.raw(
        `update metrics set current_value = (select value from metric_values where org_id = ? and metric_id = ? order by recorded_at desc, created_at desc limit 1), updated_at = now()
          where org_id = ? and id = ?`,
        [actor.orgId, id, actor.orgId, id],
      );
      return toValue(row);
    });
  }

  /** Opportunities linked to objectives anchored to this metric, alphabetical (spec 2 §4.6). */
  async opportunities(actor: Actor, idOrRef: string) {
    const id = await this.resolve(actor, idOrRef);
    const ids = await this.db('opportunity_objectives as l')
      .join('objectives as ob', function () {
        this.on('ob.org_id', 'l.org_id').andOn('ob.id', 'l.objective_id');
      })
      .distinct('l.opportunity_id')
      .where({ 'l.org_id': actor.orgId, 'ob.metric_id': id });
    return this.opps.byIds(actor, ids.map((r) => r.opportunity_id), 'title');
  }

  async dependents(actor: Actor, idOrRef: string) {
    const id = await this.resolve(actor, idOrRef);
    const { rows } = await this.db.raw(
      `with objs as (select id from objectives where org_id = ? and metric_id = ?),
            opps as (select distinct o.id, o.state from opportunity_objectives l join opportunities o on o.org_id = l.org_id and o.id = l.opportunity_id
                      where l.org_id = ? and l.objective_id in (select id from objs))
       select (select count(*) from objs) as objectives, (select count(*) from opps) as opportunities,
              (select count(*) from opps where state in ('backlog', 'in_progress')) as live`,
      [actor.orgId, id, actor.orgId],
    );
    return { objectives: rows[0].objectives, opportunities: rows[0].opportunities, liveOpportunities: rows[0].live };
  }
}
