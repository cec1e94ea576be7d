import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { riskActions } from './scoringActions.js';

/**
 * POST /api/v1/opportunities/{id}/risks/{risk} `{vote, note?}` — the caller's one vote on the risk, replacing an
 * earlier one; returns the risk with its votes and aggregate (spec 2 §4.7). A risk name outside the four is refused
 * by the schema (400 listing them).
 */
export const setOpportunityRiskVote: Handler<'setOpportunityRiskVote'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.scoring.vote(ctx.actor, path.id, path.risk, body.vote, body.note), { actions: riskActions(path.id) });
