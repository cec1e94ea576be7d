import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { phaseActions } from './deliveryActions.js';

/** GET /api/v1/opportunities/{id}/phases — delivery order, leaf-task counts (spec 2 §4.7). Paged. */
export const listOpportunityPhases: Handler<'listOpportunityPhases'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.phases.list(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor, actions: phaseActions(page.opportunity.ref) });
};
