import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { metricActions } from './actions.js';

/** GET /api/v1/metrics/{id} — by UUID or MET-<n> (spec 2 §4.6). */
export const getMetric: Handler<'getMetric'> = async ({ path }, ctx) => {
  const m = await ctx.services.metrics.get(ctx.actor, path.id);
  return ok(m, { actions: metricActions(m) });
};
