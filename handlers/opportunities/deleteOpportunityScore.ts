import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { scorecardActions } from './scoringActions.js';

/** DELETE /api/v1/opportunities/{id}/scores/{criterionId} — clears the value; returns the scorecard (spec 2 §4.7). 404 as setOpportunityScore. */
export const deleteOpportunityScore: Handler<'deleteOpportunityScore'> = async ({ path }, ctx) =>
  ok(await ctx.services.scoring.clearScore(ctx.actor, path.id, path.criterionId), { actions: scorecardActions(path.id) });
