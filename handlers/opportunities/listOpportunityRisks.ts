import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { riskActions } from './scoringActions.js';

/** GET /api/v1/opportunities/{id}/risks — the four validation risks with votes and aggregates (spec 1 §2.5, spec 2 §4.7). 404 for an unknown opportunity. */
export const listOpportunityRisks: Handler<'listOpportunityRisks'> = async ({ path }, ctx) =>
  ok(await ctx.services.scoring.risks(ctx.actor, path.id), { actions: riskActions(path.id) });
