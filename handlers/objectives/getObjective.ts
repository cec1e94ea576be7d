import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { objectiveActions } from './actions.js';

/** GET /api/v1/objectives/{id} — by UUID or OBJ-<n> (spec 2 §4.5). */
export const getObjective: Handler<'getObjective'> = async ({ path }, ctx) => {
  const o = await ctx.services.objectives.get(ctx.actor, path.id);
  return ok(o, { actions: objectiveActions(o) });
};
