import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/opportunities/scoring-criteria — the org's active criteria in order; read-only (spec 1 §2.5, spec 2 §4.7). */
export const listScoringCriteria: Handler<'listScoringCriteria'> = async (_input, ctx) =>
  ok(await ctx.services.scoring.criteria(ctx.actor), { actions: [link('opportunities', 'listOpportunities')] });
