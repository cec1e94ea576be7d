import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/**
 * GET /api/v1/time-entries/for-opportunity/{id} — time on the opportunity and its tasks, newest first, paged; userId
 * and userName null without compensation:read or a leadership role (spec 2 §4.16). UUID or ref; 404 naming path.id.
 */
export const listOpportunityTimeEntries: Handler<'listOpportunityTimeEntries'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.timeEntries.forOpportunity(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, {
    nextCursor: page.nextCursor,
    actions: [link('cost', 'getOpportunityActualCost', { id: page.opportunityId }), link('opportunity', 'getOpportunity', { id: page.opportunityId })],
  });
};
