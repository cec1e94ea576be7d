/**
 * The task_assignments table (spec 2 §4.20): who works on a task, with an optional estimate in hours. Every function
 * takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso, num } from '../core/format.js';

type Assignment = Schema<'TaskAssignment'>;

/** A task_assignments row as stored (estimated_hours is numeric, read as a string). */
export interface TaskAssignmentRow {
  org_id: string;
  task_id: string;
  user_id: string;
  estimated_hours: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → API shape (components.schemas.TaskAssignment); hours as a number. */
export const toAssignment = (r: Pick<TaskAssignmentRow, 'task_id' | 'user_id' | 'estimated_hours' | 'created_at' | 'updated_at'>): Assignment => ({
  taskId: r.task_id,
  userId: r.user_id,
  estimatedHours: num(r.estimated_hours),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** A task's assignments, oldest first (then by user id). */
export async function listTaskAssignments(db: Knex, orgId: string, taskId: string): Promise<TaskAssignmentRow[]> {
  return db('task_assignments')
    .where({ org_id: orgId, task_id: taskId })
    .orderBy([{ column: 'created_at' }, { column: 'user_id' }]);
}

/** Inserts an assignment; throws the unique violation when the user is already assigned. */
export async function insertTaskAssignment(
  trx: Knex,
  orgId: string,
  values: { taskId: string; userId: string; estimatedHours: number | null },
): Promise<TaskAssignmentRow> {
  const [row] = await trx('task_assignments')
    .insert({ org_id: orgId, task_id: values.taskId, user_id: values.userId, estimated_hours: values.estimatedHours })
    .returning('*');
  return row;
}

/** Sets the estimate of one assignment; undefined when the user is not assigned. */
export async function updateTaskAssignment(
  trx: Knex,
  orgId: string,
  taskId: string,
  userId: string,
  estimatedHours: number | null,
): Promise<TaskAssignmentRow | undefined> {
  const [row] = await trx('task_assignments')
    .where({ org_id: orgId, task_id: taskId, user_id: userId })
    .update({ estimated_hours: estimatedHours, updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

/** Removes one assignment; the number removed (0 or 1). */
export function deleteTaskAssignment(trx: Knex, orgId: string, taskId: string, userId: string): Promise<number> {
  return trx('task_assignments').where({ org_id: orgId, task_id: taskId, user_id: userId }).delete();
}
