import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { patternActions } from './patternActions.js';

/**
 * POST /api/v1/insights/patterns/{patternId}/link-insights — the insights (UUIDs or INS refs, resolved by the
 * pipeline) become pinned members of the open pattern (spec 2 §4.12). 404 naming body.insightIds.N; 409 unless open.
 */
export const linkInsightPatternInsights: Handler<'linkInsightPatternInsights'> = async ({ path, body }, ctx) => {
  const p = await ctx.services.patterns.linkInsights(ctx.actor, path.patternId, body.insightIds);
  return ok(p, { actions: patternActions(p) });
};
