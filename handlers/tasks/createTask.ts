import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { taskActions } from './actions.js';

/** POST /api/v1/tasks — 201; created in todo/in_progress without owner → caller owns it (spec 1 §3.2, spec 2 §4.8). */
export const createTask: Handler<'createTask'> = async ({ body }, ctx) => {
  const t = await ctx.services.tasks.create(ctx.actor, body);
  return created(t, { actions: taskActions(t, await ctx.services.tasks.startBlocker(ctx.actor, t)) });
};
