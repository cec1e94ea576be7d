import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { patternActions } from './patternActions.js';

/**
 * POST /api/v1/insights/patterns/{patternId}/attach-work — every insight of the pattern attached to an opportunity or
 * task (UUID or ref), as attachInsight does, and the pattern attached (spec 2 §4.12). 404 naming body.entityId; 409
 * unless open.
 */
export const attachInsightPatternWork: Handler<'attachInsightPatternWork'> = async ({ path, body }, ctx) => {
  const p = await ctx.services.patterns.attachWork(ctx.actor, path.patternId, body);
  return ok(p, { actions: patternActions(p) });
};
