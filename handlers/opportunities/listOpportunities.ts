import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/opportunities — filters state (or legacy status), teamId; by number (spec 2 §4.7). Paged. */
export const listOpportunities: Handler<'listOpportunities'> = async ({ query }, ctx) => {
  const page = await ctx.services.opportunities.list(ctx.actor, { ...query, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
