import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/teams/{id}/members — by name (spec 2 §4.20). Paged. */
export const listTeamMembers: Handler<'listTeamMembers'> = async ({ path, query }, ctx) => {
  const page = await ctx.services.teams.members(ctx.actor, path.id, pageOf(query));
  return ok(page.rows, { nextCursor: page.nextCursor });
};
