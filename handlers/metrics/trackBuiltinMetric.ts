import { created, ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/metrics/track-builtin — 201 with the new system metric (history backfilled), 200 with the metric
 * already tracking the same built-in with the same params (spec 2 §4.6). 400 for a statusGroup missing
 * (time_in_status) or not applicable; 404 naming body.params.categoryId.
 */
export const trackBuiltinMetric: Handler<'trackBuiltinMetric'> = async ({ body }, ctx) => {
  const { metric, created: isNew } = await ctx.services.metrics.builtins.track(ctx.actor, body);
  return (isNew ? created : ok)(metric, {
    actions: [link('self', 'getMetric', { id: metric.ref }), link('values', 'listMetricValues', { id: metric.ref }), link('builtins', 'listBuiltinMetrics')],
  });
};
