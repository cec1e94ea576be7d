import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/opportunities/{id}/updates — status updates, newest first (spec 2 §4.7). Paged. */
export const listOpportunityUpdates: Handler<'listOpportunityUpdates'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.updates.list(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor, actions: [link('opportunity', 'getOpportunity', { id: page.ref })] });
};
