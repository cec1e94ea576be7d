import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/teams — by name (spec 2 §4.20). Paged. */
export const listTeams: Handler<'listTeams'> = async ({ query }, ctx) => {
  const page = await ctx.services.teams.list(ctx.actor, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
