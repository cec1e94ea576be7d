import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/**
 * GET /api/v1/opportunities/{id}/context — the opportunity, its PRD, objectives with progress, comments, active
 * step, customers, insights, pull requests; sections the caller cannot read are null (spec 2 §4.7, §4.21).
 */
export const getOpportunityContext: Handler<'getOpportunityContext'> = async ({ path }, ctx) => {
  const bundle = await ctx.services.context.opportunity(ctx.actor, path.id);
  return ok(bundle, { actions: opportunityActions(bundle.opportunity) });
};
