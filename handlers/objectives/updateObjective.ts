import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { objectiveActions } from './actions.js';

/** PATCH /api/v1/objectives/{id} — a vision move re-roots visionPath below it (spec 2 §4.5). */
export const updateObjective: Handler<'updateObjective'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.objectives.update(ctx.actor, path.id, body);
  return ok(o, { actions: objectiveActions(o) });
};
