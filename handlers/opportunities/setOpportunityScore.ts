import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { scorecardActions } from './scoringActions.js';

/**
 * PATCH /api/v1/opportunities/{id}/scores/{criterionId} `{value}` 1-5 — last write wins; returns the scorecard
 * (spec 2 §4.7). 404 for the opportunity (path.id) or an inactive/unknown criterion (path.criterionId).
 */
export const setOpportunityScore: Handler<'setOpportunityScore'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.scoring.setScore(ctx.actor, path.id, path.criterionId, body.value), { actions: scorecardActions(path.id) });
