import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/time-entries/actual-cost-for-opportunity/{id} — what time on the opportunity and its tasks has cost,
 * 0 when none (cost:read; spec 2 §4.16). UUID or ref; 404 naming path.id.
 */
export const getOpportunityActualCost: Handler<'getOpportunityActualCost'> = async ({ path }, ctx) => {
  const c = await ctx.services.timeEntries.opportunityActualCost(ctx.actor, path.id);
  return ok(c, { actions: [link('entries', 'listOpportunityTimeEntries', { id: c.ref }), link('opportunity', 'getOpportunity', { id: c.ref })] });
};
