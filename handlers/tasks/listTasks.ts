import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/tasks — filters opportunityId, status, priority, teamId, owner (UUID or "me") (spec 2 §4.8). Paged. */
export const listTasks: Handler<'listTasks'> = async ({ query }, ctx) => {
  const page = await ctx.services.tasks.list(ctx.actor, { ...query, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
