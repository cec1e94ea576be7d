import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/**
 * GET /api/v1/tasks/{id}/context — the task with its spec, parent and subtasks, assignments, phase, opportunity with
 * PRD, objectives with progress, comments and active step; sections the caller cannot read are null (spec 2 §4.21).
 */
export const getTaskContext: Handler<'getTaskContext'> = async ({ path }, ctx) => {
  const bundle = await ctx.services.context.task(ctx.actor, path.id);
  return ok(bundle, { actions: taskActions(bundle.task, await ctx.services.tasks.startBlocker(ctx.actor, bundle.task)) });
};
