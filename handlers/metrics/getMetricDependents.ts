import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/metrics/{id}/dependents — counts of objectives, opportunities, live opportunities (spec 2 §4.6). */
export const getMetricDependents: Handler<'getMetricDependents'> = async ({ path }, ctx) =>
  ok(await ctx.services.metrics.dependents(ctx.actor, path.id), {
    actions: [link('metric', 'getMetric', { id: path.id }), link('opportunities', 'listMetricOpportunities', { id: path.id })],
  });
