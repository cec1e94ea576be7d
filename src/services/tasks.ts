/**
 * Tasks and assignments (spec 1 §2.6, §3.2; spec 2 §4.8, §4.20). Status moves follow taskMachine; moving an
 * ownerless task to todo or in_progress makes the caller its owner. Refs are the team prefix (or TASK) plus the
 * per-org number.
 */
import { deleteCommentsOn } from '../repositories/comments.js';
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, notFound } from '../core/errors.js';
import { taskMachine } from '../core/machines/task.js';
import { nextNumber } from '../repositories/counters.js';
import type { Page } from '../repositories/paging.js';
import { assertCategory } from './categories.js';
import { assertTags } from './tags.js';
import type { TemplateService } from './templates.js';
import { findOpportunityId } from '../repositories/opportunities.js';
import {
  deleteTask,
  deleteTasks,
  findSubtaskBefore,
  findSubtaskMode,
  findTask,
  findTaskId,
  findTaskOpportunityPhase,
  findTaskPlacement,
  findTaskRow,
  insertTask,
  isTaskAtOrBeneath,
  listOpportunityTasks,
  listSiblingIds,
  listSubtreeIds,
  listTasks,
  newTaskId,
  toTask,
  updateTask,
  type TaskRow,
} from '../repositories/tasks.js';
import { deleteTaskAssignment, insertTaskAssignment, listTaskAssignments, toAssignment, updateTaskAssignment } from '../repositories/taskAssignments.js';
import { taskPathFor } from '../repositories/visionPaths.js';
import { assertTeam, assertUser, isUniqueViolation } from './common.js';
import type { NotificationService } from './notifications.js';
import { assertPhaseFor } from './opportunities/phases.js';

export type Task = Schema<'Task'>;
export type TaskStatus = Task['status'];
type Assignment = Schema<'TaskAssignment'>;
/** The writable fields of a task (the body of updateTask; createTask's adds a required title and workflowId). */
export type TaskFields = RequestBody<'updateTask'>;

const CLAIMS_OWNER = new Set<TaskStatus>(['todo', 'in_progress']);

/** Statuses that count as done for the task after it in a sequential parent. */
const FINISHED = new Set<TaskStatus>(['completed', 'cancelled', 'duplicate']);
/** Statuses a subtask of a sequential parent may only take once the one before it is finished. */
const STARTED = new Set<TaskStatus>(['in_progress', 'completed']);

export class TaskService {
  constructor(
    private readonly db: Knex,
    private readonly notifications: NotificationService,
    private readonly templates?: TemplateService,
  ) {}

  /** The owner or an assignee learns of it (spec 2 §4.15: "task assigned to you"). */
  private async assigned(trx: Knex, actor: Actor, userId: string | null | undefined, task: Task) {
    if (userId) await this.notifications.notifyAssigned(trx, actor, userId, task);
  }

  async resolve(actor: Actor, idOrRef: string, db: Knex = this.db, forUpdate = false): Promise<string> {
    const id = await findTaskId(db, actor.orgId, idOrRef, forUpdate);
    if (!id) throw notFound('Task', idOrRef, '/api/v1/tasks');
    return id;
  }

  private async one(actor: Actor, id: string, db: Knex = this.db): Promise<Task> {
    return toTask((await findTask(db, actor.orgId, id))!);
  }

  /**
   * GET /tasks filters (spec 2 §4.8). Besides the columns: `cycleId` (scheduled in that cycle), `unscheduled-to-cycle`
   * (true: in no cycle; false: in one) and `statusId` — the task's running template instance has that template step
   * active (step_instances.step_id, templates.ts).
   */
  async list(actor: Actor, q: QueryParams<'listTasks'> & { limit: number }): Promise<Page<Task>> {
    const page = await listTasks(
      this.db,
      actor.orgId,
      {
        opportunityId: q.opportunityId,
        status: q.status,
        priority: q.priority,
        teamId: q.teamId,
        tagId: q.tagId,
        categoryId: q.categoryId,
        parentTaskId: q.parentTaskId,
        cycleId: q.cycleId,
        unscheduledToCycle: q['unscheduled-to-cycle'],
        statusId: q.statusId,
        ownerId: q.owner === 'me' ? actor.userId : q.owner,
      },
      q,
    );
    return { rows: page.rows.map(toTask), nextCursor: page.nextCursor };
  }

  /** One query: the ref is resolved in the same select that reads the row. */
  async get(actor: Actor, idOrRef: string): Promise<Task> {
    const row = await findTask(this.db, actor.orgId, idOrRef);
    if (!row) throw notFound('Task', idOrRef, '/api/v1/tasks');
    return toTask(row);
  }

  /** Resolves references in the input to column values; 404 names the offending field. */
  private async columns(actor: Actor, trx: Knex, input: TaskFields, selfId?: string): Promise<Record<string, unknown>> {
    const c: Record<string, unknown> = {};
    for (const [k, col] of [
      ['title', 'title'],
      ['description', 'description'],
      ['content', 'content'],
      ['priority', 'priority'],
      ['subtaskMode', 'subtask_mode'],
      ['estimateMinutes', 'estimate_minutes'],
      ['dueDate', 'due_date'],
    ] as const) {
      if (input[k] !== undefined) c[col] = input[k];
    }
    if (input.teamId !== undefined) {
      if (input.teamId) await assertTeam(trx, actor.orgId, input.teamId, 'body.teamId');
      c.team_id = input.teamId;
    }
    if (input.ownerId !== undefined) {
      if (input.ownerId) await assertUser(trx, actor.orgId, input.ownerId, 'body.ownerId');
      c.owner_id = input.ownerId;
    }
    if (input.opportunityId !== undefined) {
      if (input.opportunityId === null) c.opportunity_id = null;
      else {
        const oppId = await findOpportunityId(trx, actor.orgId, input.opportunityId);
        if (!oppId) {
          throw new ApiError('NOT_FOUND', `opportunityId: opportunity ${input.opportunityId} not found`, {
            details: [{ field: 'body.opportunityId', message: 'is not an opportunity of this org' }],
            suggestion: 'List opportunities with GET /api/v1/opportunities to find a valid id or ref.',
          });
        }
        c.opportunity_id = oppId;
      }
    }
    if (input.phaseId !== undefined || 'opportunity_id' in c) {
      // Delivery phase: a phase of the task's own opportunity; moving the task to another opportunity
      // unphases it unless a phase of the new one is given.
      const cur = selfId ? await findTaskOpportunityPhase(trx, actor.orgId, selfId) : undefined;
      const oppId = 'opportunity_id' in c ? (c.opportunity_id as string | null) : (cur?.opportunity_id ?? null);
      if (input.phaseId) c.phase_id = await assertPhaseFor(trx, actor.orgId, input.phaseId, oppId, 'body.phaseId');
      else if (input.phaseId === null) c.phase_id = null;
      else if (cur?.phase_id && oppId !== cur.opportunity_id) c.phase_id = null;
    }
    if (input.categoryId !== undefined) {
      if (input.categoryId) await assertCategory(trx, actor.orgId, input.categoryId, 'body.categoryId');
      c.category_id = input.categoryId;
    }
    if (input.tagIds !== undefined) c.tag_ids = await assertTags(trx, actor.orgId, input.tagIds, 'body.tagIds');
    if (input.parentTaskId !== undefined) {
      if (input.parentTaskId === null) Object.assign(c, { parent_task_id: null, subtask_position: null });
      else {
        const parentId = await findTaskId(trx, actor.orgId, input.parentTaskId);
        if (!parentId || parentId === selfId) {
          throw new ApiError(
            parentId ? 'VALIDATION_FAILED' : 'NOT_FOUND',
            parentId ? 'A task cannot be its own parent' : `parentTaskId: task ${input.parentTaskId} not found`,
            {
              details: [{ field: 'body.parentTaskId', message: parentId ? 'is this task' : 'is not a task of this org' }],
              suggestion: 'Pass the id or ref of another task from GET /api/v1/tasks.',
            },
          );
        }
        if (selfId) {
          // No cycles: the new parent may not sit beneath this task.
          if (await isTaskAtOrBeneath(trx, actor.orgId, parentId, selfId)) {
            throw new ApiError('BUSINESS_RULE_VIOLATION', 'A task cannot become a subtask of its own subtask', {
              details: [{ field: 'body.parentTaskId', message: 'is beneath this task' }],
              suggestion: "Choose a parent outside this task's subtasks, or move that subtask out first.",
            });
          }
        }
        c.parent_task_id = parentId;
      }
    }
    return c;
  }

  /**
   * Places the task at `position` (1-based; default last) among the subtasks of `parentId`, renumbering its siblings
   * 1..n in order.
   */
  private async place(trx: Knex, orgId: string, id: string, parentId: string, position?: number): Promise<void> {
    const siblings = await listSiblingIds(trx, orgId, parentId, id);
    siblings.splice(Math.min((position ?? siblings.length + 1) - 1, siblings.length), 0, id);
    for (const [i, sid] of siblings.entries()) await updateTask(trx, orgId, sid, { subtask_position: i + 1 });
  }

  /**
   * In a sequential parent a subtask cannot start (in_progress or completed) before the subtask before it is finished
   * (completed, cancelled or duplicate): 409 INVALID_STATE_TRANSITION naming it.
   */
  private async assertSequence(
    trx: Knex,
    actor: Actor,
    ref: string,
    row: { id: string; parent_task_id: string | null; subtask_position: number | null },
    to: TaskStatus,
  ): Promise<void> {
    if (!STARTED.has(to) || !row.parent_task_id) return;
    if ((await findSubtaskMode(trx, actor.orgId, row.parent_task_id)) !== 'sequential') return;
    const before = await findSubtaskBefore(trx, actor.orgId, row.parent_task_id, row.subtask_position ?? 0);
    if (before && !FINISHED.has(before.status)) {
      const prior = toTask(before);
      throw new ApiError('INVALID_STATE_TRANSITION', `Task ${ref} cannot start before ${prior.ref} is completed: its parent runs its subtasks in sequence`, {
        data: { to, blockedBy: prior.ref, blockedByStatus: prior.status, allowed: [] },
        suggestion: `Complete ${prior.ref} first (POST /api/v1/tasks/${prior.ref}/set-status), or set the parent's subtaskMode to standalone.`,
      });
    }
  }

  async create(actor: Actor, input: RequestBody<'createTask'>): Promise<Task> {
    return this.db.transaction(async (trx) => {
      const cols = await this.columns(actor, trx, input);
      if (input.workflowId && this.templates) await this.templates.assertTemplate(trx, actor, input.workflowId, 'body.workflowId');
      const status = input.status ?? 'backlog';
      if (CLAIMS_OWNER.has(status) && !cols.owner_id) cols.owner_id = actor.userId;
      const number = await nextNumber(trx, actor.orgId, 'task');
      const id = await newTaskId(trx);
      const visionPath = await taskPathFor(trx, actor.orgId, (cols.opportunity_id as string | null) ?? null, id);
      await insertTask(trx, actor.orgId, { id, number, status, created_by: actor.userId, vision_path: visionPath, ...cols });
      if (cols.parent_task_id) {
        await this.place(trx, actor.orgId, id, cols.parent_task_id as string, input.subtaskPosition);
        const row = (await findTaskPlacement(trx, actor.orgId, id))!;
        await this.assertSequence(trx, actor, 'the new task', row, status);
      }
      if (input.workflowId && this.templates) await this.templates.startOn(trx, actor, input.workflowId, 'task', id, false, 'body.workflowId');
      const task = await this.one(actor, id, trx);
      await this.assigned(trx, actor, task.ownerId, task);
      return task;
    });
  }

  private assertMove(ref: string, from: TaskStatus, to: TaskStatus) {
    if (from === to) return;
    taskMachine.assert(from, to, { subject: `Task ${ref}` });
  }

  async update(actor: Actor, idOrRef: string, input: TaskFields): Promise<Task> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur: TaskRow = (await findTaskRow(trx, actor.orgId, id))!;
      const cols = await this.columns(actor, trx, input, id);
      // A scheduled task stays in its team's cycle: leaving the team means leaving the cycle first, through
      // move-cycle, whose promise check a silent unscheduling would skip.
      if ('team_id' in cols && cols.team_id !== cur.team_id && cur.cycle_id) {
        const ref = idOrRef;
        throw new ApiError('INVALID_STATE_TRANSITION', `Task ${ref} is scheduled in a cycle of its team; it cannot change team while scheduled`, {
          details: [{ field: 'body.teamId', message: "changes the team of a task scheduled in that team's cycle" }],
          data: { cycleId: cur.cycle_id },
          suggestion: `Unschedule it first with POST /api/v1/tasks/${ref}/move-cycle {"cycleId": null} (customer promises are checked there), then change its team.`,
        });
      }
      const parentId = 'parent_task_id' in cols ? (cols.parent_task_id as string | null) : cur.parent_task_id;
      if (parentId && (input.subtaskPosition !== undefined || parentId !== cur.parent_task_id)) {
        await this.place(trx, actor.orgId, id, parentId, input.subtaskPosition);
      } else if (input.subtaskPosition !== undefined && !parentId) {
        throw new ApiError('BUSINESS_RULE_VIOLATION', 'subtaskPosition needs a parent task', {
          details: [{ field: 'body.subtaskPosition', message: 'is set on a task without a parent' }],
          suggestion: 'Set parentTaskId too, or leave subtaskPosition out.',
        });
      }
      if (input.status !== undefined && input.status !== cur.status) {
        this.assertMove(idOrRef, cur.status, input.status);
        const placed = (await findTaskPlacement(trx, actor.orgId, id))!;
        await this.assertSequence(trx, actor, idOrRef, { id, parent_task_id: parentId, subtask_position: placed.subtask_position }, input.status);
        cols.status = input.status;
        const owner = 'owner_id' in cols ? cols.owner_id : cur.owner_id;
        if (CLAIMS_OWNER.has(input.status) && !owner) cols.owner_id = actor.userId;
      }
      if ('opportunity_id' in cols && cols.opportunity_id !== cur.opportunity_id) {
        cols.vision_path = await taskPathFor(trx, actor.orgId, cols.opportunity_id as string | null, id);
      }
      await updateTask(trx, actor.orgId, id, { ...cols, updated_at: trx.fn.now() });
      const task = await this.one(actor, id, trx);
      if (task.ownerId !== cur.owner_id) await this.assigned(trx, actor, task.ownerId, task);
      return task;
    });
  }

  async setStatus(actor: Actor, idOrRef: string, status: TaskStatus): Promise<Task> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const cur: TaskRow = (await findTaskRow(trx, actor.orgId, id))!;
      if (cur.status === status) {
        throw taskMachine.refusal(cur.status, status, { message: `Task ${idOrRef} is already ${status}` });
      }
      this.assertMove(idOrRef, cur.status, status);
      await this.assertSequence(trx, actor, idOrRef, cur, status);
      const patch: Record<string, unknown> = { status, updated_at: trx.fn.now() };
      if (CLAIMS_OWNER.has(status) && !cur.owner_id) patch.owner_id = actor.userId;
      await updateTask(trx, actor.orgId, id, patch);
      return this.one(actor, id, trx);
    });
  }

  /**
   * The ref of the subtask that keeps `task` from starting (its parent runs subtasks in sequence and the one before it
   * is not finished), else null — so `actions` never offer a start that would be refused.
   */
  async startBlocker(actor: Actor, task: Task): Promise<string | null> {
    if (!task.parentTaskId) return null;
    try {
      await this.assertSequence(
        this.db,
        actor,
        task.ref,
        { id: task.id, parent_task_id: task.parentTaskId, subtask_position: task.subtaskPosition },
        'in_progress',
      );
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_STATE_TRANSITION') return String((err.data as { blockedBy: string }).blockedBy);
      throw err;
    }
  }

  /**
   * DELETE /tasks/{id} (spec 2 §4.8): the task and its subtasks (at any depth), with their assignments (cascade),
   * comments and template instances. Their activity logs stay readable by UUID.
   */
  async remove(actor: Actor, idOrRef: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const id = await this.resolve(actor, idOrRef, trx, true);
      const ids = await listSubtreeIds(trx, actor.orgId, id);
      await this.templates?.removeFor(trx, actor.orgId, 'task', ids);
      await deleteCommentsOn(trx, actor.orgId, 'task', ids);
      // Children first, so no SET NULL on parent_task_id is logged as a change of a task about to go.
      await deleteTasks(
        trx,
        actor.orgId,
        ids.filter((x) => x !== id),
      );
      await deleteTask(trx, actor.orgId, id);
      return { id, deleted: true as const };
    });
  }

  async listByOpportunity(actor: Actor, opportunityId: string, q: { cursor?: string; limit: number }): Promise<Page<Task>> {
    const page = await listOpportunityTasks(this.db, actor.orgId, opportunityId, q);
    return { rows: page.rows.map(toTask), nextCursor: page.nextCursor };
  }

  // ---- assignments (spec 2 §4.20)

  async assignments(actor: Actor, taskRef: string): Promise<Assignment[]> {
    const taskId = await this.resolve(actor, taskRef);
    const rows = await listTaskAssignments(this.db, actor.orgId, taskId);
    return rows.map(toAssignment);
  }

  async assign(actor: Actor, taskRef: string, input: RequestBody<'createTaskAssignment'>): Promise<Assignment> {
    return this.db.transaction(async (trx) => {
      const taskId = await this.resolve(actor, taskRef, trx, true);
      await assertUser(trx, actor.orgId, input.userId, 'body.userId');
      try {
        const row = await insertTaskAssignment(trx, actor.orgId, { taskId, userId: input.userId, estimatedHours: input.estimatedHours ?? null });
        await this.assigned(trx, actor, input.userId, await this.one(actor, taskId, trx));
        return toAssignment(row);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        throw new ApiError('ALREADY_EXISTS', `User ${input.userId} is already assigned to task ${taskRef}`, {
          suggestion: `Change the estimate with PATCH /api/v1/tasks/${taskRef}/assignments/${input.userId}.`,
        });
      }
    });
  }

  private assignmentMissing(taskRef: string, userId: string) {
    return new ApiError('NOT_FOUND', `User ${userId} is not assigned to task ${taskRef}`, {
      details: [{ field: 'path.userId', message: 'is not assigned to this task' }],
      suggestion: `List the task's assignments with GET /api/v1/tasks/${taskRef}/assignments.`,
    });
  }

  async updateAssignment(actor: Actor, taskRef: string, userId: string, estimatedHours: number | null): Promise<Assignment> {
    return this.db.transaction(async (trx) => {
      const taskId = await this.resolve(actor, taskRef, trx, true);
      const row = await updateTaskAssignment(trx, actor.orgId, taskId, userId, estimatedHours);
      if (!row) throw this.assignmentMissing(taskRef, userId);
      return toAssignment(row);
    });
  }

  async unassign(actor: Actor, taskRef: string, userId: string) {
    return this.db.transaction(async (trx) => {
      const taskId = await this.resolve(actor, taskRef, trx, true);
      const n = await deleteTaskAssignment(trx, actor.orgId, taskId, userId);
      if (!n) throw this.assignmentMissing(taskRef, userId);
      return { taskId, userId, deleted: true as const };
    });
  }
}
