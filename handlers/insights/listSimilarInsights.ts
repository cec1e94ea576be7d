import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/insights/{id}/similar — near-duplicates and past rejections of similar asks, most similar first, at
 * most 20 (spec 2 §4.12); one page. 404 when the insight is absent or another org's.
 */
export const listSimilarInsights: Handler<'listSimilarInsights'> = async ({ path }, ctx) => {
  const rows = await ctx.services.patterns.similar(ctx.actor, path.id);
  return ok(rows, {
    nextCursor: null,
    actions: [link('insight', 'getInsight', { id: path.id }), ...rows.slice(0, 5).map((r) => link('similar', 'getInsight', { id: r.ref }))],
  });
};
