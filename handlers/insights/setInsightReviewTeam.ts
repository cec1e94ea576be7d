import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightActions } from './actions.js';

/**
 * POST /api/v1/insights/{id}/set-review-team — a team: review, its insight reviewer notified; null: the review ends
 * (active with linked work, else created; other statuses keep their outcome) (spec 1 §3.2, spec 2 §4.12).
 */
export const setInsightReviewTeam: Handler<'setInsightReviewTeam'> = async ({ path, body }, ctx) => {
  const i = await ctx.services.insights.setReviewTeam(ctx.actor, path.id, body.teamId ?? null);
  return ok(i, { actions: insightActions(i) });
};
