import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/metrics/{id}/opportunities — unpaged, alphabetical (spec 2 §4.6). */
export const listMetricOpportunities: Handler<'listMetricOpportunities'> = async ({ path }, ctx) =>
  ok(await ctx.services.metrics.opportunities(ctx.actor, path.id));
