import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { objectiveActions } from './actions.js';

/** POST /api/v1/objectives/{id}/set-metric — metricId null clears the anchor (spec 2 §4.5). */
export const setObjectiveMetric: Handler<'setObjectiveMetric'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.objectives.setMetric(ctx.actor, path.id, body);
  return ok(o, { actions: objectiveActions(o) });
};
