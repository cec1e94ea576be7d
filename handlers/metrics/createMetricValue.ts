import { created } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/metrics/{id}/values — 201; 422 SOURCE_OWNED_FIELDS on system metrics (spec 1 §2.4, spec 2 §4.6). */
export const createMetricValue: Handler<'createMetricValue'> = async ({ path, body }, ctx) =>
  created(await ctx.services.metrics.addValue(ctx.actor, path.id, body), {
    actions: [link('metric', 'getMetric', { id: path.id }), link('values', 'listMetricValues', { id: path.id })],
  });
