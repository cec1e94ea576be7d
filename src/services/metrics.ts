/**
 * Metrics and their readings (spec 1 §2.4, spec 2 §4.6). currentValue follows the latest reading; readings by
 * hand are refused for system-sourced metrics (422 SOURCE_OWNED_FIELDS). Built-in delivery metrics are
 * system metrics computed from the task history: `builtins` (src/services/metrics/builtins.ts); their computed
 * fields cannot be patched either.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import {
  countMetricDependents,
  deleteMetric,
  findMetric,
  findMetricBuiltin,
  findMetricId,
  insertMetric,
  listMetrics,
  refreshCurrentValue,
  toMetric,
  updateMetric,
} from '../repositories/metrics.js';
import { insertMetricValue, listMetricValues, toMetricValue } from '../repositories/metricValues.js';
import { unanchorObjectives } from '../repositories/objectives.js';
import { listOpportunityIdsByMetric } from '../repositories/opportunityObjectives.js';
import { assertUser } from './common.js';
import type { OpportunityService } from './opportunities.js';
import { BuiltinMetricService } from './metrics/builtins.js';

export type Metric = Schema<'Metric'>;
export type MetricValue = Schema<'MetricValue'>;
/** The mapper lives with the table; re-exported for the callers that read metrics. */
export { toMetric };
const toValue = toMetricValue;

/** The writable fields of a metric (updateMetric's body; createMetric's requires name and unit). */
type MetricFields = RequestBody<'updateMetric'>;

/** Fields a metric tracking a built-in computes itself: changing them is 422 SOURCE_OWNED_FIELDS. */
const BUILTIN_OWNED = ['unit', 'currentValue', 'dataSourceType', 'dataSourceConfig'] as const;

export class MetricService {
  /** Built-in delivery metrics: the catalog, tracking, the nightly refresh (src/services/metrics/builtins.ts). */
  readonly builtins: BuiltinMetricService;

  constructor(
    private readonly db: Knex,
    private readonly opps: OpportunityService,
  ) {
    this.builtins = new BuiltinMetricService(db, toMetric as (row: never) => Metric);
  }

  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false): Promise<string> {
    const id = await findMetricId(db, actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Metric', idOrRef, '/api/v1/metrics');
    return id;
  }

  async list(actor: Actor, q: QueryParams<'listMetrics'> & { limit: number }): Promise<Page<Metric>> {
    const page = await listMetrics(this.db, actor.orgId, { stewardId: q.stewardId }, q);
    return { rows: page.rows.map(toMetric), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Metric> {
    const row = await findMetric(this.db, actor.orgId, idOrRef);
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

  async create(actor: Actor, input: RequestBody<'createMetric'>): Promise<Metric> {
    return this.db.transaction(async (trx) => {
      if (input.stewardId) await assertUser(trx, actor.orgId, input.stewardId, 'body.stewardId');
      const number = await nextNumber(trx, actor.orgId, 'metric');
      const row = await insertMetric(trx, actor.orgId, { number, ...this.columns(input) });
      return toMetric(row);
    });
  }

  async update(actor: Actor, idOrRef: string, input: MetricFields): Promise<Metric> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const current = (await findMetricBuiltin(trx, actor.orgId, id))!;
      const owned = current.builtin_id ? BUILTIN_OWNED.filter((k) => input[k] !== undefined) : [];
      if (owned.length) {
        throw new ApiError(
          'SOURCE_OWNED_FIELDS',
          `Metric ${refOf('metrics', current.number)} tracks the built-in ${current.builtin_id}; ${owned.join(', ')} ${owned.length > 1 ? 'are' : 'is'} computed`,
          {
            details: owned.map((f) => ({ field: `body.${f}`, message: 'is computed for a built-in metric' })),
            data: { fields: owned, builtinId: current.builtin_id },
            suggestion:
              'Leave out unit, currentValue, dataSourceType and dataSourceConfig; name, description and stewardId can change. Delete the metric to stop tracking the built-in.',
          },
        );
      }
      if (input.stewardId) await assertUser(trx, actor.orgId, input.stewardId, 'body.stewardId');
      const row = (await updateMetric(trx, actor.orgId, id, { ...this.columns(input), updated_at: trx.fn.now() }))!;
      return toMetric(row);
    });
  }

  /** Deletes the metric and its readings; anchored objectives lose the anchor with its target (spec 2 §4.6). */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      await unanchorObjectives(trx, actor.orgId, id);
      await deleteMetric(trx, actor.orgId, id);
      return { id, deleted: true as const };
    });
  }

  async listValues(actor: Actor, idOrRef: string, q: QueryParams<'listMetricValues'> & { limit: number }): Promise<Page<MetricValue>> {
    const id = await this.resolve(actor, idOrRef);
    const page = await listMetricValues(this.db, actor.orgId, id, { since: q.since }, q);
    return { rows: page.rows.map(toValue), nextCursor: page.nextCursor };
  }

  async addValue(actor: Actor, idOrRef: string, input: RequestBody<'createMetricValue'>): Promise<MetricValue> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const metric = (await findMetric(trx, actor.orgId, id))!;
      if (metric.data_source_type === 'system') {
        throw new ApiError('SOURCE_OWNED_FIELDS', `Metric ${refOf('metrics', metric.number)} is system-sourced; its readings are computed`, {
          data: { dataSourceType: 'system' },
          suggestion: 'Record readings only on manual or integration metrics; system metrics are refreshed automatically.',
        });
      }
      const row = await insertMetricValue(trx, actor.orgId, {
        metric_id: id,
        value: input.value,
        recorded_at: input.recordedAt ?? trx.fn.now(),
        note: input.note ?? '',
        source: input.source ?? 'manual',
        created_by: actor.userId,
      });
      await refreshCurrentValue(trx, actor.orgId, id);
      return toValue(row);
    });
  }

  /** Opportunities linked to objectives anchored to this metric, alphabetical (spec 2 §4.6). */
  async opportunities(actor: Actor, idOrRef: string) {
    const id = await this.resolve(actor, idOrRef);
    return this.opps.byIds(actor, await listOpportunityIdsByMetric(this.db, actor.orgId, id), 'title');
  }

  async dependents(actor: Actor, idOrRef: string) {
    const id = await this.resolve(actor, idOrRef);
    const n = await countMetricDependents(this.db, actor.orgId, id);
    return { objectives: n.objectives, opportunities: n.opportunities, liveOpportunities: n.live };
  }
}
