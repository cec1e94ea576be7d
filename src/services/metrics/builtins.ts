/**
 * Built-in delivery metrics (spec 1 §2.4, spec 2 §4.6): the catalog, tracking one as a system metric
 * with its history backfilled, and the nightly refresh (src/jobs/builtinMetrics.ts).
 *
 * - A tracked built-in is a metric with `data_source_type = 'system'`, `builtin_id` and `builtin_params` (normalised:
 *   only the params given, categoryId as the category's own id), and `dataSourceConfig: {builtinId, params}` so
 *   clients see what it tracks. The unique index metrics_builtin (org, builtin, params) makes tracking idempotent by
 *   content: the insert is `ON CONFLICT DO NOTHING` inside a savepoint, and a request that loses a race reads the
 *   winner's metric (200) with no number used up.
 * - Readings are weekly (src/services/metrics/builtinCompute.ts has the definitions): source system, recordedAt the
 *   last millisecond of the ISO week (UTC), at most one per metric and week (unique index
 *   metric_values_system_week). Tracking backfills from the week of the org's first task activity, at most 52 weeks,
 *   up to the last complete week; a refresh recomputes from the week of the metric's latest reading (so a missed
 *   night, or a week whose history changed, is caught up) to the last complete week. currentValue is the latest
 *   reading's value (null before any).
 * - The history is read from the activity log of tasks (activities, entity_type task, subject null): only tasks
 *   that changed status in the window (or, for predictability, were scheduled into a cycle ending in it), then their
 *   whole status and cycle history.
 */
import type { Knex } from 'knex';
import type { components } from '../../generated/api.js';
import type { Actor } from '../../core/actor.js';
import type { RequestBody } from '../../core/api.js';
import { ApiError, invalidField } from '../../core/errors.js';
import { nextNumber } from '../../repositories/counters.js';
import { refOf } from '../../repositories/refs.js';
import { listCycleWindowsEnding, listCycleWindowsOpen } from '../../repositories/cycles.js';
import {
  findBuiltinMetric,
  findMetric,
  insertBuiltinMetric,
  listTrackedBuiltins,
  listTrackedBuiltinsOfAllOrgs,
  lockBuiltinMetric,
  refreshCurrentValueIfChanged,
  type BuiltinMetricRow,
} from '../../repositories/metrics.js';
import {
  deletePartialReading,
  deleteSystemReadings,
  latestWeeklyReadingAt,
  upsertPartialReading,
  upsertSystemReadings,
} from '../../repositories/metricValues.js';
import { listTasksInCycles, listTasksWithStatusChanges } from '../../repositories/tasks.js';
import { findCategory } from '../../repositories/categories.js';
import { firstTaskActivityAt, listTaskStatusAndCycleChanges, listTasksMovedThroughCycles } from '../../repositories/activities.js';
import { assertCategory } from '../categories.js';
import {
  backfillWeeks,
  currentValueFor,
  currentWindow,
  DAY_MS,
  lastCompleteWeek,
  MAX_WEEKS,
  STATUS_GROUPS,
  valueFor,
  WEEK_MS,
  weekEnd,
  weekStart,
  type BuiltinId,
  type BuiltinParams,
  type CycleWindow,
  type StatusGroup,
  type TaskEvent,
  type TaskHistory,
} from './builtinCompute.js';

type Metric = components['schemas']['Metric'];
export type BuiltinMetric = components['schemas']['BuiltinMetric'];

interface CatalogEntry {
  name: string;
  description: string;
  unit: 'count' | 'duration' | 'ratio';
  statusGroup: boolean;
}

const CATEGORY_PARAM = { type: 'string', format: 'uuid', description: 'Only tasks of this category (their current category).' };
const GROUP_PARAM = {
  type: 'string',
  enum: Object.keys(STATUS_GROUPS),
  description: 'backlog = backlog; todo = todo; not_started = backlog + todo; in_progress = in_progress.',
};

/** The catalog, in its order (spec 1 §2.4). */
export const CATALOG: Record<BuiltinId, CatalogEntry> = {
  task_throughput: {
    name: 'Task throughput',
    unit: 'count',
    statusGroup: false,
    description: 'Tasks completed per ISO week (Monday to Sunday, UTC): the tasks whose status changed to completed in the week.',
  },
  lead_time: {
    name: 'Lead time',
    unit: 'duration',
    statusGroup: false,
    description: "Median days from a task's creation to its completion, over the tasks completed in the week.",
  },
  cycle_time: {
    name: 'Cycle time',
    unit: 'duration',
    statusGroup: false,
    description: "Median days from a task's first move to in_progress to its completion, over the tasks completed in the week that were ever in progress.",
  },
  time_in_status: {
    name: 'Time in status',
    unit: 'duration',
    statusGroup: true,
    description:
      'Median days a task stayed in a status group (backlog, todo, not_started = backlog + todo, in_progress), over the stays that ended in the week.',
  },
  cycle_predictability: {
    name: 'Cycle predictability',
    unit: 'ratio',
    statusGroup: false,
    description:
      "Tasks completed by a cycle's end ÷ tasks planned in it (scheduled into it at some moment of the cycle and not cancelled or duplicate at its end), over the cycles whose last day is in the week.",
  },
};

const paramsSchema = (e: CatalogEntry) => ({
  type: 'object',
  additionalProperties: false,
  properties: { categoryId: CATEGORY_PARAM, ...(e.statusGroup ? { statusGroup: GROUP_PARAM } : {}) },
  ...(e.statusGroup ? { required: ['statusGroup'] } : {}),
});

type MetricRow = BuiltinMetricRow & { builtin_id: BuiltinId; builtin_params: BuiltinParams };

/** Rounded readings never need more than this; a reading is rewritten only when it changed. */
const SAME = 1e-9;

export class BuiltinMetricService {
  constructor(
    private readonly db: Knex,
    private readonly toMetric: (row: never) => Metric,
  ) {}

  /** GET /metrics/builtins — the catalog with what this org tracks. */
  async catalog(actor: Actor): Promise<BuiltinMetric[]> {
    const tracked = (await listTrackedBuiltins(this.db, actor.orgId)) as MetricRow[];
    return (Object.keys(CATALOG) as BuiltinId[]).map((id) => {
      const e = CATALOG[id];
      const tracking = tracked.filter((m) => m.builtin_id === id).map((m) => ({ metricId: m.id, ref: refOf('metrics', m.number), params: m.builtin_params }));
      return {
        id,
        name: e.name,
        description: e.description,
        unit: e.unit,
        params: paramsSchema(e),
        tracked: tracking.length > 0,
        metricId: tracking[0]?.metricId ?? null,
        tracking,
      };
    });
  }

  /**
   * POST /metrics/track-builtin — the system metric tracking `builtinId` with `params`, created with its history
   * (created: true), or the one already tracking it (created: false).
   */
  async track(actor: Actor, input: RequestBody<'trackBuiltinMetric'>, now = new Date()): Promise<{ metric: Metric; created: boolean }> {
    const entry = CATALOG[input.builtinId];
    const given = input.params ?? {};
    if (entry.statusGroup && !given.statusGroup) {
      throw invalidField(
        'body.params.statusGroup',
        `is required for ${input.builtinId}`,
        `Add params.statusGroup: one of ${Object.keys(STATUS_GROUPS).join(', ')} (not_started = backlog + todo).`,
      );
    }
    if (!entry.statusGroup && given.statusGroup !== undefined) {
      throw invalidField(
        'body.params.statusGroup',
        `applies to time_in_status only, not to ${input.builtinId}`,
        `Remove params.statusGroup, or track time_in_status to measure time in ${given.statusGroup}.`,
      );
    }
    return this.db.transaction(async (trx) => {
      const params: BuiltinParams = {};
      let label: string | undefined;
      if (given.categoryId !== undefined) {
        await assertCategory(trx, actor.orgId, given.categoryId, 'body.params.categoryId');
        const cat = (await findCategory(trx, actor.orgId, given.categoryId.toLowerCase()))!;
        params.categoryId = cat.id;
        label = cat.label;
      }
      if (given.statusGroup) params.statusGroup = given.statusGroup;
      const existing = await this.existing(trx, actor.orgId, input.builtinId, params);
      if (existing) return { metric: this.toMetric(existing as never), created: false };

      const name = `${entry.name}${params.statusGroup ? `: ${params.statusGroup.replace('_', ' ')}` : ''}${label ? ` (${label})` : ''}`;
      const config = { builtinId: input.builtinId, params };
      // In a savepoint: when a concurrent request inserted the same built-in first, the number is given back.
      const inserted = await trx
        .transaction(async (sp) => {
          const number = await nextNumber(sp, actor.orgId, 'metric');
          const row = await insertBuiltinMetric(sp, actor.orgId, {
            number,
            name,
            description: entry.description,
            unit: entry.unit,
            config,
            builtinId: input.builtinId,
            params,
          });
          if (!row) throw new LostRace();
          return row as MetricRow;
        })
        .catch((err) => {
          if (err instanceof LostRace) return undefined;
          throw err;
        });
      if (!inserted) {
        const winner = await this.existing(trx, actor.orgId, input.builtinId, params);
        if (!winner)
          throw new ApiError('INTERNAL_ERROR', 'The built-in metric was tracked concurrently and could not be read back', { suggestion: 'Retry the request.' });
        return { metric: this.toMetric(winner as never), created: false };
      }
      const first = await this.firstTaskActivity(trx, actor.orgId);
      await this.write(trx, inserted, backfillWeeks(first, now), first ? now : null);
      const row = await findMetric(trx, actor.orgId, inserted.id);
      return { metric: this.toMetric(row as never), created: true };
    });
  }

  private async existing(db: Knex, orgId: string, builtinId: BuiltinId, params: BuiltinParams): Promise<MetricRow | undefined> {
    return (await findBuiltinMetric(db, orgId, builtinId, params)) as MetricRow | undefined;
  }

  private async firstTaskActivity(db: Knex, orgId: string): Promise<Date | null> {
    return firstTaskActivityAt(db, orgId);
  }

  /**
   * The nightly refresh of every tracked built-in of every org (`now`: the run's scheduled time): each metric in its
   * own transaction, from the week of its latest reading to the last complete week. Returns how many it refreshed.
   */
  async refreshAll(now: Date): Promise<number> {
    const metrics = await listTrackedBuiltinsOfAllOrgs(this.db);
    let n = 0;
    for (const m of metrics) if (await this.refresh(m.org_id, m.id, now)) n++;
    return n;
  }

  /** Recomputes one tracked built-in up to the last complete week before `now`; false when it is gone. */
  async refresh(orgId: string, metricId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const row = (await lockBuiltinMetric(trx, orgId, metricId)) as MetricRow | undefined;
      if (!row) return false;
      // The partial reading is not a week's: the weeks to recompute start from the latest complete one.
      const latest = { at: await latestWeeklyReadingAt(trx, orgId, metricId) };
      const last = lastCompleteWeek(now);
      const first = await this.firstTaskActivity(trx, orgId);
      let weeks: number[];
      if (latest?.at) {
        weeks = [];
        for (let w = Math.max(weekStart(latest.at), last - (MAX_WEEKS - 1) * WEEK_MS); w <= last; w += WEEK_MS) weeks.push(w);
      } else {
        weeks = backfillWeeks(first, now);
      }
      await this.write(trx, row, weeks, first ? now : null);
      return true;
    });
  }

  /**
   * Computes `weeks` for the metric and writes them: upserts the readings, drops readings of weeks now without one;
   * then the partial reading at `now` (null: none, the org has no task history), and sets currentValue to the newest.
   */
  private async write(trx: Knex, m: MetricRow, weeks: number[], now: Date | null): Promise<void> {
    if (weeks.length) {
      const values = await this.compute(trx, m.org_id, m.builtin_id, m.builtin_params, weeks);
      const rows = weeks.flatMap((w, i) => (values[i] === null ? [] : [{ recorded_at: new Date(weekEnd(w)), value: values[i]! }]));
      const empty = weeks.filter((_, i) => values[i] === null).map((w) => new Date(weekEnd(w)));
      if (empty.length) {
        await deleteSystemReadings(trx, m.org_id, m.id, empty);
      }
      await upsertSystemReadings(trx, m.org_id, m.id, rows, SAME);
    }
    await this.writePartial(trx, m, now);
    await refreshCurrentValueIfChanged(trx, m.org_id, m.id);
  }

  /**
   * The partial reading (builtinCompute.currentValueFor: the week so far, or the trailing window) recorded at `now`:
   * one per metric (unique index metric_values_partial), updated in place so its id stays; removed when the window
   * has no value or `now` is null. It is newer than every weekly reading, so currentValue shows it at once.
   */
  private async writePartial(trx: Knex, m: MetricRow, now: Date | null): Promise<void> {
    const value = now ? await this.computeCurrent(trx, m.org_id, m.builtin_id, m.builtin_params, now) : null;
    if (value === null) {
      await deletePartialReading(trx, m.org_id, m.id);
      return;
    }
    await upsertPartialReading(trx, m.org_id, m.id, value, now!);
  }

  /** The current reading of one built-in at `now` (see currentValueFor), or null. */
  async computeCurrent(db: Knex, orgId: string, id: BuiltinId, params: BuiltinParams, now: Date): Promise<number | null> {
    const { from, to } = currentWindow(id, now.getTime());
    let tasks: TaskHistory[];
    let cycles: CycleWindow[] = [];
    if (id === 'cycle_predictability') {
      cycles = await listCycleWindowsOpen(db, orgId, new Date(from - DAY_MS).toISOString().slice(0, 10), now.toISOString().slice(0, 10));
      tasks = cycles.length
        ? await this.cycleTasks(
            db,
            orgId,
            cycles.map((c) => c.id),
            params.categoryId,
          )
        : [];
    } else {
      tasks = await this.statusTasks(db, orgId, new Date(from), new Date(to), params.categoryId);
    }
    return currentValueFor(id, params, tasks, cycles, now.getTime());
  }

  /** The readings of one built-in for `weeks` (ascending starts), null where a week has none. */
  async compute(db: Knex, orgId: string, id: BuiltinId, params: BuiltinParams, weeks: number[]): Promise<(number | null)[]> {
    if (!weeks.length) return [];
    const from = new Date(weeks[0]);
    const to = new Date(weeks[weeks.length - 1] + WEEK_MS);
    let tasks: TaskHistory[];
    let cycles: CycleWindow[] = [];
    if (id === 'cycle_predictability') {
      cycles = await listCycleWindowsEnding(db, orgId, from.toISOString().slice(0, 10), to.toISOString().slice(0, 10));
      tasks = cycles.length
        ? await this.cycleTasks(
            db,
            orgId,
            cycles.map((c) => c.id),
            params.categoryId,
          )
        : [];
    } else {
      tasks = await this.statusTasks(db, orgId, from, to, params.categoryId);
    }
    return weeks.map((w) => valueFor(id, params, tasks, cycles, w));
  }

  /** Tasks (of the category) whose status changed in [from, to), with their history. */
  private async statusTasks(db: Knex, orgId: string, from: Date, to: Date, categoryId?: string): Promise<TaskHistory[]> {
    return this.histories(db, orgId, await listTasksWithStatusChanges(db, orgId, from, to, categoryId));
  }

  /** Tasks (of the category) in one of `cycleIds` now or, by their history, at any time. */
  private async cycleTasks(db: Knex, orgId: string, cycleIds: string[], categoryId?: string): Promise<TaskHistory[]> {
    const moved = await listTasksMovedThroughCycles(db, orgId, cycleIds);
    const rows = await listTasksInCycles(db, orgId, cycleIds, moved, categoryId);
    return this.histories(db, orgId, rows);
  }

  /** The status and cycle changes of `tasks`, in order. */
  private async histories(db: Knex, orgId: string, tasks: { id: string; created_at: Date; status: string; cycle_id: string | null }[]): Promise<TaskHistory[]> {
    if (!tasks.length) return [];
    const byId = new Map<string, TaskHistory>(
      tasks.map((t) => [t.id, { id: t.id, createdAt: t.created_at.getTime(), status: t.status, cycleId: t.cycle_id, events: [] }]),
    );
    const ids = [...byId.keys()];
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await listTaskStatusAndCycleChanges(db, orgId, ids.slice(i, i + 5000));
      for (const r of rows) {
        const e: TaskEvent = { at: r.created_at.getTime(), created: r.action === 'created' };
        for (const c of r.changes) {
          if (c.field === 'status') e.status = { from: (c.from as string | null) ?? null, to: (c.to as string | null) ?? null };
          if (c.field === 'cycle_id') e.cycle = { from: (c.from as string | null) ?? null, to: (c.to as string | null) ?? null };
        }
        byId.get(r.entity_id)!.events.push(e);
      }
    }
    return [...byId.values()];
  }
}

class LostRace extends Error {}

export type { BuiltinId, BuiltinParams, StatusGroup };
