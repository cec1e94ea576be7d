/**
 * The tasks table (spec 1 §2.6, §3.2): its row, its row → API mapper and its queries. Every function takes the knex
 * (or transaction) first and the org id second, and only reads or writes that org's rows. No rules here: the service
 * decides what a missing row means.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid } from './refs.js';
import { iso } from '../core/format.js';

type Task = Schema<'Task'>;
type TaskStatus = Task['status'];

/** A tasks row as stored. */
export interface TaskRow {
  id: string;
  org_id: string;
  number: number;
  title: string;
  description: string;
  content: string;
  status: TaskStatus;
  priority: Task['priority'];
  opportunity_id: string | null;
  team_id: string | null;
  owner_id: string | null;
  category_id: string | null;
  parent_task_id: string | null;
  subtask_position: number | null;
  subtask_mode: Task['subtaskMode'];
  workflow_id: string | null;
  onboarding_step_instance_id: string | null;
  estimate_minutes: number | null;
  due_date: Date | null;
  tag_ids: string[];
  vision_path: string | null;
  created_at: Date;
  updated_at: Date;
  phase_id: string | null;
  cycle_id?: string | null;
}

/** A tasks row with its team's prefix (null without a team), as every read of a whole task selects it. */
export type TaskWithPrefixRow = TaskRow & { team_prefix: string | null };

/** Row → API shape (components.schemas.Task); the ref is the team prefix (TASK without a team) and the number. */
export const toTask = (r: TaskWithPrefixRow): Task => ({
  id: r.id,
  orgId: r.org_id,
  ref: `${r.team_prefix ?? 'TASK'}-${r.number}`,
  number: r.number,
  title: r.title,
  description: r.description,
  content: r.content,
  status: r.status,
  priority: r.priority,
  opportunityId: r.opportunity_id,
  teamId: r.team_id,
  ownerId: r.owner_id,
  categoryId: r.category_id,
  parentTaskId: r.parent_task_id,
  subtaskPosition: r.subtask_position,
  subtaskMode: r.subtask_mode,
  workflowId: r.workflow_id,
  onboardingStepInstanceId: r.onboarding_step_instance_id,
  phaseId: r.phase_id ?? null,
  cycleId: r.cycle_id ?? null,
  estimateMinutes: r.estimate_minutes,
  dueDate: iso(r.due_date),
  tagIds: r.tag_ids ?? [],
  visionPath: r.vision_path,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** GET /tasks order: number ascending. */
const LIST: ListOrder = { name: 'tasks', direction: 'asc', keys: [{ expr: 't.number', type: 'int' }] };
/** A parent's subtasks in their order (position, then number). */
const SUBTASKS: ListOrder = {
  name: 'subtasks',
  direction: 'asc',
  keys: [
    { expr: 'coalesce(t.subtask_position, 0)', type: 'int' },
    { expr: 't.number', type: 'int' },
  ],
};

/** `tasks as t` left-joined to its team for the prefix. */
function selectTasks(db: Knex) {
  return db('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.*', 'tm.prefix as team_prefix');
}

/**
 * The filters of GET /tasks, as column values (the caller has turned `owner: me` into a user id). Besides the columns:
 * `cycleId` (scheduled in that cycle), `unscheduledToCycle` (true: in no cycle; false: in one) and `statusId` — the
 * task's running template instance has that template step active (step_instances.step_id).
 */
export interface TaskFilter {
  opportunityId?: string;
  status?: string;
  priority?: string;
  teamId?: string;
  ownerId?: string;
  tagId?: string;
  categoryId?: string;
  parentTaskId?: string;
  cycleId?: string;
  unscheduledToCycle?: boolean;
  statusId?: string;
}

/**
 * One page of an org's tasks; every filter applies together. Order: number ascending, or with `parentTaskId` the
 * subtasks' positions (then number).
 */
export async function listTasks(db: Knex, orgId: string, f: TaskFilter, page: { cursor?: string; limit: number }): Promise<Page<TaskWithPrefixRow>> {
  const query = selectTasks(db).where('t.org_id', orgId);
  if (f.tagId) query.andWhereRaw('t.tag_ids @> ARRAY[?]::uuid[]', [f.tagId]);
  if (f.categoryId) query.andWhere('t.category_id', f.categoryId);
  if (f.cycleId) query.andWhere('t.cycle_id', f.cycleId);
  if (f.unscheduledToCycle === true) query.whereNull('t.cycle_id');
  else if (f.unscheduledToCycle === false) query.whereNotNull('t.cycle_id');
  if (f.statusId) {
    const stepId = f.statusId;
    query.whereExists(function () {
      this.select('ti.id')
        .from('template_instances as ti')
        .join('step_instances as si', function () {
          this.on('si.org_id', 'ti.org_id').andOn('si.instance_id', 'ti.id');
        })
        .whereRaw("ti.org_id = t.org_id AND ti.entity_type = 'task' AND ti.entity_id = t.id AND ti.status = 'running' AND si.status = 'active'")
        .andWhere('si.step_id', stepId);
    });
  }
  if (f.opportunityId) query.andWhere('t.opportunity_id', f.opportunityId);
  if (f.status) query.andWhere('t.status', f.status);
  if (f.priority) query.andWhere('t.priority', f.priority);
  if (f.teamId) query.andWhere('t.team_id', f.teamId);
  if (f.ownerId) query.andWhere('t.owner_id', f.ownerId);
  // Every filter applies together (spec 2 §4.8); parentTaskId only changes the order to the subtasks' positions.
  if (f.parentTaskId) query.andWhere('t.parent_task_id', f.parentTaskId);
  return paginate<TaskWithPrefixRow & Record<string, unknown>>(query, f.parentTaskId ? SUBTASKS : LIST, page);
}

/** One page of an opportunity's tasks, by number. */
export function listOpportunityTasks(
  db: Knex,
  orgId: string,
  opportunityId: string,
  page: { cursor?: string; limit: number },
): Promise<Page<TaskWithPrefixRow>> {
  return paginate<TaskWithPrefixRow & Record<string, unknown>>(
    selectTasks(db).where({ 't.org_id': orgId, 't.opportunity_id': opportunityId }),
    { ...LIST, name: 'opportunity-tasks' },
    page,
  );
}

/**
 * Task `id` (a UUID: refs are resolved before a service runs) with its team prefix, or undefined when it names no
 * task of the org (or is not a UUID at all, so a stray value reads as absent rather than as a database error).
 */
export async function findTask(db: Knex, orgId: string, id: string): Promise<TaskWithPrefixRow | undefined> {
  if (!isUuid(id)) return undefined;
  return selectTasks(db).where({ 't.org_id': orgId, 't.id': id }).first();
}

/** The id of task `id` when it is a task of the org, else undefined; `forUpdate` locks the task row. */
export async function findTaskId(db: Knex, orgId: string, id: string, forUpdate = false): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('tasks').select('id').where({ org_id: orgId, id });
  if (forUpdate) q.forUpdate();
  return (await q.first())?.id;
}

/** The stored row of task `id` (no team prefix), or undefined. */
export async function findTaskRow(db: Knex, orgId: string, id: string): Promise<TaskRow | undefined> {
  return db('tasks').where({ org_id: orgId, id }).first();
}

/** The opportunity and phase of task `id`, or undefined. */
export async function findTaskOpportunityPhase(
  db: Knex,
  orgId: string,
  id: string,
): Promise<{ opportunity_id: string | null; phase_id: string | null } | undefined> {
  return db('tasks').select('opportunity_id', 'phase_id').where({ org_id: orgId, id }).first();
}

/** The place of task `id` among its siblings, or undefined. */
export async function findTaskPlacement(
  db: Knex,
  orgId: string,
  id: string,
): Promise<{ id: string; parent_task_id: string | null; subtask_position: number | null } | undefined> {
  return db('tasks').select('id', 'parent_task_id', 'subtask_position').where({ org_id: orgId, id }).first();
}

/** How task `id` runs its subtasks, or undefined when it names no task. */
export async function findSubtaskMode(db: Knex, orgId: string, id: string): Promise<Task['subtaskMode'] | undefined> {
  const row = await db('tasks').select('subtask_mode').where({ org_id: orgId, id }).first();
  return row?.subtask_mode;
}

/** The subtask of `parentId` placed last before `position` (with its prefix), or undefined. */
export async function findSubtaskBefore(db: Knex, orgId: string, parentId: string, position: number): Promise<TaskWithPrefixRow | undefined> {
  return selectTasks(db)
    .where({ 't.org_id': orgId, 't.parent_task_id': parentId })
    .andWhere('t.subtask_position', '<', position)
    .orderBy('t.subtask_position', 'desc')
    .first();
}

/** True when task `id` is `ancestorId` or sits beneath it (walking parent_task_id up from `id`). */
export async function isTaskAtOrBeneath(db: Knex, orgId: string, id: string, ancestorId: string): Promise<boolean> {
  const {
    rows: [hit],
  } = await db.raw(
    `WITH RECURSIVE up AS (SELECT id, parent_task_id FROM tasks WHERE org_id = ? AND id = ?
       UNION SELECT t.id, t.parent_task_id FROM tasks t JOIN up ON t.org_id = ? AND t.id = up.parent_task_id)
     SELECT 1 AS hit FROM up WHERE id = ? LIMIT 1`,
    [orgId, id, orgId, ancestorId],
  );
  return Boolean(hit);
}

/** The ids of the subtasks of `parentId` but `exceptId`, in their order (unplaced last, then by number). */
export async function listSiblingIds(db: Knex, orgId: string, parentId: string, exceptId: string): Promise<string[]> {
  const rows = (await db('tasks')
    .select('id')
    .where({ org_id: orgId, parent_task_id: parentId })
    .whereNot('id', exceptId)
    .orderByRaw('coalesce(subtask_position, 2147483647), number')) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Task `id` and every task beneath it, at any depth. */
export async function listSubtreeIds(db: Knex, orgId: string, id: string): Promise<string[]> {
  const { rows } = await db.raw(
    `WITH RECURSIVE down AS (SELECT id FROM tasks WHERE org_id = ? AND id = ?
       UNION SELECT t.id FROM tasks t JOIN down ON t.org_id = ? AND t.parent_task_id = down.id)
     SELECT id FROM down`,
    [orgId, id, orgId],
  );
  return (rows as { id: string }[]).map((r) => r.id);
}

/** A fresh UUID from Postgres, for a task whose id is needed before its row is written (its vision path). */
export async function newTaskId(trx: Knex): Promise<string> {
  return (await trx.raw('select gen_random_uuid() as id')).rows[0].id as string;
}

/** Inserts a task of `orgId`; `values` are column values (the id included). */
export async function insertTask(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<void> {
  await trx('tasks').insert({ org_id: orgId, ...values });
}

/** Sets columns of task `id`; the number of rows changed (0 or 1). */
export function updateTask(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<number> {
  return trx('tasks').where({ org_id: orgId, id }).update(patch);
}

/**
 * Attaches task `id` to onboarding milestone `stepInstanceId` (its onboarding_step_instance_id) only when it is not
 * attached to it yet, so a task already there keeps its updated_at; the number of rows changed (0 or 1).
 */
export function attachTaskToStep(trx: Knex, orgId: string, id: string, stepInstanceId: string): Promise<number> {
  return trx('tasks')
    .where({ org_id: orgId, id })
    .whereRaw('onboarding_step_instance_id IS DISTINCT FROM ?', [stepInstanceId])
    .update({ onboarding_step_instance_id: stepInstanceId, updated_at: trx.fn.now() });
}

/**
 * Detaches every task attached to a milestone of the template instances of entity `entityId` of `entityType` (their
 * onboarding_step_instance_id cleared, updated_at now), before those instances are deleted.
 */
export async function detachTasksFromEntitySteps(trx: Knex, orgId: string, entityType: string, entityId: string): Promise<void> {
  const instances = trx('template_instances').select('id').where({ org_id: orgId, entity_type: entityType, entity_id: entityId });
  const steps = trx('step_instances').select('id').where('org_id', orgId).whereIn('instance_id', instances);
  await trx('tasks')
    .where('org_id', orgId)
    .whereIn('onboarding_step_instance_id', steps)
    .update({ onboarding_step_instance_id: null, updated_at: trx.fn.now() });
}

/** Deletes the tasks `ids`; the number deleted. */
export function deleteTasks(trx: Knex, orgId: string, ids: string[]): Promise<number> {
  return trx('tasks').where({ org_id: orgId }).whereIn('id', ids).delete();
}

/** Deletes task `id`; the number deleted (0 or 1). */
export function deleteTask(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('tasks').where({ org_id: orgId, id }).delete();
}

/** Makes the tasks of a deleted opportunity orphans (no opportunity, no vision path). */
export async function orphanOpportunityTasks(trx: Knex, orgId: string, opportunityId: string): Promise<void> {
  await trx('tasks').where({ org_id: orgId, opportunity_id: opportunityId }).update({ opportunity_id: null, vision_path: null, updated_at: trx.fn.now() });
}

/** How many top-level tasks (no parent) of the opportunity are in no delivery phase. */
export async function countUnphasedTasks(db: Knex, orgId: string, opportunityId: string): Promise<number> {
  const [row] = await db('tasks')
    .count<{ count: string }[]>('* as count')
    .where({ org_id: orgId, opportunity_id: opportunityId })
    .whereNull('parent_task_id')
    .whereNull('phase_id');
  return Number(row.count);
}

/** An opportunity's tasks (number, title, status, phase, parent and ref prefix), by number. */
export async function listOpportunityTaskSummaries(
  db: Knex,
  orgId: string,
  opportunityId: string,
): Promise<
  {
    number: number;
    title: string;
    status: TaskStatus;
    phase_id: string | null;
    parent_task_id: string | null;
    prefix: string;
  }[]
> {
  return db('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.number', 't.title', 't.status', 't.phase_id', 't.parent_task_id', db.raw(`coalesce(tm.prefix, 'TASK') AS prefix`))
    .where({ 't.org_id': orgId, 't.opportunity_id': opportunityId })
    .orderBy('t.number');
}

/** A task as scheduling reads it: its ref parts, team, cycle and opportunity. */
export interface TaskScheduleRow {
  id: string;
  number: number;
  title: string;
  team_id: string | null;
  cycle_id: string | null;
  opportunity_id: string | null;
  prefix: string | null;
}

/** Task `id` as scheduling reads it, or undefined. */
export async function findTaskSchedule(db: Knex, orgId: string, id: string): Promise<TaskScheduleRow | undefined> {
  return db('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.id', 't.number', 't.title', 't.team_id', 't.cycle_id', 't.opportunity_id', 'tm.prefix')
    .where({ 't.org_id': orgId, 't.id': id })
    .first();
}

/** The open tasks (not completed, cancelled or duplicate) of cycle `cycleId`, by number. */
export async function listOpenCycleTasks(db: Knex, orgId: string, cycleId: string): Promise<Omit<TaskScheduleRow, 'team_id' | 'cycle_id'>[]> {
  return db('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.id', 't.number', 't.title', 't.opportunity_id', 'tm.prefix')
    .where({ 't.org_id': orgId, 't.cycle_id': cycleId })
    .whereNotIn('t.status', ['completed', 'cancelled', 'duplicate'])
    .orderBy('t.number');
}

/** The org's open tasks in no cycle (optionally one team's): how many, their estimated minutes, how many lack one. */
export async function countUnscheduledTasks(db: Knex, orgId: string, teamId: string | null): Promise<{ tasks: number; minutes: string; unestimated: number }> {
  const open = db('tasks').where('org_id', orgId).whereNull('cycle_id').whereNotIn('status', ['completed', 'cancelled', 'duplicate']);
  if (teamId) open.andWhere('team_id', teamId);
  return (await open
    .select(
      db.raw('count(*)::int AS tasks'),
      db.raw('coalesce(sum(estimate_minutes), 0)::bigint AS minutes'),
      db.raw('(count(*) FILTER (WHERE estimate_minutes IS NULL))::int AS unestimated'),
    )
    .first()) as { tasks: number; minutes: string; unestimated: number };
}

/** A task as the built-in metrics read it. */
export interface TaskNowRow {
  id: string;
  created_at: Date;
  status: string;
  cycle_id: string | null;
}

/** Tasks (of the category) whose status changed in [from, to) by their activity log. */
export async function listTasksWithStatusChanges(db: Knex, orgId: string, from: Date, to: Date, categoryId?: string): Promise<TaskNowRow[]> {
  const q = db('tasks as t')
    .select('t.id', 't.created_at', 't.status', 't.cycle_id')
    .where('t.org_id', orgId)
    .whereIn(
      't.id',
      db('activities as a')
        .distinct('a.entity_id')
        .where({ 'a.org_id': orgId, 'a.entity_type': 'task' })
        .whereNull('a.subject')
        .andWhere('a.created_at', '>=', from)
        .andWhere('a.created_at', '<', to)
        .andWhereRaw(`a.changes @> '[{"field":"status"}]'`),
    );
  if (categoryId) q.andWhere('t.category_id', categoryId);
  return q;
}

/** Tasks (of the category) in one of `cycleIds` now, or among `alsoIds`. */
export async function listTasksInCycles(db: Knex, orgId: string, cycleIds: string[], alsoIds: string[], categoryId?: string): Promise<TaskNowRow[]> {
  const q = db('tasks as t')
    .select('t.id', 't.created_at', 't.status', 't.cycle_id')
    .where('t.org_id', orgId)
    .andWhere((w) => w.whereIn('t.cycle_id', cycleIds).orWhereIn('t.id', alsoIds));
  if (categoryId) q.andWhere('t.category_id', categoryId);
  return q;
}

/** Moves every task on workflow template `fromId` to `toId` (the template is being replaced). */
export async function replaceTaskWorkflow(trx: Knex, orgId: string, fromId: string, toId: string): Promise<void> {
  await trx('tasks').where({ org_id: orgId, workflow_id: fromId }).update({ workflow_id: toId, updated_at: trx.fn.now() });
}
