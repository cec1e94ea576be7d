import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/tasks/{id} — {id, deleted: true}, with its subtasks, assignments and template instances (spec 2 §4.8). */
export const deleteTask: Handler<'deleteTask'> = async ({ path }, ctx) =>
  ok(await ctx.services.tasks.remove(ctx.actor, path.id), { actions: [link('tasks', 'listTasks')] });
