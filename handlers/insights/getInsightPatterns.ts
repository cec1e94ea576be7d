import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { boardActions } from './patternActions.js';

/**
 * GET /api/v1/insights/patterns — the pattern board (spec 2 §4.12): clusters of similar unjudged insights with
 * stable ids, largest ARR at stake first. The read stores the clusters it finds (src/services/insights/patterns.ts).
 */
export const getInsightPatterns: Handler<'getInsightPatterns'> = async (_input, ctx) => {
  const board = await ctx.services.patterns.board(ctx.actor);
  return ok(board, { actions: boardActions(board.patterns) });
};
