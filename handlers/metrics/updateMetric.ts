import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { metricActions } from './actions.js';

/** PATCH /api/v1/metrics/{id} — create fields, all optional (spec 2 §4.6). */
export const updateMetric: Handler<'updateMetric'> = async ({ path, body }, ctx) => {
  const m = await ctx.services.metrics.update(ctx.actor, path.id, body);
  return ok(m, { actions: metricActions(m) });
};
