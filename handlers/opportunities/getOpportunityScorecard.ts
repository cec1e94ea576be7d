import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { scorecardActions } from './scoringActions.js';

/** GET /api/v1/opportunities/{id}/scorecard — criteria, values and the total (null until complete) (spec 1 §2.5). 404 for an unknown opportunity. */
export const getOpportunityScorecard: Handler<'getOpportunityScorecard'> = async ({ path }, ctx) =>
  ok(await ctx.services.scoring.scorecard(ctx.actor, path.id), { actions: scorecardActions(path.id) });
