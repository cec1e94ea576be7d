import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { patternActions } from './patternActions.js';

/** POST /api/v1/insights/patterns/{patternId}/dismiss — open → dismissed, off the board for good (spec 2 §4.12). 409 unless open. */
export const dismissInsightPattern: Handler<'dismissInsightPattern'> = async ({ path }, ctx) => {
  const p = await ctx.services.patterns.dismiss(ctx.actor, path.patternId);
  return ok(p, { actions: patternActions(p) });
};
