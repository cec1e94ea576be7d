import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { metricActions } from './actions.js';

/** POST /api/v1/metrics — 201 (spec 2 §4.6). */
export const createMetric: Handler<'createMetric'> = async ({ body }, ctx) => {
  const m = await ctx.services.metrics.create(ctx.actor, body);
  return created(m, { actions: metricActions(m) });
};
