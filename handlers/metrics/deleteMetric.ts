import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/metrics/{id} — {id, deleted: true}; anchored objectives lose their anchor (spec 2 §4.6). */
export const deleteMetric: Handler<'deleteMetric'> = async ({ path }, ctx) =>
  ok(await ctx.services.metrics.remove(ctx.actor, path.id), { actions: [link('list', 'listMetrics')] });
