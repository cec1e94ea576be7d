import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/opportunities/{id}/tasks — by number (spec 2 §4.7). Paged. */
export const listOpportunityTasks: Handler<'listOpportunityTasks'> = async ({ path, query }, ctx) => {
  const id = await ctx.services.opportunities.resolve(ctx.actor, path.id);
  const page = await ctx.services.tasks.listByOpportunity(ctx.actor, id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
